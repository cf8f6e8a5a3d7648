import { checkOptionKeys, must } from '../check-options.js';
import type { Point } from '../grid/types.js';
import { FOV_KEYS, runFov, type FovScan } from './run.js';
import type { OpacityMap, RaycastFovOptions } from './types.js';

/** The option keys raycastFov takes. */
const RAYCAST_KEYS: readonly string[] = [...FOV_KEYS, 'revealBlockers'];

/**
 * Ray casting: marks in `out` (already cleared) every cell within the radius whose symmetric
 * Bresenham line from the origin (the cells `line` gives) crosses no opaque cell strictly between
 * its two ends; with `hide`, not the opaque cells either (but the eye's). Needs no working memory:
 * each line is walked, not stored, and left at its first opaque cell.
 */
const rayScan =
  (hide: boolean): FovScan =>
  (job) => {
    const { opaque, width, height, x: ox, y: oy, radius, out } = job;
    const r = Math.floor(radius);
    const r2 = radius * radius;
    // Math.floor(Infinity) stays Infinity; the max and min cut the box to the map.
    const y1 = Math.min(oy + r, height - 1);
    const x0 = Math.max(ox - r, 0);
    const x1 = Math.min(ox + r, width - 1);
    for (let y = Math.max(oy - r, 0); y <= y1; y++) {
      cells: for (let x = x0; x <= x1; x++) {
        // The line is traced from the lexicographically smaller end, as `lineInto` traces it, so the
        // halfway ties fall the same way both ways; the order of the cells does not matter here.
        const swap = x < ox || (x === ox && y < oy);
        // The smaller end comes first, so x never decreases; y moves by `down` per row.
        const dx = swap ? ox - x : x - ox;
        const sdy = swap ? oy - y : y - oy;
        if (dx * dx + sdy * sdy > r2) continue;
        const dy = sdy < 0 ? -sdy : sdy;
        const down = sdy < 0 ? -width : width;
        const xMajor = dx >= dy;
        const major = xMajor ? dx : dy;
        const twoMinor = 2 * (xMajor ? dy : dx);
        // One step along the major axis, and the minor axis's step taken when the offset grows.
        const step = xMajor ? 1 : down;
        const side = xMajor ? down : 1;
        // The minor offset at step i is round(i * minor / major), halves away from the start; e
        // tracks 2 * i * minor + major - offset * 2 * major.
        let e = major;
        let k = swap ? y * width + x : oy * width + ox;
        for (let i = 1; i < major; i++) {
          e += twoMinor;
          k += step;
          if (e >= 2 * major) {
            e -= 2 * major;
            k += side;
          }
          if (opaque[k]) continue cells;
        }
        const i = y * width + x;
        if (!(hide && opaque[i] && major)) out[i] = 1;
      }
    }
  };

/** Ray casting's scan, showing the opaque cell that stops a line (see rayScan). */
export const raycastScan = rayScan(false);

/** Ray casting's scan for `revealBlockers: false`, showing clear cells only (see rayScan). */
const raycastClearScan = rayScan(true);

/**
 * Ray casting on its own, importable without the other methods: the same as
 * `computeFov(map, origin, radius, { algorithm: 'raycast', ...options })`.
 */
export function raycastFov(
  map: OpacityMap,
  origin: Point,
  radius: number,
  options?: RaycastFovOptions,
): Uint8Array {
  const fn = 'raycastFov';
  checkOptionKeys(fn, options, RAYCAST_KEYS);
  // runFov's flag 4: the keys are checked here.
  return runFov(fn, rayScanFor(fn, options), map, origin, radius, options, 4);
}

/** The ray-casting scan `options.revealBlockers` asks for, after checking it is a boolean if given. */
export function rayScanFor(fn: string, options: RaycastFovOptions | undefined): FovScan {
  const reveal = options?.revealBlockers;
  must(typeof (reveal ?? true) === 'boolean', fn, 'revealBlockers', 'a boolean', reveal);
  return reveal === false ? raycastClearScan : raycastScan;
}
