import { createRng } from '../../rng/rng.js';
import { Tile, type Level } from '../level.js';
import type { GenerateOptions } from '../options.js';
import { finishMaze, readMazeLattice, solidTiles } from './lattice.js';

/** Chance that two neighbouring cells of different sets in a row are joined (before the last row). */
const JOIN = 0.5;
/** Chance that a cell opens downwards, besides the one opening each set is given anyway. */
const DOWN = 0.5;

/**
 * A perfect maze by Eller's method, one lattice row at a time: neighbouring cells of different
 * sets are joined at random, every set opens at least one cell into the next row, and the last
 * row joins whatever sets remain. Sets are kept in a union-find over set ids, so the work is
 * linear in the number of cells. Options: width, height, seed (no others). Start and exit are the
 * two ends of a longest path; the exit is stairs down.
 */
export function generateEllerMaze(options: GenerateOptions): Level {
  const lattice = readMazeLattice(options, 'maze-eller', []);
  const { width, cols, rows } = lattice;
  const rng = createRng(options.seed);
  const tiles = solidTiles(lattice);
  // Set ids: one per cell that did not inherit a set from above, so at most cols * rows.
  const parent = new Int32Array(cols * rows);
  // Cells of the current row still to visit, per set root, and the row a set last opened down.
  const left = new Int32Array(cols * rows);
  const openedDown = new Int32Array(cols * rows);
  const setOf = new Int32Array(cols);
  const rootOf = new Int32Array(cols);
  let nextSet = 0;
  const find = (s: number): number => {
    while (parent[s] !== s) {
      const up = parent[parent[s]];
      parent[s] = up;
      s = up;
    }
    return s;
  };
  for (let c = 0; c < cols; c++) {
    parent[nextSet] = nextSet;
    setOf[c] = nextSet++;
  }
  for (let r = 0; r < rows; r++) {
    const base = (2 * r + 1) * width + 1; // tile of cell (0, r)
    const last = r === rows - 1;
    for (let c = 0; c < cols; c++) tiles[base + 2 * c] = Tile.Floor;
    let a = find(setOf[0]);
    rootOf[0] = a;
    for (let c = 1; c < cols; c++) {
      const b = find(setOf[c]);
      if (a !== b && (last || rng.next() < JOIN)) {
        tiles[base + 2 * c - 1] = Tile.Floor;
        parent[b] = a;
      } else {
        a = b;
      }
      rootOf[c] = a;
    }
    if (last) break;
    // rootOf may hold a root that a later join in this row put under another; settle them.
    for (let c = 0; c < cols; c++) {
      const root = find(rootOf[c]);
      rootOf[c] = root;
      left[root]++;
    }
    const mark = r + 1;
    const below = base + width;
    for (let c = 0; c < cols; c++) {
      const root = rootOf[c];
      const forced = --left[root] === 0 && openedDown[root] !== mark;
      if (forced || rng.next() < DOWN) {
        tiles[below + 2 * c] = Tile.Floor;
        openedDown[root] = mark;
        setOf[c] = root;
      } else {
        parent[nextSet] = nextSet;
        setOf[c] = nextSet++;
      }
    }
  }
  return finishMaze(lattice, tiles);
}
