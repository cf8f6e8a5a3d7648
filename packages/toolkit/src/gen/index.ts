/**
 * Level generators behind one typed `generate(kind, options)`, the level type they share, and helpers to read levels (ASCII, walkable and opaque masks).
 *
 * @module
 */
export {
  createLevelGenerator,
  generate,
  generateWithStages,
  GENERATOR_KINDS,
  type GenerationStage,
  type LevelGenerator,
} from './generate.js';
export {
  generateArena,
  generateBsp,
  generateCaves,
  generateCellular,
  generateChunk,
  generateFeatures,
  generateMazeDivided,
  generateMazeEller,
  generateMazeIcey,
  generateRogue,
  generateRooms,
  generateShip,
  generateStation,
} from './standalone.js';
export { GENERATOR_DEFAULT_SIZES } from './default-sizes.js';
export { parseOptionText, parseSeedText } from './options.js';
export type {
  AccretionOptions,
  BaseGeneratorOptions,
  BspOptions,
  CavesOptions,
  CellularOptions,
  ChunkOptions,
  Exact,
  FeaturesOptions,
  GeneratorKind,
  GeneratorOptionsMap,
  IceyMazeOptions,
  LevelMap,
  MazeOptions,
  RogueOptions,
  RoomShapeOptions,
  RoomsOptions,
  ShipOptions,
  SizedByDefaultOptions,
  StationOptions,
} from './kinds.js';
export {
  isOpaqueTile,
  isWalkableTile,
  levelToAscii,
  opaqueMask,
  Tile,
  tileGlyph,
  walkableMask,
  type Level,
  type PlayableLevel,
  type Room,
  type TileCode,
} from './level.js';
export { diagonalLeaks, isWalkable4Connected } from './checks.js';
export { irregularRoom, type IrregularRoomOptions } from './irregular-room.js';
export type { AccretionLevel } from './features/accretion.js';
export type { Placement, Rect } from './features/placement.js';
export type { RoomsLevel } from './rooms/rooms.js';
export type { BspLevel } from './bsp/bsp.js';
export type { StationLevel } from './station/station.js';
export type { FeatureAxis, FurnishedLevel } from './station-parts/furnish.js';
export type { ShipLevel } from './ship/ship.js';
export type { RogueLevel } from './rogue/rogue.js';
export type { ChunkLevel } from './chunk/chunk.js';
export {
  CHUNK_SIZE,
  chunkEdges,
  chunkSeed,
  type ChunkEdges,
  type EdgeDoor,
  type WorldSeed,
} from './chunk/edges.js';
