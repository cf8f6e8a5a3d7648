import { createLevelGenerator, GENERATOR_DEFAULT_SIZES } from '@hullbreach/toolkit';

/**
 * What the lab page offers to scripts that time it: the web bench runs one timing function in
 * Node and, through Playwright, in the page against these, so both sides time the same code.
 */
export interface LabBenchHook {
  /** The toolkit's level generator factory, as bundled into the page. */
  readonly createLevelGenerator: typeof createLevelGenerator;
  /** The level size the lab shows for each kind by default. */
  readonly sizes: typeof GENERATOR_DEFAULT_SIZES;
}

/** Puts the bench hook on `window.hullbreachLab`. */
export function installBenchHook(): void {
  const hook: LabBenchHook = { createLevelGenerator, sizes: GENERATOR_DEFAULT_SIZES };
  (window as unknown as { hullbreachLab: LabBenchHook }).hullbreachLab = hook;
}
