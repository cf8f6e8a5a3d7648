/** How long to time one side of a case. */
export interface MeasureOptions {
  /** Time spent running the operation untimed first, so the JIT has settled. */
  readonly warmupMs: number;
  /** Total time spread over the timed samples. */
  readonly totalMs: number;
  /** Number of timed batches; the median is reported. */
  readonly samples: number;
}

/** What one worker reports for one side of one case. */
export interface Measurement {
  /** Median over the samples of operations per second (the best sample for sides timed together, see measurePair). */
  readonly opsPerSec: number;
  /** Operations per second of every sample, in the order they ran. */
  readonly samples: number[];
  /** Operations per timed batch. */
  readonly batch: number;
  /** The value the first call returned (the case's cross-check number). */
  readonly checksum: number;
}

/** Full timing: ~200 ms warm-up, then 7 batches over about a second. */
export const FULL: MeasureOptions = { warmupMs: 200, totalMs: 1000, samples: 7 };
/** Quick timing for a smoke run: ~50 ms warm-up, 5 batches over ~250 ms. */
export const QUICK: MeasureOptions = { warmupMs: 50, totalMs: 250, samples: 5 };

/** Median of a non-empty list (mean of the middle two for even lengths). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length % 2 === 1) return sorted[mid];
  const lo = sorted[mid - 1];
  const hi = sorted[mid];
  // The midpoint without overflow: opposite signs cannot overflow a sum, equal signs a difference.
  return lo < 0 !== hi < 0 ? (lo + hi) / 2 : lo + (hi - lo) / 2;
}

/** Results are summed here and printed, so the engine cannot drop calls whose value is unused. */
let sink = 0;

/** The running total of every value returned by timed calls (keeps them observable). */
export function sinkValue(): number {
  return sink;
}

function nowNs(): bigint {
  return process.hrtime.bigint();
}

/**
 * Times `op`: calls it once for the checksum, warms up, then times `samples` batches sized so all
 * of them together take about `totalMs`; reports the median rate.
 */
export function measure(op: () => number, options: MeasureOptions = FULL): Measurement {
  const checksum = op();
  sink += checksum;

  // Warm up, and learn roughly how long one call takes.
  const warmupNs = BigInt(Math.round(options.warmupMs * 1e6));
  const start = nowNs();
  let calls = 0;
  let elapsed = 0n;
  do {
    sink += op();
    calls++;
    elapsed = nowNs() - start;
  } while (elapsed < warmupNs);
  const perCallNs = Number(elapsed) / calls;

  const sampleNs = (options.totalMs * 1e6) / options.samples;
  const batch = Math.max(1, Math.round(sampleNs / perCallNs));
  const samples: number[] = [];
  for (let s = 0; s < options.samples; s++) {
    const t0 = nowNs();
    for (let i = 0; i < batch; i++) sink += op();
    const ns = Number(nowNs() - t0);
    samples.push((batch * 1e9) / Math.max(ns, 1));
  }
  return { opsPerSec: median(samples), samples, batch, checksum };
}

/**
 * Times two operations in one process, alternated: each is called once for its checksum, both
 * are warmed up in turn, then `3 * samples` rounds time one batch of each (the order reversed
 * every other round), each batch sized to about `totalMs / (3 * samples)` and timed in the
 * process's CPU time (so time spent waiting for a core is not counted). Each side reports its best
 * batch rate: on a shared machine the slowest batches measure the load, the fastest the code, and
 * both sides see the same load and the same process.
 */
export function measurePair(
  a: () => number,
  b: () => number,
  options: MeasureOptions = FULL,
): [Measurement, Measurement] {
  const ops = [a, b];
  const checksums = ops.map((op) => op());
  for (const c of checksums) sink += c;
  // Warm up both in turn (each at least 200 ms in all, even for a quick run: less left the
  // twins of a 20 µs call a third as fast as they get), and learn how long one call of each takes.
  const calls = [0, 0];
  const spent = [0, 0];
  const sliceNs = (Math.max(options.warmupMs, 200) * 1e6) / 4;
  for (let round = 0; round < 4; round++) {
    for (let side = 0; side < 2; side++) {
      const start = nowNs();
      let elapsed = 0;
      do {
        sink += ops[side]();
        calls[side]++;
        elapsed = Number(nowNs() - start);
      } while (elapsed < sliceNs);
      spent[side] += elapsed;
    }
  }
  const rounds = 3 * options.samples;
  const batchNs = (options.totalMs * 1e6) / rounds;
  const batches = [0, 1].map((side) => Math.max(1, Math.round(batchNs / (spent[side] / calls[side]))));
  const samples: number[][] = [[], []];
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const op = ops[side];
      const batch = batches[side];
      const c0 = process.cpuUsage();
      for (let i = 0; i < batch; i++) sink += op();
      const c = process.cpuUsage(c0);
      samples[side].push((batch * 1e6) / Math.max(c.user + c.system, 1));
    }
  }
  const result = (side: number): Measurement => ({
    opsPerSec: Math.max(...samples[side]),
    samples: samples[side],
    batch: batches[side],
    checksum: checksums[side],
  });
  return [result(0), result(1)];
}
