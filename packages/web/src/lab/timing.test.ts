import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeTiming, formatMs, measure } from './timing.js';

/** A fake clock that reads in whole ticks, and work that moves it on by a set cost per run. */
function fakeClock(tick: number): { now: () => number; spend: (ms: number) => void } {
  let t = 1000.123;
  return {
    now: () => {
      t += 1e-5; // reading the clock takes 10 ns, so a spinning reader sees it move
      return Math.floor(t / tick) * tick;
    },
    spend: (ms) => (t += ms),
  };
}

describe('measure', () => {
  it('finds the cost of a run within 10% on a coarse clock, over at least 20 ms, cold apart', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-4, max: 40, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.constantFrom(0.1, 0.005, 0.001),
        (cost, coldExtra, tick) => {
          const clock = fakeClock(tick);
          let first = true;
          const t = measure(
            () => {
              clock.spend(cost + (first ? coldExtra : 0));
              first = false;
            },
            { now: clock.now },
          );
          expect(Math.abs(t.warmMs - cost) / cost).toBeLessThan(0.1);
          expect(t.totalMs).toBeGreaterThanOrEqual(20);
          expect(t.runs).toBeGreaterThanOrEqual(t.samples);
          expect(Math.abs(t.coldMs - (cost + coldExtra))).toBeLessThanOrEqual(tick * 1.01);
          expect(t.tickMs).toBeCloseTo(tick, 9);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('times the fast code when the work speeds up many times over during the first 2 ms (an optimising engine)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-4, max: 0.05, noNaN: true }),
        fc.integer({ min: 5, max: 60 }),
        fc.double({ min: 0, max: 1.9, noNaN: true }),
        (fast, speedup, slowMs) => {
          const clock = fakeClock(0.1);
          const slowRuns = Math.floor(slowMs / (fast * speedup));
          let n = 0;
          const t = measure(() => clock.spend(n++ < slowRuns ? fast * speedup : fast), { now: clock.now });
          expect(Math.abs(t.warmMs - fast) / fast).toBeLessThan(0.1);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('takes one warm sample of a run longer than the 20 ms floor and reports it', () => {
    const clock = fakeClock(0.1);
    const t = measure(() => clock.spend(500), { now: clock.now });
    expect(t.samples).toBeLessThanOrEqual(5);
    expect(t.runs).toBe(t.samples);
    expect(t.warmMs).toBeCloseTo(500, 0);
  });
});

describe('formatMs', () => {
  it('gives three significant digits in a fitting unit, never a row of zeros', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e7, noNaN: true }), (ms) => {
        const text = formatMs(ms);
        const match = /^([0-9]+(?:\.[0-9]+)?) (s|ms|µs|ns)$/.exec(text);
        expect(match, text).not.toBeNull();
        const [, digits, unit] = match as RegExpExecArray;
        expect(Number(digits)).toBeGreaterThanOrEqual(1);
        expect(Number(digits)).toBeLessThan(unit === 's' ? Infinity : 1000);
        const scale = { s: 1000, ms: 1, µs: 1e-3, ns: 1e-6 }[unit as 's'];
        expect(Math.abs(Number(digits) * scale - ms) / ms).toBeLessThan(0.006);
      }),
      { numRuns: 500 },
    );
  });

  it('says a zero reading was under one tick of the clock', () => {
    expect(formatMs(0, 0.1)).toBe('under 100 µs');
    expect(
      describeTiming('fov', {
        coldMs: 0,
        warmMs: 0.0123,
        runs: 4096,
        samples: 8,
        totalMs: 50.4,
        tickMs: 0.1,
      }),
    ).toBe(
      'fov 12.3 µs per run (median of 8 samples, 4096 warm runs in 50.4 ms); cold first run under 100 µs',
    );
  });
});
