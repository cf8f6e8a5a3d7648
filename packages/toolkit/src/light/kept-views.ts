import type { FovAlgorithm } from '../fov/types.js';
import type { Point } from '../grid/types.js';

/**
 * Calls a kept view may go unused and still be found: a fire lit again where one burned lately,
 * or a lamp carried back to a cell it stood on, finds its field of view if no cell within its
 * reach changed meanwhile.
 */
export const IDLE_CALLS = 32;

/** Views unused for longer than IDLE_CALLS are dropped once every this many calls. */
const SWEEP_EVERY = 8;

/** Side of the square blocks of cells whose last change is noted (a power of two). */
const BLOCK_SHIFT = 3;

/** Changes named by `update` and not yet noted; past this many, every view is computed again. */
const MAX_PENDING = 1 << 14;

/** Spare buffers kept per window side for views made later. */
const MAX_SPARES = 64;

/**
 * Windows (with their fields of view) a kept view holds for its light: a door near a fire that
 * shuts and opens again turn after turn gives the fire two windows, each computed once.
 */
const MAX_VARIANTS = 2;

/** One window of a kept view and its field of view. */
interface Variant {
  readonly opaque: Uint8Array;
  readonly out: Uint8Array;
}

/**
 * A light's window (a copy of the map around it, opaque off the map) and field of view, kept
 * between calls for the light of this cell, radius and algorithm.
 */
export interface KeptView {
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  readonly algorithm: FovAlgorithm;
  readonly reach: number;
  readonly width: number;
  readonly height: number;
  /** The window in use (`fov.out` its field of view). */
  opaque: Uint8Array;
  /** computeFov's options, reused; `out` holds the field of view. */
  readonly fov: { algorithm: FovAlgorithm; out: Uint8Array };
  readonly centre: Point;
  /** Other windows met earlier, the latest first. */
  readonly variants: Variant[];
  /** The change clock when its field of view was computed, or -1 before it first is. */
  made: number;
  /** The call that last used it. */
  used: number;
}

/** The part of a window that lies on the map: columns colFrom..colTo - 1, rows rowFrom..rowTo - 1. */
export interface WindowBox {
  colFrom: number;
  colTo: number;
  rowFrom: number;
  rowTo: number;
}

/** True when the window `frame` (`side` cells a row) holds the map's cells over `box`. */
function sameWindow(
  frame: Uint8Array,
  side: number,
  opaque: Uint8Array,
  width: number,
  x0: number,
  y0: number,
  box: WindowBox,
): boolean {
  const { colFrom, colTo, rowFrom, rowTo } = box;
  for (let wy = rowFrom; wy < rowTo; wy++) {
    const row = wy * side;
    const src = (y0 + wy) * width + x0;
    for (let wx = colFrom; wx < colTo; wx++) if (frame[row + wx] !== opaque[src + wx]) return false;
  }
  return true;
}

/** The kept views of a calculator made with `{ keep: true }`, and the changes named since. */
export interface ViewStore {
  /** Starts a call on a map of this size (a new size forgets every view) and returns its number. */
  begin(width: number, height: number): number;
  /** The view of this light (new, or kept), marked as used by `call`. */
  view(x: number, y: number, radius: number, algorithm: FovAlgorithm, call: number): KeptView;
  /**
   * True when the view's field of view was computed and every cell within its reach that changed
   * since is as the view's window has it (`opaque` is the map's opacity now).
   */
  fresh(view: KeptView, opaque: Uint8Array): boolean;
  /**
   * For a view `fresh` just found out of date: true when one of its other windows (made into the one in use) is the
   * map's now, the part of the window on the map being the map's columns x0 + colFrom .. x0 + colTo - 1
   * and rows y0 + rowFrom .. y0 + rowTo - 1 (`opaque` `width` cells a row); else false, and the
   * window in use is a free one, to be copied and its field of view computed.
   */
  settle(view: KeptView, opaque: Uint8Array, width: number, x0: number, y0: number, box: WindowBox): boolean;
  /** Notes that the view's field of view has just been computed, or found again by `settle`. */
  made(view: KeptView): void;
  /** Ends a call: now and then, drops the views unused for more than IDLE_CALLS calls. */
  end(call: number): void;
  /** Notes that the opacity of cell (x, y) changed. */
  update(x: number, y: number): void;
}

