import { generate } from '@hullbreach/toolkit';
import * as ROT from 'rot-js';
import type { BenchCase, BenchSide } from '../case.js';
import { ourGenerator, rotGenerator } from '../gen-sides.js';

/**
 * The generators that match one of rot's map classes one to one, at the same size, one level per
 * operation: the three perfect mazes at 81x51 (a 40x25 lattice for both sides), Rogue's 3x3 rooms
 * and the empty arena at 80x50. Checksums count open cells. The mazes open the same number of cells
 * on both sides (every lattice cell and cells - 1 passages); rot's Rogue rooms run larger than ours
 * by default and our corridors are drawn differently, so only the rogue magnitudes compare; the
 * arenas match exactly. Our maze time includes the two searches that place start and exit, which
 * rot does not do.
 */
/**
 * A side whose timed function runs with console.log silenced: rot's Rogue logs "-- Unable to
 * connect room." for about 2% of its maps (when its grid walk finds no further link for a room),
 * and writing those lines would be timed as rot's work. Each side runs in its own process, whose result goes out through
 * process.stdout.write, so nothing else is lost.
 */
function quiet(side: BenchSide): BenchSide {
  return {
    label: side.label,
    setup() {
      console.log = () => undefined;
      return side.setup();
    },
  };
}

export const cases: BenchCase[] = [
  {
    group: 'gen',
    name: 'maze-eller 81x51 (rot: EllerMaze)',
    ours: ourGenerator("generate('maze-eller') 81x51", (seed) =>
      generate('maze-eller', { width: 81, height: 51, seed }),
    ),
    rot: rotGenerator('ROT.Map.EllerMaze 81x51', () => new ROT.Map.EllerMaze(81, 51)),
  },
  {
    group: 'gen',
    name: 'maze-divided 81x51 (rot: DividedMaze)',
    ours: ourGenerator("generate('maze-divided') 81x51", (seed) =>
      generate('maze-divided', { width: 81, height: 51, seed }),
    ),
    rot: rotGenerator('ROT.Map.DividedMaze 81x51', () => new ROT.Map.DividedMaze(81, 51)),
  },
  {
    group: 'gen',
    name: 'maze-icey 81x51 regularity 0 (rot: IceyMaze)',
    ours: ourGenerator("generate('maze-icey') 81x51", (seed) =>
      generate('maze-icey', { width: 81, height: 51, seed }),
    ),
    rot: rotGenerator('ROT.Map.IceyMaze 81x51', () => new ROT.Map.IceyMaze(81, 51, 0)),
  },
  {
    group: 'gen',
    name: 'rogue 80x50 3x3 (rot: Rogue)',
    ours: ourGenerator("generate('rogue') 80x50", (seed) =>
      generate('rogue', { width: 80, height: 50, seed }),
    ),
    rot: quiet(rotGenerator('ROT.Map.Rogue 80x50', () => new ROT.Map.Rogue(80, 50, {}))),
  },
  {
    group: 'gen',
    name: 'arena 80x50 (rot: Arena)',
    ours: ourGenerator("generate('arena') 80x50", (seed) =>
      generate('arena', { width: 80, height: 50, seed }),
    ),
    rot: rotGenerator('ROT.Map.Arena 80x50', () => new ROT.Map.Arena(80, 50)),
  },
];
