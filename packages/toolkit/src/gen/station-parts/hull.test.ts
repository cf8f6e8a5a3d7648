import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng/rng.js';
import { hullViolations } from './verify.js';
import { autoHullScale, HULL_MAX_SCALE, HULL_MIN_CELLS, hullGrid, tryHull, upscaleMask } from './hull.js';

describe('hull scale', () => {
  it('blows every WFC cell up into a scale x scale block, cropped to the inner area', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 4, max: 40 }),
        fc.integer({ min: 4, max: 30 }),
        fc.integer(),
        (scale, ow, oh, seed) => {
          const { cw, ch } = hullGrid(ow, oh, scale);
          expect(cw * scale).toBeGreaterThanOrEqual(ow);
          expect((cw - 1) * scale).toBeLessThan(ow);
          expect((ch - 1) * scale).toBeLessThan(oh);
          const rng = createRng(seed);
          const mask = Uint8Array.from({ length: cw * ch }, () => rng.int(0, 1));
          const out = upscaleMask(mask, cw, ow, oh, scale);
          expect(out.length).toBe(ow * oh);
          for (let y = 0; y < oh; y++) {
            for (let x = 0; x < ow; x++) {
              expect(out[y * ow + x]).toBe(mask[Math.floor(y / scale) * cw + Math.floor(x / scale)]);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('chooses the largest scale that leaves a WFC grid of at least HULL_MIN_CELLS', () => {
    fc.assert(
      fc.property(fc.integer({ min: 12, max: 300 }), fc.integer({ min: 10, max: 200 }), (w, h) => {
        const s = autoHullScale(w, h);
        expect(s).toBeGreaterThanOrEqual(1);
        expect(s).toBeLessThanOrEqual(HULL_MAX_SCALE);
        if (s > 1) {
          expect(Math.floor((w - 2) / s)).toBeGreaterThanOrEqual(HULL_MIN_CELLS.width);
          expect(Math.floor((h - 2) / s)).toBeGreaterThanOrEqual(HULL_MIN_CELLS.height);
        }
        if (s < HULL_MAX_SCALE) {
          const t = s + 1;
          const fits =
            Math.floor((w - 2) / t) >= HULL_MIN_CELLS.width &&
            Math.floor((h - 2) / t) >= HULL_MIN_CELLS.height;
          expect(fits).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('builds hulls with H1-H5 at scales 1 to 3 (or reports an honest null)', () => {
    let built = 0;
    for (let seed = 0; seed < 60; seed++) {
      const scale = 1 + (seed % 3);
      const hull = tryHull({ width: 50, height: 26, scale }, createRng(seed));
      if (hull === null) continue;
      built++;
      expect(hullViolations(hull, 50, 26)).toEqual([]);
    }
    expect(built).toBeGreaterThan(40);
  });
});
