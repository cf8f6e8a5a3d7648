import {
  computeFov,
  computeLighting,
  createLevelGenerator,
  createNameGenerator,
  createNoise2D,
  createRng,
  createScheduler,
  createNoise3D,
  dijkstraMap,
  fbm2D,
  fbm3D,
  findPath,
  levelToAscii,
  line,
  overlappingWfc,
  type FovAlgorithm,
  type GenerationStage,
  type Level,
  type Light,
  type LightingOptions,
  type OpacityMap,
  type OverlappingOptions,
  type Point,
  type Topology,
  type WalkMap,
  type WfcResult,
} from '@hullbreach/toolkit';
import { NAME_SAMPLES } from './samples.js';
import type {
  LightSettings,
  NamesSettings,
  NoiseSettings,
  RngSettings,
  ScheduleSettings,
} from './settings.js';

/** How strongly the flee map prefers distance from the goals (Brogue's classic -1.2). */
export const FLEE_FACTOR = -1.2;

/**
 * The flee map of a Dijkstra map: every reachable cell starts at its distance times FLEE_FACTOR and
 * the map is relaxed again from all of them, so walking downhill leads away from the goals while
 * still rounding corners instead of cornering itself.
 */
export function fleeMapOf(walk: WalkMap, approach: Float64Array, topology: Topology): Float64Array {
  const goals: { x: number; y: number; cost: number }[] = [];
  for (let i = 0; i < approach.length; i++) {
    if (walk.walkable[i] !== 0 && Number.isFinite(approach[i])) {
      goals.push({ x: i % walk.width, y: Math.floor(i / walk.width), cost: approach[i] * FLEE_FACTOR });
    }
  }
  return dijkstraMap(walk, goals, { topology });
}

/** The stages of a generation as `hullbreach gen --stages` lists them: a `final` stage when the last differs. */
export function stagesWithFinal(level: Level, stages: readonly GenerationStage[]): GenerationStage[] {
  const list = [...stages];
  const last = list[list.length - 1];
  if (last === undefined || levelToAscii(last.level) !== levelToAscii(level))
    list.push({ name: 'final', level });
  return list;
}

/** The toolkit lights of the lighting pane's settings (every light shares the pane's falloff). */
export function lightsOf(settings: LightSettings): Light[] {
  return settings.lights.map((l) => ({
    x: l.x,
    y: l.y,
    color: l.color,
    radius: l.radius,
    ...(settings.height === undefined ? {} : { height: settings.height }),
    focus: settings.focus,
  }));
}

/** The `computeLighting` options of the lighting pane's settings: bounced light when asked for. */
export function lightingOptionsOf(settings: LightSettings): LightingOptions {
  return settings.bounces > 0 ? { reflection: { bounces: settings.bounces, reflectivity: 0.5 } } : {};
}

/** Characters from dark to bright for the text mirrors of light and noise. */
export const SHADES = ' .:-=+*#%@';

/** One shade character for a value in [0, 1] (clamped). */
export function shadeOf(t: number): string {
  const u = t > 0 ? (t < 1 ? t : 1) : 0;
  return SHADES[Math.min(SHADES.length - 1, Math.floor(u * SHADES.length))];
}

/** The brightness of a lit cell: the mean of its three channels. */
export function brightness(light: Float32Array, i: number): number {
  return (light[3 * i] + light[3 * i + 1] + light[3 * i + 2]) / 3;
}

/** The light on a map as text: one shade character per cell by its brightness. */
export function lightToText(width: number, height: number, light: Float32Array): string {
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    let row = '';
    for (let x = 0; x < width; x++) row += shadeOf(brightness(light, y * width + x));
    rows.push(row);
  }
  return rows.join('\n');
}

/** The noise pane's samples, row-major, each in [-1, 1]: fbm of seeded simplex noise, 2D or a 3D slice. */
export function noiseGrid(s: NoiseSettings): Float64Array {
  const out = new Float64Array(s.width * s.height);
  const options = { octaves: s.octaves, lacunarity: s.lacunarity, gain: s.gain };
  if (s.dims === 2) {
    const noise = createNoise2D(s.seed);
    for (let y = 0; y < s.height; y++)
      for (let x = 0; x < s.width; x++)
        out[y * s.width + x] = fbm2D(noise, x * s.scale, y * s.scale, options);
  } else {
    const noise = createNoise3D(s.seed);
    for (let y = 0; y < s.height; y++)
      for (let x = 0; x < s.width; x++)
        out[y * s.width + x] = fbm3D(noise, x * s.scale, y * s.scale, s.z, options);
  }
  return out;
}

/** Noise samples as text: one shade character per cell, -1 darkest to 1 brightest. */
export function noiseToText(width: number, height: number, values: Float64Array): string {
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    let row = '';
    for (let x = 0; x < width; x++) row += shadeOf((values[y * width + x] + 1) / 2);
    rows.push(row);
  }
  return rows.join('\n');
}

