import {
  GENERATOR_DEFAULT_SIZES,
  GENERATOR_KINDS,
  parseOptionText,
  parseSeedText,
  type GeneratorKind,
} from '@hullbreach/toolkit';
import { GENERATOR_PARAMS, LAB_DEFAULT_SEED } from './kinds.js';
import { NAME_SAMPLES, WFC_SAMPLES } from './samples.js';

/** Largest side the lab accepts (as `hullbreach gen`). */
export const MAX_SIDE = 1024;

/** A cell of a map. */
export interface Cell {
  readonly x: number;
  readonly y: number;
}

/** What the generator pane shows: everything the URL carries about it. */
export interface GenSettings {
  readonly kind: GeneratorKind;
  /** The seed as typed: digits become a number, anything else stays text (as `hullbreach gen --seed`). */
  readonly seed: number | string;
  readonly width: number;
  readonly height: number;
  /** Parameter values as typed, by name; only the ones set (the rest take the toolkit's defaults). */
  readonly params: Readonly<Record<string, string>>;
  /** Index of the stage shown; undefined = the final level. */
  readonly stage: number | undefined;
}

/** The generator pane's overlays, in the order of its checkboxes. */
export const OVERLAYS = ['rooms', 'doors', 'windows', 'start', 'exit'] as const;
/** One of the generator pane's overlays. */
export type Overlay = (typeof OVERLAYS)[number];

/** A cell of the working map drawn over by hand (the field of view pane's wall and floor tools). */
export interface MapEdit {
  readonly x: number;
  readonly y: number;
  readonly tile: 'wall' | 'floor';
}

/** The overlays, the hand-drawn cells, and the cell positions and sliders of the field of view and pathfinding panes. */
export interface ViewSettings {
  /** The generator pane's overlays that are on. */
  readonly overlays: readonly Overlay[];
  /** What a mouse press on the field of view pane does. */
  readonly fovTool: 'eye' | 'wall' | 'floor';
  /** Cells drawn by hand over the shown level, oldest first (a later edit of a cell wins). */
  readonly edits: readonly MapEdit[];
  readonly eye: Cell | undefined;
  readonly radius: number;
  readonly fovView: 'overlay' | 'side';
  readonly goals: readonly Cell[];
  readonly from: Cell | undefined;
  readonly to: Cell | undefined;
}

/** The pathfinding pane's choices. */
export interface PathSettings {
  /** What a click on the map sets: goals of the Dijkstra map, or the ends of an A* path. */
  readonly click: 'goals' | 'astar';
  /** Which heat map is shown. */
  readonly heat: 'dijkstra' | 'flee';
  /** 4 or 8 steps from a cell. */
  readonly topology: 4 | 8;
}

/** The wave function collapse pane: the sample, the solver's options and how far the collapse went. */
export interface WfcSettings {
  /** A name of WFC_SAMPLES. */
  readonly sample: string;
  /** The sample as drawn by hand, when it differs from the named one. */
  readonly drawn: readonly string[] | undefined;
  readonly n: number;
  readonly symmetry: number;
  readonly wrapIn: boolean;
  readonly wrapOut: boolean;
  readonly width: number;
  readonly height: number;
  readonly seed: string;
  /** Steps taken since the collapse started (each an observation, or a restart after a contradiction). */
  readonly steps: number;
}

/** A light placed on the lighting pane's map. */
export interface PlacedLight {
  readonly x: number;
  readonly y: number;
  /** 0xRRGGBB. */
  readonly color: number;
  readonly radius: number;
}

/** The lighting pane: the lights placed, the colour and radius of the next one, and the falloff. */
export interface LightSettings {
  readonly lights: readonly PlacedLight[];
  readonly color: number;
  readonly radius: number;
  /** Lamp height in cells; undefined = the toolkit's default (radius / 3). */
  readonly height: number | undefined;
  readonly focus: number;
  /** Bounces of reflected light (reflectivity 0.5); 0 = direct light only. */
  readonly bounces: number;
}

/** The noise pane: simplex noise summed over octaves (fbm), sampled on a grid. */
export interface NoiseSettings {
  readonly dims: 2 | 3;
  readonly seed: number | string;
  readonly width: number;
  readonly height: number;
  /** Noise units per cell (the frequency of the first octave). */
  readonly scale: number;
  readonly octaves: number;
  readonly lacunarity: number;
  readonly gain: number;
  /** The slice of 3D noise shown (noise units). */
  readonly z: number;
}

