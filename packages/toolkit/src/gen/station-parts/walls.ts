import type { RngStream } from '../../rng/stream.js';
import { below } from './draw.js';
import { Tile } from '../level.js';
import { Int32Scratch, Uint8Scratch } from '../scratch.js';

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
  /** Smallest leaf width (3 for a station). */
  readonly minWidth: number;
  /** Smallest leaf height (2 for a station). */
  readonly minHeight: number;
  /** Stop splitting at this depth (1 = at most one split). */
  readonly maxDepth: number;
  /** Allow only horizontal lines (rows), as on the small docking-bay floor. */
  readonly horizontalOnly: boolean;
  /**
   * Rooms, not closets: a rectangle of at most this many cells stops splitting with probability
   * `stopChance` (0 = split as far as the leaf sizes allow, drawing nothing extra).
   */
  readonly stopArea?: number;
  /** See `stopArea` (default 0.5). */
  readonly stopChance?: number;
  /**
   * Halls: the chance that a split of a rectangle at least `hallMin` cells on both sides draws two
   * walls `hallWidth + 1` apart, leaving a hall between them that is not split further (0 = never,
   * drawing nothing extra).
   */
  readonly hallChance?: number;
  /** See `hallChance` (default 12). */
  readonly hallMin?: number;
  /** See `hallChance` (default 2). */
  readonly hallWidth?: number;
}

/** What the splitter did: its leaves, the halls it left (if any) and the lines it drew. */
export interface BspWalls {
  readonly leaves: Rect[];
  /** Halls between two lines `hallWidth + 1` apart (empty unless `hallChance` is on). */
  readonly halls?: Rect[];
  readonly lines: SplitLine[];
}

/**
 * Working memory of the splitters: the hull edges (read within one `bspWalls` call), line
 * candidates, their ban marks, the stack of pending rectangles, and the packed leaves and lines
 * of `rectangleWalls`.
 */
export class WallScratch {
  readonly found = new Int32Scratch();
  readonly colStart = new Int32Scratch();
  readonly rowStart = new Int32Scratch();
  readonly colAt = new Int32Scratch();
  readonly rowAt = new Int32Scratch();
  readonly colAfter = new Int32Scratch();
  readonly colBefore = new Int32Scratch();
  readonly rowAfter = new Int32Scratch();
  readonly rowBefore = new Int32Scratch();
  readonly colNext = new Int32Scratch();
  readonly rowNext = new Int32Scratch();
  readonly banned = new Uint8Scratch();
  readonly cols = new Int32Scratch();
  readonly rows = new Int32Scratch();
  readonly stack = new Int32Scratch();
  readonly leaves = new Int32Scratch();
  readonly lines = new Int32Scratch();
}

/** Flag bits of a hull wall cell: Floor right after it / right before it along x, then along y. */
const X_AFTER = 1;
const X_BEFORE = 2;
const Y_AFTER = 4;
const Y_BEFORE = 8;

/**
 * The hull wall cells with Floor beside them, listed per column (x flags, rows ascending) and per
 * row (y flags, columns ascending), so the splitter asks "does this column (or row) have one with
 * floor after (before) it within the rectangle?" by two binary searches instead of a scan. Column
 * c's entries are `colAt[colStart[c] .. colStart[c + 1])` (rows); `colAfter[k]` and `colBefore[k]`
 * count the entries before k (over all columns) with floor after and before them; `colNext` skips
 * columns without entries; rows likewise.
 */
interface HullEdges {
  readonly colStart: Int32Array;
  readonly colAt: Int32Array;
  readonly colAfter: Int32Array;
  readonly colBefore: Int32Array;
  /** The first column at or after c holding an entry (`width` if none), for c in [0, width]. */
  readonly colNext: Int32Array;
  readonly rowStart: Int32Array;
  readonly rowAt: Int32Array;
  readonly rowAfter: Int32Array;
  readonly rowBefore: Int32Array;
  /** The first row at or after r holding an entry (`height` if none), for r in [0, height]. */
  readonly rowNext: Int32Array;
}

