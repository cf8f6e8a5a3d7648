import type { GeneratorKind } from '@hullbreach/toolkit';

/**
 * The level size `hullbreach gen` uses for each kind when `--width`/`--height` are not given:
 * the size each technique's source used (ship 64x40, chunk 32x32, caves 100x57), or a size that
 * fits a terminal for the rest.
 */
export const DEFAULT_SIZES: Readonly<
  Record<GeneratorKind, { readonly width: number; readonly height: number }>
> = {
  station: { width: 40, height: 24 },
  ship: { width: 64, height: 40 },
  cellular: { width: 80, height: 50 },
  caves: { width: 100, height: 57 },
  features: { width: 80, height: 50 },
  rooms: { width: 80, height: 50 },
  bsp: { width: 80, height: 50 },
  chunk: { width: 32, height: 32 },
  'maze-eller': { width: 81, height: 51 },
  'maze-divided': { width: 81, height: 51 },
  'maze-icey': { width: 81, height: 51 },
  rogue: { width: 80, height: 50 },
  arena: { width: 80, height: 50 },
};

/** The seed `hullbreach gen` uses when `--seed` is not given (so the same arguments give the same level). */
export const DEFAULT_GEN_SEED = 1;
