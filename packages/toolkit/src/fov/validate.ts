import { checkCell } from '../grid/check.js';
import type { Point } from '../grid/types.js';
import type { OpacityMap } from './types.js';

/**
 * Throws an error naming `fn` and the first thing wrong with the arguments of a field-of-view
 * function: (map, origin, radius) and the `out` and `visibility` arrays. Arguments that look
 * swapped (a point first, a map second) are named as such.
 */
export function validateFovArgs(
  fn: string,
  map: OpacityMap,
  origin: Point,
  radius: number,
  out: Uint8Array | undefined,
  visibility?: Float32Array,
): void {
  if (map === null || typeof map !== 'object' || !('opaque' in map)) {
    const looksLikePoint = map !== null && typeof map === 'object' && 'x' in map && 'y' in map;
    if (looksLikePoint || (origin !== null && typeof origin === 'object' && 'opaque' in origin)) {
      throw new TypeError(
        `${fn}: the arguments look swapped: expected (map, origin, radius), got a point where the map goes`,
      );
    }
    throw new TypeError(`${fn}: the map must be an object { width, height, opaque }, got ${typeof map}`);
  }
  const { width, height, opaque } = map;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 0 || height < 0) {
    throw new RangeError(`${fn}: width and height must be non-negative integers, got ${width}x${height}`);
  }
  if (!(opaque instanceof Uint8Array) || opaque.length !== width * height) {
    const got = opaque instanceof Uint8Array ? `length ${opaque.length}` : typeof opaque;
    throw new RangeError(`${fn}: opaque must be a Uint8Array of length ${width * height}, got ${got}`);
  }
  if (typeof origin === 'number' && radius !== null && typeof radius === 'object') {
    throw new TypeError(
      `${fn}: the arguments look swapped: expected (map, origin, radius), got a number as origin`,
    );
  }
  checkCell(origin, width, height, 'origin', fn);
  if (typeof radius !== 'number' || !(radius >= 0)) {
    throw new RangeError(`${fn}: radius must be a number >= 0, got ${String(radius)}`);
  }
  if (out !== undefined && (!(out instanceof Uint8Array) || out.length !== width * height)) {
    const got = out instanceof Uint8Array ? `length ${out.length}` : typeof out;
    throw new RangeError(`${fn}: out must be a Uint8Array of length ${width * height}, got ${got}`);
  }
  if (
    visibility !== undefined &&
    (!(visibility instanceof Float32Array) || visibility.length !== width * height)
  ) {
    const got = visibility instanceof Float32Array ? `length ${visibility.length}` : typeof visibility;
    throw new RangeError(`${fn}: visibility must be a Float32Array of length ${width * height}, got ${got}`);
  }
}
