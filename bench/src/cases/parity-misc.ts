import { createNameGenerator, createNoise2D, createRng, createScheduler } from '@hullbreach/toolkit';
import * as ROT from 'rot-js';
import type { BenchCase } from '../case.js';

/** Actors per scheduler and turns taken per operation. */
const ACTORS = 100;
const TURNS = 10_000;

/** Speeds 1..10 (many exact ties) and per-action durations 1..5, the same for both sides. */
function actorTable(): { speeds: number[]; durations: number[] } {
  const rng = createRng('parity-schedule');
  const speeds = Array.from({ length: ACTORS }, () => rng.int(1, 10));
  const durations = Array.from({ length: 1024 }, () => rng.int(1, 5));
  return { speeds, durations };
}

const scheduleSpeed: BenchCase = {
  group: 'parity',
  name: `scheduler speed ${ACTORS} actors ${TURNS} turns`,
  ours: {
    label: 'createScheduler speed',
    setup() {
      const { speeds } = actorTable();
      return () => {
        const s = createScheduler();
        for (let i = 0; i < ACTORS; i++) s.add(i, { speed: speeds[i] });
        let sum = 0;
        for (let t = 0; t < TURNS; t++) sum += s.next()!.id as number;
        return sum;
      };
    },
  },
  rot: {
    label: 'ROT.Scheduler.Speed',
    setup() {
      const { speeds } = actorTable();
      const actors = speeds.map((speed, id) => ({ id, getSpeed: () => speed }));
      return () => {
        const s = new ROT.Scheduler.Speed<{ id: number; getSpeed(): number }>();
        for (const a of actors) s.add(a, true);
        let sum = 0;
        for (let t = 0; t < TURNS; t++) sum += s.next()!.id;
        return sum;
      };
    },
  },
};

const scheduleAction: BenchCase = {
  group: 'parity',
  name: `scheduler action ${ACTORS} actors ${TURNS} turns`,
  ours: {
    label: 'createScheduler + reschedule',
    setup() {
      const { durations } = actorTable();
      return () => {
        const s = createScheduler();
        for (let i = 0; i < ACTORS; i++) s.add(i, { delay: 1, repeat: true });
        let sum = 0;
        for (let t = 0; t < TURNS; t++) {
          const id = s.next()!.id as number;
          s.reschedule(id, durations[t & 1023]);
          sum += id;
        }
        return sum;
      };
    },
  },
  rot: {
    label: 'ROT.Scheduler.Action + setDuration',
    setup() {
      const { durations } = actorTable();
      const actors = Array.from({ length: ACTORS }, (_, id) => ({ id }));
      return () => {
        const s = new ROT.Scheduler.Action<{ id: number }>();
        for (const a of actors) s.add(a, true, 1);
        let sum = 0;
        for (let t = 0; t < TURNS; t++) {
          const id = s.next()!.id;
          s.setDuration(durations[t & 1023]);
          sum += id;
        }
        return sum;
      };
    },
  },
};

/** Grid side of the noise case; samples at cell / 16, i.e. features about 16 cells across. */
const GRID = 256;

/** Counts the cells whose value is above 0 (the two sides use different permutations, so the counts differ). */
const noise2D: BenchCase = {
  group: 'parity',
  name: `simplex 2D ${GRID}x${GRID}`,
  ours: {
    label: 'createNoise2D',
    setup() {
      const noise = createNoise2D('parity-noise');
      return () => {
        let above = 0;
        for (let y = 0; y < GRID; y++) {
          for (let x = 0; x < GRID; x++) if (noise(x / 16, y / 16) > 0) above++;
        }
        return above;
      };
    },
  },
  rot: {
    label: 'ROT.Noise.Simplex',
    setup() {
      ROT.RNG.setSeed(1234);
      const noise = new ROT.Noise.Simplex();
      return () => {
        let above = 0;
        for (let y = 0; y < GRID; y++) {
          for (let x = 0; x < GRID; x++) if (noise.get(x / 16, y / 16) > 0) above++;
        }
        return above;
      };
    },
  },
};

/**
 * The floor under 2D simplex noise: the formula's own arithmetic per sample (skew into the
 * lattice, pick the triangle, three corners' falloff and gradient dot products) with every corner
 * taking one fixed gradient, so no permutation or gradient table is read. Any simplex noise does
 * at least this much per sample, so floor/rot bounds what ours/rot can reach.
 */
const noise2DFloor: BenchCase = {
  group: 'parity',
  name: `floor of simplex 2D ${GRID}x${GRID}: the formula without its tables`,
  ours: {
    label: 'simplex arithmetic, fixed gradient',
    setup() {
      const F2 = (Math.sqrt(3) - 1) / 2;
      const G2 = (3 - Math.sqrt(3)) / 6;
      const corner = (dx: number, dy: number): number => {
        let t = 0.5 - dx * dx - dy * dy;
        if (t <= 0) return 0;
        t *= t;
        return t * t * (0.8 * dx + 0.6 * dy);
      };
      const formula = (x: number, y: number): number => {
        const s = (x + y) * F2;
        const i = Math.floor(x + s);
        const j = Math.floor(y + s);
        const u = (i + j) * G2;
        const x0 = x - i + u;
        const y0 = y - j + u;
        const i1 = x0 > y0 ? 1 : 0;
        const j1 = 1 - i1;
        return (
          70 *
          (corner(x0, y0) + corner(x0 - i1 + G2, y0 - j1 + G2) + corner(x0 - 1 + 2 * G2, y0 - 1 + 2 * G2))
        );
      };
      return () => {
        let above = 0;
        for (let y = 0; y < GRID; y++) {
          for (let x = 0; x < GRID; x++) if (formula(x / 16, y / 16) > 0) above++;
        }
        return above;
      };
    },
  },
  rot: noise2D.rot,
};

