import { createRng, type Rng } from '../../rng/rng.js';
import {
  boolOption,
  checkBaseOptions,
  intOption,
  numberOption,
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
  /** The docking bay's size when `small` (default `STATION_SMALL_SIZE`). */
  readonly bayWidth: number;
  readonly bayHeight: number;
  /** How the internal walls split the hull (room and hall sizes). */
  readonly split: StationSplit;
}

/** The room-size parameters of a station's internal walls (the defaults give the classic warren). */
export interface StationSplit {
  /** Smallest room width and height a wall may leave (default 3 and 2). */
  readonly minRoomWidth: number;
  readonly minRoomHeight: number;
  /** A part of at most this many cells stops splitting with probability `stopChance` (0 = never). */
  readonly stopArea: number;
  readonly stopChance: number;
  /** Chance that a split of a part at least 12 cells each way leaves a hall `hallWidth` wide. */
  readonly hallChance: number;
  readonly hallWidth: number;
}

/** Validates the station options; throws a RangeError naming the bad one. */
export function stationParams(options: GenerateOptions): StationParams {
  rejectUnknownOptions(options, 'station', [
    'small',
    'maxAttempts',
    'hullScale',
    'bayWidth',
    'bayHeight',
    'minRoomWidth',
    'minRoomHeight',
    'stopArea',
    'stopChance',
    'hallChance',
    'hallWidth',
  ]);
  checkBaseOptions(
    options,
    STATION_MIN_SIZE.width,
    STATION_MIN_SIZE.height,
    STATION_MAX_SIZE.width,
    STATION_MAX_SIZE.height,
  );
  const small = boolOption(options, 'small', false);
  const bayWidth = intOption(options, 'bayWidth', STATION_SMALL_SIZE.width, 9, options.width);
  const bayHeight = intOption(options, 'bayHeight', STATION_SMALL_SIZE.height, 9, options.height);
  const gw = small ? bayWidth : options.width;
  const gh = small ? bayHeight : options.height;
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
    bayWidth,
    bayHeight,
    split: {
      minRoomWidth: intOption(options, 'minRoomWidth', 3, 2, 16),
      minRoomHeight: intOption(options, 'minRoomHeight', 2, 2, 16),
      stopArea: intOption(options, 'stopArea', 0, 0, 100_000),
      stopChance: numberOption(options, 'stopChance', 0.5, 0, 1),
      hallChance: numberOption(options, 'hallChance', 0, 0, 1),
      hallWidth: intOption(options, 'hallWidth', 2, 1, 4),
    },
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
  const gw = params.small ? params.bayWidth : params.width;
  const gh = params.small ? params.bayHeight : params.height;
  const { split } = params;
  const rules = {
    minWidth: split.minRoomWidth,
    minHeight: split.minRoomHeight,
    small: params.small,
    windows: true,
    ...(split.stopArea > 0 ? { stopArea: split.stopArea, stopChance: split.stopChance } : {}),
    ...(split.hallChance > 0 ? { hallChance: split.hallChance, hallWidth: split.hallWidth } : {}),
  };
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
 * `small` (the docking bay, `bayWidth` x `bayHeight`, default 10x10, centred), `maxAttempts`,
 * `hullScale` (tiles per hull WFC cell, by default `autoHullScale`: 2 at the game's 64x32, 1 at
 * 20x14), and the room sizes (`StationSplit`: `minRoomWidth`, `minRoomHeight`, `stopArea`,
 * `stopChance`, `hallChance`, `hallWidth`; the defaults split as far as 3x2). Reports the stages hull, walls, doors,
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
