import { checkOptionKeys } from '../check-options.js';
import { createRng, type Rng } from '../rng/rng.js';
import { extractPatterns, type PatternSet } from './patterns.js';
import { readSample, type SampleGrid } from './sample.js';
import { WfcSolver } from './solver.js';

/** Options of the overlapping WFC model. */
export interface OverlappingOptions {
  /** The example to learn from: a grid of values, or equal-length text rows. */
  readonly sample: SampleGrid | readonly string[];
  /** Pattern size (default 3). */
  readonly N?: number;
  /** How many of the 8 orientations (rotations and mirrors) to learn, 1..8 (default 8). */
  readonly symmetry?: number;
  /** Treat the sample as wrapping at its edges (default true). */
  readonly periodicInput?: boolean;
  /** Make the output wrap at its edges (default true). */
  readonly periodicOutput?: boolean;
  readonly width: number;
  readonly height: number;
  /** Source of randomness; when absent, `seed` (default 0) seeds a fresh stream. */
  readonly rng?: Rng;
  readonly seed?: number | string;
  /** Attempts before giving up with a contradiction (default 10). */
  readonly maxAttempts?: number;
}

/** A finished WFC output. */
export interface WfcSuccess {
  readonly ok: true;
  /** Output values, row-major, width x height. */
  readonly grid: Uint8Array;
  readonly width: number;
  readonly height: number;
  /** For a text sample, the output as text rows; otherwise empty. */
  readonly rows: readonly string[];
  /** The pattern chosen at every wave position (indices into `patterns`). */
  readonly chosen: Int32Array;
  readonly patterns: PatternSet;
  /** The attempt (1-based) that succeeded. */
  readonly attempts: number;
}

/** A WFC run that gave up after its attempt cap. */
export interface WfcFailure {
  readonly ok: false;
  readonly reason: string;
  readonly attempts: number;
}

/** The result of `overlappingWfc`. */
export type WfcResult = WfcSuccess | WfcFailure;

/** Checks an integer option's range; throws a RangeError naming it. */
function intIn(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(
      `option "${name}" must be an integer between ${min} and ${max}, got ${String(value)}`,
    );
  }
  return value;
}

/** Writes the output values of a solved wave: each cell takes its pattern's top-left value. */
export function renderWave(solver: WfcSolver, chosen: Int32Array): Uint8Array {
  if (!(solver instanceof WfcSolver)) throw new TypeError('renderWave: solver must be a WfcSolver');
  if (!(chosen instanceof Int32Array) || chosen.length !== solver.waveWidth * solver.waveHeight) {
    throw new RangeError('renderWave: chosen must be the Int32Array a solve of this solver returned');
  }
  const { width, height, waveWidth, waveHeight, patterns } = solver;
  const { N, cells } = patterns;
  const nn = N * N;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const py = y < waveHeight ? y : waveHeight - 1;
    for (let x = 0; x < width; x++) {
      const px = x < waveWidth ? x : waveWidth - 1;
      const t = chosen[py * waveWidth + px];
      out[y * width + x] = cells[t * nn + (y - py) * N + (x - px)];
    }
  }
  return out;
}

const OVERLAPPING_KEYS = [
  'sample',
  'N',
  'symmetry',
  'periodicInput',
  'periodicOutput',
  'width',
  'height',
  'rng',
  'seed',
  'maxAttempts',
] as const;

/** Wave function collapse, overlapping model: an output whose every NxN window occurs in the sample. */
export function overlappingWfc(options: OverlappingOptions): WfcResult {
  if (options === null || typeof options !== 'object') {
    throw new TypeError(
      `overlappingWfc: options must be an object such as { sample, width, height }, got ${String(options)}`,
    );
  }
  checkOptionKeys('overlappingWfc', options, OVERLAPPING_KEYS);
  const sample = readSample(options.sample);
  const N = intIn('N', options.N ?? 3, 1, 8);
  const symmetry = intIn('symmetry', options.symmetry ?? 8, 1, 8);
  const width = intIn('width', options.width, 1, 4096);
  const height = intIn('height', options.height, 1, 4096);
  const maxAttempts = intIn('maxAttempts', options.maxAttempts ?? 10, 1, 1_000_000);
  const periodicInput = options.periodicInput ?? true;
  const periodicOutput = options.periodicOutput ?? true;
  const rng = options.rng ?? createRng(options.seed ?? 0);
  const patterns = extractPatterns(sample, { N, symmetry, periodic: periodicInput });
  const solver = new WfcSolver(patterns, { width, height, periodic: periodicOutput });
  const result = solver.solve(rng, maxAttempts);
  if (!result.ok) return result;
  const grid = renderWave(solver, result.chosen);
  const rows: string[] = [];
  if (sample.symbols.length > 0) {
    for (let y = 0; y < height; y++) {
      let row = '';
      for (let x = 0; x < width; x++) row += sample.symbols[grid[y * width + x]];
      rows.push(row);
    }
  }
  return { ok: true, grid, width, height, rows, chosen: result.chosen, patterns, attempts: result.attempts };
}
