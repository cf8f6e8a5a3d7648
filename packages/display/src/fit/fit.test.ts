import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fit, stepZoom } from './index.js';

describe('fit', () => {
  it('the scale nearest pixelSize CSS pixels, moved by zoom, within 1 and the largest that shows the minimum grid; then as many cells as fit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 4000 }),
        fc.integer({ min: 100, max: 3000 }),
        fc.constantFrom(1, 1.25, 1.5, 2, 3),
        fc.integer({ min: 10, max: 100 }),
        fc.integer({ min: 5, max: 40 }),
        fc.constantFrom(1, 2, 3),
        fc.integer({ min: -5, max: 5 }),
        fc.option(fc.integer({ min: 1, max: 40_000 }), { nil: undefined }),
        (width, height, dpr, minCols, minRows, pixelSize, zoom, maxCells) => {
          const f = fit({ width, height, dpr, minCols, minRows, pixelSize, zoom, maxCells });
          const w = Math.floor(width * dpr);
          const h = Math.floor(height * dpr);
          // A plain search for the largest scale at which the minimum grid fits.
          let largest = 1;
          for (let s = 1; s * 6 * minCols <= w && s * 12 * minRows <= h; s++) largest = s;
          const cellsAt = (s: number): number =>
            Math.max(minCols, Math.floor(w / (6 * s))) * Math.max(minRows, Math.floor(h / (12 * s)));
          // The scale nearest pixelSize, or else the first larger one within maxCells, or else the largest.
          const near = Math.min(largest, Math.max(1, Math.round(pixelSize * dpr)));
          let base = largest;
          for (let s = largest; s >= near; s--) if (cellsAt(s) <= (maxCells ?? Infinity)) base = s;
          expect(f.fitScale).toBe(largest);
          expect(f.baseScale).toBe(base);
          // Raised only because the nearer scale gave too many cells.
          if (base > near) expect(cellsAt(base - 1)).toBeGreaterThan(maxCells ?? Infinity);
          expect(f.scale).toBe(Math.min(largest, Math.max(1, base + zoom)));
          expect(f.cols).toBe(Math.max(minCols, Math.floor(w / (6 * f.scale))));
          expect(f.rows).toBe(Math.max(minRows, Math.floor(h / (12 * f.scale))));
          expect(f.cssWidth).toBeCloseTo((f.cols * 6 * f.scale) / dpr, 9);
        },
      ),
    );
  });

  it('a bigger screen shows more cells, not bigger letters, and zoom keys step the scale within its range', () => {
    const small = fit({ width: 1280, height: 800, minCols: 80, minRows: 24 });
    const big = fit({ width: 3840, height: 2160, minCols: 80, minRows: 24 });
    const retina = fit({ width: 1920, height: 1080, dpr: 2, minCols: 80, minRows: 24 });
    expect([small.scale, small.cols, small.rows]).toEqual([2, 106, 33]);
    expect([big.scale, big.cols, big.rows]).toEqual([2, 320, 90]);
    expect([retina.scale, retina.cols, retina.rows]).toEqual([4, 160, 45]);
    expect(fit({ width: 3840, height: 2160, minCols: 80, minRows: 24, zoom: 3 }).scale).toBe(5);
    expect(fit({ width: 3840, height: 2160, minCols: 80, minRows: 24, zoom: 40 }).scale).toBe(7);
    expect(fit({ width: 3840, height: 2160, minCols: 80, minRows: 24, zoom: -40 }).scale).toBe(1);
    expect(stepZoom(0, 'out', big)).toBe(-1);
    expect(stepZoom(-1, 'out', big)).toBe(-1);
    expect(stepZoom(4, 'in', big)).toBe(5);
    expect(stepZoom(5, 'in', big)).toBe(5);
    expect(() => fit({ width: 100, height: 100, minCols: 0 })).toThrow(/minCols must be/);
    expect(() => fit({ width: 100, height: 100, maxCells: 0 })).toThrow(/maxCells must be/);
  });

  it('maxCells gives a very large screen bigger letters at zoom 0 only, still more cells than a smaller screen', () => {
    const screen = { width: 3840, height: 2160, minCols: 80, minRows: 24, maxCells: 20_000 };
    const capped = fit(screen);
    expect([capped.baseScale, capped.scale, capped.cols, capped.rows]).toEqual([3, 3, 213, 60]);
    // Zooming out still reaches the smaller scale and all its cells.
    const out = fit({ ...screen, zoom: stepZoom(0, 'out', capped) });
    expect([out.scale, out.cols, out.rows]).toEqual([2, 320, 90]);
    // Screens under the cap are unchanged.
    expect(fit({ width: 1920, height: 1080, dpr: 2, minCols: 80, minRows: 24, maxCells: 20_000 }).scale).toBe(
      4,
    );
    expect(fit({ width: 1280, height: 800, minCols: 80, minRows: 24, maxCells: 20_000 }).cols).toBe(106);
  });
});
