import { fillReach } from './reach.js';

// Scratch buffers shared by every call: they only grow, so steady use allocates nothing.
let reach = new Int32Array(64);
// The reach table of the last call, reused while the radius and the map's longer side stay the same.
let reachRadius = -1;
let reachLimit = -1;
let reachDeepest = -1;
/** Pending windows, `FRAME` ints each (see castOctant). */
let stack = new Int32Array(9 * 64);

/** The 8 octants as [primary dx, primary dy, lateral dx, lateral dy]. */
const OCTANTS = new Int32Array([
  1, 0, 0, 1, 1, 0, 0, -1, -1, 0, 0, 1, -1, 0, 0, -1, 0, 1, 1, 0, 0, 1, -1, 0, 0, -1, 1, 0, 0, -1, -1, 0,
]);

/**
 * Bergström's recursive shadowcasting: marks in `out` (already cleared) every cell that a ray from
 * the centre of (ox, oy) reaches, octant by octant. A cell at depth j and lateral offset u spans the
 * slopes [(2u-1)/(2j+1), (2u+1)/(2j-1)]; it is lit when that closed range meets the window of slopes
 * still open at its row. Slopes are exact integer fractions compared by cross-multiplication.
 * Cells off the map or beyond the radius act as opaque and are never marked.
 */
export function recursiveFov(
  opaque: Uint8Array,
  width: number,
  height: number,
  ox: number,
  oy: number,
  radius: number,
  out: Uint8Array,
): void {
  const origin = oy * width + ox;
  out[origin] = 1;
  const limit = width > height ? width : height;
  if (radius !== reachRadius || limit !== reachLimit) {
    if (reach.length < limit + 2) reach = new Int32Array(limit + 2);
    reachDeepest = fillReach(radius, limit, reach);
    reachRadius = radius;
    reachLimit = limit;
  }
  const deepest = reachDeepest;
  for (let o = 0; o < 32; o += 4) {
    const pdx = OCTANTS[o];
    const pdy = OCTANTS[o + 1];
    const ldx = OCTANTS[o + 2];
    const ldy = OCTANTS[o + 3];
    const mapDepth = pdx > 0 ? width - 1 - ox : pdx < 0 ? ox : pdy > 0 ? height - 1 - oy : oy;
    const maxLateral = ldx > 0 ? width - 1 - ox : ldx < 0 ? ox : ldy > 0 ? height - 1 - oy : oy;
    const lastRow = mapDepth < deepest ? mapDepth : deepest;
    if (lastRow < 1) continue;
    // Row lastRow + 1 reaches no column, which ends every window there.
    const table = reach;
    const saved = table[lastRow + 1];
    table[lastRow + 1] = -1;
    castOctant(opaque, out, origin | 0, (pdy * width + pdx) | 0, (ldy * width + ldx) | 0, maxLateral | 0);
    table[lastRow + 1] = saved;
  }
}

/** Ints per pending window on the stack. */
const FRAME = 9;

/**
 * Scans one octant: rows from 1 until `reach` holds -1 (recursiveFov puts it after the last row),
 * lateral offsets 0..min(row, maxLateral, radius reach).
 *
 * A window is a closed range of slopes [end, start]. In row j it covers the cells u from
 * lo = ceil((en(2j-1) - ed) / 2ed) (the lowest whose upper slope reaches `end`) up to
 * hi = floor((sn(2j+1) + sd) / 2sd) (the highest whose lower slope stays under `start`). Both are
 * kept as quotient and remainder (denominators 2sd and 2ed) and stepped from row to row; slopes
 * never exceed 1, so a step carries at most once. New windows get their first row's bounds in
 * closed form, so nothing is ever divided after the first window.
 * Stack frame: row, sn, sd, en, ed, hi, hi remainder, lo, lo remainder.
 * Arithmetic is truncated with `| 0` (and indices built with Math.imul), and the caller passes its
 * arguments the same way, so V8 keeps every value an int32: values read from the Int32Array stack
 * are not guaranteed to be small integers, and without this the optimised code fell back to
 * floating point for the indices and the slopes (about 1.5x slower).
 */
