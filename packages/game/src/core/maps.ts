import { cached } from './cells.js';
import type { FloorState } from './state.js';
import { PLANNABLE } from './terrain.js';

/**
 * Distance maps shared by the monsters that know the floor alike (the same walk key). Maps are
 * framed: (width + 2) by (height + 2) cells, the floor's cell (x, y) at (y + 1)·(width + 2) + x + 1,
 * with a border no walk enters, so searches and steps need no bounds tests ({@link framedCell}).
 */
interface MapCache {
  /** The maps of the layout as generated (key ''): this record itself for that key. */
  readonly base: MapCache;
  /** The key's plannable cells, row by row (not framed). */
  readonly walk: Uint8Array;
  /** The same cells framed: 1 where a walk may go, 0 elsewhere and on the border. */
  readonly open: Uint8Array;
  /** The value of unreached cells in this key's maps ({@link unreached}). */
  readonly far: number;
  readonly approach: Recent<Approach>;
  readonly flee: Recent<Flee>;
  /** Room for approach maps not yet made ({@link newApproach}). */
  slab: Slab;
  waypoints: number[] | undefined;
}

/**
 * Memory for several approach maps at once, handed out in order: typed arrays of a few kilobytes
 * each cost far more to allocate one by one than to view in one larger buffer.
 */
interface Slab {
  readonly buffer: ArrayBuffer;
  next: number;
}

/** Approach maps a slab holds. */
const SLAB_MAPS = 8;

/**
 * A framed map's values, whole steps: 16-bit on floors of up to SMALL framed cells (every distance
 * and every flee value fits, |value| <= 1.2 cells), 32-bit beyond. Smaller maps are cheaper to
 * make and to read.
 */
export type Dist = Int16Array | Int32Array;

/** Framed cells up to which maps are 16-bit. */
const SMALL = 27_000;

/** The value of the cells a map does not reach (yet): above every distance a map of its kind holds. */
export function unreached(map: Dist): number {
  return map instanceof Int16Array ? 0x7fff : 0x7fffffff;
}

/** A map of `n` framed cells, every one unreached. */
function newDist(n: number): Dist {
  return n <= SMALL ? new Int16Array(n).fill(0x7fff) : new Int32Array(n).fill(0x7fffffff);
}

/** Most approach maps kept per walk key (least recently used dropped first). */
const APPROACH_LIMIT = 96;

/**
 * Most flee maps kept per walk key: a monster flees from where it sees the player now, so the
 * maps of places the player has left are seldom asked for again.
 */
const FLEE_LIMIT = 8;

/** Flee maps: approach distances times this (Brogue's −1.2, as −6/5), then re-relaxed. */
const FLEE_NUM = -6;
const FLEE_DEN = 5;

/** The index of the floor's cell (x, y) in a framed map of a floor `width` cells wide. */
export function framedCell(width: number, x: number, y: number): number {
  return (y + 1) * (width + 2) + x + 1;
}

/** An empty table of walk maps by key (a named function: no closure is made on each lookup). */
function newMapTable(): Map<string, MapCache> {
  return new Map();
}

/**
 * The walk mask and maps of a knowledge key: the familiar layout's plannable cells (known doors
 * count, even closed), with the key's differences applied ('' = the layout as generated).
 */
function cacheOf(floor: FloorState, key: string): MapCache {
  const all = cached(floor, 'maps', newMapTable);
  let cache = all.get(key);
  if (cache === undefined) {
    const { width, height } = floor;
    const walk = new Uint8Array(floor.familiar.length);
    for (let i = 0; i < walk.length; i++) walk[i] = PLANNABLE[floor.familiar[i]];
    for (const part of key.split(',')) {
      if (part === '') continue;
      const [cell, value] = part.split(':').map(Number);
      walk[cell] = value;
    }
    const open = new Uint8Array((width + 2) * (height + 2));
    for (let y = 0; y < height; y++)
      open.set(walk.subarray(y * width, (y + 1) * width), framedCell(width, 0, y));
    const cells = walk.length;
    const base = key === '' ? undefined : cacheOf(floor, '');
    cache = {
      base: base as MapCache,
      walk,
      open,
      far: open.length <= SMALL ? 0x7fff : 0x7fffffff,
      approach: recentMaps<Approach>(cells, APPROACH_LIMIT),
      flee: recentMaps<Flee>(cells, FLEE_LIMIT),
      slab: { buffer: new ArrayBuffer(0), next: 0 },
      waypoints: undefined,
    };
    if (base === undefined) (cache as { base: MapCache }).base = cache;
    all.set(key, cache);
  }
  return cache;
}

