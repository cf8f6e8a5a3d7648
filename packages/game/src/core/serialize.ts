import { newCharacter } from './character.js';
import { BUILTIN_CONTENT, useContent, type Content } from '../content/registry.js';
import { CELL_LAYERS, gridOf, newGrid, setGrid } from './layers.js';
import { noteText } from './notes.js';
import { PLAYER_ID, type GameState, type Note } from './state.js';

/** Typed arrays are written as tagged plain arrays so the JSON stays plain data. */
interface TaggedArray {
  readonly $typed: 'u8' | 'i32';
  readonly data: number[];
}

function isTagged(value: unknown): value is TaggedArray {
  return typeof value === 'object' && value !== null && '$typed' in value && 'data' in value;
}

/** A copy of `value` as plain data: typed arrays become tagged arrays, everything else is copied as JSON would see it. */
function toPlain(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Uint8Array) return { $typed: 'u8', data: Array.from(value) };
  if (value instanceof Int32Array) return { $typed: 'i32', data: Array.from(value) };
  if (Array.isArray(value)) return value.map(toPlain);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = toPlain((value as Record<string, unknown>)[key]);
  return out;
}

/** Turns tagged arrays back into typed arrays, in place, without walking their numbers. */
function fromPlain(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = fromPlain(value[i]);
    return value;
  }
  if (isTagged(value))
    return value.$typed === 'u8' ? Uint8Array.from(value.data) : Int32Array.from(value.data);
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) record[key] = fromPlain(record[key]);
  return record;
}

/** One step of a save's upgrade: what it changes, and the change, made in place on the parsed save. */
export interface SaveMigration {
  /** The save version it upgrades to (from the one before). */
  readonly to: number;
  /** Why the step exists: what older saves lack or hold differently. */
  readonly why: string;
  /** Upgrades a parsed save (typed arrays already restored) from version `to - 1` to `to`. */
  readonly up: (save: SaveRecord) => void;
}

/** A parsed save on its way to the current version: the state as far as it goes. */
export type SaveRecord = Record<string, unknown> & {
  floor: Record<string, unknown>;
  player: Record<string, unknown>;
};

/**
 * The migrations, in order (like the store's schema versions for SQL): a save of version v is
 * brought up by every step with `to` above v. The save version is the text's `save` key; saves
 * from before it (the state alone, its `version` 2) are version 2. The state's own `version`
 * stays 2, so the state hash of every game (and every recorded replay's) is unchanged.
 */
export const SAVE_MIGRATIONS: readonly SaveMigration[] = [
  {
    to: 3,
    why: 'version 2 saves from before the Endless world lack the mode and the world origin, and those from before the character lack it; the save version moves into the text',
    up: (save) => {
      save.mode ??= 'campaign';
      save.floor.originX ??= 0;
      save.floor.originY ??= 0;
      save.player.character ??= newCharacter();
    },
  },
  {
    to: 4,
    why: 'the player became an actor with an id (issue 18.3): saves before it held the player as -1 in the cell occupants and as "player" on the schedule',
    up: (save) => {
      save.player.id = PLAYER_ID;
      const occupant = save.floor.occupant;
      if (occupant instanceof Int32Array)
        for (let i = 0; i < occupant.length; i++) if (occupant[i] === -1) occupant[i] = PLAYER_ID;
      const schedule = save.schedule as { actors?: { id: unknown }[] } | undefined;
      for (const a of schedule?.actors ?? []) if (a.id === 'player') a.id = PLAYER_ID;
    },
  },
  {
    to: 5,
    why: "a vault fixture's note holds its typed facts (a card lock's code, a switch plate's number), read by the rules, instead of prose they were parsed back out of (issue 18.1)",
    up: (save) => {
      const notes = save.floor.notes as Note[] | undefined;
      if (notes !== undefined) save.floor.notes = notes.map(noteFromProse);
    },
  },
  {
    to: 6,
    why: "the player's knowledge of the floor's cells (memory, seen times, what is in view and seen, remembered items) moved from the floor into the player's knowledge record (issue 18.3)",
    up: (save) => {
      const known = (save.player.knowledge ?? {}) as Record<string, unknown>;
      for (const key of WINDOW_KNOWLEDGE)
        if (key in save.floor) {
          known[key] = save.floor[key];
          delete save.floor[key];
        }
      save.player.knowledge = known;
    },
  },
  {
    to: 7,
    why: 'a monster keeps no seen times any more (issue 18.8): it looks again at a changed cell only while it believes it wrongly, so saves before it hold a seenAt record on every monster',
    up: (save) => {
      const monsters = (save.floor.monsters ?? {}) as Record<string, Record<string, unknown>>;
      for (const key of Object.keys(monsters)) delete monsters[key].seenAt;
    },
  },
];

