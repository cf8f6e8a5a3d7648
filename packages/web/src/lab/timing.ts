/** Milliseconds of a few runs of one piece of work, after warming it up. */
export interface RunTimes {
  /** The middle run (the mean of the two middle ones for an even count). */
  readonly median: number;
  readonly min: number;
  readonly runs: number;
}

/** The median of some numbers (sorted copy; the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median: no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : sorted[mid - 1] / 2 + sorted[mid] / 2;
}

/**
 * Runs `work` `warmup` times untimed, then `runs` times timed with `performance.now()` (present in
 * the page and in Node alike, so both sides of the lab's bench time the same way).
 */
export function timeRuns(work: () => unknown, runs: number, warmup = 3): RunTimes {
  if (!Number.isInteger(runs) || runs < 1)
    throw new RangeError(`timeRuns: runs must be a positive integer, got ${runs}`);
  for (let i = 0; i < warmup; i++) work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    work();
    times.push(performance.now() - t0);
  }
  return { median: median(times), min: Math.min(...times), runs };
}
