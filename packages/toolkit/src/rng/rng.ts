import { hashSeed } from './hash.js';
import { Sfc32Stream } from './stream.js';

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
  /** A normal (Gaussian) draw by the ziggurat method; a pure function of the state, nothing cached. */
  normal(mean?: number, stddev?: number): number;
  /**
   * A key of `table` chosen with probability proportional to its weight (one uniform draw, keys
   * walked in for...in order); throws RangeError on an empty table, a negative or non-finite
   * weight, or weights summing to zero.
   */
  weighted<K extends string>(table: Readonly<Record<K, number>>): K;
  /**
   * `table` prepared once for many draws from this stream: `pick()` gives exactly what
   * `weighted(table)` would give from the same state (one uniform draw), without walking and
   * checking the table each time. Holds a copy: later changes to `table` do not reach it.
   */
  weightedTable<K extends string>(table: Readonly<Record<K, number>>): WeightedTable<K>;
  /** A uniform integer in 1..100 (rot's getPercentage). */
  percentage(): number;
  /** An independent child stream, a pure function of this stream's state and the label. */
  fork(label: string): Rng;
  /** A JSON-serialisable copy of the state. */
  getState(): RngState;
  /** Restores a state returned by getState. */
  setState(state: RngState): void;
}

/** A weight table prepared by `Rng.weightedTable`, drawing from the stream that made it. */
export interface WeightedTable<K extends string> {
  /** A key chosen with probability proportional to its weight. */
  pick(): K;
}

const TWO_32 = 0x100000000;
const DICE = /^\s*(\d*)\s*d\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$/i;

/**
 * dice's plain spec without a regular expression: `NdM`, `dM`, `NdM+K`, `NdM-K` ('d' or 'D'), no
 * spaces, each number 1 to 9 digits. Writes count, sides and bonus into `out` and returns true;
 * returns false for anything else (DICE then decides, as it would have).
 */
function plainDice(spec: string, out: { count: number; sides: number; bonus: number }): boolean {
  const len = spec.length;
  let i = 0;
  let count = 0;
  for (; i < len && i < 9; i++) {
    const c = spec.charCodeAt(i) - 48;
    if (c < 0 || c > 9) break;
    count = count * 10 + c;
  }
  const ch = i < len ? spec.charCodeAt(i) : 0;
  if (ch !== 100 && ch !== 68) return false;
  if (i === 0) count = 1;
  let sides = 0;
  const sidesFrom = ++i;
  for (; i < len && i - sidesFrom < 9; i++) {
    const c = spec.charCodeAt(i) - 48;
    if (c < 0 || c > 9) break;
    sides = sides * 10 + c;
  }
  if (i === sidesFrom) return false;
  let bonus = 0;
  if (i < len) {
    const sign = spec.charCodeAt(i);
    if (sign !== 43 && sign !== 45) return false;
    const bonusFrom = ++i;
    for (; i < len && i - bonusFrom < 9; i++) {
      const c = spec.charCodeAt(i) - 48;
      if (c < 0 || c > 9) break;
      bonus = bonus * 10 + c;
    }
    if (i === bonusFrom || i < len) return false;
    if (sign === 45) bonus = -bonus;
  }
  out.count = count;
  out.sides = sides;
  out.bonus = bonus;
  return true;
}

/** dice's parsed spec: a module-private buffer that dice fully writes (or leaves unread) on each call and never returns. */
const PLAIN = { count: 0, sides: 0, bonus: 0 };

/** Right edge of the ziggurat's base layer, and the area of each of its 128 layers. */
const ZIG_R = 3.442619855899;
const ZIG_V = 9.91256303526217e-3;
const ZIG_SCALE = 2 ** 24;

/**
 * The ziggurat tables, built once from the two constants above and never written afterwards
 * (constants, not state). Layer i spans [0, x_i] horizontally, x_i growing with i, and its
 * height runs from f(x_i) to f(x_{i-1}); layer 0 is the base strip with the tail beyond R.
 * ZIG_K[i] = 2^24 * x_{i-1} / x_i marks the inner rectangle that lies wholly under
 * f(x) = exp(-x^2 / 2); ZIG_W[i] = x_i / 2^24 turns a 25-bit signed integer into a position;
 * ZIG_F[i] = f(x_i).
 */
function zigguratTables(): { k: Int32Array; w: Float64Array; f: Float64Array } {
  const k = new Int32Array(128);
  const w = new Float64Array(128);
  const f = new Float64Array(128);
  let x = ZIG_R;
  let prev = ZIG_R;
  const q = ZIG_V / Math.exp(-0.5 * x * x); // the base strip's width if it were a rectangle of area V
  k[0] = Math.floor((x / q) * ZIG_SCALE);
  k[1] = 0;
  w[0] = q / ZIG_SCALE;
  w[127] = x / ZIG_SCALE;
  f[0] = 1;
  f[127] = Math.exp(-0.5 * x * x);
  for (let i = 126; i >= 1; i--) {
    // The next edge up: the layer between x and the new edge has area V.
    x = Math.sqrt(-2 * Math.log(ZIG_V / x + Math.exp(-0.5 * x * x)));
    k[i + 1] = Math.floor((x / prev) * ZIG_SCALE);
    prev = x;
    f[i] = Math.exp(-0.5 * x * x);
    w[i] = x / ZIG_SCALE;
  }
  return { k, w, f };
}
const { k: ZIG_K, w: ZIG_W, f: ZIG_F } = zigguratTables();

