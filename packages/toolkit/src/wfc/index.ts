/**
 * Wave function collapse, overlapping model: outputs whose every NxN window occurs in a sample.
 *
 * @module
 */
export { readSample, type SampleGrid, type ReadSample } from './sample.js';
export { extractPatterns, type PatternSet } from './patterns.js';
export { WfcSolver, type SolveResult } from './solver.js';
export {
  overlappingWfc,
  renderWave,
  type OverlappingOptions,
  type WfcResult,
  type WfcSuccess,
  type WfcFailure,
} from './overlapping.js';
