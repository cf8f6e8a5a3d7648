import { checkCell, checkObject } from '../grid/check.js';
import type { Point } from '../grid/types.js';
import type { FovAlgorithm, OpacityMap } from './types.js';

const ALGORITHMS: readonly string[] = ['recursive', 'symmetric', 'raycast', 'permissive', 'mrpas', 'diamond'];

/** Throws a RangeError naming the first thing wrong with the arguments of `computeFov`. */
export function validateFovArgs(
  map: OpacityMap,
  origin: Point,
  radius: number,
  algorithm: FovAlgorithm,
  out: Uint8Array | undefined,
  visibility?: Float32Array,
): void {
  checkObject(map, 'the map', 'computeFov');
  const { width, height, opaque } = map;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 0 || height < 0) {
    throw new RangeError(
      `computeFov: width and height must be non-negative integers, got ${width}x${height}`,
    );
  }
  if (!(opaque instanceof Uint8Array) || opaque.length !== width * height) {
    const got = opaque instanceof Uint8Array ? `length ${opaque.length}` : typeof opaque;
    throw new RangeError(`computeFov: opaque must be a Uint8Array of length ${width * height}, got ${got}`);
  }
  checkCell(origin, width, height, 'origin', 'computeFov');
  if (typeof radius !== 'number' || !(radius >= 0)) {
    throw new RangeError(`computeFov: radius must be a number >= 0, got ${radius}`);
  }
  if (!ALGORITHMS.includes(algorithm)) {
    throw new RangeError(
      `computeFov: unknown algorithm '${String(algorithm)}' (expected ${ALGORITHMS.join(', ')})`,
    );
  }
  if (out !== undefined && (!(out instanceof Uint8Array) || out.length !== width * height)) {
    const got = out instanceof Uint8Array ? `length ${out.length}` : typeof out;
    throw new RangeError(`computeFov: out must be a Uint8Array of length ${width * height}, got ${got}`);
  }
  if (
    visibility !== undefined &&
    (!(visibility instanceof Float32Array) || visibility.length !== width * height)
  ) {
    const got = visibility instanceof Float32Array ? `length ${visibility.length}` : typeof visibility;
    throw new RangeError(
      `computeFov: visibility must be a Float32Array of length ${width * height}, got ${got}`,
    );
  }
}
