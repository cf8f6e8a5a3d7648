import { fillReach } from './reach.js';

// Scratch buffers shared by every call: they only grow, so steady use allocates nothing.
let reach = new Int32Array(64);
/** Pending windows, five ints each: first row, start slope (num, den), end slope (num, den). */
let stack = new Int32Array(5 * 64);

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
  if (reach.length < limit + 1) reach = new Int32Array(limit + 1);
  const deepest = fillReach(radius, limit, reach);
  for (let o = 0; o < 32; o += 4) {
    const pdx = OCTANTS[o];
    const pdy = OCTANTS[o + 1];
    const ldx = OCTANTS[o + 2];
    const ldy = OCTANTS[o + 3];
    const mapDepth = pdx > 0 ? width - 1 - ox : pdx < 0 ? ox : pdy > 0 ? height - 1 - oy : oy;
    const maxLateral = ldx > 0 ? width - 1 - ox : ldx < 0 ? ox : ldy > 0 ? height - 1 - oy : oy;
    const lastRow = mapDepth < deepest ? mapDepth : deepest;
    if (lastRow < 1) continue;
    castOctant(opaque, out, origin, pdy * width + pdx, ldy * width + ldx, lastRow, maxLateral);
  }
}

/** Scans one octant: rows 1..lastRow, lateral offsets 0..min(row, maxLateral, radius reach). */
function castOctant(
  opaque: Uint8Array,
  out: Uint8Array,
  origin: number,
  rowStep: number,
  lateralStep: number,
  lastRow: number,
  maxLateral: number,
): void {
  let s = stack;
  const table = reach;
  s[0] = 1;
  s[1] = 1;
  s[2] = 1;
  s[3] = 0;
  s[4] = 1;
  let top = 5;
  while (top > 0) {
    top -= 5;
    let j = s[top];
    let sn = s[top + 1];
    let sd = s[top + 2];
    const en = s[top + 3];
    const ed = s[top + 4];
    // Per row, the highest u whose lower slope (2u-1)/(2j+1) is <= start is
    // floor((sn(2j+1) + sd) / 2sd), and the lowest u whose upper slope (2u+1)/(2j-1) is >= end is
    // ceil((en(2j-1) - ed) / 2ed). Both are kept as quotient and remainder and stepped from row to
    // row without dividing (slopes never exceed 1, so a step carries at most once).
    let hiDen = 2 * sd;
    let hiNum = sn * (2 * j + 1) + sd;
    let hiQ = Math.floor(hiNum / hiDen) | 0;
    let hiRem = hiNum - hiQ * hiDen;
    const loDen = 2 * ed;
    const loNum = en * (2 * j - 1) - ed;
    let loQ = Math.ceil(loNum / loDen) | 0;
    let loRem = loQ * loDen - loNum;
    const loStep = 2 * en;
    for (;;) {
      const twoJ = 2 * j;
      let hi = hiQ > j ? j : hiQ;
      const lo = loQ > 0 ? loQ : 0;
      let cap = table[j];
      if (cap > maxLateral) cap = maxLateral;
      let blocked = false;
      let restarted = false;
      if (hi > cap) {
        // The window's upper part lies off the map or beyond the radius: it ends there, as at a wall.
        if (cap < lo) break;
        blocked = true;
        hi = cap;
      }
      const rowBase = origin + j * rowStep;
      let u = hi;
      let i = rowBase + u * lateralStep;
      while (u >= lo) {
        if (blocked) {
          // Inside a run of walls (or just past the row's clipped top): walls are seen, light stops.
          while (u >= lo && opaque[i] !== 0) {
            out[i] = 1;
            u--;
            i -= lateralStep;
          }
          if (u < lo) break;
          // The run ended above cell u: the window now starts at the run's last lower slope.
          blocked = false;
          restarted = true;
          sn = 2 * u + 1;
          sd = twoJ + 1;
        }
        while (u >= lo && opaque[i] === 0) {
          out[i] = 1;
          u--;
          i -= lateralStep;
        }
        if (u < lo) break;
        // A wall after open cells: light above it goes on from the next row, between start and
        // the wall's top corner.
        const wn = 2 * u + 1;
        const wd = twoJ - 1;
        if (j < lastRow && sn * wd >= wn * sd) {
          if (top + 5 > s.length) {
            const bigger = new Int32Array(s.length * 2);
            bigger.set(s);
            stack = s = bigger;
          }
          s[top] = j + 1;
          s[top + 1] = sn;
          s[top + 2] = sd;
          s[top + 3] = wn;
          s[top + 4] = wd;
          top += 5;
        }
        blocked = true;
      }
      if (blocked || j === lastRow) break;
      j++;
      if (restarted) {
        // A window whose slopes have crossed holds no ray any more.
        if (sn * ed < en * sd) break;
        hiDen = 2 * sd;
        hiNum = sn * (2 * j + 1) + sd;
        hiQ = Math.floor(hiNum / hiDen) | 0;
        hiRem = hiNum - hiQ * hiDen;
      } else {
        hiRem += 2 * sn;
        if (hiRem >= hiDen) {
          hiRem -= hiDen;
          hiQ++;
        }
      }
      loRem -= loStep;
      if (loRem < 0) {
        loRem += loDen;
        loQ++;
      }
    }
  }
}
