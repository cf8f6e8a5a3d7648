import type { Point } from '../../grid/types.js';
import { labelRegions } from '../../grid/regions.js';
import { createRngStream, type RngStream } from '../../rng/stream.js';
import { diagonalLeaks } from '../checks.js';
import { Tile, walkableMask, type Level } from '../level.js';
import { checkBaseOptions, intOption, rejectUnknownOptions, type GenerateOptions } from '../options.js';
import type { StageRecorder } from '../stages.js';
import { CHUNK_SIZE, chunkEdges, chunkSeed, type ChunkEdges } from './edges.js';

/** A chunk of the infinite world, with what storage needs to save and stitch it. */
export interface ChunkLevel extends Level {
  /** Chunk coordinates in the world. */
  readonly cx: number;
  readonly cy: number;
  /** The chunk's own seed (CH3), which drew its interior. */
  readonly chunkSeed: number;
  /** The four side doors, shared with the neighbours. */
  readonly edges: ChunkEdges;
  /** The doors in `doors` (north, east, south, west order) that are locked. */
  readonly lockedDoors: readonly Point[];
}

/** Largest |cx| or |cy| accepted. */
export const CHUNK_COORD_LIMIT = 1_000_000_000;
/** Interior features tried per chunk; each is kept only if the chunk stays connected and leak-free. */
const FEATURE_TRIES: readonly [number, number] = [6, 14];

/** The four side doors as tile positions, north, east, south, west. */
function doorPoints(edges: ChunkEdges): Point[] {
  const last = CHUNK_SIZE - 1;
  return [
    { x: edges.north.offset, y: 0 },
    { x: last, y: edges.east.offset },
    { x: edges.south.offset, y: last },
    { x: 0, y: edges.west.offset },
  ];
}

/** Cells that features may never cover: the two cells straight inside each door, so one can walk through. */
function reservedCells(doors: readonly Point[]): Uint8Array {
  const keep = new Uint8Array(CHUNK_SIZE * CHUNK_SIZE);
  for (const d of doors) {
    const sx = d.x === 0 ? 1 : d.x === CHUNK_SIZE - 1 ? -1 : 0;
    const sy = d.y === 0 ? 1 : d.y === CHUNK_SIZE - 1 ? -1 : 0;
    for (let k = 1; k <= 2; k++) keep[(d.y + sy * k) * CHUNK_SIZE + d.x + sx * k] = 1;
  }
  return keep;
}

/** Wall cells of one random interior feature: a pillar, a wall run, or a ruined room with gaps. */
function drawFeature(rng: RngStream): number[] {
  const cells: number[] = [];
  const put = (x: number, y: number): void => {
    if (x >= 1 && y >= 1 && x < CHUNK_SIZE - 1 && y < CHUNK_SIZE - 1) cells.push(y * CHUNK_SIZE + x);
  };
  const kind = rng.int(0, 2);
  if (kind === 0) {
    const w = rng.int(1, 3);
    const h = rng.int(1, 3);
    const x0 = rng.int(3, CHUNK_SIZE - 4 - w);
    const y0 = rng.int(3, CHUNK_SIZE - 4 - h);
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) put(x, y);
  } else if (kind === 1) {
    const length = rng.int(4, 12);
    const horizontal = rng.chance(0.5);
    const x0 = rng.int(2, CHUNK_SIZE - 3 - (horizontal ? length : 0));
    const y0 = rng.int(2, CHUNK_SIZE - 3 - (horizontal ? 0 : length));
    for (let k = 0; k < length; k++) put(horizontal ? x0 + k : x0, horizontal ? y0 : y0 + k);
  } else {
    const w = rng.int(5, 11);
    const h = rng.int(5, 11);
    const x0 = rng.int(2, CHUNK_SIZE - 2 - w);
    const y0 = rng.int(2, CHUNK_SIZE - 2 - h);
    const ring: Point[] = [];
    for (let x = x0; x < x0 + w; x++) ring.push({ x, y: y0 }, { x, y: y0 + h - 1 });
    for (let y = y0 + 1; y < y0 + h - 1; y++) ring.push({ x: x0, y }, { x: x0 + w - 1, y });
    // Gaps only in side cells (never corners), so the way in is a straight 4-step.
    const sides = ring.filter(
      (p) => (p.x !== x0 && p.x !== x0 + w - 1) || (p.y !== y0 && p.y !== y0 + h - 1),
    );
    const gaps = new Set<string>();
    const gapCount = rng.int(1, 3);
    for (let g = 0; g < gapCount; g++) {
      const p = rng.pick(sides);
      gaps.add(`${p.x},${p.y}`);
    }
    for (const p of ring) if (!gaps.has(`${p.x},${p.y}`)) put(p.x, p.y);
  }
  return cells;
}

