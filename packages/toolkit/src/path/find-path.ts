import type { Point } from '../grid/types.js';
import { checkGridArray } from '../grid/check.js';
import { corridorSearch } from './find-path-corridors.js';
import { HEX_DX, HEX_DY } from './hex.js';
import { STEP_DX, STEP_DY } from './neighbours.js';
import { SearchScratch } from './scratch.js';
import type { PathOptions, WalkMap } from './types.js';
import { checkCellMask, checkMap, checkOptions, checkPoint, checkTopology, extraCostOf } from './validate.js';

const FN = 'findPath';
const KEYS = ['topology', 'cost', 'blocked', 'extraCost'] as const;

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
 * The working memory of the plain `findPath`: module-private, never returned, grown (never shrunk)
 * to the largest map seen. A call starts a new search generation in it, so nothing an earlier
 * search wrote is read (every cell is initialised when the search first opens it). It is never
 * held across a call into user code: a search that asks a `blocked` or `extraCost` function works
 * in a SearchScratch of its own instead (see findPath).
 */
let shared: SearchScratch | undefined;

/**
 * The cheapest walk from `from` to `to`, both included (A* over buckets of f = g + h); `[from]` when they
 * are equal, `null` when `to` is unreachable or either end is not walkable (on a hex map, topology
 * 6, also when either end has x + y odd, which is no cell). `blocked` cells are never passed
 * through; `to` may be one (the walk ends there), `from` is never asked.
 */
export function findPath(map: WalkMap, from: Point, to: Point, options?: PathOptions): Point[] | null {
  return findPathWith(undefined, map, from, to, options);
}

/** `findPath` in the given working memory (undefined: the plain call's, see `shared`). */
export function findPathWith(
  scratch: SearchScratch | undefined,
  map: WalkMap,
  from: Point,
  to: Point,
  options?: PathOptions,
): Point[] | null {
  const n = checkMap(map, FN, from);
  const opts = checkOptions(options, FN, KEYS);
  const topology = checkTopology(opts.topology, FN);
  const { cost, blocked, extraCost } = opts;
  checkGridArray(cost, n, 'cost', FN);
  checkCellMask(blocked, n, 'blocked', FN);
  checkCellMask(extraCost, n, 'extraCost', FN);
  const start = checkPoint(map, from, 'from', FN);
  const goal = checkPoint(map, to, 'to', FN);
  const { width, height, walkable } = map;
  if (walkable[start] === 0 || walkable[goal] === 0) return null;
  if (cost !== undefined && (cost[start] === 0 || cost[goal] === 0)) return null;
  const hex = topology === 6;
  if (hex && ((from.x + from.y) & 1 || (to.x + to.y) & 1)) return null;
  if (start === goal) return [{ x: from.x, y: from.y }];

  if (topology === 4 && cost === undefined && blocked === undefined && extraCost === undefined) {
    return corridorSearch(scratch ?? (shared ??= new SearchScratch()), map, start, goal);
  }

  // h = (cheapest step) x (fewest steps): Chebyshev distance for 8-way, Manhattan for 4-way, hex
  // distance for 6. Each step changes h by at most one cheapest step and costs at least that (extra
  // costs only add), so h is consistent.
  const unit = cost === undefined ? 1 : cheapestStep(cost);
  const dxs = hex ? HEX_DX : STEP_DX;
  const dys = hex ? HEX_DY : STEP_DY;
  const blockMask = blocked instanceof Uint8Array ? blocked : undefined;
  const blockFn = typeof blocked === 'function' ? blocked : undefined;
  const extraMask = extraCost instanceof Uint8Array ? extraCost : undefined;
  const extraFn = typeof extraCost === 'function' ? extraCost : undefined;
  const tx = to.x;
  const ty = to.y;
  // Every argument has been read; from here on the search calls no user code but these functions,
  // and a search that calls them gets a buffer of its own rather than the shared one.
  const memory = scratch ?? (blockFn || extraFn ? new SearchScratch() : (shared ??= new SearchScratch()));
  const gen = memory.nextGeneration(n);
  const op = memory.opened;
  const cl = memory.closed;
  const gs = memory.g;
  const par = memory.parent;
  const steps = memory.step;
  // The open set keyed by f = g + h: a ring of 1024 buckets, each a list of entries, the latest
  // pushed first. With a consistent h, f never drops below the key last popped, and a step raises
  // it by at most its cost (<= 255 + 255) plus one cheapest step (<= 255), so 1024 suffice.
  const head = memory.heads(1024);
  let items = memory.items;
  let link = memory.link;
  let f = unit * fewestSteps(topology, from.x - tx, from.y - ty);
  gs[start] = 0;
  op[start] = gen;
  par[start] = -1;
  items[0] = start;
  link[0] = -1;
  head[f & 1023] = 0;
  let used = 1;
  let size = 1;
  let found = false;
  while (size > 0) {
    while (head[f & 1023] === -1) f++;
    const e = head[f & 1023];
    head[f & 1023] = link[e];
    size--;
    const i = items[e];
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
      const nx = x + dxs[k];
      const ny = y + dys[k];
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (walkable[j] === 0 || cl[j] === gen) continue;
      if (op[j] !== gen) {
        // First sight of j in this search: work out once what entering it costs (0 = never).
        let step = cost === undefined ? 1 : cost[j];
        if (step !== 0 && j !== goal) {
          if (blockMask !== undefined ? blockMask[j] !== 0 : blockFn !== undefined && blockFn(nx, ny))
            step = 0;
        }
        if (step !== 0) {
          if (extraMask !== undefined) step += extraMask[j];
          else if (extraFn !== undefined) step += extraCostOf(extraFn, nx, ny, FN);
        }
        op[j] = gen;
        steps[j] = step;
        gs[j] = Infinity;
      }
      const step = steps[j];
      if (step === 0) continue;
      const gj = gi + step;
      if (gj >= gs[j]) continue;
      gs[j] = gj;
      par[j] = i;
      if (used === items.length) {
        memory.grow();
        items = memory.items;
        link = memory.link;
      }
      const b = (gj + unit * fewestSteps(topology, nx - tx, ny - ty)) & 1023;
      items[used] = j;
      link[used] = head[b];
      head[b] = used++;
      size++;
    }
  }
  head.fill(-1, 0, 1024); // leave every bucket empty for the next search
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

/**
 * The fewest steps between two cells `dx`, `dy` apart: Chebyshev distance for 8-way, Manhattan for
 * 4-way, and for hex (doubled-width, both cells with x + y even) |dy| plus whatever column gap the
 * row steps leave, two columns a step.
 */
function fewestSteps(topology: number, dx: number, dy: number): number {
  const ax = dx < 0 ? -dx : dx;
  const ay = dy < 0 ? -dy : dy;
  if (topology === 8) return ax > ay ? ax : ay;
  if (topology === 4) return ax + ay;
  return ax > ay ? ay + (ax - ay) / 2 : ay;
}