/** A kept map and when it was last used (the clock of its {@link Recent}). */
interface Kept {
  used: number;
}

/** Maps by goal cell (not framed), at most `limit` of them, and the goals held. */
interface Recent<T extends Kept> {
  readonly byGoal: (T | undefined)[];
  readonly goals: number[];
  readonly limit: number;
  clock: number;
}

function recentMaps<T extends Kept>(cells: number, limit: number): Recent<T> {
  return { byGoal: new Array<T | undefined>(cells).fill(undefined), goals: [], limit, clock: 0 };
}

function recall<T extends Kept>(recent: Recent<T>, goal: number): T | undefined {
  const value = recent.byGoal[goal];
  if (value !== undefined) value.used = ++recent.clock;
  return value;
}

/**
 * Makes room for one more map: when `limit` are held, drops the least recently used and returns it
 * (its arrays are for the next map to reuse; which one goes changes only what is searched again,
 * never a map).
 */
function evict<T extends Kept>(recent: Recent<T>): T | undefined {
  const { byGoal, goals } = recent;
  if (goals.length < recent.limit) return undefined;
  let oldest = 0;
  for (let k = 1; k < goals.length; k++) if (byGoal[goals[k]]!.used < byGoal[goals[oldest]]!.used) oldest = k;
  const dropped = byGoal[goals[oldest]];
  byGoal[goals[oldest]] = undefined;
  goals[oldest] = goals[goals.length - 1];
  goals.pop();
  return dropped;
}

/** Holds `value` as the map of `goal` (after {@link evict} made room). */
function remember<T extends Kept>(recent: Recent<T>, goal: number, value: T): T {
  value.used = ++recent.clock;
  recent.byGoal[goal] = value;
  recent.goals.push(goal);
  return value;
}

/**
 * An approach map filled by breadth-first search only as far as it has been asked for
 * ({@link approachNear}): `dist` (framed) holds the steps to the goal of every cell reached so far
 * and the unreached value elsewhere; the search goes on from `queue[head]` (done when head = tail).
 */
interface Approach extends Kept {
  readonly dist: Dist;
  readonly queue: Uint16Array | Int32Array;
  head: number;
  tail: number;
}

/** A flee map (framed). */
interface Flee extends Kept {
  readonly dist: Dist;
}

/**
 * Goes on with the search of `a` until every cell as near the goal as `cell` (framed) holds its
 * distance, or until all are (when `cell` is not reached; the border's cell 0 never is). Cells
 * leave the queue in order of distance and get theirs when they enter it, so once the next to
 * leave is no nearer than `cell`, every cell at that distance or less has entered.
 */
function search(a: Approach, open: Uint8Array, pw: number, cell: number, far: number): void {
  let { head, tail } = a;
  if (head === tail) return;
  const { dist, queue } = a;
  // Cells in the queue hold distances, below `far`, so an unreached `cell` lets it run on.
  while (head < tail && dist[queue[head]] < dist[cell]) {
    const i = queue[head++];
    const d = dist[i] + 1;
    let j = i - pw - 1;
    if (open[j] !== 0 && dist[j] === far) {
      dist[j] = d;
      queue[tail++] = j;
    }
    j = i - pw;
    if (open[j] !== 0 && dist[j] === far) {
      dist[j] = d;
      queue[tail++] = j;
    }
    j = i - pw + 1;
    if (open[j] !== 0 && dist[j] === far) {
      dist[j] = d;
      queue[tail++] = j;
    }
    j = i - 1;
    if (open[j] !== 0 && dist[j] === far) {
      dist[j] = d;
      queue[tail++] = j;
    }
    j = i + 1;
    if (open[j] !== 0 && dist[j] === far) {
      dist[j] = d;
      queue[tail++] = j;
    }
    j = i + pw - 1;
    if (open[j] !== 0 && dist[j] === far) {
      dist[j] = d;
      queue[tail++] = j;
    }
    j = i + pw;
    if (open[j] !== 0 && dist[j] === far) {
      dist[j] = d;
      queue[tail++] = j;
    }
    j = i + pw + 1;
    if (open[j] !== 0 && dist[j] === far) {
      dist[j] = d;
      queue[tail++] = j;
    }
  }
  a.head = head;
  a.tail = tail;
}

