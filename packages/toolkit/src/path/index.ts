/**
 * Dijkstra maps from many goals (each may start at its own cost), A* paths, rolling downhill on a
 * map, and path graphs for many queries on a map that changes a cell at a time.
 *
 * @module
 */
export type { WalkMap, Topology, PathOptions, DijkstraMapOptions, Goal } from './types.js';
export { dijkstraMap } from './dijkstra-map.js';
export { findPath } from './find-path.js';
export { downhill, type DownhillOptions } from './downhill.js';
export { createPathfinder, type Pathfinder } from './pathfinder.js';
export { createPathGraph, type PathGraph, type PathGraphOptions } from './path-graph.js';
