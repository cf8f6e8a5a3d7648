import type { Point } from '../grid/types.js';
import type { OpacityMap } from './types.js';

/** Whether `v` is a non-null object. */
const isObject = (v: unknown): v is object => v !== null && typeof v === 'object';

/** Throws `${fn}: ${message}` as a RangeError. */
function fail(fn: string, message: string): never {
  throw new RangeError(`${fn}: ${message}`);
}

/** Throws unless `v` is absent or a `Type` of length `n`; `name` names it. */
function checkArray(
  fn: string,
  name: string,
  v: unknown,
  Type: Uint8ArrayConstructor | Float32ArrayConstructor,
  n: number,
): void {
  if (v !== undefined && (!(v instanceof Type) || v.length !== n)) {
    fail(
      fn,
      `${name} must be a ${Type.name} of length ${n}, got ${v instanceof Type ? `length ${v.length}` : v === null ? 'none' : typeof v}`,
    );
  }
}

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
  if (!isObject(map) || !('opaque' in map)) {
    throw new TypeError(
      `${fn}: ${
        (isObject(map) && 'x' in map) || (isObject(origin) && 'opaque' in origin)
          ? 'the arguments look swapped: expected (map, origin, radius)'
          : `the map must be an object { width, height, opaque }, got ${typeof map}`
      }`,
    );
  }
  const { width: w, height: h, opaque } = map;
  if (!Number.isInteger(w) || !Number.isInteger(h) || w < 0 || h < 0) {
    fail(fn, `width and height must be non-negative integers, got ${w}x${h}`);
  }
  checkArray(fn, 'opaque', opaque ?? null, Uint8Array, w * h);
  if (!isObject(origin)) throw new TypeError(`${fn}: origin must be a point { x, y }, got ${typeof origin}`);
  const { x, y } = origin;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= w || y >= h) {
    fail(fn, `origin (${x}, ${y}) is not a cell of the ${w}x${h} map`);
  }
  if (typeof radius !== 'number' || !(radius >= 0))
    fail(fn, `radius must be a number >= 0, got ${String(radius)}`);
  checkArray(fn, 'out', out, Uint8Array, w * h);
  checkArray(fn, 'visibility', visibility, Float32Array, w * h);
}
