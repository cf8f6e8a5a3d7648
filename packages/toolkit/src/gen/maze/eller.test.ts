import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRngStream } from '../../rng/stream.js';
import { Tile } from '../level.js';
import { generateEllerMaze } from './eller.js';
import { RandomBits } from './lattice.js';

/**
 * Eller's method as its description reads, with a set label per cell of the row and plain scans
 * (a join relabels the whole row, "last of its set" looks right along the row): slow, but free of
 * the generator's assumption that the sets of a row never cross. Same coin per decision, in the
 * same order: a join between neighbours of different sets (every such pair on the last row), then
 * each cell down unless it is the last of a set that nothing opened.
 */
function referenceTiles(width: number, height: number, seed: number): Uint8Array {
  const cols = (width - 1) >> 1;
  const rows = (height - 1) >> 1;
  const bits = new RandomBits(createRngStream(seed));
  const tiles = new Uint8Array(width * height).fill(Tile.Wall);
  const at = (x: number, y: number): number => y * width + x;
  let fresh = 0;
  const set = Array.from({ length: cols }, () => fresh++);
  for (let r = 0; r < rows; r++) {
    const y = 2 * r + 1;
    for (let c = 0; c < cols; c++) tiles[at(2 * c + 1, y)] = Tile.Floor;
    const last = r === rows - 1;
    for (let c = 1; c < cols; c++) {
      if (set[c] === set[c - 1] || !(last || bits.flip())) continue;
      const gone = set[c];
      for (let k = 0; k < cols; k++) if (set[k] === gone) set[k] = set[c - 1];
      tiles[at(2 * c, y)] = Tile.Floor;
    }
    if (last) break;
    const opened = new Set<number>();
    for (let c = 0; c < cols; c++) {
      const lastOfSet = !set.slice(c + 1).includes(set[c]);
      if ((lastOfSet && !opened.has(set[c])) || bits.flip()) {
        tiles[at(2 * c + 1, y + 1)] = Tile.Floor;
        opened.add(set[c]);
      } else {
        set[c] = fresh++;
      }
    }
  }
  return tiles;
}

describe('maze-eller', () => {
  it("carves exactly what the plain set-label reading of Eller's method carves, for any size and seed", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 90 }),
        fc.integer({ min: 5, max: 40 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (width, height, seed) => {
          const level = generateEllerMaze({ width, height, seed });
          const expected = referenceTiles(width, height, seed);
          // The generator's exit is stairs down; the reference carves only floor.
          const exit = level.exit ?? { x: -1, y: -1 };
          expect(exit).toEqual({ x: 2 * ((width - 1) >> 1) - 1, y: 2 * ((height - 1) >> 1) - 1 });
          expected[exit.y * width + exit.x] = Tile.StairsDown;
          expect(level.tiles).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
