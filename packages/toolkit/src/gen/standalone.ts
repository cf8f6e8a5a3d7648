/**
 * One function per generator kind, each importable on its own: `generateFeatures(options)` is
 * `generate('features', options)` without bundling the other generators (or wave function
 * collapse, which only `station` uses).
 */
import type {
  BaseGeneratorOptions,
  BspOptions,
  CavesOptions,
  CellularOptions,
  ChunkOptions,
  Exact,
  FeaturesOptions,
  IceyMazeOptions,
  LevelMap,
  MazeOptions,
  RogueOptions,
  RoomsOptions,
  ShipOptions,
  StationOptions,
} from './kinds.js';
import { optionsObject, runNamed, type GenerateOptions } from './options.js';

import { generateStation as stationKind } from './station/station.js';
import { generateShip as shipKind } from './ship/ship.js';
import { generateCellular as cellularKind } from './cellular/cellular.js';
import { generateCaves as cavesKind } from './caves/caves.js';
import { generateFeatures as featuresKind } from './features/features.js';
import { generateRooms as roomsKind } from './rooms/rooms.js';
import { generateBsp as bspKind } from './bsp/bsp.js';
import { generateChunk as chunkKind } from './chunk/chunk.js';
import { generateEllerMaze as mazeEllerKind } from './maze/eller.js';
import { generateDividedMaze as mazeDividedKind } from './maze/divided.js';
import { generateIceyMaze as mazeIceyKind } from './maze/icey.js';
import { generateRogue as rogueKind } from './rogue/rogue.js';
import { generateArena as arenaKind } from './arena/arena.js';

/** Runs the generator `kind` as the function `fn` on `options`: checked an object, its errors named `fn`. */
function named(fn: string, kind: (options: GenerateOptions) => unknown, options: object): unknown {
  return runNamed(fn, () => kind(optionsObject(fn, options)));
}

/** Generates a space station deck: a hull from wave function collapse, split into rooms, doors, windows and furniture; the same as `generate('station', options)`. */
export function generateStation<O extends StationOptions>(
  options: Exact<O, StationOptions>,
): LevelMap['station'] {
  return named('generateStation', stationKind, options) as LevelMap['station'];
}

/** Generates a derelict ship: a hull with windows, rooms and airlocks; the same as `generate('ship', options)`. */
export function generateShip<O extends ShipOptions>(options: Exact<O, ShipOptions>): LevelMap['ship'] {
  return named('generateShip', shipKind, options) as LevelMap['ship'];
}

/** Generates a cave from a cellular automaton, its open regions joined; the same as `generate('cellular', options)`. */
export function generateCellular<O extends CellularOptions>(
  options: Exact<O, CellularOptions>,
): LevelMap['cellular'] {
  return named('generateCellular', cellularKind, options) as LevelMap['cellular'];
}

/** Generates caves dug by random-walking diggers; the same as `generate('caves', options)`. */
export function generateCaves<O extends CavesOptions>(options: Exact<O, CavesOptions>): LevelMap['caves'] {
  return named('generateCaves', cavesKind, options) as LevelMap['caves'];
}

/** Generates rooms and corridors grown one feature at a time from a wall (rot.js Digger); the same as `generate('features', options)`. */
export function generateFeatures<O extends FeaturesOptions>(
  options: Exact<O, FeaturesOptions>,
): LevelMap['features'] {
  return named('generateFeatures', featuresKind, options) as LevelMap['features'];
}

/** Generates rooms and corridors grown from existing features (rot.js Uniform-style accretion); the same as `generate('rooms', options)`. */
export function generateRooms<O extends RoomsOptions>(options: Exact<O, RoomsOptions>): LevelMap['rooms'] {
  return named('generateRooms', roomsKind, options) as LevelMap['rooms'];
}

/** Generates rooms in the leaves of a binary space partition, joined along the tree; the same as `generate('bsp', options)`. */
export function generateBsp<O extends BspOptions>(options: Exact<O, BspOptions>): LevelMap['bsp'] {
  return named('generateBsp', bspKind, options) as LevelMap['bsp'];
}

/** Generates one 32x32 chunk of an endless world, matching its neighbours at the edges; the same as `generate('chunk', options)`. */
export function generateChunk<O extends ChunkOptions>(options: Exact<O, ChunkOptions>): LevelMap['chunk'] {
  return named('generateChunk', chunkKind, options) as LevelMap['chunk'];
}

/** Generates a perfect maze by Eller's algorithm, row by row; the same as `generate('maze-eller', options)`. */
export function generateMazeEller<O extends MazeOptions>(
  options: Exact<O, MazeOptions>,
): LevelMap['maze-eller'] {
  return named('generateMazeEller', mazeEllerKind, options) as LevelMap['maze-eller'];
}

/** Generates a perfect maze by recursive division; the same as `generate('maze-divided', options)`. */
export function generateMazeDivided<O extends MazeOptions>(
  options: Exact<O, MazeOptions>,
): LevelMap['maze-divided'] {
  return named('generateMazeDivided', mazeDividedKind, options) as LevelMap['maze-divided'];
}

/** Generates a maze by Icey's random walk (rot.js IceyMaze), straighter with higher regularity; the same as `generate('maze-icey', options)`. */
export function generateMazeIcey<O extends IceyMazeOptions>(
  options: Exact<O, IceyMazeOptions>,
): LevelMap['maze-icey'] {
  return named('generateMazeIcey', mazeIceyKind, options) as LevelMap['maze-icey'];
}

/** Generates the classic Rogue level: a grid of rooms joined by corridors; the same as `generate('rogue', options)`. */
export function generateRogue<O extends RogueOptions>(options: Exact<O, RogueOptions>): LevelMap['rogue'] {
  return named('generateRogue', rogueKind, options) as LevelMap['rogue'];
}

/** Generates one open room inside a wall; the same as `generate('arena', options)`. */
export function generateArena<O extends BaseGeneratorOptions>(
  options: Exact<O, BaseGeneratorOptions>,
): LevelMap['arena'] {
  return named('generateArena', arenaKind, options) as LevelMap['arena'];
}
