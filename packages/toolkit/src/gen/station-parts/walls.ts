import type { Rng } from '../../rng/rng.js';
import { Tile } from '../level.js';

/** An axis-aligned rectangle of cells. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** One splitting line: a column (`vertical`) or a row (`horizontal`) spanning a rectangle. */
export interface SplitLine {
  readonly vertical: boolean;
  /** The column (vertical) or row (horizontal) of the line. */
  readonly at: number;
  /** First and last cell along the line (rows for a vertical line, columns for a horizontal one). */
  readonly from: number;
  readonly to: number;
}

/** How the BSP splits. */
export interface BspWallOptions {
  /** Smallest leaf width (3 in seed 001). */
  readonly minWidth: number;
  /** Smallest leaf height (2 in seed 001). */
  readonly minHeight: number;
  /** Stop splitting at this depth (1 = at most one split). */
  readonly maxDepth: number;
  /** Allow only horizontal lines (rows), as on the small docking-bay floor. */
  readonly horizontalOnly: boolean;
}

/** What the splitter did: its leaves and the lines it drew. */
export interface BspWalls {
  readonly leaves: Rect[];
  readonly lines: SplitLine[];
}

/**
 * Running counts of hull wall cells with floor right after them (or right before them) along x,
 * summed down each column, and along y, summed along each row, so the splitter can ask "does this
 * column (or row) have one within the rectangle?" in O(1).
 * `xAfter[(y + 1) * width + x] - xAfter[y0 * width + x]`: cells in column x, rows y0..y, that are
 * Wall with Floor at x + 1. `yAfter[y * (width + 1) + x + 1] - yAfter[y * (width + 1) + x0]`:
 * cells in row y, columns x0..x, that are Wall with Floor at y + 1. Likewise `xBefore`, `yBefore`.
 */
interface HullEdges {
  readonly xAfter: Int32Array;
  readonly xBefore: Int32Array;
  readonly yAfter: Int32Array;
  readonly yBefore: Int32Array;
}

function hullEdges(hull: Uint8Array, width: number, height: number): HullEdges {
  const rowStride = width + 1;
  const xAfter = new Int32Array((height + 1) * width);
  const xBefore = new Int32Array((height + 1) * width);
  const yAfter = new Int32Array(height * rowStride);
  const yBefore = new Int32Array(height * rowStride);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const wall = hull[i] === Tile.Wall;
      xAfter[i + width] = xAfter[i] + (wall && x + 1 < width && hull[i + 1] === Tile.Floor ? 1 : 0);
      xBefore[i + width] = xBefore[i] + (wall && x > 0 && hull[i - 1] === Tile.Floor ? 1 : 0);
      const r = y * rowStride + x;
      yAfter[r + 1] = yAfter[r] + (wall && y + 1 < height && hull[i + width] === Tile.Floor ? 1 : 0);
      yBefore[r + 1] = yBefore[r] + (wall && y > 0 && hull[i - width] === Tile.Floor ? 1 : 0);
    }
  }
  return { xAfter, xBefore, yAfter, yBefore };
}

/**
 * Candidate positions for a line across one axis of `rect`: offsets at least `min` from both
 * edges, minus positions within `min` of a hull wall inside the rectangle on that wall's floor
 * side (so no sliver rooms form against the hull).
 */
function lineCandidates(
  edges: HullEdges,
  width: number,
  rect: Rect,
  vertical: boolean,
  min: number,
): number[] {
  const extent = vertical ? rect.width : rect.height;
  if (extent < 2 * min + 1) return [];
  const start = vertical ? rect.x : rect.y;
  const banned = new Uint8Array(extent);
  for (let pos = 0; pos < extent; pos++) {
    let after: number;
    let before: number;
    if (vertical) {
      // Column rect.x + pos, rows rect.y .. rect.y + height - 1.
      const top = rect.y * width + start + pos;
      const bottom = top + rect.height * width;
      after = edges.xAfter[bottom] - edges.xAfter[top];
      before = edges.xBefore[bottom] - edges.xBefore[top];
    } else {
      // Row rect.y + pos, columns rect.x .. rect.x + width - 1.
      const left = (start + pos) * (width + 1) + rect.x;
      after = edges.yAfter[left + rect.width] - edges.yAfter[left];
      before = edges.yBefore[left + rect.width] - edges.yBefore[left];
    }
    if (after > 0 && pos + 1 < extent) {
      for (let k = 1; k <= min && pos + k < extent; k++) banned[pos + k] = 1;
    }
    if (before > 0 && pos > 0) {
      for (let k = 1; k <= min && pos - k >= 0; k++) banned[pos - k] = 1;
    }
  }
  const out: number[] = [];
  for (let o = min; o <= extent - 1 - min; o++) if (banned[o] === 0) out.push(start + o);
  return out;
}

/**
 * Splits the whole grid rectangle recursively (seed 001's internal walls): a coin flip picks the
 * axis when both have candidates, the line is uniform among candidates, and walls are drawn only
 * over Floor. Mutates `tiles`; returns the leaves and lines.
 */
export function bspWalls(
  tiles: Uint8Array,
  width: number,
  height: number,
  rng: Rng,
  options: BspWallOptions,
): BspWalls {
  const edges = hullEdges(tiles, width, height);
  const leaves: Rect[] = [];
  const lines: SplitLine[] = [];
  const stack: Array<{ rect: Rect; depth: number }> = [{ rect: { x: 0, y: 0, width, height }, depth: 0 }];
  while (stack.length > 0) {
    const { rect, depth } = stack.pop()!;
    if (depth >= options.maxDepth) {
      leaves.push(rect);
      continue;
    }
    const cols = options.horizontalOnly ? [] : lineCandidates(edges, width, rect, true, options.minWidth);
    const rows = lineCandidates(edges, width, rect, false, options.minHeight);
    if (cols.length === 0 && rows.length === 0) {
      leaves.push(rect);
      continue;
    }
    const vertical = rows.length === 0 || (cols.length > 0 && rng.chance(0.5));
    const at = rng.pick(vertical ? cols : rows);
    if (vertical) {
      for (let y = rect.y; y < rect.y + rect.height; y++) {
        if (tiles[y * width + at] === Tile.Floor) tiles[y * width + at] = Tile.Wall;
      }
      lines.push({ vertical, at, from: rect.y, to: rect.y + rect.height - 1 });
      stack.push(
        {
          rect: { x: at + 1, y: rect.y, width: rect.x + rect.width - at - 1, height: rect.height },
          depth: depth + 1,
        },
        { rect: { x: rect.x, y: rect.y, width: at - rect.x, height: rect.height }, depth: depth + 1 },
      );
    } else {
      for (let x = rect.x; x < rect.x + rect.width; x++) {
        if (tiles[at * width + x] === Tile.Floor) tiles[at * width + x] = Tile.Wall;
      }
      lines.push({ vertical, at, from: rect.x, to: rect.x + rect.width - 1 });
      stack.push(
        {
          rect: { x: rect.x, y: at + 1, width: rect.width, height: rect.y + rect.height - at - 1 },
          depth: depth + 1,
        },
        { rect: { x: rect.x, y: rect.y, width: rect.width, height: at - rect.y }, depth: depth + 1 },
      );
    }
  }
  return { leaves, lines };
}
