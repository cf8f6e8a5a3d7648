import { createRngStream } from '../../rng/stream.js';
import { Tile, type Level } from '../level.js';
import type { GenerateOptions } from '../options.js';
import { finishMaze, readMazeLattice, solidTiles } from './lattice.js';

/**
 * Module-private working buffer of `generateEllerMaze` (the row's set links): grown when a maze
 * needs more, fully initialised by each call over the part it uses (every cell of the first row
 * its own set), never returned, and never held across a call into user code (the maze calls none).
 */
let working = new Int32Array(0);

/**
 * A perfect maze by Eller's method, one lattice row at a time: a fair coin joins each pair of
 * neighbouring cells of different sets, another opens each cell downwards, except that the last
 * cell of a set in the row always opens down when none of the set did (so no set is cut off), and
 * the last row joins whatever sets remain. Options: width, height, seed, `ends` ('corners' or
 * 'farthest', see `finishMaze`); the exit is stairs down.
 *
 * The sets of a row never cross (no a < b < c < d with a, c in one set and b, d in another: the
 * rows above are a tree drawn in the plane, and joining neighbours or taking a cell out keeps it
 * so), so each set is kept as a ring of its cells in column order, `next` and `prev` links per
 * column, and every question the method asks costs a look at one link: two neighbours c - 1 and c
 * share a set when c - 1 comes just before c; joining them splices the two rings there; a cell is
 * the last of its set still linked when it is alone in its ring (cells that did not open down are
 * taken out of their ring as the row goes, so the last cell of a set that nothing opened is alone).
 */
export function generateEllerMaze(options: GenerateOptions): Level {
  const lattice = readMazeLattice(options, 'maze-eller', []);
  const { width, cols, rows } = lattice;
  const rng = createRngStream(options.seed);
  const tiles = solidTiles(lattice);
  if (working.length < 2 * cols) working = new Int32Array(2 * cols);
  const links = working;
  const NEXT = 0; // column c at NEXT + c: the next cell of its set to the right, wrapping round
  const PREV = cols; // column c at PREV + c: the previous one
  for (let c = 0; c < cols; c++) links[NEXT + c] = links[PREV + c] = c;
  // Coin flips, 32 to a draw, lowest bit first (the draws and their order of RandomBits.flip). A
  // word is drawn as soon as the last is used up, perhaps one decision before a flip needs it: the
  // same bits in the same order, since nothing else draws from the stream.
  let word = 0;
  let left = 0;
  // The coins are fair, so a branch on one is mispredicted half the time: each decision below is
  // a 0/1 number, and the links and tiles it changes are written either way through a mask (-1
  // keeps the second value of `x ^ ((x ^ y) & mask)`, 0 the first), about 1.2x on 81x51.
  const FLOOR = Tile.Floor;
  const STEP = Tile.Wall - Tile.Floor; // tile = FLOOR + STEP * (1 when it stays wall)
  for (let r = 0; r < rows; r++) {
    const base = (2 * r + 1) * width + 1; // tile of cell (0, r)
    const flips = r === rows - 1 ? 0 : 1;
    tiles[base] = FLOOR;
    for (let c = 1; c < cols; c++) {
      tiles[base + 2 * c] = FLOOR;
      const p = links[PREV + c];
      const q = links[NEXT + c - 1];
      const apart = -(p ^ (c - 1)) >>> 31; // 1 when c - 1 and c are in different sets
      // A coin when apart (on the last row none: every such pair joins); joining splices c's ring
      // in after c - 1: c - 1 -> c ... p -> q (what followed c - 1).
      if (left === 0) {
        word = (rng.next() * 4294967296) >>> 0;
        left = 32;
      }
      const take = apart & flips;
      const join = apart & (word | (flips ^ 1)) & 1;
      word >>>= take;
      left -= take;
      const m = -join;
      links[NEXT + c - 1] = q ^ ((q ^ c) & m);
      links[PREV + c] = p ^ ((p ^ (c - 1)) & m);
      links[NEXT + p] = c ^ ((c ^ q) & m);
      links[PREV + q] = (c - 1) ^ (((c - 1) ^ p) & m);
      tiles[base + 2 * c - 1] = FLOOR + STEP * (join ^ 1);
    }
    if (flips === 0) break;
    const below = base + width;
    for (let c = 0; c < cols; c++) {
      const n = links[NEXT + c];
      const p = links[PREV + c];
      // Alone in its ring (the last open cell of a set that nothing opened): it opens down.
      // Otherwise a coin opens it down or takes it out of its ring (its own set below).
      const take = -(n ^ c) >>> 31;
      if (left === 0) {
        word = (rng.next() * 4294967296) >>> 0;
        left = 32;
      }
      const out = take & ~word & 1;
      word >>>= take;
      left -= take;
      const m = -out;
      links[NEXT + p] = c ^ ((c ^ n) & m);
      links[PREV + n] = c ^ ((c ^ p) & m);
      links[NEXT + c] = n ^ ((n ^ c) & m);
      links[PREV + c] = p ^ ((p ^ c) & m);
      tiles[below + 2 * c] = FLOOR + STEP * out;
    }
  }
  return finishMaze(lattice, tiles);
}