/** The keys of the player's knowledge of the floor's cells, as saves before version 6 held them on the floor. */
const WINDOW_KNOWLEDGE = ['memory', 'seenAt', 'visible', 'seen', 'itemMemory'] as const;

/**
 * A note as saves of version 4 and chunks of format 2 and before wrote it (prose), brought up
 * once: a vault fixture's plate becomes its typed facts, any other note stays as it is. The one
 * reading of the old plates' words; nothing else parses note text.
 */
export function noteFromProse(note: Note): Note {
  if (note.fixture !== undefined) return note;
  const { x, y, text, seen } = note;
  const card = /^A card lock\. Its plate reads VAULT-(\w+)\.$/.exec(text);
  if (card !== null) return { x, y, fixture: { kind: 'card-lock', code: card[1] }, seen };
  const plate = /^A switch plate stamped (\d+)\.$/.exec(text);
  if (plate !== null) return { x, y, fixture: { kind: 'switch', order: Number(plate[1]) }, seen };
  if (text.startsWith('A sealed vault door. The switch plates'))
    return { x, y, fixture: { kind: 'sealed-door' }, seen };
  if (text.startsWith('A pressure door. Its interlock'))
    return { x, y, fixture: { kind: 'pressure-door' }, seen };
  return note;
}

/** The save version {@link serialize} writes: the last migration's. */
export const SAVE_VERSION = SAVE_MIGRATIONS[SAVE_MIGRATIONS.length - 1].to;

/** The version of saves written before the text carried one (the state's own `version`). */
const UNVERSIONED = 2;

/**
 * The whole game as a JSON string (RNG state, floor, memory and log included), led by the save
 * version (`{"save":3,...}`). The state is copied to plain data first and then stringified without
 * a replacer, which would be called for every number of every typed array (the same text, several
 * times faster: saves are timed).
 */
export function serialize(game: GameState): string {
  return `{"save":${SAVE_VERSION},${JSON.stringify(toPlain(game)).slice(1)}`;
}

/**
 * Restores a game written by {@link serialize}, of this save version or any older one (brought up
 * through {@link SAVE_MIGRATIONS}; a grid of the cell-layer table the save lacks starts at its
 * fill); continuing it plays exactly as the original would. It plays with `content` (the
 * built-in content by default): the save does not hold it.
 */
export function deserialize(text: string, content: Content = BUILTIN_CONTENT): GameState {
  const parsed = fromPlain(JSON.parse(text)) as Partial<SaveRecord> | null;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new RangeError('not a saved game: the text is not an object');
  const version = parsed.save ?? UNVERSIONED;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < UNVERSIONED)
    throw new RangeError(`unsupported save version ${String(version)}`);
  if (version > SAVE_VERSION)
    throw new RangeError(`save version ${version} is newer than this game reads (up to ${SAVE_VERSION})`);
  delete parsed.save;
  if (parsed.version !== 2) throw new RangeError(`unsupported state version ${String(parsed.version)}`);
  if (typeof parsed.floor !== 'object' || parsed.floor === null || typeof parsed.player !== 'object')
    throw new RangeError('not a saved game: no floor or player');
  const save = parsed as SaveRecord;
  for (const step of SAVE_MIGRATIONS) if (step.to > version) step.up(save);
  const floor = save.floor;
  const cells = (floor.width as number) * (floor.height as number);
  // A save that lost the player's record reads as knowing nothing, like a layer it lacks.
  const known = (save.player.knowledge ??= {}) as Record<string, unknown>;
  known.itemMemory ??= [];
  for (const layer of CELL_LAYERS) {
    const holder = layer.knowledge === true ? known : floor;
    if (layer.optional !== true && gridOf(holder, layer) === undefined)
      setGrid(holder, layer, newGrid(layer, cells));
  }
  return useContent(save as unknown as GameState, content);
}

