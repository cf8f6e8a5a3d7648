/** A grid of cells that block sight: `opaque[y * width + x]` nonzero means the cell blocks it. */
export interface OpacityMap {
  readonly width: number;
  readonly height: number;
  readonly opaque: Uint8Array;
}

/** The field-of-view methods `computeFov` offers. */
export type FovAlgorithm = 'recursive' | 'symmetric' | 'raycast';

/** Options of `computeFov`. */
export interface FovOptions {
  /** Which method to use; `'recursive'` when absent. */
  readonly algorithm?: FovAlgorithm;
  /** A `width * height` mask to clear, fill and return instead of allocating a new one. */
  readonly out?: Uint8Array;
}
