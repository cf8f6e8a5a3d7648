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
  N: number,
  symmetry: number,
  periodicInput: boolean,
): PatternSet {
  const { data, width: sw, height: sh } = sample;
  const nn = N * N;
  const index = new Map<string, number>();
  const found: Uint8Array[] = [];
  const weights: number[] = [];
  const xs = periodicInput ? sw : sw - N + 1;
  const ys = periodicInput ? sh : sh - N + 1;
  if (xs < 1 || ys < 1) throw new RangeError(`option "N" (${N}) is larger than the sample (${sw}x${sh})`);
  for (let y = 0; y < ys; y++) {
    for (let x = 0; x < xs; x++) {
      const p = new Uint8Array(nn);
      for (let dy = 0; dy < N; dy++) {
        for (let dx = 0; dx < N; dx++) p[dx + dy * N] = data[((y + dy) % sh) * sw + ((x + dx) % sw)];
      }
      const all = orientations(p, N);
      for (let k = 0; k < symmetry; k++) {
        const key = all[k].join(',');
        const t = index.get(key);
        if (t === undefined) {
          index.set(key, found.length);
          found.push(all[k]);
          weights.push(1);
        } else weights[t]++;
      }
    }
  }
  const count = found.length;
  const cells = new Uint8Array(count * nn);
  found.forEach((p, t) => cells.set(p, t * nn));
  const propagator: Int32Array[][] = [];
  for (let d = 0; d < 4; d++) {
    const lists: Int32Array[] = [];
    for (let t = 0; t < count; t++) {
      const ok: number[] = [];
      for (let u = 0; u < count; u++) if (patternsAgree(cells, N, t, u, WFC_DX[d], WFC_DY[d])) ok.push(u);
      lists.push(Int32Array.from(ok));
    }
    propagator.push(lists);
  }
  return { N, count, cells, weights: Float64Array.from(weights), propagator };
}
