import { createRng } from '../../rng/rng.js';
import { Tile, type Level } from '../level.js';
import { numberOption, type GenerateOptions } from '../options.js';
import { finishMaze, readMazeLattice, solidTiles } from './lattice.js';

/** Largest accepted `regularity`. */
export const ICEY_MAX_REGULARITY = 1_000_000;

/** Lattice steps N, E, S, W. */
const DX = [0, 1, 0, -1] as const;
const DY = [-1, 0, 1, 0] as const;

/**
 * A perfect maze grown by random walks: from a random cell the walk carves into unvisited
 * neighbours until it is boxed in, then restarts from a random visited cell that still has an
 * unvisited neighbour (the visited cells wait in a list; one found boxed in is dropped from it).
 * Before each step the walk keeps its heading with probability regularity / (regularity + 1)
 * and otherwise picks a new random one; a blocked heading gives way to a random open one.
 * Options: width, height, seed, `regularity` (a number from 0, the default and twistiest, up to
 * 1e6; larger is straighter). Start and exit are the two ends of a longest path; the exit is
 * stairs down.
 */
export function generateIceyMaze(options: GenerateOptions): Level {
  const lattice = readMazeLattice(options, 'maze-icey', ['regularity']);
  const regularity = numberOption(options, 'regularity', 0, 0, ICEY_MAX_REGULARITY);
  const turn = 1 / (regularity + 1);
  const { width, cols, rows } = lattice;
  const rng = createRng(options.seed);
  const tiles = solidTiles(lattice);
  const tileOf = (cx: number, cy: number): number => (2 * cy + 1) * width + 2 * cx + 1;
  /** True when the neighbour of (cx, cy) in direction d exists and is still unvisited. */
  const free = (cx: number, cy: number, d: number): boolean => {
    const nx = cx + DX[d];
    const ny = cy + DY[d];
    return nx >= 0 && ny >= 0 && nx < cols && ny < rows && tiles[tileOf(nx, ny)] === Tile.Wall;
  };
  const openDirs = [0, 0, 0];
  /** A random open direction other than `skip` (-1 for none); -1 when boxed in. */
  const randomOpen = (cx: number, cy: number, skip: number): number => {
    let count = 0;
    for (let d = 0; d < 4; d++) if (d !== skip && free(cx, cy, d)) openDirs[count++] = d;
    return count === 0 ? -1 : openDirs[count === 1 ? 0 : rng.int(0, count - 1)];
  };

  const visited = new Int32Array(cols * rows); // lattice indices cy * cols + cx
  let count = 0;
  let cx = rng.int(0, cols - 1);
  let cy = rng.int(0, rows - 1);
  tiles[tileOf(cx, cy)] = Tile.Floor;
  visited[count++] = cy * cols + cx;
  let dir = rng.int(0, 3);
  for (;;) {
    if (turn >= 1 || rng.next() < turn) dir = rng.int(0, 3);
    if (!free(cx, cy, dir)) dir = randomOpen(cx, cy, dir);
    if (dir >= 0) {
      const t = tileOf(cx, cy);
      cx += DX[dir];
      cy += DY[dir];
      const n = tileOf(cx, cy);
      tiles[(t + n) >> 1] = Tile.Floor;
      tiles[n] = Tile.Floor;
      visited[count++] = cy * cols + cx;
      continue;
    }
    // Boxed in: restart from a random visited cell that can still grow.
    while (count > 0) {
      const i = rng.int(0, count - 1);
      const cell = visited[i];
      cx = cell % cols;
      cy = (cell / cols) | 0;
      dir = randomOpen(cx, cy, -1);
      if (dir >= 0) break;
      visited[i] = visited[--count];
    }
    if (count === 0) break;
  }
  return finishMaze(lattice, tiles);
}
