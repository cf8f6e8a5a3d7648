export type { FovAlgorithm, FovOptions, OpacityMap } from './types.js';
export { computeFov } from './fov.js';
