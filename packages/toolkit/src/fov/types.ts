/** A grid of cells that block sight: `opaque[y * width + x]` nonzero means the cell blocks it. */
export interface OpacityMap {
  readonly width: number;
  readonly height: number;
  readonly opaque: Uint8Array;
}

/** The field-of-view methods `computeFov` offers. */
export type FovAlgorithm = 'recursive' | 'symmetric' | 'raycast' | 'permissive' | 'mrpas' | 'diamond';

/** Options of `computeFov`. */
export interface FovOptions {
  /** Which method to use; `'recursive'` when absent. */
  readonly algorithm?: FovAlgorithm;
  /** A `width * height` mask to clear, fill and return instead of allocating a new one. */
  readonly out?: Uint8Array;
  /**
   * A `width * height` array to clear and fill with how much of each cell is seen, 0..1: above 0
   * exactly where the mask is set. `'permissive'` reports the fraction of each cell's area in
   * sight; the other algorithms see cells whole or not at all and report 1 or 0.
   */
  readonly visibility?: Float32Array;
}
