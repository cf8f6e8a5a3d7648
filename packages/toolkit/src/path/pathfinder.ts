import type { Point } from '../grid/types.js';
import { dijkstraMapWith } from './dijkstra-map.js';
import { findPathWith } from './find-path.js';
import { PathScratch } from './scratch.js';
import type { DijkstraMapOptions, Goal, PathOptions, WalkMap } from './types.js';

/**
 * `dijkstraMap` and `findPath` with working memory kept between calls: hold one in a game loop
 * and repeated searches allocate nothing but their results, and `findPath` forgets the last search
 * in O(1) (a generation counter) however large the map.
 */
export interface Pathfinder {
  /** As {@link dijkstraMap}. */
  dijkstraMap(map: WalkMap, goals: readonly Goal[], options?: DijkstraMapOptions): Float64Array;
  /** As {@link findPath}. */
  findPath(map: WalkMap, from: Point, to: Point, options?: PathOptions): Point[] | null;
}

/** A new {@link Pathfinder} with its own working memory. */
export function createPathfinder(): Pathfinder {
  const scratch = new PathScratch();
  return {
    dijkstraMap: (map, goals, options) => dijkstraMapWith(scratch, map, goals, options),
    findPath: (map, from, to, options) => findPathWith(scratch, map, from, to, options),
  };
}