/** The samples the names pane learns from: the typed ones, else the named set's. */
export function nameSamplesOf(s: NamesSettings): readonly string[] {
  return s.samples ?? NAME_SAMPLES[s.set] ?? NAME_SAMPLES.stations;
}

/** The names pane's list: `count` names from one generator trained on the samples. */
export function namesOf(s: NamesSettings): string[] {
  const generator = createNameGenerator(nameSamplesOf(s), { seed: s.seed, order: s.order, prior: s.prior });
  const names: string[] = [];
  for (let k = 0; k < s.count; k++) names.push(generator.next());
  return names;
}

/** The scheduler pane's turns: who acts when, from a fresh scheduler with every actor added at its speed. */
export function scheduleTurns(s: ScheduleSettings): { name: string; time: number }[] {
  const scheduler = createScheduler<number>();
  s.actors.forEach((actor, k) => scheduler.add(k, { speed: actor.speed }));
  const turns: { name: string; time: number }[] = [];
  for (let k = 0; k < s.turns; k++) {
    const turn = scheduler.next();
    if (turn === undefined) break;
    turns.push({ name: s.actors[turn.id].name, time: turn.time });
  }
  return turns;
}

/** The random numbers pane's draws: `count` of the chosen kind from one stream of the seed. */
export function rngDraws(s: RngSettings): Float64Array {
  const rng = createRng(s.seed);
  const out = new Float64Array(s.count);
  for (let k = 0; k < s.count; k++) {
    out[k] =
      s.draw === 'next'
        ? rng.next()
        : s.draw === 'int'
          ? rng.int(1, 6)
          : s.draw === 'dice'
            ? rng.dice(s.dice)
            : rng.normal();
  }
  return out;
}

/** A piece of work the lab's worker can time, as plain data (it crosses to the worker by postMessage). */
export type Task =
  | { readonly task: 'generate'; readonly kind: string; readonly options: Record<string, unknown> }
  | {
      readonly task: 'fov';
      readonly map: OpacityMap;
      readonly eye: Point;
      readonly radius: number;
      readonly algorithm: FovAlgorithm;
    }
  | {
      readonly task: 'dijkstra';
      readonly map: WalkMap;
      readonly goals: readonly Point[];
      readonly topology: Topology;
    }
  | {
      readonly task: 'flee';
      readonly map: WalkMap;
      readonly approach: Float64Array;
      readonly topology: Topology;
    }
  | {
      readonly task: 'astar';
      readonly map: WalkMap;
      readonly from: Point;
      readonly to: Point;
      readonly topology: Topology;
    }
  | {
      readonly task: 'light';
      readonly map: OpacityMap;
      readonly lights: readonly Light[];
      readonly options: LightingOptions;
    }
  | { readonly task: 'noise'; readonly settings: NoiseSettings }
  | { readonly task: 'names'; readonly settings: NamesSettings }
  | { readonly task: 'line'; readonly a: Point; readonly b: Point }
  | { readonly task: 'wfc'; readonly options: OverlappingOptions }
  | { readonly task: 'schedule'; readonly settings: ScheduleSettings }
  | { readonly task: 'rng'; readonly settings: RngSettings };

/** What a task's result says, in words, where the pane shows it (the WFC solver's attempts). */
export function describeOutcome(t: Task, value: unknown): string | undefined {
  if (t.task !== 'wfc') return undefined;
  const result = value as WfcResult;
  return result.ok
    ? `finished in ${result.attempts} attempt(s)`
    : `gave up after ${result.attempts} attempt(s)`;
}

/** The function that does a task once (what the worker times, over and over). */
export function taskRunner(t: Task): () => unknown {
  switch (t.task) {
    case 'generate': {
      const generator = createLevelGenerator();
      return () => generator.generate(t.kind as never, t.options as never);
    }
    case 'fov':
      return () => computeFov(t.map, t.eye, t.radius, { algorithm: t.algorithm });
    case 'dijkstra':
      return () => dijkstraMap(t.map, t.goals, { topology: t.topology });
    case 'flee':
      return () => fleeMapOf(t.map, t.approach, t.topology);
    case 'astar':
      return () => findPath(t.map, t.from, t.to, { topology: t.topology });
    case 'light':
      return () => computeLighting(t.map, t.lights, t.options);
    case 'noise':
      return () => noiseGrid(t.settings);
    case 'names':
      return () => namesOf(t.settings);
    case 'line':
      return () => line(t.a, t.b);
    case 'wfc':
      return () => overlappingWfc(t.options);
    case 'schedule':
      return () => scheduleTurns(t.settings);
    case 'rng':
      return () => rngDraws(t.settings);
  }
}
