export { DIRS4, DIRS8, type GridSize, type Point } from './types.js';
export { labelRegions, largestRegion, type Regions } from './regions.js';
