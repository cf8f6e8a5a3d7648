/**
 * Argument checks shared by the public functions: each throws an error whose message starts with
 * the calling function's name, so a bad call says where it went wrong.
 */
import { describe, fail, must } from '../check-options.js';

export { describe };

/** Throws a TypeError unless `value` is a non-null object; `what` names it and `kind` says what it must be. */
export function checkObject(value: unknown, what: string, fn: string, kind = 'an object'): void {
  must(value !== null && typeof value === 'object', fn, what, kind, value, TypeError);
}

/**
 * Throws unless width and height are integers from 0 to 2^32 - 1 (no typed array holds more cells
 * than that in a row); returns the cell count.
 */
export const checkSize = (width: number, height: number, fn: string): number => {
  // v >>> 0 === v holds exactly for the integers 0 .. 2^32 - 1.
  if (!(width >>> 0 === width && height >>> 0 === height)) {
    fail(fn, `width and height must be integers 0 to 2^32 - 1, got ${width}x${height}`);
  }
  return width * height;
};

/**
 * Throws unless `cells` is a `Type` with one entry for each of `n` cells; undefined passes when
 * `optional`. `alternative` is what else the caller takes, for the message (" or a function (x, y)"
 * from a caller that has let a function through already).
 */
export const checkGridArray = (
  cells: unknown,
  n: number,
  name: string,
  fn: string,
  Type: Uint8ArrayConstructor | Float32ArrayConstructor | Float64ArrayConstructor = Uint8Array,
  optional = true,
  alternative = '',
): void => {
  if ((cells !== undefined || !optional) && !(cells instanceof Type && cells.length === n)) {
    fail(
      fn,
      `${name} must be a ${Type.name} of width * height = ${n} cells${alternative}, got ${cells instanceof Type ? cells.length : describe(cells)}`,
    );
  }
};

/** Checks that `p` is a point with integer coordinates inside a width x height grid; returns its index. */
export const checkCell = (p: unknown, width: number, height: number, what: string, fn: string): number => {
  // describe says 'an object' exactly for objects that are not arrays (nor null).
  must(describe(p) === 'an object', fn, what, 'a point { x, y }', p, TypeError);
  const { x, y } = p as { x: number; y: number };
  // x >>> 0 === x: an integer from 0 to 2^32 - 1 (and no other value), in few bytes.
  if (!(x >>> 0 === x && y >>> 0 === y && x < width && y < height)) {
    fail(fn, `${what} (${describe(x)}, ${describe(y)}) is not a cell of the ${width}x${height} map`);
  }
  return y * width + x;
};

/** Checks that `p` is a point with integer coordinates (anywhere); throws an error naming `what` and `fn`. */
export function checkIntegerPoint(p: unknown, what: string, fn: string): void {
  checkObject(p, what, fn, 'a point { x, y }');
  const { x, y } = p as { x: unknown; y: unknown };
  if (!Number.isSafeInteger(x) || !Number.isSafeInteger(y)) {
    fail(fn, `${what} must have integer coordinates, got (${String(x)}, ${String(y)})`);
  }
}
