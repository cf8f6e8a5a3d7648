/**
 * The argument checks' shared pieces, kept small because every single-function import carries
 * them: one message builder (`fail`), one for "must be" sentences (`must`), one description of a
 * bad value (`describe`), and the check for options objects (a key the function does not take is a
 * RangeError that names the function, the key, a near miss when there is one, and every key the
 * function takes).
 */

/** Throws `fn: message` as a RangeError, or as `Type` (TypeError for a value of the wrong kind). */
export const fail: (fn: string, message: string, Type?: ErrorConstructor) => never = (
  fn,
  message,
  Type = RangeError,
) => {
  throw new Type(`${fn}: ${message}`);
};

/** Throws `fn: what must be kind, got <got described>` (a RangeError, or `Type`) unless `ok`. */
export const must = (
  ok: unknown,
  fn: string,
  what: string,
  kind: string,
  got: unknown,
  Type?: ErrorConstructor,
): void => {
  if (!ok) fail(fn, `${what} must be ${kind}, got ${describe(got)}`, Type);
};

/** A short description of a value for an error message. */
export const describe = (value: unknown): string =>
  typeof value === 'string'
    ? JSON.stringify(value)
    : value && typeof value === 'object'
      ? Array.isArray(value)
        ? 'an array'
        : 'an object'
      : String(value);

/** Throws a RangeError when `options` holds a key not in `allowed` (a TypeError when it is not an object); `undefined` passes. */
export const checkOptionKeys = (
  fnName: string,
  options: object | undefined,
  allowed: readonly string[],
): void => {
  if (options === undefined) return;
  // describe says 'an object' exactly for objects that are not arrays (nor null).
  must(describe(options) === 'an object', fnName, 'options', 'an object', options, TypeError);
  for (const key of Object.keys(options)) {
    if (!allowed.includes(key)) {
      const near = nearestKey(key, allowed);
      fail(
        fnName,
        `unknown option "${key}"${near ? ` (did you mean "${near}"?)` : ''}; it takes ${allowed.join(', ') || 'no options'}`,
      );
    }
  }
};

/**
 * Whether `a` becomes `b` in at most `k` edits (insert, delete, replace, swap two neighbours).
 * Leading letters that agree are always matched, so the search stays tiny for k <= 2.
 */
const within = (a: string, b: string, k: number, a1 = a.slice(1), b1 = b.slice(1)): boolean =>
  a[0] === b[0]
    ? a === b || within(a1, b1, k)
    : k > 0 &&
      (within(a1, b, --k) ||
        within(a, b1, k) ||
        within(a1, b1, k) ||
        (a[0] === b[1] && a[1] === b[0] && within(a1.slice(1), b1.slice(1), k)));

/** The allowed key closest to `key` (case aside): at most two edits away and fewer edits than half its length, or undefined. */
export const nearestKey = (key: string, allowed: readonly string[]): string | undefined => {
  const lower = key.toLowerCase();
  for (let d = 0; d < 3 && 2 * d < key.length; d++) {
    for (const candidate of allowed) if (within(candidate.toLowerCase(), lower, d)) return candidate;
  }
  return undefined;
};