/** The hull wall cells with Floor beside them, per column and per row (held in `scratch`). */
function hullEdges(hull: Uint8Array, width: number, height: number, scratch: WallScratch): HullEdges {
  const found = scratch.found.take(2 * width * height);
  let nFound = 0;
  const colStart = scratch.colStart.take(width + 1).fill(0, 0, width + 1);
  const rowStart = scratch.rowStart.take(height + 1).fill(0, 0, height + 1);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if (hull[i] !== Tile.Wall) continue;
      let f = 0;
      if (x + 1 < width && hull[i + 1] === Tile.Floor) f |= X_AFTER;
      if (x > 0 && hull[i - 1] === Tile.Floor) f |= X_BEFORE;
      if (y + 1 < height && hull[i + width] === Tile.Floor) f |= Y_AFTER;
      if (y > 0 && hull[i - width] === Tile.Floor) f |= Y_BEFORE;
      if (f === 0) continue;
      found[nFound++] = i;
      found[nFound++] = f;
      if ((f & (X_AFTER | X_BEFORE)) !== 0) colStart[x + 1]++;
      if ((f & (Y_AFTER | Y_BEFORE)) !== 0) rowStart[y + 1]++;
    }
  }
  for (let x = 0; x < width; x++) colStart[x + 1] += colStart[x];
  for (let y = 0; y < height; y++) rowStart[y + 1] += rowStart[y];
  const nCol = colStart[width];
  const nRow = rowStart[height];
  const colAt = scratch.colAt.take(nCol);
  const rowAt = scratch.rowAt.take(nRow);
  // Flags first (at k + 1), turned into running counts below.
  const colAfter = scratch.colAfter.take(nCol + 1);
  const colBefore = scratch.colBefore.take(nCol + 1);
  const rowAfter = scratch.rowAfter.take(nRow + 1);
  const rowBefore = scratch.rowBefore.take(nRow + 1);
  // Cells were found in row-major order, so each row's columns ascend as they are appended, and
  // each column's rows ascend when filled from its start: colFill[x] is its next free slot.
  const colFill = colStart;
  let r = 0;
  for (let k = 0; k < nFound; k += 2) {
    const i = found[k];
    const f = found[k + 1];
    const y = (i / width) | 0;
    const x = i - y * width;
    if ((f & (X_AFTER | X_BEFORE)) !== 0) {
      const slot = colFill[x]++;
      colAt[slot] = y;
      colAfter[slot + 1] = f & X_AFTER;
      colBefore[slot + 1] = (f & X_BEFORE) >> 1;
    }
    if ((f & (Y_AFTER | Y_BEFORE)) !== 0) {
      rowAt[r] = x;
      rowAfter[r + 1] = (f & Y_AFTER) >> 2;
      rowBefore[++r] = (f & Y_BEFORE) >> 3;
    }
  }
  // Filling moved each column's start to the next column's: shift back.
  for (let x = width; x > 0; x--) colStart[x] = colStart[x - 1];
  colStart[0] = 0;
  colAfter[0] = colBefore[0] = rowAfter[0] = rowBefore[0] = 0;
  for (let k = 0; k < nCol; k++) {
    colAfter[k + 1] += colAfter[k];
    colBefore[k + 1] += colBefore[k];
  }
  for (let k = 0; k < nRow; k++) {
    rowAfter[k + 1] += rowAfter[k];
    rowBefore[k + 1] += rowBefore[k];
  }
  const colNext = nextNonEmpty(colStart, width, scratch.colNext.take(width + 1));
  const rowNext = nextNonEmpty(rowStart, height, scratch.rowNext.take(height + 1));
  return { colStart, colAt, colAfter, colBefore, colNext, rowStart, rowAt, rowAfter, rowBefore, rowNext };
}

/** Fills `next[l]` with the first line at or after l whose entries are not empty (`lines` if none). */
function nextNonEmpty(start: Int32Array, lines: number, next: Int32Array): Int32Array {
  next[lines] = lines;
  for (let l = lines - 1; l >= 0; l--) next[l] = start[l + 1] > start[l] ? l : next[l + 1];
  return next;
}

/** The first k in [from, to) with `sorted[k] >= value`, or `to` (sorted ascending). */
function lowerBound(sorted: Int32Array, from: number, to: number, value: number): number {
  while (from < to) {
    const mid = (from + to) >> 1;
    if (sorted[mid] < value) from = mid + 1;
    else to = mid;
  }
  return from;
}

/**
 * Candidate positions for a line across one axis of the rectangle (columns when `vertical`):
 * offsets at least `min` from both edges, minus positions within `min` of a hull wall inside the
 * rectangle on that wall's floor side (so no sliver rooms form against the hull). Writes them in
 * ascending order to `out` and returns how many; `banned` is scratch of at least the rectangle's
 * extent.
 */
