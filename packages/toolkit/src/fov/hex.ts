import { fail } from '../check-options.js';
import type { Point } from '../grid/types.js';
import { runFov } from './run.js';
import type { FovJob } from './scratch.js';
import type { FovAlgorithmOptions, OpacityMap } from './types.js';

/**
 * Hex ray casting on a doubled-width hex grid (a cell exists where x + y is even; neighbours at
 * (±2, 0) and (±1, ±1)). Marks in `out` (already cleared) the eye and every cell within hex
 * distance `radius` whose straight line from the eye's centre crosses no opaque cell strictly
 * between the two: the cells the line passes through, as hex line drawing finds them. Where the
 * line runs exactly along the edge between two cells it passes unless both are opaque, so
 * sight is symmetric (the line back visits the same cells and edges) and a single wall cannot hide
 * what lies straight along its side. Cells off the map count as opaque; cells with x + y odd are
 * never marked; an eye off the hex cells is an error naming `fn`. One line per cell in reach, so the time grows with the radius cubed (about 1 ms at
 * radius 20); the radius is cut to the map's farthest corner first.
 */
/** Math's functions by short names, the scan's bundle being smaller for it (V8 calls them the same). */
const { abs, round, max, min } = Math;

export const hexScan = (job: FovJob, _scratch: unknown, fn: string): void => {
  const { opaque, width, height, x: ox, y: oy, out } = job;
  if ((ox + oy) & 1) fail(fn, `origin (${ox}, ${oy}) is not a hex cell (x + y must be even)`);
  // No cell of the map is width + height hex steps away, so this cut changes nothing but an
  // infinite radius, and the box below is cut to the map.
  const r = Math.floor(min(job.radius, width + height));
  const y1 = min(oy + r, height - 1);
  for (let y = max(oy - r, 0); y <= y1; y++) {
    const dy = y - oy;
    // Within hex distance r: |dx| <= 2r - |dy| (and x + y even).
    const span = 2 * r - abs(dy);
    const x1 = min(ox + span, width - 1);
    // ox - span + y is even (ox + oy is, and span has the parity of dy), and so is 0 or 1 + y when
    // the box is cut at the map's edge: every other cell, the ones with x + y even.
    cells: for (let x = max(ox - span, y & 1); x <= x1; x += 2) {
      // The line from the eye's centre to this one, in cube coordinates of the offset
      // (q = (dx - dy) / 2, r = dy, s = -q - r), crosses no opaque cell strictly between them
      // (none for the eye itself): at each step both copies of the line nudged to either side are
      // rounded to their cells (the coordinate that rounds worst rebuilt from the other two), and
      // the step is blocked only if both are opaque or off the map, so a line along an edge passes
      // unless both cells are walls.
      const q = (x - ox - dy) / 2;
      const s = -q - dy;
      const n = max(abs(q), abs(dy), abs(s));
      steps: for (let i = 1; i < n; i++) {
        const t = i / n;
        // The two copies, nudged by 1e-6 (in cube coordinates, per unit) to either side.
        for (let e = 1e-6; e > -2e-6; e -= 2e-6) {
          const a = q * t + e;
          const b = dy * t + e;
          const c = s * t - 2 * e;
          let rq = round(a);
          let rr = round(b);
          const rs = round(c);
          const eq = abs(rq - a);
          const er = abs(rr - b);
          const es = abs(rs - c);
          if (eq > er && eq > es) rq = -rr - rs;
          else if (er > es) rr = -rq - rs;
          const cx = ox + 2 * rq + rr;
          const cy = oy + rr;
          // v >>> 0 < width: 0 <= v < width for an integer v (a negative one wraps to 2^32 - |v|).
          if (cx >>> 0 < width && cy >>> 0 < height && !opaque[cy * width + cx]) continue steps;
        }
        continue cells;
      }
      out[y * width + x] = 1;
    }
  }
};

/**
 * Hex field of view on its own, importable without the square-grid methods: the same as
 * `computeFov(map, origin, radius, { topology: 6, ...options })`. `radius` is a hex distance.
 */
export function hexFov(
  map: OpacityMap,
  origin: Point,
  radius: number,
  options?: FovAlgorithmOptions,
): Uint8Array {
  return runFov('hexFov', hexScan, map, origin, radius, options, 2 /* hex: see runFov's flags */);
}
