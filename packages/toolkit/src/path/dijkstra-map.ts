import { HEX_DX, HEX_DY, isHexCell } from './hex.js';
import { STEP_DX, STEP_DY } from './neighbours.js';
import { BLOCKED, FrameScratch } from './scratch.js';
import type { DijkstraMapOptions, Goal, WalkMap } from './types.js';
import {
  checkCellArray,
  checkCellMask,
  checkMap,
  checkOptions,
  checkPoint,
  checkTopology,
  extraCostOf,
} from './validate.js';

const FN = 'dijkstraMap';
const KEYS = ['topology', 'cost', 'blocked', 'extraCost', 'maxDistance', 'out'] as const;

/**
 * The working memory of the plain `dijkstraMap`: module-private, grown (never shrunk) to the largest
 * map seen. A call refills every framed cell it reads (costs and distances) for its own map before
 * searching and never returns it (the result is copied out). It is never held across a call into
 * user code: `blocked` and `extraCost` functions are asked into masks of the call's own before it
 * is taken (see dijkstraMapWith).
 */
let shared: FrameScratch | undefined;

/**
 * Cost of the cheapest walk from any walkable goal to every cell: a goal starts at its own `cost`
 * (0 for a plain Point), unreachable, unwalkable and beyond-`maxDistance` cells are Infinity.
 * Unit steps by breadth-first search, weighted steps by Dial's buckets, goals with their own costs
 * by a heap. On a hex map (topology 6) the cells where x + y is odd are no cells: they stay
 * Infinity, and goals there are ignored. A `blocked` cell gets the cost of reaching it, but no walk
 * goes on from it; goals are never blocked (walks start there).
 */
export function dijkstraMap(
  map: WalkMap,
  goals: readonly Goal[],
  options?: DijkstraMapOptions,
): Float64Array {
  return dijkstraMapWith(undefined, map, goals, options);
}

/** A breadth-first search over the framed bytes, as {@link bfs}. */
export type BreadthFirst = (
  scratch: FrameScratch,
  pc: Uint8Array,
  starts: number[],
  topology: number,
  maxDistance: number,
) => void;

/**
 * `dijkstraMap` in the given working memory (undefined: the plain call's, see `shared`); `breadthFirst`
 * is the unit-step search (the bench times the unrolled {@link bfs} against a loop through this).
 */
