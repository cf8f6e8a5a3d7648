/**
 * The one table of per-cell layers (issue 18, part 4). Every grid of a floor (terrain, memory,
 * air, fire, ...) is an entry here, and the floor (`emptyFloor`), the Endless window (shifting,
 * taking chunks out and putting them back), the stored chunk (`emptyChunk`, its encoder and
 * decoder) and the save codec (a save missing a layer gets it filled) all walk this table instead
 * of naming the grids. Adding a layer, say gas, is one {@link defineLayer} call.
 */

/** A per-cell grid. */
export type Grid = Uint8Array | Int32Array;

/** How a stored chunk keeps a layer relative to the chunk's terrain (so it runs long). */
export interface RelativeToTerrain {
  /** The number stored for value `v` over terrain `t`. */
  toStored(v: number, t: number): number;
  /** The value back from the stored number `d` over terrain `t`. */
  fromStored(d: number, t: number): number;
}

/** One layer of per-cell numbers. */
export interface CellLayer {
  /** The floor's (and the chunk's) property holding the grid. */
  readonly key: string;
  /** Its array type: 'u8' is a Uint8Array, 'i32' an Int32Array. */
  readonly array: 'u8' | 'i32';
  /** The value of a cell nobody has touched (a new floor, a cell entering the Endless window). */
  readonly fill: number;
  /**
   * The stored-chunk format that first kept it, or undefined for layers worked out again every
   * turn (what the player sees, who stands where) that chunks never hold.
   */
  readonly since?: number;
  /**
   * The last stored-chunk format that kept it, for the player's knowledge (memory, seen times):
   * chunks from format 2 on hold only the world, and the player's knowledge of a chunk out of the
   * Endless window is kept with the player (`PlayerState.knowledge`). Absent: every format since.
   */
  readonly until?: number;
  /** Only some floors carry it (the Endless window's locks): created when a chunk brings it in. */
  readonly optional?: boolean;
  /**
   * The player's knowledge of the cell (memory, seen times, what is in view and seen): the grid is
   * held by the player's knowledge record (`PlayerState.knowledge`), never by the floor.
   */
  readonly knowledge?: boolean;
  /** Stored as a difference from the terrain (the terrain itself must come first in the table). */
  readonly relative?: RelativeToTerrain;
}

/** The layout every monster knows is the terrain as generated: stored only where it differs (code + 1). */
const FAMILIAR: RelativeToTerrain = {
  toStored: (v, t) => (v === t ? 0 : v + 1),
  fromStored: (d, t) => (d === 0 ? t : d - 1),
};

/** Memory (terrain code + 1, 0 unknown): 0 unknown, 1 remembered as it is now, else the remembered value + 1. */
const MEMORY: RelativeToTerrain = {
  toStored: (m, t) => (m === 0 ? 0 : m === t + 1 ? 1 : m + 1),
  fromStored: (d, t) => (d === 0 ? 0 : d === 1 ? t + 1 : d - 1),
};

const TABLE: CellLayer[] = [
  { key: 'terrain', array: 'u8', fill: 0, since: 1 },
  { key: 'familiar', array: 'u8', fill: 0, since: 1, relative: FAMILIAR },
  { key: 'memory', array: 'u8', fill: 0, since: 1, until: 1, relative: MEMORY, knowledge: true },
  { key: 'seenAt', array: 'i32', fill: -1, since: 1, until: 1, knowledge: true },
  { key: 'visible', array: 'u8', fill: 0, knowledge: true },
  { key: 'seen', array: 'u8', fill: 0, knowledge: true },
  { key: 'occupant', array: 'i32', fill: 0 },
  { key: 'air', array: 'u8', fill: 0, since: 1 },
  { key: 'flow', array: 'i32', fill: 0, since: 1 },
  { key: 'fire', array: 'u8', fill: 0, since: 1 },
  { key: 'doorAge', array: 'u8', fill: 0, since: 1 },
  { key: 'stamp', array: 'i32', fill: 0, since: 1 },
  { key: 'lock', array: 'u8', fill: 0, since: 1, optional: true },
];

/** How many of the table's layers are built in (the rest were defined at run time). */
const BUILT_IN = TABLE.length;

/** Every layer, in table order (the order grids are made, shifted and stored in). */
export const CELL_LAYERS: readonly CellLayer[] = TABLE;

