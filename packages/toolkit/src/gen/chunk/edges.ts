import { hashSeed, mix32 } from '../../rng/hash.js';
import { createRngStream } from '../../rng/stream.js';

/** Side length of a chunk of the endless world, in tiles. */
export const CHUNK_SIZE = 32;
/** Chance that a shared edge's door is locked. */
export const LOCK_CHANCE = 0.25;

/** The door in one side of a chunk: its offset along the side (1..30) and whether it is locked. */
export interface EdgeDoor {
  readonly offset: number;
  readonly locked: boolean;
}

/** The four doors of a chunk. North/south offsets are x, east/west offsets are y. */
export interface ChunkEdges {
  readonly north: EdgeDoor;
  readonly east: EdgeDoor;
  readonly south: EdgeDoor;
  readonly west: EdgeDoor;
}

/** A world seed, as `generate` accepts it. */
export type WorldSeed = number | string;

const COORD_LIMIT = 0x8000;

/** Checks a world seed and chunk coordinates; `fn` names the caller in the error. */
function checkChunk(worldSeed: unknown, cx: unknown, cy: unknown, fn: string): void {
  if (typeof worldSeed !== 'string' && (typeof worldSeed !== 'number' || !Number.isFinite(worldSeed))) {
    throw new TypeError(
      `${fn}: the world seed must be a string or a finite number, got ${String(worldSeed)}`,
    );
  }
  if (!Number.isSafeInteger(cx) || !Number.isSafeInteger(cy)) {
    throw new RangeError(`${fn}: chunk coordinates must be integers, got (${String(cx)}, ${String(cy)})`);
  }
}

/**
 * The seed of chunk (cx, cy) in a world (CH3). For |cx|, |cy| < 32768 the coordinates are packed
 * into 32 bits and pushed through bijective mixing steps keyed by the world seed, so distinct
 * chunks of one world always get distinct seeds; farther chunks fall back to a plain hash.
 */
export function chunkSeed(worldSeed: WorldSeed, cx: number, cy: number): number {
  checkChunk(worldSeed, cx, cy, 'chunkSeed');
  const key = hashSeed('chunk-world', worldSeed);
  if (Math.abs(cx) < COORD_LIMIT && Math.abs(cy) < COORD_LIMIT) {
    const packed = ((cx & 0xffff) | ((cy & 0xffff) << 16)) >>> 0;
    const once = mix32((packed ^ key) >>> 0);
    return mix32((once + Math.imul(key, 0x9e3779b1)) >>> 0);
  }
  return hashSeed('chunk-far', key, cx, cy);
}

/**
 * The door of one shared edge, a pure function of the world seed and the edge id (CH2, CH4).
 * `'v', x, y` is the vertical edge on the west side of chunk (x, y) (shared with (x-1, y));
 * `'h', x, y` is the horizontal edge on the north side of chunk (x, y) (shared with (x, y-1)).
 * Edges of chunk (0, 0) are never locked (CH6).
 */
export function edgeDoor(worldSeed: WorldSeed, axis: 'v' | 'h', x: number, y: number): EdgeDoor {
  const rng = createRngStream(hashSeed('chunk-edge', worldSeed, axis, x, y));
  const offset = rng.int(1, CHUNK_SIZE - 2);
  const touchesOrigin = axis === 'v' ? y === 0 && (x === 0 || x === 1) : x === 0 && (y === 0 || y === 1);
  const locked = rng.chance(LOCK_CHANCE) && !touchesOrigin;
  return { offset, locked };
}

/** The four doors of chunk (cx, cy); a neighbour's matching side is always the same door. */
export function chunkEdges(worldSeed: WorldSeed, cx: number, cy: number): ChunkEdges {
  checkChunk(worldSeed, cx, cy, 'chunkEdges');
  return {
    north: edgeDoor(worldSeed, 'h', cx, cy),
    east: edgeDoor(worldSeed, 'v', cx + 1, cy),
    south: edgeDoor(worldSeed, 'h', cx, cy + 1),
    west: edgeDoor(worldSeed, 'v', cx, cy),
  };
}
