import type { Point } from '../grid/types.js';

/** A grid of passable cells, row-major (`index = y * width + x`); nonzero = passable. */
export interface WalkMap {
  readonly width: number;
  readonly height: number;
  readonly walkable: Uint8Array;
}

/**
 * Movement rule: 4 = N/E/S/W steps only, 8 = diagonals too (each step to one neighbour), 6 = a hex
 * grid in doubled-width coordinates: only cells with x + y even exist, and each steps to (±2, 0)
 * and (±1, ±1).
 */
export type Topology = 4 | 6 | 8;

/** Options of {@link findPath}. */
export interface PathOptions {
  /** Movement rule; 8 unless given. */
  readonly topology?: Topology;
  /**
   * Entering cell i costs `cost[i]` (1..255); without it every step costs 1. A cost of 0 makes
   * the cell impassable, exactly as if `walkable[i]` were 0.
   */
  readonly cost?: Uint8Array;
  /**
   * Cells no walk passes through, on top of `walkable`: things that move, such as other creatures,
   * without rebuilding the map. A `Uint8Array` of one entry per cell (nonzero = blocked) or a
   * function of the cell (true = blocked). A walk may start on a blocked cell (`findPath`'s `from`
   * and `dijkstraMap`'s goals are never blocked) and end on one (`findPath`'s `to`; `dijkstraMap`
   * gives a blocked cell the cost of reaching it) but never steps on from one. A function is asked
   * at most once per walkable cell per call, in no promised order; it may call the path functions.
   */
  readonly blocked?: Uint8Array | ((x: number, y: number) => boolean);
  /**
   * Added to the cost of entering a cell: an integer 0..255 per cell, as a `Uint8Array` of one
   * entry per cell or a function of the cell (asked as `blocked` is). Entering cell i costs
   * `(cost ? cost[i] : 1) + extra`; a cell that `walkable` or a `cost` of 0 makes impassable stays
   * impassable whatever its extra cost. Use it for danger, crowding or a creature to squeeze past.
   */
  readonly extraCost?: Uint8Array | ((x: number, y: number) => number);
}

/**
 * A goal of {@link dijkstraMap}: a cell, and optionally the cost the walk starts at there (0 when
 * absent; any finite number, negative too). A plain Point is a goal of cost 0.
 */
export interface Goal extends Point {
  readonly cost?: number;
}

/** Options of {@link dijkstraMap}. */
export interface DijkstraMapOptions extends PathOptions {
  /** Cells whose cost would exceed this are left at Infinity (and not explored further). */
  readonly maxDistance?: number;
  /** Filled and returned instead of a new array; must hold `width * height` values. */
  readonly out?: Float64Array;
}
