import type { Point } from '../grid/types.js';
import { runFov } from './run.js';
import type { FovJob, FovScratch } from './scratch.js';
import type { FovAlgorithmOptions, OpacityMap } from './types.js';

/**
 * Diamond ray casting (libtcod's FOV_DIAMOND), written anew.
 *
 * Light spreads from the eye one step at a time, in diamonds of growing Manhattan distance. A cell
 * at offset (x, y) from the eye takes its state from its inputs, the cells one step nearer along
 * x, (x - sign x, y), and along y, (x, y - sign y), among those the light reached. The state is an
 * obscurity vector (ox, oy), the offset of the wall that casts the shadow the cell may be in, and
 * an error (ex, ey) that tracks, as in Bresenham's algorithm, where the cell lies against that
 * shadow; the cell is obscured when 0 < ex <= ox or 0 < ey <= oy. Walls give no vector, a cell
 * with no vector yet takes its input's (shifted along the step: from the x input, ex - oy and
 * ey + oy; from the y input, ey - ox and ex + ox), and an input lying past its shadow's edge on
 * the other axis (ey <= 0 < oy for an x input) passes its vector on in any case. The x input is
 * taken first. A cell is dark when every input it has is obscured; light does not spread from a
 * dark cell. A wall the light reaches starts a shadow of its own: its vector and error become
 * (|x|, |y|). A cell is visible when the light reaches it and it is not obscured; a wall is
 * visible when a floor in its place would be (libtcod instead lights walls next to seen floors in
 * a separate pass). Cells beyond the radius are dark.
 *
 * Each quadrant is computed on its own, in an order where both inputs come first; cells on the
 * axes have a single input and come out the same in both quadrants that hold them. Cells off the
 * map are never inputs of cells on it.
 */

/** Working memory of diamond ray casting, kept in a FovScratch: one quadrant's cells. */
export interface DiamondScratch {
  /** Per cell of the quadrant, x + y * (quadrant width): ox, oy, ex, ey, four ints a cell. */
  state: Int32Array;
  /** 1 when light spreads from the cell (reached, within the radius, not dark). */
  lit: Uint8Array;
}

/**
 * Marks what the eye sees with diamond ray casting (see the file comment), one quadrant after the
 * other: x steps by `sx` in the mask, y by `rowStep`; a quadrant's rows are `maxX + 1` wide. A cell
 * can only be reached through the cell above it or the one to its left, so a row's first lit cell
 * is at or right of the row above's, a dark cell past the row above's last lit cell ends the row,
 * and a row with none lit ends the quadrant.
 */
