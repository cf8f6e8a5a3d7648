import type { BspLevel } from './bsp/bsp.js';
import type { ChunkLevel } from './chunk/chunk.js';
import type { AccretionLevel } from './features/accretion.js';
import type { PlayableLevel } from './level.js';
import type { RogueLevel } from './rogue/rogue.js';
import type { RoomsLevel } from './rooms/rooms.js';
import type { ShipLevel } from './ship/ship.js';
import type { StationLevel } from './station/station.js';

/**
 * What each generator kind takes and what it gives: `generate(kind, options)` checks `options`
 * against `GeneratorOptionsMap[kind]` when it compiles, and at run time throws a RangeError naming
 * any option the kind does not take (and the ones it does).
 */

/** Options every generator takes. */
export interface BaseGeneratorOptions {
  /** Level width in cells. */
  readonly width: number;
  /** Level height in cells. */
  readonly height: number;
  /** The same seed and options always give the same level. */
  readonly seed: number | string;
}

/** Options of a generator whose size has a default (caves, ship). */
export interface SizedByDefaultOptions {
  readonly width?: number;
  readonly height?: number;
  readonly seed: number | string;
}

/** The irregular room shape of `rooms` and `features` (see `irregularRoom`). */
export interface RoomShapeOptions {
  /** `'rectangle'` (default) or `'irregular'`: a ragged outline drawn inside each room's box. */
  readonly roomShape?: 'rectangle' | 'irregular';
  /** Irregular rooms: depth of the band along each side where outline points fall (default 1). */
  readonly roomBand?: number;
  /** Irregular rooms: outline points per side (default 2); more give squarer rooms. */
  readonly roomPoints?: number;
}

/** Options of the `station` generator. */
export interface StationOptions extends BaseGeneratorOptions {
  /** The small 10x10 docking bay, centred in the level: two rooms, one horizontal wall. */
  readonly small?: boolean;
  /** Whole attempts (hull and furnishing) before giving up with an Error (default 400). */
  readonly maxAttempts?: number;
  /** Tiles per hull cell of the wave function collapse (default: 1 below 50x26, 2 at 64x32). */
  readonly hullScale?: number;
  /** The docking bay's hull size when `small` (default 10x10; width 9 up, height 9 up). */
  readonly bayWidth?: number;
  readonly bayHeight?: number;
  /** Smallest room a wall may leave (default 3 wide, 2 tall: the densest warren). */
  readonly minRoomWidth?: number;
  readonly minRoomHeight?: number;
  /** A part of at most this many cells stops splitting with probability `stopChance` (default 0 = never; 0.5). */
  readonly stopArea?: number;
  readonly stopChance?: number;
  /** Chance that a split of a part at least 12x12 leaves a hall `hallWidth` wide (default 0; 2). */
  readonly hallChance?: number;
  readonly hallWidth?: number;
}

/** Options of the `ship` generator (size 64x40 unless given). */
export interface ShipOptions extends SizedByDefaultOptions {
  /** Floor depth from 1: the start and the exit swap sides on even depths. */
  readonly depth?: number;
  /** Fewest and most windows on the hull (30 and 40 by default). */
  readonly windowsMin?: number;
  readonly windowsMax?: number;
}

/** Options of the `cellular` generator. */
export interface CellularOptions extends BaseGeneratorOptions {
  /** `'async'` (default unless `rule` or `iterations` is given): single-cell updates; `'rule'`: birth/survival generations. */
  readonly mode?: 'async' | 'rule';
  /** Percent of cells closed by the initial fill (0..100, default 45). */
  readonly p?: number;
  /** Async mode: true (default) closes a cell when more than `n` neighbours are closed, false opens it. */
  readonly h?: boolean;
  /** Async mode: the neighbour threshold (0..8, default 4). */
  readonly n?: number;
  /** Async mode: single-cell updates (default 5 x width x height). */
  readonly i?: number;
  /** Rule mode: counts of closed neighbours, "B5678/S45678" by default. */
  readonly rule?: string;
  /** Rule mode: generations (default 4). */
  readonly iterations?: number;
  /** Open regions: `'join'` (default) tunnels them together, `'drop'` keeps the largest, `'none'` leaves the raw automaton. */
  readonly connect?: 'none' | 'join' | 'drop';
  /** Close the outer ring (default true); false keeps the raw automaton's edge. */
  readonly border?: boolean;
}

