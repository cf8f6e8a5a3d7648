import { checkOptionKeys } from '../check-options.js';
import { createRng } from '../rng/rng.js';

/** Settings of `createNameGenerator`; only `seed` is required. */
export interface NameGeneratorOptions {
  /** Seed of the generator's own random stream. */
  readonly seed: number | string;
  /** How many previous characters choose the next one, an integer in 1..8; default 3. */
  readonly order?: number;
  /**
   * Weight added to every character (and to ending the name) in every context, >= 0; default
   * 0.001. Above 0 it lets names leave the paths seen in the samples now and then.
   */
  readonly prior?: number;
  /** Fewest characters in a name, >= 1; default the length of the shortest sample. */
  readonly minLength?: number;
  /** Most characters in a name, minLength..1000; default the longest sample's length (at least minLength). */
  readonly maxLength?: number;
}

/** A seeded source of made-up names in the style of its samples. */
export interface NameGenerator {
  /** The next name; throws RangeError if no name within the length bounds turned up in 1000 tries. */
  next(): string;
}

const NAME_OPTION_KEYS = ['seed', 'order', 'prior', 'minLength', 'maxLength'] as const;
const MAX_ORDER = 8;
const MAX_LENGTH = 1000;
const MAX_TRIES = 1000;

/** Counts, plus the prior, of the symbol that follows one context; the end marker is the last slot. */
interface Row {
  readonly weights: Float64Array;
  /** Sum of all weights. */
  total: number;
  /** Sum of the weights of the characters alone (everything but the end marker). */
  letters: number;
}

/**
 * A Markov chain over characters trained on `samples`: each next character is drawn with weight
 * (times it followed the same `order` characters in the samples) + `prior`, falling back to
 * shorter contexts when the current one never occurred. Names use only the samples' characters
 * and have minLength..maxLength characters (code points).
 */