export function dijkstraMapWith(
  scratch: FrameScratch | undefined,
  map: WalkMap,
  goals: readonly Goal[],
  options?: DijkstraMapOptions,
  breadthFirst: BreadthFirst = bfs,
): Float64Array {
  const n = checkMap(map, FN, goals);
  const opts = checkOptions(options, FN, KEYS);
  const topology = checkTopology(opts.topology, FN);
  const { cost, out, blocked, extraCost } = opts;
  checkCellArray(cost, n, 'cost', FN);
  checkCellArray(out, n, 'out', FN);
  if (cost !== undefined && !(cost instanceof Uint8Array))
    throw new RangeError(`${FN}: cost must be a Uint8Array`);
  if (out !== undefined && !(out instanceof Float64Array))
    throw new RangeError(`${FN}: out must be a Float64Array`);
  checkCellMask(blocked, n, 'blocked', FN);
  checkCellMask(extraCost, n, 'extraCost', FN);
  const maxDistance = opts.maxDistance ?? Infinity;
  if (typeof maxDistance !== 'number' || Number.isNaN(maxDistance) || maxDistance < 0) {
    throw new RangeError(`${FN}: maxDistance must be a number >= 0, got ${String(maxDistance)}`);
  }
  if (!Array.isArray(goals)) {
    const hint =
      goals !== null && typeof goals === 'object' && 'x' in goals ? '; for one goal write [point]' : '';
    throw new TypeError(`${FN}: goals must be an array of points${hint}`);
  }
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

  // Ask the functions first, into masks of this call's own, each once for every cell where it can
  // matter (walkable, nonzero cost), in row order, extraCost before blocked: from here on no user
  // code runs, so the working memory is never held while it does.
  const blockFn = typeof blocked === 'function' ? blocked : undefined;
  const extraFn = typeof extraCost === 'function' ? extraCost : undefined;
  const blockMask = blockFn ? new Uint8Array(n) : (blocked as Uint8Array | undefined);
  const extraMask = extraFn ? new Uint8Array(n) : (extraCost as Uint8Array | undefined);
  if (blockFn || extraFn) {
    for (let i = 0; i < n; i++) {
      if (walkable[i] === 0 || (cost !== undefined && cost[i] === 0)) continue;
      const x = i % width;
      const y = (i - x) / width;
      if (extraFn) extraMask![i] = extraCostOf(extraFn, x, y, FN);
      if (blockFn && blockFn(x, y)) blockMask![i] = 1;
    }
  }
  const memory = scratch ?? (shared ??= new FrameScratch());
  memory.reserve(padded);
  const pc = memory.padCost;
  const pd = memory.padDist;
  pc.fill(0, 0, padded);
  pd.fill(Infinity, 0, padded);
  const plain = cost === undefined && blocked === undefined && extraCost === undefined;
  // Unit steps from goals of cost 0 go by breadth-first search, which reads the frame as bytes of
  // 0 or 1 (a view on the costs' memory, zeroed above) and adds a cell's byte to the queue's length;
  // when walkable holds nothing but 0s and 1s, each row is copied in one native call.
  const open = plain && startCosts === undefined ? new Uint8Array(pc.buffer, 0, padded) : undefined;
  const bytes = open !== undefined && isZeroOne(walkable);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const prow = (y + 1) * pw + padX;
    if (bytes) {
      open!.set(walkable.subarray(row, row + width), prow);
      continue;
    }
    if (open !== undefined) {
      for (let x = 0; x < width; x++) open[prow + x] = walkable[row + x] === 0 ? 0 : 1;
      continue;
    }
    if (plain) {
      for (let x = 0; x < width; x++) pc[prow + x] = walkable[row + x] === 0 ? 0 : 1;
      continue;
    }
    for (let x = 0; x < width; x++) {
      const i = row + x;
      let c = walkable[i] === 0 ? 0 : cost === undefined ? 1 : cost[i];
      if (c === 0) continue;
      if (extraMask !== undefined) c += extraMask[i];
      if (blockMask !== undefined && blockMask[i] !== 0) c |= BLOCKED;
      pc[prow + x] = c;
    }
  }
  const offsets = memory.offsets;
  if (hex) for (let k = 0; k < 6; k++) offsets[k] = HEX_DX[k] + HEX_DY[k] * pw;
  else for (let k = 0; k < 8; k++) offsets[k] = STEP_DX[k] + STEP_DY[k] * pw;

  if (startCosts !== undefined) fromCosts(memory, starts, startCosts, topology, maxDistance);
  else if (open !== undefined) breadthFirst(memory, open, starts, topology, maxDistance);
  else dial(memory, starts, topology, maxDistance);

  const dist = out ?? new Float64Array(n);
  for (let y = 0; y < height; y++) {
    const prow = (y + 1) * pw + padX;
    dist.set(pd.subarray(prow, prow + width), y * width);
  }
  return dist;
}

/**
 * Whether every byte of `cells` is 0 or 1, read four bytes at a time where the array is aligned
 * for it (a byte above 1 has a bit of 0xfe set).
 */
function isZeroOne(cells: Uint8Array): boolean {
  const n = cells.length;
  let k = 0;
  if ((cells.byteOffset & 3) === 0) {
    const words = new Uint32Array(cells.buffer, cells.byteOffset, n >> 2);
    for (let w = 0; w < words.length; w++) if ((words[w] & 0xfefefefe) !== 0) return false;
    k = words.length << 2;
  }
  for (; k < n; k++) if (cells[k] > 1) return false;
  return true;
}

