import { lineInto } from '../line/line.js';
import { fillReach } from './reach.js';

// Scratch buffers shared by every call: they only grow, so steady use allocates nothing.
let reach = new Int32Array(64);
// The reach table of the last call, reused while the radius and the map's longer side stay the same.
let reachRadius = -1;
let reachLimit = -1;
let reachDeepest = -1;
let points = new Int32Array(128);

/**
 * Seed 002's ray casting: marks in `out` (already cleared) every cell within the radius whose
 * symmetric Bresenham line from the origin crosses no opaque cell strictly between its two ends.
 */
export function raycastFov(
  opaque: Uint8Array,
  width: number,
  height: number,
  ox: number,
  oy: number,
  radius: number,
  out: Uint8Array,
): void {
  out[oy * width + ox] = 1;
  const limit = width > height ? width : height;
  if (radius !== reachRadius || limit !== reachLimit) {
    if (reach.length < limit + 1) reach = new Int32Array(limit + 1);
    reachDeepest = fillReach(radius, limit, reach);
    reachRadius = radius;
    reachLimit = limit;
  }
  const deepest = reachDeepest;
  if (points.length < 2 * (limit + 1)) points = new Int32Array(2 * (limit + 1));
  const buf = points;
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