function lineCandidates(
  edges: HullEdges,
  rect: Rect,
  line: { readonly vertical: boolean; readonly min: number },
  buffers: { readonly banned: Uint8Array; readonly out: Int32Array },
): number {
  const { x: rx, y: ry, width: rw, height: rh } = rect;
  const { vertical, min } = line;
  const { banned, out } = buffers;
  const extent = vertical ? rw : rh;
  if (extent < 2 * min + 1) return 0;
  const start = vertical ? rx : ry;
  // Lines across x are columns (walls with floor left/right of them); across y, rows.
  const lineStart = vertical ? edges.colStart : edges.rowStart;
  let n = 0;
  if (lineStart[start + extent] === lineStart[start]) {
    // No hull wall on any of these lines: every offset from min to extent - 1 - min qualifies.
    for (let o = min; o <= extent - 1 - min; o++) out[n++] = start + o;
    return n;
  }
  for (let o = 0; o < extent; o++) banned[o] = 0;
  const lineAt = vertical ? edges.colAt : edges.rowAt;
  const afterCount = vertical ? edges.colAfter : edges.rowAfter;
  const beforeCount = vertical ? edges.colBefore : edges.rowBefore;
  const lo = vertical ? ry : rx;
  const hi = lo + (vertical ? rh : rw);
  // Only lines holding hull walls can ban: jump from one to the next.
  const next = vertical ? edges.colNext : edges.rowNext;
  for (let pos = next[start] - start; pos < extent; pos = next[start + pos + 1] - start) {
    const from = lineStart[start + pos];
    const to = lineStart[start + pos + 1];
    // Hull walls on this line within the rectangle, by the side their floor is on.
    const first = lowerBound(lineAt, from, to, lo);
    const end = lowerBound(lineAt, first, to, hi);
    if (afterCount[end] > afterCount[first] && pos + 1 < extent) {
      for (let k = 1; k <= min && pos + k < extent; k++) banned[pos + k] = 1;
    }
    if (beforeCount[end] > beforeCount[first] && pos > 0) {
      for (let k = 1; k <= min && pos - k >= 0; k++) banned[pos - k] = 1;
    }
  }
  for (let o = min; o <= extent - 1 - min; o++) if (banned[o] === 0) out[n++] = start + o;
  return n;
}

/**
 * Splits the whole grid rectangle recursively (the station's internal walls): a coin flip picks the
 * axis when both have candidates, the line is uniform among candidates, and walls are drawn only
 * over Floor. Mutates `tiles`; returns the leaves and lines.
 */
export function bspWalls(
  grid: { readonly tiles: Uint8Array; readonly width: number; readonly height: number },
  rng: RngStream,
  options: BspWallOptions,
  scratch: WallScratch = new WallScratch(),
): BspWalls {
  const { tiles, width, height } = grid;
  const edges = hullEdges(tiles, width, height, scratch);
  const banned = scratch.banned.take(Math.max(width, height));
  const cols = { banned, out: scratch.cols.take(width) };
  const rows = { banned, out: scratch.rows.take(height) };
  const leaves: Rect[] = [];
  const halls: Rect[] = [];
  const lines: SplitLine[] = [];
  // Rectangles still to split, 5 numbers each: x, y, width, height, depth. Depth first, at most
  // one sibling per level is pending, and each split shrinks a side, so depth <= width + height.
  const stack = scratch.stack.take(5 * (width + height + 2));
  let top = 0;
  stack[top++] = 0;
  stack[top++] = 0;
  stack[top++] = width;
  stack[top++] = height;
  stack[top++] = 0;
  while (top > 0) {
    const depth = stack[--top];
    const rh = stack[--top];
    const rw = stack[--top];
    const ry = stack[--top];
    const rx = stack[--top];
    const rect = { x: rx, y: ry, width: rw, height: rh };
    if (depth >= options.maxDepth) {
      leaves.push(rect);
      continue;
    }
    const stopArea = options.stopArea ?? 0;
    if (stopArea > 0 && rw * rh <= stopArea && rng.chance(options.stopChance ?? 0.5)) {
      leaves.push(rect);
      continue;
    }
    const nc = options.horizontalOnly
      ? 0
      : lineCandidates(edges, rect, { vertical: true, min: options.minWidth }, cols);
    const nr = lineCandidates(edges, rect, { vertical: false, min: options.minHeight }, rows);
    if (nc === 0 && nr === 0) {
      leaves.push(rect);
      continue;
    }
    const vertical = nr === 0 || (nc > 0 && rng.chance(0.5));
    // A uniform candidate, drawn exactly as rng.pick would.
    const at = vertical ? cols.out[below(rng, nc)] : rows.out[below(rng, nr)];
    const hallAt = hallStart(options, rect, vertical ? cols.out : rows.out, vertical ? nc : nr, at, rng);
    if (hallAt >= 0) {
      // Two walls with a hall between them; the hall is not split, the parts beyond split on.
      const hall = hallAt + (options.hallWidth ?? 2) + 1;
      drawLine(tiles, width, rect, vertical, hallAt);
      drawLine(tiles, width, rect, vertical, hall);
      lines.push(lineOf(rect, vertical, hallAt), lineOf(rect, vertical, hall));
      if (vertical) {
        halls.push({ x: hallAt + 1, y: ry, width: hall - hallAt - 1, height: rh });
        top = push(stack, top, hall + 1, ry, rx + rw - hall - 1, rh, depth + 1);
        top = push(stack, top, rx, ry, hallAt - rx, rh, depth + 1);
      } else {
        halls.push({ x: rx, y: hallAt + 1, width: rw, height: hall - hallAt - 1 });
        top = push(stack, top, rx, hall + 1, rw, ry + rh - hall - 1, depth + 1);
        top = push(stack, top, rx, ry, rw, hallAt - ry, depth + 1);
      }
      continue;
    }
    drawLine(tiles, width, rect, vertical, at);
    lines.push(lineOf(rect, vertical, at));
    if (vertical) {
      // The left part is pushed last, so it is split first.
      top = push(stack, top, at + 1, ry, rx + rw - at - 1, rh, depth + 1);
      top = push(stack, top, rx, ry, at - rx, rh, depth + 1);
    } else {
      // The top part is pushed last, so it is split first.
      top = push(stack, top, rx, at + 1, rw, ry + rh - at - 1, depth + 1);
      top = push(stack, top, rx, ry, rw, at - ry, depth + 1);
    }
  }
  return halls.length > 0 ? { leaves, halls, lines } : { leaves, lines };
}

