import { createRng, type Rng } from '../../rng/rng.js';
import {
  boolOption,
  checkBaseOptions,
  intOption,
  rejectUnknownOptions,
  type GenerateOptions,
} from '../options.js';
import type { StageRecorder } from '../stages.js';
import {
  furnish,
  furnishedToLevel,
  snapshotLevel,
  STAGE_NAMES,
  type Furnished,
  type FurnishedLevel,
} from '../station-parts/furnish.js';
import { autoHullScale, HULL_MAX_SCALE, HULL_N, tryHull } from '../station-parts/hull.js';
import { GenWorkspace } from '../workspace.js';

/** A generated station floor. */
export interface StationLevel extends FurnishedLevel {
  /** Whole attempts (hull and furnishing) used, 1-based. */
  readonly attempts: number;
}

/** Smallest station size (the game uses up to about 64x32; a classic small floor is 20x14). */
export const STATION_MIN_SIZE = { width: 12, height: 10 } as const;
/** Largest station size. */
export const STATION_MAX_SIZE = { width: 128, height: 64 } as const;
/** Size of the small docking-bay floor, centred in the level. */
export const STATION_SMALL_SIZE = { width: 10, height: 10 } as const;
/** Default cap on whole attempts before the generator gives up with an Error (G2). */
export const STATION_MAX_ATTEMPTS = 400;
/** Furnishing tries on one accepted hull before a fresh hull is grown. */
const FURNISH_TRIES = 4;

/** The station's parsed parameters. */
export interface StationParams {
  readonly width: number;
  readonly height: number;
  readonly small: boolean;
  readonly maxAttempts: number;
  /** Tiles per hull WFC cell (see `autoHullScale`). */
  readonly hullScale: number;
}

/** Validates the station options; throws a RangeError naming the bad one. */
export function stationParams(options: GenerateOptions): StationParams {
  if (options === null || typeof options !== 'object') throw new RangeError('options must be an object');
  checkBaseOptions(
    options,
    STATION_MIN_SIZE.width,
    STATION_MIN_SIZE.height,
    STATION_MAX_SIZE.width,
    STATION_MAX_SIZE.height,
  );
  rejectUnknownOptions(options, 'station', ['small', 'maxAttempts', 'hullScale']);
  const small = boolOption(options, 'small', false);
  const gw = small ? STATION_SMALL_SIZE.width : options.width;
  const gh = small ? STATION_SMALL_SIZE.height : options.height;
  const hullScale = intOption(options, 'hullScale', autoHullScale(gw, gh), 1, HULL_MAX_SCALE);
  if (Math.ceil((gw - 2) / hullScale) < HULL_N || Math.ceil((gh - 2) / hullScale) < HULL_N) {
    throw new RangeError(
      `option "hullScale" of ${hullScale} leaves a hull grid smaller than ${HULL_N}x${HULL_N} cells for a ${gw}x${gh} station`,
    );
  }
  return {
    width: options.width,
    height: options.height,
    small,
    maxAttempts: intOption(options, 'maxAttempts', STATION_MAX_ATTEMPTS, 1, 100_000),
    hullScale,
  };
}

/** A successful station build with everything the stages decided (for tests and tools). */
export interface StationBuild {
  readonly furnished: Furnished;
  /** Where the generation grid sits inside the level. */
  readonly offset: { readonly x: number; readonly y: number };
  readonly attempts: number;
}

/** Builds a station from parsed parameters and a random stream; throws an Error when every attempt fails. */
export function buildStation(
  params: StationParams,
  rng: Rng,
  workspace: GenWorkspace = new GenWorkspace(),
): StationBuild {
  const gw = params.small ? STATION_SMALL_SIZE.width : params.width;
  const gh = params.small ? STATION_SMALL_SIZE.height : params.height;
  const rules = { minWidth: 3, minHeight: 2, small: params.small, windows: true };
  let attempts = 0;
  while (attempts < params.maxAttempts) {
    attempts++;
    const hull = tryHull({ width: gw, height: gh, scale: params.hullScale }, rng, workspace.hulls);
    if (hull === null) continue;
    for (let k = 0; k < FURNISH_TRIES; k++) {
      if (k > 0) {
        if (attempts >= params.maxAttempts) break;
        attempts++;
      }
      const f = furnish({ tiles: hull, width: gw, height: gh }, rng, rules, workspace.furnish);
      if (typeof f !== 'string') {
        const offset = { x: (params.width - gw) >> 1, y: (params.height - gh) >> 1 };
        return { furnished: f, offset, attempts };
      }
    }
  }
  throw new Error(`station generator found no valid ${gw}x${gh} station in ${params.maxAttempts} attempts`);
}

/**
 * A space station floor: a WFC hull, BSP internal walls, spanning-tree-plus-loops doors, windows
 * (hull windows too), stairs and a far spawn in another room. Options: width, height, seed,
 * `small` (the 10x10 docking bay, centred), `maxAttempts`, `hullScale` (tiles per hull WFC cell,
 * by default `autoHullScale`: 2 at the game's 64x32, 1 at 20x14). Reports the stages hull, walls, doors,
 * windows, entrance and exit.
 */
export function generateStation(
  options: GenerateOptions,
  stages?: StageRecorder,
  workspace: GenWorkspace = new GenWorkspace(),
): StationLevel {
  const params = stationParams(options);
  const { furnished, offset, attempts } = buildStation(params, createRng(options.seed), workspace);
  const at = { width: params.width, height: params.height, ...offset };
  const level = furnishedToLevel(furnished, at);
  if (stages !== undefined) {
    for (const name of STAGE_NAMES) {
      stages(name, snapshotLevel(furnished.snapshots[name], name, { furnished, final: level, at }));
    }
  }
  return { ...level, attempts };
}
