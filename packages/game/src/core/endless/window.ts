/**
 * The Endless window: the floor is the 3x3 block of chunks around the player's chunk, with its
 * world origin in `floor.originX/originY`. When the player crosses into another chunk,
 * {@link recentre} hands the chunks that leave to the chunk source (the world: terrain, doors,
 * locks, breaches, air, fire, items, monsters) and what the player knew of them to the player's own
 * record (`PlayerState.knowledge`), moves everything that stays by one chunk in {@link shiftWindow}
 * (the one function that translates flat indices and positions), and loads or makes the chunks that
 * enter, with the player's knowledge of them taken back.
 */
import { createScheduler, type Scheduler } from '@hullbreach/toolkit';
import { addMonster, cacheOf } from '../cells.js';
import { walkKeyOf } from '../knowledge.js';
import { fuseId, type ScheduleId } from '../schedule-ids.js';
import type { FloorState, GameState, Monster, WindowKnowledge } from '../state.js';
import {
  CELL_LAYERS,
  gridOf,
  holderOf,
  newGrid,
  setGrid,
  storedLayers,
  type CellLayer,
  type Grid,
} from '../layers.js';
import {
  CHUNK,
  CHUNK_CELLS,
  chunkGrid,
  decodeChunk,
  decodeKnowledge,
  emptyChunk,
  emptyKnowledge,
  encodeChunk,
  encodeKnowledge,
  knowsAnything,
  type ChunkContent,
  type ChunkKnowledge,
  type ChunkSource,
} from './chunk.js';
import { chunkDistance, makeChunk } from './make.js';
import { BUILTIN_CONTENT, contentOf, type Content } from '../../content/registry.js';

/** Chunks per side of the window. */
export const WINDOW_CHUNKS = 3;
/** Cells per side of the window. */
export const WINDOW = WINDOW_CHUNKS * CHUNK;

/** The chunk holding world cell coordinate `w` (floor division). */
export function chunkOf(w: number): number {
  return Math.floor(w / CHUNK);
}

/** `a` with its contents moved by (ox, oy) cells; cells that enter are `fill`. */
function shiftGrid<T extends Grid>(a: T, w: number, h: number, ox: number, oy: number, fill: number): T {
  const out = (a instanceof Uint8Array ? new Uint8Array(a.length) : new Int32Array(a.length)) as T;
  if (fill !== 0) out.fill(fill);
  const x0 = Math.max(0, -ox);
  const x1 = Math.min(w, w - ox);
  if (x1 <= x0) return out;
  for (let y = Math.max(0, -oy); y < Math.min(h, h - oy); y++) {
    out.set(a.subarray(y * w + x0, y * w + x1), (y + oy) * w + x0 + ox);
  }
  return out;
}

/** A cell-indexed record with every key moved by `move` (keys it maps to -1 are dropped). */
function shiftRecord(record: Record<number, number>, move: (i: number) => number): Record<number, number> {
  const out: Record<number, number> = {};
  for (const k in record) {
    const j = move(Number(k));
    if (j >= 0) out[j] = record[k];
  }
  return out;
}

/** A monster's cell references moved by `move` (known cells, last known place, wander goal). */
function moveMemory(m: Monster, move: (i: number) => number): void {
  m.known = shiftRecord(m.known, move);
  m.lastKnown = m.lastKnown < 0 ? -1 : move(m.lastKnown);
  m.wander = m.wander < 0 ? -1 : move(m.wander);
}

/**
 * Moves the whole floor's contents by (ox, oy) cells: every grid, every position (player,
 * monsters, items, remembered items, lights, flashes, notes, fuses) and every flat cell index
 * (monsters' knowledge, last known places and wander goals, the list of changed cells,
 * the inner door). What moves off the window is dropped. Derived caches are cleared.
 */
