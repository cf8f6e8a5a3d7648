import { checkOptionKeys } from '../check-options.js';
import type { Rng } from '../rng/rng.js';
import { IndexedMinHeap } from './heap.js';
import { WFC_DX, WFC_DY, type PatternSet } from './patterns.js';

/** The outcome of a solve: a pattern per wave cell, or why it failed after the attempt cap. */
export type SolveResult =
  | { readonly ok: true; readonly chosen: Int32Array; readonly attempts: number }
  | { readonly ok: false; readonly reason: string; readonly attempts: number };

/**
 * An overlapping-model WFC solver for one pattern set and one output size. The wave is a bitset
 * per cell. Propagation is AC-4 over *faces*: patterns t with the same list `propagator[d][t]`
 * share a face class in direction d, so instead of a support count per (cell, direction,
 * pattern) the solver counts, per (cell, direction, class), the patterns still allowed there. When
 * a class runs out at a cell, every pattern of its list is banned at once (a bitset mask) in the
 * neighbour that way. A class of one pattern needs no count: banning that pattern empties it. Same
 * fixed point as pattern-level AC-4, with at most one decrement per ban and direction instead of a
 * walk over the propagator list. The next cell to observe is the lowest Shannon entropy plus a
 * little seeded noise. Buffers are allocated once, so one solver can run many times.
 */
export class WfcSolver {
  /** Wave width: the output width when periodic, else the number of pattern positions across. */
  readonly waveWidth: number;
  readonly waveHeight: number;
  private readonly P: number;
  private readonly words: number;
  private readonly cells: number;
  private readonly wave: Uint32Array;
  /**
   * Per pattern t and direction d, at `(t * 4 + d) * 4`: the count slot of t's class in direction
   * d (-1 when t is alone in its class, so its count would always drop from 1 to 0), then the
   * first word index w and word of the class's list as a bitset (its lowest nonzero word, or word 0
   * when the list is empty), then where its further nonzero words start in `moreWords` (0: none).
   * A pattern's four records are 64 contiguous bytes.
   */
  private readonly faces: Int32Array;
  /**
   * The nonzero words after the first of the face classes' bitsets, as (word index, word, next)
   * triples chained in word order; next is 0 after the last. Only samples of over 32 patterns
   * have them, and most classes have a single nonzero word even then.
   */
  private readonly moreWords: Int32Array;
  /** Count slots per cell: one per (direction, class) with more than one pattern. */
  private readonly slots: number;
  /** `counts[i * slots + s]`: patterns still allowed at cell i in count slot s's class. */
  private readonly counts: Int8Array | Int16Array;
  private readonly countsRow: Int8Array | Int16Array;
  private readonly ones: Int32Array;
  /**
   * Per cell i, side by side (one cache line for both): `sums[2 * i]`, the total weight of the
   * patterns still allowed there, and `sums[2 * i + 1]`, their total w * log2(w).
   */
  private readonly sums: Float64Array;
  private readonly noise: Float64Array;
  private readonly stack: Int32Array;
  private readonly neighbours: Int32Array;
  private readonly weights: Float64Array;
  private readonly weightLogWeights: Float64Array;
  private readonly totalW: number;
  /**
   * `log2Table[n]`: `Math.log2(n)`. Weights are occurrence counts, so a cell's weight sum is usually
   * a small integer whose log re-keying can look up (the same value Math.log2 would return).
   */
  private readonly log2Table: Float64Array;
  private readonly totalWLogW: number;
  private readonly dirty: Uint8Array;
  private readonly dirtyList: Int32Array;
  private dirtyCount = 0;
  private readonly heap: IndexedMinHeap;
  private sp = 0;

  /** The output's width in cells. */
  readonly width: number;
  /** The output's height in cells. */
  readonly height: number;
  /** Whether the output wraps at its edges. */
  readonly periodic: boolean;

