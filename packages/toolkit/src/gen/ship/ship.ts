import type { Point } from '../../grid/types.js';
import { createRngStream, type RngStream } from '../../rng/stream.js';
import { Tile, type Level, type Room } from '../level.js';
import { checkBaseOptions, intOption, rejectUnknownOptions, type GenerateOptions } from '../options.js';
import type { StageRecorder } from '../stages.js';
import { coarseSize, createCoarseGrid, type CoarseDoor, type CoarseGrid } from './coarse.js';
import { placeHallways } from './hallways.js';
import { outwardWalls, renderShip, type ShipTiles } from './render.js';
import { connectTouchingPairs, doorsConnectAll, growRooms } from './rooms.js';

/** A ship level: rooms 0..hallwayCount-1 of `rooms` are the hallways, the rest are grown rooms. */
export interface ShipLevel extends Level {
  readonly rooms: readonly Room[];
  readonly roomOf: Int16Array;
  readonly start: Point;
  readonly exit: Point;
  /** How many of the first `rooms` are hallways. */
  readonly hallwayCount: number;
  /** The generation attempt (1-based) that produced a connected ship. */
  readonly attempts: number;
}

/** Default ship size. */
export const SHIP_DEFAULT_SIZE = { width: 64, height: 40 } as const;
/** Smallest accepted ship (the hallway rules need a connection grid of at least 9x9). */
export const SHIP_MIN_SIZE = { width: 32, height: 24 } as const;
/** Largest accepted ship. */
export const SHIP_MAX_SIZE = { width: 256, height: 256 } as const;
/** Whole-layout attempts before the generator gives up with an Error (G2). */
export const SHIP_MAX_ATTEMPTS = 200;

interface ShipParams {
  width: number;
  height: number;
  depth: number;
  windowsMin: number;
  windowsMax: number;
}

/** Validates the ship options; throws a RangeError naming the bad one. */
function readParams(options: GenerateOptions): ShipParams {
  rejectUnknownOptions(options, 'ship', ['depth', 'windowsMin', 'windowsMax']);
  checkBaseOptions(
    options,
    SHIP_MIN_SIZE.width,
    SHIP_MIN_SIZE.height,
    SHIP_MAX_SIZE.width,
    SHIP_MAX_SIZE.height,
  );
  const windowsMin = intOption(options, 'windowsMin', 30, 0, 10_000);
  const windowsMax = intOption(options, 'windowsMax', Math.max(40, windowsMin), 0, 10_000);
  if (windowsMax < windowsMin) {
    throw new RangeError(
      `option "windowsMax" (${windowsMax}) must not be below "windowsMin" (${windowsMin})`,
    );
  }
  return {
    width: options.width,
    height: options.height,
    depth: intOption(options, 'depth', 1, 1, 1_000_000),
    windowsMin,
    windowsMax,
  };
}

/** Snapshot of a ship in progress, for stage recorders. */
function snapshot(t: ShipTiles): Level {
  return { ...t, tiles: t.tiles.slice(), roomOf: t.roomOf.slice(), windows: [] };
}

/** The floor tiles of a room with only floor among their 8 neighbours, or all its floor tiles when none has. */
function openCells(t: ShipTiles, room: Room): number[] {
  const all: number[] = [];
  const open: number[] = [];
  for (let y = room.y; y < room.y + room.height; y++) {
    for (let x = room.x; x < room.x + room.width; x++) {
      const i = y * t.width + x;
      if (t.roomOf[i] !== room.id || t.tiles[i] !== Tile.Floor) continue;
      all.push(i);
      let clear = true;
      for (let dy = -1; dy <= 1 && clear; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if (t.tiles[i + dy * t.width + dx] !== Tile.Floor) {
            clear = false;
            break;
          }
        }
      }
      if (clear) open.push(i);
    }
  }
  return open.length > 0 ? open : all;
}

