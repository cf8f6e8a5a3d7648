/**
 * One chunk of the Endless world as it is kept outside the window: every grid of the world for its
 * 32x32 cells and the items, monsters, lights and notes in it, all in chunk-local coordinates
 * (0..31). `encodeChunk` packs it into a few kilobytes of bytes for the store; `decodeChunk` gives
 * back exactly the same content. A chunk holds only the world: the player's knowledge of it is
 * kept with the player (`encodeKnowledge`); chunks of format 1 still carried it, and decode with it
 * in `knowledge`, for the player to take over.
 */
import type { Item, ItemMemory, LightSource, Monster, Note } from '../state.js';
import {
  chunkFormat,
  gridOf,
  newGrid,
  MONSTER_SIGHT_FORMAT,
  NOTE_FACTS_FORMAT,
  storedLayers,
  type CellLayer,
  type Grid,
} from '../layers.js';
import { ByteReader, ByteWriter } from './codec.js';
import { noteFromProse } from '../serialize.js';
import type { VaultFixture } from '../../content/records.js';

import { CHUNK, CHUNK_CELLS } from './size.js';

export { CHUNK, CHUNK_CELLS };

/** A stored chunk: the bytes `encodeChunk` writes (a BLOB in the store). */
export type ChunkData = Uint8Array;

/**
 * Where chunks that leave the window go and where they come back from (the store implements it
 * over SQLite). `load` returns undefined for a chunk never stored: the core then generates it.
 */
export interface ChunkSource {
  load(cx: number, cy: number): ChunkData | undefined;
  save(cx: number, cy: number, data: ChunkData): void;
}

/** A monster kept in a chunk, with the time left until its next action. */
export interface StoredMonster {
  readonly monster: Monster;
  /** Time units from the moment it left the window to its next action. */
  readonly delay: number;
}

/**
 * Everything a chunk holds, in chunk-local coordinates and cell indices (y * 32 + x): a grid for
 * every stored layer of the cell-layer table (layers.ts; the built-in ones are named here, layers
 * defined at run time are reached through `chunkGrid`), then the lists.
 */
export interface ChunkContent {
  readonly cx: number;
  readonly cy: number;
  readonly terrain: Uint8Array;
  readonly familiar: Uint8Array;
  readonly air: Uint8Array;
  readonly flow: Int32Array;
  readonly fire: Uint8Array;
  readonly doorAge: Uint8Array;
  readonly stamp: Int32Array;
  readonly lock: Uint8Array;
  /** Cells whose stamp is above 0, in the order they first changed. */
  readonly changed: number[];
  readonly items: Item[];
  readonly monsters: StoredMonster[];
  readonly lights: LightSource[];
  readonly notes: Note[];
  /** A chunk of format 1 only: the player's knowledge it carried (never written any more). */
  knowledge?: ChunkKnowledge;
}

/** The player's knowledge of one chunk, chunk-local: memory (`Ter` + 1), seen times, remembered items. */
export interface ChunkKnowledge {
  readonly memory: Uint8Array;
  readonly seenAt: Int32Array;
  readonly items: ItemMemory[];
}

/** Knowing nothing of a chunk. */
export function emptyKnowledge(): ChunkKnowledge {
  return { memory: new Uint8Array(CHUNK_CELLS), seenAt: new Int32Array(CHUNK_CELLS).fill(-1), items: [] };
}

/** True when `k` knows anything (a remembered cell or item). */
export function knowsAnything(k: ChunkKnowledge): boolean {
  return k.items.length > 0 || k.memory.some((v) => v !== 0);
}

/** Packs the player's knowledge of a chunk (kept with the player, never in the chunk). */
export function encodeKnowledge(k: ChunkKnowledge): Uint8Array {
  const w = new ByteWriter();
  w.runs(k.memory);
  w.runs(k.seenAt);
  w.uint(k.items.length);
  for (const it of k.items) writeItem(w, it);
  return w.bytes();
}

/** Unpacks what {@link encodeKnowledge} wrote; throws a RangeError when the bytes are not that. */
export function decodeKnowledge(data: Uint8Array): ChunkKnowledge {
  const r = new ByteReader(data);
  const k = emptyKnowledge();
  r.runs(k.memory);
  r.runs(k.seenAt);
  for (let n = r.uint(); n > 0; n--) k.items.push(readItem(r));
  if (!r.done()) throw new RangeError('stored knowledge: bytes left over at the end');
  return k;
}

/** A chunk of nothing: void everywhere, never seen (every stored layer of the cell-layer table at its fill). */
export function emptyChunk(cx: number, cy: number): ChunkContent {
  const grids: Record<string, Grid> = {};
  for (const l of storedLayers()) grids[l.key] = newGrid(l, CHUNK_CELLS);
  return {
    cx,
    cy,
    ...grids,
    changed: [],
    items: [],
    monsters: [],
    lights: [],
    notes: [],
  } as unknown as ChunkContent;
}

