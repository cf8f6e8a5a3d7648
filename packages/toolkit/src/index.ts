/**
 * @hullbreach/toolkit: seeded randomness, lines, field of view, pathfinding and level generators
 * for grid games. Typed arrays in and out; zero runtime dependencies.
 */
export * from './grid/index.js';
export * from './rng/index.js';
export * from './line/index.js';
export * from './fov/index.js';
export * from './path/index.js';
export * from './gen/index.js';
export * from './wfc/index.js';
export * from './schedule/index.js';
export * from './light/index.js';
export * from './names/index.js';
export * from './noise/index.js';