  /** Prepares a solver for an output of width x height cells (wrapping at its edges when `periodic`). */
  constructor(
    readonly patterns: PatternSet,
    output: { readonly width: number; readonly height: number; readonly periodic: boolean },
  ) {
    if (output === null || typeof output !== 'object') {
      throw new TypeError('WfcSolver: the output must be { width, height, periodic }');
    }
    checkOptionKeys('WfcSolver', output, ['width', 'height', 'periodic']);
    const { width, height, periodic } = output;
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
      throw new RangeError(
        `WfcSolver: the output must be at least 1x1 with integer sides, got ${width}x${height}`,
      );
    }
    this.width = width;
    this.height = height;
    this.periodic = periodic;
    const { N, count: P, weights, propagator } = patterns;
    if (P > 32767) throw new RangeError(`the sample has ${P} patterns; at most 32767 are supported`);
    if (P < 1) throw new RangeError('the sample has no patterns');
    this.waveWidth = periodic ? width : width - N + 1;
    this.waveHeight = periodic ? height : height - N + 1;
    if (this.waveWidth < 1 || this.waveHeight < 1) {
      throw new RangeError(
        `a non-periodic output of ${width}x${height} is smaller than the pattern size ${N}`,
      );
    }
    this.P = P;
    const words = (this.words = (P + 31) >>> 5);
    const cells = (this.cells = this.waveWidth * this.waveHeight);
    this.wave = new Uint32Array(cells * words);
    this.ones = new Int32Array(cells);
    this.sums = new Float64Array(2 * cells);
    this.noise = new Float64Array(cells);
    this.dirty = new Uint8Array(cells);
    this.dirtyList = new Int32Array(cells);
    this.heap = new IndexedMinHeap(cells);
    // Pending removals as (cell, pattern) pairs; each pattern leaves each cell at most once.
    this.stack = new Int32Array(cells * P * 2);
    this.weights = weights;
    this.weightLogWeights = weights.map((w) => w * Math.log2(w));
    this.totalW = weights.reduce((a, b) => a + b, 0);
    this.log2Table = new Float64Array(Math.min(Math.floor(this.totalW), 1 << 14) + 1);
    for (let n = 0; n < this.log2Table.length; n++) this.log2Table[n] = Math.log2(n);
    this.totalWLogW = this.weightLogWeights.reduce((a, b) => a + b, 0);

    // Face classes: patterns with identical propagator lists in a direction share a class.
    const faceOf = new Int32Array(4 * P);
    const lists: Int32Array[][] = [[], [], [], []];
    const sizes: number[][] = [[], [], [], []];
    for (let d = 0; d < 4; d++) {
      const ids = new Map<string, number>();
      for (let t = 0; t < P; t++) {
        const key = propagator[d][t].join(',');
        let k = ids.get(key);
        if (k === undefined) {
          k = lists[d].length;
          ids.set(key, k);
          lists[d].push(propagator[d][t]);
          sizes[d].push(0);
        }
        faceOf[d * P + t] = k;
        sizes[d][k]++;
      }
    }
    const K = Math.max(...lists.map((l) => l.length));
    const classMask = new Uint32Array(4 * K * words);
    const slotOf = new Int32Array(4 * K).fill(-1);
    const row: number[] = [];
    for (let d = 0; d < 4; d++) {
      lists[d].forEach((list, k) => {
        for (const u of list) classMask[(d * K + k) * words + (u >>> 5)] |= 1 << (u & 31);
        if (sizes[d][k] > 1) {
          slotOf[d * K + k] = row.length;
          row.push(sizes[d][k]);
        }
      });
    }
    this.slots = row.length;
    this.faces = new Int32Array(16 * P);
    const more = [0, 0, 0];
    for (let t = 0; t < P; t++) {
      for (let d = 0; d < 4; d++) {
        const cls = d * K + faceOf[d * P + t];
        const used: number[] = [];
        for (let w = 0; w < words; w++) if (classMask[cls * words + w] !== 0) used.push(w);
        if (used.length === 0) used.push(0);
        let next = 0;
        for (let j = used.length - 1; j > 0; j--) {
          more.push(used[j], classMask[cls * words + used[j]] | 0, next);
          next = more.length - 3;
        }
        const first = [slotOf[cls], used[0], classMask[cls * words + used[0]] | 0, next];
        this.faces.set(first, (t * 4 + d) * 4);
      }
    }
    this.moreWords = Int32Array.from(more);
    // A count never exceeds its class size: bytes suffice for most samples.
    const Counts = Math.max(0, ...row) < 127 ? Int8Array : Int16Array;
    this.countsRow = Counts.from(row);
    this.counts = new Counts(cells * this.slots);

