/**
 * Seeded random streams: the same seed gives the same draws on every machine; streams fork into independent children and save as plain JSON.
 *
 * @module
 */
export { hashSeed } from './hash.js';
export { createRng, type Rng, type RngState, type WeightedTable } from './rng.js';