export function createNameGenerator(
  samples: readonly string[],
  options: NameGeneratorOptions,
): NameGenerator {
  const fn = 'createNameGenerator()';
  if (!Array.isArray(samples) || samples.length === 0) {
    throw new RangeError(`${fn} needs a non-empty array of sample strings`);
  }
  const words = samples.map((s, i) => {
    if (typeof s !== 'string' || s.length === 0) {
      throw new RangeError(`${fn}: sample ${i} must be a non-empty string, got ${JSON.stringify(s)}`);
    }
    return Array.from(s);
  });
  if (options === null || typeof options !== 'object') throw new RangeError(`${fn} needs an options object`);
  checkOptionKeys(fn, options, NAME_OPTION_KEYS);
  const { seed } = options;
  if (typeof seed !== 'number' && typeof seed !== 'string') {
    throw new RangeError(`${fn} needs a number or a string seed, got ${typeof seed}`);
  }
  const order = options.order ?? 3;
  if (!Number.isInteger(order) || order < 1 || order > MAX_ORDER) {
    throw new RangeError(`${fn}: order must be an integer in 1..${MAX_ORDER}, got ${String(order)}`);
  }
  const prior = options.prior ?? 0.001;
  if (typeof prior !== 'number' || !Number.isFinite(prior) || prior < 0) {
    throw new RangeError(`${fn}: prior must be a finite number >= 0, got ${String(prior)}`);
  }
  const shortest = words.reduce((m, w) => Math.min(m, w.length), Infinity);
  const longest = words.reduce((m, w) => Math.max(m, w.length), 0);
  const minLength = options.minLength ?? Math.min(shortest, MAX_LENGTH);
  if (!Number.isInteger(minLength) || minLength < 1 || minLength > MAX_LENGTH) {
    throw new RangeError(`${fn}: minLength must be an integer in 1..${MAX_LENGTH}, got ${String(minLength)}`);
  }
  const maxLength = options.maxLength ?? Math.min(Math.max(minLength, longest), MAX_LENGTH);
  if (!Number.isInteger(maxLength) || maxLength < minLength || maxLength > MAX_LENGTH) {
    throw new RangeError(
      `${fn}: maxLength must be an integer in minLength..${MAX_LENGTH} (${minLength}..${MAX_LENGTH}), got ${String(maxLength)}`,
    );
  }

  // Symbols: the characters in order of first appearance, then END, then START (padding only).
  const chars: string[] = [];
  const symbolOf = new Map<string, number>();
  for (const w of words) {
    for (const c of w) {
      if (!symbolOf.has(c)) {
        symbolOf.set(c, chars.length);
        chars.push(c);
      }
    }
  }
  const END = chars.length;
  const START = END + 1;
  const base = START + 1;
  // A context of k symbols is the number whose base-`base` digits are those symbols, oldest first.
  const pow: number[] = [1];
  for (let k = 1; k <= order; k++) pow.push(pow[k - 1] * base);
  if (!Number.isSafeInteger(pow[order])) {
    throw new RangeError(`${fn}: order ${order} is too high for an alphabet of ${chars.length} characters`);
  }
  const startContext = ((pow[order] - 1) / (base - 1)) * START;

  // rows[k]: context of the last k symbols -> weights of the next symbol.
  const rows: Array<Map<number, Row>> = Array.from({ length: order + 1 }, () => new Map());
  for (const w of words) {
    let context = startContext;
    for (let p = 0; p <= w.length; p++) {
      const next = p < w.length ? (symbolOf.get(w[p]) as number) : END;
      for (let k = 0; k <= order; k++) {
        const key = context % pow[k];
        let row = rows[k].get(key);
        if (row === undefined) {
          row = {
            weights: new Float64Array(END + 1).fill(prior),
            total: prior * (END + 1),
            letters: prior * END,
          };
          rows[k].set(key, row);
        }
        row.weights[next] += 1;
        row.total += 1;
        if (next !== END) row.letters += 1;
      }
      context = (context % pow[order - 1]) * base + next;
    }
  }

  if (
    prior === 0 &&
    !boundsReachable(rows[order], startContext, END, base, pow[order], minLength, maxLength)
  ) {
    throw new RangeError(
      `${fn}: with prior 0 the samples allow no name of ${minLength}..${maxLength} characters; widen the bounds or raise the prior`,
    );
  }

  const rng = createRng(seed);
  const symbols: number[] = [];
  /** The row of the longest context seen in training that ends the current name. */
  const rowFor = (context: number): Row => {
    for (let k = order; k > 0; k--) {
      const row = rows[k].get(context % pow[k]);
      if (row !== undefined) return row;
    }
    return rows[0].get(0) as Row;
  };
  /** One attempt at a name into `symbols`; false if it ran into a dead end. */
  const attempt = (): boolean => {
    symbols.length = 0;
    let context = startContext;
    for (;;) {
      const len = symbols.length;
      const row = rowFor(context);
      const weights = row.weights;
      if (len >= maxLength) return weights[END] > 0;
      // Below minLength the name may not end yet: draw among the characters alone.
      const total = len < minLength ? row.letters : row.total;
      if (!(total > 0)) return false;
      const r = rng.next() * total;
      let sym = 0;
      let sum = weights[0];
      while (sym < END - 1 && r >= sum) sum += weights[++sym];
      if (r >= sum) sym = len >= minLength && weights[END] > 0 ? END : lastPositive(weights, END);
      if (sym === END) return true;
      symbols.push(sym);
      context = (context % pow[order - 1]) * base + sym;
    }
  };

  return {
    next(): string {
      for (let tries = 0; tries < MAX_TRIES; tries++) {
        if (attempt()) {
          let name = '';
          for (const s of symbols) name += chars[s];
          return name;
        }
      }
      throw new RangeError(
        `next(): no name of ${minLength}..${maxLength} characters in ${MAX_TRIES} tries; widen the bounds or raise the prior`,
      );
    },
  };
}

/** The last character (not END) with a positive weight; only reached through rounding at the top of the range. */
function lastPositive(weights: Float64Array, end: number): number {
  for (let s = end - 1; s > 0; s--) if (weights[s] > 0) return s;
  return 0;
}

/**
 * With prior 0 the chain only follows transitions seen in the samples, so every context it
 * reaches is a full-order context of the training data. Is some name of minLength..maxLength
 * characters possible? Breadth-first over (length, context) sets: any path longer than
 * minLength passes through a context reached at minLength, and from there the end, if
 * reachable at all, is within (number of contexts) steps.
 */
function boundsReachable(
  full: Map<number, Row>,
  start: number,
  end: number,
  base: number,
  powOrder: number,
  minLength: number,
  maxLength: number,
): boolean {
  const step = (from: Set<number>): Set<number> => {
    const to = new Set<number>();
    for (const context of from) {
      const weights = (full.get(context) as Row).weights;
      for (let s = 0; s < end; s++) {
        if (weights[s] > 0) to.add((context % (powOrder / base)) * base + s);
      }
    }
    return to;
  };
  let reach = new Set([start]);
  for (let len = 0; len < minLength; len++) {
    reach = step(reach);
    if (reach.size === 0) return false;
  }
  const limit = Math.min(maxLength, minLength + full.size);
  for (let len = minLength; len <= limit; len++) {
    for (const context of reach) if ((full.get(context) as Row).weights[end] > 0) return true;
    reach = step(reach);
    if (reach.size === 0) return false;
  }
  return false;
}
