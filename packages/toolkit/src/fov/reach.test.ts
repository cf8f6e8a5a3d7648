import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { reachFor } from './reach.js';
import { FovScratch } from './scratch.js';

describe('reachFor', () => {
  it('gives, per depth inside the circle, the widest lateral offset still inside it', () => {
    const radius = fc.oneof(
      fc.integer({ min: 0, max: 60 }),
      fc.double({ min: 0, max: 60, noNaN: true }),
      fc.constant(Number.POSITIVE_INFINITY),
    );
    fc.assert(
      fc.property(radius, fc.integer({ min: 0, max: 40 }), (r, limit) => {
        const scratch = new FovScratch();
        // A table left from an earlier call, full of junk, must not matter.
        if (limit % 2) scratch.reach = new Int32Array(limit + 2).fill(-7);
        const deepest = reachFor(scratch, r, limit);
        const reach = scratch.reach;
        const inside = (u: number, d: number): boolean => u * u + d * d <= r * r;
        let expectedDeepest = -1;
        for (let d = 0; d <= limit && inside(0, d); d++) expectedDeepest = d;
        expect(deepest).toBe(expectedDeepest);
        for (let d = 0; d <= deepest; d++) {
          let u = 0;
          while (u < limit && inside(u + 1, d)) u++;
          expect(reach[d]).toBe(u);
        }
      }),
      { numRuns: 500 },
    );
  });
});
