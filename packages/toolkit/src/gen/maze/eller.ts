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
  // Coin flips, 32 to a draw, lowest bit first (the draws and their order of RandomBits.flip).
  let word = 0;
  let left = 0;
  const FLOOR = Tile.Floor;
  for (let r = 0; r < rows; r++) {
    const base = (2 * r + 1) * width + 1; // tile of cell (0, r)
    const last = r === rows - 1;
    tiles[base] = FLOOR;
    for (let c = 1; c < cols; c++) {
      tiles[base + 2 * c] = FLOOR;
      const p = links[PREV + c];
      if (p === c - 1) continue; // same set
      if (!last) {
        if (left === 0) {
          word = (rng.next() * 4294967296) >>> 0;
          left = 32;
        }
        left--;
        const bit = word & 1;
        word >>>= 1;
        if (bit === 0) continue;
      }
      // Splice c's ring in after c - 1: c - 1 -> c ... p -> (what followed c - 1).
      const q = links[NEXT + c - 1];
      links[NEXT + c - 1] = c;
      links[PREV + c] = c - 1;
      links[NEXT + p] = q;
      links[PREV + q] = p;
      tiles[base + 2 * c - 1] = FLOOR;
    }
    if (last) break;
    const below = base + width;
    for (let c = 0; c < cols; c++) {
      const n = links[NEXT + c];
      if (n !== c) {
        // Not the last open cell of its set: a coin opens it down, or it leaves the set.
        if (left === 0) {
          word = (rng.next() * 4294967296) >>> 0;
          left = 32;
        }
        left--;
        const bit = word & 1;
        word >>>= 1;
        if (bit === 0) {
          const p = links[PREV + c];
          links[NEXT + p] = n;
          links[PREV + n] = p;
          links[NEXT + c] = links[PREV + c] = c;
          continue;
        }
      }
      tiles[below + 2 * c] = FLOOR;
    }
  }
  return finishMaze(lattice, tiles);
}
