/**
 * Dijkstra maps from many goals (each may start at its own cost), A* paths, and rolling downhill on a map.
 *
 * @module
 */
export type { WalkMap, Topology, PathOptions, DijkstraMapOptions, Goal } from './types.js';
export { dijkstraMap } from './dijkstra-map.js';
export { findPath } from './find-path.js';
export { downhill, type DownhillOptions } from './downhill.js';
export { createPathfinder, type Pathfinder } from './pathfinder.js';
