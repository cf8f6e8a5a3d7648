import type { DiamondScratch } from './diamond.js';
import type { MrpasScratch } from './mrpas.js';
import type { PermissiveScratch } from './permissive.js';
import { fillReach } from './reach.js';

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
 * grow.
 */
export class FovScratch {
  /** `reach[d]`: the widest lateral offset inside the radius at depth d (see `fillReach`). */
  reach = new Int32Array(64);
  /** The radius and longer map side `reach` was filled for, and its deepest row. */
  private reachRadius = -1;
  private reachLimit = -1;
  private reachDeepest = -1;
  /** The shadowcasters' stack of pending windows or rows, 9 ints each. */
  stack = new Int32Array(9 * 64);
  /** Ray casting's line buffer: x, y pairs. */
  points = new Int32Array(128);
  /** The permissive scan's views and bumps, made on its first use. */
  permissive: PermissiveScratch | undefined;
  /** MRPAS's obstacle lists, made on its first use. */
  mrpas: MrpasScratch | undefined;
  /** Diamond ray casting's per-cell state, made on its first use. */
  diamond: DiamondScratch | undefined;

  /** Makes the next `reachFor` refill `reach` whatever it last held; returns this. */
  forgetReach(): this {
    this.reachRadius = -1;
    return this;
  }

  /**
   * Makes `reach` hold the table for this radius and a map whose longer side is `limit` (with one
   * spare slot past the deepest row) and returns the deepest row; reuses the last table when both
   * are unchanged.
   */
  reachFor(radius: number, limit: number): number {
    if (radius !== this.reachRadius || limit !== this.reachLimit) {
      if (this.reach.length < limit + 2) this.reach = new Int32Array(limit + 2);
      this.reachDeepest = fillReach(radius, limit, this.reach);
      this.reachRadius = radius;
      this.reachLimit = limit;
    }
    return this.reachDeepest;
  }
}
