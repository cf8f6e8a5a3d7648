import type { Point } from '../../grid/types.js';
import type { RngStream } from '../../rng/stream.js';
import { Tile, type Level, type PlayableLevel, type Room } from '../level.js';
import {
  DoorScratch,
  PlaceDoorScratch,
  placeDoors,
  placePackedDoors,
  scanRuns,
  PACKED_FIELDS,
  unpackCandidates,
  type DoorCandidate,
  type PackedCandidates,
  type DoorRules,
  type PlacedDoor,
} from './doors.js';
import { pickSpawn, pickStairs, SpawnScratch } from './entrance.js';
import { labelRoomRuns, RoomRunScratch } from './rooms.js';
import { rectangleRooms, RectScratch } from './rect.js';
import {
  bspWalls,
  WallScratch,
  LEAF_FIELDS,
  LINE_FIELDS,
  rectangleWalls,
  unpackSplit,
  type BspWallOptions,
  type BspWalls,
  type PackedSplit,
} from './walls.js';
import { placeWindows, windowRuns, type PlacedWindow } from './windows.js';

/** Which variant of the furnishing stages to run. */
export interface FurnishRules {
  /** Smallest BSP leaf (3x2 for a station). */
  readonly minWidth: number;
  readonly minHeight: number;
  /** The small docking-bay floor: one horizontal wall, long door runs, top-most stairs, exactly 2 rooms. */
  readonly small: boolean;
  /** Place windows (the station does, the plain bsp dungeon does not). */
  readonly windows: boolean;
  /** Rooms rather than closets, and halls: see `BspWallOptions`. */
  readonly stopArea?: number;
  readonly stopChance?: number;
  readonly hallChance?: number;
  readonly hallWidth?: number;
  /**
   * The hull is `walledRectangle(width, height)` (the plain bsp dungeon): split, rooms, door
   * candidates and open cells are then read off the split's geometry (same results, faster),
   * when `windows` is false.
   */
  readonly rectangle?: boolean;
}

/**
 * The working memory of the furnishing stages, held by whoever furnishes many levels (a level
 * generator workspace); a fresh one per call works too, it only allocates more.
 */
export class FurnishScratch {
  readonly walls = new WallScratch();
  readonly rooms = new RoomRunScratch();
  readonly rect = new RectScratch();
  readonly doors = new DoorScratch();
  readonly spawn = new SpawnScratch();
}

/** Everything the furnishing stages decided, for the generators and for the tests. */
export interface Furnished {
  readonly width: number;
  readonly height: number;
  /** Final tiles (stairs written as StairsDown). */
  readonly tiles: Uint8Array;
  readonly rooms: Room[];
  readonly roomOf: Int16Array;
  readonly bsp: BspWalls;
  readonly candidates: DoorCandidate[];
  readonly doors: PlacedDoor[];
  readonly windows: PlacedWindow[];
  /** Cell indices of the stairs and the spawn. */
  readonly stairs: number;
  readonly spawn: number;
  /** Tile snapshots after each stage: hull, walls, doors, windows, final. */
  readonly snapshots: { readonly [stage in StageName]: Uint8Array };
}

/**
 * A furnished rectangle whose split and door candidates stay packed and in the scratch (the next
 * call overwrites them): a level needs neither, so the bsp generator never copies or unpacks them;
 * `unpackedFurnished` copies them out.
 */
export interface PackedFurnished extends Omit<Furnished, 'bsp' | 'candidates'> {
  readonly split: PackedSplit;
  readonly packedCandidates: PackedCandidates;
}

/** The stage names the station reports, in order. */
export const STAGE_NAMES = ['hull', 'walls', 'doors', 'windows', 'entrance and exit'] as const;
/** One of `STAGE_NAMES`. */
export type StageName = (typeof STAGE_NAMES)[number];

/** Why a furnishing attempt failed. */
export type FurnishFailure = 'rooms' | 'stairs' | 'doors' | 'spawn';

/** The working memory `furnishRectangle` uses: a `FurnishScratch` will do. */
export interface RectangleFurnishScratch {
  readonly walls: WallScratch;
  readonly rect: RectScratch;
  readonly doors: PlaceDoorScratch;
  readonly spawn: SpawnScratch;
}

