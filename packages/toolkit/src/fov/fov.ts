import type { Point } from '../grid/types.js';
import { diamondScan } from './diamond.js';
import { hexScan } from './hex.js';
import { mrpasScan } from './mrpas.js';
import { permissiveScan } from './permissive.js';
import { raycastScan, rayScanFor } from './raycast.js';
import { recursiveScan } from './recursive.js';
import { checkOptionKeys } from '../check-options.js';
import { FOV_KEYS, runFov, type FovScan } from './run.js';
import { FovScratch } from './scratch.js';
import { symmetricScan } from './symmetric.js';
import type { FovAlgorithm, FovOptions, OpacityMap } from './types.js';

/** Each square-grid algorithm's scan. */
const ALGORITHMS: Readonly<Record<FovAlgorithm, FovScan>> = {
  recursive: recursiveScan,
  symmetric: symmetricScan,
  raycast: raycastScan,
  permissive: permissiveScan,
  mrpas: mrpasScan,
  diamond: diamondScan,
};

/** The option keys computeFov takes. */
const COMPUTE_FOV_KEYS: readonly string[] = [...FOV_KEYS, 'algorithm', 'topology', 'revealBlockers'];

/**
 * The cells `origin` sees within `radius` (`dx*dx + dy*dy <= radius*radius`) as a `width * height`
 * mask, nonzero = visible; fills and returns `options.out` when given, and fills
 * `options.visibility` (how much of each cell is seen) when given. `direction` and `angle` cut it
 * to a cone; `topology: 6` reads the map as a hex grid. Allocates nothing but the mask (none when
 * `out` is given): its working memory is shared by the plain calls.
 */
export function computeFov(map: OpacityMap, origin: Point, radius: number, options?: FovOptions): Uint8Array {
  return computeFovWith(undefined, map, origin, radius, options);
}

/** `computeFov` with working memory of its own. */
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

/** `computeFov` in the given working memory (the plain calls' shared one when undefined). */
function computeFovWith(
  scratch: FovScratch | undefined,
  map: OpacityMap,
  origin: Point,
  radius: number,
  options: FovOptions | undefined,
): Uint8Array {
  checkOptionKeys('computeFov', options, COMPUTE_FOV_KEYS);
  const algorithm = options?.algorithm;
  const topology = options?.topology;
  if (options?.revealBlockers !== undefined && algorithm !== 'raycast') {
    throw new RangeError(
      `computeFov: revealBlockers is an option of algorithm 'raycast' only (algorithm is ${algorithm === undefined ? "'recursive', the default" : `'${String(algorithm)}'`})`,
    );
  }
  if (topology !== undefined && topology !== 6 && topology !== 8) {
    throw new RangeError(`computeFov: topology must be 6 (hex) or 8 (square), got ${String(topology)}`);
  }
  if (topology === 6) {
    if (algorithm !== undefined) {
      throw new RangeError(
        `computeFov: topology 6 (hex) has one method, hex ray casting; leave out algorithm (got '${String(algorithm)}')`,
      );
    }
    // runFov's flags: 2 hex, 4 keys checked here.
    return runFov('computeFov', hexScan, map, origin, radius, options, 2 | 4, scratch);
  }
  const scan = ALGORITHMS[algorithm ?? 'recursive'];
  if (typeof scan !== 'function' || !Object.hasOwn(ALGORITHMS, algorithm ?? 'recursive')) {
    throw new RangeError(
      `computeFov: unknown algorithm '${String(algorithm)}' (expected ${Object.keys(ALGORITHMS).join(', ')})`,
    );
  }
  // runFov's flags: 1 the method fills visibility (permissive), 4 keys checked here.
  const flags = algorithm === 'permissive' ? 1 | 4 : 4;
  const method = algorithm === 'raycast' ? rayScanFor('computeFov', options) : scan;
  return runFov('computeFov', method, map, origin, radius, options, flags, scratch);
}
