/**
 * Field of view on an opacity map: six square-grid methods (shadowcasting, ray casting,
 * permissive, MRPAS, diamond) behind `computeFov`, each also importable on its own, cones, and hex
 * grids.
 *
 * @module
 */
export type {
  FovAlgorithm,
  FovAlgorithmOptions,
  FovOptions,
  OpacityMap,
  RaycastFovOptions,
} from './types.js';
export { computeFov, createFov, type Fov } from './fov.js';
export { recursiveFov } from './recursive.js';
export { symmetricFov } from './symmetric.js';
export { raycastFov } from './raycast.js';
export { permissiveFov } from './permissive.js';
export { mrpasFov } from './mrpas.js';
export { diamondFov } from './diamond.js';
export { hexFov } from './hex.js';
