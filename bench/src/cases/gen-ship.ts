import { generate, Tile } from '@hullbreach/toolkit';
import * as ROT from 'rot-js';
import type { BenchCase } from '../case.js';

/** Seeds cycled through, so each operation generates a fresh level. */
const SEEDS = 1000;

/**
 * Ship generation (seed 004's hallways-then-rooms generator) at its native 64x40, one level per
 * operation. rot has no ship generator; for context its Digger (also rooms and corridors) builds
 * an 80x50 dungeon. Checksums count walkable tiles, so a broken generator shows up in the table.
 */
export const cases: BenchCase[] = [
  {
    group: 'gen',
    name: 'ship 64x40 (rot: Digger 80x50, for context)',
    ours: {
      label: "generate('ship') 64x40",
      setup() {
        let seed = 0;
        return () => {
          const level = generate('ship', { width: 64, height: 40, seed: seed++ % SEEDS });
          let floor = 0;
          for (const t of level.tiles)
            if (t === Tile.Floor || t === Tile.Door || t === Tile.StairsDown) floor++;
          return floor;
        };
      },
    },
    rot: {
      label: 'ROT.Map.Digger 80x50',
      setup() {
        let seed = 0;
        return () => {
          ROT.RNG.setSeed((seed++ % SEEDS) + 1);
          let floor = 0;
          new ROT.Map.Digger(80, 50).create((_x, _y, wall) => {
            if (wall === 0) floor++;
          });
          return floor;
        };
      },
    },
  },
  {
    group: 'gen',
    name: 'chunk 32x32',
    ours: {
      label: "generate('chunk') 32x32",
      setup() {
        let k = 0;
        return () => {
          const n = k++;
          const level = generate('chunk', {
            width: 32,
            height: 32,
            seed: 7,
            cx: (n % 41) - 20,
            cy: ((n / 41) | 0) % 41,
          });
          let floor = 0;
          for (const t of level.tiles) if (t === Tile.Floor) floor++;
          return floor;
        };
      },
    },
  },
];
