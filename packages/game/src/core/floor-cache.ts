/**
 * The derived-data cache every floor carries (walk maps, air flow, lighting, logs): data rebuilt on
 * demand from the plain state, never saved. Its own module so that the modules that keep data in
 * it (cells.ts, terrain-log.ts) need not import each other.
 */
import type { FloorState } from './state.js';

/**
 * Data derived from a floor (walk maps, air flow, lighting), rebuilt on demand from the plain
 * state. Each module keeps its own entry and keys it on `layout` or the clock.
 */
export interface FloorCache {
  [entry: string]: unknown;
}

const DERIVED = Symbol('derived');

/**
 * The derived-data cache of a floor. It lives on the floor object under a key that is not
 * enumerable, so it is never serialised or hashed and vanishes with a copy.
 */
export function cacheOf(floor: FloorState): FloorCache {
  const holder = floor as unknown as { [DERIVED]?: FloorCache };
  let cache = holder[DERIVED];
  if (cache === undefined) {
    cache = {};
    Object.defineProperty(floor, DERIVED, { value: cache, enumerable: false, writable: false });
  }
  return cache;
}

/**
 * The cache entry `key` of a floor, made by `make(floor)` on first use. Hot callers pass a named
 * function rather than an arrow that captures the floor: the arrow would be a new object each call.
 */
export function cached<T>(floor: FloorState, key: string, make: (floor: FloorState) => T): T {
  const cache = cacheOf(floor);
  // One lookup for an entry that is there (kept entries are never undefined, but one may be).
  const kept = cache[key];
  if (kept !== undefined || key in cache) return kept as T;
  const made = make(floor);
  cache[key] = made;
  return made;
}
