import type { Point } from '../grid/types.js';
import { Int32Scratch } from './scratch.js';

/**
 * The step search for placing an exit: the cell farthest from the start by 4-connected steps, so
 * that reaching the exit crosses the level.
 */

/** A grid the step search walks: a cell is open when `cells[i]` is 1 (a 0/1 mask, or tiles, where `Tile.Floor` is 1). */
export interface StepGrid {
  readonly cells: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/** Working memory of the step search, kept by a level generator's workspace. */
export class StepScratch {
  readonly queue = new Int32Scratch();
}

/**
 * The open cell farthest from `from` by 4-connected steps (the lowest index on ties): the lowest
 * cell of the last layer of a breadth-first search. Cells are marked as reached by writing 2 into
 * `grid.cells` (so it must be writable); every mark is set back to 1 before returning.
 */
export function farthestCell(grid: StepGrid, from: number, scratch: StepScratch = new StepScratch()): number {
  const { cells: open, width, height } = grid;
  const queue = scratch.queue.take(open.length);
  const last = (height - 1) * width;
  open[from] = 2;
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
    // Up, right, down, left: inside the grid, open and not reached yet (reached cells hold 2).
    if (c >= width && open[c - width] === 1) {
      open[c - width] = 2;
      queue[tail++] = c - width;
    }
    if (x < width - 1 && open[c + 1] === 1) {
      open[c + 1] = 2;
      queue[tail++] = c + 1;
    }
    if (c < last && open[c + width] === 1) {
      open[c + width] = 2;
      queue[tail++] = c + width;
    }
    if (x > 0 && open[c - 1] === 1) {
      open[c - 1] = 2;
      queue[tail++] = c - 1;
    }
  }
  let best = queue[layerStart];
  for (let k = 0; k < tail; k++) {
    const c = queue[k];
    open[c] = 1;
    if (k > layerStart && c < best) best = c;
  }
  return best;
}

/** The point of a row-major cell index. */
export function pointOf(index: number, width: number): Point {
  const x = index % width;
  return { x, y: (index - x) / width };
}
