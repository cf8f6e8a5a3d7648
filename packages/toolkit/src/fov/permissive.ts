import type { Point } from '../grid/types.js';
import { reachFor } from './reach.js';
import { runFov } from './run.js';
import type { FovJob, FovScratch } from './scratch.js';
import type { FovAlgorithmOptions, OpacityMap } from './types.js';

/**
 * Precise permissive field of view.
 *
 * Definition. Cells are unit squares; the eye's cell is S and a target cell T. T is visible when
 * some segment from a point of S to a point of T, neither of them a corner of its square, meets no
 * opaque cell other than S and T, where an opaque cell blocks its whole closed square except its
 * four corners: sight runs through the point where two walls touch diagonally (so a diagonal crack
 * one cell wide can be seen along), but not along the edge two walls share (so a wall row blocks),
 * and not out of a corner of S (so a pillar diagonally next to the eye hides the cell diagonally
 * behind it). The relation is symmetric. Cells beyond the radius are never visible; cells off the
 * map play no part (no segment between two cells of a rectangle needs to leave it).
 *
 * Visibility. With the `visibility` option each seen cell reports the fraction of its area that
 * such segments reach. A cell seen only along single lines (down a diagonal crack) has no area in
 * sight; it reports the smallest positive float32 rather than 0, so that "seen" and "visibility
 * above 0" always agree.
 *
 * Method (Jonathon Duerig's precise permissive FOV, written anew). Each quadrant is scanned in its
 * own frame: the eye's square is [0,1]², cell (x, y) is [x, x+1] x [y, y+1], and cells are visited
 * by diagonals x + y = 1, 2, ..., each from its shallow end (y = 0) to its steep end. The lines
 * that leave S and have passed every wall so far fall into views: a view is the set of lines
 * passing above or through some points (shallow bumps, top-left corners of walls below it) and
 * below or through others (steep bumps, bottom-right corners of walls above it). A view is held as
 * its lowest line (shallow) and its highest line (steep) over the cells still to come, each
 * through two points, and the two lists of bumps. A cell is seen by a view when its top-left
 * corner lies strictly above the shallow line and its bottom-right corner strictly below the steep
 * line. A wall seen by a view cuts it: lines that pass below it keep the view with a new steep
 * bump, lines that pass above it keep it with a new shallow bump, both (a split into two views), or
 * neither (the view ends). A new steep bump B makes the steep line run from B back through the
 * shallow bump it must stay above (or S's bottom-right corner); a new shallow bump likewise. A view
 * whose two lines coincide holds a single line; it is dropped when that line leaves S only through
 * a corner. All points are integers, so every test is exact. A cell's area within a view is the
 * part of its square between the two lines (views do not overlap).
 */

/**
 * Numbers per view: shallow line (near x, y, far x, y), steep line (the same), bump list heads, and
 * each line's coefficients A, B, C, with side(P) = A * P.y - B * P.x + C (see `side`).
 */
const VIEW = 16;
const SH_NX = 0;
const SH_NY = 1;
const SH_FX = 2;
const SH_FY = 3;
const ST_NX = 4;
const ST_NY = 5;
const ST_FX = 6;
const ST_FY = 7;
const SH_BUMP = 8;
const ST_BUMP = 9;
const SH_A = 10;
const SH_B = 11;
const SH_C = 12;
const ST_A = 13;
const ST_B = 14;
const ST_C = 15;

/** What a seen cell without area in sight reports: the smallest positive normal float32. */
const TINY = 2 ** -126;

/** The 4 quadrants as x and y signs. */
const QUADRANT_SX = [1, -1, 1, -1];
const QUADRANT_SY = [1, 1, -1, -1];

/** Working memory of the permissive scan, kept in a FovScratch. */
export class PermissiveScratch {
  /** Active views, shallow to steep, `VIEW` numbers each (all integers, some beyond 32 bits). */
  views: Float64Array = new Float64Array(VIEW * 16);
  /** Bumps: x, y and the index of the previous bump of the same list (-1 ends it). */
  bumpX: Int32Array = new Int32Array(64);
  bumpY: Int32Array = new Int32Array(64);
  bumpNext: Int32Array = new Int32Array(64);
}

