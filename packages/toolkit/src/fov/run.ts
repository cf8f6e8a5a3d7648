import { checkOptionKeys, describe, fail } from '../check-options.js';
import type { Point } from '../grid/types.js';
import { applyCone } from './cone.js';
import { FovScratch, type FovJob } from './scratch.js';
import type { FovAlgorithmOptions, OpacityMap } from './types.js';
import { validateFovArgs } from './validate.js';

/**
 * One field-of-view method: marks what the eye sees in the job's cleared mask, in the given working
 * memory; `fn` names the public function for an error only the method checks (hex: the eye's cell).
 */
export type FovScan = (job: FovJob, scratch: FovScratch, fn: string) => void;

/**
 * The plain functions' working memory (computeFov, recursiveFov, …, when no `Fov` holds one).
 * Module-private and never returned: each call refills the reach table and the methods write
 * every other part of it before reading it, and no user code runs while a call holds it (nothing
 * here calls back), so a result never depends on an earlier call.
 */
const plainScratch = new FovScratch();

/** runFov flag: the method fills `visibility` itself (else it gets 1 where the mask is set). */
export const FILLS_VISIBILITY = 1;
/** runFov flag: the map is a doubled-width hex grid (cones place its cells at their true spacing). */
export const HEX = 2;
/** runFov flag: the caller has checked the option keys against a longer list (computeFov). */
export const KEYS_CHECKED = 4;

/** The option keys every field-of-view function takes. */
export const FOV_KEYS: readonly string[] = ['out', 'visibility', 'direction', 'angle'];

/**
 * Runs `scan` for a field-of-view function named `fn` after checking its arguments (the option
 * keys against FOV_KEYS unless `flags` has KEYS_CHECKED; a cone needs both direction and angle,
 * valid): clears or makes the mask, clears `visibility`, marks what the eye sees, fills
 * `visibility` with 1 where seen unless FILLS_VISIBILITY, and cuts the result to the cone.
 * `scratch` undefined means the plain functions' shared working memory.
 */
export function runFov(
  fn: string,
  scan: FovScan,
  map: OpacityMap,
  origin: Point,
  radius: number,
  options: FovAlgorithmOptions | undefined,
  flags = 0,
  scratch = plainScratch,
): Uint8Array {
  if (!(flags & KEYS_CHECKED)) checkOptionKeys(fn, options, FOV_KEYS);
  const { out, visibility, direction, angle } = options ?? {};
  validateFovArgs(fn, map, origin, radius, out, visibility);
  const cone = direction !== undefined || angle !== undefined;
  if (cone && !(Number.isFinite(direction) && typeof angle === 'number' && angle >= 0 && angle <= 360)) {
    fail(
      fn,
      `a cone needs both direction (finite) and angle (0 to 360) in degrees, got direction ${describe(direction)} and angle ${describe(angle)}`,
    );
  }
  const { width, height, opaque } = map;
  const { x, y } = origin;
  const mask = out ? out.fill(0) : new Uint8Array(width * height);
  visibility?.fill(0);
  scan({ opaque, width, height, x, y, radius, out: mask, visibility }, scratch, fn);
  // The other methods see a cell whole or not at all.
  if (visibility && !(flags & FILLS_VISIBILITY)) visibility.set(mask);
  if (cone && (angle as number) < 360) {
    applyCone(mask, visibility, width, x, y, direction as number, angle as number, flags & HEX);
  }
  return mask;
}
