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
  checkBaseOptions(
    options,
    MAZE_MIN_SIZE.width,
    MAZE_MIN_SIZE.height,
    MAZE_MAX_SIZE.width,
    MAZE_MAX_SIZE.height,
  );
  rejectUnknownOptions(options, kind, ['ends', ...known]);
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
 * passages; returns the tile of the last cell reached, which is one of the farthest.
 */
function farthestCell(
  tiles: Uint8Array,
  width: number,
  from: number,
  queue: Int32Array,
  seen: Uint8Array,
): number {
  seen.fill(0);
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  seen[from] = 1;
  let last = from;
  while (head < tail) {
    const t = queue[head++];
    last = t;
    // A passage tile next to a lattice cell is open only when it joins two cells, and the
    // border is solid, so each step below stays inside the map.
    if (tiles[t - 1] !== Tile.Wall && seen[t - 2] === 0) {
      seen[t - 2] = 1;
      queue[tail++] = t - 2;
    }
    if (tiles[t + 1] !== Tile.Wall && seen[t + 2] === 0) {
      seen[t + 2] = 1;
      queue[tail++] = t + 2;
    }
    if (tiles[t - width] !== Tile.Wall && seen[t - 2 * width] === 0) {
      seen[t - 2 * width] = 1;
      queue[tail++] = t - 2 * width;
    }
    if (tiles[t + width] !== Tile.Wall && seen[t + 2 * width] === 0) {
      seen[t + 2 * width] = 1;
      queue[tail++] = t + 2 * width;
    }
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
    const queue = new Int32Array(cols * rows);
    const seen = new Uint8Array(tiles.length);
    a = farthestCell(tiles, width, a, queue, seen);
    b = farthestCell(tiles, width, a, queue, seen);
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