/**
 * Where the first wall of a hall goes when this split makes one (`hallChance`), else -1: the first
 * candidate from `at` on that has another candidate `hallWidth + 1` past it (the hall's second
 * wall). Draws from `rng` only when halls are on and the rectangle is big enough.
 */
function hallStart(
  options: BspWallOptions,
  rect: Rect,
  candidates: Int32Array,
  count: number,
  at: number,
  rng: RngStream,
): number {
  const chance = options.hallChance ?? 0;
  if (chance <= 0) return -1;
  const min = options.hallMin ?? 12;
  if (rect.width < min || rect.height < min || !rng.chance(chance)) return -1;
  const gap = (options.hallWidth ?? 2) + 1;
  // Candidates ascend: walk a second index along for the one `gap` past the first.
  for (let k = 0, j = 0; k < count; k++) {
    if (candidates[k] < at) continue;
    while (j < count && candidates[j] < candidates[k] + gap) j++;
    if (j < count && candidates[j] === candidates[k] + gap) return candidates[k];
  }
  return -1;
}

/** Draws a splitting line across `rect` (a column when `vertical`), over Floor cells only. */
function drawLine(tiles: Uint8Array, width: number, rect: Rect, vertical: boolean, at: number): void {
  if (vertical) {
    for (let i = rect.y * width + at, end = (rect.y + rect.height) * width; i < end; i += width) {
      if (tiles[i] === Tile.Floor) tiles[i] = Tile.Wall;
    }
  } else {
    for (let i = at * width + rect.x, end = at * width + rect.x + rect.width; i < end; i++) {
      if (tiles[i] === Tile.Floor) tiles[i] = Tile.Wall;
    }
  }
}

/** The split line record of a line across `rect`. */
function lineOf(rect: Rect, vertical: boolean, at: number): SplitLine {
  return vertical
    ? { vertical, at, from: rect.y, to: rect.y + rect.height - 1 }
    : { vertical, at, from: rect.x, to: rect.x + rect.width - 1 };
}

/** Pushes a rectangle and its depth onto the splitter's stack; returns the new top. */
function push(
  stack: Int32Array,
  top: number,
  x: number,
  y: number,
  w: number,
  h: number,
  depth: number,
): number {
  stack[top] = x;
  stack[top + 1] = y;
  stack[top + 2] = w;
  stack[top + 3] = h;
  stack[top + 4] = depth;
  return top + 5;
}

/**
 * A split held in typed arrays: 4 numbers per leaf (x, y, width, height) and 4 per line (1 if
 * vertical else 0, at, from, to), in `bspWalls`'s order.
 */
export interface PackedSplit {
  readonly leafCount: number;
  readonly leaves: Int32Array;
  readonly lineCount: number;
  readonly lines: Int32Array;
}