/** The names pane. */
export interface NamesSettings {
  /** A name of NAME_SAMPLES. */
  readonly set: string;
  /** Samples typed by hand, when they differ from the named set. */
  readonly samples: readonly string[] | undefined;
  readonly order: number;
  readonly prior: number;
  readonly seed: number | string;
  readonly count: number;
}

/** The lines pane: the two ends clicked. */
export interface LineSettings {
  readonly a: Cell | undefined;
  readonly b: Cell | undefined;
}

/** One actor of the scheduler pane: a name and its speed (turns per time unit). */
export interface ScheduledActor {
  readonly name: string;
  readonly speed: number;
}

/** The scheduler pane: the actors and how many turns to list. */
export interface ScheduleSettings {
  readonly actors: readonly ScheduledActor[];
  readonly turns: number;
}

/** The random numbers pane: a seeded stream, what to draw from it and how many times. */
export interface RngSettings {
  readonly seed: number | string;
  /** `next` (uniform in [0, 1)), `int` (1..6), `dice` (the spec) or `normal` (mean 0, deviation 1). */
  readonly draw: 'next' | 'int' | 'dice' | 'normal';
  /** The dice spec for `dice`. */
  readonly dice: string;
  readonly count: number;
}

/** Everything a lab URL reproduces. */
export interface LabSettings {
  readonly gen: GenSettings;
  readonly view: ViewSettings;
  readonly path: PathSettings;
  readonly wfc: WfcSettings;
  readonly light: LightSettings;
  readonly noise: NoiseSettings;
  readonly names: NamesSettings;
  readonly line: LineSettings;
  readonly schedule: ScheduleSettings;
  readonly rng: RngSettings;
}

/** The settings of a bare `lab.html`, pane by pane (the generator's size follows its kind). */
export const LAB_DEFAULTS: Omit<LabSettings, 'gen'> = {
  view: {
    overlays: ['doors', 'windows', 'start', 'exit'],
    fovTool: 'eye',
    edits: [],
    eye: undefined,
    radius: 10,
    fovView: 'overlay',
    goals: [],
    from: undefined,
    to: undefined,
  },
  path: { click: 'goals', heat: 'dijkstra', topology: 8 },
  wfc: {
    sample: 'rooms',
    drawn: undefined,
    n: 3,
    symmetry: 8,
    wrapIn: true,
    wrapOut: true,
    width: 40,
    height: 24,
    seed: '1',
    steps: 0,
  },
  light: { lights: [], color: 0xffc864, radius: 8, height: undefined, focus: 0, bounces: 0 },
  noise: { dims: 2, seed: 1, width: 96, height: 64, scale: 0.05, octaves: 4, lacunarity: 2, gain: 0.5, z: 0 },
  names: { set: 'stations', samples: undefined, order: 3, prior: 0.001, seed: 1, count: 12 },
  line: { a: undefined, b: undefined },
  schedule: {
    actors: [
      { name: 'player', speed: 1 },
      { name: 'zombie', speed: 0.5 },
      { name: 'drone', speed: 1.5 },
    ],
    turns: 20,
  },
  rng: { seed: 1, draw: 'dice', dice: '3d6', count: 1000 },
};

/** Limits of the numbers the URL and the forms take, [least, most]. */
export const LIMITS = {
  radius: [1, 60],
  wfcSide: [4, 128],
  wfcSteps: [0, 1_000_000],
  lightRadius: [1, 40],
  lightHeight: [0.1, 40],
  lightFocus: [0, 1],
  lightBounces: [0, 4],
  lights: [0, 32],
  noiseSide: [1, 256],
  noiseScale: [0.0001, 10],
  octaves: [1, 32],
  lacunarity: [0.1, 16],
  gain: [0, 4],
  z: [-1e6, 1e6],
  order: [1, 8],
  prior: [0, 10],
  count: [1, 200],
  speed: [0.01, 100],
  actors: [1, 12],
  turns: [1, 500],
  draws: [1, 100_000],
} as const satisfies Record<string, readonly [number, number]>;

/** The symbols a hand-drawn WFC sample may hold, and its largest side. */
export const WFC_PALETTE = ['#', '.', '~', '+'] as const;
const WFC_DRAWN_MAX = 32;

/** A colour 0xRRGGBB as six hex digits. */
export const hex6 = (color: number): string => color.toString(16).padStart(6, '0');

function isKind(text: string | null): text is GeneratorKind {
  return text !== null && (GENERATOR_KINDS as readonly string[]).includes(text);
}

