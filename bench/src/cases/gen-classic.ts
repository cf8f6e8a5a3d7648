import { generate, isWalkableTile, type Level } from '@hullbreach/toolkit';
import * as ROT from 'rot-js';
import type { BenchCase } from '../case.js';

/** Seeds cycled through, so each operation generates a fresh level. */
const SEEDS = 1000;

function walkable(level: Level): number {
  let count = 0;
  for (const t of level.tiles) if (isWalkableTile(t)) count++;
  return count;
}

/**
 * Seed 002's cellular and rooms-and-corridors generators against their rot-js counterparts at
 * 80x50, one level per operation. The cellular pair runs the same rule (born 5-8, survive 4-8,
 * half the cells alive at first, 4 synchronous generations); rot counts cells outside the map as
 * dead, ours as closed, so our checksum (open cells) is lower: about 1800 against 2200. For rooms,
 * `maxRooms` 21 digs about as much floor as rot's Digger does by default (20% of the map, ~760).
 */
export const cases: BenchCase[] = [
  {
    group: 'gen',
    name: 'cellular 80x50 B5678/S45678 x4',
    ours: {
      label: "generate('cellular') rule mode",
      setup() {
        let seed = 0;
        return () =>
          walkable(
            generate('cellular', {
              width: 80,
              height: 50,
              seed: seed++ % SEEDS,
              rule: 'B5678/S45678',
              p: 50,
              iterations: 4,
            }),
          );
      },
    },
    rot: {
      label: 'ROT.Map.Cellular',
      setup() {
        let seed = 0;
        return () => {
          ROT.RNG.setSeed((seed++ % SEEDS) + 1);
          const map = new ROT.Map.Cellular(80, 50, { born: [5, 6, 7, 8], survive: [4, 5, 6, 7, 8] });
          map.randomize(0.5);
          for (let g = 0; g < 3; g++) map.create();
          let open = 0;
          map.create((_x, _y, alive) => {
            if (alive === 0) open++;
          });
          return open;
        };
      },
    },
  },
  {
    group: 'gen',
    name: 'rooms 80x50',
    ours: {
      label: "generate('rooms') maxRooms 21",
      setup() {
        let seed = 0;
        return () =>
          walkable(generate('rooms', { width: 80, height: 50, seed: seed++ % SEEDS, maxRooms: 21 }));
      },
    },
    rot: {
      label: 'ROT.Map.Digger',
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
];
