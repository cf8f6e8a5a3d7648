import { FurnishScratch } from './station-parts/furnish.js';
import { HullSolvers } from './station-parts/hull.js';
import { StepScratch } from './start-exit.js';

/**
 * The working memory generators keep from one level to the next: the furnishing stages' buffers
 * (station, bsp), the station hull's wave function collapse solvers, and the step searches that
 * place starts and exits (cellular, caves, features, rooms). A `LevelGenerator` holds one; the
 * plain `generate` makes a fresh one per call.
 */
export class GenWorkspace {
  readonly furnish = new FurnishScratch();
  readonly hulls = new HullSolvers();
  readonly steps = new StepScratch();
}