export function shiftWindow(game: GameState, ox: number, oy: number): void {
  const floor = game.floor;
  const { width: w, height: h } = floor;
  const inside = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < w && y < h;
  const move = (i: number): number => {
    const x = (i % w) + ox;
    const y = Math.floor(i / w) + oy;
    return inside(x, y) ? y * w + x : -1;
  };
  const keep = <T extends { x: number; y: number }>(list: T[]): T[] =>
    list.filter((p) => {
      p.x += ox;
      p.y += oy;
      return inside(p.x, p.y);
    });

  for (const layer of CELL_LAYERS) {
    const holder = holderOf(game, layer);
    const grid = gridOf(holder, layer);
    if (grid !== undefined) setGrid(holder, layer, shiftGrid(grid, w, h, ox, oy, layer.fill));
  }

  const changed: number[] = [];
  for (const i of floor.changed) {
    const j = move(i);
    if (j >= 0) changed.push(j);
  }
  floor.changed = changed;
  floor.innerDoor = floor.innerDoor < 0 ? -1 : move(floor.innerDoor);
  floor.items = keep(floor.items);
  game.player.knowledge.itemMemory = keep(game.player.knowledge.itemMemory);
  floor.lights = keep(floor.lights);
  floor.flashes = keep(floor.flashes);
  floor.notes = keep(floor.notes);
  const monsters: Record<number, Monster> = {};
  for (const key in floor.monsters) {
    const m = floor.monsters[key];
    m.x += ox;
    m.y += oy;
    if (!inside(m.x, m.y)) continue;
    moveMemory(m, move);
    monsters[m.id] = m;
  }
  floor.monsters = monsters;
  for (const key in floor.monsters) {
    const m = floor.monsters[key];
    m.walkKey = walkKeyOf(floor, m);
  }
  for (const key in game.fuses) {
    const f = game.fuses[key];
    f.x += ox;
    f.y += oy;
    if (!inside(f.x, f.y)) delete game.fuses[key];
  }
  game.player.x += ox;
  game.player.y += oy;
  clearCaches(floor);
}

/** Forgets every derived cache of the floor (walk maps, flow, light, field of view, the live scheduler). */
function clearCaches(floor: FloorState): void {
  const cache = cacheOf(floor);
  for (const key of Object.keys(cache)) delete cache[key];
  floor.layout++;
}

/** The chunk at window slot (sx, sy) (0..2 each) as stored content; the floor is not changed. */
export function extractChunk(
  floor: FloorState,
  sched: Scheduler<ScheduleId> | undefined,
  sx: number,
  sy: number,
): ChunkContent {
  const w = floor.width;
  const x0 = sx * CHUNK;
  const y0 = sy * CHUNK;
  const c = emptyChunk(chunkOf(floor.originX) + sx, chunkOf(floor.originY) + sy);
  for (const layer of storedLayers()) {
    const from = gridOf(floor, layer);
    if (from === undefined) continue;
    const to = chunkGrid(c, layer);
    for (let y = 0; y < CHUNK; y++)
      to.set(from.subarray((y0 + y) * w + x0, (y0 + y) * w + x0 + CHUNK), y * CHUNK);
  }
  const inRect = (x: number, y: number): boolean => x >= x0 && y >= y0 && x < x0 + CHUNK && y < y0 + CHUNK;
  const local = (i: number): number => {
    const x = i % w;
    const y = (i - x) / w;
    return inRect(x, y) ? (y - y0) * CHUNK + x - x0 : -1;
  };
  for (const i of floor.changed) {
    const l = local(i);
    if (l >= 0) c.changed.push(l);
  }
  const here = <T extends { x: number; y: number }>(list: readonly T[]): T[] =>
    list.filter((p) => inRect(p.x, p.y)).map((p) => ({ ...p, x: p.x - x0, y: p.y - y0 }));
  c.items.push(...here(floor.items));
  c.lights.push(...here(floor.lights));
  c.notes.push(...here(floor.notes));
  for (const key in floor.monsters) {
    const m = floor.monsters[key];
    if (!inRect(m.x, m.y)) continue;
    // Knowledge of cells outside the chunk is left behind: a stored chunk stands on its own.
    const copy: Monster = { ...m, x: m.x - x0, y: m.y - y0, walkKey: '' };
    moveMemory(copy, local);
    const at = sched?.timeOf(m.id);
    c.monsters.push({ monster: copy, delay: at === undefined || sched === undefined ? 0 : at - sched.time });
  }
  return c;
}

