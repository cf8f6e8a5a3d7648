import { isWalkableTile, type Level } from '@hullbreach/toolkit';
import * as ROT from 'rot-js';
import type { BenchSide } from './case.js';

/** Seeds cycled through, so each operation generates a fresh level. */
export const SEEDS = 1000;

/** 1 for each walkable tile code, so the checksum costs a table load per cell and no call. */
const WALKABLE = Uint8Array.from({ length: 256 }, (_, t) => (isWalkableTile(t) ? 1 : 0));

/** Walkable cells of a level: the checksum of the generator cases. */
export function walkable(level: Level): number {
  const tiles = level.tiles;
  let count = 0;
  for (let i = 0; i < tiles.length; i++) count += WALKABLE[tiles[i]];
  return count;
}

/** Our side of a generator case: one level per operation from `make(seed)`, seeds cycling. */
export function ourGenerator(label: string, make: (seed: number) => Level): BenchSide {
  return {
    label,
    setup() {
      let seed = 0;
      return () => walkable(make(seed++ % SEEDS));
    },
  };
}

/** A rot-js map that reports each cell as (x, y, value), 0 meaning open. */
interface RotMap {
  create(callback: (x: number, y: number, value: number) => void): unknown;
}

/** rot's side of a generator case: reseeds ROT.RNG, builds a map per operation, counts open cells. */
export function rotGenerator(label: string, make: () => RotMap): BenchSide {
  return {
    label,
    setup() {
      let seed = 0;
      return () => {
        ROT.RNG.setSeed((seed++ % SEEDS) + 1);
        let open = 0;
        make().create((_x, _y, value) => {
          if (value === 0) open++;
        });
        return open;
      };
    },
  };
}

/** rot's Digger at 80x50, the yardstick of several generator cases. */
export const ROT_DIGGER_80X50 = rotGenerator('ROT.Map.Digger 80x50', () => new ROT.Map.Digger(80, 50));
