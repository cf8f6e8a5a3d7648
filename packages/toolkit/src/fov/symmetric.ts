import type { Point } from '../grid/types.js';
import { reachFor } from './reach.js';
import { runFov } from './run.js';
import type { FovJob, FovScratch } from './scratch.js';
import type { FovAlgorithmOptions, OpacityMap } from './types.js';

/** The 4 quadrants as [primary dx, primary dy, lateral dx, lateral dy]; columns grow along +x or +y. */
const QUADRANTS: readonly number[] = [0, -1, 1, 0, 0, 1, 1, 0, 1, 0, 0, 1, -1, 0, 0, 1];

/**
 * Albert Ford's symmetric shadowcasting: marks in `out` (already cleared) what the origin sees,
 * quadrant by quadrant. A row at depth d between slopes s and e holds the columns from
 * round-half-up(d*s) to round-half-down(d*e); walls there are revealed, floors only when their
 * centre lies within [s, e]. A wall's slope (2c-1)/(2d) is its diamond's near-left vertex. All slopes
 * are exact integer fractions. Cells off the map or beyond the radius act as walls and are never marked.
 */
export function symmetricScan(job: FovJob, scratch: FovScratch): void {
  const { opaque, width, height, x: ox, y: oy, radius, out } = job;
  const origin = oy * width + ox;
  out[origin] = 1;
  const deepest = reachFor(scratch, radius, width > height ? width : height);
  for (let q = 0; q < 16; q += 4) {
    const pdx = QUADRANTS[q];
    const pdy = QUADRANTS[q + 1];
    const ldx = QUADRANTS[q + 2];
    const mapDepth = pdx > 0 ? width - 1 - ox : pdx < 0 ? ox : pdy > 0 ? height - 1 - oy : oy;
    const lastRow = mapDepth < deepest ? mapDepth : deepest;
    if (lastRow < 1) continue;
    // Columns run along the lateral axis; how far the map reaches on either side of the origin.
    const negLateral = ldx > 0 ? ox : oy;
    const posLateral = ldx > 0 ? width - 1 - ox : height - 1 - oy;
    const lateralStep = ldx > 0 ? 1 : width;
    // Row lastRow + 1 reaches no column (from 1 to -1), which ends every window there.
    const table = scratch.reach;
    const saved = table[lastRow + 1];
    table[lastRow + 1] = -1;
    scanQuadrant(
      scratch,
      opaque,
      out,
      origin | 0,
      (pdy * width + pdx) | 0,
      lateralStep | 0,
      negLateral | 0,
      posLateral | 0,
    );
    table[lastRow + 1] = saved;
  }
}

/** Ints per pending row on the stack. */
const FRAME = 9;

/**
 * Scans one quadrant: rows from 1 until `reach` holds -1 (symmetricFov puts it after the last row),
 * columns from -min(negLateral, reach) to min(posLateral, reach), i.e. within the map and the radius.
 *
 * A row at depth d between slopes s = sn/sd and e = en/ed holds the columns from
 * floor((2d sn + sd) / 2sd) to ceil((2d en - ed) / 2ed). Both are kept as quotient and remainder
 * (denominators 2sd and 2ed) and stepped from row to row; |slope| <= 1, so a step carries at most
 * once. A slope set from a column c of row d, (2c-1)/(2d), gives the next row's bound in closed
 * form, so nothing is divided after the first row.
 * Stack frame: depth, sn, sd, en, ed, first column, its remainder, last column, its remainder.
 * Arithmetic is truncated with `| 0` (indices built with Math.imul) so V8 keeps it in int32
 * instead of falling back to floating point for values read from the Int32Array stack.
 */
