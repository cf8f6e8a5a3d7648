import { createRngStream, type RngStream } from '../../rng/stream.js';
import { Tile } from '../level.js';
import { checkBaseOptions, intOption, rejectUnknownOptions, type GenerateOptions } from '../options.js';
import type { StageRecorder } from '../stages.js';
import {
  furnishedToLevel,
  furnishRectangle,
  snapshotLevel,
  unpackedFurnished,
  type Furnished,
  type FurnishedLevel,
  type PackedFurnished,
  type RectangleFurnishScratch,
} from '../station-parts/furnish.js';
import { PlaceDoorScratch } from '../station-parts/doors.js';
import { SpawnScratch } from '../station-parts/entrance.js';
import { RectScratch } from '../station-parts/rect.js';
import { WallScratch } from '../station-parts/walls.js';

/** A generated BSP dungeon. */
export interface BspLevel extends FurnishedLevel {
  /** Attempts used (1-based). */
  readonly attempts: number;
}

/**
 * Smallest BSP dungeon size with the default leaves. Anything lower than 8 rows, or 8x8, always
 * splits into rooms too thin to hold stairs away from a wall, so every attempt fails.
 */
export const BSP_MIN_SIZE = { width: 9, height: 8 } as const;
/** Largest BSP dungeon size. */
export const BSP_MAX_SIZE = { width: 512, height: 512 } as const;
/** Attempts before the generator gives up with an Error (G2). */
export const BSP_MAX_ATTEMPTS = 50;

/** The bsp generator's parsed parameters. */
export interface BspParams {
  readonly width: number;
  readonly height: number;
  /** Smallest leaf (room plus its share of wall) width and height: 3 and 2 by default. */
  readonly minRoomWidth: number;
  readonly minRoomHeight: number;
  readonly maxAttempts: number;
}

/** Validates the bsp options; throws a RangeError naming the bad one. */
export function bspParams(options: GenerateOptions): BspParams {
  rejectUnknownOptions(options, 'bsp', ['minRoomWidth', 'minRoomHeight', 'maxAttempts']);
  checkBaseOptions(options, BSP_MIN_SIZE.width, BSP_MIN_SIZE.height, BSP_MAX_SIZE.width, BSP_MAX_SIZE.height);
  return {
    width: options.width,
    height: options.height,
    minRoomWidth: intOption(options, 'minRoomWidth', 3, 3, 64),
    minRoomHeight: intOption(options, 'minRoomHeight', 2, 2, 64),
    maxAttempts: intOption(options, 'maxAttempts', BSP_MAX_ATTEMPTS, 1, 10_000),
  };
}

/** A walled rectangle: a ring of Wall around Floor. */
export function walledRectangle(width: number, height: number): Uint8Array {
  const tiles = new Uint8Array(width * height).fill(Tile.Floor);
  for (let x = 0; x < width; x++) {
    tiles[x] = Tile.Wall;
    tiles[(height - 1) * width + x] = Tile.Wall;
  }
  for (let y = 0; y < height; y++) {
    tiles[y * width] = Tile.Wall;
    tiles[y * width + width - 1] = Tile.Wall;
  }
  return tiles;
}

/** The working memory of the bsp generator (a generator workspace's `FurnishScratch` will do). */
interface BspWorkspace {
  readonly furnish: RectangleFurnishScratch;
}

/** A fresh working memory: only the parts of `FurnishScratch` the rectangle path uses. */
function bspWorkspace(): BspWorkspace {
  const furnish = {
    walls: new WallScratch(),
    rect: new RectScratch(),
    doors: new PlaceDoorScratch(),
    spawn: new SpawnScratch(),
  };
  return { furnish };
}

/** Builds a BSP dungeon from parsed parameters; throws an Error when every attempt fails. */
export function buildBsp(
  params: BspParams,
  rng: RngStream,
  workspace: BspWorkspace = bspWorkspace(),
): { furnished: Furnished; attempts: number } {
  const { furnished, attempts } = buildPackedBsp(params, rng, workspace);
  return { furnished: unpackedFurnished(furnished), attempts };
}

/** `buildBsp` with the split and door candidates left packed (what the generator itself needs). */
function buildPackedBsp(
  params: BspParams,
  rng: RngStream,
  workspace: BspWorkspace,
): { furnished: PackedFurnished; attempts: number } {
  const { width, height } = params;
  const rect = walledRectangle(width, height);
  const rules = {
    minWidth: params.minRoomWidth,
    minHeight: params.minRoomHeight,
    small: false,
  };
  for (let attempts = 1; attempts <= params.maxAttempts; attempts++) {
    const f = furnishRectangle({ tiles: rect, width, height }, rng, rules, workspace.furnish);
    if (typeof f !== 'string') return { furnished: f, attempts };
  }
  throw new Error(
    `bsp generator found no valid ${width}x${height} dungeon in ${params.maxAttempts} attempts`,
  );
}

/**
 * A plain BSP rooms-and-doors dungeon: the station's internal-wall splitter on a walled rectangle,
 * then its spanning-tree-plus-loops doors, stairs (exit) and a far start in another room.
 * Options: width, height, seed, `minRoomWidth` (3), `minRoomHeight` (2), `maxAttempts`.
 * Reports the stages hull (the rectangle), walls, doors, and entrance and exit.
 */
export function generateBsp(
  options: GenerateOptions,
  stages?: StageRecorder,
  workspace: BspWorkspace = bspWorkspace(),
): BspLevel {
  const params = bspParams(options);
  const { furnished, attempts } = buildPackedBsp(params, createRngStream(options.seed), workspace);
  // The furnished record is dropped after this, so the level may take over its grids.
  const at = { width: params.width, height: params.height, x: 0, y: 0 };
  const level = furnishedToLevel(furnished, at, false);
  if (stages !== undefined) {
    for (const name of ['hull', 'walls', 'doors', 'entrance and exit'] as const) {
      stages(name, snapshotLevel(furnished.snapshots[name], name, { furnished, final: level, at }));
    }
  }
  return { ...level, attempts };
}
