import fc from 'fast-check';
import { GENERATOR_KINDS, parseSeedText, type GeneratorKind } from '@hullbreach/toolkit';
import { describe, expect, it } from 'vitest';
import { GENERATOR_PARAMS } from './kinds.js';
import { NAME_SAMPLES, WFC_SAMPLES } from './samples.js';
import {
  generatorOptions,
  labSettingsQuery,
  LIMITS,
  OVERLAYS,
  readLabSettings,
  WFC_PALETTE,
  type LabSettings,
} from './settings.js';

const point = fc.record({ x: fc.nat(300), y: fc.nat(300) });

/** Built once, outside any chain: each fc.stringMatching call compiles its pattern, slow to repeat per run. */
const paramValue = fc.stringMatching(/^[a-z0-9.]{1,6}$/);
const wordSeed = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/);

const view = fc.record({
  overlays: fc.subarray([...OVERLAYS]),
  fovTool: fc.constantFrom('eye' as const, 'wall' as const, 'floor' as const),
  edits: fc.array(
    fc.record({ x: fc.nat(300), y: fc.nat(300), tile: fc.constantFrom('wall' as const, 'floor' as const) }),
    {
      maxLength: 5,
    },
  ),
  eye: fc.option(point, { nil: undefined }),
  radius: fc.integer({ min: 1, max: 60 }),
  fovView: fc.constantFrom('overlay' as const, 'side' as const),
  goals: fc.array(point, { maxLength: 4 }),
  from: fc.option(point, { nil: undefined }),
  to: fc.option(point, { nil: undefined }),
});

/** A number within one of the settings' limits (never -0, which a URL cannot tell from 0). */
const within = ([min, max]: readonly [number, number]): fc.Arbitrary<number> =>
  fc.double({ min, max, noNaN: true }).map((v) => v + 0);
const int = ([min, max]: readonly [number, number]): fc.Arbitrary<number> => fc.integer({ min, max });
const seedArb = fc.oneof(fc.nat(), wordSeed);

const path = fc.record({
  click: fc.constantFrom('goals' as const, 'astar' as const),
  heat: fc.constantFrom('dijkstra' as const, 'flee' as const),
  topology: fc.constantFrom(4 as const, 8 as const),
});

const drawn = fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 10 })).chain(([w, h]) =>
  fc.array(
    fc.array(fc.constantFrom(...WFC_PALETTE), { minLength: w, maxLength: w }).map((r) => r.join('')),
    { minLength: h, maxLength: h },
  ),
);

const wfc = fc.record({
  sample: fc.constantFrom(...Object.keys(WFC_SAMPLES)),
  drawn: fc.option(drawn, { nil: undefined }),
  n: fc.integer({ min: 2, max: 4 }),
  symmetry: fc.constantFrom(1, 2, 4, 8),
  wrapIn: fc.boolean(),
  wrapOut: fc.boolean(),
  width: int(LIMITS.wfcSide),
  height: int(LIMITS.wfcSide),
  seed: fc.stringMatching(/^[a-z0-9]{1,6}$/),
  steps: int(LIMITS.wfcSteps),
});

const light = fc.record({
  lights: fc.array(
    fc.record({
      x: fc.nat(300),
      y: fc.nat(300),
      color: fc.integer({ min: 0, max: 0xffffff }),
      radius: int(LIMITS.lightRadius),
    }),
    { maxLength: 5 },
  ),
  color: fc.integer({ min: 0, max: 0xffffff }),
  radius: int(LIMITS.lightRadius),
  height: fc.option(within(LIMITS.lightHeight), { nil: undefined }),
  focus: within(LIMITS.lightFocus),
  bounces: int(LIMITS.lightBounces),
});

const noise = fc.record({
  dims: fc.constantFrom(2 as const, 3 as const),
  seed: seedArb,
  width: int(LIMITS.noiseSide),
  height: int(LIMITS.noiseSide),
  scale: within(LIMITS.noiseScale),
  octaves: int(LIMITS.octaves),
  lacunarity: within(LIMITS.lacunarity),
  gain: within(LIMITS.gain),
  z: within(LIMITS.z),
});

const namesArb = fc.record({
  set: fc.constantFrom(...Object.keys(NAME_SAMPLES)),
  samples: fc.option(fc.array(fc.stringMatching(/^[A-Za-z]{1,8}$/), { minLength: 1, maxLength: 6 }), {
    nil: undefined,
  }),
  order: int(LIMITS.order),
  prior: within(LIMITS.prior),
  seed: seedArb,
  count: int(LIMITS.count),
});

const line = fc.record({ a: fc.option(point, { nil: undefined }), b: fc.option(point, { nil: undefined }) });

const schedule = fc.record({
  actors: fc.array(
    fc.record({ name: fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/), speed: within(LIMITS.speed) }),
    { minLength: 1, maxLength: 6 },
  ),
  turns: int(LIMITS.turns),
});

const rng = fc.record({
  seed: seedArb,
  draw: fc.constantFrom('next' as const, 'int' as const, 'dice' as const, 'normal' as const),
  dice: fc.stringMatching(/^[1-9]d(4|6|8|20)$/),
  count: int(LIMITS.draws),
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
    path,
    wfc,
    light,
    noise,
    names: namesArb,
    line,
    schedule,
    rng,
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
        const { gen: _gen, ...rest } = back;
        const { gen: _original, ...originalRest } = original;
        expect(rest).toEqual(originalRest);
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

  it('says which values of the address it could not use, and what it shows instead', () => {
    const problems: string[] = [];
    const got = readLabSettings(
      '?kind=cellular&width=5000&height=0&radius=99&wfcwidth=2&octaves=40&noisescale=x&lights=1,2,zz,3&click=both',
      problems,
    );
    expect(got.gen.width).toBe(80);
    expect(problems).toEqual([
      'width=5000 is out of range (1 to 1024): showing 80',
      'height=0 is out of range (1 to 1024): showing 50',
      'radius=99 is out of range (1 to 60): showing 10',
      'click=both is not one of goals, astar: showing goals',
      'wfcwidth=2 is out of range (4 to 128): showing 40',
      'lights: 1,2,zz,3 is not X,Y,RRGGBB,RADIUS (radius 1 to 40): left out',
      'noisescale=x is not a number: showing 0.05',
      'octaves=40 is out of range (1 to 32): showing 4',
    ]);
    const none: string[] = [];
    readLabSettings(`?${labSettingsQuery(got)}`, none);
    expect(none).toEqual([]);
  });
});
