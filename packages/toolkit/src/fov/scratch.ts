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
   * When given, already cleared: how much of each cell is seen (0..1). The permissive algorithm
   * fills it itself; for the others computeFov copies the mask (1 where seen).
   */
  readonly visibility?: Float32Array;
}

/**
 * The working memory of the field-of-view algorithms, held by a `Fov` (see `createFov`) so that
 * repeated calls allocate nothing; the plain functions share one (see run.ts). Buffers only
 * grow, and each method writes what it reads before reading it.
 */
export class FovScratch {
  /** `reach[d]`: the widest lateral offset inside the radius at depth d (see `reachFor`). */
  reach = new Int32Array(64);
  /** The shadowcasters' stack of pending windows or rows, 9 ints each. */
  stack = new Int32Array(576);
  /** Ray casting's line buffer: x, y pairs. */
  points = new Int32Array(128);
  /** The permissive scan's views and bumps, made on its first use. */
  declare permissive?: PermissiveScratch;
  /** MRPAS's obstacle lists, made on its first use. */
  declare mrpas?: MrpasScratch;
  /** Diamond ray casting's per-cell state, made on its first use. */
  declare diamond?: DiamondScratch;
}
