import fc from 'fast-check';
import { GENERATOR_KINDS, parseSeedText, type GeneratorKind } from '@hullbreach/toolkit';
import { describe, expect, it } from 'vitest';
import { GENERATOR_PARAMS } from './kinds.js';
import { generatorOptions, labSettingsQuery, readLabSettings, type LabSettings } from './settings.js';

const point = fc.record({ x: fc.nat(300), y: fc.nat(300) });

/** Built once, outside any chain: each fc.stringMatching call compiles its pattern, slow to repeat per run. */
const paramValue = fc.stringMatching(/^[a-z0-9.]{1,6}$/);
const wordSeed = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/);

const view = fc.record({
  eye: fc.option(point, { nil: undefined }),
  radius: fc.integer({ min: 1, max: 60 }),
  fovView: fc.constantFrom('overlay' as const, 'side' as const),
  goals: fc.array(point, { maxLength: 4 }),
  from: fc.option(point, { nil: undefined }),
  to: fc.option(point, { nil: undefined }),
});

/** Settings of one kind, with a few distinct parameter names (fc.dictionary spins over so few keys). */
function settingsOf(kind: GeneratorKind): fc.Arbitrary<LabSettings> {
  const names = [...GENERATOR_PARAMS[kind].map((p) => p.name), 'notAParam'];
  const params = fc
    .shuffledSubarray(names, { maxLength: Math.min(4, names.length) })
    .chain((chosen) =>
      fc
        .tuple(...chosen.map(() => paramValue))
        .map((values) => Object.fromEntries(chosen.map((name, k) => [name, values[k]]))),
    );
  return fc.record({
    gen: fc.record({
      kind: fc.constant(kind),
      seed: fc.oneof(fc.nat(), wordSeed),
      width: fc.integer({ min: 1, max: 1024 }),
      height: fc.integer({ min: 1, max: 1024 }),
      params,
      stage: fc.option(fc.nat(20), { nil: undefined }),
    }),
    view,
  });
}

const settings = fc.oneof(...GENERATOR_KINDS.map(settingsOf));

describe('lab settings', () => {
  it('reads back from its URL everything it wrote (parameters the kind does not take are dropped)', () => {
    fc.assert(
      fc.property(settings, (original) => {
        const back = readLabSettings(`?${labSettingsQuery(original)}`);
        const taken = new Set(GENERATOR_PARAMS[original.gen.kind].map((p) => p.name));
        const params = Object.fromEntries(Object.entries(original.gen.params).filter(([k]) => taken.has(k)));
        // A numeric-looking seed comes back as a number, as the CLI would read it.
        expect(back.gen).toEqual({ ...original.gen, seed: parseSeedText(String(original.gen.seed)), params });
        expect(back.view).toEqual(original.view);
      }),
      { numRuns: 300 },
    );
  });

  it('gives generate the options hullbreach gen would build', () => {
    const gen = readLabSettings(
      '?kind=cellular&seed=kestrel&width=30&height=20&mode=rule&p=47.5&border=false',
    ).gen;
    expect(generatorOptions(gen)).toStrictEqual({
      mode: 'rule',
      p: 47.5,
      border: false,
      width: 30,
      height: 20,
      seed: 'kestrel',
    });
  });

  it('falls back to the defaults on a bare or malformed URL', () => {
    const bare = readLabSettings('');
    expect(bare.gen).toEqual({
      kind: 'station',
      seed: 1,
      width: 40,
      height: 24,
      params: {},
      stage: undefined,
    });
    const bad = readLabSettings('?kind=nope&width=0&height=5000&stage=-1&eye=1;2&radius=x');
    expect(bad.gen).toEqual({
      kind: 'station',
      seed: 1,
      width: 40,
      height: 24,
      params: {},
      stage: undefined,
    });
    expect(bad.view.eye).toBeUndefined();
    expect(bad.view.radius).toBe(10);
  });
});
