import { CAVE_DEFAULTS } from './caves/caves.js';
import { CHUNK_SIZE } from './chunk/edges.js';
import type { GeneratorKind } from './kinds.js';
import { SHIP_DEFAULT_SIZE } from './ship/ship.js';

/**
 * A level size for each kind when the caller has none in mind (the `hullbreach gen` command and the
 * web lab both start from it): the generator's own default where it has one (ship 64x40, caves
 * 100x57, chunk 32x32), otherwise a size inside the kind's range that fits a terminal (mazes odd).
 */
export const GENERATOR_DEFAULT_SIZES: Readonly<
  Record<GeneratorKind, { readonly width: number; readonly height: number }>
> = {
  station: { width: 40, height: 24 },
  ship: { width: SHIP_DEFAULT_SIZE.width, height: SHIP_DEFAULT_SIZE.height },
  cellular: { width: 80, height: 50 },
  caves: { width: CAVE_DEFAULTS.width, height: CAVE_DEFAULTS.height },
  features: { width: 80, height: 50 },
  rooms: { width: 80, height: 50 },
  bsp: { width: 80, height: 50 },
  chunk: { width: CHUNK_SIZE, height: CHUNK_SIZE },
  'maze-eller': { width: 81, height: 51 },
  'maze-divided': { width: 81, height: 51 },
  'maze-icey': { width: 81, height: 51 },
  rogue: { width: 80, height: 50 },
  arena: { width: 80, height: 50 },
};
