import type { Point } from '../grid/types.js';

/**
 * Start and exit for generators whose levels have no rooms to choose from: the exit is the open
 * cell farthest from the start by 4-connected steps, so reaching it crosses the level.
 */

/**
 * Steps from `from` to every cell through 4-connected open cells, -1 where unreached. A cell is
 * open when `open[i]` is 1: a 0/1 mask, or level tiles (where `Tile.Floor` is 1).
 */
export function stepDistances(open: Uint8Array, width: number, height: number, from: number): Int32Array {
  const dist = new Int32Array(open.length).fill(-1);
  const queue = new Int32Array(open.length);
  const last = (height - 1) * width;
  let head = 0;
  let tail = 0;
  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail) {
    const c = queue[head++];
    const d = dist[c] + 1;
    const x = c % width;
    // Up, right, down, left: each neighbour inside the grid, open and not reached yet.
    if (c >= width && open[c - width] === 1 && dist[c - width] < 0) {
      dist[c - width] = d;
      queue[tail++] = c - width;
    }
    if (x < width - 1 && open[c + 1] === 1 && dist[c + 1] < 0) {
      dist[c + 1] = d;
      queue[tail++] = c + 1;
    }
    if (c < last && open[c + width] === 1 && dist[c + width] < 0) {
      dist[c + width] = d;
      queue[tail++] = c + width;
    }
    if (x > 0 && open[c - 1] === 1 && dist[c - 1] < 0) {
      dist[c - 1] = d;
      queue[tail++] = c - 1;
    }
  }
  return dist;
}

/**
 * The open cell (as `stepDistances` reads them) farthest from `from` by 4-connected steps (the
 * lowest index on ties): the lowest cell of the last layer of a breadth-first search.
 */
export function farthestCell(open: Uint8Array, width: number, height: number, from: number): number {
  const seen = new Uint8Array(open.length);
  const queue = new Int32Array(open.length);
  const last = (height - 1) * width;
  seen[from] = 1;
  queue[0] = from;
  let head = 0;
  let tail = 1;
  // The queue holds layer after layer; [layerStart, layerEnd) is the layer being expanded.
  let layerStart = 0;
  let layerEnd = 1;
  while (head < tail) {
    if (head === layerEnd) {
      layerStart = layerEnd;
      layerEnd = tail;
    }
    const c = queue[head++];
    const x = c % width;
    // Up, right, down, left: inside the grid, open and not seen yet.
    if (c >= width && open[c - width] === 1 && seen[c - width] === 0) {
      seen[c - width] = 1;
      queue[tail++] = c - width;
    }
    if (x < width - 1 && open[c + 1] === 1 && seen[c + 1] === 0) {
      seen[c + 1] = 1;
      queue[tail++] = c + 1;
    }
    if (c < last && open[c + width] === 1 && seen[c + width] === 0) {
      seen[c + width] = 1;
      queue[tail++] = c + width;
    }
    if (x > 0 && open[c - 1] === 1 && seen[c - 1] === 0) {
      seen[c - 1] = 1;
      queue[tail++] = c - 1;
    }
  }
  let best = queue[layerStart];
  for (let k = layerStart + 1; k < tail; k++) if (queue[k] < best) best = queue[k];
  return best;
}

/** The point of a row-major cell index. */
export function pointOf(index: number, width: number): Point {
  const x = index % width;
  return { x, y: (index - x) / width };
}
