import { createRngStream } from '../../rng/stream.js';
import { Tile, type Level } from '../level.js';
import type { GenerateOptions } from '../options.js';
import { finishMaze, RandomBits, readMazeLattice, solidTiles } from './lattice.js';

/**
 * Module-private working buffer of `generateEllerMaze`: grown when a maze needs more, zeroed over
 * the part a call uses at the start of every call (so nothing carries from one maze to the next),
 * never returned, and never held across a call into user code (the maze calls none).
 */
let working = new Int32Array(0);

/** The working buffer with at least `size` slots, the first `size` of them zero. */
function ellerBuffer(size: number): Int32Array {
  if (working.length < size) working = new Int32Array(size);
  else working.fill(0, 0, size);
  return working;
}

/**
 * A perfect maze by Eller's method, one lattice row at a time: a fair coin joins each pair of
 * neighbouring cells of different sets, another opens each cell downwards, except that the last
 * cell of a set in the row always opens down when none of the set did (so no set is cut off), and
 * the last row joins whatever sets remain. Sets are kept in a union-find over set ids, so the work
 * is about linear in the number of cells. Options: width, height, seed, `ends` ('corners' or
 * 'farthest', see `finishMaze`); the exit is stairs down.
 */
export function generateEllerMaze(options: GenerateOptions): Level {
  const lattice = readMazeLattice(options, 'maze-eller', []);
  const { width, cols, rows } = lattice;
  const bits = new RandomBits(createRngStream(options.seed));
  const tiles = solidTiles(lattice);
  // Set ids: one per cell that did not inherit a set from above, so at most n = cols * rows. One
  // buffer (fewer allocations) holds, per set id, its union-find parent, the cells of the current
  // row still to visit when it is a root, and the last row in which it opened down; then the set
  // id of each cell of the row.
  const n = cols * rows;
  const buffer = ellerBuffer(3 * n + cols);
  const parent = buffer; // set id s at s
  const LEFT = n; // set id s at LEFT + s
  const OPENED_DOWN = 2 * n; // set id s at OPENED_DOWN + s
  const SET_OF = 3 * n; // column c at SET_OF + c
  let nextSet = 0;
  for (let c = 0; c < cols; c++) {
    parent[nextSet] = nextSet;
    buffer[SET_OF + c] = nextSet++;
  }
  for (let r = 0; r < rows; r++) {
    const base = (2 * r + 1) * width + 1; // tile of cell (0, r)
    const last = r === rows - 1;
    for (let c = 0; c < cols; c++) tiles[base + 2 * c] = Tile.Floor;
    // Roots are found inline, halving paths on the way (a helper call per find costs ~10%).
    let a = buffer[SET_OF];
    while (parent[a] !== a) a = parent[a] = parent[parent[a]];
    for (let c = 1; c < cols; c++) {
      let b = buffer[SET_OF + c];
      while (parent[b] !== b) b = parent[b] = parent[parent[b]];
      if (a !== b && (last || bits.flip())) {
        tiles[base + 2 * c - 1] = Tile.Floor;
        parent[b] = a;
      } else {
        a = b;
      }
    }
    if (last) break;
    // Every cell's set by its root once the row's joins are done, and the row's cells per set.
    for (let c = 0; c < cols; c++) {
      let root = buffer[SET_OF + c];
      while (parent[root] !== root) root = parent[root] = parent[parent[root]];
      buffer[SET_OF + c] = root;
      buffer[LEFT + root]++;
    }
    const mark = r + 1;
    const below = base + width;
    for (let c = 0; c < cols; c++) {
      const root = buffer[SET_OF + c];
      const forced = --buffer[LEFT + root] === 0 && buffer[OPENED_DOWN + root] !== mark;
      if (forced || bits.flip()) {
        tiles[below + 2 * c] = Tile.Floor;
        buffer[OPENED_DOWN + root] = mark;
      } else {
        parent[nextSet] = nextSet;
        buffer[SET_OF + c] = nextSet++;
      }
    }
  }
  return finishMaze(lattice, tiles);
}
