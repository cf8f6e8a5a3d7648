import type { FovAlgorithm, OpacityMap } from '../fov/types.js';

/** A point light on a cell of the map. */
export interface Light {
  readonly x: number;
  readonly y: number;
  /** Colour as 0xRRGGBB; each channel contributes channel / 255 at full brightness. */
  readonly color: number;
  /** Cells with `dx*dx + dy*dy > radius*radius` get nothing; brightness reaches 0 on the radius. */
  readonly radius: number;
  /** Multiplies the whole contribution; 1 when absent. */
  readonly intensity?: number;
  /** Height H of the lamp above the floor, in cells; `radius / 3` when absent. Lower is tighter. */
  readonly height?: number;
  /** Focus F in [0, 1]: 0 (default) is a bare bulb, 1 a reflector that drops off faster. */
  readonly focus?: number;
}

/** Who looks at the lit map: walls show only the light that falls on faces this viewer sees. */
export interface LightingViewer {
  readonly x: number;
  readonly y: number;
  /**
   * The viewer's field of view as a `width * height` mask, nonzero = visible. When absent it is
   * computed from (x, y) with no radius limit, by the same algorithm as the lights.
   */
  readonly visible?: Uint8Array;
}

/** Light bouncing off lit floor cells onto what they see (rot.js Lighting's reflectivity and passes). */
export interface LightReflection {
  /** How many times light bounces after the direct pass; 0 = direct light only. */
  readonly bounces: number;
  /** Fraction of the light received that a floor cell sends on: one number, or one per cell. */
  readonly reflectivity: number | Float32Array;
  /** Reach of a bounce, in cells; 4 when absent. */
  readonly radius?: number;
  /** A cell re-emits only when the sum of its emitted channels exceeds this; 0.05 when absent. */
  readonly threshold?: number;
}

/** Options of `computeLighting` and `Lighting.compute`. */
export interface LightingOptions {
  /** A `3 * width * height` array to clear, fill and return instead of allocating a new one. */
  readonly out?: Float32Array;
  /** Apply the face rule for walls and leave unlit every cell this viewer does not see. */
  readonly viewer?: LightingViewer;
  /** Field of view run from each light (and the viewer); `'symmetric'` when absent. */
  readonly algorithm?: FovAlgorithm;
  /** Bounced light; none when absent. */
  readonly reflection?: LightReflection;
}

/** Options of `createLighting`. */
export interface CreateLightingOptions {
  /**
   * Keep each light's field of view between calls and compute it again only when `update` names a
   * cell within the light's reach (or the map's size changes): for maps that change a few cells at
   * a time. The caller must then call `update(x, y)` for every cell whose opacity changed. A light
   * gone for up to 32 calls finds its view again when it comes back, and a light keeps two windows
   * of the map with their fields of view, so one whose surroundings go back and forth between two
   * states (a door that shuts and opens turn by turn) reuses both.
   */
  readonly keep?: boolean;
}

/** A lighting calculator that keeps its scratch buffers between calls. */
export interface Lighting {
  /**
   * RGB light per cell, 3 floats per cell (`out[3 * (y * width + x) + channel]`); see
   * `computeLighting`. Once its buffers have grown to the map and radii in use, a call that gets
   * `out` allocates nothing.
   */
  compute(map: OpacityMap, lights: readonly Light[], options?: LightingOptions): Float32Array;
  /**
   * Says that the opacity of cell (x, y) changed since the last call: with `{ keep: true }`, the
   * kept fields of view of lights within reach of it are computed again when next used; without
   * it, there is nothing to forget. Throws RangeError unless x and y are integers.
   */
  update(x: number, y: number): void;
}
