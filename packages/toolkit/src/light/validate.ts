import { checkOptionKeys } from '../check-options.js';
import type { OpacityMap } from '../fov/types.js';
import type { CreateLightingOptions, Light, LightingOptions } from './types.js';

const ALGORITHMS: readonly string[] = ['recursive', 'symmetric', 'raycast'];
/** The keys of a light, of the options, of `viewer` and of `reflection`. */
const LIGHT_KEYS: readonly string[] = ['x', 'y', 'color', 'radius', 'intensity', 'height', 'focus'];
const OPTION_KEYS: readonly string[] = ['out', 'viewer', 'algorithm', 'reflection'];
const VIEWER_KEYS: readonly string[] = ['x', 'y', 'visible'];
const REFLECTION_KEYS: readonly string[] = ['bounces', 'reflectivity', 'radius', 'threshold'];

/** Throws a RangeError naming `createLighting` when its options are not `{ keep?: boolean }`. */
export function validateCreateLighting(setup: CreateLightingOptions | undefined): void {
  if (setup === undefined) return;
  if (setup === null || typeof setup !== 'object' || Array.isArray(setup)) {
    throw new RangeError(
      `createLighting: options must be an object like { keep: true }, got ${String(setup)}`,
    );
  }
  checkOptionKeys('createLighting', setup, ['keep']);
  if (setup.keep !== undefined && typeof setup.keep !== 'boolean') {
    throw new RangeError(`createLighting: keep must be a boolean, got ${String(setup.keep)}`);
  }
}

function fail(message: string): never {
  throw new RangeError(`computeLighting: ${message}`);
}

function isCell(x: number, y: number, width: number, height: number): boolean {
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < width && y < height;
}

function describe(value: unknown): string {
  return value instanceof Uint8Array || value instanceof Float32Array
    ? `${value.constructor.name} of length ${value.length}`
    : typeof value;
}

/** Throws a RangeError naming `computeLighting` and the first thing wrong with its arguments. */
export function validateLightingArgs(
  map: OpacityMap,
  lights: readonly Light[],
  options: LightingOptions | undefined,
): void {
  if (
    Array.isArray(map) &&
    map !== null &&
    lights !== null &&
    typeof lights === 'object' &&
    'opaque' in lights
  ) {
    fail('the arguments look swapped: expected (map, lights, options)');
  }
  if (map === null || typeof map !== 'object') fail(`map must be an object, got ${String(map)}`);
  const { width, height, opaque } = map;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 0 || height < 0) {
    fail(`width and height must be non-negative integers, got ${width}x${height}`);
  }
  const cells = width * height;
  if (!(opaque instanceof Uint8Array) || opaque.length !== cells) {
    fail(`opaque must be a Uint8Array of length ${cells}, got ${describe(opaque)}`);
  }
  if (!Array.isArray(lights)) fail(`lights must be an array, got ${typeof lights}`);
  for (let k = 0; k < lights.length; k++) {
    const light = lights[k];
    if (light === null || typeof light !== 'object') fail(`lights[${k}] must be an object`);
    checkOptionKeys(`computeLighting: lights[${k}]`, light, LIGHT_KEYS);
    const { x, y, color, radius, intensity, height: h, focus } = light;
    if (!isCell(x, y, width, height))
      fail(`lights[${k}] at (${x}, ${y}) is not a cell of the ${width}x${height} map`);
    if (!Number.isInteger(color) || color < 0 || color > 0xffffff) {
      fail(`lights[${k}].color must be an integer 0xRRGGBB, got ${color}`);
    }
    if (typeof radius !== 'number' || !(radius >= 0) || !Number.isFinite(radius)) {
      fail(`lights[${k}].radius must be a finite number >= 0, got ${radius}`);
    }
    if (
      intensity !== undefined &&
      (typeof intensity !== 'number' || !(intensity >= 0) || !Number.isFinite(intensity))
    ) {
      fail(`lights[${k}].intensity must be a finite number >= 0, got ${intensity}`);
    }
    if (h !== undefined && (typeof h !== 'number' || !(h > 0) || !Number.isFinite(h))) {
      fail(`lights[${k}].height must be a finite number > 0, got ${h}`);
    }
    if (focus !== undefined && (typeof focus !== 'number' || !(focus >= 0 && focus <= 1))) {
      fail(`lights[${k}].focus must be a number in [0, 1], got ${focus}`);
    }
  }
  checkOptionKeys('computeLighting', options, OPTION_KEYS);
  if (options === undefined) return;
  const { out, viewer, algorithm, reflection } = options;
  if (out !== undefined && (!(out instanceof Float32Array) || out.length !== 3 * cells)) {
    fail(`out must be a Float32Array of length ${3 * cells} (3 per cell), got ${describe(out)}`);
  }
  if (algorithm !== undefined && !ALGORITHMS.includes(algorithm)) {
    fail(`unknown algorithm '${String(algorithm)}' (expected ${ALGORITHMS.join(', ')})`);
  }
  if (viewer !== undefined) {
    if (viewer === null || typeof viewer !== 'object')
      fail(`viewer must be an object, got ${String(viewer)}`);
    checkOptionKeys('computeLighting: viewer', viewer, VIEWER_KEYS);
    if (!isCell(viewer.x, viewer.y, width, height)) {
      fail(`viewer at (${viewer.x}, ${viewer.y}) is not a cell of the ${width}x${height} map`);
    }
    const seen = viewer.visible;
    if (seen !== undefined && (!(seen instanceof Uint8Array) || seen.length !== cells)) {
      fail(`viewer.visible must be a Uint8Array of length ${cells}, got ${describe(seen)}`);
    }
  }
  if (reflection !== undefined) {
    if (reflection === null || typeof reflection !== 'object') {
      fail(`reflection must be an object, got ${String(reflection)}`);
    }
    checkOptionKeys('computeLighting: reflection', reflection, REFLECTION_KEYS);
    const { bounces, reflectivity, radius, threshold } = reflection;
    if (!Number.isInteger(bounces) || bounces < 0) {
      fail(`reflection.bounces must be an integer >= 0, got ${bounces}`);
    }
    if (typeof reflectivity === 'number') {
      if (!(reflectivity >= 0) || !Number.isFinite(reflectivity)) {
        fail(`reflection.reflectivity must be a finite number >= 0, got ${reflectivity}`);
      }
    } else if (!(reflectivity instanceof Float32Array) || reflectivity.length !== cells) {
      fail(
        `reflection.reflectivity must be a number or a Float32Array of length ${cells}, got ${describe(reflectivity)}`,
      );
    }
    if (radius !== undefined && (typeof radius !== 'number' || !(radius >= 0) || !Number.isFinite(radius))) {
      fail(`reflection.radius must be a finite number >= 0, got ${radius}`);
    }
    if (threshold !== undefined && (typeof threshold !== 'number' || !(threshold >= 0))) {
      fail(`reflection.threshold must be a number >= 0, got ${threshold}`);
    }
  }
}
