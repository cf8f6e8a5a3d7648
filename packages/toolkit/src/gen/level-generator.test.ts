import { describe, expect, it } from 'vitest';
import { createRng } from '../rng/rng.js';
import { createLevelGenerator, generate, GENERATOR_KINDS, generateWithStages } from './generate.js';
import { levelToAscii } from './level.js';

/** A size every kind accepts at its defaults, except the kinds with their own fixed size. */
const sizeOf = (kind: string, rng: ReturnType<typeof createRng>): { width: number; height: number } =>
  kind === 'chunk'
    ? { width: 32, height: 32 }
    : kind === 'ship'
      ? { width: rng.int(32, 48), height: rng.int(24, 32) }
      : { width: rng.int(20, 48), height: rng.int(14, 32) };

describe('createLevelGenerator', () => {
  it('gives the same levels as the plain functions over a run of kinds, sizes and seeds', () => {
    const held = createLevelGenerator();
    const rng = createRng('mixed run');
    for (let k = 0; k < 60; k++) {
      const kind = rng.pick(GENERATOR_KINDS);
      const options = { ...sizeOf(kind, rng), seed: rng.int(0, 1e6) };
      const mine = held.generate(kind, options);
      const plain = generate(kind, options);
      expect(mine.tiles, `${kind} ${JSON.stringify(options)}`).toEqual(plain.tiles);
      expect(mine.start).toEqual(plain.start);
      expect(mine.exit).toEqual(plain.exit);
    }
  });

  it('reports the same stages as generateWithStages', () => {
    const held = createLevelGenerator();
    for (const kind of ['station', 'bsp'] as const) {
      for (const seed of [1, 2]) {
        const options = { width: 40, height: 24, seed };
        const mine = held.generateWithStages(kind, options);
        const plain = generateWithStages(kind, options);
        expect(mine.stages.map((s) => [s.name, levelToAscii(s.level)])).toEqual(
          plain.stages.map((s) => [s.name, levelToAscii(s.level)]),
        );
      }
    }
  });

  it('names an unknown kind and options that are not an object', () => {
    const held = createLevelGenerator();
    expect(() => held.generate('castle' as 'bsp', { width: 20, height: 20, seed: 1 })).toThrow(
      /unknown generator kind "castle"/,
    );
    expect(() =>
      generate('bsp', undefined as unknown as { width: number; height: number; seed: number }),
    ).toThrow(/^generate: options must be an object/);
  });
});
