import type { Point } from '../grid/types.js';
import { findPathHex } from './find-path-hex.js';
import { STEP_DX, STEP_DY } from './neighbours.js';
import { PathScratch } from './scratch.js';
import type { PathOptions, WalkMap } from './types.js';
import { checkCellArray, checkMap, checkOptions, checkPoint, checkTopology } from './validate.js';

const FN = 'findPath';

/** Smallest nonzero entry of `cost` (the cheapest possible step), 1 if there is none. */
function cheapestStep(cost: Uint8Array): number {
  let min = 255;
  for (let i = 0; i < cost.length; i++) {
    const c = cost[i];
    if (c !== 0 && c < min) {
      min = c;
      if (min === 1) break;
    }
  }
  return min;
}

/**
 * The cheapest walk from `from` to `to`, both included (A* over a bucket queue); `[from]` when they
 * are equal, `null` when `to` is unreachable or either end is not walkable (on a hex map, topology
 * 6, also when either end has x + y odd, which is no cell). Allocates its working memory per call; a
 * `Pathfinder` keeps it between calls.
 */
export function findPath(map: WalkMap, from: Point, to: Point, options?: PathOptions): Point[] | null {
  return findPathWith(new PathScratch(), map, from, to, options);
}

/** `findPath` in the given working memory. */
export function findPathWith(
  scratch: PathScratch,
  map: WalkMap,
  from: Point,
  to: Point,
  options?: PathOptions,
): Point[] | null {
  const n = checkMap(map, FN);
  const opts = checkOptions(options, FN);
  const topology = checkTopology(opts.topology, FN);
  const { cost } = opts;
  checkCellArray(cost, n, 'cost', FN);
  if (cost !== undefined && !(cost instanceof Uint8Array))
    throw new RangeError(`${FN}: cost must be a Uint8Array`);
  const start = checkPoint(map, from, 'from', FN);
  const goal = checkPoint(map, to, 'to', FN);
  const { width, height, walkable } = map;
  if (walkable[start] === 0 || walkable[goal] === 0) return null;
  if (cost !== undefined && (cost[start] === 0 || cost[goal] === 0)) return null;
  if (topology === 6)
    return findPathHex(scratch, map, from, to, cost, cost === undefined ? 1 : cheapestStep(cost));
  if (start === goal) return [{ x: from.x, y: from.y }];

  // h = (cheapest step) x (fewest steps): Chebyshev distance for 8-way, Manhattan for 4-way.
  // Each step changes h by at most one cheapest step and costs at least that, so h is consistent.
  const unit = cost === undefined ? 1 : cheapestStep(cost);
  const tx = to.x;
  const ty = to.y;
  const gen = scratch.nextGeneration(n);
  const op = scratch.opened;
  const cl = scratch.closed;
  const gs = scratch.g;
  const par = scratch.parent;
  const heap = scratch.open;

  gs[start] = 0;
  op[start] = gen;
  par[start] = -1;
  const sdx = Math.abs(from.x - tx);
  const sdy = Math.abs(from.y - ty);
  const h0 = unit * (topology === 8 ? Math.max(sdx, sdy) : sdx + sdy);
  heap.reset(h0);
  heap.push(start, h0);
  let found = false;
  while (heap.length > 0) {
    const i = heap.pop();
    if (cl[i] === gen) continue; // a stale entry, superseded by a cheaper one
    cl[i] = gen;
    if (i === goal) {
      found = true;
      break;
    }
    const gi = gs[i];
    const x = i % width;
    const y = (i - x) / width;
    for (let k = 0; k < topology; k++) {
      const nx = x + STEP_DX[k];
      const ny = y + STEP_DY[k];
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (walkable[j] === 0 || cl[j] === gen) continue;
      let step = 1;
      if (cost !== undefined) {
        step = cost[j];
        if (step === 0) continue;
      }
      const gj = gi + step;
      if (op[j] === gen && gj >= gs[j]) continue;
      op[j] = gen;
      gs[j] = gj;
      par[j] = i;
      const dx = nx > tx ? nx - tx : tx - nx;
      const dy = ny > ty ? ny - ty : ty - ny;
      const h = topology === 8 ? (dx > dy ? dx : dy) : dx + dy;
      heap.push(j, gj + unit * h);
    }
  }
  if (!found) return null;

  let length = 0;
  for (let i = goal; i !== -1; i = par[i]) length++;
  const path: Point[] = new Array<Point>(length);
  for (let i = goal, k = length - 1; i !== -1; i = par[i], k--) {
    const x = i % width;
    path[k] = { x, y: (i - x) / width };
  }
  return path;
}
