import { checkObject } from './check.js';
import type { GridSize } from './types.js';

/** Connected regions of a mask: `labels[i]` is the region id of cell i, or -1 where the mask is zero. */
export interface Regions {
  readonly labels: Int32Array;
  /** `sizes[id]` is the number of cells in region `id`. */
  readonly sizes: number[];
}

/** Labels the connected regions of the nonzero cells of `mask` under 4- or 8-adjacency. */
export function labelRegions(grid: GridSize, mask: Uint8Array, topology: 4 | 8 = 4): Regions {
  checkObject(grid, 'grid', 'labelRegions');
  const { width, height } = grid;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 0 || height < 0) {
    throw new RangeError(
      `labelRegions: width and height must be non-negative integers, got ${width}x${height}`,
    );
  }
  if (!(mask instanceof Uint8Array) || mask.length !== width * height) {
    throw new RangeError(
      `labelRegions: mask must be a Uint8Array of width * height = ${width * height} cells`,
    );
  }
  if (topology !== 4 && topology !== 8) {
    throw new RangeError(`labelRegions: topology must be 4 or 8, got ${String(topology)}`);
  }
  const n = width * height;
  const labels = new Int32Array(n).fill(-1);
  const sizes: number[] = [];
  const stack = new Int32Array(n);
  for (let start = 0; start < n; start++) {
    if (mask[start] === 0 || labels[start] !== -1) continue;
    const id = sizes.length;
    let size = 0;
    let top = 0;
    stack[top++] = start;
    labels[start] = id;
    while (top > 0) {
      const i = stack[--top];
      size++;
      const x = i % width;
      const left = x > 0;
      const right = x < width - 1;
      const up = i >= width;
      const down = i < n - width;
      // Each neighbour: in the map, in the mask and not yet labelled -> label it and visit it later.
      if (left && mask[i - 1] !== 0 && labels[i - 1] === -1) {
        labels[i - 1] = id;
        stack[top++] = i - 1;
      }
      if (right && mask[i + 1] !== 0 && labels[i + 1] === -1) {
        labels[i + 1] = id;
        stack[top++] = i + 1;
      }
      if (up && mask[i - width] !== 0 && labels[i - width] === -1) {
        labels[i - width] = id;
        stack[top++] = i - width;
      }
      if (down && mask[i + width] !== 0 && labels[i + width] === -1) {
        labels[i + width] = id;
        stack[top++] = i + width;
      }
      if (topology === 8) {
        if (up && left && mask[i - width - 1] !== 0 && labels[i - width - 1] === -1) {
          labels[i - width - 1] = id;
          stack[top++] = i - width - 1;
        }
        if (up && right && mask[i - width + 1] !== 0 && labels[i - width + 1] === -1) {
          labels[i - width + 1] = id;
          stack[top++] = i - width + 1;
        }
        if (down && left && mask[i + width - 1] !== 0 && labels[i + width - 1] === -1) {
          labels[i + width - 1] = id;
          stack[top++] = i + width - 1;
        }
        if (down && right && mask[i + width + 1] !== 0 && labels[i + width + 1] === -1) {
          labels[i + width + 1] = id;
          stack[top++] = i + width + 1;
        }
      }
    }
    sizes.push(size);
  }
  return { labels, sizes };
}

/** Id of the largest region (the lowest id on ties), or -1 when there is none. */
export function largestRegion(regions: Regions): number {
  checkObject(regions, 'regions', 'largestRegion');
  if (!Array.isArray(regions.sizes)) throw new TypeError('largestRegion: regions.sizes must be an array');
  let best = -1;
  for (let id = 0; id < regions.sizes.length; id++) {
    if (best === -1 || regions.sizes[id] > regions.sizes[best]) best = id;
  }
  return best;
}
