import { fail } from '../check-options.js';
import type { Point } from '../grid/types.js';
import { runFov } from './run.js';
import type { FovJob } from './scratch.js';
import type { FovAlgorithmOptions, OpacityMap } from './types.js';

/** How far the two nudged copies of a line are moved off it (in cube coordinates, per unit). */
const NUDGE = 1e-6;

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
export function hexScan(job: FovJob, _scratch: unknown, fn: string): void {
  const { opaque, width, height, x: ox, y: oy, out } = job;
  if ((ox + oy) & 1) fail(fn, `origin (${ox}, ${oy}) is not a hex cell (x + y must be even)`);
  // No cell of the map is width + height hex steps away, so this cut changes nothing but an
  // infinite radius, and the box below is cut to the map.
  const r = Math.floor(Math.min(job.radius, width + height));
  const y1 = Math.min(oy + r, height - 1);
  for (let y = Math.max(oy - r, 0); y <= y1; y++) {
    const dy = y - oy;
    // Within hex distance r: |dx| <= 2r - |dy| (and x + y even).
    const span = 2 * r - Math.abs(dy);
    const x1 = Math.min(ox + span, width - 1);
    cells: for (let x = Math.max(ox - span, 0); x <= x1; x++) {
      if ((x + y) & 1) continue;
      // The line from the eye's centre to this one, in cube coordinates of the offset
      // (q = (dx - dy) / 2, r = dy, s = -q - r), crosses no opaque cell strictly between them
      // (none for the eye itself): at each step both copies of the line nudged to either side are
      // rounded to their cells (the coordinate that rounds worst rebuilt from the other two), and
      // the step is blocked only if both are opaque or off the map, so a line along an edge passes
      // unless both cells are walls.
      const q = (x - ox - dy) / 2;
      const s = -q - dy;
      const n = Math.max(Math.abs(q), Math.abs(dy), Math.abs(s));
      steps: for (let i = 1; i < n; i++) {
        const t = i / n;
        for (let e = NUDGE; e > -2 * NUDGE; e -= 2 * NUDGE) {
          const a = q * t + e;
          const b = dy * t + e;
          const c = s * t - 2 * e;
          let rq = Math.round(a);
          let rr = Math.round(b);
          const rs = Math.round(c);
          const eq = Math.abs(rq - a);
          const er = Math.abs(rr - b);
          const es = Math.abs(rs - c);
          if (eq > er && eq > es) rq = -rr - rs;
          else if (er > es) rr = -rq - rs;
          const cx = ox + 2 * rq + rr;
          const cy = oy + rr;
          if (cx >= 0 && cy >= 0 && cx < width && cy < height && !opaque[cy * width + cx]) continue steps;
        }
        continue cells;
      }
      out[y * width + x] = 1;
    }
  }
}

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
