import { lineInto } from '../line/line.js';
import type { Point } from '../grid/types.js';
import { reachFor } from './reach.js';
import { runFov } from './run.js';
import type { FovJob, FovScratch } from './scratch.js';
import type { FovAlgorithmOptions, OpacityMap } from './types.js';

/**
 * Ray casting: marks in `out` (already cleared) every cell within the radius whose
 * symmetric Bresenham line from the origin crosses no opaque cell strictly between its two ends.
 */
export function raycastScan(job: FovJob, scratch: FovScratch): void {
  const { opaque, width, height, x: ox, y: oy, radius, out } = job;
  out[oy * width + ox] = 1;
  const limit = width > height ? width : height;
  const deepest = reachFor(scratch, radius, limit);
  const reach = scratch.reach;
  let buf = scratch.points;
  if (!buf || buf.length < 2 * limit + 2) scratch.points = buf = new Int32Array(2 * limit + 2);
  const y0 = oy - deepest > 0 ? oy - deepest : 0;
  const y1 = oy + deepest < height - 1 ? oy + deepest : height - 1;
  for (let y = y0; y <= y1; y++) {
    const r = reach[y > oy ? y - oy : oy - y];
    const x0 = ox - r > 0 ? ox - r : 0;
    const x1 = ox + r < width - 1 ? ox + r : width - 1;
    for (let x = x0; x <= x1; x++) {
      const n = lineInto(ox, oy, x, y, buf);
      let clear = true;
      for (let k = 1; k < n - 1; k++) {
        if (opaque[buf[2 * k + 1] * width + buf[2 * k]] !== 0) {
          clear = false;
          break;
        }
      }
      if (clear) out[y * width + x] = 1;
    }
  }
}

/**
 * Ray casting on its own, importable without the other methods: the same as
 * `computeFov(map, origin, radius, { algorithm: 'raycast', ...options })`.
 */
export function raycastFov(
  map: OpacityMap,
  origin: Point,
  radius: number,
  options?: FovAlgorithmOptions,
): Uint8Array {
  return runFov('raycastFov', raycastScan, map, origin, radius, options);
}
