import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cameraOrigin } from './camera.js';

describe('cameraOrigin', () => {
  it('always keeps the focus inside the viewport', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 200 }),
        fc.nat(),
        (size, view, f) => {
          const focus = f % size;
          const o = cameraOrigin(size, view, focus);
          expect(focus - o).toBeGreaterThanOrEqual(0);
          expect(focus - o).toBeLessThan(view);
        },
      ),
    );
  });

  it('centres a small map and never shows past the edges of a large one', () => {
    expect(cameraOrigin(10, 20, 3)).toBe(-5);
    expect(cameraOrigin(100, 20, 0)).toBe(0);
    expect(cameraOrigin(100, 20, 99)).toBe(80);
    expect(cameraOrigin(100, 20, 50)).toBe(40);
  });
});
