import { HEX_DX, HEX_DY, isHexCell } from './hex.js';
import { STEP_DX, STEP_DY } from './neighbours.js';
import { PathScratch } from './scratch.js';
import type { DijkstraMapOptions, Goal, WalkMap } from './types.js';
import { checkCellArray, checkMap, checkOptions, checkPoint, checkTopology } from './validate.js';

const FN = 'dijkstraMap';

/**
 * Cost of the cheapest walk from any walkable goal to every cell: a goal starts at its own `cost`
 * (0 for a plain Point), unreachable, unwalkable and beyond-`maxDistance` cells are Infinity.
 * Unit steps by breadth-first search, weighted steps by Dial's buckets, goals with their own costs
 * by a heap. On a hex map (topology 6) the cells where x + y is odd are no cells: they stay
 * Infinity, and goals there are ignored. Allocates its working memory per call; a `Pathfinder`
 * keeps it between calls.
 */
export function dijkstraMap(
  map: WalkMap,
  goals: readonly Goal[],
  options?: DijkstraMapOptions,
): Float64Array {
  return dijkstraMapWith(new PathScratch(), map, goals, options);
}

/** `dijkstraMap` in the given working memory. */
export function dijkstraMapWith(
  scratch: PathScratch,
  map: WalkMap,
  goals: readonly Goal[],
  options?: DijkstraMapOptions,
): Float64Array {
  const n = checkMap(map, FN);
  const opts = checkOptions(options, FN);
  const topology = checkTopology(opts.topology, FN);
  const { cost, out } = opts;
  checkCellArray(cost, n, 'cost', FN);
  checkCellArray(out, n, 'out', FN);
  if (cost !== undefined && !(cost instanceof Uint8Array))
    throw new RangeError(`${FN}: cost must be a Uint8Array`);
  if (out !== undefined && !(out instanceof Float64Array))
    throw new RangeError(`${FN}: out must be a Float64Array`);
  const maxDistance = opts.maxDistance ?? Infinity;
  if (typeof maxDistance !== 'number' || Number.isNaN(maxDistance) || maxDistance < 0) {
    throw new RangeError(`${FN}: maxDistance must be a number >= 0, got ${String(maxDistance)}`);
  }
  if (!Array.isArray(goals)) throw new TypeError(`${FN}: goals must be an array of points`);
  const { width, height, walkable } = map;
  // Hex steps reach two columns sideways, so a hex map gets a two-column frame left and right.
  const hex = topology === 6;
  const padX = hex ? 2 : 1;
  const pw = width + 2 * padX;
  const padded = pw * (height + 2);
  const starts: number[] = [];
  let startCosts: number[] | undefined;
  for (let k = 0; k < goals.length; k++) {
    const goal = goals[k];
    checkPoint(map, goal, `goal ${k}`, FN);
    // A hex goal where x + y is odd is no cell: it goes in as frame cell 0, which is never passable.
    starts.push(hex && !isHexCell(goal.x, goal.y) ? 0 : (goal.y + 1) * pw + goal.x + padX);
    const c = goal.cost;
    if (c === undefined || c === 0) continue;
    if (typeof c !== 'number' || !Number.isFinite(c)) {
      throw new RangeError(`${FN}: goal ${k} has cost ${String(c)}; a goal's cost must be a finite number`);
    }
    startCosts ??= new Array<number>(goals.length).fill(0);
    startCosts[k] = c;
  }

  scratch.reserveFramed(padded);
  const pc = scratch.padCost;
  const pd = scratch.padDist;
  pc.fill(0, 0, padded);
  pd.fill(Infinity, 0, padded);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const prow = (y + 1) * pw + padX;
    if (cost === undefined) {
      pc.set(walkable.subarray(row, row + width), prow);
    } else {
      for (let x = 0; x < width; x++) pc[prow + x] = walkable[row + x] === 0 ? 0 : cost[row + x];
    }
  }
  const offsets = scratch.offsets;
  if (hex) for (let k = 0; k < 6; k++) offsets[k] = HEX_DX[k] + HEX_DY[k] * pw;
  else for (let k = 0; k < 8; k++) offsets[k] = STEP_DX[k] + STEP_DY[k] * pw;

  if (startCosts !== undefined) fromCosts(scratch, starts, startCosts, topology, maxDistance);
  else if (cost === undefined && hex) bfsHex(scratch, starts, maxDistance);
  else if (cost === undefined) bfs(scratch, starts, topology, maxDistance);
  else dial(scratch, starts, topology, maxDistance);

  const dist = out ?? new Float64Array(n);
  for (let y = 0; y < height; y++) {
    const prow = (y + 1) * pw + padX;
    dist.set(pd.subarray(prow, prow + width), y * width);
  }
  return dist;
}

/** Breadth-first search over the padded copy: every step costs 1. */
function bfs(scratch: PathScratch, starts: number[], topology: number, maxDistance: number): void {
  const pc = scratch.padCost;
  const pd = scratch.padDist;
  const q = scratch.queue;
  const off = scratch.offsets;
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

/**
 * Breadth-first search over the padded copy of a hex map: every step costs 1, six neighbours.
 * Steps keep x + y even, so the cells where it is odd are never reached and stay at Infinity.
 */
function bfsHex(scratch: PathScratch, starts: number[], maxDistance: number): void {
  const pc = scratch.padCost;
  const pd = scratch.padDist;
  const q = scratch.queue;
  const off = scratch.offsets;
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
  while (head < tail) {
    const i = q[head++];
    const d = pd[i] + 1;
    if (d > maxDistance) break;
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
  }
}

/** Dial's algorithm over the padded copy: entering a cell costs its 1..255 cost. */
function dial(scratch: PathScratch, starts: number[], topology: number, maxDistance: number): void {
  const pc = scratch.padCost;
  const pd = scratch.padDist;
  const off = scratch.offsets;
  const pq = scratch.buckets;
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

/**
 * Dijkstra's algorithm from goals that start at their own costs, over the padded copy: a cell is
 * settled when it first leaves the heap (the padded cost is zeroed then), and a neighbour is
 * queued whenever the walk through the settled cell is cheaper than what it holds. Entering a
 * cell costs its padded cost: 1 for every walkable cell without a cost array, so unit steps too.
 */
function fromCosts(
  scratch: PathScratch,
  starts: number[],
  startCosts: number[],
  topology: number,
  maxDistance: number,
): void {
  const pc = scratch.padCost;
  const pd = scratch.padDist;
  const off = scratch.offsets;
  const heap = scratch.heap;
  heap.clear();
  for (let k = 0; k < starts.length; k++) {
    const g = starts[k];
    const c = startCosts[k];
    if (pc[g] !== 0 && c <= maxDistance && c < pd[g]) {
      pd[g] = c;
      heap.push(g, c);
    }
  }
  while (heap.length > 0) {
    const d = heap.topKey();
    const i = heap.pop();
    if (pc[i] === 0 || d > pd[i]) continue; // settled already, or a stale entry
    pc[i] = 0;
    for (let k = 0; k < topology; k++) {
      const j = i + off[k];
      const c = pc[j];
      if (c === 0) continue;
      const nd = d + c;
      if (nd > maxDistance || nd >= pd[j]) continue;
      pd[j] = nd;
      heap.push(j, nd);
    }
  }
}
