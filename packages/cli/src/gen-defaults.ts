/**
 * The level size `hullbreach gen` uses for each kind when `--width`/`--height` are not given: the
 * toolkit's table, which the web lab uses too (so `gen caves` and a bare `?kind=caves` agree).
 */
export { GENERATOR_DEFAULT_SIZES as DEFAULT_SIZES } from '@hullbreach/toolkit';

/** The seed `hullbreach gen` uses when `--seed` is not given (so the same arguments give the same level). */
export const DEFAULT_GEN_SEED = 1;