/** The wall-splitting and door rules both furnishing paths derive from `rules`. */
function stageRules(rules: Omit<FurnishRules, 'windows' | 'rectangle'>): {
  wallOptions: BspWallOptions;
  doorRules: DoorRules;
} {
  const wallOptions = {
    minWidth: rules.minWidth,
    minHeight: rules.minHeight,
    maxDepth: rules.small ? 1 : Infinity,
    horizontalOnly: rules.small,
    stopArea: rules.stopArea,
    stopChance: rules.stopChance,
    hallChance: rules.hallChance,
    hallWidth: rules.hallWidth,
  };
  return { wallOptions, doorRules: { minRun: rules.small ? 5 : 1, minOffset: rules.small ? 4 : 0 } };
}

/**
 * Runs the station's stages after the hull on a copy of `hull.tiles`: BSP walls, rooms, stairs
 * (before doors), doors (spanning tree plus loops), spawn, windows. Returns the failure stage
 * instead when an attempt must be retried.
 */
export function furnish(
  hull: { readonly tiles: Uint8Array; readonly width: number; readonly height: number },
  rng: RngStream,
  rules: FurnishRules,
  scratch: FurnishScratch = new FurnishScratch(),
): Furnished | FurnishFailure {
  const { width, height } = hull;
  if (rules.rectangle === true && !rules.windows) {
    const f = furnishRectangle(hull, rng, rules, scratch);
    return typeof f === 'string' ? f : unpackedFurnished(f);
  }
  const { wallOptions, doorRules } = stageRules(rules);
  const tiles = hull.tiles.slice();
  const bsp = bspWalls({ tiles, width, height }, rng, wallOptions, scratch.walls);
  const afterWalls = tiles.slice();
  const { rooms, roomOf, runs } = labelRoomRuns(tiles, width, height, scratch.rooms);
  if (rooms.length < 2 || (rules.small && rooms.length !== 2)) return 'rooms';
  const { candidates, open } = scanRuns(tiles, runs, hull, scratch.doors);
  const stairs = pickStairs(tiles, width, height, rng, rules.small, open);
  if (stairs < 0) return 'stairs';
  const doors = placeDoors(candidates, rooms.length, rng, doorRules, scratch.doors);
  if (doors === null) return 'doors';
  for (const d of doors) tiles[d.index] = Tile.Door;
  const afterDoors = tiles.slice();
  const spawn = pickSpawn({ roomOf, width, open }, stairs, rng, scratch.spawn);
  if (spawn < 0) return 'spawn';
  const windows = rules.windows ? placeWindows(tiles, windowRuns(tiles, width, height), rng) : [];
  const afterWindows = tiles.slice();
  tiles[stairs] = Tile.StairsDown;
  return {
    width,
    height,
    tiles,
    rooms,
    roomOf,
    bsp,
    candidates,
    doors,
    windows,
    stairs,
    spawn,
    snapshots: {
      hull: hull.tiles.slice(),
      walls: afterWalls,
      doors: afterDoors,
      windows: afterWindows,
      'entrance and exit': tiles.slice(),
    },
  };
}

/**
 * `furnish` on the plain rectangle `hull` without windows (`rules.windows` is not read): the
 * same stages and results, with the walled tiles,
 * rooms, candidates and open cells read off the split's geometry (`rectangleWalls`,
 * `rectangleRooms`) instead of the grid, and the stage snapshots rebuilt from the final tiles.
 *
 * Why a second path: only the `bsp` generator runs it (the station's hulls are never plain
 * rectangles), and on an 80x50 rectangle it furnishes a level in about 190 µs against about
 * 430 µs for the general path (2.2x; median of 15 alternating runs of 400 levels, Node 20 on the
 * project's 2-core machine). rect.test.ts checks it against the general path over many sizes,
 * leaf minimums and seeds: same split, same draws, same rooms, candidates and open cells.
 */