/** Numbers per leaf and per line of a `PackedSplit`. */
export const LEAF_FIELDS = 4;
export const LINE_FIELDS = 4;

/** The split's leaves and lines as `bspWalls` returns them. */
export function unpackSplit(split: PackedSplit): BspWalls {
  const leaves: Rect[] = [];
  const lines: SplitLine[] = [];
  for (let k = 0, p = 0; k < split.leafCount; k++, p += LEAF_FIELDS) {
    const l = split.leaves;
    leaves.push({ x: l[p], y: l[p + 1], width: l[p + 2], height: l[p + 3] });
  }
  for (let k = 0, p = 0; k < split.lineCount; k++, p += LINE_FIELDS) {
    const l = split.lines;
    lines.push({ vertical: l[p] === 1, at: l[p + 1], from: l[p + 2], to: l[p + 3] });
  }
  return { leaves, lines };
}

/** Offsets along one axis of a rectangle that `lineCandidates` leaves on a plain rectangle; how many. */
function spanCount(extent: number, min: number, atStart: boolean, atEnd: boolean): number {
  const n = extent - 2 * min - (atStart ? 1 : 0) - (atEnd ? 1 : 0);
  return n > 0 ? n : 0;
}

/**
 * `bspWalls`'s split of `walledRectangle(width, height)`: the same leaves, lines and draws, for
 * less, packed (scratch: valid until the next call). It draws no walls
 * (`rectangleRooms` lays the floor). Only the rim columns and rows hold hull walls, so a side's
 * line candidates are one range: `min` from both ends, one more at an end on the rim (the hull ban).
 */
export function rectangleWalls(
  size: { readonly width: number; readonly height: number },
  rng: RngStream,
  options: BspWallOptions,
  scratch: WallScratch = new WallScratch(),
): PackedSplit {
  const { width, height } = size;
  const { minWidth, minHeight, maxDepth, horizontalOnly } = options;
  // Leaves are disjoint, each at least as wide as minWidth or the grid, as high as minHeight or the grid.
  const leafArea = Math.max(1, Math.min(minWidth, width) * Math.min(minHeight, height));
  const maxLeaves = Math.floor((width * height) / leafArea) + 1;
  const leaves = scratch.leaves.take(LEAF_FIELDS * maxLeaves);
  const lines = scratch.lines.take(LINE_FIELDS * maxLeaves);
  let leafCount = 0;
  let lineCount = 0;
  // Rectangles still to split, as in `bspWalls`.
  const stack = scratch.stack.take(5 * (width + height + 2));
  let top = push(stack, 0, 0, 0, width, height, 0);
  while (top > 0) {
    const depth = stack[--top];
    const rh = stack[--top];
    const rw = stack[--top];
    const ry = stack[--top];
    const rx = stack[--top];
    let nc = 0;
    let nr = 0;
    if (depth < maxDepth) {
      nc = horizontalOnly ? 0 : spanCount(rw, minWidth, rx === 0, rx + rw === width);
      nr = spanCount(rh, minHeight, ry === 0, ry + rh === height);
    }
    if (nc === 0 && nr === 0) {
      const p = LEAF_FIELDS * leafCount++;
      leaves[p] = rx;
      leaves[p + 1] = ry;
      leaves[p + 2] = rw;
      leaves[p + 3] = rh;
      continue;
    }
    const vertical = nr === 0 || (nc > 0 && rng.chance(0.5));
    const q = LINE_FIELDS * lineCount++;
    if (vertical) {
      const at = rx + minWidth + (rx === 0 ? 1 : 0) + below(rng, nc);
      lines[q] = 1;
      lines[q + 1] = at;
      lines[q + 2] = ry;
      lines[q + 3] = ry + rh - 1;
      // The left part is pushed last, so it is split first.
      top = push(stack, top, at + 1, ry, rx + rw - at - 1, rh, depth + 1);
      top = push(stack, top, rx, ry, at - rx, rh, depth + 1);
    } else {
      const at = ry + minHeight + (ry === 0 ? 1 : 0) + below(rng, nr);
      lines[q] = 0;
      lines[q + 1] = at;
      lines[q + 2] = rx;
      lines[q + 3] = rx + rw - 1;
      // The top part is pushed last, so it is split first.
      top = push(stack, top, rx, at + 1, rw, ry + rh - at - 1, depth + 1);
      top = push(stack, top, rx, ry, rw, at - ry, depth + 1);
    }
  }
  return { leafCount, leaves, lineCount, lines };
}
