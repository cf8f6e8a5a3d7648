import { createPathfinder, dijkstraMap, findPath, type Point, type WalkMap } from '@hullbreach/toolkit';
import type { BenchCase, BenchSide } from '../case.js';
import { SCENES as HEX_SCENES } from './path-hex.js';
import { MAZE, ROOM } from './path.js';

/**
 * Each plain path function beside its `createPathfinder()` twin (in the second column, so the
 * ratio reads plain/held and should stay at or above 0.87, within 15%): the same maps and 20
 * far-apart pairs per operation as the path cases. Checksums: summed path lengths in cells.
 */

type Get = () => { readonly map: WalkMap; readonly pairs: Array<[Point, Point]> };

function findPathSide(get: Get, topology: 4 | 6 | 8, held: boolean): BenchSide {
  return {
    label: `${held ? 'createPathfinder().findPath' : 'findPath'} (${topology === 6 ? 'hex' : `${topology}-way`})`,
    setup() {
      const { map, pairs } = get();
      const find = held ? createPathfinder().findPath : findPath;
      return () => {
        let cells = 0;
        for (const [from, to] of pairs) cells += find(map, from, to, { topology })?.length ?? 0;
        return cells;
      };
    },
  };
}

function dijkstraSide(get: Get, held: boolean): BenchSide {
  return {
    label: `${held ? 'createPathfinder().dijkstraMap' : 'dijkstraMap'}, whole map (8-way)`,
    setup() {
      const { map, pairs } = get();
      const out = new Float64Array(map.width * map.height);
      const distances = held ? createPathfinder().dijkstraMap : dijkstraMap;
      return () => {
        let cells = 0;
        for (const [from, to] of pairs) {
          distances(map, [to], { out });
          cells += out[from.y * map.width + from.x] + 1;
        }
        return cells;
      };
    },
  };
}

const twin = (name: string, ours: BenchSide, held: BenchSide): BenchCase => ({
  group: 'path-twins',
  name,
  ours,
  rot: held,
  // Plain over held should be near 1: both in one process, alternated, so load cannot decide it.
  together: true,
});
const [hexLabel, hexScene] = HEX_SCENES[0];

/** Plain calls against held twins: findPath 8-way, 4-way and hex, dijkstraMap. */
export const cases: BenchCase[] = [
  twin('findPath 8-way room200', findPathSide(ROOM, 8, false), findPathSide(ROOM, 8, true)),
  twin('findPath 4-way room200', findPathSide(ROOM, 4, false), findPathSide(ROOM, 4, true)),
  twin('findPath 4-way maze201', findPathSide(MAZE, 4, false), findPathSide(MAZE, 4, true)),
  twin(`findPath hex ${hexLabel}`, findPathSide(hexScene, 6, false), findPathSide(hexScene, 6, true)),
  twin('dijkstraMap room200', dijkstraSide(ROOM, false), dijkstraSide(ROOM, true)),
  twin('dijkstraMap maze201', dijkstraSide(MAZE, false), dijkstraSide(MAZE, true)),
];
