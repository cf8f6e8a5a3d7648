import { createLevelGenerator } from '@hullbreach/toolkit';
import * as ROT from 'rot-js';
import type { BenchCase } from '../case.js';
import { ourGenerator, ROT_DIGGER_80X50, rotGenerator, SEEDS, walkable } from '../gen-sides.js';

/**
 * Seed 001's pipeline. `bsp` (BSP walls and spanning-tree doors on a walled rectangle) against
 * rot's Uniform rooms-and-corridors map at the same 80x50; a full `station` floor (WFC hull, BSP
 * walls, doors, windows, stairs and spawn) at the game's largest 64x32 against rot's Digger at
 * 80x50: the bar is a whole station in less time than one Digger map. Checksums count walkable
 * cells; rot's maps are sparser (corridors), so only the magnitudes compare. Ours run through one
 * held level generator, as a game making floor after floor would: it keeps the hull solvers and
 * the furnishing buffers between levels.
 */
const { generate } = createLevelGenerator();

export const cases: BenchCase[] = [
  {
    group: 'gen',
    name: 'bsp 80x50 (rot: Uniform 80x50)',
    ours: ourGenerator("generate('bsp') 80x50", (seed) => generate('bsp', { width: 80, height: 50, seed })),
    rot: rotGenerator('ROT.Map.Uniform 80x50', () => new ROT.Map.Uniform(80, 50, {})),
  },
  {
    group: 'gen',
    name: 'station 64x32 full pipeline (rot: Digger 80x50)',
    ours: ourGenerator("generate('station') 64x32", (seed) =>
      generate('station', { width: 64, height: 32, seed }),
    ),
    rot: ROT_DIGGER_80X50,
  },
  {
    group: 'gen',
    name: 'station 20x14 (seed 001 size) and small 10x10 bay',
    ours: {
      label: "generate('station') 20x14 + small",
      setup() {
        let seed = 0;
        return () => {
          const s = seed++ % SEEDS;
          return (
            walkable(generate('station', { width: 20, height: 14, seed: s })) +
            walkable(generate('station', { width: 20, height: 14, seed: s, small: true }))
          );
        };
      },
    },
  },
];
