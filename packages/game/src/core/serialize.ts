import { newCharacter } from './character.js';
import type { GameState } from './state.js';

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

/**
 * The whole game as a JSON string (RNG state, floor, memory and log included). The state is
 * copied to plain data first and then stringified without a replacer, which would be called for
 * every number of every typed array (the same text, several times faster: saves are timed).
 */
export function serialize(game: GameState): string {
  return JSON.stringify(toPlain(game));
}

/** Restores a game written by {@link serialize}; continuing it plays exactly as the original would. */
export function deserialize(text: string): GameState {
  const game = fromPlain(JSON.parse(text)) as GameState;
  if (game.version !== 2) throw new RangeError(`unsupported save version ${String(game.version)}`);
  // Saves from before the Endless world: a campaign floor at the world's origin.
  game.mode ??= 'campaign';
  game.floor.originX ??= 0;
  game.floor.originY ??= 0;
  // Saves from before the character: a fresh one (stats 0, nothing worn) plays as they did.
  game.player.character ??= newCharacter();
  return game;
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

/** A fast 64-bit hash (16 hex digits) of the whole state: equal states give equal hashes. */
export function stateHash(game: GameState): string {
  const hasher = new Hasher();
  hasher.value(game);
  return hasher.hex();
}