/** Reads URL values, noting in `problems` each one given but not usable (and what is shown instead). */
class Reader {
  constructor(
    readonly query: URLSearchParams,
    readonly problems: string[],
  ) {}

  has(name: string): boolean {
    return this.query.get(name) !== null && this.query.get(name) !== '';
  }

  text(name: string): string | undefined {
    const value = this.query.get(name);
    return value === null || value === '' ? undefined : value;
  }

  private refuse(name: string, text: string, why: string, fallback: unknown): void {
    const shown = Number.isNaN(fallback) ? 'the default' : String(fallback);
    this.problems.push(`${name}=${text} ${why}: showing ${shown}`);
  }

  /** A whole number in [lo, hi]. */
  int(name: string, lo: number, hi: number, fallback: number): number {
    const text = this.text(name);
    if (text === undefined) return fallback;
    if (!/^-?[0-9]+$/.test(text)) {
      this.refuse(name, text, 'is not a whole number', fallback);
      return fallback;
    }
    const value = Number(text);
    if (value < lo || value > hi) {
      this.refuse(name, text, `is out of range (${lo} to ${hi})`, fallback);
      return fallback;
    }
    return value;
  }

  /** A number in [lo, hi]. */
  num(name: string, lo: number, hi: number, fallback: number): number {
    const text = this.text(name);
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!/^-?[0-9.e+-]+$/i.test(text) || !Number.isFinite(value)) {
      this.refuse(name, text, 'is not a number', fallback);
      return fallback;
    }
    if (value < lo || value > hi) {
      this.refuse(name, text, `is out of range (${lo} to ${hi})`, fallback);
      return fallback;
    }
    return value;
  }

  /** One of `choices`. */
  choice<T extends string>(name: string, choices: readonly T[], fallback: T): T {
    const text = this.text(name);
    if (text === undefined) return fallback;
    if ((choices as readonly string[]).includes(text)) return text as T;
    this.refuse(name, text, `is not one of ${choices.join(', ')}`, fallback);
    return fallback;
  }

  /** A cell `X,Y`. */
  cell(name: string, text = this.text(name)): Cell | undefined {
    if (text === undefined) return undefined;
    const match = /^([0-9]+),([0-9]+)$/.exec(text);
    if (match === null) {
      this.refuse(name, text, 'is not a cell X,Y', 'none');
      return undefined;
    }
    return { x: Number(match[1]), y: Number(match[2]) };
  }

  /** A seed as `hullbreach gen --seed` reads it. */
  seed(name: string, fallback: number | string): number | string {
    const text = this.text(name);
    return text === undefined ? fallback : parseSeedText(text);
  }
}

function readLights(r: Reader): PlacedLight[] {
  const text = r.text('lights');
  if (text === undefined) return [];
  const lights: PlacedLight[] = [];
  const [lo, hi] = LIMITS.lightRadius;
  for (const part of text.split(';')) {
    const match = /^([0-9]+),([0-9]+),([0-9a-fA-F]{6}),([0-9]+)$/.exec(part);
    const radius = match === null ? NaN : Number(match[4]);
    if (match === null || radius < lo || radius > hi) {
      r.problems.push(`lights: ${part} is not X,Y,RRGGBB,RADIUS (radius ${lo} to ${hi}): left out`);
      continue;
    }
    if (lights.length === LIMITS.lights[1]) {
      r.problems.push(`lights: more than ${LIMITS.lights[1]}: the rest left out`);
      break;
    }
    lights.push({ x: Number(match[1]), y: Number(match[2]), color: parseInt(match[3], 16), radius });
  }
  return lights;
}

function readOverlays(r: Reader): Overlay[] {
  const text = r.query.get('overlays');
  if (text === null) return [...LAB_DEFAULTS.view.overlays];
  const names = text === '' ? [] : text.split(',');
  const bad = names.filter((n) => !(OVERLAYS as readonly string[]).includes(n));
  if (bad.length > 0)
    r.problems.push(`overlays: ${bad.join(', ')} not one of ${OVERLAYS.join(', ')}: left out`);
  return OVERLAYS.filter((o) => names.includes(o));
}