/** Training words for the name generators (invented for this bench). */
const WORDS = [
  'kestrel', 'harrow', 'meridian', 'solace', 'vantage', 'corvus', 'tamsin', 'halcyon', 'orison',
  'palisade', 'sorrel', 'vesper', 'caliban', 'marisol', 'tethys', 'aurelia', 'bastion', 'cassia',
  'dunmore', 'elspeth', 'fennick', 'galloway', 'hesketh', 'imrie', 'jessamy', 'kinloch', 'lowrie',
  'montrose', 'nairn', 'ossian', 'pellam', 'quillon', 'rathlin', 'strome', 'torrance', 'ullapool',
  'varrick', 'wendover', 'yarrow', 'zennor', 'arbroath', 'brodick', 'carrick', 'dornoch', 'eyemouth',
]; // prettier-ignore
const NAMES = 1000;

const names: BenchCase = {
  group: 'parity',
  name: `names order 3, ${WORDS.length} samples, ${NAMES} names`,
  ours: {
    label: 'createNameGenerator',
    setup() {
      // Length bounds wide enough not to steer the chain, as rot has none.
      const gen = createNameGenerator(WORDS, {
        seed: 'parity-names',
        order: 3,
        prior: 0.001,
        minLength: 1,
        maxLength: 60,
      });
      return () => {
        let chars = 0;
        for (let i = 0; i < NAMES; i++) chars += gen.next().length;
        return chars;
      };
    },
  },
  rot: {
    label: 'ROT.StringGenerator',
    setup() {
      ROT.RNG.setSeed(1234);
      const gen = new ROT.StringGenerator({ order: 3, prior: 0.001 });
      for (const w of WORDS) gen.observe(w);
      return () => {
        let chars = 0;
        for (let i = 0; i < NAMES; i++) chars += gen.generate().length;
        return chars;
      };
    },
  },
};

/** Draws per operation for the Rng cases. */
const DRAWS = 100_000;

const normal: BenchCase = {
  group: 'parity',
  name: `rng normal ${DRAWS} draws`,
  ours: {
    label: 'rng.normal',
    setup() {
      const rng = createRng('parity-normal');
      return () => {
        let within = 0;
        for (let i = 0; i < DRAWS; i++) if (Math.abs(rng.normal(0, 1)) < 1) within++;
        return Math.round(within / 1000);
      };
    },
  },
  rot: {
    label: 'ROT.RNG.getNormal',
    setup() {
      ROT.RNG.setSeed(1234);
      return () => {
        let within = 0;
        for (let i = 0; i < DRAWS; i++) if (Math.abs(ROT.RNG.getNormal(0, 1)) < 1) within++;
        return Math.round(within / 1000);
      };
    },
  },
};

/** A loot table of eight entries. */
const TABLE: Record<string, number> = {
  nothing: 40,
  ammo: 20,
  medkit: 8,
  battery: 12,
  armour: 3,
  rifle: 2,
  oxygen: 10,
  keycard: 5,
};

const weighted: BenchCase = {
  group: 'parity',
  name: `rng weighted 8 keys ${DRAWS} picks`,
  ours: {
    label: 'rng.weighted',
    setup() {
      const rng = createRng('parity-weighted');
      return () => {
        let ammo = 0;
        for (let i = 0; i < DRAWS; i++) if (rng.weighted(TABLE) === 'ammo') ammo++;
        return Math.round(ammo / 1000);
      };
    },
  },
  rot: {
    label: 'ROT.RNG.getWeightedValue',
    setup() {
      ROT.RNG.setSeed(1234);
      return () => {
        let ammo = 0;
        for (let i = 0; i < DRAWS; i++) if (ROT.RNG.getWeightedValue(TABLE) === 'ammo') ammo++;
        return Math.round(ammo / 1000);
      };
    },
  },
};

/** The same picks through a table prepared once (`rng.weightedTable(table).pick()`), as a loot roll in a loop would. */
const weightedTable: BenchCase = {
  group: 'parity',
  name: `rng weightedTable 8 keys ${DRAWS} picks`,
  ours: {
    label: 'rng.weightedTable(table).pick',
    setup() {
      const loot = createRng('parity-weighted').weightedTable(TABLE);
      return () => {
        let ammo = 0;
        for (let i = 0; i < DRAWS; i++) if (loot.pick() === 'ammo') ammo++;
        return Math.round(ammo / 1000);
      };
    },
  },
  rot: weighted.rot,
};

export const cases: BenchCase[] = [
  scheduleSpeed,
  scheduleAction,
  noise2D,
  noise2DFloor,
  names,
  normal,
  weighted,
  weightedTable,
];
