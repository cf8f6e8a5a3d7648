import type { Point } from '../../grid/types.js';
import { createRngStream, type RngStream } from '../../rng/stream.js';
import { fillCornerContacts, irregularRoom } from '../irregular-room.js';
import { Tile, type PlayableLevel, type Room } from '../level.js';
import {
  checkBaseOptions,
  enumOption,
  intOption,
  rejectUnknownOptions,
  type GenerateOptions,
} from '../options.js';
import { farthestCell, pointOf, StepScratch } from '../start-exit.js';
import type { Placement, Rect } from './placement.js';

/** Sizes and limits shared by the feature-accretion generators (`features`, `rooms`). */
export interface AccretionSizes {
  readonly maxRooms: number;
  readonly roomMin: number;
  readonly roomMax: number;
  readonly corridorMin: number;
  readonly corridorMax: number;
  readonly maxAttempts: number;
  /** Irregular rooms: the band depth and points per side of `irregularRoom`; null for rectangles. */
  readonly irregular: { readonly band: number; readonly points: number } | null;
}

/** Options both accretion generators take besides width, height and seed. */
export const ACCRETION_OPTIONS = [
  'maxRooms',
  'roomMin',
  'roomMax',
  'corridorMin',
  'corridorMax',
  'maxAttempts',
  'roomShape',
  'roomBand',
  'roomPoints',
] as const;

/**
 * A level grown by accretion, with the record of how it grew. `complete` is false when the
 * attempt cap ran out before `maxRooms` rooms were placed (FA4, RC5): the level is still valid,
 * only with fewer rooms.
 */
export interface AccretionLevel extends PlayableLevel {
  /** Room id of every cell, -1 outside rooms (corridors included). */
  readonly roomOf: Int16Array;
  readonly complete: boolean;
  /** Attempts spent (each try to place one feature counts once). */
  readonly attempts: number;
  /** Every feature in the order it was carved; the first is the centre room. */
  readonly placements: readonly Placement[];
}

/**
 * Reads and checks width/height/seed and the accretion sizes of generator `kind`, which also takes
 * the options `extra`; throws a RangeError naming a bad or unknown option.
 */
export function readAccretionSizes(
  options: GenerateOptions,
  kind: string,
  extra: readonly string[],
): AccretionSizes {
  rejectUnknownOptions(options, kind, [...ACCRETION_OPTIONS, ...extra]);
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
  const shape = enumOption(options, 'roomShape', 'rectangle', ['rectangle', 'irregular']);
  if (shape === 'rectangle') {
    for (const name of ['roomBand', 'roomPoints'] as const) {
      if (options[name] !== undefined)
        throw new RangeError(`option "${name}" only applies to roomShape "irregular"`);
    }
  }
  const irregular =
    shape === 'irregular'
      ? {
          band: intOption(options, 'roomBand', 1, 1, 64),
          points: intOption(options, 'roomPoints', 2, 1, 1000),
        }
      : null;
  return { maxRooms, roomMin, roomMax, corridorMin, corridorMax, maxAttempts, irregular };
}

/**
 * The cells a room placed in `rect` opens: undefined for a rectangle (all of it); for an
 * irregular room, its shape (1 = open, row-major over the rect) joined to `entry`, the rect's cell
 * next to the room's joint, by a path running straight in from the entry along `inward` and then
 * sideways to the centre.
 */
export function roomShape(
  rect: Rect,
  rng: RngStream,
  sizes: AccretionSizes,
  door?: { readonly entry: Point; readonly inward: Point },
): Uint8Array | undefined {
  if (sizes.irregular === null) return undefined;
  const { width: w, height: h } = rect;
  const shape = irregularRoom(rect, rng, sizes.irregular);
  if (door !== undefined) {
    let x = door.entry.x - rect.x;
    let y = door.entry.y - rect.y;
    const cx = w >> 1;
    const cy = h >> 1;
    shape[y * w + x] = 1;
    // Straight in until level with the centre, then sideways to it.
    while (door.inward.x !== 0 ? x !== cx : y !== cy) {
      x += door.inward.x;
      y += door.inward.y;
      shape[y * w + x] = 1;
    }
    while (x !== cx || y !== cy) {
      if (x !== cx) x += x < cx ? 1 : -1;
      else y += y < cy ? 1 : -1;
      shape[y * w + x] = 1;
    }
    fillCornerContacts(shape, w, h);
  }
  return shape;
}