/** One layout attempt; null when the regions do not form one connected ship. */
function attempt(
  p: ShipParams,
  rng: RngStream,
  stages: Array<[string, Level]> | null,
): Omit<ShipLevel, 'attempts'> | null {
  const { cols, rows } = coarseSize(p.width, p.height);
  const grid: CoarseGrid = createCoarseGrid(cols, rows);
  const halls = placeHallways(grid, rng);
  if (halls.length === 0) return null;
  if (stages !== null)
    stages.push(['hallways', snapshot(renderShip(grid, p.width, p.height, halls.length, []))]);
  const grown = growRooms(grid, rng, halls.length, halls.length);
  const regions = halls.length + grown.rooms;
  if (stages !== null)
    stages.push(['rooms', snapshot(renderShip(grid, p.width, p.height, regions, grown.doors))]);
  const doors: CoarseDoor[] = [...grown.doors, ...connectTouchingPairs(grid, rng, grown.doors)];
  if (!doorsConnectAll(grid, regions, doors)) return null;
  const t = renderShip(grid, p.width, p.height, regions, doors);
  if (stages !== null) stages.push(['doors', snapshot(t)]);

  const candidates = outwardWalls(t.tiles, p.width, p.height);
  const want = rng.int(p.windowsMin, p.windowsMax);
  const chosen = candidates.length <= want ? candidates : rng.shuffle(candidates.slice()).slice(0, want);
  chosen.sort((a, b) => a - b);
  for (const i of chosen) t.tiles[i] = Tile.Window;
  const windows = chosen.map((i) => ({ x: i % p.width, y: Math.floor(i / p.width) }));
  if (stages !== null) stages.push(['windows', { ...snapshot(t), windows }]);

  const ends = t.rooms
    .filter((r) => r.id >= halls.length && r.width > 2 && r.height > 2)
    .sort((a, b) => a.x * 2 + a.width - (b.x * 2 + b.width) || a.id - b.id);
  if (ends.length < 2) return null;
  const left = ends[0];
  const right = ends[ends.length - 1];
  const [from, to] = p.depth % 2 === 1 ? [left, right] : [right, left];
  const startIndex = rng.pick(openCells(t, from));
  const exitIndex = rng.pick(openCells(t, to));
  t.tiles[exitIndex] = Tile.StairsDown;
  const point = (i: number): Point => ({ x: i % p.width, y: Math.floor(i / p.width) });
  return {
    width: p.width,
    height: p.height,
    tiles: t.tiles,
    rooms: t.rooms,
    roomOf: t.roomOf,
    doors: t.doors,
    windows,
    start: point(startIndex),
    exit: point(exitIndex),
    hallwayCount: halls.length,
  };
}

/**
 * A ship: straight 3-tile hallways first, then rooms grown around them, one door per
 * touching pair, windows on the hull, start and exit at opposite ends (side alternating with
 * `depth`). Options: width, height (default 64x40), seed, depth (default 1), windowsMin (30),
 * windowsMax (40). Retried until the walkable space is one 4-connected region.
 */
export function generateShip(options: GenerateOptions, stages?: StageRecorder): ShipLevel {
  if (options === null || typeof options !== 'object') throw new RangeError('options must be an object');
  const params = readParams({
    ...options,
    width: options.width ?? SHIP_DEFAULT_SIZE.width,
    height: options.height ?? SHIP_DEFAULT_SIZE.height,
  });
  const rng = createRngStream(options.seed);
  for (let n = 1; n <= SHIP_MAX_ATTEMPTS; n++) {
    const recorded: Array<[string, Level]> | null = stages === undefined ? null : [];
    const level = attempt(params, rng, recorded);
    if (level === null) continue;
    if (stages !== undefined && recorded !== null) {
      for (const [name, snap] of recorded) stages(name, snap);
      stages('stairs', level);
    }
    return { ...level, attempts: n };
  }
  throw new Error(`ship generator found no connected layout in ${SHIP_MAX_ATTEMPTS} attempts`);
}