function readEdits(r: Reader): MapEdit[] {
  const text = r.text('edits');
  if (text === undefined) return [];
  const edits: MapEdit[] = [];
  for (const part of text.split(';')) {
    const match = /^([WF])([0-9]+),([0-9]+)$/.exec(part);
    if (match === null) {
      r.problems.push(`edits: ${part} is not W or F and a cell X,Y: left out`);
      continue;
    }
    edits.push({ x: Number(match[2]), y: Number(match[3]), tile: match[1] === 'W' ? 'wall' : 'floor' });
  }
  return edits;
}

function readActors(r: Reader): ScheduledActor[] {
  const text = r.query.get('actors');
  if (text === null) return [...LAB_DEFAULTS.schedule.actors];
  const actors: ScheduledActor[] = [];
  const [lo, hi] = LIMITS.speed;
  for (const part of text.split(',')) {
    const match = /^([A-Za-z0-9_-]{1,16}):([0-9.]+)$/.exec(part);
    const speed = match === null ? NaN : Number(match[2]);
    if (match === null || !(speed >= lo && speed <= hi)) {
      r.problems.push(`actors: ${part} is not NAME:SPEED (speed ${lo} to ${hi}): left out`);
    } else if (actors.length === LIMITS.actors[1]) {
      r.problems.push(`actors: more than ${LIMITS.actors[1]}: the rest left out`);
      break;
    } else {
      actors.push({ name: match[1], speed });
    }
  }
  return actors.length > 0 ? actors : [...LAB_DEFAULTS.schedule.actors];
}

function readColor(r: Reader): number {
  const text = r.text('lightcolor');
  if (text === undefined) return LAB_DEFAULTS.light.color;
  if (/^[0-9a-fA-F]{6}$/.test(text)) return parseInt(text, 16);
  r.problems.push(`lightcolor=${text} is not RRGGBB: showing ${hex6(LAB_DEFAULTS.light.color)}`);
  return LAB_DEFAULTS.light.color;
}

const orUndefined = (value: number): number | undefined => (Number.isNaN(value) ? undefined : value);

function readDrawn(r: Reader): string[] | undefined {
  const text = r.text('wfcdraw');
  if (text === undefined) return undefined;
  const rows = text.split('/');
  const ok =
    rows.length <= WFC_DRAWN_MAX &&
    rows[0].length > 0 &&
    rows[0].length <= WFC_DRAWN_MAX &&
    rows.every(
      (row) => row.length === rows[0].length && [...row].every((ch) => WFC_PALETTE.includes(ch as never)),
    );
  if (!ok) {
    r.problems.push(
      `wfcdraw: not rows of equal length (at most ${WFC_DRAWN_MAX}) of ${WFC_PALETTE.join(' ')} joined by /: showing the named sample`,
    );
    return undefined;
  }
  return rows;
}

/**
 * Reads lab settings from a URL query. Anything missing takes its default; anything given but
 * unusable (an out-of-range size, a malformed cell...) takes its default too, and `problems`, when
 * given, receives a sentence for each saying so.
 */
