import type { Point } from '../grid/types.js';
import { raycastFov } from './raycast.js';
import { recursiveFov } from './recursive.js';
import { symmetricFov } from './symmetric.js';
import type { FovOptions, OpacityMap } from './types.js';
import { validateFovArgs } from './validate.js';

/**
 * The cells `origin` sees within `radius` (`dx*dx + dy*dy <= radius*radius`) as a `width * height`
 * mask, nonzero = visible; fills and returns `options.out` when given, allocating nothing.
 */
export function computeFov(map: OpacityMap, origin: Point, radius: number, options?: FovOptions): Uint8Array {
  const algorithm = options?.algorithm ?? 'recursive';
  const out = options?.out;
  validateFovArgs(map, origin, radius, algorithm, out);
  const { width, height, opaque } = map;
  let mask: Uint8Array;
  if (out === undefined) {
    mask = new Uint8Array(width * height);
  } else {
    mask = out;
    mask.fill(0);
  }
  if (algorithm === 'recursive') recursiveFov(opaque, width, height, origin.x, origin.y, radius, mask);
  else if (algorithm === 'symmetric') symmetricFov(opaque, width, height, origin.x, origin.y, radius, mask);
  else raycastFov(opaque, width, height, origin.x, origin.y, radius, mask);
  return mask;
}
