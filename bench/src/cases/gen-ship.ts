import { createLevelGenerator } from '@hullbreach/toolkit';
import type { BenchCase } from '../case.js';
import { ourGenerator, ROT_DIGGER_80X50 } from '../gen-sides.js';

/**
 * Ship generation (seed 004's hallways-then-rooms generator) at its native 64x40, one level per
 * operation. rot has no ship generator; for context its Digger (also rooms and corridors) builds
 * an 80x50 dungeon. Chunks of the endless world cycle through a 41x41 block of coordinates.
 * Checksums count walkable tiles, so a broken generator shows up in the table.
 */
// One held level generator, as a game making level after level would: its buffers are reused.
const { generate } = createLevelGenerator();

export const cases: BenchCase[] = [
  {
    group: 'gen',
    name: 'ship 64x40 (rot: Digger 80x50, for context)',
    ours: ourGenerator("generate('ship') 64x40", (seed) => generate('ship', { width: 64, height: 40, seed })),
    rot: ROT_DIGGER_80X50,
  },
  {
    group: 'gen',
    name: 'chunk 32x32',
    ours: ourGenerator("generate('chunk') 32x32", (n) =>
      generate('chunk', { width: 32, height: 32, seed: 7, cx: (n % 41) - 20, cy: ((n / 41) | 0) % 41 }),
    ),
  },
];
