import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { measure, measurePair, median } from './measure.js';

describe('median', () => {
  it('has as many values at or below it as at or above it, and lies within the range', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }), { minLength: 1 }),
        (values) => {
          const m = median(values);
          expect(values.filter((v) => v <= m).length).toBeGreaterThanOrEqual(values.length / 2);
          expect(values.filter((v) => v >= m).length).toBeGreaterThanOrEqual(values.length / 2);
          expect(m).toBeGreaterThanOrEqual(Math.min(...values));
          expect(m).toBeLessThanOrEqual(Math.max(...values));
        },
      ),
    );
  });

  it('takes the midpoint of two huge values without overflowing', () => {
    const m = median([2.4948003869183998e293, 1.7976931348623133e308]);
    expect(Number.isFinite(m)).toBe(true);
    expect(m).toBeGreaterThanOrEqual(2.4948003869183998e293);
    expect(median([-Number.MAX_VALUE, Number.MAX_VALUE])).toBe(0);
  });

  it('throws on an empty list', () => {
    expect(() => median([])).toThrow(RangeError);
  });
});

describe('measure', () => {
  it('reports the first call as checksum, the asked number of samples, and their median', () => {
    let calls = 0;
    const result = measure(() => ++calls, { warmupMs: 2, totalMs: 10, samples: 5 });
    expect(result.checksum).toBe(1);
    expect(result.samples).toHaveLength(5);
    expect(result.opsPerSec).toBe(median(result.samples));
    // One checksum call, at least one warm-up call, then every timed batch.
    expect(calls).toBeGreaterThanOrEqual(2 + 5 * result.batch);
    for (const s of result.samples) expect(s).toBeGreaterThan(0);
  });
});

describe('measurePair', () => {
  it('reports each side its own checksum and best batch, and alternates the sides while timing', () => {
    const order: string[] = [];
    let a = 0;
    let b = 100;
    const [ra, rb] = measurePair(
      () => (order.push('a'), ++a),
      () => (order.push('b'), ++b),
      { warmupMs: 4, totalMs: 12, samples: 3 },
    );
    expect(ra.checksum).toBe(1);
    expect(rb.checksum).toBe(101);
    for (const r of [ra, rb]) {
      expect(r.samples).toHaveLength(9);
      expect(r.opsPerSec).toBe(Math.max(...r.samples));
    }
    // The timed part is the last 9 batches of each side: the sides take turns batch by batch,
    // the order reversed every other round (a's batch then b's, then b's then a's, ...).
    const timed = order.slice(order.length - 9 * (ra.batch + rb.batch));
    const batches: string[] = [];
    for (let i = 0; i < timed.length;) {
      batches.push(timed[i]);
      i += timed[i] === 'a' ? ra.batch : rb.batch;
    }
    expect(batches.join('')).toBe('abbaabbaabbaabbaab');
  });
});
