import type { RngStream } from '../../rng/stream.js';
import { below } from './draw.js';
import { Tile } from '../level.js';
import { Int32Scratch } from '../scratch.js';

/**
 * The open cells of a grid in ascending order: interior cells that are Floor with all 4 neighbours
 * Floor. Doors only replace walls, so the list found for the stairs serves the spawn too.
 */
export function openCells(tiles: Uint8Array, width: number, height: number): Int32Array {
  const out = new Int32Array(Math.max(0, (width - 2) * (height - 2)));
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    const end = (y + 1) * width - 1;
    for (let i = y * width + 1; i < end; i++) {
      // Branch-free: with tiles as small codes and Floor = 1, all five are Floor exactly when
      // their OR is 1 (no other bit anywhere) and their AND is odd (no zero among them).
      const a = tiles[i];
      const b = tiles[i + 1];
      const c = tiles[i - 1];
      const d = tiles[i - width];
      const e = tiles[i + width];
      out[n] = i;
      n += ((a | b | c | d | e) === FLOOR ? 1 : 0) & a & b & c & d & e;
    }
  }
  return out.subarray(0, n);
}

/** The Floor code, checked to be 1 (the open-cell test above relies on it). */
const FLOOR: 1 = Tile.Floor;

/**
 * Picks the stairs: a uniform open cell, or (small floor) a uniform open cell of the top-most row
 * that has one; -1 if none. `open` is `openCells(tiles, width, height)` when already known.
 */
export function pickStairs(
  tiles: Uint8Array,
  width: number,
  height: number,
  rng: RngStream,
  topMost: boolean,
  open: Int32Array = openCells(tiles, width, height),
): number {
  if (open.length === 0) return -1;
  let n = open.length;
  if (topMost) {
    const row = (open[0] / width) | 0;
    n = 1;
    while (n < open.length && ((open[n] / width) | 0) === row) n++;
  }
  return open[below(rng, n)];
}

/** The k-th smallest value (0-based) of `a[0 .. n)`, reordering them in place (quickselect). */
function kthSmallest(a: Int32Array, n: number, k: number): number {
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const pivot = a[(lo + hi) >> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        const t = a[i];
        a[i++] = a[j];
        a[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k];
  }
  return a[k];
}

/**
 * Index of the farthest-quarter threshold among n distances sorted ascending: ceil(0.75 * (n - 1)),
 * whose value is at least the 75th percentile under both the nearest-rank and the interpolating
 * definitions.
 */
function farQuarterIndex(n: number): number {
  return Math.ceil(0.75 * (n - 1));
}

/** Working memory of `pickSpawn`: eligible cells, their squared distances, and a copy to select in. */
export class SpawnScratch {
  readonly eligible = new Int32Scratch();
  readonly dist = new Int32Scratch();
  readonly select = new Int32Scratch();
}

/** The grid `pickSpawn` picks on: its room map, width and open cells (`openCells` of its tiles). */
export interface SpawnGrid {
  readonly roomOf: Int16Array;
  readonly width: number;
  readonly open: Int32Array;
}

/** Picks the spawn uniformly from the eligible cells in the farthest quarter from the stairs; -1 if none. */
export function pickSpawn(
  grid: SpawnGrid,
  stairs: number,
  rng: RngStream,
  scratch: SpawnScratch = new SpawnScratch(),
): number {
  const { roomOf, width, open } = grid;
  // The eligible cells (open cells outside the stairs' room) and their squared distances to the stairs.
  const room = roomOf[stairs];
  const eligible = scratch.eligible.take(open.length);
  let n = 0;
  for (let k = 0; k < open.length; k++) if (roomOf[open[k]] !== room) eligible[n++] = open[k];
  if (n === 0) return -1;
  const sy = (stairs / width) | 0;
  const sx = stairs - sy * width;
  const d = scratch.dist.take(n);
  const copy = scratch.select.take(n);
  for (let k = 0; k < n; k++) {
    const y = (eligible[k] / width) | 0;
    const dx = eligible[k] - y * width - sx;
    copy[k] = d[k] = dx * dx + (y - sy) * (y - sy);
  }
  const threshold = kthSmallest(copy, n, farQuarterIndex(n));
  // A uniform pick among the far ones, drawn exactly as rng.pick over them would.
  let far = 0;
  for (let k = 0; k < n; k++) if (d[k] >= threshold) far++;
  let nth = below(rng, far);
  for (let k = 0; k < n; k++) if (d[k] >= threshold && nth-- === 0) return eligible[k];
  return -1;
}
