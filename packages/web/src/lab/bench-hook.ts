import { createLevelGenerator, type GeneratorKind } from '@hullbreach/toolkit';
import { timeRuns, type RunTimes } from './timing.js';

/** What the lab page offers to scripts that time it (the web bench drives it from Chromium). */
export interface LabBenchHook {
  /** Times `runs` generations of one level through one held generator, after a warm-up. */
  timeGenerator(kind: GeneratorKind, options: Record<string, unknown>, runs: number): RunTimes;
}

/** Puts the bench hook on `window.hullbreachLab`. */
export function installBenchHook(): void {
  const generator = createLevelGenerator();
  const hook: LabBenchHook = {
    timeGenerator: (kind, options, runs) => timeRuns(() => generator.generate(kind, options as never), runs),
  };
  (window as unknown as { hullbreachLab: LabBenchHook }).hullbreachLab = hook;
}
