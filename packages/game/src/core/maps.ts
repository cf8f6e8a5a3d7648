import { dijkstraMap } from '@hullbreach/toolkit';
import { cached } from './cells.js';
import type { FloorState } from './state.js';
import { PLANNABLE } from './terrain.js';

/** Distance maps shared by the monsters that know the floor alike (the same walk key). */
interface MapCache {
  readonly walk: Uint8Array;
  readonly approach: Recent;
  readonly flee: Recent;
  waypoints: number[] | undefined;
}

/** Most maps of each kind kept per walk key (least recently used dropped first). */
const CACHE_LIMIT = 96;

/** Flee maps: approach distances times this (Brogue's −1.2, as −6/5), then re-relaxed. */
const FLEE_NUM = -6;
const FLEE_DEN = 5;

/**
 * The walk mask and maps of a knowledge key: the familiar layout's plannable cells (known doors
 * count, even closed), with the key's differences applied ('' = the layout as generated).
 */
function cacheOf(floor: FloorState, key: string): MapCache {
  const all = cached(floor, 'maps', () => new Map<string, MapCache>());
  let cache = all.get(key);
  if (cache === undefined) {
    const walk = new Uint8Array(floor.familiar.length);
    for (let i = 0; i < walk.length; i++) walk[i] = PLANNABLE[floor.familiar[i]];
    for (const part of key.split(',')) {
      if (part === '') continue;
      const [cell, value] = part.split(':').map(Number);
      walk[cell] = value;
    }
    cache = {
      walk,
      approach: { maps: new Map(), last: -1 },
      flee: { maps: new Map(), last: -1 },
      waypoints: undefined,
    };
    all.set(key, cache);
  }
  return cache;
}

/** Maps by goal cell, least recently used first, and the goal used last (-1 for none). */
interface Recent {
  readonly maps: Map<number, Float64Array>;
  last: number;
}

function remember(recent: Recent, key: number, value: Float64Array): Float64Array {
  const { maps } = recent;
  maps.set(key, value);
  recent.last = key;
  if (maps.size > CACHE_LIMIT) {
    const oldest = maps.keys().next().value as number;
    maps.delete(oldest);
  }
  return value;
}

function recall(recent: Recent, key: number): Float64Array | undefined {
  const { maps } = recent;
  const value = maps.get(key);
  // The goal used last is already the most recent: moving it to the end would change nothing.
  if (value !== undefined && key !== recent.last) {
    maps.delete(key);
    maps.set(key, value);
    recent.last = key;
  }
  return value;
}

/**
 * Steps from every cell monsters know as walkable to the goal cell (8-way, unit steps), over the
 * monsters' knowledge of the layout only (P5). Shared by every monster heading for that cell.
 */
export function approachMap(floor: FloorState, key: string, goal: number): Float64Array {
  const cache = cacheOf(floor, key);
  const hit = recall(cache.approach, goal);
  if (hit !== undefined) return hit;
  const { width, height } = floor;
  const map = dijkstraMap(
    { width, height, walkable: cache.walk },
    [{ x: goal % width, y: Math.floor(goal / width) }],
    {
      topology: 8,
    },
  );
  return remember(cache.approach, goal, map);
}

/**
 * A safety map away from the goal cell: the approach map scaled by −6/5 and re-relaxed
 * (each cell at most one more than its lowest neighbour), so rolling downhill leads away from the
 * goal and out of dead ends rather than into them.
 */
export function fleeMap(floor: FloorState, key: string, goal: number): Float64Array {
  const cache = cacheOf(floor, key);
  const hit = recall(cache.flee, goal);
  if (hit !== undefined) return hit;
  const approach = approachMap(floor, key, goal);
  return remember(cache.flee, goal, relaxFlee(cache.walk, approach, floor.width, floor.height));
}

/**
 * Working memory of relaxFlee: cells in order of their starting cost, the queue of cells lowered
 * by a step (cell and value), the settled marks and the counts of the counting sort.
 * Module-private: relaxFlee writes every part it reads on each call, never returns these arrays
 * and calls no user code while it holds them.
 */
const flee = {
  order: new Int32Array(0),
  queue: new Int32Array(0),
  done: new Uint8Array(0),
  counts: new Int32Array(0),
};

