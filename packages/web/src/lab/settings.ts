import {
  GENERATOR_DEFAULT_SIZES,
  GENERATOR_KINDS,
  parseOptionText,
  parseSeedText,
  type GeneratorKind,
} from '@hullbreach/toolkit';
import { GENERATOR_PARAMS, LAB_DEFAULT_SEED } from './kinds.js';

/** Largest side the lab accepts (as `hullbreach gen`). */
export const MAX_SIDE = 1024;

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

/** The cell positions and sliders of the other panes that the URL also carries. */
export interface ViewSettings {
  readonly eye: { x: number; y: number } | undefined;
  readonly radius: number;
  readonly fovView: 'overlay' | 'side';
  readonly goals: readonly { x: number; y: number }[];
  readonly from: { x: number; y: number } | undefined;
  readonly to: { x: number; y: number } | undefined;
}

/** Everything a lab URL reproduces. */
export interface LabSettings {
  readonly gen: GenSettings;
  readonly view: ViewSettings;
}

function isKind(text: string | null): text is GeneratorKind {
  return text !== null && (GENERATOR_KINDS as readonly string[]).includes(text);
}

function side(text: string | null, fallback: number): number {
  if (text === null || !/^[0-9]+$/.test(text)) return fallback;
  const value = Number(text);
  return value >= 1 && value <= MAX_SIDE ? value : fallback;
}

function cell(text: string | null): { x: number; y: number } | undefined {
  const match = text === null ? null : /^([0-9]+),([0-9]+)$/.exec(text);
  return match === null ? undefined : { x: Number(match[1]), y: Number(match[2]) };
}

/** Reads lab settings from a URL query; anything missing or malformed takes its default. */
export function readLabSettings(search: string): LabSettings {
  const query = new URLSearchParams(search);
  const kindText = query.get('kind');
  const kind: GeneratorKind = isKind(kindText) ? kindText : 'station';
  const seedText = query.get('seed');
  const params: Record<string, string> = {};
  for (const spec of GENERATOR_PARAMS[kind]) {
    const value = query.get(spec.name);
    if (value !== null && value !== '') params[spec.name] = value;
  }
  const stageText = query.get('stage');
  const radius = side(query.get('radius'), 10);
  const goals: { x: number; y: number }[] = [];
  for (const part of (query.get('goals') ?? '').split(';')) {
    const goal = cell(part);
    if (goal !== undefined) goals.push(goal);
  }
  return {
    gen: {
      kind,
      seed: seedText === null || seedText === '' ? LAB_DEFAULT_SEED : parseSeedText(seedText),
      width: side(query.get('width'), GENERATOR_DEFAULT_SIZES[kind].width),
      height: side(query.get('height'), GENERATOR_DEFAULT_SIZES[kind].height),
      params,
      stage: stageText !== null && /^[0-9]+$/.test(stageText) ? Number(stageText) : undefined,
    },
    view: {
      eye: cell(query.get('eye')),
      radius: Math.min(radius, 60),
      fovView: query.get('fov') === 'side' ? 'side' : 'overlay',
      goals,
      from: cell(query.get('from')),
      to: cell(query.get('to')),
    },
  };
}

/** Writes lab settings as a URL query (without the `?`), in a stable order; defaults of the view are left out. */
export function labSettingsQuery(settings: LabSettings): string {
  const { gen, view } = settings;
  const query = new URLSearchParams();
  query.set('kind', gen.kind);
  query.set('seed', String(gen.seed));
  query.set('width', String(gen.width));
  query.set('height', String(gen.height));
  for (const spec of GENERATOR_PARAMS[gen.kind]) {
    const value = gen.params[spec.name];
    if (value !== undefined) query.set(spec.name, value);
  }
  if (gen.stage !== undefined) query.set('stage', String(gen.stage));
  const at = (p: { x: number; y: number }): string => `${p.x},${p.y}`;
  if (view.eye !== undefined) query.set('eye', at(view.eye));
  if (view.radius !== 10) query.set('radius', String(view.radius));
  if (view.fovView !== 'overlay') query.set('fov', view.fovView);
  if (view.goals.length > 0) query.set('goals', view.goals.map(at).join(';'));
  if (view.from !== undefined) query.set('from', at(view.from));
  if (view.to !== undefined) query.set('to', at(view.to));
  return query.toString();
}

/** The options object `generate` receives for these settings (the same object `hullbreach gen` builds). */
export function generatorOptions(gen: GenSettings): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(gen.params)) options[name] = parseOptionText(text);
  return { ...options, width: gen.width, height: gen.height, seed: gen.seed };
}