/** Two 32-bit lanes of a multiply-xorshift hash, fed one 32-bit word at a time. */
class Hasher {
  a = 0x811c9dc5 | 0;
  b = 0x2545f491 | 0;
  /** Scratch for reading a double's two 32-bit words. */
  private readonly f64 = new Float64Array(1);
  private readonly f64Words = new Int32Array(this.f64.buffer);

  word(w: number): void {
    this.a = Math.imul(this.a ^ w, 0x01000193);
    this.b = Math.imul(this.b ^ w, 0x5bd1e995);
    this.b ^= this.b >>> 15;
  }

  text(s: string): void {
    this.word(s.length | 0x40000000);
    for (let i = 0; i < s.length; i++) this.word(s.charCodeAt(i));
  }

  value(v: unknown): void {
    if (v === null || v === undefined) {
      this.word(v === null ? 0x6e756c6c : 0x756e6466);
    } else if (typeof v === 'number') {
      if (Number.isInteger(v) && v >= -0x80000000 && v <= 0x7fffffff) {
        this.word(0x11);
        this.word(v | 0);
      } else {
        this.f64[0] = v;
        this.word(0x12);
        this.word(this.f64Words[0]);
        this.word(this.f64Words[1]);
      }
    } else if (typeof v === 'string') {
      this.text(v);
    } else if (typeof v === 'boolean') {
      this.word(v ? 0x7472 : 0x6661);
    } else if (v instanceof Uint8Array || v instanceof Int32Array) {
      this.word(v instanceof Uint8Array ? 0x75380000 : 0x69330000);
      this.word(v.length);
      for (let i = 0; i < v.length; i++) this.word(v[i]);
    } else if (Array.isArray(v)) {
      this.word(0x5b000000 | v.length);
      for (const e of v) this.value(e);
    } else if (typeof v === 'object') {
      const keys = Object.keys(v).sort();
      this.word(0x7b000000 | keys.length);
      for (const k of keys) {
        this.text(k);
        this.value((v as Record<string, unknown>)[k]);
      }
    }
  }

  hex(): string {
    const h = (n: number): string => (n >>> 0).toString(16).padStart(8, '0');
    return (
      h(Math.imul(this.a ^ (this.b >>> 13), 0x85ebca6b)) + h(Math.imul(this.b ^ (this.a >>> 16), 0xc2b2ae35))
    );
  }
}

/**
 * A fast 64-bit hash (16 hex digits) of the whole state: equal states give equal hashes. It reads
 * the state as {@link hashedForm} lays it out, so hashes recorded before the player's knowledge
 * moved off the floor and before vault plates held typed facts (replays, goldens) still hold.
 */
export function stateHash(game: GameState): string {
  const hasher = new Hasher();
  hasher.value(hashedForm(game));
  return hasher.hex();
}

/**
 * The state as the hash reads it: the player's knowledge of the floor's cells where saves before
 * version 6 kept it (on the floor), and only the chunks' knowledge (when any) on the player; a
 * vault plate's note as the words saves before version 5 held (derived from its facts, and read
 * back into the same facts by the migration, so the hash still sees them). The same values in the
 * same places as before, so the same hash; nothing is copied but the records on the way.
 */
function hashedForm(game: GameState): unknown {
  // Anything else hashed as a state (a chunk, a state taken apart by a test) is read as it is.
  if ((game.player as Partial<GameState['player']> | undefined)?.knowledge === undefined) return game;
  const { knowledge, ...player } = game.player;
  const { chunks, ...window } = knowledge;
  const notes = game.floor.notes;
  return {
    ...game,
    floor: {
      ...game.floor,
      ...window,
      ...(notes.some((n) => n.fixture !== undefined) ? { notes: notes.map(asWords) } : {}),
    },
    player: chunks === undefined ? player : { ...player, knowledge: { chunks } },
  };
}

/** A note as saves before version 5 held it: a vault plate as its words. */
function asWords(note: Note): Note {
  return note.fixture === undefined ? note : { x: note.x, y: note.y, text: noteText(note), seen: note.seen };
}