export function furnishRectangle(
  hull: { readonly tiles: Uint8Array; readonly width: number; readonly height: number },
  rng: RngStream,
  rules: Omit<FurnishRules, 'windows' | 'rectangle'>,
  scratch: RectangleFurnishScratch,
): PackedFurnished | FurnishFailure {
  const { width, height } = hull;
  const { wallOptions, doorRules } = stageRules(rules);
  const split = rectangleWalls(hull, rng, wallOptions, scratch.walls);
  const { tiles, rooms, roomOf, candidates, open } = rectangleRooms(split, hull, scratch.rect);
  if (rooms.length < 2 || (rules.small && rooms.length !== 2)) return 'rooms';
  const stairs = pickStairs(tiles, width, height, rng, rules.small, open);
  if (stairs < 0) return 'stairs';
  const doors = placePackedDoors(candidates, rooms.length, rng, doorRules, scratch.doors);
  if (doors === null) return 'doors';
  for (const d of doors) tiles[d.index] = Tile.Door;
  const spawn = pickSpawn({ roomOf, width, open }, stairs, rng, scratch.spawn);
  if (spawn < 0) return 'spawn';
  const windows: PlacedWindow[] = []; // this path places none (the bsp dungeon has no windows)
  tiles[stairs] = Tile.StairsDown;
  const snapshots = derivedSnapshots(hull.tiles, { tiles, stairs, doors });
  // The split and candidates live in scratch: keep copies of just their entries.
  return {
    width,
    height,
    tiles,
    rooms,
    roomOf,
    doors,
    windows,
    stairs,
    spawn,
    snapshots,
    split,
    packedCandidates: candidates,
  };
}

/**
 * A packed furnished rectangle as a `Furnished`: its split and candidates copied out of the
 * scratch now (call it before the scratch is used again) and unpacked on first read.
 */
export function unpackedFurnished(f: PackedFurnished): Furnished {
  const { split, packedCandidates: candidates, ...rest } = f;
  // The split and candidates live in scratch: keep copies of just their entries.
  const keptSplit = {
    ...split,
    leaves: split.leaves.slice(0, LEAF_FIELDS * split.leafCount),
    lines: split.lines.slice(0, LINE_FIELDS * split.lineCount),
  };
  const keptCandidates = { ...candidates, data: candidates.data.slice(0, PACKED_FIELDS * candidates.count) };
  return new RectangleFurnished(rest, keptSplit, keptCandidates);
}

/**
 * A furnished rectangle that keeps its split and door candidates packed (copied out of the
 * scratch) and turns them into objects on first read: a level needs neither, and making a few
 * hundred objects per level nobody reads was a tenth of the bsp generator's time. `bsp` and
 * `candidates` are getters on the prototype: read them, not a spread copy of the record.
 */
class RectangleFurnished implements Furnished {
  readonly width: number;
  readonly height: number;
  readonly tiles: Uint8Array;
  readonly rooms: Room[];
  readonly roomOf: Int16Array;
  readonly doors: PlacedDoor[];
  readonly windows: PlacedWindow[];
  readonly stairs: number;
  readonly spawn: number;
  readonly snapshots: Furnished['snapshots'];
  #split: PackedSplit;
  #candidates: PackedCandidates;
  #bsp: BspWalls | undefined = undefined;
  #unpacked: DoorCandidate[] | undefined = undefined;

  constructor(f: Omit<Furnished, 'bsp' | 'candidates'>, split: PackedSplit, candidates: PackedCandidates) {
    this.width = f.width;
    this.height = f.height;
    this.tiles = f.tiles;
    this.rooms = f.rooms;
    this.roomOf = f.roomOf;
    this.doors = f.doors;
    this.windows = f.windows;
    this.stairs = f.stairs;
    this.spawn = f.spawn;
    this.snapshots = f.snapshots;
    this.#split = split;
    this.#candidates = candidates;
  }