/**
 * The layers stored chunks of `format` keep (the newest format when not given), in the order the
 * codec writes them.
 */
export function storedLayers(format: number = chunkFormat()): CellLayer[] {
  return TABLE.filter((l) => l.since !== undefined && l.since <= format && (l.until ?? format) >= format);
}

/** The stored-chunk format from which a vault fixture's note holds its typed facts, not prose. */
export const NOTE_FACTS_FORMAT = 3;

/** The first stored-chunk format whose monsters keep no seen times (issue 18.8). */
export const MONSTER_SIGHT_FORMAT = 4;

/**
 * Stored-chunk formats that changed what a chunk keeps after its grids (its lists), in order: the
 * codec reads the older ones still. A new one takes the next number above {@link chunkFormat}.
 */
export const LIST_FORMATS: readonly { readonly format: number; readonly why: string }[] = [
  {
    format: NOTE_FACTS_FORMAT,
    why: "a vault fixture's note holds its typed facts (card code, switch number) instead of prose",
  },
  {
    format: MONSTER_SIGHT_FORMAT,
    why: 'a monster keeps no seen times: it looks again at a changed cell only while it believes it wrongly',
  },
];

/**
 * The stored-chunk format the current table writes: the newest `since` of any layer, the one after
 * the newest `until`, or the newest of {@link LIST_FORMATS}.
 */
export function chunkFormat(): number {
  let f = 1;
  for (const l of LIST_FORMATS) if (l.format > f) f = l.format;
  for (const l of TABLE) {
    if (l.since !== undefined && l.since > f) f = l.since;
    if (l.until !== undefined && l.until + 1 > f) f = l.until + 1;
  }
  return f;
}

/**
 * Adds a layer at the end of the table (every floor made, window shifted, chunk stored and save
 * read from now on carries it). A stored layer's `since` must be above every format already in
 * use, so chunks stored before it still read (without it: it starts at its fill).
 */
export function defineLayer(layer: CellLayer): void {
  if (TABLE.some((l) => l.key === layer.key))
    throw new RangeError(`cell layer '${layer.key}' already exists`);
  if (layer.since !== undefined && layer.since <= chunkFormat())
    throw new RangeError(
      `cell layer '${layer.key}': since must be above the current chunk format ${chunkFormat()}`,
    );
  if (layer.relative !== undefined && layer.since === undefined)
    throw new RangeError(`cell layer '${layer.key}': only stored layers are relative to the terrain`);
  TABLE.push(layer);
}

/** Takes a layer defined by {@link defineLayer} out of the table again (tests that add one). */
export function removeLayer(key: string): void {
  const i = TABLE.findIndex((l) => l.key === key);
  if (i < 0) throw new RangeError(`no cell layer '${key}'`);
  if (i < BUILT_IN) throw new RangeError(`cell layer '${key}' is built in`);
  TABLE.splice(i, 1);
}

/** A new grid of `n` cells for `layer`, every cell at its fill. */
export function newGrid(layer: CellLayer, n: number): Grid {
  const g = layer.array === 'u8' ? new Uint8Array(n) : new Int32Array(n);
  if (layer.fill !== 0) g.fill(layer.fill);
  return g;
}

/**
 * A grid of every non-optional layer for `n` cells, by key, in table order: the floor's, or with
 * `knowledge` the player's knowledge record's.
 */
export function newGrids(n: number, knowledge = false): Record<string, Grid> {
  const out: Record<string, Grid> = {};
  for (const l of TABLE)
    if (l.optional !== true && (l.knowledge === true) === knowledge) out[l.key] = newGrid(l, n);
  return out;
}

/** Who holds `layer`'s grid in a game: the player's knowledge record for a knowledge layer, else the floor. */
export function holderOf(game: { floor: object; player: { knowledge: object } }, layer: CellLayer): object {
  return layer.knowledge === true ? game.player.knowledge : game.floor;
}

/** The grid `holder` (a floor or a chunk) keeps for `layer`, or undefined when it has none. */
export function gridOf(holder: object, layer: CellLayer): Grid | undefined {
  return (holder as Record<string, Grid | undefined>)[layer.key];
}

/** Sets the grid `holder` keeps for `layer`. */
export function setGrid(holder: object, layer: CellLayer, grid: Grid): void {
  (holder as Record<string, Grid>)[layer.key] = grid;
}
