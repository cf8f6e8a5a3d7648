import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fillReach } from './reach.js';

describe('fillReach', () => {
  it('gives, per depth inside the circle, the widest lateral offset still inside it', () => {
    const radius = fc.oneof(
      fc.integer({ min: 0, max: 60 }),
      fc.double({ min: 0, max: 60, noNaN: true }),
      fc.constant(Number.POSITIVE_INFINITY),
    );
    fc.assert(
      fc.property(radius, fc.integer({ min: 0, max: 40 }), (r, limit) => {
        const reach = new Int32Array(limit + 1).fill(-7);
        const deepest = fillReach(r, limit, reach);
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
