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
  let top = 0;
  s[0] = 1;
  s[1] = 1;
  s[2] = 1;
  s[3] = 0;
  s[4] = 1;
  top = 5;
  while (top > 0) {
    top -= 5;
    const firstRow = s[top];
    let sn = s[top + 1];
    let sd = s[top + 2];
    const en = s[top + 3];
    const ed = s[top + 4];
    for (let j = firstRow; j <= lastRow; j++) {
      // A window whose slopes have crossed holds no ray any more.
      if (sn * ed < en * sd) break;
      const twoJ = 2 * j;
      // Highest u whose lower slope (2u-1)/(2j+1) is <= start, lowest u whose upper slope
      // (2u+1)/(2j-1) is >= end.
      let hi = Math.floor((sn * (twoJ + 1) + sd) / (2 * sd));
      if (hi > j) hi = j;
      let lo = Math.ceil((en * (twoJ - 1) - ed) / (2 * ed));
      if (lo < 0) lo = 0;
      if (hi < lo) break;
      let cap = table[j];
      if (cap > maxLateral) cap = maxLateral;
      let blocked = false;
      let nsn = 0;
      let nsd = 1;
      if (hi > cap) {
        // The window's upper part lies off the map or beyond the radius: it ends there, as at a wall.
        if (cap < lo) break;
        blocked = true;
        nsn = 2 * cap + 1;
        nsd = twoJ + 1;
        hi = cap;
      }
      const rowBase = origin + j * rowStep;
      for (let u = hi; u >= lo; u--) {
        const i = rowBase + u * lateralStep;
        out[i] = 1;
        if (opaque[i] !== 0) {
          if (!blocked) {
            blocked = true;
            // Light above this wall goes on from the next row, between start and the wall's top.
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
          }
          nsn = 2 * u - 1;
          nsd = twoJ + 1;
        } else if (blocked) {
          blocked = false;
          sn = nsn;
          sd = nsd;
        }
      }
      if (blocked) break;
    }
  }
}
