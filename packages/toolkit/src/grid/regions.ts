import type { GridSize } from './types.js';

/** Connected regions of a mask: `labels[i]` is the region id of cell i, or -1 where the mask is zero. */
export interface Regions {
  readonly labels: Int32Array;
  /** `sizes[id]` is the number of cells in region `id`. */
  readonly sizes: number[];
}

/** Labels the connected regions of the nonzero cells of `mask` under 4- or 8-adjacency. */
export function labelRegions(grid: GridSize, mask: Uint8Array, topology: 4 | 8 = 4): Regions {
  const { width, height } = grid;
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
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          if (dx === 0 && dy === 0) continue;
          if (topology === 4 && dx !== 0 && dy !== 0) continue;
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const j = ny * width + nx;
          if (mask[j] !== 0 && labels[j] === -1) {
            labels[j] = id;
            stack[top++] = j;
          }
        }
      }
    }
    sizes.push(size);
  }
  return { labels, sizes };
}

/** Id of the largest region (the lowest id on ties), or -1 when there is none. */
export function largestRegion(regions: Regions): number {
  let best = -1;
  for (let id = 0; id < regions.sizes.length; id++) {
    if (best === -1 || regions.sizes[id] > regions.sizes[best]) best = id;
  }
  return best;
}
