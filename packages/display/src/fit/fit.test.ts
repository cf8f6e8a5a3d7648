import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fit, stepZoom } from './index.js';

describe('fit', () => {
  it('picks the largest whole scale that shows the minimum grid, then fills the screen with cells', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 4000 }),
        fc.integer({ min: 100, max: 3000 }),
        fc.constantFrom(1, 1.25, 1.5, 2, 3),
        fc.integer({ min: 10, max: 100 }),
        fc.integer({ min: 5, max: 40 }),
        (width, height, dpr, minCols, minRows) => {
          const f = fit({ width, height, dpr, minCols, minRows });
          const w = Math.floor(width * dpr);
          const h = Math.floor(height * dpr);
          // A plain search for the largest scale at which the minimum grid fits.
          let best = 1;
          for (let s = 1; s * 6 * minCols <= w && s * 12 * minRows <= h; s++) best = s;
          expect(f.scale).toBe(best);
          expect(f.cols).toBe(Math.max(minCols, Math.floor(w / (6 * best))));
          expect(f.rows).toBe(Math.max(minRows, Math.floor(h / (12 * best))));
          expect(f.cssWidth).toBeCloseTo((f.cols * 6 * f.scale) / dpr, 9);
        },
      ),
    );
  });

  it('a bigger screen shows more cells, not bigger letters, and zoom steps the scale', () => {
    const small = fit({ width: 1280, height: 800, minCols: 80, minRows: 24 });
    const big = fit({ width: 3840, height: 2160, minCols: 80, minRows: 24 });
    expect([small.scale, small.cols, small.rows]).toEqual([2, 106, 33]);
    expect([big.scale, big.cols, big.rows]).toEqual([7, 91, 25]);
    expect(fit({ width: 3840, height: 2160, minCols: 80, minRows: 24, zoom: -4 }).scale).toBe(3);
    expect(fit({ width: 3840, height: 2160, minCols: 80, minRows: 24, zoom: -40 }).scale).toBe(1);
    expect(stepZoom(0, 'out', 7)).toBe(-1);
    expect(stepZoom(-6, 'out', 7)).toBe(-6);
    expect(stepZoom(0, 'in', 7, 2)).toBe(1);
    expect(() => fit({ width: 100, height: 100, minCols: 0 })).toThrow(/minCols must be/);
  });
});