/**
 * Which side of the line from (nx, ny) to (fx, fy) the point (px, py) lies on: positive to the
 * left of that direction (above a line heading right, left of one heading up), zero on it.
 */
function side(nx: number, ny: number, fx: number, fy: number, px: number, py: number): number {
  return (fx - nx) * (py - ny) - (fy - ny) * (px - nx);
}

/** Marks what the eye sees with precise permissive field of view (see the file comment). */
export function permissiveScan(job: FovJob, scratch: FovScratch): void {
  const { width, height, x: ox, y: oy, out } = job;
  out[oy * width + ox] = 1;
  // The one method that fills `visibility`, so it clears it (runFov copies the mask for the others).
  if (job.visibility !== undefined) {
    job.visibility.fill(0);
    job.visibility[oy * width + ox] = 1;
  }
  const limit = width > height ? width : height;
  const deepest = reachFor(scratch, job.radius, limit);
  const mem = (scratch.permissive ??= new PermissiveScratch());
  for (let q = 0; q < 4; q++) {
    const sx = QUADRANT_SX[q];
    const sy = QUADRANT_SY[q];
    const maxX = Math.min(sx > 0 ? width - 1 - ox : ox, deepest);
    const maxY = Math.min(sy > 0 ? height - 1 - oy : oy, deepest);
    scanQuadrant(job, scratch.reach, mem, sx, sy, maxX, maxY);
  }
}

/** Scans one quadrant whose frame has x growing with `sx` and y with `sy` on the map. */
function scanQuadrant(
  job: FovJob,
  reach: Int32Array,
  mem: PermissiveScratch,
  sx: number,
  sy: number,
  maxX: number,
  maxY: number,
): void {
  const { opaque, width, x: ox, y: oy, out, visibility } = job;
  // Far ends of the first view's lines, beyond every corner the scan can meet.
  const far = maxX + maxY + 2;
  let views = mem.views;
  views[SH_NX] = 0;
  views[SH_NY] = 1;
  views[SH_FX] = far;
  views[SH_FY] = 0;
  views[ST_NX] = 1;
  views[ST_NY] = 0;
  views[ST_FX] = 0;
  views[ST_FY] = far;
  views[SH_BUMP] = -1;
  views[ST_BUMP] = -1;
  setCoefficients(views, 0);
  let count = 1;
  let bumps = 0;
  const rowStep = sy * width;
  for (let n = 1; n <= maxX + maxY && count > 0; n++) {
    let v = 0;
    const yFirst = n - maxX > 0 ? n - maxX : 0;
    const yLast = n < maxY ? n : maxY;
    for (let y = yFirst; y <= yLast && v < count; y++) {
      const x = n - y;
      // Cells beyond the radius are left alone: no cell within it has them in its way.
      if (x > reach[y]) continue;
      const tlx = x;
      const tly = y + 1;
      const brx = x + 1;
      const bry = y;
      // Skip the views that pass wholly below this cell (their steep line at or below its corner).
      while (v < count) {
        const b = v * VIEW;
        if (views[b + ST_A] * bry - views[b + ST_B] * brx + views[b + ST_C] < 0) break;
        v++;
      }
      if (v === count) break;
      const index = oy * width + ox + y * rowStep + sx * x;
      const wall = opaque[index] !== 0;
      let area = 0;
      let seen = false;
      // Every view the cell meets, from v on, while their shallow lines stay below its top-left corner.
      let w = v;
      // The first view's steep line was just tested against the bottom-right corner.
      let first = true;
      while (w < count) {
        const b = w * VIEW;
        if (views[b + SH_A] * tly - views[b + SH_B] * tlx + views[b + SH_C] <= 0) break;
        if (!first && views[b + ST_A] * bry - views[b + ST_B] * brx + views[b + ST_C] >= 0) {
          w++;
          continue;
        }
        first = false;
        seen = true;
        if (visibility !== undefined) area += viewArea(views, b, x, y, far);
        if (!wall) {
          w++;
          continue;
        }
        // The wall cuts the view: which of its lines can pass below it, which above?
        const below = views[b + SH_A] * bry - views[b + SH_B] * brx + views[b + SH_C] >= 0;
        const above = views[b + ST_A] * tly - views[b + ST_B] * tlx + views[b + ST_C] <= 0;
        if (below && above) {
          // Split: a copy at w keeps the lines below the wall, the view at w + 1 those above it.
          if ((count + 1) * VIEW > views.length) {
            const bigger = new Float64Array(views.length * 2);
            bigger.set(views);
            mem.views = views = bigger;
          }
          views.copyWithin(b + VIEW, b, count * VIEW);
          count++;
          if (bumps + 2 > mem.bumpX.length) growBumps(mem);
          addSteepBump(mem, views, b, brx, bry, bumps++);
          addShallowBump(mem, views, b + VIEW, tlx, tly, bumps++);
          let kept = 2;
          if (isDead(views, b + VIEW)) {
            removeView(views, w + 1, count--);
            kept--;
          }
          if (isDead(views, b)) {
            removeView(views, w, count--);
            kept--;
          }
          w += kept;
        } else if (below || above) {
          if (bumps + 1 > mem.bumpX.length) growBumps(mem);
          if (below) addSteepBump(mem, views, b, brx, bry, bumps++);
          else addShallowBump(mem, views, b, tlx, tly, bumps++);
          if (isDead(views, b)) removeView(views, w, count--);
          else w++;
        } else {
          removeView(views, w, count--);
        }
      }
      if (!seen) continue;
      out[index] = 1;
      if (visibility !== undefined) {
        // Cells on the axes are seen along their row or column, whole; others by the area found.
        // A cell seen along single lines only (or a sliver too thin for floats) reports a little.
        const value = x === 0 || y === 0 ? 1 : area >= 1 ? 1 : area > TINY ? area : TINY;
        if (value > visibility[index]) visibility[index] = value;
      }
    }
  }
}