/**
 * One 32x32 chunk of an endless world (options: seed = world seed, cx, cy; width and
 * height must be 32). A wall ring with one door per side, each a pure function of the world seed
 * and the shared edge, so neighbours always agree in any generation order. The interior gets
 * pillars, wall runs and ruined rooms drawn from the chunk seed; a feature is kept only while all
 * walkable cells (the four doors included) stay one 4-connected region with no diagonal leak.
 */
export function generateChunk(options: GenerateOptions, stages?: StageRecorder): ChunkLevel {
  rejectUnknownOptions(options, 'chunk', ['cx', 'cy']);
  checkBaseOptions(options, CHUNK_SIZE, CHUNK_SIZE, CHUNK_SIZE, CHUNK_SIZE);
  const cx = intOption(options, 'cx', 0, -CHUNK_COORD_LIMIT, CHUNK_COORD_LIMIT);
  const cy = intOption(options, 'cy', 0, -CHUNK_COORD_LIMIT, CHUNK_COORD_LIMIT);
  const world = options.seed;
  const edges = chunkEdges(world, cx, cy);
  const seed = chunkSeed(world, cx, cy);
  const doors = doorPoints(edges);
  const locks = [edges.north, edges.east, edges.south, edges.west];
  const lockedDoors = doors.filter((_, k) => locks[k].locked);

  const tiles = new Uint8Array(CHUNK_SIZE * CHUNK_SIZE);
  for (let y = 0; y < CHUNK_SIZE; y++) {
    for (let x = 0; x < CHUNK_SIZE; x++) {
      const edge = x === 0 || y === 0 || x === CHUNK_SIZE - 1 || y === CHUNK_SIZE - 1;
      tiles[y * CHUNK_SIZE + x] = edge ? Tile.Wall : Tile.Floor;
    }
  }
  for (const d of doors) tiles[d.y * CHUNK_SIZE + d.x] = Tile.Door;
  const base = { width: CHUNK_SIZE, height: CHUNK_SIZE, rooms: [], doors, windows: [] };
  stages?.('ring', { ...base, tiles: tiles.slice() });

  const rng = createRngStream(seed);
  const reserved = reservedCells(doors);
  const tries = rng.int(FEATURE_TRIES[0], FEATURE_TRIES[1]);
  for (let t = 0; t < tries; t++) {
    const cells = drawFeature(rng).filter((i) => tiles[i] === Tile.Floor);
    if (cells.length === 0 || cells.some((i) => reserved[i] === 1)) continue;
    for (const i of cells) tiles[i] = Tile.Wall;
    const trial = { ...base, tiles };
    const connected = labelRegions(trial, walkableMask(trial), 4).sizes.length === 1;
    if (!connected || diagonalLeaks(trial).length > 0) for (const i of cells) tiles[i] = Tile.Floor;
  }
  const level: ChunkLevel = { ...base, tiles, cx, cy, chunkSeed: seed, edges, lockedDoors };
  stages?.('features', level);
  return level;
}