function scanQuadrant(
  scratch: FovScratch,
  opaque: Uint8Array,
  out: Uint8Array,
  origin: number,
  rowStep: number,
  lateralStep: number,
  negLateral: number,
  posLateral: number,
): void {
  // Untagged once here rather than on every use in the loops below.
  const org = origin | 0;
  const rStep = rowStep | 0;
  const lStep = lateralStep | 0;
  const negMax = negLateral | 0;
  const posMax = posLateral | 0;
  let s = (scratch.stack ??= new Int32Array(576));
  const table = scratch.reach;
  // Row 1 between slopes -1 and 1: columns -1 (remainder 1) to 1 (remainder 1).
  s[0] = 1;
  s[1] = -1;
  s[2] = 1;
  s[3] = 1;
  s[4] = 1;
  s[5] = -1;
  s[6] = 1;
  s[7] = 1;
  s[8] = 1;
  let top = FRAME;
  while (top > 0) {
    top = (top - FRAME) | 0;
    let d = s[top];
    let sn = s[top + 1];
    let sd = s[top + 2];
    let en = s[top + 3];
    let ed = s[top + 4];
    let minQ = s[top + 5];
    let minRem = s[top + 6];
    let maxQ = s[top + 7];
    let maxRem = s[top + 8];
    let minDen = (2 * sd) | 0;
    let maxDen = (2 * ed) | 0;
    for (;;) {
      const twoD = (2 * d) | 0;
      const minCol = minQ;
      const maxCol = maxQ;
      // The columns inside both the map and the radius; 0 - x, not -x, which would be -0 (a double).
      const r = table[d];
      const lo = (0 - (r < negMax ? r : negMax)) | 0;
      const hi = r < posMax ? r : posMax;
      // Columns outside [lo, hi] are walls that are never marked.
      let c = minCol < lo ? lo : minCol;
      const last = maxCol > hi ? hi : maxCol;
      if (c > last) break;
      const rowBase = (org + Math.imul(d, rStep)) | 0;
      let i = (rowBase + Math.imul(c, lStep)) | 0;
      // A floor in the first or the last column is seen only if its centre lies within the slopes.
      // The scan below marks every floor; a floor failing that test gets its old value back.
      const firstIndex = i;
      // Masks, all ones when the column is the row's own first (last) one and its centre lies off
      // the start (end) slope, else zero; computed without branches, as they follow the slopes.
      const firstFails = ((c - minCol - 1) >> 31) & ~((d * sn - c * sd - 1) >> 31);
      const firstOld = out[firstIndex];
      const lastIndex = (rowBase + Math.imul(last, lStep)) | 0;
      const lastFails = ((maxCol - last - 1) >> 31) & ~((last * ed - d * en - 1) >> 31);
      const lastOld = out[lastIndex];
      // Column of the first floor after walls in this row (the new start), or lo - 1 for none.
      let restartAt = (lo - 1) | 0;
      let blocked = true;
      while (c <= last) {
        if (blocked) {
          while (c <= last && opaque[i] !== 0) {
            out[i] = 1;
            c = (c + 1) | 0;
            i = (i + lStep) | 0;
          }
          if (c > last) break;
          if (c > minCol) {
            // A floor after walls (or after the clipped columns): the window now starts at its
            // left vertex.
            sn = (2 * c - 1) | 0;
            sd = twoD;
            restartAt = c;
          }
          blocked = false;
        }
        while (c <= last && opaque[i] === 0) {
          out[i] = 1;
          c = (c + 1) | 0;
          i = (i + lStep) | 0;
        }
        if (c > last) break;
        // A wall after floors: the floors go on in the next row, ending at the wall's vertex.
        // Same start, end at the wall's left vertex (2c-1)/(2d). The new row's columns come in
        // closed form, or by one step of this row's first column when the start did not move.
        if (top + FRAME > s.length) {
          const bigger = new Int32Array(s.length * 2);
          bigger.set(s);
          scratch.stack = s = bigger;
        }
        s[top] = d + 1;
        s[top + 1] = sn;
        s[top + 2] = sd;
        s[top + 3] = 2 * c - 1;
        s[top + 4] = twoD;
        if (restartAt >= lo) {
          s[top + 5] = restartAt > 0 ? restartAt : restartAt - 1;
          s[top + 6] = restartAt > 0 ? 4 * restartAt - 2 : 4 * restartAt - 2 + 2 * twoD;
        } else {
          let q = minQ;
          let rem = minRem + 2 * sn;
          if (rem >= minDen) {
            rem -= minDen;
            q++;
          } else if (rem < 0) {
            rem += minDen;
            q--;
          }
          s[top + 5] = q;
          s[top + 6] = rem;
        }
        s[top + 7] = c > 0 ? c : c - 1;
        s[top + 8] = c > 0 ? 2 * twoD - 4 * c + 2 : 2 - 4 * c;
        top = (top + FRAME) | 0;
        blocked = true;
      }
      // Undo the mark of a floor that failed its test (walls keep theirs), again without branches.
      const undoFirst = firstFails & ((opaque[firstIndex] - 1) >> 31);
      out[firstIndex] = (out[firstIndex] & ~undoFirst) | (firstOld & undoFirst);
      const undoLast = lastFails & ((opaque[lastIndex] - 1) >> 31);
      out[lastIndex] = (out[lastIndex] & ~undoLast) | (lastOld & undoLast);
      if (blocked) break;
      if (maxCol > hi) {
        // A wall just past the last column, at hi + 1, ends the window at its vertex.
        en = (2 * hi + 1) | 0;
        ed = twoD;
        maxDen = (2 * ed) | 0;
        maxQ = (hi + 1) | 0;
        maxRem = (2 * twoD - 4 * (hi + 1) + 2) | 0;
      } else {
        // Carries without branches (they follow the slope, so they predict badly): k is -1 when
        // the remainder left [0, den), else 0.
        maxRem = (maxRem - 2 * en) | 0;
        const up = maxRem >> 31;
        maxRem = (maxRem + (maxDen & up)) | 0;
        maxQ = (maxQ - up) | 0;
        const down = (maxDen - 1 - maxRem) >> 31;
        maxRem = (maxRem - (maxDen & down)) | 0;
        maxQ = (maxQ + down) | 0;
      }
      if (restartAt >= lo) {
        minDen = (2 * sd) | 0;
        minQ = (restartAt > 0 ? restartAt : restartAt - 1) | 0;
        minRem = (restartAt > 0 ? 4 * restartAt - 2 : 4 * restartAt - 2 + 2 * twoD) | 0;
      } else {
        minRem = (minRem + 2 * sn) | 0;
        const up = (minDen - 1 - minRem) >> 31;
        minRem = (minRem - (minDen & up)) | 0;
        minQ = (minQ - up) | 0;
        const down = minRem >> 31;
        minRem = (minRem + (minDen & down)) | 0;
        minQ = (minQ + down) | 0;
      }
      d = (d + 1) | 0;
    }
  }
}

/**
 * Symmetric shadowcasting on its own, importable without the other methods: the same as
 * `computeFov(map, origin, radius, { algorithm: 'symmetric', ...options })`.
 */
export function symmetricFov(
  map: OpacityMap,
  origin: Point,
  radius: number,
  options?: FovAlgorithmOptions,
): Uint8Array {
  return runFov('symmetricFov', symmetricScan, map, origin, radius, options);
}
