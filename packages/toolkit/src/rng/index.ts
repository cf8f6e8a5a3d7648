export * from './hash.js';
export * from './rng.js';
