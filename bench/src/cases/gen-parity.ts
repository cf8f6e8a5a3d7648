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
 * arenas match exactly. Our maze time includes the option checks, the seeded stream and the level
 * record; with the default `ends: 'corners'` no search places start and exit.
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

type Numbers = Uint8Array | Int16Array | Int32Array | Float64Array;

/** One typed-array field of a level as the floor rebuilds it: its most common value and every other cell. */
interface FloorArray {
  readonly make: new (length: number) => Numbers;
  readonly length: number;
  readonly common: number;
  readonly others: Int32Array;
  readonly values: Float64Array;
}

function floorArray(array: Numbers): FloorArray {
  const counts = new Map<number, number>();
  for (const v of array) counts.set(v, (counts.get(v) ?? 0) + 1);
  let common = array[0];
  for (const [v, c] of counts) if (c > (counts.get(common) ?? 0)) common = v;
  const others: number[] = [];
  for (let i = 0; i < array.length; i++) if (array[i] !== common) others.push(i);
  return {
    make: array.constructor as new (length: number) => Numbers,
    length: array.length,
    common,
    others: Int32Array.from(others),
    values: Float64Array.from(others, (i) => array[i]),
  };
}

function rebuild(f: FloorArray): Numbers {
  const array = new f.make(f.length).fill(f.common);
  for (let k = 0; k < f.others.length; k++) array[f.others[k]] = f.values[k];
  return array;
}

/**
 * The floor under a generator's time: the writes its result needs and nothing else. Outside the
 * timing it generates the level of every seed and keeps each of its typed arrays (`tiles`, and
 * `roomOf` where the kind fills one) as its most common value plus the index and value of every
 * other cell; each operation then allocates those arrays, fills each with its common value,
 * writes the other cells, and takes the same checksum as `ourGenerator`. No generator that
 * returns this level can run faster, so floor/rot bounds what ours/rot can reach.
 */
function floorOf(label: string, make: (seed: number) => Level): BenchSide {
  return {
    label,
    setup() {
      const levels = Array.from({ length: SEEDS }, (_, seed) => {
        const level = make(seed) as unknown as Record<string, unknown>;
        const tiles = floorArray(level.tiles as Uint8Array);
        const rest = Object.entries(level)
          .filter(([key, value]) => key !== 'tiles' && ArrayBuffer.isView(value))
          .map(([, value]) => floorArray(value as Numbers));
        return { tiles, rest };
      });
      let seed = 0;
      return () => {
        const { tiles, rest } = levels[seed++ % SEEDS];
        for (const f of rest) rebuild(f);
        const built = rebuild(tiles) as Uint8Array;
        return walkable({ width: 0, height: 0, tiles: built, rooms: [], doors: [], windows: [] });
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
    name: 'floor of maze-eller 81x51: the writes of its result (rot: EllerMaze)',
    ours: floorOf('maze-eller floor 81x51', (seed) =>
      generate('maze-eller', { width: 81, height: 51, seed }),
    ),
    rot: rotGenerator('ROT.Map.EllerMaze 81x51', () => new ROT.Map.EllerMaze(81, 51)),
  },
  {
    group: 'gen',
    name: 'floor of rogue 80x50: the writes of its result (rot: Rogue)',
    ours: floorOf('rogue floor 80x50', (seed) => generate('rogue', { width: 80, height: 50, seed })),
    rot: quiet(rotGenerator('ROT.Map.Rogue 80x50', () => new ROT.Map.Rogue(80, 50, {}))),
  },
  {
    group: 'gen',
    name: 'floor of arena 80x50: the writes of its result (rot: Arena)',
    ours: floorOf('arena floor 80x50', (seed) => generate('arena', { width: 80, height: 50, seed })),
    rot: rotGenerator('ROT.Map.Arena 80x50', () => new ROT.Map.Arena(80, 50)),
  },
];