export function readLabSettings(search: string, problems: string[] = []): LabSettings {
  const r = new Reader(new URLSearchParams(search), problems);
  const d = LAB_DEFAULTS;
  const kindText = r.text('kind');
  if (kindText !== undefined && !isKind(kindText)) {
    problems.push(`kind=${kindText} is not one of ${GENERATOR_KINDS.join(', ')}: showing station`);
  }
  const kind: GeneratorKind = isKind(kindText ?? null) ? (kindText as GeneratorKind) : 'station';
  const params: Record<string, string> = {};
  for (const spec of GENERATOR_PARAMS[kind]) {
    const value = r.text(spec.name);
    if (value !== undefined) params[spec.name] = value;
  }
  const stageText = r.text('stage');
  let stage: number | undefined;
  if (stageText !== undefined) {
    if (/^[0-9]+$/.test(stageText)) stage = Number(stageText);
    else problems.push(`stage=${stageText} is not a stage number: showing the final level`);
  }
  const goals: Cell[] = [];
  for (const part of (r.text('goals') ?? '').split(';')) {
    if (part === '') continue;
    const goal = r.cell('goals', part);
    if (goal !== undefined) goals.push(goal);
  }
  const sizes = GENERATOR_DEFAULT_SIZES[kind];
  const sampleName = r.choice('wfcsample', Object.keys(WFC_SAMPLES), d.wfc.sample);
  const nameSet = r.choice('nameset', Object.keys(NAME_SAMPLES), d.names.set);
  const typedNames = r.text('namesamples');
  const samples =
    typedNames === undefined
      ? undefined
      : typedNames
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '');
  const heightText = r.text('lightheight');
  return {
    gen: {
      kind,
      seed: r.seed('seed', LAB_DEFAULT_SEED),
      width: r.int('width', 1, MAX_SIDE, sizes.width),
      height: r.int('height', 1, MAX_SIDE, sizes.height),
      params,
      stage,
    },
    view: {
      overlays: readOverlays(r),
      fovTool: r.choice('fovtool', ['eye', 'wall', 'floor'] as const, d.view.fovTool),
      edits: readEdits(r),
      eye: r.cell('eye'),
      radius: r.int('radius', ...LIMITS.radius, d.view.radius),
      fovView: r.choice('fov', ['overlay', 'side'] as const, d.view.fovView),
      goals,
      from: r.cell('from'),
      to: r.cell('to'),
    },
    path: {
      click: r.choice('click', ['goals', 'astar'] as const, d.path.click),
      heat: r.choice('heat', ['dijkstra', 'flee'] as const, d.path.heat),
      topology: Number(r.choice('topology', ['4', '8'] as const, String(d.path.topology) as '8')) as 4 | 8,
    },
    wfc: {
      sample: sampleName,
      drawn: readDrawn(r),
      n: r.int('wfcn', 2, 4, d.wfc.n),
      symmetry: Number(r.choice('wfcsym', ['1', '2', '4', '8'] as const, '8')),
      wrapIn: r.choice('wfcwrapin', ['true', 'false'] as const, 'true') === 'true',
      wrapOut: r.choice('wfcwrapout', ['true', 'false'] as const, 'true') === 'true',
      width: r.int('wfcwidth', ...LIMITS.wfcSide, d.wfc.width),
      height: r.int('wfcheight', ...LIMITS.wfcSide, d.wfc.height),
      seed: r.text('wfcseed') ?? d.wfc.seed,
      steps: r.int('wfcsteps', ...LIMITS.wfcSteps, d.wfc.steps),
    },
    light: {
      lights: readLights(r),
      color: readColor(r),
      radius: r.int('lightradius', ...LIMITS.lightRadius, d.light.radius),
      height:
        heightText === undefined ? undefined : orUndefined(r.num('lightheight', ...LIMITS.lightHeight, NaN)),
      focus: r.num('lightfocus', ...LIMITS.lightFocus, d.light.focus),
      bounces: r.int('lightbounces', ...LIMITS.lightBounces, d.light.bounces),
    },
    noise: {
      dims: r.choice('noise', ['2d', '3d'] as const, '2d') === '3d' ? 3 : 2,
      seed: r.seed('noiseseed', d.noise.seed),
      width: r.int('noisewidth', ...LIMITS.noiseSide, d.noise.width),
      height: r.int('noiseheight', ...LIMITS.noiseSide, d.noise.height),
      scale: r.num('noisescale', ...LIMITS.noiseScale, d.noise.scale),
      octaves: r.int('octaves', ...LIMITS.octaves, d.noise.octaves),
      lacunarity: r.num('lacunarity', ...LIMITS.lacunarity, d.noise.lacunarity),
      gain: r.num('gain', ...LIMITS.gain, d.noise.gain),
      z: r.num('noisez', ...LIMITS.z, d.noise.z),
    },
    names: {
      set: nameSet,
      samples: samples !== undefined && samples.length > 0 ? samples : undefined,
      order: r.int('nameorder', ...LIMITS.order, d.names.order),
      prior: r.num('nameprior', ...LIMITS.prior, d.names.prior),
      seed: r.seed('nameseed', d.names.seed),
      count: r.int('namecount', ...LIMITS.count, d.names.count),
    },
    line: { a: r.cell('la'), b: r.cell('lb') },
    schedule: { actors: readActors(r), turns: r.int('turns', ...LIMITS.turns, d.schedule.turns) },
    rng: {
      seed: r.seed('rngseed', d.rng.seed),
      draw: r.choice('rngdraw', ['next', 'int', 'dice', 'normal'] as const, d.rng.draw),
      dice: r.text('dice') ?? d.rng.dice,
      count: r.int('draws', ...LIMITS.draws, d.rng.count),
    },
  };
}

/**
 * Writes lab settings as a URL query (without the `?`), in a stable order: the generator's in
 * full, every other setting only where it differs from the default.
 */
