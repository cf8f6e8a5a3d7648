import type { Point } from '../grid/types.js';
import { reachFor } from './reach.js';
import { runFov } from './run.js';
import type { FovJob, FovScratch } from './scratch.js';
import type { FovAlgorithmOptions, OpacityMap } from './types.js';

/** The 4 quadrants as [primary dx, primary dy]; offsets across them grow along +y or +x. */
const QUADRANTS: readonly number[] = [1, 0, -1, 0, 0, 1, 0, -1];

/**
 * Bergström's recursive shadowcasting: marks in `out` (already cleared) every cell that a ray from
 * the centre of (ox, oy) reaches, as the classic 8 octants do, scanned as 4 quadrants (octant pairs
 * around an axis). A cell at depth j and lateral offset u >= 1 spans the slopes
 * [(2u-1)/(2j+1), (2u+1)/(2j-1)] (mirrored for u <= -1; see castQuadrant); it is lit when that closed
 * range meets the window of slopes still open at its row. Slopes are exact integer fractions compared by cross-multiplication.
 * Cells off the map or beyond the radius act as opaque and are never marked.
 */
export function recursiveScan(job: FovJob, scratch: FovScratch): void {
  const { opaque, width, height, x: ox, y: oy, radius, out } = job;
  const origin = oy * width + ox;
  out[origin] = 1;
  const deepest = reachFor(scratch, radius, width > height ? width : height);
  for (let q = 0; q < 8; q += 2) {
    const pdx = QUADRANTS[q];
    const pdy = QUADRANTS[q + 1];
    const mapDepth = pdx > 0 ? width - 1 - ox : pdx < 0 ? ox : pdy > 0 ? height - 1 - oy : oy;
    const lastRow = mapDepth < deepest ? mapDepth : deepest;
    if (lastRow < 1) continue;
    // Offsets run along y for an x primary and along x for a y primary.
    const maxPos = pdx !== 0 ? height - 1 - oy : width - 1 - ox;
    const maxNeg = pdx !== 0 ? oy : ox;
    const lateralStep = pdx !== 0 ? width : 1;
    // Row lastRow + 1 reaches no column, which ends every window there.
    const table = scratch.reach;
    const saved = table[lastRow + 1];
    table[lastRow + 1] = -1;
    castQuadrant(
      scratch,
      opaque,
      out,
      origin | 0,
      (pdy * width + pdx) | 0,
      lateralStep | 0,
      maxPos | 0,
      maxNeg | 0,
    );
    table[lastRow + 1] = saved;
  }
}

/** Ints per pending window on the stack. */
const FRAME = 9;

/**
 * Scans one quadrant (both octants around one axis at once): rows from 1 until `reach` holds -1
 * (recursiveFov puts it after the last row), lateral offsets u from -min(j, maxNeg, reach) to
 * min(j, maxPos, reach) in row j. Rays in the two octants are the same rays, so the union of the
 * octants' results is what one scan over slopes [-1, 1] gives, with half as many rows along the axis.
 *
 * A cell at depth j and offset u spans the slopes [L(u), U(u)]: L(u) = (2u-1)/(2j+1) for u >= 1 and
 * (2u-1)/(2j-1) for u <= 0; U(u) = (2u+1)/(2j-1) for u >= 0 and (2u+1)/(2j+1) for u <= -1. A window
 * is a closed range of slopes [end, start]; in row j it covers the cells u from lo (the lowest with
 * U(u) >= end) up to hi (the highest with L(u) <= start):
 * hi = floor((sn(2j+1) + sd) / 2sd) when start >= 0, floor((sn(2j-1) + sd) / 2sd) when start < 0;
 * lo = ceil((en(2j-1) - ed) / 2ed) when end > 0, ceil((en(2j+1) - ed) / 2ed) when end <= 0.
 * Both numerators grow by 2sn (2en) per row, so each bound is kept as quotient and remainder
 * (hi: floor and what is left over; lo: ceil and what is missing) and stepped with at most one carry
 * either way. New bounds come in closed form, so nothing is ever divided.
 * Stack frame: row, sn, sd, en, ed, hi, hi remainder, lo, lo remainder.
 * Arithmetic is truncated with `| 0` (and indices built with Math.imul), and the caller passes its
 * arguments the same way, so V8 keeps every value an int32: values read from the Int32Array stack
 * are not guaranteed to be small integers, and without this the optimised code fell back to
 * floating point for the indices and the slopes (about 1.5x slower).
 */
