import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng/rng.js';
import { below, shuffleInPlace, shuffleInt32 } from './draw.js';

const ranges = fc.oneof(
  fc.integer({ min: 1, max: 64 }),
  fc.integer({ min: 1, max: 1 << 20 }),
  fc.integer({ min: (1 << 20) + 1, max: 2 ** 32 }),
);

describe('draw helpers', () => {
  it('below(rng, n) draws exactly what rng.int(0, n - 1) draws, and leaves the stream in step', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(ranges, { minLength: 1, maxLength: 40 }), (seed, ns) => {
        const fast = createRng(seed);
        const plain = createRng(seed);
        for (const n of ns) expect(below(fast, n)).toBe(plain.int(0, n - 1));
        expect(fast.getState()).toEqual(plain.getState());
      }),
      { numRuns: 300 },
    );
  });

  it('shuffleInPlace and shuffleInt32 shuffle exactly as rng.shuffle does', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer(), { maxLength: 60 }), (seed, items) => {
        const expected = createRng(seed).shuffle([...items]);
        expect(shuffleInPlace(createRng(seed), [...items])).toEqual(expected);
        const packed = Int32Array.from([...items, 7, 7]);
        shuffleInt32(createRng(seed), packed, items.length);
        expect(Array.from(packed.subarray(0, items.length))).toEqual(expected.map((v) => v | 0));
        expect(Array.from(packed.subarray(items.length))).toEqual([7, 7]);
      }),
    );
  });
});
