import { BinaryHeap } from './binary-heap.js';
import { BucketQueue } from './bucket-queue.js';

/**
 * The working memory of `findPath` (A*). A cell's `g` and `step` are meaningful only while
 * `opened[i] === generation`, and it is closed only while `closed[i] === generation`; starting a
 * search bumps the generation, which forgets the last search in O(1) without clearing anything.
 * Buffers only grow. Kept apart from {@link FrameScratch} so that importing `findPath` alone does
 * not bundle the distance-map machinery.
 */
export class SearchScratch {
  opened = new Uint32Array(0);
  closed = new Uint32Array(0);
  g = new Float64Array(0);
  parent = new Int32Array(0);
  /** The cost of entering each cell opened this search (walkable, cost, extra cost, blocked); 0 = never. */
  step = new Uint16Array(0);
  generation = 0;
  /**
   * The open set's buckets (each the first entry of a list, -1 = empty; all empty between
   * searches): a ring of 1024 keyed by f for the general search, indexed by f itself for the 4-way
   * corridor search (see each).
   */
  private buckets = new Int32Array(0);
  /** The open set's entries: the cell of each, and the entry after it in its bucket (`link`). */
  items = new Int32Array(1024);
  /** See {@link items}. */
  link = new Int32Array(1024);

  /** The buckets, at least `size` of them, all empty. */
  heads(size: number): Int32Array {
    if (this.buckets.length < size)
      this.buckets = new Int32Array(Math.max(size, this.buckets.length * 2)).fill(-1);
    return this.buckets;
  }

  /**
   * The 4-way corridor search's nodes, four numbers a cell: the search that last opened it (see
   * {@link nextCorridorSearch}), its g, the node its leg left and the step it left by; side by
   * side, so that the reads and writes of one node share a cache line.
   */
  nodes = new Int32Array(0);
  /** The corridor search's closed marks, a byte a cell (1 = closed), cleared by every search. */
  shut = new Uint8Array(0);
  private corridorSearches = 0;

  /**
   * Makes the corridor search's buffers hold at least `cells` cells, clears its closed marks and
   * returns the new search's number (what a node opened by this search holds).
   */
  nextCorridorSearch(cells: number): number {
    if (this.shut.length < cells) {
      const capacity = Math.max(cells, this.shut.length * 2);
      this.nodes = new Int32Array(4 * capacity);
      this.shut = new Uint8Array(capacity);
    }
    if (this.corridorSearches === 0x7fffffff) {
      this.nodes.fill(0);
      this.corridorSearches = 0;
    }
    this.shut.fill(0, 0, cells);
    return ++this.corridorSearches;
  }

  /** A copy of the map inside a frame of walls, for the 4-way corridor search (see there). */
  private framed = new Uint8Array(0);

  /** The frame buffer, at least `cells` long; what it holds is the caller's to write. */
  frame(cells: number): Uint8Array {
    if (this.framed.length < cells) this.framed = new Uint8Array(Math.max(cells, this.framed.length * 2));
    return this.framed;
  }

  /** Doubles the room for entries, keeping them. */
  grow(): void {
    const items = new Int32Array(this.items.length * 2);
    const link = new Int32Array(items.length);
    items.set(this.items);
    link.set(this.link);
    this.items = items;
    this.link = link;
  }

  /** Makes the buffers hold at least `cells` cells and starts a new search generation. */
  nextGeneration(cells: number): number {
    if (this.opened.length < cells) {
      const capacity = Math.max(cells, this.opened.length * 2);
      this.opened = new Uint32Array(capacity);
      this.closed = new Uint32Array(capacity);
      this.g = new Float64Array(capacity);
      this.parent = new Int32Array(capacity);
      this.step = new Uint16Array(capacity);
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

/**
 * The working memory of `dijkstraMap`: the map copied with an impassable frame, so the searches
 * need no bounds checks. Every call refills what it reads over the framed size of its map.
 * Buffers only grow.
 */
export class FrameScratch {
  /**
   * Each framed cell's entering cost (0 = impassable), which doubles as the settled mark; with
   * `blocked`, a blocked cell has {@link BLOCKED} added: it may be reached but not passed through.
   */
  padCost = new Uint16Array(0);
  /** The distances over the framed grid. */
  padDist = new Float64Array(0);
  /** The breadth-first queue. */
  queue = new Int32Array(0);
  /** Neighbour offsets over the framed grid, in the order of `STEP_DX` (or `HEX_DX`). */
  readonly offsets = new Int32Array(8);
  /** Dial's buckets for entering costs 1..510 (cost plus extra cost; more buckets than the largest step). */
  readonly buckets = new BucketQueue(512);
  /** The heap for goals that start at their own costs. */
  readonly heap = new BinaryHeap();

  /** Makes the framed buffers hold at least `cells` cells. */
  reserve(cells: number): void {
    if (this.padCost.length >= cells) return;
    const capacity = Math.max(cells, this.padCost.length * 2);
    this.padCost = new Uint16Array(capacity);
    this.padDist = new Float64Array(capacity);
    this.queue = new Int32Array(capacity);
  }
}

/** Added to a framed cell's cost when it is blocked (costs are at most 510, so the bit is free). */
export const BLOCKED = 0x8000;
