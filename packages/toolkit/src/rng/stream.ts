import { hashParts, mix32 } from './hash.js';
import type { Rng, RngState } from './rng.js';

/**
 * The part of an Rng the level generators draw from, with the same draws and state. The public
 * `createRng` stream extends this class with its other methods (dice, normal, weighted, fork...),
 * so a generator that imports only this one does not bundle them.
 */
export type RngStream = Pick<Rng, 'next' | 'int' | 'chance' | 'pick' | 'shuffle' | 'getState' | 'setState'>;

const TWO_32 = 0x100000000;

/** sfc32 (Chris Doty-Humphrey's small fast chaotic generator): 128 bits of state, period at least 2^32. */
export class Sfc32Stream implements RngStream {
  protected a = 0;
  protected b = 0;
  protected c = 0;
  protected d = 0;

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

/** A lean stream drawing exactly what `createRng(seed)` draws (internal: for the generators). */
export function createRngStream(seed: number | string): RngStream {
  if (typeof seed !== 'number' && typeof seed !== 'string') {
    throw new RangeError(`createRng() needs a number or a string seed, got ${typeof seed}`);
  }
  return new Sfc32Stream(hashParts([seed]));
}