function castOctant(
  opaque: Uint8Array,
  out: Uint8Array,
  origin: number,
  rowStep: number,
  lateralStep: number,
  maxLateral: number,
): void {
  let s = stack;
  const table = reach;
  // The whole octant: start 1/1 and end 0/1. Its hi would be j + 1, a column of the next octant, so
  // it is kept one lower; steps of exactly one column per row keep it at j.
  s[0] = 1;
  s[1] = 1;
  s[2] = 1;
  s[3] = 0;
  s[4] = 1;
  s[5] = 1;
  s[6] = 0;
  s[7] = 0;
  s[8] = 1;
  let top = FRAME;
  while (top > 0) {
    top = (top - FRAME) | 0;
    let j = s[top];
    let sn = s[top + 1];
    let sd = s[top + 2];
    const en = s[top + 3];
    const ed = s[top + 4];
    let hiQ = s[top + 5];
    let hiRem = s[top + 6];
    let loQ = s[top + 7];
    let loRem = s[top + 8];
    for (;;) {
      const twoJ = (2 * j) | 0;
      let hi = hiQ;
      const lo = loQ;
      let cap = table[j];
      if (cap > maxLateral) cap = maxLateral;
      let blocked = false;
      // Column of the first open cell after a run of walls in this row, or -1.
      let restartAt = -1;
      if (hi > cap) {
        // The window's upper part lies off the map or beyond the radius: it ends there, as at a wall.
        if (cap < lo) break;
        blocked = true;
        hi = cap;
      }
      let u = hi;
      let i = (origin + Math.imul(j, rowStep) + Math.imul(u, lateralStep)) | 0;
      while (u >= lo) {
        if (blocked) {
          // Inside a run of walls (or just past the row's clipped top): walls are seen, light stops.
          while (u >= lo && opaque[i] !== 0) {
            out[i] = 1;
            u = (u - 1) | 0;
            i = (i - lateralStep) | 0;
          }
          if (u < lo) break;
          // The run ended above cell u: the window now starts at the run's last lower slope.
          blocked = false;
          restartAt = u;
          sn = (2 * u + 1) | 0;
          sd = (twoJ + 1) | 0;
        }
        while (u >= lo && opaque[i] === 0) {
          out[i] = 1;
          u = (u - 1) | 0;
          i = (i - lateralStep) | 0;
        }
        if (u < lo) break;
        // A wall after open cells: the light above it goes on from the next row, between start and
        // the wall's upper slope (2u+1)/(2j-1).
        const wn = (2 * u + 1) | 0;
        const wd = (twoJ - 1) | 0;
        if (sn * wd >= wn * sd) {
          if (top + FRAME > s.length) {
            const bigger = new Int32Array(s.length * 2);
            bigger.set(s);
            stack = s = bigger;
          }
          s[top] = j + 1;
          s[top + 1] = sn;
          s[top + 2] = sd;
          s[top + 3] = wn;
          s[top + 4] = wd;
          if (restartAt >= 0) {
            // start = (2r+1)/(2j+1) gives hi = r + 1 in row j + 1, remainder 4r + 2.
            s[top + 5] = restartAt + 1;
            s[top + 6] = 4 * restartAt + 2;
          } else if (hiRem + 2 * sn >= 2 * sd) {
            s[top + 5] = hiQ + 1;
            s[top + 6] = hiRem + 2 * sn - 2 * sd;
          } else {
            s[top + 5] = hiQ;
            s[top + 6] = hiRem + 2 * sn;
          }
          // end = (2u+1)/(2j-1) gives lo = u + 1 in row j + 1, remainder 4(j - u - 1).
          s[top + 7] = u + 1;
          s[top + 8] = 4 * (j - u - 1);
          top = (top + FRAME) | 0;
        }
        blocked = true;
      }
      if (blocked) break;
      j = (j + 1) | 0;
      if (restartAt >= 0) {
        // A window whose slopes have crossed holds no ray any more.
        if (sn * ed < en * sd) break;
        hiQ = (restartAt + 1) | 0;
        hiRem = (4 * restartAt + 2) | 0;
      } else {
        // Carries without branches (they follow the slope, so they predict badly): k is -1 on a
        // carry, else 0.
        const hiDen = (2 * sd) | 0;
        hiRem = (hiRem + 2 * sn) | 0;
        const k = (hiDen - 1 - hiRem) >> 31;
        hiRem = (hiRem - (hiDen & k)) | 0;
        hiQ = (hiQ - k) | 0;
      }
      loRem = (loRem - 2 * en) | 0;
      const k = loRem >> 31;
      loRem = (loRem + ((2 * ed) & k)) | 0;
      loQ = (loQ - k) | 0;
    }
  }
}