/** The grid a chunk holds for a stored layer (every chunk holds one for each). */
export function chunkGrid(c: ChunkContent, layer: CellLayer): Grid {
  const g = gridOf(c, layer);
  if (g === undefined) throw new RangeError(`chunk has no '${layer.key}' layer`);
  return g;
}

const MODES: readonly Monster['mode'][] = ['hunting', 'fleeing', 'wandering', 'bones'];
const MONSTER_FIELDS = new Set([
  'id',
  'kind',
  'x',
  'y',
  'hp',
  'burning',
  'known',
  'walkKey',
  'lastKnown',
  'wander',
  'mode',
  'reformAt',
  'noticed',
]);
const ITEM_FIELDS = new Set(['id', 'kind', 'x', 'y', 'loaded']);

/** Fields other helpers may add to monsters and items (variants, stats): kept as JSON, '' when none. */
function extras(record: object, known: ReadonlySet<string>): string {
  const rest: Record<string, unknown> = {};
  let any = false;
  for (const [k, v] of Object.entries(record)) {
    if (known.has(k)) continue;
    rest[k] = v;
    any = true;
  }
  return any ? JSON.stringify(rest) : '';
}

function writeItem(w: ByteWriter, it: Item | ItemMemory): void {
  w.uint(it.id);
  w.text(it.kind);
  w.byte(it.x);
  w.byte(it.y);
  w.int(it.loaded);
  w.text(extras(it, ITEM_FIELDS));
}

function readItem(r: ByteReader): Item {
  const id = r.uint();
  const kind = r.text() as Item['kind'];
  const x = r.byte();
  const y = r.byte();
  const loaded = r.int();
  const more = r.text();
  const item: Item = { id, kind, x, y, loaded };
  return more === '' ? item : { ...item, ...(JSON.parse(more) as object) };
}

/** Sorted numeric keys of a cell-indexed record. */
function cellKeys(record: Record<number, number>): number[] {
  return Object.keys(record)
    .map(Number)
    .sort((a, b) => a - b);
}

function writeMonster(w: ByteWriter, { monster: m, delay }: StoredMonster): void {
  w.uint(m.id);
  w.text(m.kind);
  w.byte(m.x);
  w.byte(m.y);
  w.int(m.hp);
  w.uint(m.burning);
  const known = cellKeys(m.known);
  w.uint(known.length);
  for (const i of known) {
    w.uint(i);
    w.byte(m.known[i]);
  }
  w.text(m.walkKey);
  w.int(m.lastKnown);
  w.int(m.wander);
  w.byte(MODES.indexOf(m.mode));
  w.int(m.reformAt);
  w.byte(m.noticed ? 1 : 0);
  w.float(delay);
  w.text(extras(m, MONSTER_FIELDS));
}

/** Reads what {@link writeMonster} wrote, in a chunk of `format` (before MONSTER_SIGHT_FORMAT, with seen times, dropped). */
function readMonster(r: ByteReader, format: number): StoredMonster {
  const id = r.uint();
  const kind = r.text() as Monster['kind'];
  const x = r.byte();
  const y = r.byte();
  const hp = r.int();
  const burning = r.uint();
  const known: Record<number, number> = {};
  for (let n = r.uint(); n > 0; n--) {
    const i = r.uint();
    known[i] = r.byte();
  }
  if (format < MONSTER_SIGHT_FORMAT)
    for (let n = r.uint(); n > 0; n--) {
      r.uint();
      r.int();
    }
  const walkKey = r.text();
  const lastKnown = r.int();
  const wander = r.int();
  const mode = MODES[r.byte()];
  if (mode === undefined) throw new RangeError('stored chunk: unknown monster mode');
  const reformAt = r.int();
  const noticed = r.byte() !== 0;
  const delay = r.float();
  const more = r.text();
  const base: Monster = {
    id,
    kind,
    x,
    y,
    hp,
    burning,
    known,
    walkKey,
    lastKnown,
    wander,
    mode,
    reformAt,
    noticed,
  };
  return { monster: more === '' ? base : { ...base, ...(JSON.parse(more) as object) }, delay };
}

/** What a stored note is: prose, or the plate of each kind of vault fixture. */
const NOTE_TAGS = ['text', 'card-lock', 'pressure-door', 'sealed-door', 'switch'] as const;

/** A note: its cell, its tag ({@link NOTE_TAGS}), its text or its fixture's facts, and whether it was seen. */
function writeNote(w: ByteWriter, n: Note): void {
  w.byte(n.x);
  w.byte(n.y);
  const f = n.fixture;
  w.byte(NOTE_TAGS.indexOf(f === undefined ? 'text' : f.kind));
  if (f === undefined) w.text(n.text);
  else if (f.kind === 'card-lock') w.text(f.code);
  else if (f.kind === 'switch') w.uint(f.order);
  w.byte(n.seen ? 1 : 0);
}

