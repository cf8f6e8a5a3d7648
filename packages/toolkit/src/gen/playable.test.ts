import { describe, expect, it } from 'vitest';
import { labelRegions } from '../grid/regions.js';
import { createRng } from '../rng/rng.js';
import { GENERATOR_KINDS, generate, type GeneratorKind } from './generate.js';
import { isWalkableTile, walkableMask, type Level } from './level.js';

/** Sizes each kind is tried at: [min width, max width, min height, max height]. */
const SIZES: Record<GeneratorKind, readonly [number, number, number, number]> = {
  station: [12, 64, 10, 32],
  ship: [32, 64, 24, 40],
  cellular: [3, 80, 3, 50],
  caves: [5, 100, 5, 57],
  features: [5, 80, 5, 50],
  rooms: [5, 80, 5, 50],
  bsp: [9, 80, 8, 50],
  chunk: [32, 32, 32, 32],
  'maze-eller': [5, 81, 5, 51],
  'maze-divided': [5, 81, 5, 51],
  'maze-icey': [5, 81, 5, 51],
  rogue: [20, 80, 15, 50],
  arena: [4, 80, 4, 50],
};

/** Kinds whose rim is not all solid, and why: a chunk's doors sit on its rim, to join its neighbours. */
const OPEN_RIM: readonly GeneratorKind[] = ['chunk'];
/** Kinds without a start and an exit, and why: a chunk is one piece of an endless world. */
const NO_START: readonly GeneratorKind[] = ['chunk'];

const onRim = (level: Level, i: number): boolean => {
  const x = i % level.width;
  const y = Math.floor(i / level.width);
  return x === 0 || y === 0 || x === level.width - 1 || y === level.height - 1;
};

describe('every generator kind, default options', () => {
  it('lists a size range for every kind', () => {
    expect([...GENERATOR_KINDS].sort()).toEqual(Object.keys(SIZES).sort());
  });

  for (const kind of GENERATOR_KINDS) {
    it(`${kind}: over 200 seeds, one 4-connected walkable region inside a solid rim, start and exit on it`, () => {
      const sizes = createRng(`sizes for ${kind}`);
      const [w0, w1, h0, h1] = SIZES[kind];
      for (let seed = 0; seed < 200; seed++) {
        const width = sizes.int(w0, w1);
        const height = sizes.int(h0, h1);
        const level: Level = generate(kind, { width, height, seed });
        expect(level.width).toBe(width);
        expect(level.height).toBe(height);
        const walk = walkableMask(level);
        const regions = labelRegions(level, walk, 4);
        expect(regions.sizes.length).toBe(1);
        if (!OPEN_RIM.includes(kind)) {
          for (let i = 0; i < walk.length; i++) if (onRim(level, i)) expect(walk[i]).toBe(0);
        }
        if (NO_START.includes(kind)) continue;
        const { start, exit } = level;
        if (start === undefined || exit === undefined)
          throw new Error(`${kind} seed ${seed}: no start or exit`);
        expect(isWalkableTile(level.tiles[start.y * width + start.x])).toBe(true);
        expect(isWalkableTile(level.tiles[exit.y * width + exit.x])).toBe(true);
        if (regions.sizes[0] > 1) expect(start).not.toEqual(exit);
      }
    });
  }
});