/** The walk maps of a knowledge key ({@link walkMapsOf}); what they hold is this module's business. */
export type WalkMaps = MapCache;

/**
 * The walk maps of monsters with walk key `key` on this floor (see {@link cacheOf}): a monster
 * fetches them once a turn and hands them to {@link approachNear}, {@link fleeFramed} and
 * {@link waypointsOf}.
 */
export function walkMapsOf(floor: FloorState, key: string): WalkMaps {
  return cacheOf(floor, key);
}

/** The approach map of `goal` for a key's maps, searched as far as it was before. */
function approachOf(width: number, cache: MapCache, goal: number): Approach {
  const hit = recall(cache.approach, goal);
  if (hit !== undefined) return hit;
  const old = evict(cache.approach);
  const { far } = cache;
  let dist: Dist;
  let queue: Uint16Array | Int32Array;
  if (old === undefined) {
    // 2 bytes a cell for the distances and 2 for the queue (4 and 4 on large floors).
    const n = cache.open.length;
    const small = far === 0x7fff;
    const bytes = small ? 4 : 8;
    let slab = cache.slab;
    if (slab.next === SLAB_MAPS || slab.buffer.byteLength === 0)
      slab = cache.slab = { buffer: new ArrayBuffer(SLAB_MAPS * bytes * n), next: 0 };
    const at = slab.next++ * bytes * n;
    dist = small ? new Int16Array(slab.buffer, at, n) : new Int32Array(slab.buffer, at, n);
    dist.fill(far);
    queue = small ? new Uint16Array(slab.buffer, at + 2 * n, n) : new Int32Array(slab.buffer, at + 4 * n, n);
  } else {
    // The cells a search gave a distance are the ones it queued: when they are few, only those go
    // back to unreached.
    ({ dist, queue } = old);
    if (old.tail * 4 > dist.length) dist.fill(far);
    else for (let k = 0; k < old.tail; k++) dist[queue[k]] = far;
  }
  const x = goal % width;
  const start = framedCell(width, x, (goal - x) / width);
  let tail = 0;
  // A goal no walk enters leaves every cell unreached (Infinity in dijkstraMap).
  if (cache.open[start] !== 0) {
    dist[start] = 0;
    queue[tail++] = start;
  }
  return remember(cache.approach, goal, { dist, queue, head: 0, tail, used: 0 });
}

/**
 * Steps from the cells monsters with walk maps `maps` know as walkable to the goal cell (8-way, unit
 * steps, over their knowledge of the layout only: P5), as a framed map exact at least for every
 * cell as near the goal as (x, y): the others hold their distance or {@link unreached} (when
 * farther, or not reached yet). Rolling downhill from (x, y) only takes cells nearer than it, so it goes the same
 * way as on the whole map. Shared by every monster heading for that goal; the search is kept and
 * goes on only as far as a monster farther away needs.
 */
export function approachNear(floor: FloorState, maps: WalkMaps, goal: number, x: number, y: number): Dist {
  const cache = maps;
  const { width } = floor;
  const a = approachOf(width, cache, goal);
  search(a, cache.open, width + 2, framedCell(width, x, y), cache.far);
  return a.dist;
}

/** The whole approach map (framed) of a key's maps: searched to the end. */
function wholeApproach(width: number, cache: MapCache, goal: number): Dist {
  const a = approachOf(width, cache, goal);
  // The border's cell 0 is never reached, so the search runs to its end.
  search(a, cache.open, width + 2, 0, cache.far);
  return a.dist;
}

/** The floor's cells of a framed map, row by row, unreached cells as Infinity (as dijkstraMap gives them). */
function unframe(framed: Dist, width: number, height: number): Float64Array {
  const far = unreached(framed);
  const out = new Float64Array(width * height);
  for (let y = 0; y < height; y++) {
    const at = framedCell(width, 0, y);
    for (let x = 0; x < width; x++) {
      const v = framed[at + x];
      out[y * width + x] = v === far ? Infinity : v;
    }
  }
  return out;
}

