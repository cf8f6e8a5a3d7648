/** A grid of cells that block sight: `opaque[y * width + x]` nonzero means the cell blocks it. */
export interface OpacityMap {
  readonly width: number;
  readonly height: number;
  readonly opaque: Uint8Array;
}

/** The field-of-view methods `computeFov` offers. */
export type FovAlgorithm = 'recursive' | 'symmetric' | 'raycast' | 'permissive' | 'mrpas' | 'diamond';

/** Options of the single-algorithm functions (`recursiveFov`, `symmetricFov`, …), and of `computeFov`. */
export interface FovAlgorithmOptions {
  /** A `width * height` mask to clear, fill and return instead of allocating a new one. */
  readonly out?: Uint8Array;
  /**
   * A `width * height` array to clear and fill with how much of each cell is seen, 0..1: above 0
   * exactly where the mask is set. `'permissive'` reports the fraction of each cell's area in
   * sight; the other algorithms see cells whole or not at all and report 1 or 0.
   */
  readonly visibility?: Float32Array;
  /**
   * With `angle`, a cone of view: the direction the eye faces in degrees, 0 = east (+x), 90 = south
   * (+y, as y grows down), any finite number (taken modulo 360).
   */
  readonly direction?: number;
  /**
   * With `direction`, the cone's full width in degrees, 0..360 (360 = no cone). A cell is seen when
   * the full field of view sees it and its centre lies in the cone, edges included; the eye's own
   * cell always is.
   */
  readonly angle?: number;
}

/** Options of `raycastFov`. */
export interface RaycastFovOptions extends FovAlgorithmOptions {
  /**
   * `true` (the default): a wall that a clear line reaches is seen, as with every other method.
   * `false`: a line of sight shows only clear cells, as seed 002's ray casting was written: a cell
   * is seen when it and every cell of its line after the eye are clear.
   */
  readonly revealBlockers?: boolean;
}

/** Options of `computeFov`. */
export interface FovOptions extends RaycastFovOptions {
  /** Which method to use; `'recursive'` when absent. Square grids only. */
  readonly algorithm?: FovAlgorithm;
  /**
   * 8 (the default): square cells. 6: hex cells in doubled-width coordinates (a cell exists where
   * x + y is even; neighbours at (±2, 0) and (±1, ±1)), seen within hex distance `radius` by hex
   * ray casting (see `hexFov`); `algorithm` must then be absent.
   */
  readonly topology?: 6 | 8;
  /** `'raycast'` only: see {@link RaycastFovOptions.revealBlockers}. */
  readonly revealBlockers?: boolean;
}
