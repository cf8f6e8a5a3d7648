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
  out[oy * width + ox] = 1;
  // No cell of the map lies further than its farthest corner (in hex steps, rounded up).
  const fx = ox > width - 1 - ox ? ox : width - 1 - ox;
  const fy = oy > height - 1 - oy ? oy : height - 1 - oy;
  const farthest = fy + Math.ceil(fx > fy ? (fx - fy) / 2 : 0);
  const r = job.radius >= farthest ? farthest : Math.floor(job.radius);
  const y0 = oy - r > 0 ? -r : -oy;
  const y1 = oy + r < height - 1 ? r : height - 1 - oy;
  for (let dy = y0; dy <= y1; dy++) {
    const y = oy + dy;
    const ady = dy < 0 ? -dy : dy;
    // Within hex distance r: |dx| <= 2r - |dy|, with dx + dy even (span has the parity of dy);
    // the first and last such columns on the map.
    const span = 2 * r - ady;
    let dx = -span;
    if (ox + dx < 0) dx += 2 * Math.ceil(-(ox + dx) / 2);
    const last = ox + span < width ? span : width - 1 - ox;
    for (; dx <= last; dx += 2) {
      if (dx === 0 && dy === 0) continue;
      if (lineClear(opaque, width, height, ox, oy, dx, dy)) out[y * width + ox + dx] = 1;
    }
  }
}

/**
 * Whether the hex line from (ox, oy) to (ox + dx, oy + dy) crosses no opaque cell strictly between
 * its ends. Both copies of the line nudged to either side are drawn; where they part, the line
 * runs along an edge and is blocked there only if both cells are opaque.
 */
function lineClear(
  opaque: Uint8Array,
  width: number,
  height: number,
  ox: number,
  oy: number,
  dx: number,
  dy: number,
): boolean {
  // Cube coordinates of the offset: q = (x - y) / 2, r = y, s = -q - r.
  const q1 = (dx - dy) / 2;
  const r1 = dy;
  const s1 = -q1 - r1;
  const aq = q1 < 0 ? -q1 : q1;
  const ar = r1 < 0 ? -r1 : r1;
  const as = s1 < 0 ? -s1 : s1;
  const n = aq > ar ? (aq > as ? aq : as) : ar > as ? ar : as;
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const a = hexCell(q1 * t + NUDGE, r1 * t + NUDGE, s1 * t - 2 * NUDGE, ox, oy, width, height, opaque);
    if (a === 0) continue;
    const b = hexCell(q1 * t - NUDGE, r1 * t - NUDGE, s1 * t + 2 * NUDGE, ox, oy, width, height, opaque);
    if (b !== 0) return false;
  }
  return true;
}

/**
 * Rounds the cube point (q, r, s) to its cell and returns 1 when that cell, offset from (ox, oy),
 * is opaque or off the map, else 0.
 */
function hexCell(
  q: number,
  r: number,
  s: number,
  ox: number,
  oy: number,
  width: number,
  height: number,
  opaque: Uint8Array,
): number {
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const eq = Math.abs(rq - q);
  const er = Math.abs(rr - r);
  const es = Math.abs(rs - s);
  if (eq > er && eq > es) rq = -rr - rs;
  else if (er > es) rr = -rq - rs;
  const x = ox + 2 * rq + rr;
  const y = oy + rr;
  if (x < 0 || y < 0 || x >= width || y >= height) return 1;
  return opaque[y * width + x] !== 0 ? 1 : 0;
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
