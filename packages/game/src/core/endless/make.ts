/**
 * Making a chunk of the Endless world the first time the player comes near it: the toolkit's
 * `chunk` generator draws the walls and the four side doors (shared with the neighbours, so they
 * meet whatever order chunks are made in), then {@link populateChunk} fills it. Depends only on
 * the world seed and the chunk's coordinates.
 */
import { createRng, hashSeed, Tile } from '@hullbreach/toolkit';
import { generateChunk } from '@hullbreach/toolkit/gen';
import { FULL_AIR } from '../content.js';
import { Ter } from '../state.js';
import { AIRTIGHT } from '../terrain.js';
import { CHUNK, CHUNK_CELLS, emptyChunk, type ChunkContent } from './chunk.js';
import { populateChunk } from './populate.js';
import { BUILTIN_CONTENT, type Content } from '../../content/registry.js';

/** Turns of forcing a locked door needs before it gives. */
export const LOCK_TURNS = 4;

/** Ids of monsters and items made with chunks start here (campaign floors use less than this). */
const ID_BASE = 1_000_000;
/** Ids each chunk may hand out. */
export const IDS_PER_CHUNK = 64;
const ID_SLOTS = Math.floor((0x7fffffff - ID_BASE) / IDS_PER_CHUNK);

/** Chebyshev distance of chunk (cx, cy) from the start, in chunks. */
export function chunkDistance(cx: number, cy: number): number {
  return Math.max(Math.abs(cx), Math.abs(cy));
}

/**
 * The first id of chunk (cx, cy): chunks get disjoint blocks of ids (a pairing of the zigzagged
 * coordinates, exact out to about 2,800 chunks from the start, wrapping beyond), so ids stay
 * unique whichever chunks are made first.
 */
export function chunkIdBase(cx: number, cy: number): number {
  const a = cx >= 0 ? 2 * cx : -2 * cx - 1;
  const b = cy >= 0 ? 2 * cy : -2 * cy - 1;
  const pair = a >= b ? a * a + a + b : a + b * b;
  return ID_BASE + (pair % ID_SLOTS) * IDS_PER_CHUNK;
}

/** The cell (chunk-local index) where the player starts in chunk (0, 0): the floor cell nearest its middle. */
export function startCell(chunk: ChunkContent): number {
  let best = -1;
  let bestD = Infinity;
  for (let i = 0; i < CHUNK_CELLS; i++) {
    if (chunk.terrain[i] !== Ter.Floor) continue;
    const x = i % CHUNK;
    const y = (i - x) / CHUNK;
    const d = (x - 15.5) ** 2 + (y - 15.5) ** 2;
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  if (best < 0) throw new RangeError('makeChunk: the chunk has no floor');
  return best;
}

/** Chunk (cx, cy) of a world as first made: terrain, air, locks, monsters and loot. */
export function makeChunk(
  seed: number | string,
  cx: number,
  cy: number,
  content: Content = BUILTIN_CONTENT,
): ChunkContent {
  const level = generateChunk({ width: CHUNK, height: CHUNK, seed, cx, cy });
  const chunk = emptyChunk(cx, cy);
  const { terrain, air, lock } = chunk;
  for (let i = 0; i < CHUNK_CELLS; i++) {
    const t = level.tiles[i];
    terrain[i] = t === Tile.Floor ? Ter.Floor : t === Tile.Door ? Ter.DoorClosed : Ter.Wall;
    air[i] = AIRTIGHT[terrain[i]] !== 0 ? 0 : FULL_AIR;
  }
  for (const p of level.lockedDoors) lock[p.y * CHUNK + p.x] = LOCK_TURNS;
  chunk.familiar.set(terrain);

  // Cells kept clear: two steps in from each side door, and the start of chunk (0, 0).
  const reserved = new Uint8Array(CHUNK_CELLS);
  for (const d of level.doors) {
    for (let y = d.y - 2; y <= d.y + 2; y++)
      for (let x = d.x - 2; x <= d.x + 2; x++)
        if (x >= 0 && y >= 0 && x < CHUNK && y < CHUNK) reserved[y * CHUNK + x] = 1;
  }
  if (cx === 0 && cy === 0) {
    const s = startCell(chunk);
    const sx = s % CHUNK;
    const sy = (s - sx) / CHUNK;
    for (let y = sy - 3; y <= sy + 3; y++)
      for (let x = sx - 3; x <= sx + 3; x++)
        if (x >= 0 && y >= 0 && x < CHUNK && y < CHUNK) reserved[y * CHUNK + x] = 1;
  }
  const rng = createRng(hashSeed(seed, 'endless-population', cx, cy));
  const free: number[] = [];
  for (let i = 0; i < CHUNK_CELLS; i++) if (terrain[i] === Ter.Floor && reserved[i] === 0) free.push(i);
  rng.shuffle(free);
  const taken = new Uint8Array(CHUNK_CELLS);
  const base = chunkIdBase(cx, cy);
  let used = 0;
  populateChunk(chunk, {
    seed,
    content,
    cx,
    cy,
    distance: chunkDistance(cx, cy),
    rng,
    nextId: () => {
      if (used >= IDS_PER_CHUNK) throw new RangeError(`makeChunk: chunk (${cx}, ${cy}) ran out of ids`);
      return base + used++;
    },
    takeCell: (ok = () => true) => {
      for (const i of free) {
        if (taken[i] === 0 && ok(i)) {
          taken[i] = 1;
          return i;
        }
      }
      return -1;
    },
  });
  return chunk;
}