/** Stores the coefficients of both lines of the view at offset b, from their points. */
function setCoefficients(views: Float64Array, b: number): void {
  let nx = views[b + SH_NX];
  let ny = views[b + SH_NY];
  let a = views[b + SH_FX] - nx;
  let c = views[b + SH_FY] - ny;
  views[b + SH_A] = a;
  views[b + SH_B] = c;
  views[b + SH_C] = c * nx - a * ny;
  nx = views[b + ST_NX];
  ny = views[b + ST_NY];
  a = views[b + ST_FX] - nx;
  c = views[b + ST_FY] - ny;
  views[b + ST_A] = a;
  views[b + ST_B] = c;
  views[b + ST_C] = c * nx - a * ny;
}

/** Doubles the bump pool. */
function growBumps(mem: PermissiveScratch): void {
  const size = mem.bumpX.length * 2;
  const grow = (a: Int32Array): Int32Array => {
    const bigger = new Int32Array(size);
    bigger.set(a);
    return bigger;
  };
  mem.bumpX = grow(mem.bumpX);
  mem.bumpY = grow(mem.bumpY);
  mem.bumpNext = grow(mem.bumpNext);
}

/** Removes view `w` of `count`, closing the gap. */
function removeView(views: Float64Array, w: number, count: number): void {
  views.copyWithin(w * VIEW, (w + 1) * VIEW, count * VIEW);
}

/**
 * Whether the view at offset b holds no line any more: its two lines coincide, and that one line
 * touches S only at its top-left or bottom-right corner.
 */
function isDead(views: Float64Array, b: number): boolean {
  const nx = views[b + SH_NX];
  const ny = views[b + SH_NY];
  const fx = views[b + SH_FX];
  const fy = views[b + SH_FY];
  return (
    side(nx, ny, fx, fy, views[b + ST_NX], views[b + ST_NY]) === 0 &&
    side(nx, ny, fx, fy, views[b + ST_FX], views[b + ST_FY]) === 0 &&
    (side(nx, ny, fx, fy, 0, 1) === 0 || side(nx, ny, fx, fy, 1, 0) === 0)
  );
}

/**
 * The view's lines must now pass below or through (x, y): the steep line runs to it from the
 * shallow bump it must stay above that leaves it least steep (S's bottom-right corner if none).
 */
