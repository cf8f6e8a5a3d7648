/**
 * Field of view on an opacity map, by recursive or symmetric shadowcasting or by ray casting.
 *
 * @module
 */
export type { FovAlgorithm, FovOptions, OpacityMap } from './types.js';
export { computeFov, createFov, type Fov } from './fov.js';
