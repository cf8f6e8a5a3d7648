export type { FovAlgorithm, FovOptions, OpacityMap } from './types.js';
export { computeFov, createFov, type Fov } from './fov.js';