    const W = this.waveWidth;
    const H = this.waveHeight;
    this.neighbours = new Int32Array(cells * 4);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        for (let d = 0; d < 4; d++) {
          let x2 = x + WFC_DX[d];
          let y2 = y + WFC_DY[d];
          if (periodic) {
            x2 = (x2 + W) % W;
            y2 = (y2 + H) % H;
          }
          this.neighbours[(y * W + x) * 4 + d] = x2 < 0 || y2 < 0 || x2 >= W || y2 >= H ? -1 : y2 * W + x2;
        }
      }
    }
  }

  /** Runs up to `maxAttempts` fresh attempts, restarting after each contradiction. */
  solve(rng: Rng, maxAttempts: number): SolveResult {
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      if (this.attempt(rng)) return { ok: true, chosen: this.chosen(), attempts: attempt };
    }
    return {
      ok: false,
      reason: `contradiction in each of ${maxAttempts} attempts`,
      attempts: maxAttempts,
    };
  }

  /** Resets the wave to "every pattern everywhere". */
  private clear(rng: Rng): void {
    const { P, words, cells } = this;
    const full = new Uint32Array(words).fill(0xffffffff);
    if ((P & 31) !== 0) full[words - 1] = (1 << (P & 31)) - 1;
    for (let i = 0; i < cells; i++) this.wave.set(full, i * words);
    const counts = this.counts;
    counts.set(this.countsRow, 0);
    for (let filled = this.countsRow.length; filled > 0 && filled < counts.length; filled *= 2) {
      counts.copyWithin(filled, 0, Math.min(filled, counts.length - filled));
    }
    const startEntropy = Math.log2(this.totalW) - this.totalWLogW / this.totalW;
    this.ones.fill(P);
    for (let i = 0; i < cells; i++) {
      this.sums[2 * i] = this.totalW;
      this.sums[2 * i + 1] = this.totalWLogW;
    }
    this.dirty.fill(0);
    this.dirtyCount = 0;
    this.heap.clear();
    for (let i = 0; i < cells; i++) {
      this.noise[i] = rng.next() * 1e-6;
      this.heap.set(i, startEntropy + this.noise[i]);
    }
    this.sp = 0;
  }

  /** Bans every pattern but t at cell i (an observation) and queues the removals. */
  private observe(i: number, t: number): void {
    const { words, wave, stack } = this;
    let sp = this.sp;
    // The cell's sums are not updated: a decided cell is never re-keyed or picked from again.
    for (let w = 0; w < words; w++) {
      let removed = wave[i * words + w];
      if (w === t >>> 5) removed &= ~(1 << (t & 31));
      wave[i * words + w] ^= removed;
      for (; removed !== 0; removed &= removed - 1) {
        stack[sp++] = i;
        stack[sp++] = (w << 5) | (31 - Math.clz32(removed & -removed));
      }
    }
    this.sp = sp;
    this.ones[i] = 1;
    if (this.dirty[i] === 0) {
      this.dirty[i] = 1;
      this.dirtyList[this.dirtyCount++] = i;
    }
  }

  /** Spreads queued removals until nothing changes; false on a contradiction. */
  private propagate(): boolean {
    const { slots, words, counts, faces, moreWords, stack, neighbours, wave, ones } = this;
    const { sums, dirty, dirtyList, weights } = this;
    const wlw = this.weightLogWeights;
    let sp = this.sp;
    // Cleared up front: a store after the hot loop would have no type feedback when the loop is
    // compiled on-stack, and would throw the optimized code away on every call.
    this.sp = 0;
    while (sp > 0) {
      const t1 = stack[--sp];
      const i1 = stack[--sp];
      // Row offsets computed once per ban, not per direction (measurably faster).
      const n1 = i1 * 4;
      const f1 = t1 * 16;
      for (let d = 0; d < 4; d++) {
        const i2 = neighbours[n1 + d];
        if (i2 < 0) continue;
        const f = f1 + d * 4;
        const slot = faces[f];
        // Other patterns of t1's class still at i1 keep supporting the same list at i2.
        if (slot >= 0 && --counts[i1 * slots + slot] !== 0) continue;
        // The list's bitset, word by word: usually its only nonzero word is inline in the record.
        const w2 = i2 * words;
        let w = faces[f + 1];
        let mask = faces[f + 2];
        let next = faces[f + 3];
        for (;;) {
          const removed = wave[w2 + w] & mask;
          if (removed !== 0) {
            wave[w2 + w] ^= removed;
            // All these bits leave the same cell: sum in locals, subtracting in the same order.
            const hi = w << 5;
            let left = ones[i2];
            let sw = sums[2 * i2];
            let swl = sums[2 * i2 + 1];
            let bits = removed;
            do {
              const low = bits & -bits;
              bits ^= low;
              const t2 = hi | (31 - Math.clz32(low));
              stack[sp++] = i2;
              stack[sp++] = t2;
              left--;
              sw -= weights[t2];
              swl -= wlw[t2];
            } while (bits !== 0);
            if (left === 0) return false;
            ones[i2] = left;
            sums[2 * i2] = sw;
            sums[2 * i2 + 1] = swl;
            if (dirty[i2] === 0) {
              dirty[i2] = 1;
              dirtyList[this.dirtyCount++] = i2;
            }
          }
          if (next === 0) break;
          w = moreWords[next];
          mask = moreWords[next + 1];
          next = moreWords[next + 2];
        }
      }
    }
    return true;
  }

  /** One attempt from a clear wave; true when every cell was decided without contradiction. */
  private attempt(rng: Rng): boolean {
    this.clear(rng);
    const { ones, noise, words, dirty, dirtyList, sums, heap, log2Table } = this;
    for (;;) {
      // Re-key the cells whose options changed since the last observation.
      for (let k = 0; k < this.dirtyCount; k++) {
        const i = dirtyList[k];
        dirty[i] = 0;
        if (ones[i] <= 1) continue;
        const sw = sums[2 * i];
        const n = sw | 0;
        const log2 = n === sw && n < log2Table.length ? log2Table[n] : Math.log2(sw);
        heap.set(i, log2 - sums[2 * i + 1] / sw + noise[i]);
      }
      this.dirtyCount = 0;
      // Lowest entropy (plus noise) among undecided cells; stale heap entries are skipped.
      let best = -1;
      while (heap.size > 0) {
        const i = heap.pop();
        if (ones[i] > 1) {
          best = i;
          break;
        }
      }
      if (best < 0) return true;
      // Weighted choice among the patterns still allowed at `best`, in pattern order.
      let r = rng.next() * this.sums[2 * best];
      let pick = -1;
      const w0 = best * words;
      for (let w = 0; w < words && r >= 0; w++) {
        for (let bits = this.wave[w0 + w]; bits !== 0; bits &= bits - 1) {
          pick = (w << 5) | (31 - Math.clz32(bits & -bits));
          r -= this.weights[pick];
          if (r < 0) break;
        }
      }
      this.observe(best, pick);
      if (!this.propagate()) return false;
    }
  }

  /** The single pattern left in every cell. */
  private chosen(): Int32Array {
    const { cells, words } = this;
    const out = new Int32Array(cells);
    for (let i = 0; i < cells; i++) {
      for (let w = 0; w < words; w++) {
        const bits = this.wave[i * words + w];
        if (bits !== 0) {
          out[i] = w * 32 + (31 - Math.clz32(bits & -bits));
          break;
        }
      }
    }
    return out;
  }
}
