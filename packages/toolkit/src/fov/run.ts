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

/** Throws a RangeError unless `direction` and `angle` are both absent or both valid; returns whether a cone applies. */
export function checkCone(fn: string, direction: unknown, angle: unknown): boolean {
  if (direction === undefined && angle === undefined) return false;
  const bad =
    direction === undefined || angle === undefined
      ? `a cone needs both direction and angle (degrees), got only ${direction === undefined ? 'angle' : 'direction'}`
      : typeof direction !== 'number' || !Number.isFinite(direction)
        ? `direction must be a finite number of degrees, got ${String(direction)}`
        : typeof angle !== 'number' || !(angle >= 0 && angle <= 360)
          ? `angle must be a number of degrees from 0 to 360, got ${String(angle)}`
          : '';
  if (bad) fail(fn, bad);
  return (angle as number) < 360;
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
  const out = options?.out;
  const visibility = options?.visibility;
  validateFovArgs(fn, map, origin, radius, out, visibility);
  if (hex && ((origin.x + origin.y) & 1) !== 0) {
    fail(
      fn,
      `origin (${origin.x}, ${origin.y}) is not a hex cell (doubled-width coordinates need x + y even)`,
    );
  }
  const direction = options?.direction ?? 0;
  const angle = options?.angle ?? 360;
  const cone = checkCone(fn, options?.direction, options?.angle);
  const { width, height, opaque } = map;
  let mask: Uint8Array;
  if (out === undefined) {
    mask = new Uint8Array(width * height);
  } else {
    mask = out;
    mask.fill(0);
  }
  visibility?.fill(0);
  let memory = scratch;
  if (memory === undefined) {
    memory = plainScratch;
    memory.forgetReach();
  }
  scan({ opaque, width, height, x: origin.x, y: origin.y, radius, out: mask, visibility }, memory);
  if (visibility !== undefined && !fillsVisibility) {
    // The other methods see a cell whole or not at all.
    for (let i = 0; i < mask.length; i++) visibility[i] = mask[i] !== 0 ? 1 : 0;
  }
  if (cone) {
    // Hex cells sit sqrt(3)/2 apart across a column and 3/2 apart down a row.
    const limit = width > height ? width : height;
    const steps = hex ? 2 * radius : radius;
    const reach = steps >= limit ? limit : Math.floor(steps);
    const sx = hex ? Math.sqrt(3) / 2 : 1;
    const sy = hex ? 1.5 : 1;
    applyCone(mask, visibility, width, height, origin.x, origin.y, reach, direction, angle, sx, sy);
  }
  return mask;
}
