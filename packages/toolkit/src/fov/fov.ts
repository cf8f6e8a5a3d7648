import type { Point } from '../grid/types.js';
import { diamondFov } from './diamond.js';
import { mrpasFov } from './mrpas.js';
import { permissiveFov } from './permissive.js';
import { raycastFov } from './raycast.js';
import { recursiveFov } from './recursive.js';
import { FovScratch, type FovJob } from './scratch.js';
import { symmetricFov } from './symmetric.js';
import type { FovAlgorithm, FovOptions, OpacityMap } from './types.js';
import { validateFovArgs } from './validate.js';

/** Each algorithm marks what the eye sees in the job's cleared mask, using the given working memory. */
const ALGORITHMS: Readonly<Record<FovAlgorithm, (job: FovJob, scratch: FovScratch) => void>> = {
  recursive: recursiveFov,
  symmetric: symmetricFov,
  raycast: raycastFov,
  permissive: permissiveFov,
  mrpas: mrpasFov,
  diamond: diamondFov,
};

/**
 * The cells `origin` sees within `radius` (`dx*dx + dy*dy <= radius*radius`) as a `width * height`
 * mask, nonzero = visible; fills and returns `options.out` when given, and fills
 * `options.visibility` (how much of each cell is seen) when given. Allocates its small working
 * memory per call; a {@link Fov} from {@link createFov} keeps it, and then allocates nothing when
 * `out` is given.
 */
export function computeFov(map: OpacityMap, origin: Point, radius: number, options?: FovOptions): Uint8Array {
  return computeFovWith(new FovScratch(), map, origin, radius, options);
}

/** `computeFov` with working memory kept between calls. */
export interface Fov {
  /** As {@link computeFov}. */
  computeFov(map: OpacityMap, origin: Point, radius: number, options?: FovOptions): Uint8Array;
}

/** A new {@link Fov} with its own working memory. */
export function createFov(): Fov {
  const scratch = new FovScratch();
  return {
    computeFov: (map, origin, radius, options) => computeFovWith(scratch, map, origin, radius, options),
  };
}

/** `computeFov` in the given working memory. */
function computeFovWith(
  scratch: FovScratch,
  map: OpacityMap,
  origin: Point,
  radius: number,
  options: FovOptions | undefined,
): Uint8Array {
  if (options !== undefined && (options === null || typeof options !== 'object')) {
    throw new TypeError(`computeFov: options must be an object, got ${String(options)}`);
  }
  const algorithm = options?.algorithm ?? 'recursive';
  const out = options?.out;
  const visibility = options?.visibility;
  validateFovArgs(map, origin, radius, algorithm, out, visibility);
  const { width, height, opaque } = map;
  let mask: Uint8Array;
  if (out === undefined) {
    mask = new Uint8Array(width * height);
  } else {
    mask = out;
    mask.fill(0);
  }
  visibility?.fill(0);
  ALGORITHMS[algorithm](
    { opaque, width, height, x: origin.x, y: origin.y, radius, out: mask, visibility },
    scratch,
  );
  if (visibility !== undefined && algorithm !== 'permissive') {
    // The other algorithms see a cell whole or not at all.
    for (let i = 0; i < mask.length; i++) visibility[i] = mask[i] !== 0 ? 1 : 0;
  }
  return mask;
}
