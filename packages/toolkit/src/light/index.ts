export type {
  CreateLightingOptions,
  Light,
  Lighting,
  LightingOptions,
  LightingViewer,
  LightReflection,
} from './types.js';
export { computeLighting, createLighting } from './lighting.js';
export { lightFalloff, type FalloffOptions } from './falloff.js';