/** Opens the cells of a placed feature: its whole rect, or the cells its shape marks. */
export function carve(tiles: Uint8Array, width: number, rect: Rect, shape: Uint8Array | undefined): void {
  for (let y = 0; y < rect.height; y++) {
    const row = (rect.y + y) * width + rect.x;
    if (shape === undefined) tiles.fill(Tile.Floor, row, row + rect.width);
    else
      for (let x = 0; x < rect.width; x++) if (shape[y * rect.width + x] === 1) tiles[row + x] = Tile.Floor;
  }
}

/** What an accretion generator grew, for `accretionLevel`. */
export interface AccretionGrowth {
  readonly width: number;
  readonly height: number;
  readonly tiles: Uint8Array;
  readonly placements: readonly Placement[];
  readonly complete: boolean;
  readonly attempts: number;
}

/**
 * Builds the level record: the room list and room-of-cell map come from the room placements. The
 * start is the centre of the first room; the exit (stairs down, written into the tiles) the centre
 * of the room farthest from it in a straight line, or, with one room, its cell farthest by steps.
 */
export function accretionLevel(
  growth: AccretionGrowth,
  steps: StepScratch = new StepScratch(),
): AccretionLevel {
  const { width, height, tiles, placements } = growth;
  const rooms: Room[] = [];
  const roomOf = new Int16Array(width * height).fill(-1);
  const centres: number[] = [];
  for (const p of placements) {
    if (p.kind !== 'room') continue;
    const { x, y, width: w, height: h } = p.rect;
    const id = rooms.length;
    let cells = 0;
    if (p.shape === undefined) {
      for (let yy = y; yy < y + h; yy++) roomOf.fill(id, yy * width + x, yy * width + x + w);
      cells = w * h;
    } else {
      for (let yy = 0; yy < h; yy++) {
        for (let xx = 0; xx < w; xx++) {
          if (p.shape[yy * w + xx] === 0) continue;
          roomOf[(y + yy) * width + x + xx] = id;
          cells++;
        }
      }
    }
    rooms.push({ id, x, y, width: w, height: h, cells });
    centres.push((y + (h >> 1)) * width + x + (w >> 1));
  }
  // The first placement is always the centre room, so there is a first centre.
  const start = centres[0];
  let exit: number;
  if (centres.length > 1) {
    // The room centre farthest from the start in a straight line (the lowest id on ties): the
    // rooms hang off one another in a tree, so the far ones are deep in it.
    const sx = start % width;
    const sy = (start - sx) / width;
    let far = -1;
    exit = centres[1];
    for (let k = 1; k < centres.length; k++) {
      const x = centres[k] % width;
      const y = (centres[k] - x) / width;
      const d = (x - sx) * (x - sx) + (y - sy) * (y - sy);
      if (d > far) {
        far = d;
        exit = centres[k];
      }
    }
  } else {
    // One room: its cell farthest from the centre by steps. Accretion levels are Wall and Floor
    // only until the stairs go in, and Floor is 1: the open value of the step search.
    const _floorIsOne: 1 = Tile.Floor;
    exit = farthestCell({ cells: tiles, width, height }, start, steps);
  }
  tiles[exit] = Tile.StairsDown;
  return {
    ...growth,
    rooms,
    doors: [],
    windows: [],
    roomOf,
    start: pointOf(start, width),
    exit: pointOf(exit, width),
  };
}

/** A map of walls with a centred room of the given size carved into it; returns the room placement. */
export function centreRoom(
  tiles: Uint8Array,
  size: {
    readonly width: number;
    readonly height: number;
    readonly roomWidth: number;
    readonly roomHeight: number;
  },
): Placement {
  const { width, height, roomWidth, roomHeight } = size;
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

/**
 * The start every accretion generator shares: its stream, a map of walls, and a centred first room
 * of random size (of irregular shape when asked).
 */
export function startAccretion(
  options: GenerateOptions,
  sizes: AccretionSizes,
): { rng: RngStream; tiles: Uint8Array; first: Placement } {
  const { width, height } = options;
  const rng = createRngStream(options.seed);
  const tiles = new Uint8Array(width * height);
  const room = centreRoom(tiles, {
    width,
    height,
    roomWidth: rng.int(sizes.roomMin, sizes.roomMax),
    roomHeight: rng.int(sizes.roomMin, sizes.roomMax),
  });
  const shape = roomShape(room.rect, rng, sizes);
  if (shape === undefined) return { rng, tiles, first: room };
  tiles.fill(Tile.Wall);
  carve(tiles, width, room.rect, shape);
  return { rng, tiles, first: { ...room, shape } };
}