function castQuadrant(
  scratch: FovScratch,
  opaque: Uint8Array,
  out: Uint8Array,
  origin: number,
  rowStep: number,
  lateralStep: number,
  maxPos: number,
  maxNeg: number,
): void {
  // Untagged once here rather than on every use in the loops below.
  const org = origin | 0;
  const rStep = rowStep | 0;
  const lStep = lateralStep | 0;
  const posMax = maxPos | 0;
  const negMax = maxNeg | 0;
  let s = (scratch.stack ??= new Int32Array(576));
  const table = scratch.reach;
  // The whole quadrant: start 1/1 and end -1/1. Its hi would be j + 1 and its lo -j - 1, columns of
  // the next quadrants, so they are kept at j and -j: steps of exactly one column per row.
  s[0] = 1;
  s[1] = 1;
  s[2] = 1;
  s[3] = -1;
  s[4] = 1;
  s[5] = 1;
  s[6] = 0;
  s[7] = -1;
  s[8] = 0;
  let top = FRAME;
  while (top > 0) {
    top = (top - FRAME) | 0;
    let j = s[top];
    let sn = s[top + 1];
    let sd = s[top + 2];
    let en = s[top + 3];
    let ed = s[top + 4];
    let hiQ = s[top + 5];
    let hiRem = s[top + 6];
    let loQ = s[top + 7];
    let loRem = s[top + 8];
    for (;;) {
      const twoJ = (2 * j) | 0;
      let hi = hiQ;
      let lo = loQ;
      const r = table[j];
      const posCap = r < posMax ? r : posMax;
      // 0 - x, not -x, which would be -0 (a double) for x = 0.
      const negCap = r < negMax ? (0 - r) | 0 : (0 - negMax) | 0;
      let blocked = false;
      // Whether the window's lower part lies off the map or beyond the radius (cut below negCap).
      let cutBelow = false;
      if (hi > posCap) {
        // The window's upper part lies off the map or beyond the radius: it ends there, as at a wall.
        blocked = true;
        hi = posCap;
      }
      if (lo < negCap) {
        cutBelow = true;
        lo = negCap;
      }
      if (hi < lo) break;
      // Column of the first open cell after a run of walls in this row, when `restarted`.
      let restartAt = 0;
      let restarted = false;
      let u = hi;
      let i = (org + Math.imul(j, rStep) + Math.imul(u, lStep)) | 0;
      while (u >= lo) {
        if (blocked) {
          // Inside a run of walls (or just past the row's clipped top): walls are seen, light stops.
          while (u >= lo && opaque[i] !== 0) {
            out[i] = 1;
            u = (u - 1) | 0;
            i = (i - lStep) | 0;
          }
          if (u < lo) break;
          // The run ended above cell u: the window now starts at the run's last lower slope L(u+1).
          blocked = false;
          restarted = true;
          restartAt = u;
          sn = (2 * u + 1) | 0;
          // The sign of u picks the formula; u >> 31 is -1 when u < 0, else 0 (no branch: both
          // signs are common, so a branch would predict badly).
          sd = (twoJ + 1 + 2 * (u >> 31)) | 0;
        }
        while (u >= lo && opaque[i] === 0) {
          out[i] = 1;
          u = (u - 1) | 0;
          i = (i - lStep) | 0;
        }
        if (u < lo) break;
        // A wall after open cells: the light above it goes on from the next row, between start and
        // the wall's upper slope U(u).
        const wn = (2 * u + 1) | 0;
        const neg = u >> 31;
        const wd = (twoJ - 1 - 2 * neg) | 0;
        if (sn * wd >= wn * sd) {
          if (top + FRAME > s.length) {
            const bigger = new Int32Array(s.length * 2);
            bigger.set(s);
            scratch.stack = s = bigger;
          }
          s[top] = j + 1;
          s[top + 1] = sn;
          s[top + 2] = sd;
          s[top + 3] = wn;
          s[top + 4] = wd;
          if (restarted) {
            // start = L(r+1) gives hi = r + 1, remainder 4r + 2 (r >= 0), or hi = r, remainder
            // 4(r + j) (r < 0) in row j + 1.
            const rNeg = restartAt >> 31;
            s[top + 5] = restartAt + 1 + rNeg;
            s[top + 6] = 4 * restartAt + 2 + ((twoJ + twoJ - 2) & rNeg);
          } else {
            const hiDen = 2 * sd;
            let q = hiQ;
            let rem = hiRem + 2 * sn;
            if (rem >= hiDen) {
              rem -= hiDen;
              q++;
            } else if (rem < 0) {
              rem += hiDen;
              q--;
            }
            s[top + 5] = q;
            s[top + 6] = rem;
          }
          // end = U(u) gives lo = u + 1, remainder 4(j - u - 1) (u >= 0), or lo = u, remainder
          // -4u - 2 (u < 0) in row j + 1.
          s[top + 7] = u + 1 + neg;
          s[top + 8] = (0 - 4 * u - 2 + ((twoJ + twoJ - 2) & ~neg)) | 0;
          top = (top + FRAME) | 0;
        }
        blocked = true;
      }
      if (blocked) break;
      j = (j + 1) | 0;
      if (cutBelow) {
        // The window goes on above the first cell past the cut, lo - 1 < 0: end = U(lo - 1).
        en = (2 * lo - 1) | 0;
        ed = (twoJ + 1) | 0;
        loQ = (lo - 1) | 0;
        loRem = (2 - 4 * lo) | 0;
      } else {
        // Carries without branches (they follow the slope, so they predict badly).
        const loDen = (2 * ed) | 0;
        loRem = (loRem - 2 * en) | 0;
        const up = loRem >> 31;
        loRem = (loRem + (loDen & up)) | 0;
        loQ = (loQ - up) | 0;
        const down = (loDen - 1 - loRem) >> 31;
        loRem = (loRem - (loDen & down)) | 0;
        loQ = (loQ + down) | 0;
      }
      if (restarted) {
        // As for a pushed window above (twoJ is still this row's).
        const rNeg = restartAt >> 31;
        hiQ = (restartAt + 1 + rNeg) | 0;
        hiRem = (4 * restartAt + 2 + ((twoJ + twoJ - 2) & rNeg)) | 0;
      } else {
        const hiDen = (2 * sd) | 0;
        hiRem = (hiRem + 2 * sn) | 0;
        const up = (hiDen - 1 - hiRem) >> 31;
        hiRem = (hiRem - (hiDen & up)) | 0;
        hiQ = (hiQ - up) | 0;
        const down = hiRem >> 31;
        hiRem = (hiRem + (hiDen & down)) | 0;
        hiQ = (hiQ + down) | 0;
      }
      // A window whose slopes have crossed holds no ray any more.
      if ((restarted || cutBelow) && sn * ed < en * sd) break;
    }
  }
}

/**
 * Recursive shadowcasting on its own, importable without the other methods: the same as
 * `computeFov(map, origin, radius, { algorithm: 'recursive', ...options })`.
 */
export function recursiveFov(
  map: OpacityMap,
  origin: Point,
  radius: number,
  options?: FovAlgorithmOptions,
): Uint8Array {
  return runFov('recursiveFov', recursiveScan, map, origin, radius, options);
}
