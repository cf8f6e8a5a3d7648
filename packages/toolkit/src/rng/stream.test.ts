import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from './rng.js';
import { createRngStream } from './stream.js';

/** One draw of each lean method, by index, on the given stream; returns what it gave. */
function draw(rng: ReturnType<typeof createRngStream>, op: number, a: number, b: number): unknown {
  switch (op) {
    case 0:
      return rng.next();
    case 1:
      return rng.int(Math.min(a, b), Math.max(a, b));
    case 2:
      return rng.chance((a % 100) / 100);
    case 3:
      return rng.pick([a, b, a + b, a - b]);
    default:
      return rng.shuffle([a, b, 1, 2, 3, 4, 5]).join(',');
  }
}

const seed = fc.oneof(fc.integer(), fc.string());
const ops = fc.array(
  fc.tuple(
    fc.integer({ min: 0, max: 4 }),
    fc.integer({ min: -1e6, max: 1e6 }),
    fc.integer({ min: -1e6, max: 1e6 }),
  ),
  { maxLength: 60 },
);

describe('createRngStream (the generators’ lean stream)', () => {
  it('draws exactly what createRng draws from the same seed, method for method', () => {
    fc.assert(
      fc.property(seed, ops, (s, list) => {
        const lean = createRngStream(s);
        const full = createRng(s);
        for (const [op, a, b] of list) expect(draw(lean, op, a, b)).toEqual(draw(full, op, a, b));
        expect(lean.getState()).toEqual(full.getState());
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips its state, to itself and to a full Rng', () => {
    fc.assert(
      fc.property(seed, ops, ops, (s, before, after) => {
        const lean = createRngStream(s);
        for (const [op, a, b] of before) draw(lean, op, a, b);
        const saved = JSON.parse(JSON.stringify(lean.getState())) as ReturnType<typeof lean.getState>;
        const again = createRngStream('other');
        again.setState(saved);
        const full = createRng(0);
        full.setState(saved);
        for (const [op, a, b] of after) {
          const want = draw(lean, op, a, b);
          expect(draw(again, op, a, b)).toEqual(want);
          expect(draw(full, op, a, b)).toEqual(want);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a bad seed and a bad state with one clear RangeError', () => {
    expect(() => createRngStream({} as never)).toThrow(/needs a number or a string seed/);
    expect(() => createRngStream(1).setState({ sfc32: [1, 2, 3] } as never)).toThrow(RangeError);
  });
});
