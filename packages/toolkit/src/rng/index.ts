export { hashSeed } from './hash.js';
export { createRng, type Rng, type RngState } from './rng.js';
