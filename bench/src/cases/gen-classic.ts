import { createLevelGenerator } from '@hullbreach/toolkit';
import * as ROT from 'rot-js';
import type { BenchCase } from '../case.js';
import { ourGenerator, ROT_DIGGER_80X50, rotGenerator } from '../gen-sides.js';

/**
 * Seed 002's cellular and rooms-and-corridors generators against their rot-js counterparts at
 * 80x50, one level per operation. The cellular pair runs the same rule (born 5-8, survive 4-8,
 * half the cells alive at first, 4 synchronous generations); rot counts cells outside the map as
 * dead, ours as closed, so our checksum (open cells) is lower: about 1800 against 2200. For rooms,
 * `maxRooms` 21 digs about as much floor as rot's Digger does by default (20% of the map, ~760).
 */
// One held level generator, as a game making level after level would: its buffers are reused.
const { generate } = createLevelGenerator();

export const cases: BenchCase[] = [
  {
    group: 'gen',
    name: 'cellular 80x50 B5678/S45678 x4',
    ours: ourGenerator("generate('cellular') rule mode", (seed) =>
      // The raw automaton, as rot's: no joining of regions, no closed rim.
      generate('cellular', {
        width: 80,
        height: 50,
        seed,
        rule: 'B5678/S45678',
        p: 50,
        iterations: 4,
        connect: 'none',
        border: false,
      }),
    ),
    rot: rotGenerator('ROT.Map.Cellular', () => {
      const map = new ROT.Map.Cellular(80, 50, { born: [5, 6, 7, 8], survive: [4, 5, 6, 7, 8] });
      map.randomize(0.5);
      for (let g = 0; g < 3; g++) map.create();
      return map; // the runner's create() is the 4th generation
    }),
  },
  {
    group: 'gen',
    name: 'rooms 80x50',
    ours: ourGenerator("generate('rooms') maxRooms 21", (seed) =>
      generate('rooms', { width: 80, height: 50, seed, maxRooms: 21 }),
    ),
    rot: ROT_DIGGER_80X50,
  },
];