  get bsp(): BspWalls {
    return (this.#bsp ??= unpackSplit(this.#split));
  }

  get candidates(): DoorCandidate[] {
    return (this.#unpacked ??= unpackCandidates(this.#candidates));
  }
}

/**
 * The stage snapshots of a level without windows rebuilt from the final tiles, undoing the stages
 * from the last: the stairs were Floor, doors were Wall.
 */
function derivedSnapshots(
  hull: Uint8Array,
  f: Pick<Furnished, 'tiles' | 'stairs' | 'doors'>,
): Furnished['snapshots'] {
  const final = f.tiles.slice();
  const windows = final.slice();
  windows[f.stairs] = Tile.Floor;
  const doors = windows.slice();
  const walls = doors.slice();
  for (const d of f.doors) walls[d.index] = Tile.Wall;
  return { hull: hull.slice(), walls, doors, windows, 'entrance and exit': final };
}

/** How a door or window is drawn: the axis joining its two open neighbours. */
export type FeatureAxis = 'x' | 'y';

/** A level built from furnished stages, with the axes of its doors and windows for rendering. */
export interface FurnishedLevel extends PlayableLevel {
  readonly roomOf: Int16Array;
  /** `doorAxes[k]` is the axis of `doors[k]`. */
  readonly doorAxes: readonly FeatureAxis[];
  /** `windowAxes[k]` is the axis of `windows[k]`. */
  readonly windowAxes: readonly FeatureAxis[];
}

/** Where a furnished grid sits in its level: the level's size and the grid's top-left cell in it. */
export interface LevelPlacement {
  readonly width: number;
  readonly height: number;
  readonly x: number;
  readonly y: number;
}

/**
 * Places a furnished grid at (`at.x`, `at.y`) inside a level of `at.width` x `at.height` (Void
 * around it) and turns cell indices into points. With `copy` false and no offset or padding, the
 * level takes `f.tiles` and `f.roomOf` themselves (for callers that drop `f`).
 */
export function furnishedToLevel(
  f: Omit<Furnished, 'bsp' | 'candidates'>,
  at: LevelPlacement,
  copy = true,
): FurnishedLevel {
  const { x: ox, y: oy } = at;
  const w = f.width;
  const place = (i: number): Point => {
    const y = Math.floor(i / w);
    return { x: i - y * w + ox, y: y + oy };
  };

  const same = !copy && ox === 0 && oy === 0 && w === at.width && f.height === at.height;
  const tiles = same ? f.tiles : embed(f.tiles, f, at, Tile.Void);
  const roomOf = same ? f.roomOf : embed(f.roomOf, f, at, -1);
  return {
    width: at.width,
    height: at.height,
    tiles,
    rooms: ox === 0 && oy === 0 ? f.rooms : f.rooms.map((r) => ({ ...r, x: r.x + ox, y: r.y + oy })),
    roomOf,
    doors: f.doors.map((d) => place(d.index)),
    doorAxes: f.doors.map((d) => d.axis),
    windows: f.windows.map((d) => place(d.index)),
    windowAxes: f.windows.map((d) => d.axis),
    start: place(f.spawn),
    exit: place(f.stairs),
  };
}

/** Copies a grid of `size` into a larger grid placed as `at`, filling the rest with `fill`. */
export function embed<T extends Uint8Array | Int16Array>(
  src: T,
  size: { readonly width: number; readonly height: number },
  at: LevelPlacement,
  fill: number,
): T {
  const { width: w, height: h } = size;
  if (w === at.width && h === at.height) return src.slice() as T;
  const out = new (src.constructor as new (n: number) => T)(at.width * at.height);
  out.fill(fill);
  for (let y = 0; y < h; y++) out.set(src.subarray(y * w, (y + 1) * w), (y + at.y) * at.width + at.x);
  return out;
}

/**
 * A stage snapshot as a level (rooms and points omitted except the final stage's), placed like
 * `furnishedToLevel` placed the final level.
 */
export function snapshotLevel(
  tiles: Uint8Array,
  stage: StageName,
  from: {
    readonly furnished: Pick<Furnished, 'width' | 'height'>;
    readonly final: FurnishedLevel;
    readonly at: LevelPlacement;
  },
): Level {
  const { furnished: f, final, at } = from;
  const t = embed(tiles, f, at, Tile.Void);
  const hasRooms = stage !== 'hull';
  return {
    width: final.width,
    height: final.height,
    tiles: t,
    rooms: hasRooms ? final.rooms : [],
    roomOf: hasRooms ? final.roomOf : undefined,
    doors: stage === 'hull' || stage === 'walls' ? [] : final.doors,
    windows: stage === 'windows' || stage === 'entrance and exit' ? final.windows : [],
    ...(stage === 'entrance and exit' ? { start: final.start, exit: final.exit } : {}),
  };
}
