import { checkOptionKeys } from '../check-options.js';
import { checkObject } from '../grid/check.js';
import type { GridSize, Point } from '../grid/types.js';
import { lineInto } from '../line/line.js';
import type { RngStream } from '../rng/stream.js';

/** Options of {@link irregularRoom}. */
export interface IrregularRoomOptions {
  /**
   * How deep the band along each side is, in cells, where that side's outline points fall
   * (default 1, cut to what the box allows): deeper bands give more ragged rooms.
   */
  readonly band?: number;
  /** Outline points drawn in each band (default 2): more points give squarer rooms. */
  readonly points?: number;
}

const FN = 'irregularRoom';

/**
 * A room of irregular shape inside a box of `size`: a `width * height` mask, 1 for the room's
 * cells. A band runs inside each side of the box; a few random points fall in each band, away
 * from the corners; taken clockwise (top band left to right, right band top to bottom, bottom band
 * right to left, left band bottom to top) they are joined by straight lines into a closed outline,
 * and the room is the outline with everything it encloses. The room is one 4-connected region
 * holding the box's centre cell (`width >> 1`, `height >> 1`), with no two of its cells touching
 * only at a corner. A box too small for a band (under 3 cells across either way) is the whole box.
 */
export function irregularRoom(
  size: GridSize,
  rng: RngStream,
  options: IrregularRoomOptions = {},
): Uint8Array {
  checkObject(size, 'size', FN);
  checkObject(options, 'options', FN);
  checkOptionKeys(FN, options, ['band', 'points']);
  const { width, height } = size;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`${FN}: the box must be at least 1x1 with integer sides, got ${width}x${height}`);
  }
  const band = options.band ?? 1;
  const points = options.points ?? 2;
  if (!Number.isInteger(band) || band < 1)
    throw new RangeError(`${FN}: band must be an integer >= 1, got ${band}`);
  if (!Number.isInteger(points) || points < 1 || points > 1000) {
    throw new RangeError(`${FN}: points must be an integer from 1 to 1000, got ${points}`);
  }
  const mask = new Uint8Array(width * height);
  const outline = irregularOutline(size, rng, { band, points });
  if (outline === null) return mask.fill(1);
  for (const p of outline) mask[p.y * width + p.x] = 1;
  fillEnclosed(mask, width, height);
  keepCentreRegion(mask, width, height);
  fillCornerContacts(mask, width, height);
  return mask;
}

/**
 * The closed outline of an irregular room as the cells of its lines, in drawing order, or null
 * when the box has no room for a band. Exposed for the tests.
 */
export function irregularOutline(
  size: GridSize,
  rng: RngStream,
  options: { readonly band: number; readonly points: number },
): Point[] | null {
  const { width, height } = size;
  const cx = width >> 1;
  const cy = height >> 1;
  // Every band must stay clear of the centre's row and column, so the outline goes round it.
  const deepest = Math.min(cx, width - 1 - cx, cy, height - 1 - cy);
  if (deepest < 1) return null;
  const b = Math.min(options.band, deepest);
  // Along each side the points keep out of the corner squares, which belong to no band.
  const along = (n: number): number => rng.int(b, n - 1 - b);
  const within = (): number => rng.int(0, b - 1);
  const top: Point[] = [];
  const right: Point[] = [];
  const bottom: Point[] = [];
  const left: Point[] = [];
  for (let k = 0; k < options.points; k++) {
    top.push({ x: along(width), y: within() });
    right.push({ x: width - 1 - within(), y: along(height) });
    bottom.push({ x: along(width), y: height - 1 - within() });
    left.push({ x: within(), y: along(height) });
  }
  top.sort((p, q) => p.x - q.x);
  right.sort((p, q) => p.y - q.y);
  bottom.sort((p, q) => q.x - p.x);
  left.sort((p, q) => q.y - p.y);
  const corners = [...top, ...right, ...bottom, ...left];
  const cells: Point[] = [];
  // lineInto, not line: it leaves the hex lines out of a bundle that imports one generator.
  const buffer = new Int32Array(2 * (Math.max(width, height) + 1));
  for (let k = 0; k < corners.length; k++) {
    const from = corners[k];
    const to = corners[(k + 1) % corners.length];
    const n = lineInto(from.x, from.y, to.x, to.y, buffer);
    for (let i = 0; i < n; i++) cells.push({ x: buffer[2 * i], y: buffer[2 * i + 1] });
  }
  return cells;
}

/**
 * Sets to 1 every cell that a 4-connected walk from outside the box cannot reach without stepping
 * on a cell already 1: what a closed (8-connected) outline encloses.
 */
function fillEnclosed(mask: Uint8Array, width: number, height: number): void {
  const outside = new Uint8Array(mask.length);
  const stack: number[] = [];
  const enter = (i: number): void => {
    if (mask[i] === 0 && outside[i] === 0) {
      outside[i] = 1;
      stack.push(i);
    }
  };
  for (let x = 0; x < width; x++) {
    enter(x);
    enter((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    enter(y * width);
    enter(y * width + width - 1);
  }
  while (stack.length > 0) {
    const i = stack.pop() as number;
    const x = i % width;
    if (x > 0) enter(i - 1);
    if (x < width - 1) enter(i + 1);
    if (i >= width) enter(i - width);
    if (i < (height - 1) * width) enter(i + width);
  }
  for (let i = 0; i < mask.length; i++) if (outside[i] === 0) mask[i] = 1;
}

/** Clears every cell of the mask that is not 4-connected to the centre cell (which is set). */
function keepCentreRegion(mask: Uint8Array, width: number, height: number): void {
  const centre = (height >> 1) * width + (width >> 1);
  const keep = new Uint8Array(mask.length);
  const stack = [centre];
  keep[centre] = 1;
  while (stack.length > 0) {
    const i = stack.pop() as number;
    const x = i % width;
    for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (j >= 0 && j < mask.length && mask[j] === 1 && keep[j] === 0) {
        keep[j] = 1;
        stack.push(j);
      }
    }
  }
  mask.set(keep);
}

/**
 * Wherever two cells of the mask touch only at a corner, sets the cell above the lower one, so the
 * room has no diagonal-only contact; repeats until there is none. Only adds cells next to the room.
 */
export function fillCornerContacts(mask: Uint8Array, width: number, height: number): void {
  for (let changed = true; changed;) {
    changed = false;
    for (let y = 0; y + 1 < height; y++) {
      for (let x = 0; x + 1 < width; x++) {
        const a = y * width + x;
        const b = a + 1;
        const c = a + width;
        const d = c + 1;
        if (mask[a] === 1 && mask[d] === 1 && mask[b] === 0 && mask[c] === 0) {
          mask[b] = 1;
          changed = true;
        } else if (mask[b] === 1 && mask[c] === 1 && mask[a] === 0 && mask[d] === 0) {
          mask[a] = 1;
          changed = true;
        }
      }
    }
  }
}
