import { dijkstraMapWith } from './dijkstra-map.js';
import type { FrameScratch } from './scratch.js';
import type { DijkstraMapOptions, Goal, WalkMap } from './types.js';

/**
 * `dijkstraMap` whose unit-step breadth-first search offers a cell's neighbours in a loop over the
 * offsets instead of dijkstra-map.ts's unrolled block: the same distances. Not exported by the
 * package: it is the plain version the unrolled block is timed against (the bench's
 * `path-unrolled` case), which is what keeps the unrolled block.
 */
export function dijkstraMapLooped(
  map: WalkMap,
  goals: readonly Goal[],
  options?: DijkstraMapOptions,
): Float64Array {
  return dijkstraMapWith(undefined, map, goals, options, bfsLooped);
}

/** `bfs` of dijkstra-map.ts with its neighbours offered in a loop (see there for how). */
function bfsLooped(
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
  let head = 0;
  let end = tail;
  let d = 0;
  while (head < tail) {
    if (head === end) {
      end = tail;
      if (++d > maxDistance) break;
    }
    const i = q[head++];
    pd[i] = d;
    for (let k = 0; k < topology; k++) {
      const j = i + off[k];
      q[tail] = j;
      tail += pc[j];
      pc[j] = 0;
    }
  }
}
