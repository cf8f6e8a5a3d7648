/**
 * Points, grid sizes, neighbour steps and connected regions of a mask. Every grid is row-major: `index = y * width + x`.
 *
 * @module
 */
export { DIRS4, DIRS8, type GridSize, type Point } from './types.js';
export { labelRegions, largestRegion, type Regions } from './regions.js';