/** Options of the `caves` generator (size 100x57 unless given). */
export interface CavesOptions extends SizedByDefaultOptions {
  /** Diggers (default 17). */
  readonly caves?: number;
  /** Steps per digger (default 1000). */
  readonly steps?: number;
}

/** Sizes shared by the accretion generators `features` and `rooms`. */
export interface AccretionOptions extends BaseGeneratorOptions, RoomShapeOptions {
  /** Rooms to place (default 10). */
  readonly maxRooms?: number;
  /** Room side lengths (3 and 8 by default, cut to the map). */
  readonly roomMin?: number;
  readonly roomMax?: number;
  /** Corridor lengths (3 and 8 by default, cut to the map). */
  readonly corridorMin?: number;
  readonly corridorMax?: number;
  /** Tries to place a feature before the level is returned with `complete: false` (default 20000). */
  readonly maxAttempts?: number;
}

/** Options of the `features` generator. */
export interface FeaturesOptions extends AccretionOptions {
  /** Percent chance that a feature is a room rather than a corridor (default 50). */
  readonly roomChance?: number;
}

/** Options of the `rooms` generator. */
export interface RoomsOptions extends AccretionOptions {
  /** Five cumulative percentages ending at 100 that pick the feature of each roll (default 20, 40, 60, 80, 100). */
  readonly thresholds?: readonly number[];
}

/** Options of the `bsp` generator. */
export interface BspOptions extends BaseGeneratorOptions {
  /** Smallest leaf width and height (3 and 2 by default). */
  readonly minRoomWidth?: number;
  readonly minRoomHeight?: number;
  /** Attempts before giving up with an Error (default 50). */
  readonly maxAttempts?: number;
}

/** Options of the `chunk` generator: width and height must be 32; the seed is the world's. */
export interface ChunkOptions extends BaseGeneratorOptions {
  /** Chunk coordinates in the world (default 0, 0). */
  readonly cx?: number;
  readonly cy?: number;
}

/** Options of the `maze-eller` and `maze-divided` generators. */
export interface MazeOptions extends BaseGeneratorOptions {
  /** `'corners'` (default): start top-left, exit bottom-right; `'farthest'`: the two ends of a longest path. */
  readonly ends?: 'corners' | 'farthest';
}

/** Options of the `maze-icey` generator. */
export interface IceyMazeOptions extends MazeOptions {
  /** 0 (default, twistiest) up to 1e6; larger keeps straighter passages. */
  readonly regularity?: number;
}

/** Options of the `rogue` generator. */
export interface RogueOptions extends BaseGeneratorOptions {
  /** Grid cells across and down (3 and 3 by default). */
  readonly gridWidth?: number;
  readonly gridHeight?: number;
  /** Bounds on a room's floor size. */
  readonly minRoomWidth?: number;
  readonly maxRoomWidth?: number;
  readonly minRoomHeight?: number;
  readonly maxRoomHeight?: number;
  /** Corridors beyond the spanning tree (default 0). */
  readonly extraConnections?: number;
}

/** The options each generator kind takes. */
export interface GeneratorOptionsMap {
  station: StationOptions;
  ship: ShipOptions;
  cellular: CellularOptions;
  caves: CavesOptions;
  features: FeaturesOptions;
  rooms: RoomsOptions;
  bsp: BspOptions;
  chunk: ChunkOptions;
  'maze-eller': MazeOptions;
  'maze-divided': MazeOptions;
  'maze-icey': IceyMazeOptions;
  rogue: RogueOptions;
  arena: BaseGeneratorOptions;
}

/** The level each generator kind returns. */
export interface LevelMap {
  station: StationLevel;
  ship: ShipLevel;
  cellular: PlayableLevel;
  caves: PlayableLevel;
  features: AccretionLevel;
  rooms: RoomsLevel;
  bsp: BspLevel;
  chunk: ChunkLevel;
  'maze-eller': PlayableLevel;
  'maze-divided': PlayableLevel;
  'maze-icey': PlayableLevel;
  rogue: RogueLevel & PlayableLevel;
  arena: PlayableLevel;
}

/**
 * `O` with each key that `T` lacks typed `never`: an options object held in a variable with a key
 * its generator does not take fails to compile, as an object literal already does.
 */
export type Exact<O, T> = O & { readonly [K in Exclude<keyof O, keyof T>]: never };

/** The generators `generate` knows. */
export type GeneratorKind = keyof GeneratorOptionsMap;