/**
 * A store of kept views. A change named by `update` is noted, at the next call, as the time of
 * the last change of its cell and of its block of 8 x 8 cells; a view is fresh when every cell
 * within its reach that changed after the view was made (only the blocks changed since are
 * searched) is as its window has it: a door shut and opened again between two calls is no change.
 */
export function createViewStore(): ViewStore {
  const kept = new Map<number, KeptView[]>();
  const spares = new Map<number, { opaque: Uint8Array; out: Uint8Array }[]>();
  let width = -1;
  let height = -1;
  let calls = 0;
  let clock = 0;
  // The clock at the last change of each cell, and of each block (blocksWide blocks a row).
  let cellClock = new Float64Array(0);
  let blocks = new Float64Array(0);
  let blocksWide = 0;
  const pending: number[] = [];
  let overflow = false;
  // Where the last view found not fresh differs from the map: its window index and map cell.
  let differsAt = -1;
  let differsCell = -1;

  function begin(w: number, h: number): number {
    if (w !== width || h !== height) {
      kept.clear();
      width = w;
      height = h;
      blocksWide = ((w + (1 << BLOCK_SHIFT) - 1) >> BLOCK_SHIFT) | 0;
      const blocksHigh = (h + (1 << BLOCK_SHIFT) - 1) >> BLOCK_SHIFT;
      blocks = new Float64Array(blocksWide * blocksHigh);
      cellClock = new Float64Array(w * h);
      pending.length = 0;
      overflow = false;
    }
    if (overflow || pending.length > 0) {
      clock++;
      if (overflow) {
        blocks.fill(clock);
        cellClock.fill(clock);
      }
      // A cell off the map is opaque to every view whatever is said of it: its change is no change.
      for (let k = 0; k < pending.length; k += 2) {
        const x = pending[k];
        const y = pending[k + 1];
        if (x >= 0 && y >= 0 && x < width && y < height) {
          blocks[(y >> BLOCK_SHIFT) * blocksWide + (x >> BLOCK_SHIFT)] = clock;
          cellClock[y * width + x] = clock;
        }
      }
      pending.length = 0;
      overflow = false;
    }
    return ++calls;
  }

  function view(x: number, y: number, radius: number, algorithm: FovAlgorithm, call: number): KeptView {
    const cell = y * width + x;
    let list = kept.get(cell);
    if (list === undefined) kept.set(cell, (list = []));
    for (let k = 0; k < list.length; k++) {
      const v = list[k];
      if (v.radius === radius && v.algorithm === algorithm) {
        v.used = call;
        return v;
      }
    }
    const longer = width > height ? width : height;
    const reach = Math.min(Math.floor(radius), longer - 1) | 0;
    const side = 2 * reach + 1;
    const buffers = freeBuffers(side);
    const made: KeptView = {
      x,
      y,
      radius,
      algorithm,
      reach,
      width: side,
      height: side,
      opaque: buffers.opaque,
      fov: { algorithm, out: buffers.out },
      centre: { x: reach, y: reach },
      variants: [],
      made: -1,
      used: call,
    };
    list.push(made);
    return made;
  }

  function fresh(v: KeptView, opaque: Uint8Array): boolean {
    const { made, reach } = v;
    if (made < 0) return false;
    // Nothing was named since it was last found right.
    if (made === clock) return true;
    const frame = v.opaque;
    const side = v.width;
    // Window index of map cell (x, y): (y - v.y + reach) * side + x - v.x + reach.
    const shift = (reach - v.y) * side + reach - v.x;
    // The reach's cells on the map, then the blocks they fall in.
    const x0 = v.x > v.reach ? v.x - v.reach : 0;
    const x1 = v.x + v.reach < width ? v.x + v.reach : width - 1;
    const y0 = v.y > v.reach ? v.y - v.reach : 0;
    const y1 = v.y + v.reach < height ? v.y + v.reach : height - 1;
    const bx1 = x1 >> BLOCK_SHIFT;
    const by1 = y1 >> BLOCK_SHIFT;
    for (let by = y0 >> BLOCK_SHIFT; by <= by1; by++)
      for (let bx = x0 >> BLOCK_SHIFT; bx <= bx1; bx++) {
        if (blocks[by * blocksWide + bx] <= made) continue;
        // A change in this block since: was it within reach?
        const cx0 = Math.max(x0, bx << BLOCK_SHIFT);
        const cx1 = Math.min(x1, ((bx + 1) << BLOCK_SHIFT) - 1);
        const cy1 = Math.min(y1, ((by + 1) << BLOCK_SHIFT) - 1);
        for (let cy = Math.max(y0, by << BLOCK_SHIFT); cy <= cy1; cy++) {
          const at = cy * side + shift - cy * width;
          for (let i = cy * width + cx0, end = cy * width + cx1; i <= end; i++)
            if (cellClock[i] > made && opaque[i] !== frame[i + at]) {
              differsAt = i + at;
              differsCell = i;
              return false;
            }
        }
      }
    // Every change within reach left the window as the map has it: the window is the map's now.
    v.made = clock;
    return true;
  }

  function freeBuffers(side: number): Variant {
    return (
      spares.get(side)?.pop() ?? { opaque: new Uint8Array(side * side), out: new Uint8Array(side * side) }
    );
  }

  function settle(
    v: KeptView,
    opaque: Uint8Array,
    mapWidth: number,
    x0: number,
    y0: number,
    box: WindowBox,
  ): boolean {
    if (v.made < 0) return false;
    const side = v.width;
    const { variants } = v;
    let use: Variant | undefined;
    for (let k = 0; k < variants.length; k++)
      // The cell where the window in use was found to differ, first (fresh ran just before).
      if (
        variants[k].opaque[differsAt] === opaque[differsCell] &&
        sameWindow(variants[k].opaque, side, opaque, mapWidth, x0, y0, box)
      ) {
        use = variants[k];
        variants.splice(k, 1);
        break;
      }
    const found = use !== undefined;
    if (use === undefined) use = variants.length + 1 < MAX_VARIANTS ? freeBuffers(side) : variants.pop();
    if (use === undefined) return false;
    variants.unshift({ opaque: v.opaque, out: v.fov.out });
    v.opaque = use.opaque;
    v.fov.out = use.out;
    return found;
  }

  function made(v: KeptView): void {
    v.made = clock;
  }

  function end(call: number): void {
    if (call % SWEEP_EVERY !== 0) return;
    for (const [cell, list] of kept) {
      let still = 0;
      for (let k = 0; k < list.length; k++) {
        const v = list[k];
        if (call - v.used <= IDLE_CALLS) list[still++] = v;
        else spare(v);
      }
      if (still === 0) kept.delete(cell);
      else list.length = still;
    }
  }

  /** Keeps a dropped view's buffers for a view of the same side made later. */
  function spare(v: KeptView): void {
    let list = spares.get(v.width);
    if (list === undefined) spares.set(v.width, (list = []));
    if (list.length < MAX_SPARES) list.push({ opaque: v.opaque, out: v.fov.out });
    for (const other of v.variants) if (list.length < MAX_SPARES) list.push(other);
  }

  function update(x: number, y: number): void {
    if (pending.length >= MAX_PENDING) {
      overflow = true;
      pending.length = 0;
    }
    if (!overflow) pending.push(x, y);
  }

  return { begin, view, fresh, settle, made, end, update };
}
