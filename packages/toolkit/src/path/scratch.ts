import { BinaryHeap } from './binary-heap.js';
import { BucketQueue } from './bucket-queue.js';

/**
 * The working memory of the searches in this folder, held by a `Pathfinder` (see
 * `createPathfinder`) so that repeated searches allocate nothing; the plain `dijkstraMap` and
 * `findPath` make a fresh one per call. Buffers only grow. Not shared between two searches that
 * run at the same time (none do: every search runs to its end synchronously).
 */
export class PathScratch {
  /**
   * `dijkstraMap`: the map copied with a one-cell impassable frame, so the searches need no bounds
   * checks; it holds each cell's entering cost (0 = impassable) and doubles as the settled mark.
   */
  padCost = new Uint8Array(0);
  /** `dijkstraMap`: the distances over the framed grid. */
  padDist = new Float64Array(0);
  /** `dijkstraMap`: the breadth-first queue. */
  queue = new Int32Array(0);
  /** `dijkstraMap`: neighbour offsets over the framed grid, in the order of `STEP_DX`. */
  readonly offsets = new Int32Array(8);
  /** `dijkstraMap`: Dial's buckets for entering costs 1..255 (more buckets than the largest step). */
  readonly buckets = new BucketQueue(256);
  /** `dijkstraMap`: the heap for goals that start at their own costs. */
  readonly heap = new BinaryHeap();

  /**
   * `findPath`: a cell's `g` and `parent` are meaningful only while `opened[i] === generation`,
   * and it is closed only while `closed[i] === generation`; starting a search bumps the
   * generation, which forgets the last search in O(1) without clearing anything.
   */
  opened = new Uint32Array(0);
  closed = new Uint32Array(0);
  g = new Float64Array(0);
  parent = new Int32Array(0);
  generation = 0;
  /**
   * `findPath`: the open set keyed by f = g + h. With a consistent h, f never drops below the key
   * last popped and a step raises it by at most its cost plus one cheapest step (<= 510), so 512
   * buckets suffice.
   */
  readonly open = new BucketQueue(512, 1024);

  /** Makes the framed buffers of `dijkstraMap` hold at least `cells` cells. */
  reserveFramed(cells: number): void {
    if (this.padCost.length >= cells) return;
    const capacity = Math.max(cells, this.padCost.length * 2);
    this.padCost = new Uint8Array(capacity);
    this.padDist = new Float64Array(capacity);
    this.queue = new Int32Array(capacity);
  }

  /** Makes the `findPath` buffers hold at least `cells` cells and starts a new search generation. */
  nextGeneration(cells: number): number {
    if (this.opened.length < cells) {
      const capacity = Math.max(cells, this.opened.length * 2);
      this.opened = new Uint32Array(capacity);
      this.closed = new Uint32Array(capacity);
      this.g = new Float64Array(capacity);
      this.parent = new Int32Array(capacity);
    }
    if (this.generation === 0xffffffff) {
      // Once every 4 billion searches: wipe the stamps so old ones can't match the new generation.
      this.opened.fill(0);
      this.closed.fill(0);
      this.generation = 0;
    }
    return ++this.generation;
  }
}
