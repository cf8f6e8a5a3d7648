import { fillReach } from './reach.js';

// Scratch buffers shared by every call: they only grow, so steady use allocates nothing.
let reach = new Int32Array(64);
/** Pending rows, five ints each: depth, start slope (num, den), end slope (num, den). */
let stack = new Int32Array(5 * 64);

/** The 4 quadrants as [primary dx, primary dy, lateral dx, lateral dy]; columns grow along +x or +y. */
const QUADRANTS = new Int32Array([0, -1, 1, 0, 0, 1, 1, 0, 1, 0, 0, 1, -1, 0, 0, 1]);

/**
 * Albert Ford's symmetric shadowcasting: marks in `out` (already cleared) what the origin sees,
 * quadrant by quadrant. A row at depth d between slopes s and e holds the columns from
 * round-half-up(d*s) to round-half-down(d*e); walls there are revealed, floors only when their
 * centre lies within [s, e]. A wall's slope (2c-1)/(2d) is its diamond's near-left vertex. All slopes
 * are exact integer fractions. Cells off the map or beyond the radius act as walls and are never marked.
 */
export function symmetricFov(
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
  if (reach.length < limit + 1) reach = new Int32Array(limit + 1);
  const deepest = fillReach(radius, limit, reach);
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
    scanQuadrant(opaque, out, origin, pdy * width + pdx, lateralStep, lastRow, negLateral, posLateral);
  }
}

/** Scans one quadrant: rows 1..lastRow, columns within the map and the radius. */
function scanQuadrant(
  opaque: Uint8Array,
  out: Uint8Array,
  origin: number,
  rowStep: number,
  lateralStep: number,
  lastRow: number,
  negLateral: number,
  posLateral: number,
): void {
  let s = stack;
  const table = reach;
  s[0] = 1;
  s[1] = -1;
  s[2] = 1;
  s[3] = 1;
  s[4] = 1;
  let top = 5;
  const rowBase0 = origin;
  while (top > 0) {
    top -= 5;
    let d = s[top];
    let sn = s[top + 1];
    let sd = s[top + 2];
    let en = s[top + 3];
    let ed = s[top + 4];
    // The row's first column floor((2d sn + sd) / 2sd) and last column ceil((2d en - ed) / 2ed)
    // are kept as quotient and remainder and stepped from row to row without dividing (|slope| <= 1,
    // so a step carries at most once either way).
    let minDen = 2 * sd;
    let minNum = 2 * d * sn + sd;
    let minQ = Math.floor(minNum / minDen) | 0;
    let minRem = minNum - minQ * minDen;
    let maxDen = 2 * ed;
    let maxNum = 2 * d * en - ed;
    let maxQ = Math.ceil(maxNum / maxDen) | 0;
    let maxRem = maxQ * maxDen - maxNum;
    for (;;) {
      const twoD = 2 * d;
      const minCol = minQ;
      const maxCol = maxQ;
      const r = table[d];
      const lo = r < negLateral ? -r : -negLateral;
      const hi = r < posLateral ? r : posLateral;
      // Columns outside [lo, hi] are walls that are never marked.
      let c = minCol;
      let prev = 0; // 0: no tile yet, 1: wall, 2: floor
      if (c < lo) {
        c = lo;
        prev = 1;
      }
      const last = maxCol > hi ? hi : maxCol;
      if (c > last) break;
      let i = rowBase0 + d * rowStep + c * lateralStep;
      let restarted = false;
      if (prev === 0) {
        // The first column: a floor there is seen only if its centre is within the slopes.
        if (opaque[i] !== 0) {
          out[i] = 1;
          prev = 1;
        } else {
          if (c * sd >= d * sn && (c !== maxCol || c * ed <= d * en)) out[i] = 1;
          prev = 2;
        }
        c++;
        i += lateralStep;
      }
      // Columns strictly inside the row: walls and floors alike are seen.
      const mid = last < maxCol ? last : maxCol - 1;
      while (c <= mid) {
        if (prev === 1) {
          while (c <= mid && opaque[i] !== 0) {
            out[i] = 1;
            c++;
            i += lateralStep;
          }
          if (c > mid) break;
          // A floor after walls: the window now starts at this floor's left vertex.
          sn = 2 * c - 1;
          sd = twoD;
          restarted = true;
          prev = 2;
        }
        while (c <= mid && opaque[i] === 0) {
          out[i] = 1;
          c++;
          i += lateralStep;
        }
        if (c > mid) break;
        // A wall after floors: the floors go on in the next row, ending at the wall's vertex.
        if (d < lastRow) {
          if (top + 5 > s.length) {
            const bigger = new Int32Array(s.length * 2);
            bigger.set(s);
            stack = s = bigger;
          }
          s[top] = d + 1;
          s[top + 1] = sn;
          s[top + 2] = sd;
          s[top + 3] = 2 * c - 1;
          s[top + 4] = twoD;
          top += 5;
        }
        prev = 1;
      }
      if (c === maxCol && c <= last) {
        // The last column: a floor there is seen only if its centre is within the slopes.
        if (opaque[i] !== 0) {
          out[i] = 1;
          if (prev === 2 && d < lastRow) {
            if (top + 5 > s.length) {
              const bigger = new Int32Array(s.length * 2);
              bigger.set(s);
              stack = s = bigger;
            }
            s[top] = d + 1;
            s[top + 1] = sn;
            s[top + 2] = sd;
            s[top + 3] = 2 * c - 1;
            s[top + 4] = twoD;
            top += 5;
          }
          prev = 1;
        } else {
          if (c * ed <= d * en) out[i] = 1;
          if (prev === 1) {
            sn = 2 * c - 1;
            sd = twoD;
            restarted = true;
          }
          prev = 2;
        }
      }
      if (prev !== 2 || d === lastRow) break;
      d++;
      if (maxCol > hi) {
        // A wall just past the last column ends the window at its vertex.
        en = 2 * hi + 1;
        ed = twoD;
        maxDen = 2 * ed;
        maxNum = 2 * d * en - ed;
        maxQ = Math.ceil(maxNum / maxDen) | 0;
        maxRem = maxQ * maxDen - maxNum;
      } else {
        maxRem -= 2 * en;
        if (maxRem < 0) {
          maxRem += maxDen;
          maxQ++;
        } else if (maxRem >= maxDen) {
          maxRem -= maxDen;
          maxQ--;
        }
      }
      if (restarted) {
        minDen = 2 * sd;
        minNum = 2 * d * sn + sd;
        minQ = Math.floor(minNum / minDen) | 0;
        minRem = minNum - minQ * minDen;
      } else {
        minRem += 2 * sn;
        if (minRem >= minDen) {
          minRem -= minDen;
          minQ++;
        } else if (minRem < 0) {
          minRem += minDen;
          minQ--;
        }
      }
    }
  }
}