/**
 * The flee map of an approach map over the walk mask: every walkable cell with a finite approach
 * value a starts at floor(a · −6/5), and each cell ends at the least over all of them of that
 * start plus the 8-way unit steps between (Infinity where none reaches): the same numbers as the
 * toolkit's dijkstraMap with every such cell a goal of that cost, by a Dijkstra whose integer
 * values come in order from two sorted streams (the starts, counting-sorted, and the cells
 * lowered by a step, whose values only grow).
 */
export function relaxFlee(
  walk: Uint8Array,
  approach: Float64Array,
  width: number,
  height: number,
): Float64Array {
  const n = walk.length;
  const dist = new Float64Array(n).fill(Infinity);
  if (flee.order.length < n) {
    flee.order = new Int32Array(n);
    flee.queue = new Int32Array(2 * n);
    flee.done = new Uint8Array(n);
  }
  const { order, queue, done } = flee;
  done.fill(0, 0, n);
  let lo = Infinity;
  let hi = -Infinity;
  let starts = 0;
  for (let i = 0; i < n; i++) {
    const a = approach[i];
    if (walk[i] === 0 || !Number.isFinite(a)) continue;
    // + 0 makes the goal's -0 a 0, as the toolkit stores it.
    const c = Math.floor((a * FLEE_NUM) / FLEE_DEN) + 0;
    dist[i] = c;
    if (c < lo) lo = c;
    if (c > hi) hi = c;
    starts++;
  }
  if (starts === 0) return dist;
  const range = hi - lo + 1;
  if (flee.counts.length < range + 1) flee.counts = new Int32Array(range + 1);
  const counts = flee.counts;
  counts.fill(0, 0, range + 1);
  for (let i = 0; i < n; i++) if (dist[i] !== Infinity) counts[dist[i] - lo + 1]++;
  for (let v = 1; v <= range; v++) counts[v] += counts[v - 1];
  for (let i = 0; i < n; i++) if (dist[i] !== Infinity) order[counts[dist[i] - lo]++] = i;
  // Starts are read from `order` at s (their value is dist at sorting time, kept in `counts` order);
  // lowered cells from `queue` at head (cell, value pairs).
  let s = 0;
  let head = 0;
  let tail = 0;
  const startValue = (k: number): number => Math.floor((approach[order[k]] * FLEE_NUM) / FLEE_DEN) + 0;
  while (s < starts || head < tail) {
    let cell: number;
    let value: number;
    if (head < tail && (s >= starts || queue[head + 1] < startValue(s))) {
      cell = queue[head];
      value = queue[head + 1];
      head += 2;
    } else {
      cell = order[s];
      value = startValue(s);
      s++;
    }
    if (done[cell] !== 0 || value > dist[cell]) continue;
    done[cell] = 1;
    const x = cell % width;
    const y = (cell - x) / width;
    const next = value + 1;
    for (let dy = -1; dy <= 1; dy++) {
      const yy = y + dy;
      if (yy < 0 || yy >= height) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const xx = x + dx;
        if ((dx === 0 && dy === 0) || xx < 0 || xx >= width) continue;
        const j = yy * width + xx;
        if (walk[j] === 0 || done[j] !== 0 || next >= dist[j]) continue;
        dist[j] = next;
        queue[tail] = j;
        queue[tail + 1] = next;
        tail += 2;
      }
    }
  }
  return dist;
}

/** Places monsters wander between: known walkable cells on a coarse 6-cell lattice. */
export function waypoints(floor: FloorState): readonly number[] {
  const cache = cacheOf(floor, '');
  if (cache.waypoints === undefined) {
    const list: number[] = [];
    const { width, height } = floor;
    const npcWalk = cache.walk;
    for (let y = 2; y < height; y += 6) {
      for (let x = 2; x < width; x += 6) {
        // Nearest walkable cell within the lattice square, scanning in a fixed order.
        let found = -1;
        for (let r = 0; r < 3 && found < 0; r++) {
          for (let yy = y - r; yy <= y + r && found < 0; yy++) {
            for (let xx = x - r; xx <= x + r && found < 0; xx++) {
              if (xx >= 0 && yy >= 0 && xx < width && yy < height && npcWalk[yy * width + xx] !== 0)
                found = yy * width + xx;
            }
          }
        }
        if (found >= 0) list.push(found);
      }
    }
    cache.waypoints = list;
  }
  return cache.waypoints;
}
