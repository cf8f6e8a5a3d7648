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
  const { width, height } = floor;
  // Every known cell is a goal starting at its scaled approach value; the map re-relaxes from all
  // of them at once, so each cell ends at most one more than its lowest neighbour.
  const goals: { x: number; y: number; cost: number }[] = [];
  for (let i = 0; i < approach.length; i++) {
    const a = approach[i];
    if (cache.walk[i] !== 0 && Number.isFinite(a))
      goals.push({ x: i % width, y: (i - (i % width)) / width, cost: Math.floor((a * FLEE_NUM) / FLEE_DEN) });
  }
  const map = dijkstraMap({ width, height, walkable: cache.walk }, goals, { topology: 8 });
  return remember(cache.flee, goal, map);
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
