import { createRng, type Rng } from '../../rng/rng.js';
import { Tile, type Level, type Room } from '../level.js';
import { checkBaseOptions, intOption, type GenerateOptions } from '../options.js';
import type { Placement } from './placement.js';

/** Sizes and limits shared by the feature-accretion generators (`features`, `rooms`). */
export interface AccretionSizes {
  readonly maxRooms: number;
  readonly roomMin: number;
  readonly roomMax: number;
  readonly corridorMin: number;
  readonly corridorMax: number;
  readonly maxAttempts: number;
}

/**
 * A level grown by accretion, with the record of how it grew. `complete` is false when the
 * attempt cap ran out before `maxRooms` rooms were placed (FA4, RC5): the level is still valid,
 * only with fewer rooms.
 */
export interface AccretionLevel extends Level {
  readonly complete: boolean;
  /** Attempts spent (each try to place one feature counts once). */
  readonly attempts: number;
  /** Every feature in the order it was carved; the first is the centre room. */
  readonly placements: readonly Placement[];
}

/** Reads and checks width/height/seed and the accretion sizes; throws a RangeError naming a bad option. */
export function readAccretionSizes(options: GenerateOptions): AccretionSizes {
  checkBaseOptions(options, 5, 5);
  const { width, height } = options;
  const roomLimit = Math.min(width, height) - 2;
  const lengthLimit = Math.max(width, height) - 2;
  const roomMin = intOption(options, 'roomMin', Math.min(3, roomLimit), 1, roomLimit);
  const roomMax = intOption(
    options,
    'roomMax',
    Math.max(roomMin, Math.min(8, roomLimit)),
    roomMin,
    roomLimit,
  );
  const corridorMin = intOption(options, 'corridorMin', Math.min(3, lengthLimit), 1, lengthLimit);
  const corridorMax = intOption(
    options,
    'corridorMax',
    Math.max(corridorMin, Math.min(8, lengthLimit)),
    corridorMin,
    lengthLimit,
  );
  const maxRooms = intOption(options, 'maxRooms', 10, 1, 10_000);
  const maxAttempts = intOption(options, 'maxAttempts', 20_000, 1, 10_000_000);
  return { maxRooms, roomMin, roomMax, corridorMin, corridorMax, maxAttempts };
}

/** Builds the level record: the room list and room-of-cell map come from the room placements. */
export function accretionLevel(
  width: number,
  height: number,
  tiles: Uint8Array,
  placements: readonly Placement[],
  complete: boolean,
  attempts: number,
): AccretionLevel {
  const rooms: Room[] = [];
  const roomOf = new Int16Array(width * height).fill(-1);
  for (const p of placements) {
    if (p.kind !== 'room') continue;
    const { x, y, width: w, height: h } = p.rect;
    const id = rooms.length;
    rooms.push({ id, x, y, width: w, height: h, cells: w * h });
    for (let yy = y; yy < y + h; yy++) roomOf.fill(id, yy * width + x, yy * width + x + w);
  }
  return { width, height, tiles, rooms, doors: [], windows: [], roomOf, complete, attempts, placements };
}

/** A map of walls with a centred room of the given size carved into it; returns the room placement. */
export function centreRoom(
  tiles: Uint8Array,
  width: number,
  height: number,
  roomWidth: number,
  roomHeight: number,
): Placement {
  const rect = {
    x: Math.floor((width - roomWidth) / 2),
    y: Math.floor((height - roomHeight) / 2),
    width: roomWidth,
    height: roomHeight,
  };
  tiles.fill(Tile.Wall);
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    tiles.fill(Tile.Floor, y * width + rect.x, y * width + rect.x + rect.width);
  }
  return { kind: 'room', rect };
}

/** The start every accretion generator shares: its stream, a map of walls, and a centred first room of random size. */
export function startAccretion(
  options: GenerateOptions,
  sizes: AccretionSizes,
): { rng: Rng; tiles: Uint8Array; first: Placement } {
  const { width, height } = options;
  const rng = createRng(options.seed);
  const tiles = new Uint8Array(width * height);
  const first = centreRoom(
    tiles,
    width,
    height,
    rng.int(sizes.roomMin, sizes.roomMax),
    rng.int(sizes.roomMin, sizes.roomMax),
  );
  return { rng, tiles, first };
}
