import { checkOptionKeys, fail } from '../check-options.js';
import type { Point } from '../grid/types.js';
import { applyCone } from './cone.js';
import { FovScratch, type FovJob } from './scratch.js';
import type { FovAlgorithmOptions, OpacityMap } from './types.js';
import { validateFovArgs } from './validate.js';

/** One field-of-view method: marks what the eye sees in the job's cleared mask, in the given working memory. */
export type FovScan = (job: FovJob, scratch: FovScratch) => void;

/**
 * The plain functions' working memory (computeFov, recursiveFov, …, when no `Fov` holds one).
 * Module-private and never returned: each call resets its reach table (runFov) and the methods
 * write every other part of it before reading it, and no user code runs while a call holds it
 * (nothing here calls back), so a result never depends on an earlier call.
 */
const plainScratch = new FovScratch();

/**
 * Throws a RangeError unless `direction` and `angle` are both absent or both valid (a finite
 * direction, an angle from 0 to 360, in degrees); returns whether a cone applies.
 */
export function checkCone(fn: string, direction: unknown, angle: unknown): boolean {
  if (direction === undefined && angle === undefined) return false;
  if (!(Number.isFinite(direction) && typeof angle === 'number' && angle >= 0 && angle <= 360)) {
    fail(
      fn,
      `a cone needs both direction (finite degrees) and angle (0 to 360 degrees), got direction ${String(direction)} and angle ${String(angle)}`,
    );
  }
  return angle < 360;
}

/** The option keys every field-of-view function takes. */
export const FOV_KEYS: readonly string[] = ['out', 'visibility', 'direction', 'angle'];

/**
 * Runs `scan` for a field-of-view function named `fn` after checking its arguments: clears or
 * makes the mask, clears `visibility`, marks what the eye sees, fills `visibility` with 1 where
 * seen unless the method fills it itself (`fillsVisibility`), and cuts the result to the cone.
 * `scratch` undefined means the plain functions' shared working memory. `hex`: the map is a
 * doubled-width hex grid, whose origin must be a cell (x + y even) and whose radius counts hex steps.
 * `checkKeys`: reject option keys other than FOV_KEYS (computeFov checks its own, longer list).
 */
export function runFov(
  fn: string,
  scan: FovScan,
  fillsVisibility: boolean,
  scratch: FovScratch | undefined,
  map: OpacityMap,
  origin: Point,
  radius: number,
  options: FovAlgorithmOptions | undefined,
  hex = false,
  checkKeys = true,
): Uint8Array {
  if (checkKeys) checkOptionKeys(fn, options, FOV_KEYS);
  const { out, visibility, direction, angle } = options ?? {};
  validateFovArgs(fn, map, origin, radius, out, visibility);
  const { x, y } = origin;
  if (hex && (x + y) & 1) fail(fn, `origin (${x}, ${y}) is not a hex cell (x + y must be even)`);
  const cone = checkCone(fn, direction, angle);
  const { width, height, opaque } = map;
  const mask = out ? out.fill(0) : new Uint8Array(width * height);
  visibility?.fill(0);
  scan({ opaque, width, height, x, y, radius, out: mask, visibility }, scratch ?? plainScratch.forgetReach());
  // The other methods see a cell whole or not at all.
  if (visibility && !fillsVisibility) for (let i = 0; i < mask.length; i++) visibility[i] = mask[i];
  if (cone) {
    // Hex cells sit sqrt(3)/2 apart across a column and 3/2 apart down a row.
    const limit = width > height ? width : height;
    const steps = hex ? 2 * radius : radius;
    applyCone(
      mask,
      visibility,
      width,
      height,
      x,
      y,
      steps >= limit ? limit : Math.floor(steps),
      direction as number,
      angle as number,
      hex ? Math.sqrt(3) / 2 : 1,
      hex ? 1.5 : 1,
    );
  }
  return mask;
}
