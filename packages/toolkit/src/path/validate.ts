import { checkCell, checkObject } from '../grid/check.js';
import type { Topology, WalkMap } from './types.js';

/** Checks the map's size and array length; returns the cell count. */
export function checkMap(map: WalkMap, fn: string): number {
  checkObject(map, 'the map', fn);
  const { width, height, walkable } = map;
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || width < 0 || height < 0) {
    throw new RangeError(`${fn}: width and height must be non-negative integers, got ${width}x${height}`);
  }
  if (!(walkable instanceof Uint8Array) || walkable.length !== width * height) {
    throw new RangeError(
      `${fn}: walkable must be a Uint8Array of width * height = ${width * height} cells, got ${walkable?.length}`,
    );
  }
  return width * height;
}

/** Returns the topology, 8 when absent; throws on anything but 4, 6 or 8. */
export function checkTopology(topology: Topology | undefined, fn: string): Topology {
  if (topology === undefined) return 8;
  if (topology !== 4 && topology !== 6 && topology !== 8) {
    throw new RangeError(`${fn}: topology must be 4, 6 or 8, got ${String(topology)}`);
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
    throw new RangeError(`${fn}: ${name} must hold width * height = ${n} cells, got ${array?.length}`);
  }
}

/** Checks that a point has integer coordinates inside the map; returns its row-major index. */
export function checkPoint(map: WalkMap, p: unknown, name: string, fn: string): number {
  return checkCell(p, map.width, map.height, name, fn);
}

/** Checks the options argument: absent, or an object. */
export function checkOptions<T extends object>(
  options: T | undefined,
  fn: string,
): T | Record<string, never> {
  if (options === undefined) return {};
  checkObject(options, 'options', fn);
  return options;
}
