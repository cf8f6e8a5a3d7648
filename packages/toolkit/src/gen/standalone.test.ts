import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLevelGenerator, generate, generateWithStages, GENERATOR_KINDS } from './generate.js';
import * as gen from './index.js';
import type { GeneratorKind, GeneratorOptionsMap, RoomsOptions } from './kinds.js';
import { generatorFunctionName } from './options.js';
import { GENERATOR_DEFAULT_SIZES } from './default-sizes.js';

type Standalone = (options: object) => unknown;
const standalone = gen as unknown as Record<string, Standalone>;

/** The smallest size every kind accepts is its default; chunks are 32x32. */
function optionsFor(kind: GeneratorKind, seed: number | string): GeneratorOptionsMap[GeneratorKind] {
  const { width, height } = GENERATOR_DEFAULT_SIZES[kind];
  return { width, height, seed };
}

describe('generate<Kind> functions', () => {
  it('exist for every kind under the name generate + the kind in PascalCase', () => {
    for (const kind of GENERATOR_KINDS) {
      const name = generatorFunctionName(kind);
      expect(typeof standalone[name], name).toBe('function');
    }
    expect(generatorFunctionName('maze-eller')).toBe('generateMazeEller');
  });

  it('give exactly the level generate(kind, options) gives', () => {
    const cheap = GENERATOR_KINDS.filter((k) => k !== 'station' && k !== 'ship');
    fc.assert(
      fc.property(fc.constantFrom(...cheap), fc.oneof(fc.integer(), fc.string()), (kind, seed) => {
        const options = optionsFor(kind, seed);
        expect(standalone[generatorFunctionName(kind)](options)).toEqual(generate(kind, options));
      }),
      { numRuns: 60 },
    );
    for (const kind of ['station', 'ship'] as const) {
      const options = optionsFor(kind, 7);
      expect(standalone[generatorFunctionName(kind)](options)).toEqual(generate(kind, options));
    }
  });

  it('refuse an unknown option naming themselves, as generate does', () => {
    for (const kind of GENERATOR_KINDS) {
      const name = generatorFunctionName(kind);
      const options = { ...optionsFor(kind, 1), sed: 2 };
      expect(() => standalone[name](options)).toThrow(
        new RegExp(`^${name}: unknown option "sed" \\(did you mean "seed"\\?\\)`),
      );
      expect(() => generate(kind, options as never)).toThrow(RangeError);
      expect(() => standalone[name](null as never)).toThrow(
        new RegExp(`^${name}: options must be an object`),
      );
    }
  });

  it('start every error about a value with their own name, through generate and a held generator too', () => {
    const held = createLevelGenerator();
    for (const kind of GENERATOR_KINDS) {
      const name = generatorFunctionName(kind);
      const tooThin = { ...optionsFor(kind, 1), width: 2 };
      const noSeed = { ...optionsFor(kind, 1), seed: Number.NaN };
      for (const options of [tooThin, noSeed]) {
        const named = new RegExp(`^${name}: option "(width|seed)" must be`);
        expect(() => standalone[name](options), kind).toThrow(named);
        expect(() => generate(kind, options as never), kind).toThrow(named);
        expect(() => held.generate(kind, options as never), kind).toThrow(named);
        expect(() => generateWithStages(kind, options as never), kind).toThrow(named);
      }
    }
    // The generators' own checks too, not only the option readers'.
    expect(() => standalone.generateRogue({ width: 5, height: 5, seed: 1 })).toThrow(
      /^generateRogue: option "gridWidth" \(3\) leaves no space/,
    );
    // An error that already names a function is left as it is.
    expect(() => generate('no-such-kind' as GeneratorKind, optionsFor('caves', 1) as never)).toThrow(
      /^generate: unknown generator kind "no-such-kind"/,
    );
  });

  it('name a misspelt width, height or seed as an unknown option before asking for the real one', () => {
    for (const kind of GENERATOR_KINDS) {
      const name = generatorFunctionName(kind);
      const right = optionsFor(kind, 1) as unknown as Record<string, unknown>;
      for (const [key, typo] of [
        ['width', 'Width'],
        ['height', 'heigth'],
        ['seed', 'Seed'],
      ]) {
        const { [key]: value, ...rest } = right;
        const options = { ...rest, [typo]: value };
        expect(() => standalone[name](options), `${kind} ${typo}`).toThrow(
          new RegExp(`^${name}: unknown option "${typo}" \\(did you mean "${key}"\\?\\)`),
        );
      }
    }
  });
});

describe('generate: options checked when it compiles and when it runs', () => {
  it('refuses an extra key in a literal and in an object held in a variable', () => {
    const held = { width: 40, height: 20, seed: 1, romMax: 6 };
    const fine = { width: 40, height: 20, seed: 1, roomMax: 6 };
    const make = (): void => {
      // @ts-expect-error a literal with a key rooms does not take
      generate('rooms', { width: 40, height: 20, seed: 1, romMax: 6 });
      // @ts-expect-error a held object with a key rooms does not take
      generate('rooms', held);
      // @ts-expect-error the same for the standalone function
      gen.generateRooms(held);
      // @ts-expect-error and for a held generator
      createLevelGenerator().generate('rooms', held);
      // @ts-expect-error and with stages
      generateWithStages('rooms', held);
    };
    expect(make).toThrow(/^generateRooms: unknown option "romMax" \(did you mean "roomMax"\?\)/);
    expect(() => generate('rooms', held as never)).toThrow(RangeError);
    expect(() => gen.generateRooms(held as never)).toThrow(RangeError);
    expect(() => createLevelGenerator().generate('rooms', held as never)).toThrow(RangeError);
    expect(() => generateWithStages('rooms', held as never)).toThrow(RangeError);
    // Held objects with only known keys compile, typed or not.
    const typed: RoomsOptions = fine;
    expect(generate('rooms', fine).width).toBe(40);
    expect(gen.generateRooms(typed).tiles).toEqual(generate('rooms', typed).tiles);
  });
});
