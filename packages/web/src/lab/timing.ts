/** How long one piece of work takes: its first (cold) run apart, then the median of warm runs. */
export interface Timing {
  /** Milliseconds of the first run (0 when it fell within one tick of the clock). */
  readonly coldMs: number;
  /** Median milliseconds per run over the warm samples. */
  readonly warmMs: number;
  /** Warm runs made, over all samples. */
  readonly runs: number;
  /** Warm samples taken (each a batch of runs timed together). */
  readonly samples: number;
  /** Milliseconds the warm samples took in all. */
  readonly totalMs: number;
  /** The smallest step of the clock seen, in milliseconds. */
  readonly tickMs: number;
}

/** The settings of {@link measure}: the clock and how long to keep sampling. */
export interface MeasureOptions {
  /** The clock, in milliseconds; `performance.now` when absent. */
  readonly now?: () => number;
  /** Keep taking warm samples until they have taken this long in all; 20 when absent. */
  readonly minTotalMs?: number;
  /** Make each sample's batch long enough to take at least this long; 2 when absent. */
  readonly minSampleMs?: number;
  /** Never take fewer samples than this (when the time allows); 5 when absent. */
  readonly minSamples?: number;
  /** The first run was made and timed already, taking this long: start with the warm ones. */
  readonly coldMs?: number;
}

/** The median of a non-empty list of numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The smallest step the clock takes, found by watching it change a few times. */
export function clockTick(now: () => number = () => performance.now()): number {
  let tick = Infinity;
  for (let k = 0; k < 5; k++) {
    const t0 = now();
    let t1 = now();
    for (let spin = 0; t1 === t0 && spin < 1_000_000; spin++) t1 = now();
    if (t1 > t0) tick = Math.min(tick, t1 - t0);
  }
  return Number.isFinite(tick) ? tick : 1;
}

/**
 * Times `run`: one cold first run, then warm samples until they have taken `minTotalMs` in all.
 * A coarse page clock (Chromium's ticks in 100 µs steps) cannot time a run shorter than a tick,
 * so each sample is a batch of runs, doubled until a batch takes `minSampleMs`; the warm time is
 * the median over the samples of the batch time divided by its runs.
 */
export function measure(run: () => unknown, options: MeasureOptions = {}): Timing {
  const now = options.now ?? (() => performance.now());
  const minTotal = options.minTotalMs ?? 20;
  const minSample = options.minSampleMs ?? 2;
  const minSamples = options.minSamples ?? 5;
  const tickMs = clockTick(now);
  let coldMs = options.coldMs ?? -1;
  if (coldMs < 0) {
    const c0 = now();
    run();
    coldMs = now() - c0;
  }
  // Find a batch long enough for the clock: shorter batches only warm the code up; the first
  // long enough is the first sample (so a slow run is not made once more just to calibrate).
  const perRun: number[] = [];
  let total = 0;
  let runs = 0;
  for (let batch = 1; ;) {
    const t0 = now();
    for (let k = 0; k < batch; k++) run();
    const took = now() - t0;
    if (took >= minSample || batch >= 1 << 24) {
      perRun.push(took / batch);
      total += took;
      runs += batch;
      break;
    }
    batch *= took <= 0 ? 16 : Math.min(16, Math.max(2, Math.ceil(minSample / took)));
  }
  let batch = runs;
  // The code may speed up many times over once the engine optimises it: a batch sized while it
  // was slow may then run in under a clock tick. Such a sample starts the sampling afresh with a
  // batch sized again (up to a few times), so the median is of batches the clock can time.
  for (let restarts = 0; total < minTotal || (perRun.length < minSamples && total < minTotal * 5);) {
    const t0 = now();
    for (let k = 0; k < batch; k++) run();
    const took = now() - t0;
    if (took < minSample / 4 && restarts < 8 && batch < 1 << 24) {
      restarts++;
      batch *= took <= 0 ? 16 : Math.min(16, Math.max(2, Math.ceil(minSample / took)));
      perRun.length = 0;
      total = 0;
      runs = 0;
      continue;
    }
    perRun.push(took / batch);
    total += took;
    runs += batch;
    if (took <= 0 && perRun.length > 1000) break;
  }
  return { coldMs, warmMs: median(perRun), runs, samples: perRun.length, totalMs: total, tickMs };
}

/** A number with three significant digits (more before the point when it is at least 1000). */
function digits3(v: number): string {
  if (v >= 99.95) return v.toFixed(0);
  if (v >= 9.995) return v.toFixed(1);
  return v.toFixed(2);
}

/** A duration for people: 3 significant digits in s, ms, µs or ns; a zero reading says it was under one tick. */
export function formatMs(ms: number, tickMs = 0.1): string {
  if (!(ms > 0)) return `under ${formatMs(tickMs > 0 ? tickMs : 0.001)}`;
  if (ms >= 999.5) return `${digits3(ms / 1000)} s`;
  if (ms >= 0.9995) return `${digits3(ms)} ms`;
  if (ms >= 0.0009995) return `${digits3(ms * 1000)} µs`;
  return `${digits3(ms * 1e6)} ns`;
}

/** One timing as a sentence: the warm median first, the cold first run apart. */
export function describeTiming(label: string, t: Timing): string {
  return (
    `${label} ${formatMs(t.warmMs, t.tickMs)} per run (median of ${t.samples} sample${t.samples === 1 ? '' : 's'}, ` +
    `${t.runs} warm run${t.runs === 1 ? '' : 's'} in ${formatMs(t.totalMs, t.tickMs)}); ` +
    `cold first run ${formatMs(t.coldMs, t.tickMs)}`
  );
}
