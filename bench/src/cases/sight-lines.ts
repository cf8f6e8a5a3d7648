import { createRng } from '@hullbreach/toolkit';
import { buildFloor, LAST_FLOOR } from '@hullbreach/game';
// Not part of the game's API: the monsters' one-cell sight test and its plain version, kept for this case.
import { seesCell, seesCellByRows } from '../../../packages/game/dist/core/sightline.js';
import { OPAQUE } from '../../../packages/game/dist/core/terrain.js';
import type { BenchCase, BenchSide } from '../case.js';

/**
 * The house rule on fast paths, for the monsters' sight test (`seesCell`, issue 18.8), which reads
 * lines of sight from tables laid out per whole radius: the tables ("ours") against the plain
 * version that works the same answer out row by row from slopes (the second column), both in one
 * process, alternated. The tables stay while the ratio shows they earn their keep. The engine deck
 * (floor 5) of seed "bench sight", 2,000 pairs of an eye on open deck and a cell within the radius
 * (the radius of a monster's sight, 9, and of a tank's, 7); checksum: the cells seen.
 */

type Test = typeof seesCell;

interface Scene {
  readonly opaque: Uint8Array;
  readonly width: number;
  readonly height: number;
  /** Eye x, eye y, cell x, cell y, four numbers a pair. */
  readonly pairs: Int32Array;
}

function scene(radius: number): Scene {
  const { floor } = buildFloor('bench sight', LAST_FLOOR);
  const { width, height, terrain } = floor;
  const opaque = new Uint8Array(terrain.length);
  for (let i = 0; i < terrain.length; i++) opaque[i] = OPAQUE[terrain[i]];
  const rng = createRng(`bench sight ${radius}`);
  const pairs = new Int32Array(4 * 2000);
  for (let k = 0; k < pairs.length;) {
    const ox = rng.int(0, width - 1);
    const oy = rng.int(0, height - 1);
    if (opaque[oy * width + ox] !== 0) continue;
    const tx = ox + rng.int(-radius, radius);
    const ty = oy + rng.int(-radius, radius);
    if (tx < 0 || ty < 0 || tx >= width || ty >= height) continue;
    if ((tx - ox) ** 2 + (ty - oy) ** 2 > radius * radius) continue;
    pairs.set([ox, oy, tx, ty], k);
    k += 4;
  }
  return { opaque, width, height, pairs };
}

function side(radius: number, test: Test, label: string): BenchSide {
  return {
    label,
    setup() {
      const { opaque, width, height, pairs } = scene(radius);
      return () => {
        let seen = 0;
        for (let k = 0; k < pairs.length; k += 4)
          if (test(opaque, width, height, pairs[k], pairs[k + 1], radius, pairs[k + 2], pairs[k + 3])) seen++;
        return seen;
      };
    },
  };
}

function pair(radius: number): BenchCase {
  return {
    group: 'sight-lines',
    name: `seesCell r${radius} engine deck, 2000 pairs`,
    ours: side(radius, seesCell, 'seesCell, lines-of-sight tables'),
    rot: side(radius, seesCellByRows, 'seesCellByRows, slopes row by row'),
    together: true,
  };
}

/** The monsters' sight test read from tables against the rows walk it replaces, at sight 9 and 7. */
export const cases: BenchCase[] = [pair(9), pair(7)];
