import { createRngStream } from '../../rng/stream.js';
import { Tile, type Level } from '../level.js';
import { numberOption, type GenerateOptions } from '../options.js';
import { finishMaze, RandomBits, readMazeLattice, solidTiles } from './lattice.js';

/** Largest accepted `regularity`. */
export const ICEY_MAX_REGULARITY = 1_000_000;

/**
 * A perfect maze grown by random walks: from a random cell the walk carves into unvisited
 * neighbours until it is boxed in, then restarts from a random visited cell that still has an
 * unvisited neighbour (the visited cells wait in a list; one found boxed in is dropped from it).
 * Before each step the walk keeps its heading with probability regularity / (regularity + 1)
 * and otherwise picks a new random one; a blocked heading gives way to a random open one.
 * Options: width, height, seed, `regularity` (a number from 0, the default and twistiest, up to
 * 1e6; larger is straighter), `ends` ('corners' or 'farthest', see `finishMaze`); the exit is
 * stairs down.
 */
export function generateIceyMaze(options: GenerateOptions): Level {
  const lattice = readMazeLattice(options, 'maze-icey', ['regularity']);
  const regularity = numberOption(options, 'regularity', 0, 0, ICEY_MAX_REGULARITY);
  const turn = 1 / (regularity + 1);
  const { width, cols, rows } = lattice;
  const rng = createRngStream(options.seed);
  const bits = new RandomBits(rng);
  const tiles = solidTiles(lattice);
  // Visited marks on the lattice padded by one blocked cell all round, so a step needs no bounds test.
  const pw = cols + 2;
  const blocked = new Uint8Array(pw * (rows + 2));
  blocked.fill(1, 0, pw);
  blocked.fill(1, (rows + 1) * pw);
  for (let r = 1; r <= rows; r++) {
    blocked[r * pw] = 1;
    blocked[r * pw + pw - 1] = 1;
  }
  // Steps N, E, S, W on the padded lattice and on the tiles (two tiles per cell).
  const stepCell = [-pw, 1, pw, -1];
  const stepTile = [-2 * width, 2, 2 * width, -2];
  const openDirs = [0, 0, 0];
  /** A random direction in which cell `c` has an unvisited neighbour, other than `skip`; -1 if none. */
  const randomOpen = (c: number, skip: number): number => {
    let count = 0;
    for (let d = 0; d < 4; d++) if (d !== skip && blocked[c + stepCell[d]] === 0) openDirs[count++] = d;
    return count === 0 ? -1 : openDirs[count === 1 ? 0 : bits.below(count)];
  };

  const visited = new Int32Array(cols * rows); // padded lattice indices
  let count = 0;
  let cx = bits.below(cols);
  let cy = bits.below(rows);
  let c = (cy + 1) * pw + cx + 1;
  let t = (2 * cy + 1) * width + 2 * cx + 1;
  blocked[c] = 1;
  tiles[t] = Tile.Floor;
  visited[count++] = c;
  let dir = bits.quarter();
  for (;;) {
    if (turn >= 1 || rng.next() < turn) dir = bits.quarter();
    if (blocked[c + stepCell[dir]] !== 0) dir = randomOpen(c, dir);
    if (dir >= 0) {
      const half = stepTile[dir] >> 1;
      tiles[t + half] = Tile.Floor;
      t += 2 * half;
      tiles[t] = Tile.Floor;
      c += stepCell[dir];
      blocked[c] = 1;
      visited[count++] = c;
      continue;
    }
    // Boxed in: restart from a random visited cell that can still grow.
    while (count > 0) {
      const i = bits.below(count);
      c = visited[i];
      dir = randomOpen(c, -1);
      if (dir >= 0) break;
      visited[i] = visited[--count];
    }
    if (count === 0) break;
    cx = (c % pw) - 1;
    cy = ((c / pw) | 0) - 1;
    t = (2 * cy + 1) * width + 2 * cx + 1;
  }
  return finishMaze(lattice, tiles);
}