/** Reads what {@link writeNote} wrote. */
function readNote(r: ByteReader): Note {
  const x = r.byte();
  const y = r.byte();
  const tag = NOTE_TAGS[r.byte()];
  if (tag === undefined) throw new RangeError('stored chunk: unknown kind of note');
  if (tag === 'text') {
    const text = r.text();
    return { x, y, text, seen: r.byte() !== 0 };
  }
  const fixture: VaultFixture =
    tag === 'card-lock'
      ? { kind: tag, code: r.text() }
      : tag === 'switch'
        ? { kind: tag, order: r.uint() }
        : { kind: tag };
  return { x, y, fixture, seen: r.byte() !== 0 };
}

/** A note of a chunk of format 1 or 2 (its prose), brought up to a fixture's facts once. */
function readOldNote(r: ByteReader): Note {
  const x = r.byte();
  const y = r.byte();
  const text = r.text();
  return noteFromProse({ x, y, text, seen: r.byte() !== 0 });
}

/**
 * Packs a chunk into bytes: the format (the newest layer's `since`), then every stored layer of the
 * cell-layer table as runs, in table order (layers relative to the terrain as their difference).
 */
export function encodeChunk(c: ChunkContent): ChunkData {
  const w = new ByteWriter();
  w.byte(chunkFormat());
  w.int(c.cx);
  w.int(c.cy);
  const diff = new Int32Array(CHUNK_CELLS);
  for (const layer of storedLayers()) {
    const grid = chunkGrid(c, layer);
    const rel = layer.relative;
    if (rel === undefined) {
      w.runs(grid);
      continue;
    }
    for (let i = 0; i < CHUNK_CELLS; i++) diff[i] = rel.toStored(grid[i], c.terrain[i]);
    w.runs(diff);
  }
  w.uint(c.changed.length);
  for (const i of c.changed) w.uint(i);
  w.uint(c.items.length);
  for (const it of c.items) writeItem(w, it);
  w.uint(c.monsters.length);
  for (const m of c.monsters) writeMonster(w, m);
  w.uint(c.lights.length);
  for (const l of c.lights) {
    w.byte(l.x);
    w.byte(l.y);
    w.uint(l.colour);
    w.uint(l.radius);
  }
  w.uint(c.notes.length);
  for (const n of c.notes) writeNote(w, n);
  return w.bytes();
}

/**
 * Unpacks bytes written by {@link encodeChunk}, in this format or an older one (layers newer than
 * the chunk's format stay at their fill; the prose of older vault plates is read once into their
 * facts); throws a RangeError when they are not a stored chunk.
 */
export function decodeChunk(data: ChunkData): ChunkContent {
  const r = new ByteReader(data);
  const format = r.byte();
  if (format < 1 || format > chunkFormat()) throw new RangeError(`stored chunk: unknown format ${format}`);
  const c = emptyChunk(r.int(), r.int());
  const diff = new Int32Array(CHUNK_CELLS);
  // Format 1 chunks carried the player's knowledge: it is read apart from the world.
  const knowledge = format === 1 ? emptyKnowledge() : undefined;
  for (const layer of storedLayers(format)) {
    const grid =
      layer.until !== undefined && knowledge !== undefined
        ? (gridOf(knowledge, layer) as Grid)
        : chunkGrid(c, layer);
    const rel = layer.relative;
    if (rel === undefined) {
      r.runs(grid);
      continue;
    }
    r.runs(diff);
    for (let i = 0; i < CHUNK_CELLS; i++) grid[i] = rel.fromStored(diff[i], c.terrain[i]);
  }
  for (let n = r.uint(); n > 0; n--) c.changed.push(r.uint());
  for (let n = r.uint(); n > 0; n--) c.items.push(readItem(r));
  if (knowledge !== undefined) for (let n = r.uint(); n > 0; n--) knowledge.items.push(readItem(r));
  for (let n = r.uint(); n > 0; n--) c.monsters.push(readMonster(r, format));
  for (let n = r.uint(); n > 0; n--) {
    const x = r.byte();
    const y = r.byte();
    c.lights.push({ x, y, colour: r.uint(), radius: r.uint() });
  }
  for (let n = r.uint(); n > 0; n--) c.notes.push(format < NOTE_FACTS_FORMAT ? readOldNote(r) : readNote(r));
  if (!r.done()) throw new RangeError('stored chunk: bytes left over at the end');
  if (knowledge !== undefined) c.knowledge = knowledge;
  return c;
}

/** A chunk source kept in memory (tests, and autoplay without a data folder). */
export interface MemoryChunkSource extends ChunkSource {
  /** Stored chunks by "cx,cy". */
  readonly chunks: Map<string, ChunkData>;
  /** Total bytes stored now. */
  bytes(): number;
}

/** A {@link ChunkSource} over a Map. */
export function memoryChunkSource(): MemoryChunkSource {
  const chunks = new Map<string, ChunkData>();
  return {
    chunks,
    load: (cx, cy) => chunks.get(`${cx},${cy}`),
    save: (cx, cy, data) => {
      chunks.set(`${cx},${cy}`, data);
    },
    bytes: () => {
      let n = 0;
      for (const d of chunks.values()) n += d.length;
      return n;
    },
  };
}
