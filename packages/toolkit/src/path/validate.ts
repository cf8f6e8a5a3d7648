import { checkOptionKeys, fail } from '../check-options.js';
import { checkCell, checkGridArray, checkObject, checkSize } from '../grid/check.js';
import type { Topology, WalkMap } from './types.js';

/**
 * Whether `value` is an object with `key` set. Optional chaining reads nothing from null and
 * undefined, and numbers and strings have no such fields, so this holds only for objects.
 */
const has = (value: unknown, key: string): boolean =>
  (value as Record<string, unknown> | undefined)?.[key] !== undefined;

/**
 * Checks the map's size and array length; returns the cell count. `next` is the argument after the
 * map: when the map looks like a point and `next` like a map, the error says they look swapped.
 */
export function checkMap(map: WalkMap, fn: string, next?: unknown): number {
  if (has(map, 'x') && !has(map, 'walkable')) {
    fail(
      fn,
      `the first argument is a point, not a map${has(next, 'walkable') ? ' (the map and the point look swapped)' : ''}; call ${fn}(map, ...)`,
      TypeError,
    );
  }
  checkObject(map, 'the map', fn);
  const n = checkSize(map.width, map.height, fn);
  checkGridArray(map.walkable, n, 'walkable', fn, Uint8Array, false);
  return n;
}

/** Returns the topology, 8 when absent; throws on anything but 4, 6 or 8. */
export function checkTopology(topology: Topology | undefined, fn: string): Topology {
  if (topology === undefined) return 8;
  if (topology !== 4 && topology !== 6 && topology !== 8) {
    fail(fn, `topology must be 4, 6 or 8, got ${String(topology)}`);
  }
  return topology;
}

/** Checks that a per-cell array, when given, has exactly one entry per cell. */
export function checkCellArray(
  array: ArrayLike<number> | undefined,
  n: number,
  name: string,
  fn: string,
): void {
  if (array !== undefined && array?.length !== n) {
    fail(fn, `${name} must hold width * height = ${n} cells, got ${array?.length}`);
  }
}

/** Checks a per-cell option that is either a Uint8Array of one entry per cell or a function of (x, y). */
export function checkCellMask(value: unknown, n: number, name: string, fn: string): void {
  if (typeof value !== 'function')
    checkGridArray(value, n, name, fn, Uint8Array, true, ' or a function (x, y)');
}

/** Calls an `extraCost` function and checks its answer: an integer 0..255. */
export function extraCostOf(
  extra: (x: number, y: number) => number,
  x: number,
  y: number,
  fn: string,
): number {
  const c = extra(x, y);
  if (!Number.isInteger(c) || c < 0 || c > 255) {
    fail(fn, `extraCost(${x}, ${y}) returned ${String(c)}; it must be an integer 0..255`);
  }
  return c;
}

/** Checks that a point has integer coordinates inside the map; returns its row-major index. */
export function checkPoint(map: WalkMap, p: unknown, name: string, fn: string): number {
  if (has(p, 'walkable')) {
    fail(fn, `${name} is a map, not a point; the map comes first: ${fn}(map, ...)`, TypeError);
  }
  return checkCell(p, map.width, map.height, name, fn);
}

/** Checks the options argument: absent, or an object holding only the `allowed` keys. */
export function checkOptions<T extends object>(
  options: T | undefined,
  fn: string,
  allowed: readonly string[],
): T | Record<string, never> {
  checkOptionKeys(fn, options, allowed);
  return options ?? {};
}