export function labSettingsQuery(settings: LabSettings): string {
  const { gen, view, path, wfc, light, noise, names, line, schedule, rng } = settings;
  const d = LAB_DEFAULTS;
  const query = new URLSearchParams();
  const set = (name: string, value: unknown, fallback: unknown): void => {
    if (value !== fallback && value !== undefined) query.set(name, String(value));
  };
  query.set('kind', gen.kind);
  query.set('seed', String(gen.seed));
  query.set('width', String(gen.width));
  query.set('height', String(gen.height));
  for (const spec of GENERATOR_PARAMS[gen.kind]) {
    const value = gen.params[spec.name];
    if (value !== undefined) query.set(spec.name, value);
  }
  if (gen.stage !== undefined) query.set('stage', String(gen.stage));
  const at = (p: Cell | undefined): string | undefined => (p === undefined ? undefined : `${p.x},${p.y}`);
  const overlays = view.overlays.join(',');
  set('overlays', overlays, LAB_DEFAULTS.view.overlays.join(','));
  set('fovtool', view.fovTool, d.view.fovTool);
  if (view.edits.length > 0) {
    query.set('edits', view.edits.map((e) => `${e.tile === 'wall' ? 'W' : 'F'}${e.x},${e.y}`).join(';'));
  }
  set('eye', at(view.eye), undefined);
  set('radius', view.radius, d.view.radius);
  set('fov', view.fovView, d.view.fovView);
  if (view.goals.length > 0) query.set('goals', view.goals.map(at).join(';'));
  set('from', at(view.from), undefined);
  set('to', at(view.to), undefined);
  set('click', path.click, d.path.click);
  set('heat', path.heat, d.path.heat);
  set('topology', path.topology, d.path.topology);
  set('wfcsample', wfc.sample, d.wfc.sample);
  if (wfc.drawn !== undefined) query.set('wfcdraw', wfc.drawn.join('/'));
  set('wfcn', wfc.n, d.wfc.n);
  set('wfcsym', wfc.symmetry, d.wfc.symmetry);
  set('wfcwrapin', wfc.wrapIn, d.wfc.wrapIn);
  set('wfcwrapout', wfc.wrapOut, d.wfc.wrapOut);
  set('wfcwidth', wfc.width, d.wfc.width);
  set('wfcheight', wfc.height, d.wfc.height);
  set('wfcseed', wfc.seed, d.wfc.seed);
  set('wfcsteps', wfc.steps, d.wfc.steps);
  if (light.lights.length > 0) {
    query.set('lights', light.lights.map((l) => `${l.x},${l.y},${hex6(l.color)},${l.radius}`).join(';'));
  }
  set('lightcolor', hex6(light.color), hex6(d.light.color));
  set('lightradius', light.radius, d.light.radius);
  set('lightheight', light.height, d.light.height);
  set('lightfocus', light.focus, d.light.focus);
  set('lightbounces', light.bounces, d.light.bounces);
  set('noise', `${noise.dims}d`, `${d.noise.dims}d`);
  set('noiseseed', noise.seed, d.noise.seed);
  set('noisewidth', noise.width, d.noise.width);
  set('noiseheight', noise.height, d.noise.height);
  set('noisescale', noise.scale, d.noise.scale);
  set('octaves', noise.octaves, d.noise.octaves);
  set('lacunarity', noise.lacunarity, d.noise.lacunarity);
  set('gain', noise.gain, d.noise.gain);
  set('noisez', noise.z, d.noise.z);
  set('nameset', names.set, d.names.set);
  if (names.samples !== undefined) query.set('namesamples', names.samples.join(','));
  set('nameorder', names.order, d.names.order);
  set('nameprior', names.prior, d.names.prior);
  set('nameseed', names.seed, d.names.seed);
  set('namecount', names.count, d.names.count);
  set('la', at(line.a), undefined);
  set('lb', at(line.b), undefined);
  const actors = (list: readonly ScheduledActor[]): string =>
    list.map((a) => `${a.name}:${a.speed}`).join(',');
  set('actors', actors(schedule.actors), actors(d.schedule.actors));
  set('turns', schedule.turns, d.schedule.turns);
  set('rngseed', rng.seed, d.rng.seed);
  set('rngdraw', rng.draw, d.rng.draw);
  set('dice', rng.dice, d.rng.dice);
  set('draws', rng.count, d.rng.count);
  return query.toString();
}

/** The options object `generate` receives for these settings (the same object `hullbreach gen` builds). */
export function generatorOptions(gen: GenSettings): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(gen.params)) options[name] = parseOptionText(text);
  return { ...options, width: gen.width, height: gen.height, seed: gen.seed };
}
