import { checkOptionKeys, describe, fail, must } from '../check-options.js';
import { checkCell, checkGridArray, checkSize } from '../grid/check.js';
import type { Point } from '../grid/types.js';
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

/** Degrees to radians. */
const RAD = Math.PI / 180;

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
export const runFov = (
  fn: string,
  scan: FovScan,
  map: OpacityMap,
  origin: Point,
  radius: number,
  options: FovAlgorithmOptions | undefined,
  flags = 0,
  scratch = plainScratch,
): Uint8Array => {
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
  // Not passed as required: the map check above has seen that opaque is there (truthy).
  checkGridArray(opaque, n, 'opaque', fn);
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
  // The cone, written here (no second function, no second pass of its arguments): every marked
  // cell whose centre lies outside the cone from the eye facing `direction` degrees, `angle` degrees
  // wide, is cleared from the mask (and `visibility`); the eye's own cell stays. Square cells sit
  // 1 apart; on hex grids (doubled-width coordinates) a row lies sqrt 3 times as far as a column,
  // as their true spacing (sqrt 3 / 2 across, 3 / 2 down) has it. It reads every cell, which costs
  // about what clearing the mask did, and only marked ones further. A 360 degree cone clears
  // nothing (no centre is more than 180 degrees off the axis).
  if (cone) {
    const ux = Math.cos((direction as number) * RAD);
    const uy = Math.sin((direction as number) * RAD);
    // Slack on the edge: a centre within 1e-12 radians of it (far below the angle between two cell
    // directions on any map of sane size) counts as on it, so that cells exactly on the edge (45
    // degrees for a 90 degree cone facing east) are in despite rounding in cos and sin.
    const half = ((angle as number) / 2) * RAD + 1e-12;
    for (let i = n; i--;) {
      if (mask[i]) {
        const dx = (i % width) - x;
        const dy = (((i / width) | 0) - y) * (flags & 2 ? Math.sqrt(3) : 1);
        // The angle between the axis and the centre, from its sine and cosine (exact near 0 and 180).
        if ((dx || dy) && Math.abs(Math.atan2(ux * dy - uy * dx, ux * dx + uy * dy)) > half) {
          mask[i] = 0;
          if (visibility) visibility[i] = 0;
        }
      }
    }
  }
  return mask;
};