function addSteepBump(
  mem: PermissiveScratch,
  views: Float64Array,
  b: number,
  x: number,
  y: number,
  k: number,
): void {
  mem.bumpX[k] = x;
  mem.bumpY[k] = y;
  mem.bumpNext[k] = views[b + ST_BUMP];
  views[b + ST_BUMP] = k;
  views[b + ST_FX] = x;
  views[b + ST_FY] = y;
  for (let d = views[b + SH_BUMP]; d !== -1; d = mem.bumpNext[d]) {
    const px = mem.bumpX[d];
    const py = mem.bumpY[d];
    if (side(views[b + ST_NX], views[b + ST_NY], x, y, px, py) > 0) {
      views[b + ST_NX] = px;
      views[b + ST_NY] = py;
    }
  }
  setCoefficients(views, b);
}

/**
 * The view's lines must now pass above or through (x, y): the shallow line runs to it from the
 * steep bump it must stay below that leaves it least shallow (S's top-left corner if none).
 */
function addShallowBump(
  mem: PermissiveScratch,
  views: Float64Array,
  b: number,
  x: number,
  y: number,
  k: number,
): void {
  mem.bumpX[k] = x;
  mem.bumpY[k] = y;
  mem.bumpNext[k] = views[b + SH_BUMP];
  views[b + SH_BUMP] = k;
  views[b + SH_FX] = x;
  views[b + SH_FY] = y;
  for (let u = views[b + ST_BUMP]; u !== -1; u = mem.bumpNext[u]) {
    const px = mem.bumpX[u];
    const py = mem.bumpY[u];
    if (side(views[b + SH_NX], views[b + SH_NY], x, y, px, py) < 0) {
      views[b + SH_NX] = px;
      views[b + SH_NY] = py;
    }
  }
  setCoefficients(views, b);
}

/**
 * Area of cell (x, y) (frame coordinates) that lies above the view's shallow line and below its
 * steep line. A line still at its first position (far end at `far`) stands for the quadrant's own
 * edge and cuts nothing off a cell off the axes.
 */
function viewArea(views: Float64Array, b: number, x: number, y: number, far: number): number {
  // The cell's square, moved to [0,1]², as a polygon clipped by each line in turn.
  let poly = [0, 0, 1, 0, 1, 1, 0, 1];
  const shallowFirst = views[b + SH_FX] === far && views[b + SH_FY] === 0;
  const steepFirst = views[b + ST_FX] === 0 && views[b + ST_FY] === far;
  if (!shallowFirst) {
    poly = clip(
      poly,
      views[b + SH_NX] - x,
      views[b + SH_NY] - y,
      views[b + SH_FX] - x,
      views[b + SH_FY] - y,
      1,
    );
  }
  if (!steepFirst && poly.length > 0) {
    poly = clip(
      poly,
      views[b + ST_NX] - x,
      views[b + ST_NY] - y,
      views[b + ST_FX] - x,
      views[b + ST_FY] - y,
      -1,
    );
  }
  let area = 0;
  for (let i = 0; i < poly.length; i += 2) {
    const j = (i + 2) % poly.length;
    area += poly[i] * poly[j + 1] - poly[j] * poly[i + 1];
  }
  return area / 2;
}

/**
 * Keeps the part of a convex polygon (x, y pairs, counter-clockwise) on one side of the line
 * through (ax, ay) and (bx, by): its left when `keep` is 1, its right when -1.
 */
function clip(poly: number[], ax: number, ay: number, bx: number, by: number, keep: number): number[] {
  const result: number[] = [];
  const n = poly.length;
  for (let i = 0; i < n; i += 2) {
    const px = poly[i];
    const py = poly[i + 1];
    const qx = poly[(i + 2) % n];
    const qy = poly[(i + 3) % n];
    const sp = keep * side(ax, ay, bx, by, px, py);
    const sq = keep * side(ax, ay, bx, by, qx, qy);
    if (sp >= 0) result.push(px, py);
    if ((sp > 0 && sq < 0) || (sp < 0 && sq > 0)) {
      const t = sp / (sp - sq);
      result.push(px + t * (qx - px), py + t * (qy - py));
    }
  }
  return result;
}

/**
 * Precise permissive field of view on its own, importable without the other methods: the same as
 * `computeFov(map, origin, radius, { algorithm: 'permissive', ...options })`.
 */
export function permissiveFov(
  map: OpacityMap,
  origin: Point,
  radius: number,
  options?: FovAlgorithmOptions,
): Uint8Array {
  return runFov(
    'permissiveFov',
    permissiveScan,
    map,
    origin,
    radius,
    options,
    1 /* fills visibility: see runFov's flags */,
  );
}
