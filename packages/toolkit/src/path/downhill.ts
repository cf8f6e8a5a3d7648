import type { Point } from '../grid/types.js';
import { HEX_DX, HEX_DY } from './hex.js';
import { STEP_DX, STEP_DY } from './neighbours.js';
import type { Topology, WalkMap } from './types.js';
import {
  checkCellArray,
  checkCellMask,
  checkMap,
  checkOptions,
  checkPoint,
  checkTopology,
} from './validate.js';

const FN = 'downhill';
const KEYS = ['topology', 'blocked'] as const;

/** Options of {@link downhill}. */
export interface DownhillOptions {
  /** Movement rule; 8 unless given (use the topology the distances were computed with). */
  readonly topology?: Topology;
  /**
   * Cells not to step onto, on top of `walkable` (other creatures): a `Uint8Array` of one entry
   * per cell (nonzero = blocked) or a function of the cell (true = blocked), as for `findPath`.
   */
  readonly blocked?: Uint8Array | ((x: number, y: number) => boolean);
}

/**
 * The walkable, unblocked neighbour of `from` with the lowest value in `distances` (a
 * {@link dijkstraMap} result), if it is strictly lower than the value at `from`; otherwise null (at
 * a goal, or where no such neighbour has a value). Ties go to the first in the order N, E, S, W,
 * NE, SE, SW, NW; on a hex map (topology 6) the neighbours are (±2, 0) and (±1, ±1), ties to the
 * first of NW, NE, E, SE, SW, W.
 */
export function downhill(
  map: WalkMap,
  distances: Float64Array,
  from: Point,
  options?: DownhillOptions,
): Point | null {
  const n = checkMap(map, FN);
  if (!(distances instanceof Float64Array)) {
    const swapped = from instanceof Float64Array;
    throw new TypeError(
      `${FN}: distances must be a Float64Array${swapped ? ' (distances and from look swapped: downhill(map, distances, from))' : ''}`,
    );
  }
  checkCellArray(distances, n, 'distances', FN);
  const here = checkPoint(map, from, 'from', FN);
  const opts = checkOptions(options, FN, KEYS);
  const steps = checkTopology(opts.topology, FN);
  const { blocked } = opts;
  checkCellMask(blocked, n, 'blocked', FN);
  const { width, height, walkable } = map;
  const { x, y } = from;
  let best = distances[here];
  let bestIndex = -1;
  const stepX = steps === 6 ? HEX_DX : STEP_DX;
  const stepY = steps === 6 ? HEX_DY : STEP_DY;
  for (let k = 0; k < steps; k++) {
    const nx = x + stepX[k];
    const ny = y + stepY[k];
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
    const j = ny * width + nx;
    if (walkable[j] === 0 || !(distances[j] < best)) continue;
    if (blocked !== undefined && (typeof blocked === 'function' ? blocked(nx, ny) : blocked[j] !== 0))
      continue;
    best = distances[j];
    bestIndex = j;
  }
  if (bestIndex === -1) return null;
  const bx = bestIndex % width;
  return { x: bx, y: (bestIndex - bx) / width };
}
