import type { Point } from '../grid/types.js';
import { BucketQueue } from './bucket-queue.js';
import { STEP_DX, STEP_DY } from './neighbours.js';
import type { DijkstraMapOptions, WalkMap } from './types.js';
import { checkCellArray, checkMap, checkPoint, checkTopology } from './validate.js';

const FN = 'dijkstraMap';

/**
 * Scratch kept between calls (it only grows): the map copied with a one-cell impassable frame, so
 * the searches need no bounds checks, the padded distances, and the queues. The padded copy holds
 * each cell's entering cost (0 = impassable) and doubles as the visited mark: a cell is zeroed
 * when first reached.
 */
let padCost = new Uint8Array(0);
let padDist = new Float64Array(0);
let queue = new Int32Array(0);
const offsets = new Int32Array(8);
const buckets = new BucketQueue(256); // more buckets than the largest step cost (255)

/**
 * Cost of the cheapest walk from any walkable goal to every cell (goals 0, unreachable,
 * unwalkable and beyond-`maxDistance` cells Infinity); unit steps by BFS, weighted by Dial's buckets.
 */
export function dijkstraMap(
  map: WalkMap,
  goals: readonly Point[],
  options: DijkstraMapOptions = {},
): Float64Array {
  const n = checkMap(map, FN);
  const topology = checkTopology(options.topology, FN);
  const { cost, out } = options;
  checkCellArray(cost, n, 'cost', FN);
  checkCellArray(out, n, 'out', FN);
  if (cost !== undefined && !(cost instanceof Uint8Array))
    throw new RangeError(`${FN}: cost must be a Uint8Array`);
  if (out !== undefined && !(out instanceof Float64Array))
    throw new RangeError(`${FN}: out must be a Float64Array`);
  const maxDistance = options.maxDistance ?? Infinity;
  if (typeof maxDistance !== 'number' || Number.isNaN(maxDistance) || maxDistance < 0) {
    throw new RangeError(`${FN}: maxDistance must be a number >= 0, got ${String(maxDistance)}`);
  }
  const { width, height, walkable } = map;
  const pw = width + 2;
  const padded = pw * (height + 2);
  const starts: number[] = [];
  for (const goal of goals) {
    checkPoint(map, goal, 'goal', FN);
    starts.push((goal.y + 1) * pw + goal.x + 1);
  }

  if (padCost.length < padded) {
    const capacity = Math.max(padded, padCost.length * 2);
    padCost = new Uint8Array(capacity);
    padDist = new Float64Array(capacity);
    queue = new Int32Array(capacity);
  }
  const pc = padCost;
  const pd = padDist;
  pc.fill(0, 0, padded);
  pd.fill(Infinity, 0, padded);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const prow = (y + 1) * pw + 1;
    if (cost === undefined) {
      pc.set(walkable.subarray(row, row + width), prow);
    } else {
      for (let x = 0; x < width; x++) pc[prow + x] = walkable[row + x] === 0 ? 0 : cost[row + x];
    }
  }
  for (let k = 0; k < 8; k++) offsets[k] = STEP_DX[k] + STEP_DY[k] * pw;

  if (cost === undefined) bfs(starts, topology, maxDistance);
  else dial(starts, topology, maxDistance);

  const dist = out ?? new Float64Array(n);
  for (let y = 0; y < height; y++) {
    const prow = (y + 1) * pw + 1;
    dist.set(pd.subarray(prow, prow + width), y * width);
  }
  return dist;
}

/** Breadth-first search over the padded copy: every step costs 1. */
function bfs(starts: number[], topology: number, maxDistance: number): void {
  const pc = padCost;
  const pd = padDist;
  const q = queue;
  const off = offsets;
  let tail = 0;
  for (const g of starts) {
    if (pc[g] !== 0) {
      pc[g] = 0;
      pd[g] = 0;
      q[tail++] = g;
    }
  }
  let head = 0;
  const o0 = off[0];
  const o1 = off[1];
  const o2 = off[2];
  const o3 = off[3];
  const o4 = off[4];
  const o5 = off[5];
  const o6 = off[6];
  const o7 = off[7];
  const diagonals = topology === 8;
  while (head < tail) {
    const i = q[head++];
    const d = pd[i] + 1;
    if (d > maxDistance) break; // BFS pops in distance order: nothing later fits either
    // The neighbour loop, unrolled: visit j if it is still marked passable and unvisited.
    let j = i + o0;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
    j = i + o1;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
    j = i + o2;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
    j = i + o3;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
    if (!diagonals) continue;
    j = i + o4;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
    j = i + o5;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
    j = i + o6;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
    j = i + o7;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
  }
}

/** Dial's algorithm over the padded copy: entering a cell costs its 1..255 cost. */
function dial(starts: number[], topology: number, maxDistance: number): void {
  const pc = padCost;
  const pd = padDist;
  const off = offsets;
  const pq = buckets;
  pq.reset(0);
  for (const g of starts) {
    if (pc[g] !== 0) {
      pc[g] = 0;
      pd[g] = 0;
      pq.push(g, 0);
    }
  }
  while (pq.length > 0) {
    const i = pq.pop();
    const d = pd[i];
    for (let k = 0; k < topology; k++) {
      const j = i + off[k];
      const c = pc[j];
      if (c === 0) continue;
      // The cost is paid on entering j whichever neighbour we come from, and cells leave the queue
      // in order of distance, so the first visit is already the cheapest: no decrease-key needed.
      pc[j] = 0;
      const nd = d + c;
      if (nd > maxDistance) continue;
      pd[j] = nd;
      pq.push(j, nd);
    }
  }
}
