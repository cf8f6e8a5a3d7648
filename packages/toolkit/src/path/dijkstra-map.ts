import type { Point } from '../grid/types.js';
import { BucketQueue } from './bucket-queue.js';
import { STEP_DX, STEP_DY } from './neighbours.js';
import type { DijkstraMapOptions, WalkMap } from './types.js';
import { checkCellArray, checkMap, checkPoint, checkTopology } from './validate.js';

const FN = 'dijkstraMap';

// Scratch kept between calls: the BFS queue and the weighted bucket queue only ever grow.
let queue = new Int32Array(0);
const buckets = new BucketQueue(0);

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
  const goalIndices: number[] = [];
  for (const goal of goals) goalIndices.push(checkPoint(map, goal, 'goal', FN));

  const dist = out ?? new Float64Array(n);
  dist.fill(Infinity);
  if (cost === undefined) bfs(map, goalIndices, topology, maxDistance, dist);
  else dial(map, goalIndices, topology, cost, maxDistance, dist);
  return dist;
}

function bfs(map: WalkMap, goals: number[], topology: number, maxDistance: number, dist: Float64Array): void {
  const { width, height, walkable } = map;
  if (queue.length < width * height) queue = new Int32Array(Math.max(width * height, queue.length * 2));
  const q = queue;
  let tail = 0;
  for (const g of goals) {
    if (walkable[g] !== 0 && dist[g] !== 0) {
      dist[g] = 0;
      q[tail++] = g;
    }
  }
  let head = 0;
  while (head < tail) {
    const i = q[head++];
    const d = dist[i] + 1;
    if (d > maxDistance) break; // BFS pops in distance order: nothing later fits either
    const x = i % width;
    const y = (i - x) / width;
    if (x > 0 && y > 0 && x < width - 1 && y < height - 1) {
      // Interior cell: every neighbour exists, so no bounds checks.
      for (let k = 0; k < topology; k++) {
        const j = i + STEP_DX[k] + STEP_DY[k] * width;
        if (walkable[j] !== 0 && dist[j] === Infinity) {
          dist[j] = d;
          q[tail++] = j;
        }
      }
    } else {
      for (let k = 0; k < topology; k++) {
        const nx = x + STEP_DX[k];
        const ny = y + STEP_DY[k];
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const j = ny * width + nx;
        if (walkable[j] !== 0 && dist[j] === Infinity) {
          dist[j] = d;
          q[tail++] = j;
        }
      }
    }
  }
}

function dial(
  map: WalkMap,
  goals: number[],
  topology: number,
  cost: Uint8Array,
  maxDistance: number,
  dist: Float64Array,
): void {
  const { width, height, walkable } = map;
  const pq = buckets;
  pq.reset(width * height);
  for (const g of goals) {
    if (walkable[g] !== 0 && cost[g] !== 0 && dist[g] !== 0) {
      dist[g] = 0;
      pq.push(g, 0);
    }
  }
  while (pq.length > 0) {
    const i = pq.pop();
    const d = dist[i];
    const x = i % width;
    const y = (i - x) / width;
    for (let k = 0; k < topology; k++) {
      const nx = x + STEP_DX[k];
      const ny = y + STEP_DY[k];
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      const c = cost[j];
      if (walkable[j] === 0 || c === 0) continue;
      // The cost is paid on entering j whichever neighbour we come from, and cells leave the queue
      // in order of distance, so the first visit is already the cheapest: no decrease-key needed.
      if (dist[j] !== Infinity) continue;
      const nd = d + c;
      if (nd > maxDistance) continue;
      dist[j] = nd;
      pq.push(j, nd);
    }
  }
}
