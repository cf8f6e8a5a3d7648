import type { Rng } from '../../rng/rng.js';
import { below } from './draw.js';
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

/** Flag bits of a hull wall cell: Floor right after it / right before it along x, then along y. */
const X_AFTER = 1;
const X_BEFORE = 2;
const Y_AFTER = 4;
const Y_BEFORE = 8;

/**
 * The hull wall cells with Floor beside them, listed per column (x flags, rows ascending) and per
 * row (y flags, columns ascending), so the splitter asks "does this column (or row) have one
 * within the rectangle?" by walking a short list instead of scanning cells. Column c's entries are
 * `colAt[colStart[c] .. colStart[c + 1])` (rows) with flags `colFlag[...]`; rows likewise.
 */
interface HullEdges {
  readonly colStart: Int32Array;
  readonly colAt: Int32Array;
  readonly colFlag: Uint8Array;
  readonly rowStart: Int32Array;
  readonly rowAt: Int32Array;
  readonly rowFlag: Uint8Array;
}

function hullEdges(hull: Uint8Array, width: number, height: number): HullEdges {
  const found: number[] = [];
  const colStart = new Int32Array(width + 1);
  const rowStart = new Int32Array(height + 1);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if (hull[i] !== Tile.Wall) continue;
      let f = 0;
      if (x + 1 < width && hull[i + 1] === Tile.Floor) f |= X_AFTER;
      if (x > 0 && hull[i - 1] === Tile.Floor) f |= X_BEFORE;
      if (y + 1 < height && hull[i + width] === Tile.Floor) f |= Y_AFTER;
      if (y > 0 && hull[i - width] === Tile.Floor) f |= Y_BEFORE;
      if (f === 0) continue;
      found.push(i, f);
      if ((f & (X_AFTER | X_BEFORE)) !== 0) colStart[x + 1]++;
      if ((f & (Y_AFTER | Y_BEFORE)) !== 0) rowStart[y + 1]++;
    }
  }
  for (let x = 0; x < width; x++) colStart[x + 1] += colStart[x];
  for (let y = 0; y < height; y++) rowStart[y + 1] += rowStart[y];
  const colAt = new Int32Array(colStart[width]);
  const colFlag = new Uint8Array(colStart[width]);
  const rowAt = new Int32Array(rowStart[height]);
  const rowFlag = new Uint8Array(rowStart[height]);
  const colFill = colStart.slice(0, width);
  const rowFill = rowStart.slice(0, height);
  // Cells were found in row-major order, so each column's rows and each row's columns ascend.
  for (let k = 0; k < found.length; k += 2) {
    const i = found[k];
    const f = found[k + 1];
    const y = (i / width) | 0;
    const x = i - y * width;
    if ((f & (X_AFTER | X_BEFORE)) !== 0) {
      colAt[colFill[x]] = y;
      colFlag[colFill[x]++] = f;
    }
    if ((f & (Y_AFTER | Y_BEFORE)) !== 0) {
      rowAt[rowFill[y]] = x;
      rowFlag[rowFill[y]++] = f;
    }
  }
  return { colStart, colAt, colFlag, rowStart, rowAt, rowFlag };
}

/**
 * Candidate positions for a line across one axis of `rect`: offsets at least `min` from both
 * edges, minus positions within `min` of a hull wall inside the rectangle on that wall's floor
 * side (so no sliver rooms form against the hull). Writes them in ascending order to `out` and
 * returns how many; `banned` is scratch of at least the rectangle's extent.
 */
function lineCandidates(
  edges: HullEdges,
  width: number,
  rect: Rect,
  vertical: boolean,
  min: number,
  banned: Uint8Array,
  out: Int32Array,
): number {
  const extent = vertical ? rect.width : rect.height;
  if (extent < 2 * min + 1) return 0;
  const start = vertical ? rect.x : rect.y;
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
  const lineFlag = vertical ? edges.colFlag : edges.rowFlag;
  const lo = vertical ? rect.y : rect.x;
  const hi = lo + (vertical ? rect.height : rect.width);
  const afterBit = vertical ? X_AFTER : Y_AFTER;
  const beforeBit = vertical ? X_BEFORE : Y_BEFORE;
  for (let pos = 0; pos < extent; pos++) {
    // Hull walls on this line within the rectangle, by the side their floor is on.
    let flags = 0;
    const end = lineStart[start + pos + 1];
    for (let k = lineStart[start + pos]; k < end; k++) {
      const at = lineAt[k];
      if (at >= hi) break;
      if (at >= lo) flags |= lineFlag[k];
    }
    const after = flags & afterBit;
    const before = flags & beforeBit;
    if (after > 0 && pos + 1 < extent) {
      for (let k = 1; k <= min && pos + k < extent; k++) banned[pos + k] = 1;
    }
    if (before > 0 && pos > 0) {
      for (let k = 1; k <= min && pos - k >= 0; k++) banned[pos - k] = 1;
    }
  }
  for (let o = min; o <= extent - 1 - min; o++) if (banned[o] === 0) out[n++] = start + o;
  return n;
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
  const banned = new Uint8Array(Math.max(width, height));
  const cols = new Int32Array(width);
  const rows = new Int32Array(height);
  const leaves: Rect[] = [];
  const lines: SplitLine[] = [];
  const stack: Array<{ rect: Rect; depth: number }> = [{ rect: { x: 0, y: 0, width, height }, depth: 0 }];
  while (stack.length > 0) {
    const { rect, depth } = stack.pop()!;
    if (depth >= options.maxDepth) {
      leaves.push(rect);
      continue;
    }
    const nc = options.horizontalOnly
      ? 0
      : lineCandidates(edges, width, rect, true, options.minWidth, banned, cols);
    const nr = lineCandidates(edges, width, rect, false, options.minHeight, banned, rows);
    if (nc === 0 && nr === 0) {
      leaves.push(rect);
      continue;
    }
    const vertical = nr === 0 || (nc > 0 && rng.chance(0.5));
    // A uniform candidate, drawn exactly as rng.pick would.
    const at = vertical ? cols[below(rng, nc)] : rows[below(rng, nr)];
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
