import type { Point } from '../grid/types.js';
import { dijkstraMapWith } from './dijkstra-map.js';
import { findPathWith } from './find-path.js';
import { FrameScratch, SearchScratch } from './scratch.js';
import type { DijkstraMapOptions, Goal, PathOptions, WalkMap } from './types.js';

/**
 * `dijkstraMap` and `findPath` with working memory of their own, kept between calls. The plain
 * functions are as fast (they reuse one module-private buffer); hold a pathfinder to keep a
 * search's memory apart from every other caller's, for instance in a worker or a library.
 */
export interface Pathfinder {
  /** As {@link dijkstraMap}. */
  dijkstraMap(map: WalkMap, goals: readonly Goal[], options?: DijkstraMapOptions): Float64Array;
  /** As {@link findPath}. */
  findPath(map: WalkMap, from: Point, to: Point, options?: PathOptions): Point[] | null;
}

/** A new {@link Pathfinder} with its own working memory. */
export function createPathfinder(): Pathfinder {
  const search = new SearchScratch();
  const frame = new FrameScratch();
  // While a search runs, a `blocked` or `extraCost` function may call this pathfinder again: the
  // inner call then works in fresh memory, so it cannot overwrite the outer search's.
  let searching = false;
  let framing = false;
  return {
    dijkstraMap(map, goals, options) {
      if (framing) return dijkstraMapWith(new FrameScratch(), map, goals, options);
      framing = true;
      try {
        return dijkstraMapWith(frame, map, goals, options);
      } finally {
        framing = false;
      }
    },
    findPath(map, from, to, options) {
      if (searching) return findPathWith(new SearchScratch(), map, from, to, options);
      searching = true;
      try {
        return findPathWith(search, map, from, to, options);
      } finally {
        searching = false;
      }
    },
  };
}
