import { checkOptionKeys, describe, fail, must } from '../check-options.js';
import { checkCell, checkGridArray, checkSize } from '../grid/check.js';
import type { Point } from '../grid/types.js';
import { applyCone } from './cone.js';
import type { FovJob, FovScratch } from './scratch.js';
import type { FovAlgorithmOptions, OpacityMap } from './types.js';

/**
 * One field-of-view method: marks what the eye sees in the job's cleared mask, in the given working
 * memory; `fn` names the public function for an error only the method checks (hex: the eye's cell).
 */
export type FovScan = (job: FovJob, scratch: FovScratch, fn: string) => void;

/**
 * The plain functions' working memory (computeFov, recursiveFov, …, when no `Fov` holds one).
 * Module-private and never returned: each call refills the reach table and the methods write
 * every other part of it before reading it, and no user code runs while a call holds it (nothing
 * here calls back), so a result never depends on an earlier call. A plain object: FovScratch's
 * fields are all made on first use, so this is one, and a bundle of a method that needs no memory
 * (hex) carries no class.
 */
const plainScratch: FovScratch = {} as FovScratch;

/*
 * runFov's flags, written as bare numbers where used (tsc keeps a const enum's name under
 * isolatedModules, and a bundle would carry it): 1, the method clears and fills `visibility` itself
 * (else it gets the mask: 1 where seen, 0 elsewhere); 2, the map is a doubled-width hex grid (cones place its cells at
 * their true spacing); 4, the caller has checked the option keys against a longer list (computeFov).
 */

/** The option keys every field-of-view function takes. */
export const FOV_KEYS: readonly string[] = ['out', 'visibility', 'direction', 'angle'];

/**
 * Runs `scan` for a field-of-view function named `fn` after checking its arguments, each error
 * naming `fn` and the first thing wrong: the option keys (against FOV_KEYS unless `flags` has
 * 4), the map (arguments that look swapped, a point first or a map second, are named as
 * such), its size and opacity array, the origin, the radius, `out` and `visibility`, and the cone
 * (both direction and angle, valid). Then clears or makes the mask, marks what
 * the eye sees, fills `visibility` with 1 where seen unless `flags` has 1, and cuts the result to
 * the cone. `scratch` undefined means the plain functions' shared working memory. The checks are
 * written here, terse, because every single-method import carries them.
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
  if (!(flags & 4)) checkOptionKeys(fn, options, FOV_KEYS);
  const { out, visibility, direction, angle } = options ?? {};
  // Optional chaining reads nothing from null and undefined, and numbers and strings have no such
  // fields, so these hold only for objects.
  if (!map?.opaque) {
    fail(
      fn,
      (map as Partial<Point> | undefined)?.x !== undefined ||
        (origin as Partial<OpacityMap> | undefined)?.opaque
        ? 'the arguments look swapped: expected (map, origin, radius)'
        : `the map must be an object { width, height, opaque }, got ${describe(map)}`,
      TypeError,
    );
  }
  const { width, height, opaque } = map;
  const n = checkSize(width, height, fn);
  checkGridArray(opaque, n, 'opaque', fn, Uint8Array, false);
  checkCell(origin, width, height, 'origin', fn);
  must(typeof radius === 'number' && radius >= 0, fn, 'radius', 'a number >= 0', radius);
  checkGridArray(out, n, 'out', fn);
  checkGridArray(visibility, n, 'visibility', fn, Float32Array);
  const cone = direction !== undefined || angle !== undefined;
  if (
    cone &&
    !([direction, angle].every(Number.isFinite) && (angle as number) >= 0 && (angle as number) <= 360)
  ) {
    fail(
      fn,
      `a cone needs both direction (finite) and angle (0 to 360) in degrees, got direction ${describe(direction)} and angle ${describe(angle)}`,
    );
  }
  const { x, y } = origin;
  const mask = out?.fill(0) ?? new Uint8Array(n);
  scan({ opaque, width, height, x, y, radius, out: mask, visibility }, scratch, fn);
  // The other methods see a cell whole or not at all (permissive clears and fills it itself).
  if (visibility && !(flags & 1)) visibility.set(mask);
  // A 360 degree cone clears nothing (no centre is more than 180 degrees off the axis).
  if (cone) {
    applyCone(mask, visibility, width, x, y, direction as number, angle as number, flags & 2);
  }
  return mask;
}
