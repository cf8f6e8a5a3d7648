import { createRngStream } from '../../rng/stream.js';
import { Tile, type Level } from '../level.js';
import type { GenerateOptions } from '../options.js';
import { finishMaze, RandomBits, readMazeLattice, solidTiles } from './lattice.js';

/**
 * A perfect maze by recursive division: the lattice starts fully open (every cell joined to its
 * neighbours), and each chamber at least two cells wide and tall is cut by one wall line across
 * its shorter extent (a coin decides squares) at a random place, with one random gap, until
 * every chamber is a single row or column. Chambers wait on an explicit stack, not the call
 * stack. Options: width, height, seed, `ends` ('corners' or 'farthest', see `finishMaze`); the
 * exit is stairs down.
 */
export function generateDividedMaze(options: GenerateOptions): Level {
  const lattice = readMazeLattice(options, 'maze-divided', []);
  const { width, cols, rows } = lattice;
  const bits = new RandomBits(createRngStream(options.seed));
  const tiles = solidTiles(lattice);
  const right = 2 * cols; // first tile column past the last cell
  for (let r = 0; r < rows; r++) {
    const y = 2 * r + 1;
    tiles.fill(Tile.Floor, y * width + 1, y * width + right);
    if (r + 1 < rows) {
      const below = (y + 1) * width;
      for (let x = 1; x < right; x += 2) tiles[below + x] = Tile.Floor;
    }
  }
  // Chambers as inclusive lattice rectangles x0, y0, x1, y1; each pop pushes at most two, and
  // a chamber is split only while it has two cells or more, so cols * rows entries suffice.
  const stack = new Int32Array(4 * cols * rows);
  let top = 0;
  stack[top++] = 0;
  stack[top++] = 0;
  stack[top++] = cols - 1;
  stack[top++] = rows - 1;
  while (top > 0) {
    const y1 = stack[--top];
    const x1 = stack[--top];
    const y0 = stack[--top];
    const x0 = stack[--top];
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    if (w < 2 || h < 2) continue;
    if (w > h || (w === h && bits.flip())) {
      // A wall at tile column 2k, between cell columns k - 1 and k.
      const k = x0 + 1 + bits.below(w - 1);
      const gap = y0 + bits.below(h);
      for (let cy = y0; cy <= y1; cy++) if (cy !== gap) tiles[(2 * cy + 1) * width + 2 * k] = Tile.Wall;
      stack[top++] = x0;
      stack[top++] = y0;
      stack[top++] = k - 1;
      stack[top++] = y1;
      stack[top++] = k;
      stack[top++] = y0;
      stack[top++] = x1;
      stack[top++] = y1;
    } else {
      // A wall at tile row 2k, between cell rows k - 1 and k.
      const k = y0 + 1 + bits.below(h - 1);
      const gap = x0 + bits.below(w);
      const rowBase = 2 * k * width;
      for (let cx = x0; cx <= x1; cx++) if (cx !== gap) tiles[rowBase + 2 * cx + 1] = Tile.Wall;
      stack[top++] = x0;
      stack[top++] = y0;
      stack[top++] = x1;
      stack[top++] = k - 1;
      stack[top++] = x0;
      stack[top++] = k;
      stack[top++] = x1;
      stack[top++] = y1;
    }
  }
  return finishMaze(lattice, tiles);
}