/** Writes stored content into window slot (sx, sy) and puts its monsters on the schedule (if given). */
export function installChunk(
  floor: FloorState,
  sched: Scheduler<ScheduleId> | undefined,
  sx: number,
  sy: number,
  c: ChunkContent,
): void {
  const w = floor.width;
  const x0 = sx * CHUNK;
  const y0 = sy * CHUNK;
  for (const layer of storedLayers()) {
    let to = gridOf(floor, layer);
    if (to === undefined) {
      // An optional layer (the locks) the floor does not carry yet: the chunk brings it in.
      to = newGrid(layer, floor.terrain.length);
      setGrid(floor, layer, to);
    }
    const from = chunkGrid(c, layer);
    for (let y = 0; y < CHUNK; y++) to.set(from.subarray(y * CHUNK, (y + 1) * CHUNK), (y0 + y) * w + x0);
  }
  const cell = (l: number): number => (y0 + Math.floor(l / CHUNK)) * w + x0 + (l % CHUNK);
  for (const l of c.changed) floor.changed.push(cell(l));
  const placed = <T extends { x: number; y: number }>(list: readonly T[]): T[] =>
    list.map((p) => ({ ...p, x: p.x + x0, y: p.y + y0 }));
  floor.items.push(...placed(c.items));
  floor.lights.push(...placed(c.lights));
  floor.notes.push(...placed(c.notes));
  for (const { monster, delay } of c.monsters) {
    const m: Monster = { ...monster, x: monster.x + x0, y: monster.y + y0 };
    moveMemory(m, (l) => (l >= 0 && l < CHUNK_CELLS ? cell(l) : -1));
    m.walkKey = walkKeyOf(floor, m);
    addMonster(floor, m);
    sched?.add(m.id, { delay });
  }
}

/** The player's knowledge layers kept per chunk (memory, seen times), which stored chunks of format 1 still held. */
function knowledgeLayers(): CellLayer[] {
  return CELL_LAYERS.filter((l) => l.until !== undefined);
}

/**
 * The player's knowledge `known` of window slot (sx, sy) (memory, seen times, remembered items) of a
 * window `w` cells wide, chunk-local; `known` is not changed.
 */
export function extractKnowledge(known: WindowKnowledge, w: number, sx: number, sy: number): ChunkKnowledge {
  const x0 = sx * CHUNK;
  const y0 = sy * CHUNK;
  const k = emptyKnowledge();
  for (const layer of knowledgeLayers()) {
    const from = gridOf(known, layer) as Grid;
    const to = gridOf(k, layer) as Grid;
    for (let y = 0; y < CHUNK; y++)
      to.set(from.subarray((y0 + y) * w + x0, (y0 + y) * w + x0 + CHUNK), y * CHUNK);
  }
  for (const m of known.itemMemory)
    if (m.x >= x0 && m.y >= y0 && m.x < x0 + CHUNK && m.y < y0 + CHUNK)
      k.items.push({ ...m, x: m.x - x0, y: m.y - y0 });
  return k;
}

/** Writes the player's knowledge `k` of a chunk into window slot (sx, sy) of `known`, for a window `w` cells wide. */
export function installKnowledge(
  known: WindowKnowledge,
  w: number,
  sx: number,
  sy: number,
  k: ChunkKnowledge,
): void {
  const x0 = sx * CHUNK;
  const y0 = sy * CHUNK;
  for (const layer of knowledgeLayers()) {
    const from = gridOf(k, layer) as Grid;
    const to = gridOf(known, layer) as Grid;
    for (let y = 0; y < CHUNK; y++) to.set(from.subarray(y * CHUNK, (y + 1) * CHUNK), (y0 + y) * w + x0);
  }
  known.itemMemory.push(...k.items.map((m) => ({ ...m, x: m.x + x0, y: m.y + y0 })));
  known.itemMemory.sort((a, b) => a.id - b.id);
}

/** Keeps the player's knowledge of chunk (cx, cy), which leaves the window, with the player (nothing kept when nothing is known). */
function keepKnowledge(game: GameState, cx: number, cy: number, k: ChunkKnowledge): void {
  if (!knowsAnything(k)) return;
  (game.player.knowledge.chunks ??= {})[`${cx},${cy}`] = encodeKnowledge(k);
}

/**
 * Takes the player's knowledge of chunk (cx, cy), which enters the window, out of the player's
 * record; a chunk of format 1 that still carried it hands it over (old saves' knowledge).
 */
function takeKnowledge(
  game: GameState,
  cx: number,
  cy: number,
  chunk: ChunkContent,
): ChunkKnowledge | undefined {
  const key = `${cx},${cy}`;
  const chunks = game.player.knowledge.chunks;
  const kept = chunks?.[key];
  if (chunks === undefined || kept === undefined) return chunk.knowledge;
  delete chunks[key];
  return decodeKnowledge(kept);
}

