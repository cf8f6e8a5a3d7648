import type { DiamondScratch } from './diamond.js';
import type { MrpasScratch } from './mrpas.js';
import type { PermissiveScratch } from './permissive.js';

/** One field-of-view computation: the map, the eye at (x, y), the radius and the cleared mask to mark. */
export interface FovJob {
  readonly opaque: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  /** Already cleared; visible cells are set to 1. */
  readonly out: Uint8Array;
  /**
   * When given, how much of each cell is seen (0..1), filled by the methods that report it (the
   * permissive scan, which clears it first); for the others runFov copies the mask (1 where seen).
   */
  readonly visibility?: Float32Array;
}

/**
 * The working memory of the field-of-view algorithms, held by a `Fov` (see `createFov`) so that
 * repeated calls allocate nothing; the plain functions share one (see run.ts). Buffers only
 * grow, and each method writes what it reads before reading it. Its fields are made when first
 * needed (hex field of view needs none), so the class itself is a few bytes in a bundle.
 */
export class FovScratch {
  /**
   * `reach[d]`: the widest lateral offset inside the radius at depth d. Made and filled by
   * `reachFor`, which the methods that read it (all square-grid ones but ray casting and diamond,
   * which test the radius as they go) call before they read anything here.
   */
  declare reach: Int32Array;
  /** The shadowcasters' stack of pending windows or rows, 9 ints each, made on its first use. */
  declare stack?: Int32Array;
  /** The permissive scan's views and bumps, made on its first use. */
  declare permissive?: PermissiveScratch;
  /** MRPAS's obstacle lists, made on its first use. */
  declare mrpas?: MrpasScratch;
  /** Diamond ray casting's per-cell state, made on its first use. */
  declare diamond?: DiamondScratch;
}
