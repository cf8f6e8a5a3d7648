import { createRng, type PatternSet, type Rng } from '@hullbreach/toolkit';

const DX = [-1, 0, 1, 0];
const DY = [0, 1, 0, -1];

/** Where a stepped collapse stands. */
export type StepStatus = 'running' | 'done' | 'contradiction';

/**
 * Wave function collapse one observation at a time, for watching: the overlapping model over a
 * pattern set from the toolkit's `extractPatterns`, with plain per-pattern support counts (AC-4).
 * Slower than the toolkit's solver and with its own random draws, so its outputs differ from
 * `overlappingWfc`'s for the same seed; every NxN window of a finished output still occurs in
 * the sample.
 */
export class WfcStepper {
  readonly waveWidth: number;
  readonly waveHeight: number;
  /** `allowed[i * P + t]`: pattern t is still possible at wave cell i. */
  readonly allowed: Uint8Array;
  /** Patterns still possible at each wave cell. */
  readonly remaining: Int32Array;
  private readonly support: Int32Array;
  private readonly sumW: Float64Array;
  private readonly sumWLogW: Float64Array;
  private readonly noise: Float64Array;
  private readonly stack: Int32Array;
  private sp = 0;
  private rng: Rng;
  status: StepStatus = 'running';
  /** Observations made in this attempt. */
  steps = 0;
  /** The attempt under way, from 1; a contradiction starts the next one. */
  attempt = 0;

  constructor(
    readonly patterns: PatternSet,
    readonly width: number,
    readonly height: number,
    readonly periodic: boolean,
    seed: number | string,
  ) {
    const N = patterns.N;
    this.waveWidth = periodic ? width : width - N + 1;
    this.waveHeight = periodic ? height : height - N + 1;
    if (this.waveWidth < 1 || this.waveHeight < 1) {
      throw new RangeError(`WfcStepper: a ${width}x${height} output is smaller than the pattern size ${N}`);
    }
    const cells = this.waveWidth * this.waveHeight;
    const P = patterns.count;
    this.allowed = new Uint8Array(cells * P);
    this.remaining = new Int32Array(cells);
    this.support = new Int32Array(cells * P * 4);
    this.sumW = new Float64Array(cells);
    this.sumWLogW = new Float64Array(cells);
    this.noise = new Float64Array(cells);
    this.stack = new Int32Array(cells * P * 2);
    this.rng = createRng(seed);
    this.restart();
  }

  /** Clears the wave for a new attempt (drawing new tie-break noise from the same stream). */
  restart(): void {
    const { patterns, allowed, support } = this;
    const P = patterns.count;
    const cells = this.remaining.length;
    let w = 0;
    let wlw = 0;
    for (let t = 0; t < P; t++) {
      w += patterns.weights[t];
      wlw += patterns.weights[t] * Math.log(patterns.weights[t]);
    }
    allowed.fill(1);
    this.remaining.fill(P);
    this.sumW.fill(w);
    this.sumWLogW.fill(wlw);
    for (let i = 0; i < cells; i++) {
      this.noise[i] = this.rng.next() * 1e-6;
      for (let t = 0; t < P; t++) {
        for (let d = 0; d < 4; d++) {
          // Patterns that may sit on the far side of direction d and allow t here.
          support[(i * P + t) * 4 + d] = patterns.propagator[(d + 2) % 4][t].length;
        }
      }
    }
    this.sp = 0;
    this.status = 'running';
    this.steps = 0;
    this.attempt++;
  }

  /** The wave cell one step in direction d from cell i, or -1 off a non-wrapping edge. */
  private neighbour(i: number, d: number): number {
    const { waveWidth: W, waveHeight: H } = this;
    let x = (i % W) + DX[d];
    let y = Math.floor(i / W) + DY[d];
    if (this.periodic) {
      x = (x + W) % W;
      y = (y + H) % H;
    } else if (x < 0 || y < 0 || x >= W || y >= H) {
      return -1;
    }
    return y * W + x;
  }

  private ban(i: number, t: number): void {
    const P = this.patterns.count;
    this.allowed[i * P + t] = 0;
    this.remaining[i]--;
    const w = this.patterns.weights[t];
    this.sumW[i] -= w;
    this.sumWLogW[i] -= w * Math.log(w);
    this.stack[this.sp++] = i;
    this.stack[this.sp++] = t;
  }

  /** Observes the undecided cell of lowest entropy, then propagates; a contradiction restarts next step. */
  step(): StepStatus {
    if (this.status === 'done') return this.status;
    if (this.status === 'contradiction') this.restart();
    const P = this.patterns.count;
    let best = -1;
    let bestE = Infinity;
    for (let i = 0; i < this.remaining.length; i++) {
      if (this.remaining[i] <= 1) continue;
      const e = Math.log(this.sumW[i]) - this.sumWLogW[i] / this.sumW[i] + this.noise[i];
      if (e < bestE) {
        bestE = e;
        best = i;
      }
    }
    if (best < 0) {
      this.status = 'done';
      return this.status;
    }
    let r = this.rng.next() * this.sumW[best];
    let pick = -1;
    for (let t = 0; t < P; t++) {
      if (this.allowed[best * P + t] === 0) continue;
      pick = t;
      r -= this.patterns.weights[t];
      if (r < 0) break;
    }
    for (let t = 0; t < P; t++) if (t !== pick && this.allowed[best * P + t] !== 0) this.ban(best, t);
    this.steps++;
    this.status = this.propagate() ? 'running' : 'contradiction';
    if (this.status === 'running' && this.remaining.every((n) => n === 1)) this.status = 'done';
    return this.status;
  }

  private propagate(): boolean {
    const P = this.patterns.count;
    const { propagator } = this.patterns;
    while (this.sp > 0) {
      const t1 = this.stack[--this.sp];
      const i1 = this.stack[--this.sp];
      for (let d = 0; d < 4; d++) {
        const i2 = this.neighbour(i1, d);
        if (i2 < 0) continue;
        for (const t2 of propagator[d][t1]) {
          const k = (i2 * P + t2) * 4 + d;
          if (--this.support[k] === 0 && this.allowed[i2 * P + t2] !== 0) {
            this.ban(i2, t2);
            if (this.remaining[i2] === 0) return false;
          }
        }
      }
    }
    return true;
  }

  /** The sample value at output cell (x, y) once its pattern is decided, else -1. */
  valueAt(x: number, y: number): number {
    const { waveWidth: W, waveHeight: H, patterns } = this;
    const N = patterns.N;
    const px = x < W ? x : W - 1;
    const py = y < H ? y : H - 1;
    const i = py * W + px;
    if (this.remaining[i] !== 1) return -1;
    const P = patterns.count;
    let t = 0;
    while (this.allowed[i * P + t] === 0) t++;
    return patterns.cells[t * N * N + (y - py) * N + (x - px)];
  }

  /** Patterns still possible where output cell (x, y) takes its value. */
  optionsAt(x: number, y: number): number {
    const px = x < this.waveWidth ? x : this.waveWidth - 1;
    const py = y < this.waveHeight ? y : this.waveHeight - 1;
    return this.remaining[py * this.waveWidth + px];
  }
}
