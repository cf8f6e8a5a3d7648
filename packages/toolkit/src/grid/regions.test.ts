import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { largestRegion, labelRegions } from './regions.js';

/** Reference: repeated relaxation until every cell holds the smallest start index of its component. */
function referenceComponents(width: number, height: number, mask: Uint8Array, topology: 4 | 8): Int32Array {
  const root = new Int32Array(width * height).map((_, i) => (mask[i] ? i : -1));
  for (let changed = true; changed;) {
    changed = false;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        if (root[i] < 0) continue;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            if ((dx === 0 && dy === 0) || (topology === 4 && dx !== 0 && dy !== 0)) continue;
            const nx = x + dx;
            const ny = y + dy;
            if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
            const j = ny * width + nx;
            if (root[j] >= 0 && root[j] < root[i]) {
              root[i] = root[j];
              changed = true;
            }
          }
        }
      }
    }
  }
  return root;
}

const grids = fc
  .record({ width: fc.integer({ min: 1, max: 14 }), height: fc.integer({ min: 1, max: 14 }) })
  .chain(({ width, height }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      mask: fc.uint8Array({ minLength: width * height, maxLength: width * height, max: 1 }),
      topology: fc.constantFrom(4 as const, 8 as const),
    }),
  );

describe('labelRegions', () => {
  it('groups cells exactly as the reference components, ids in scan order, sizes counted', () => {
    fc.assert(
      fc.property(grids, ({ width, height, mask, topology }) => {
        const { labels, sizes } = labelRegions({ width, height }, mask, topology);
        const root = referenceComponents(width, height, mask, topology);
        const idOfRoot = new Map<number, number>();
        for (let i = 0; i < mask.length; i++) {
          if (root[i] < 0) {
            expect(labels[i]).toBe(-1);
            continue;
          }
          if (!idOfRoot.has(root[i])) idOfRoot.set(root[i], idOfRoot.size);
          expect(labels[i]).toBe(idOfRoot.get(root[i]));
        }
        expect(sizes.length).toBe(idOfRoot.size);
        sizes.forEach((size, id) => expect(size).toBe(labels.filter((l) => l === id).length));
      }),
      { numRuns: 300 },
    );
  });

  it('largestRegion picks the biggest, the lowest id on ties, -1 when empty', () => {
    expect(largestRegion({ labels: new Int32Array(0), sizes: [] })).toBe(-1);
    expect(largestRegion({ labels: new Int32Array(0), sizes: [2, 5, 5, 1] })).toBe(1);
  });
});