/** The stored chunk (cx, cy), or a new one made and stored at once (then `made` is called). */
export function loadOrMake(
  seed: number | string,
  source: ChunkSource,
  cx: number,
  cy: number,
  made?: () => void,
  content: Content = BUILTIN_CONTENT,
): ChunkContent {
  const data = source.load(cx, cy);
  if (data !== undefined) return decodeChunk(data);
  const chunk = makeChunk(seed, cx, cy, content);
  source.save(cx, cy, encodeChunk(chunk));
  made?.();
  return chunk;
}

function liveScheduler(game: GameState): Scheduler<ScheduleId> {
  const sched = createScheduler<ScheduleId>();
  sched.setState(game.schedule);
  return sched;
}

/**
 * Moves the window so that chunk (ncx, ncy) is its centre: chunks that leave are stored, the rest
 * shift, chunks that enter are loaded (or made the first time). The schedule loses the monsters
 * that left and gains those that came, each with the time it had left.
 */
export function recentre(game: GameState, source: ChunkSource, ncx: number, ncy: number): void {
  const world = game.world;
  if (world === undefined) throw new RangeError('recentre: not an Endless game');
  const { cx, cy } = world;
  if (ncx === cx && ncy === cy) return;
  const sched = liveScheduler(game);
  const near = (ax: number, ay: number, bx: number, by: number): boolean =>
    Math.abs(ax - bx) <= 1 && Math.abs(ay - by) <= 1;
  for (let sy = 0; sy < WINDOW_CHUNKS; sy++) {
    for (let sx = 0; sx < WINDOW_CHUNKS; sx++) {
      const wx = cx - 1 + sx;
      const wy = cy - 1 + sy;
      if (near(wx, wy, ncx, ncy)) continue;
      const c = extractChunk(game.floor, sched, sx, sy);
      source.save(wx, wy, encodeChunk(c));
      keepKnowledge(game, wx, wy, extractKnowledge(game.player.knowledge, game.floor.width, sx, sy));
      for (const { monster } of c.monsters) sched.remove(monster.id);
    }
  }
  const ox = (cx - ncx) * CHUNK;
  const oy = (cy - ncy) * CHUNK;
  const floor = game.floor;
  const fusesBefore = Object.keys(game.fuses);
  shiftWindow(game, ox, oy);
  // A fuse burning in a chunk that left goes out with it.
  for (const key of fusesBefore) if (game.fuses[Number(key)] === undefined) sched.remove(fuseId(Number(key)));
  floor.originX -= ox;
  floor.originY -= oy;
  world.cx = ncx;
  world.cy = ncy;
  for (let sy = 0; sy < WINDOW_CHUNKS; sy++) {
    for (let sx = 0; sx < WINDOW_CHUNKS; sx++) {
      const wx = ncx - 1 + sx;
      const wy = ncy - 1 + sy;
      if (near(wx, wy, cx, cy)) continue;
      const chunk = loadOrMake(game.seed, source, wx, wy, () => world.generated++, contentOf(game));
      installChunk(floor, sched, sx, sy, chunk);
      const known = takeKnowledge(game, wx, wy, chunk);
      if (known !== undefined) installKnowledge(game.player.knowledge, floor.width, sx, sy, known);
    }
  }
  world.farthest = Math.max(world.farthest, chunkDistance(ncx, ncy));
  game.schedule = sched.getState();
}

/** Stores every chunk of the window as it is now (on quit, autosave, or the end of an autoplay). */
export function flushWindow(game: GameState, source: ChunkSource): void {
  const world = game.world;
  if (world === undefined) return;
  const sched = liveScheduler(game);
  for (let sy = 0; sy < WINDOW_CHUNKS; sy++)
    for (let sx = 0; sx < WINDOW_CHUNKS; sx++)
      source.save(world.cx - 1 + sx, world.cy - 1 + sy, encodeChunk(extractChunk(game.floor, sched, sx, sy)));
}

/** The chunk the player stands in. */
export function playerChunk(game: GameState): { cx: number; cy: number } {
  const { floor, player } = game;
  return { cx: chunkOf(floor.originX + player.x), cy: chunkOf(floor.originY + player.y) };
}
