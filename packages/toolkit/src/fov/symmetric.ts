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
  while (top > 0) {
    top -= 5;
    const firstRow = s[top];
    let sn = s[top + 1];
    let sd = s[top + 2];
    let en = s[top + 3];
    let ed = s[top + 4];
    for (let d = firstRow; d <= lastRow; d++) {
      const twoD = 2 * d;
      const minCol = Math.floor((twoD * sn + sd) / (2 * sd));
      const maxCol = Math.ceil((twoD * en - ed) / (2 * ed));
      if (minCol > maxCol) break;
      const r = table[d];
      const lo = r < negLateral ? -r : -negLateral;
      const hi = r < posLateral ? r : posLateral;
      // Columns outside [lo, hi] are walls that are never marked.
      let c0 = minCol;
      let prev = 0; // 0: no tile yet, 1: wall, 2: floor
      if (c0 < lo) {
        c0 = lo;
        prev = 1;
      }
      const c1 = maxCol > hi ? hi : maxCol;
      if (c0 > c1) break;
      const rowBase = origin + d * rowStep;
      // Only the first and the last column of a row can hold a floor whose centre is off the slopes.
      for (let c = c0; c <= c1; c++) {
        const i = rowBase + c * lateralStep;
        if (opaque[i] !== 0) {
          out[i] = 1;
          if (prev === 2 && d < lastRow) {
            // The floor run before this wall goes on in the next row, ending at the wall's vertex.
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
          if ((c !== minCol || c * sd >= d * sn) && (c !== maxCol || c * ed <= d * en)) out[i] = 1;
          if (prev === 1) {
            sn = 2 * c - 1;
            sd = twoD;
          }
          prev = 2;
        }
      }
      if (prev !== 2) break;
      if (maxCol > hi) {
        // A wall just past the last column ends the window at its vertex.
        en = 2 * hi + 1;
        ed = twoD;
      }
    }
  }
}
