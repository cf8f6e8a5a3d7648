import { hashSeed, mix32 } from './hash.js';

/** The whole state of an Rng as plain JSON: four unsigned 32-bit words of the sfc32 generator. */
export interface RngState {
  readonly sfc32: readonly [number, number, number, number];
}

/** A seeded, splittable, serialisable stream of random numbers. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both ends inclusive. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** A uniformly chosen element; throws RangeError on an empty array. */
  pick<T>(items: readonly T[]): T;
  /** Shuffles in place (Fisher-Yates) and returns the same array. */
  shuffle<T>(items: T[]): T[];
  /** Rolls a dice spec such as "3d6+2", "d20" or "2d4-1"; throws RangeError on a malformed spec. */
  dice(spec: string): number;
  /** A normal (Gaussian) draw, Marsaglia's polar method with no cached spare: a pure function of the state. */
  normal(mean?: number, stddev?: number): number;
  /**
   * A key of `table` chosen with probability proportional to its weight (one uniform draw, keys
   * walked in `Object.keys` order); throws RangeError on an empty table, a negative or non-finite
   * weight, or weights summing to zero.
   */
  weighted<K extends string>(table: Readonly<Record<K, number>>): K;
  /** A uniform integer in 1..100 (rot's getPercentage). */
  percentage(): number;
  /** An independent child stream, a pure function of this stream's state and the label. */
  fork(label: string): Rng;
  /** A JSON-serialisable copy of the state. */
  getState(): RngState;
  /** Restores a state returned by getState. */
  setState(state: RngState): void;
}

const TWO_32 = 0x100000000;
const DICE = /^\s*(\d*)\s*d\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$/i;

/** sfc32 (Chris Doty-Humphrey's small fast chaotic generator): 128 bits of state, period at least 2^32. */
class Sfc32 implements Rng {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 0;

  constructor(seed32: number) {
    // Expand the 32-bit seed with splitmix32, then warm up so weak seeds diverge.
    let s = seed32 >>> 0;
    const split = (): number => {
      s = (s + 0x9e3779b9) | 0;
      return mix32(s);
    };
    this.a = split();
    this.b = split();
    this.c = split();
    this.d = 1;
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** The next raw 32-bit output. */
  nextUint32(): number {
    const a = this.a;
    const b = this.b;
    const c = this.c;
    const d = this.d;
    const t = (((a + b) | 0) + d) | 0;
    this.d = (d + 1) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    this.c = (((c << 21) | (c >>> 11)) + t) | 0;
    return t >>> 0;
  }

  next(): number {
    return this.nextUint32() / TWO_32;
  }

  int(min: number, max: number): number {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max)) {
      throw new RangeError(`int(min, max) needs safe integers, got ${min} and ${max}`);
    }
    if (max < min) throw new RangeError(`int(min, max) needs min <= max, got ${min} > ${max}`);
    const range = max - min + 1;
    if (range <= TWO_32) {
      // Rejection sampling keeps every value exactly equally likely.
      const limit = TWO_32 - (TWO_32 % range);
      let r = this.nextUint32();
      while (r >= limit) r = this.nextUint32();
      return min + (r % range);
    }
    // Wider than 32 bits: 53 uniform bits, still with rejection.
    const limit = Number.MAX_SAFE_INTEGER - (((Number.MAX_SAFE_INTEGER % range) + 1) % range);
    for (;;) {
      const r = (this.nextUint32() >>> 11) * TWO_32 + this.nextUint32();
      if (r <= limit) return min + (r % range);
    }
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick() needs a non-empty array');
    return items[this.int(0, items.length - 1)];
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const tmp = items[i];
      items[i] = items[j];
      items[j] = tmp;
    }
    return items;
  }

  dice(spec: string): number {
    const m = DICE.exec(spec);
    if (m === null) throw new RangeError(`malformed dice spec "${spec}": expected NdM, dM, NdM+K or NdM-K`);
    const count = m[1] === '' ? 1 : Number(m[1]);
    const sides = Number(m[2]);
    const bonus = m[4] === undefined ? 0 : Number(m[4]) * (m[3] === '-' ? -1 : 1);
    if (count < 1 || count > 10_000) throw new RangeError(`dice spec "${spec}": the count must be 1..10000`);
    if (sides < 1 || sides > TWO_32) throw new RangeError(`dice spec "${spec}": the sides must be 1..2^32`);
    if (!Number.isSafeInteger(bonus)) throw new RangeError(`dice spec "${spec}": the modifier is too large`);
    let total = bonus;
    for (let i = 0; i < count; i++) total += this.int(1, sides);
    return total;
  }

  normal(mean = 0, stddev = 1): number {
    if (typeof mean !== 'number' || !Number.isFinite(mean)) {
      throw new RangeError(`normal(mean, stddev) needs a finite mean, got ${String(mean)}`);
    }
    if (typeof stddev !== 'number' || !Number.isFinite(stddev) || stddev < 0) {
      throw new RangeError(`normal(mean, stddev) needs a finite stddev >= 0, got ${String(stddev)}`);
    }
    // Marsaglia's polar method: a uniform point in the unit disc (by rejection) gives two
    // independent normals; only one is used, so no spare hides outside the serialised state.
    let u: number;
    let r: number;
    do {
      u = 2 * this.next() - 1;
      const v = 2 * this.next() - 1;
      r = u * u + v * v;
    } while (r >= 1 || r === 0);
    return mean + stddev * u * Math.sqrt((-2 * Math.log(r)) / r);
  }

  weighted<K extends string>(table: Readonly<Record<K, number>>): K {
    if (table === null || typeof table !== 'object') {
      throw new RangeError('weighted(table) needs an object of weights');
    }
    let total = 0;
    let last: K | undefined;
    for (const key in table) {
      if (!Object.prototype.hasOwnProperty.call(table, key)) continue;
      const w = table[key];
      if (typeof w !== 'number' || !Number.isFinite(w) || w < 0) {
        throw new RangeError(
          `weighted(table): the weight of "${key}" must be a finite number >= 0, got ${String(w)}`,
        );
      }
      total += w;
      if (w > 0) last = key;
    }
    if (last === undefined || !(total > 0) || !Number.isFinite(total)) {
      throw new RangeError('weighted(table) needs at least one positive weight and a finite sum');
    }
    const target = this.next() * total;
    let sum = 0;
    for (const key in table) {
      if (!Object.prototype.hasOwnProperty.call(table, key)) continue;
      sum += table[key];
      if (target < sum) return key;
    }
    return last; // only reachable through rounding at the very top of the range
  }

  percentage(): number {
    return this.int(1, 100);
  }

  fork(label: string): Rng {
    return new Sfc32(hashSeed(this.a, this.b, this.c, this.d, label));
  }

  getState(): RngState {
    return { sfc32: [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0] };
  }

  setState(state: RngState): void {
    const words = state?.sfc32;
    if (
      !Array.isArray(words) ||
      words.length !== 4 ||
      !words.every((w) => Number.isInteger(w) && w >= 0 && w < TWO_32)
    ) {
      throw new RangeError('setState() needs a state from getState(): { sfc32: [four uint32] }');
    }
    this.a = words[0] | 0;
    this.b = words[1] | 0;
    this.c = words[2] | 0;
    this.d = words[3] | 0;
  }
}

/** A new random stream; the same seed gives the same sequence on every platform and run. */
export function createRng(seed: number | string): Rng {
  if (typeof seed !== 'number' && typeof seed !== 'string') {
    throw new RangeError(`createRng() needs a number or a string seed, got ${typeof seed}`);
  }
  return new Sfc32(hashSeed(seed));
}