/**
 * Steps from every cell monsters know as walkable to the goal cell (8-way, unit steps, not framed),
 * over the monsters' knowledge of the layout only (P5): the whole map, as dijkstraMap gives it.
 */
export function approachMap(floor: FloorState, key: string, goal: number): Float64Array {
  const { width, height } = floor;
  return unframe(wholeApproach(width, cacheOf(floor, key), goal), width, height);
}

/**
 * A safety map away from the goal cell (framed): the approach map scaled by −6/5 and re-relaxed
 * (each cell at most one more than its lowest neighbour), so rolling downhill leads away from the
 * goal and out of dead ends rather than into them.
 */
export function fleeFramed(floor: FloorState, maps: WalkMaps, goal: number): Dist {
  const cache = maps;
  const hit = recall(cache.flee, goal);
  if (hit !== undefined) return hit.dist;
  const { width } = floor;
  const approach = wholeApproach(width, cache, goal);
  const old = evict(cache.flee);
  const dist = relaxFramed(cache.open, approach, width + 2, old?.dist ?? newDist(approach.length));
  return remember(cache.flee, goal, { dist, used: 0 }).dist;
}

/** The flee map of the goal cell ({@link fleeFramed}), not framed. */
export function fleeMap(floor: FloorState, key: string, goal: number): Float64Array {
  const { width, height } = floor;
  return unframe(fleeFramed(floor, cacheOf(floor, key), goal), width, height);
}

/**
 * Working memory of relaxFramed: cells in order of their starting cost, the queue of cells lowered
 * by a step (cell and value), the settled marks and the counts of the counting sort.
 * Module-private: relaxFramed writes every part it reads on each call, never returns these arrays
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
  const framed = (width + 2) * (height + 2);
  const open = new Uint8Array(framed);
  const from = newDist(framed);
  for (let y = 0; y < height; y++) {
    const at = framedCell(width, 0, y);
    open.set(walk.subarray(y * width, (y + 1) * width), at);
    for (let x = 0; x < width; x++) {
      const a = approach[y * width + x];
      if (Number.isFinite(a)) from[at + x] = a;
    }
  }
  return unframe(relaxFramed(open, from, width + 2, newDist(framed)), width, height);
}

/**
 * {@link relaxFlee} on framed maps (`open` the walk mask, rows `pw` cells apart, a closed border
 * around; `approach` and `dist` of one kind, see {@link Dist}), written into `dist` (every cell of
 * it) and returned.
 */
function relaxFramed(open: Uint8Array, approach: Dist, pw: number, dist: Dist): Dist {
  const n = open.length;
  const far = unreached(dist);
  dist.fill(far);
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
    if (open[i] === 0 || a === far) continue;
    // The goal's -0 is stored as 0, as the toolkit stores it.
    const c = Math.floor((a * FLEE_NUM) / FLEE_DEN);
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
  for (let i = 0; i < n; i++) if (dist[i] !== far) counts[dist[i] - lo + 1]++;
  for (let v = 1; v <= range; v++) counts[v] += counts[v - 1];
  for (let i = 0; i < n; i++) if (dist[i] !== far) order[counts[dist[i] - lo]++] = i;
  // Starts are read from `order` at s (their value is dist at sorting time, kept in `counts` order);
  // lowered cells from `queue` at head (cell, value pairs).
  let s = 0;
  let head = 0;
  let tail = 0;
  const startValue = (k: number): number => Math.floor((approach[order[k]] * FLEE_NUM) / FLEE_DEN) + 0;
  const steps = [-pw - 1, -pw, -pw + 1, -1, 1, pw - 1, pw, pw + 1];
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
    const next = value + 1;
    for (let k = 0; k < 8; k++) {
      const j = cell + steps[k];
      if (open[j] === 0 || done[j] !== 0 || next >= dist[j]) continue;
      dist[j] = next;
      queue[tail] = j;
      queue[tail + 1] = next;
      tail += 2;
    }
  }
  return dist;
}

/** Places monsters wander between: known walkable cells on a coarse 6-cell lattice. */
export function waypoints(floor: FloorState): readonly number[] {
  return waypointsOf(floor, cacheOf(floor, ''));
}

/** The floor's {@link waypoints}, the same whatever key `maps` are of (they follow the layout as generated). */
export function waypointsOf(floor: FloorState, maps: WalkMaps): readonly number[] {
  const cache = maps.base;
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