export const diamondScan = (job: FovJob, scratch: FovScratch): void => {
  const { opaque, width, height, x: ox, y: oy, out } = job;
  const origin = oy * width + ox;
  out[origin] = 1;
  const r2 = job.radius * job.radius;
  // No cell past ceil(radius) on either axis is within the radius (r2 does not round up past the
  // next square); Infinity stays Infinity.
  const deepest = Math.ceil(job.radius);
  // A plain object, made on first use (a class would cost the bundle its declaration).
  const mem = (scratch.diamond ??= { state: new Int32Array(1024), lit: new Uint8Array(256) });
  for (let q = 0; q < 4; q++) {
    // The 4 quadrants as x and y signs.
    const sx = q & 1 ? -1 : 1;
    const sy = q & 2 ? -1 : 1;
    const maxX = Math.min(sx > 0 ? width - 1 - ox : ox, deepest);
    const maxY = Math.min(sy > 0 ? height - 1 - oy : oy, deepest);
    const rowStep = sy * width;
    const stride = maxX + 1;
    const cells = stride * (maxY + 1);
    if (mem.lit.length < cells) {
      // Grown to hold at least `cells` cells, and at least twice as many as before.
      const size = Math.max(cells, mem.lit.length * 2);
      mem.state = new Int32Array(4 * size);
      mem.lit = new Uint8Array(size);
    }
    const st = mem.state;
    const lit = mem.lit;
    // The eye: no shadow, light spreads from it.
    st.fill(0, 0, 4);
    lit[0] = 1;
    // The first and last lit cells of the row above (the eye's, for row 0).
    let firstLit = 0;
    let lastLit = 0;
    // The row's last cell within the radius: it only moves left as y grows (-1 when none is).
    let rowEnd = maxX;
    for (let y = 0; y <= maxY; y++) {
      const lastAbove = lastLit;
      while (rowEnd >= 0 && rowEnd * rowEnd + y * y > r2) rowEnd--;
      const row = y * stride;
      const rowStart = y === 0 ? 1 : firstLit;
      // The cell left of the first one is dark (or the eye, for row 0).
      if (y > 0 && rowStart > 0) lit[row + rowStart - 1] = 0;
      // In row 0 the eye itself is lit.
      firstLit = y === 0 ? 0 : -1;
      lastLit = firstLit;
      let index = origin + y * rowStep + sx * (rowStart - 1);
      for (let x = rowStart; x <= rowEnd; x++) {
        index += sx;
        const c = row + x;
        const hasX = x > 0 && lit[c - 1] > 0;
        // Past the row above's last lit cell nothing comes from above (and is not read there).
        const hasY = y > 0 && x <= lastAbove && lit[c - stride] > 0;
        if (!hasX && !hasY) {
          lit[c] = 0;
          // Nothing lit to the left nor above from here on: the rest of the row is dark.
          if (x > lastAbove) break;
          continue;
        }
        let cox = 0;
        let coy = 0;
        let cex = 0;
        let cey = 0;
        let xDark = false;
        let yDark = false;
        if (hasX) {
          const i = 4 * (c - 1);
          const iox = st[i];
          const ioy = st[i + 1];
          const iex = st[i + 2];
          const iey = st[i + 3];
          // The cell has no vector yet, so an x input with ex > 0 passes its own on (the rule for an
          // input past its shadow's edge, ey <= 0 < oy for an x input, asks for ex > 0 too).
          if ((iox || ioy) && iex > 0) {
            cex = iex - ioy;
            cey = iey + ioy;
            cox = iox;
            coy = ioy;
          }
          xDark = (iex > 0 && iex <= iox) || (iey > 0 && iey <= ioy);
        }
        if (hasY) {
          const i = 4 * (c - stride);
          const iox = st[i];
          const ioy = st[i + 1];
          const iex = st[i + 2];
          const iey = st[i + 3];
          // A y input with ey > 0 passes its vector on when the cell has none from the x input
          // (coy 0), and in any case when it lies past its shadow's edge (ex <= 0 < ox).
          if ((iox || ioy) && iey > 0 && (!coy || (iex <= 0 && iox > 0))) {
            cey = iey - iox;
            cex = iex + iox;
            cox = iox;
            coy = ioy;
          }
          yDark = (iex > 0 && iex <= iox) || (iey > 0 && iey <= ioy);
        }
        // Dark when every input it has is obscured.
        if (hasX ? xDark && (!hasY || yDark) : yDark) {
          lit[c] = 0;
          continue;
        }
        lit[c] = 1;
        if (firstLit < 0) firstLit = x;
        lastLit = x;
        if (!((cex > 0 && cex <= cox) || (cey > 0 && cey <= coy))) out[index] = 1;
        if (opaque[index]) {
          cox = x;
          coy = y;
          cex = x;
          cey = y;
        }
        const o = 4 * c;
        st[o] = cox;
        st[o + 1] = coy;
        st[o + 2] = cex;
        st[o + 3] = cey;
      }
      if (firstLit < 0) break;
    }
  }
};

/**
 * Diamond ray casting on its own, importable without the other methods: the same as
 * `computeFov(map, origin, radius, { algorithm: 'diamond', ...options })`.
 */
export function diamondFov(
  map: OpacityMap,
  origin: Point,
  radius: number,
  options?: FovAlgorithmOptions,
): Uint8Array {
  return runFov('diamondFov', diamondScan, map, origin, radius, options);
}
