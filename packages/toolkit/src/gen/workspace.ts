import { FurnishScratch } from './station-parts/furnish.js';
import { HullSolvers } from './station-parts/hull.js';

/**
 * The working memory generators keep from one level to the next: the furnishing stages' buffers
 * (station, bsp) and the station hull's wave function collapse solvers. A `LevelGenerator` holds
 * one; the plain `generate` makes a fresh one per call.
 */
export class GenWorkspace {
  readonly furnish = new FurnishScratch();
  readonly hulls = new HullSolvers();
}
