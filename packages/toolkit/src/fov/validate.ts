import { describe, fail, must } from '../check-options.js';
import { checkCell, checkGridArray, checkSize } from '../grid/check.js';
import type { Point } from '../grid/types.js';
import type { OpacityMap } from './types.js';

/**
 * Throws an error naming `fn` and the first thing wrong with the arguments of a field-of-view
 * function: (map, origin, radius) and the `out` and `visibility` arrays. Arguments that look
 * swapped (a point first, or a map second) are named as such. Kept terse: every single-algorithm
 * import carries it.
 */
export function validateFovArgs(
  fn: string,
  map: OpacityMap,
  origin: Point,
  radius: number,
  out: Uint8Array | undefined,
  visibility?: Float32Array,
): void {
  // Optional chaining reads nothing from null and undefined, and numbers and strings have no such
  // fields, so these hold only for objects.
  if (!map?.opaque) {
    fail(
      fn,
      (map as Partial<Point> | undefined)?.x !== undefined ||
        (origin as Partial<OpacityMap> | undefined)?.opaque
        ? 'the arguments look swapped: expected (map, origin, radius)'
        : `the map must be an object { width, height, opaque }, got ${describe(map)}`,
      TypeError,
    );
  }
  const { width: w, height: h } = map;
  const n = checkSize(w, h, fn);
  checkGridArray(map.opaque, n, 'opaque', fn, Uint8Array, false);
  checkCell(origin, w, h, 'origin', fn);
  must(typeof radius === 'number' && radius >= 0, fn, 'radius', 'a number >= 0', radius);
  checkGridArray(out, n, 'out', fn);
  checkGridArray(visibility, n, 'visibility', fn, Float32Array);
}
