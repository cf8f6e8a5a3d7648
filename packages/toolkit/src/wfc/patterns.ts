import { checkOptionKeys } from '../check-options.js';
import type { SampleGrid } from './sample.js';

/** Steps of the four propagation directions: left, down, right, up. */
export const WFC_DX: readonly number[] = [-1, 0, 1, 0];
/** Vertical steps of the four propagation directions. */
export const WFC_DY: readonly number[] = [0, 1, 0, -1];
/** The direction opposite each direction. */
export const WFC_OPPOSITE: readonly number[] = [2, 3, 0, 1];

/** The NxN patterns of a sample, their weights and which may overlap which. */
export interface PatternSet {
  readonly N: number;
  readonly count: number;
  /** Pattern t occupies `cells[t*N*N .. (t+1)*N*N)`, row-major. */
  readonly cells: Uint8Array;
  /** How often each pattern occurs (over positions and symmetries). */
  readonly weights: Float64Array;
  /** `propagator[d][t]`: the patterns that may sit one step in direction d from pattern t. */
  readonly propagator: readonly (readonly Int32Array[])[];
}

/** Rotates an NxN pattern a quarter turn. */
function rotate(p: Uint8Array, N: number): Uint8Array {
  const out = new Uint8Array(N * N);
  for (let y = 0; y < N; y++) for (let x = 0; x < N; x++) out[x + y * N] = p[N - 1 - y + x * N];
  return out;
}

/** Mirrors an NxN pattern left to right. */
function reflect(p: Uint8Array, N: number): Uint8Array {
  const out = new Uint8Array(N * N);
  for (let y = 0; y < N; y++) for (let x = 0; x < N; x++) out[x + y * N] = p[N - 1 - x + y * N];
  return out;
}

/** The 8 orientations of a pattern: itself, mirror, then each quarter turn and its mirror. */
export function orientations(p: Uint8Array, N: number): Uint8Array[] {
  const out: Uint8Array[] = [p];
  out.push(reflect(p, N));
  let r = p;
  for (let k = 0; k < 3; k++) {
    r = rotate(r, N);
    out.push(r, reflect(r, N));
  }
  return out;
}

/** True when pattern b, shifted by (dx, dy) against pattern a, agrees with a wherever they overlap. */
export function patternsAgree(
  cells: Uint8Array,
  N: number,
  a: number,
  b: number,
  dx: number,
  dy: number,
): boolean {
  const nn = N * N;
  const xmin = dx < 0 ? 0 : dx;
  const xmax = dx < 0 ? dx + N : N;
  const ymin = dy < 0 ? 0 : dy;
  const ymax = dy < 0 ? dy + N : N;
  for (let y = ymin; y < ymax; y++) {
    for (let x = xmin; x < xmax; x++) {
      if (cells[a * nn + x + N * y] !== cells[b * nn + x - dx + N * (y - dy)]) return false;
    }
  }
  return true;
}

/** Extracts the NxN patterns of a sample in `symmetry` (1..8) orientations, wrapping when periodic. */
export function extractPatterns(
  sample: SampleGrid,
  options: { readonly N: number; readonly symmetry: number; readonly periodic: boolean },
): PatternSet {
  if (sample === null || typeof sample !== 'object' || !(sample.data instanceof Uint8Array)) {
    throw new TypeError(
      'extractPatterns: the sample must be { data: Uint8Array, width, height } (see readSample)',
    );
  }
  if (options === null || typeof options !== 'object') {
    throw new TypeError('extractPatterns: options must be { N, symmetry, periodic }');
  }
  checkOptionKeys('extractPatterns', options, ['N', 'symmetry', 'periodic']);
  const { N, symmetry, periodic: periodicInput } = options;
  if (!Number.isInteger(N) || N < 1 || !Number.isInteger(symmetry) || symmetry < 1 || symmetry > 8) {
    throw new RangeError(
      `extractPatterns: N must be an integer >= 1 and symmetry 1..8, got ${N} and ${symmetry}`,
    );
  }
  const { data, width: sw, height: sh } = sample;
  const nn = N * N;
  const index = new Map<number | string, number>();
  const found: Uint8Array[] = [];
  const weights: number[] = [];
  const xs = periodicInput ? sw : sw - N + 1;
  const ys = periodicInput ? sh : sh - N + 1;
  if (xs < 1 || ys < 1) throw new RangeError(`option "N" (${N}) is larger than the sample (${sw}x${sh})`);
  // Orientation k of a pattern p is p[perm[k][j]] at j: the orientations of the identity.
  const identity = new Uint8Array(nn);
  for (let j = 0; j < nn; j++) identity[j] = j;
  const perm = orientations(identity, N);
  // A pattern's key: a number in base (largest value + 1) when that is exact, else a string.
  let base = 1;
  for (let i = 0; i < data.length; i++) if (data[i] + 1 > base) base = data[i] + 1;
  const numeric = nn * Math.log2(base) <= 52;
  const p = new Uint8Array(nn);
  const oriented = new Uint8Array(nn);
  for (let y = 0; y < ys; y++) {
    for (let x = 0; x < xs; x++) {
      for (let dy = 0; dy < N; dy++) {
        for (let dx = 0; dx < N; dx++) p[dx + dy * N] = data[((y + dy) % sh) * sw + ((x + dx) % sw)];
      }
      for (let k = 0; k < symmetry; k++) {
        const order = perm[k];
        let num = 0;
        for (let j = 0; j < nn; j++) {
          oriented[j] = p[order[j]];
          num = num * base + oriented[j];
        }
        const key = numeric ? num : String.fromCharCode(...oriented);
        const t = index.get(key);
        if (t === undefined) {
          index.set(key, found.length);
          found.push(oriented.slice());
          weights.push(1);
        } else weights[t]++;
      }
    }
  }
  const count = found.length;
  const cells = new Uint8Array(count * nn);
  found.forEach((p, t) => cells.set(p, t * nn));
  // u may sit at offset d from t iff the part of t that the shifted u overlaps equals u's part
  // there (`patternsAgree`): group every u by its overlapped part as a string key, then each t
  // looks up its own part. Same lists as comparing all pairs, in ascending u, in O(count) lookups.
  const propagator: Int32Array[][] = [];
  for (let d = 0; d < 4; d++) {
    const dx = WFC_DX[d];
    const dy = WFC_DY[d];
    const xmin = dx < 0 ? 0 : dx;
    const xmax = dx < 0 ? dx + N : N;
    const ymin = dy < 0 ? 0 : dy;
    const ymax = dy < 0 ? dy + N : N;
    const overlap = (t: number, ox: number, oy: number): string => {
      const part: number[] = [];
      for (let y = ymin; y < ymax; y++) {
        for (let x = xmin; x < xmax; x++) part.push(cells[t * nn + x - ox + N * (y - oy)]);
      }
      return String.fromCharCode(...part);
    };
    const byPart = new Map<string, number[]>();
    for (let u = 0; u < count; u++) {
      const key = overlap(u, dx, dy);
      const list = byPart.get(key);
      if (list === undefined) byPart.set(key, [u]);
      else list.push(u);
    }
    const lists: Int32Array[] = [];
    for (let t = 0; t < count; t++) lists.push(Int32Array.from(byPart.get(overlap(t, 0, 0)) ?? []));
    propagator.push(lists);
  }
  return { N, count, cells, weights: Float64Array.from(weights), propagator };
}