/**
 * Breadth-first search over the padded copy, whose cells hold 1 (open, not yet reached) or 0:
 * every step costs 1; 4, 6 (hex) or 8 neighbours, whose offsets lead `offsets`. The queue holds
 * one level after another, so a cell's distance is the level it is taken from the queue in. A
 * neighbour is offered without a branch: it is written at the queue's tail, the tail moves on by
 * the neighbour's 0 or 1, and the neighbour is zeroed (reached, or it was closed already). On
 * maps where which neighbours are new follows no pattern (mazes, pillars), this runs 1.3-2x
 * faster than testing each one, whose mispredicted branches cost more than the stores.
 */
function bfs(
  scratch: FrameScratch,
  pc: Uint8Array,
  starts: number[],
  topology: number,
  maxDistance: number,
): void {
  const pd = scratch.padDist;
  const q = scratch.queue;
  const off = scratch.offsets;
  let tail = 0;
  for (const g of starts) {
    if (pc[g] !== 0) {
      pc[g] = 0;
      q[tail++] = g;
    }
  }
  const o0 = off[0];
  const o1 = off[1];
  const o2 = off[2];
  const o3 = off[3];
  const o4 = off[4];
  const o5 = off[5];
  const o6 = off[6];
  const o7 = off[7];
  const more4 = topology > 4;
  const more6 = topology > 6;
  let head = 0;
  let end = tail; // where the current level ends in the queue
  let d = 0;
  // The tail never passes the number of open cells, which is below the queue's length (the frame
  // adds cells), so the write at the tail before it moves stays inside the queue.
  while (head < tail) {
    if (head === end) {
      end = tail;
      if (++d > maxDistance) break; // the cells queued beyond it stay at Infinity
    }
    const i = q[head++];
    pd[i] = d;
    let j = i + o0;
    q[tail] = j;
    tail += pc[j];
    pc[j] = 0;
    j = i + o1;
    q[tail] = j;
    tail += pc[j];
    pc[j] = 0;
    j = i + o2;
    q[tail] = j;
    tail += pc[j];
    pc[j] = 0;
    j = i + o3;
    q[tail] = j;
    tail += pc[j];
    pc[j] = 0;
    if (!more4) continue;
    j = i + o4;
    q[tail] = j;
    tail += pc[j];
    pc[j] = 0;
    j = i + o5;
    q[tail] = j;
    tail += pc[j];
    pc[j] = 0;
    if (!more6) continue;
    j = i + o6;
    q[tail] = j;
    tail += pc[j];
    pc[j] = 0;
    j = i + o7;
    q[tail] = j;
    tail += pc[j];
    pc[j] = 0;
  }
}

/**
 * Dial's algorithm over the padded copy: entering a cell costs its 1..510 cost. A blocked cell (its
 * cost carries {@link BLOCKED}) is given its distance but never queued, so no walk goes on from it.
 */
function dial(scratch: FrameScratch, starts: number[], topology: number, maxDistance: number): void {
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
      const nd = d + (c & ~BLOCKED);
      if (nd > maxDistance) continue;
      pd[j] = nd;
      if ((c & BLOCKED) === 0) pq.push(j, nd);
    }
  }
}

/**
 * Dijkstra's algorithm from goals that start at their own costs, over the padded copy: a cell is
 * settled when it first leaves the heap (the padded cost is zeroed then), and a neighbour is
 * queued whenever the walk through the settled cell is cheaper than what it holds. Entering a
 * cell costs its padded cost: 1 for every walkable cell without costs, so unit steps too. A
 * blocked cell keeps the cheapest cost that reaches it but is never queued; goals are never
 * blocked (walks start there).
 */
function fromCosts(
  scratch: FrameScratch,
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
      pc[g] &= ~BLOCKED; // goals are never blocked: walks start there
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
      const nd = d + (c & ~BLOCKED);
      if (nd > maxDistance || nd >= pd[j]) continue;
      pd[j] = nd;
      if ((c & BLOCKED) === 0) heap.push(j, nd);
    }
  }
}
