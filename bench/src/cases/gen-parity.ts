import { generate, type Level } from '@hullbreach/toolkit';
import * as ROT from 'rot-js';
import type { BenchCase, BenchSide } from '../case.js';
import { ourGenerator, rotGenerator, SEEDS, walkable } from '../gen-sides.js';

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

/**
 * The floor under a generator's time: the writes its result needs and nothing else. Outside the
 * timing it generates the level of every seed and keeps its most common tile code and the index
 * and code of every other cell; each operation then allocates the tile array, fills it with the
 * common code, writes the other cells, and takes the same checksum as `ourGenerator`. No
 * generator that returns this level can run faster, so floor/rot bounds what ours/rot can reach.
 */
function floorOf(label: string, make: (seed: number) => Level): BenchSide {
  return {
    label,
    setup() {
      const levels = Array.from({ length: SEEDS }, (_, seed) => {
        const { tiles } = make(seed);
        const counts = new Int32Array(256);
        for (const t of tiles) counts[t]++;
        const common = counts.indexOf(Math.max(...counts));
        const others: number[] = [];
        for (let i = 0; i < tiles.length; i++) if (tiles[i] !== common) others.push(i);
        const codes = Uint8Array.from(others, (i) => tiles[i]);
        return { size: tiles.length, common, others: Int32Array.from(others), codes };
      });
      let seed = 0;
      return () => {
        const { size, common, others, codes } = levels[seed++ % SEEDS];
        const tiles = new Uint8Array(size).fill(common);
        for (let k = 0; k < others.length; k++) tiles[others[k]] = codes[k];
        return walkable({ width: 0, height: 0, tiles, rooms: [], doors: [], windows: [] });
      };
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
  {
    group: 'gen',
    name: 'floor of maze-eller 81x51: the writes of its tiles (rot: EllerMaze)',
    ours: floorOf('maze-eller floor 81x51', (seed) =>
      generate('maze-eller', { width: 81, height: 51, seed }),
    ),
    rot: rotGenerator('ROT.Map.EllerMaze 81x51', () => new ROT.Map.EllerMaze(81, 51)),
  },
  {
    group: 'gen',
    name: 'floor of rogue 80x50: the writes of its tiles (rot: Rogue)',
    ours: floorOf('rogue floor 80x50', (seed) => generate('rogue', { width: 80, height: 50, seed })),
    rot: quiet(rotGenerator('ROT.Map.Rogue 80x50', () => new ROT.Map.Rogue(80, 50, {}))),
  },
  {
    group: 'gen',
    name: 'floor of arena 80x50: the writes of its tiles (rot: Arena)',
    ours: floorOf('arena floor 80x50', (seed) => generate('arena', { width: 80, height: 50, seed })),
    rot: rotGenerator('ROT.Map.Arena 80x50', () => new ROT.Map.Arena(80, 50)),
  },
];
