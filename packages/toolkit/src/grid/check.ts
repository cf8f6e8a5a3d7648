/**
 * Argument checks shared by the public functions: each throws an error whose message starts with
 * the calling function's name, so a bad call says where it went wrong.
 */

/** Throws a TypeError unless `value` is a non-null object; `what` names it in the message. */
export function checkObject(value: unknown, what: string, fn: string): void {
  if (value === null || typeof value !== 'object') {
    throw new TypeError(`${fn}: ${what} must be an object, got ${describe(value)}`);
  }
}

/** Checks that `p` is a point with integer coordinates inside a width x height grid; returns its index. */
export function checkCell(p: unknown, width: number, height: number, what: string, fn: string): number {
  if (p === null || typeof p !== 'object') {
    throw new TypeError(`${fn}: ${what} must be a point { x, y }, got ${describe(p)}`);
  }
  const { x, y } = p as { x: unknown; y: unknown };
  if (
    typeof x !== 'number' ||
    typeof y !== 'number' ||
    !Number.isInteger(x) ||
    !Number.isInteger(y) ||
    x < 0 ||
    y < 0 ||
    x >= width ||
    y >= height
  ) {
    throw new RangeError(
      `${fn}: ${what} (${String(x)}, ${String(y)}) is not a cell of the ${width}x${height} map`,
    );
  }
  return y * width + x;
}

/** Checks that `p` is a point with integer coordinates (anywhere); throws an error naming `what` and `fn`. */
export function checkIntegerPoint(p: unknown, what: string, fn: string): void {
  if (p === null || typeof p !== 'object') {
    throw new TypeError(`${fn}: ${what} must be a point { x, y }, got ${describe(p)}`);
  }
  const { x, y } = p as { x: unknown; y: unknown };
  if (!Number.isSafeInteger(x) || !Number.isSafeInteger(y)) {
    throw new RangeError(`${fn}: ${what} must have integer coordinates, got (${String(x)}, ${String(y)})`);
  }
}

/** A short description of a value for an error message. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'object') return Array.isArray(value) ? 'an array' : 'an object';
  return String(value);
}
