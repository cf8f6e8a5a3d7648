import type { RngStream } from '../../rng/stream.js';
import { Tile, type Level } from '../level.js';
import { checkBaseOptions, enumOption, rejectUnknownOptions, type GenerateOptions } from '../options.js';

/** Smallest maze size: 5x5 holds a lattice of 2x2 cells. */
export const MAZE_MIN_SIZE = { width: 5, height: 5 } as const;
/** Largest maze size. */
export const MAZE_MAX_SIZE = { width: 1024, height: 1024 } as const;

/** Where a maze puts its start and exit: opposite corner cells, or the two ends of a longest path. */
export type MazeEnds = 'corners' | 'farthest';

/**
 * The odd lattice of a maze: cell (cx, cy) sits at tile (2cx + 1, 2cy + 1), the tiles between two
 * neighbouring cells are passages (open or wall), and tiles at two even coordinates are always
 * wall. An even width or height leaves one extra wall column or row on the right or bottom.
 */
export interface MazeLattice {
  readonly width: number;
  readonly height: number;
  /** Lattice cells across: floor((width - 1) / 2). */
  readonly cols: number;
  /** Lattice cells down: floor((height - 1) / 2). */
  readonly rows: number;
  readonly ends: MazeEnds;
}

/** Validates width, height, seed, `ends` and the option names of a maze kind; returns its lattice. */
export function readMazeLattice(
  options: GenerateOptions,
  kind: string,
  known: readonly string[],
): MazeLattice {
  rejectUnknownOptions(options, kind, ['ends', ...known]);
  checkBaseOptions(
    options,
    MAZE_MIN_SIZE.width,
    MAZE_MIN_SIZE.height,
    MAZE_MAX_SIZE.width,
    MAZE_MAX_SIZE.height,
  );
  const ends = enumOption<MazeEnds>(options, 'ends', 'corners', ['corners', 'farthest']);
  const { width, height } = options;
  return { width, height, cols: (width - 1) >> 1, rows: (height - 1) >> 1, ends };
}

/**
 * Random bits and small integers drawn from an RngStream, 32 bits per draw: a maze makes thousands of
 * coin flips and small choices, and one draw per flip would cost most of its time.
 */
export class RandomBits {
  private word = 0;
  private left = 0;

  constructor(private readonly rng: RngStream) {}

  /** A fair coin. */
  flip(): boolean {
    if (this.left === 0) {
      this.word = (this.rng.next() * 4294967296) >>> 0;
      this.left = 32;
    }
    this.left--;
    const bit = this.word & 1;
    this.word >>>= 1;
    return bit === 1;
  }

  /** Uniform in 0..3. */
  quarter(): number {
    if (this.left < 2) {
      this.word = (this.rng.next() * 4294967296) >>> 0;
      this.left = 32;
    }
    this.left -= 2;
    const two = this.word & 3;
    this.word >>>= 2;
    return two;
  }

  /** Uniform in 0..n-1 for n up to 2^20, as floor(next · n) (off from exact by under n / 2^32). */
  below(n: number): number {
    return (this.rng.next() * n) | 0;
  }
}

/**
 * Breadth-first search over the open lattice cells from tile `from`, stepping through open
 * passages; returns the tile of the last cell reached, which is one of the farthest. The maze is
 * a tree (every kind carves a perfect maze), so the only neighbour of a cell already reached is the
 * one it was reached from: the queue keeps that tile beside each cell's, and no other record of
 * what was reached is needed (the same cells in the same order as a search that marks them).
 */
function farthestCell(tiles: Uint8Array, width: number, from: number, queue: Int32Array): number {
  let head = 0;
  let tail = 2;
  queue[0] = from;
  queue[1] = -1;
  let last = from;
  const down = 2 * width;
  const WALL = Tile.Wall;
  // The second test only guards against a maze with a loop (none is carved), whose search would
  // otherwise run past the queue's end instead of stopping.
  while (head < tail && tail < queue.length) {
    const t = queue[head];
    const back = queue[head + 1];
    head += 2;
    last = t;
    // Each neighbour is written at the tail and kept (the tail moved on) when its passage is open
    // and it is not where t was reached from: 0/1 arithmetic, since which passages are open
    // follows no pattern a branch predictor could learn. A passage tile next to a lattice cell is
    // open only when it joins two cells, and the border is solid, so every kept step stays inside
    // the map; `(x | -x) >>> 31` is 1 for any x but 0.
    let n = t - 2;
    let x = n ^ back;
    queue[tail] = n;
    queue[tail + 1] = t;
    tail += 2 * ((-(tiles[t - 1] ^ WALL) >>> 31) & ((x | -x) >>> 31));
    n = t + 2;
    x = n ^ back;
    queue[tail] = n;
    queue[tail + 1] = t;
    tail += 2 * ((-(tiles[t + 1] ^ WALL) >>> 31) & ((x | -x) >>> 31));
    n = t - down;
    x = n ^ back;
    queue[tail] = n;
    queue[tail + 1] = t;
    tail += 2 * ((-(tiles[t - width] ^ WALL) >>> 31) & ((x | -x) >>> 31));
    n = t + down;
    x = n ^ back;
    queue[tail] = n;
    queue[tail + 1] = t;
    tail += 2 * ((-(tiles[t + width] ^ WALL) >>> 31) & ((x | -x) >>> 31));
  }
  return last;
}

/**
 * Finishes a maze: places start and exit, makes the exit tile stairs down, and builds the level
 * record. With `ends: 'corners'` the start is the top-left cell and the exit the bottom-right
 * one. With `'farthest'` they are the two ends of a longest path: a search from the top-left cell
 * finds one end, a search from that end finds the other (in a tree this pair is a diameter).
 */
export function finishMaze(lattice: MazeLattice, tiles: Uint8Array): Level {
  const { width, height, cols, rows } = lattice;
  let a = width + 1;
  let b = (2 * rows - 1) * width + 2 * cols - 1;
  if (lattice.ends === 'farthest') {
    const queue = new Int32Array(2 * cols * rows + 2); // + 2: a neighbour not kept is written past the last cell
    a = farthestCell(tiles, width, a, queue);
    b = farthestCell(tiles, width, a, queue);
  }
  tiles[b] = Tile.StairsDown;
  return {
    width,
    height,
    tiles,
    rooms: [],
    doors: [],
    windows: [],
    start: { x: a % width, y: (a / width) | 0 },
    exit: { x: b % width, y: (b / width) | 0 },
  };
}

/** A maze grid before carving: every tile wall. */
export function solidTiles(lattice: MazeLattice): Uint8Array {
  return new Uint8Array(lattice.width * lattice.height).fill(Tile.Wall);
}
