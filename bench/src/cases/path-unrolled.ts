import { dijkstraMap, type Point, type WalkMap } from '@hullbreach/toolkit';
// Not part of the package's API: the plain version of dijkstraMap's unrolled block, kept for this case.
import { dijkstraMapLooped } from '../../../packages/toolkit/dist/path/dijkstra-map-loop.js';
import type { BenchCase, BenchSide } from '../case.js';
import { MAZE, ROOM } from './path.js';

/**
 * The house rule on fast paths, for `dijkstraMap`'s unit-step breadth-first search, which offers a
 * cell's neighbours in an unrolled block: the public `dijkstraMap` ("ours") against the same call
 * whose search offers them in a loop over the neighbour offsets (the second column), both sides in
 * one process, alternated. The block stays while the ratio shows it earns its keep. Same maps and
 * 20 far-apart pairs per operation as the path cases, whole map, 8-way and 4-way; checksums: the
 * summed distances between the pairs, plus one per pair.
 */

type Distances = typeof dijkstraMap;
type Get = () => { readonly map: WalkMap; readonly pairs: Array<[Point, Point]> };

function side(get: Get, topology: 4 | 8, distances: Distances, label: string): BenchSide {
  return {
    label: `${label} (${topology}-way)`,
    setup() {
      const { map, pairs } = get();
      const out = new Float64Array(map.width * map.height);
      return () => {
        let cells = 0;
        for (const [from, to] of pairs) {
          distances(map, [to], { out, topology });
          cells += out[from.y * map.width + from.x] + 1;
        }
        return cells;
      };
    },
  };
}

function pair(get: Get, name: string, topology: 4 | 8): BenchCase {
  return {
    group: 'path-unrolled',
    name: `dijkstraMap ${topology}-way ${name}`,
    ours: side(get, topology, dijkstraMap, 'dijkstraMap, unrolled'),
    rot: side(get, topology, dijkstraMapLooped, 'dijkstraMap, neighbours in a loop'),
    together: true,
  };
}

/** dijkstraMap's unrolled breadth-first block against the loop it replaces, on the room and the maze. */
export const cases: BenchCase[] = [
  pair(ROOM, 'room200', 8),
  pair(MAZE, 'maze201', 8),
  pair(ROOM, 'room200', 4),
  pair(MAZE, 'maze201', 4),
];