/** sfc32 with every Rng method: the lean generator stream plus dice, normal, weights and fork. */
class Sfc32 extends Sfc32Stream implements Rng {
  dice(spec: string): number {
    let count: number;
    let sides: number;
    let bonus: number;
    if (typeof spec === 'string' && plainDice(spec, PLAIN)) {
      ({ count, sides, bonus } = PLAIN);
    } else {
      const m = DICE.exec(spec);
      if (m === null) throw new RangeError(`malformed dice spec "${spec}": expected NdM, dM, NdM+K or NdM-K`);
      count = m[1] === '' ? 1 : Number(m[1]);
      sides = Number(m[2]);
      bonus = m[4] === undefined ? 0 : Number(m[4]) * (m[3] === '-' ? -1 : 1);
    }
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
    return mean + stddev * this.standardNormal();
  }

  /**
   * Ziggurat method (Marsaglia and Tsang): one 32-bit word picks a layer (low 7 bits) and a
   * signed position in it (high 25 bits; disjoint bits keep the two independent). About 99% of
   * draws land inside the layer's inner rectangle and return at once; the rest are settled by
   * rejection against the curve, or by sampling the tail beyond ZIG_R.
   */
  private standardNormal(): number {
    let w = this.nextUint32();
    let layer = w & 127;
    let j = (w | 0) >> 7;
    for (;;) {
      if ((j < 0 ? -j : j) < ZIG_K[layer]) return j * ZIG_W[layer];
      const x = j * ZIG_W[layer];
      if (layer === 0) {
        // The tail |x| > R: Marsaglia's exponential rejection.
        let t: number;
        let y: number;
        do {
          t = -Math.log(1 - this.next()) / ZIG_R;
          y = -Math.log(1 - this.next());
        } while (y + y < t * t);
        return j > 0 ? ZIG_R + t : -ZIG_R - t;
      }
      if (ZIG_F[layer] + this.next() * (ZIG_F[layer - 1] - ZIG_F[layer]) < Math.exp(-0.5 * x * x)) return x;
      w = this.nextUint32();
      layer = w & 127;
      j = (w | 0) >> 7;
    }
  }

  weighted<K extends string>(table: Readonly<Record<K, number>>): K {
    if (table === null || typeof table !== 'object') {
      throw new RangeError('weighted(table) needs an object of weights');
    }
    // for...in (the fastest walk over an object's keys) visits own and inherited enumerable keys,
    // as rot's getWeightedValue does; a plain object literal has only its own.
    let total = 0;
    for (const key in table) {
      const w = table[key];
      if (typeof w !== 'number' || !(w >= 0 && w < Infinity)) throw badWeight(key, w);
      total += w;
    }
    if (!(total > 0 && total < Infinity)) throw noWeight();
    const target = this.next() * total;
    let sum = 0;
    let last: K | undefined;
    for (const key in table) {
      const w = table[key];
      sum += w;
      if (target < sum) return key;
      if (w > 0) last = key;
    }
    return last as K; // only reachable through rounding at the very top of the range
  }

  weightedTable<K extends string>(table: Readonly<Record<K, number>>): WeightedTable<K> {
    if (table === null || typeof table !== 'object') {
      throw new RangeError('weightedTable(table) needs an object of weights');
    }
    // The keys in for...in order (as weighted walks them) and the running sums of their weights.
    const keys: K[] = [];
    const running: number[] = [];
    let total = 0;
    let last = -1;
    for (const key in table) {
      const w = table[key];
      if (typeof w !== 'number' || !(w >= 0 && w < Infinity)) throw badWeight(key, w, 'weightedTable');
      total += w;
      keys.push(key);
      running.push(total);
      if (w > 0) last = keys.length - 1;
    }
    if (!(total > 0 && total < Infinity)) throw noWeight('weightedTable');
    const sums = Float64Array.from(running);
    const top = keys.length - 1;
    const fallback = keys[last];
    // The draw's top 8 bits name one of 256 equal slices of [0, total); from[b]..to[b] are the keys
    // a target in slice b can land on (the first whose sum exceeds the slice's low end, and its high
    // end), so the search below starts narrowed, most often to one key. Rounding is monotone and
    // b / 256 is exact, so every target of slice b lies between its ends as computed here.
    const from = new Int32Array(256);
    const to = new Int32Array(256);
    for (let b = 0, i = 0, j = 0; b < 256; b++) {
      const low = (b / 256) * total;
      const high = ((b + 1) / 256) * total;
      while (i < top && !(low < sums[i])) i++;
      while (j < top && !(high < sums[j])) j++;
      from[b] = i;
      to[b] = j;
    }
    const pick = (): K => {
      const raw = this.nextUint32();
      // As this.next() * total.
      const target = (raw / TWO_32) * total;
      // The first key whose running sum exceeds the target, as weighted's walk finds it.
      let lo = from[raw >>> 24];
      let hi = to[raw >>> 24];
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (target < sums[mid]) hi = mid;
        else lo = mid + 1;
      }
      // Past every sum only through rounding at the very top of the range, as in weighted.
      return target < sums[lo] ? keys[lo] : fallback;
    };
    return { pick };
  }

  percentage(): number {
    return this.int(1, 100);
  }

  fork(label: string): Rng {
    return new Sfc32(hashSeed(this.a, this.b, this.c, this.d, label));
  }
}

function badWeight(key: string, w: unknown, fn = 'weighted'): RangeError {
  return new RangeError(
    `${fn}(table): the weight of "${key}" must be a finite number >= 0, got ${String(w)}`,
  );
}

function noWeight(fn = 'weighted'): RangeError {
  return new RangeError(`${fn}(table) needs at least one positive weight and a finite sum`);
}

/** A new random stream; the same seed gives the same sequence on every platform and run. */
export function createRng(seed: number | string): Rng {
  if (typeof seed !== 'number' && typeof seed !== 'string') {
    throw new RangeError(`createRng() needs a number or a string seed, got ${typeof seed}`);
  }
  return new Sfc32(hashSeed(seed));
}
