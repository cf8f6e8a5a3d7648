import { createPathGraph, findPath, type WalkMap } from '@hullbreach/toolkit';
import { createRequire } from 'node:module';
import type { BenchCase, BenchSide } from '../case.js';
import { MAZE, ROOM, type Scene } from './path.js';

/**
 * 4-way paths against the other JavaScript path libraries, each in the case's second column (the
 * one rot fills elsewhere; the group is apart so its ratios do not mix with rot's): PathFinding.js
 * 0.4.18 (A*, no diagonal steps; it marks its grid while searching, so every search needs a fresh
 * `grid.clone()`, which is timed as part of its search) and l1-path-finder 1.0.0 (which
 * preprocesses the map into a corner graph once; only its queries are timed, with the waypoints
 * it returns). Ours: the plain `findPath`, and a `createPathGraph` built once. Same maps and 20
 * far-apart pairs per operation as the path group. Checksums: summed path lengths in steps.
 */

const require = createRequire(import.meta.url);

interface PfGrid {
  clone(): PfGrid;
}
interface Pf {
  Grid: new (width: number, height: number, matrix: number[][]) => PfGrid;
  AStarFinder: new (options: { diagonalMovement: number }) => {
    findPath(sx: number, sy: number, ex: number, ey: number, grid: PfGrid): number[][];
  };
  DiagonalMovement: { Never: number };
}
interface L1Planner {
  search(sx: number, sy: number, tx: number, ty: number, path?: number[]): number;
}

const PF = require('pathfinding') as Pf;
const ndarray = require('ndarray') as (data: Uint8Array, shape: number[]) => unknown;
const createPlanner = require('l1-path-finder') as (grid: unknown) => L1Planner;

/** l1-path-finder's planner for a map: an ndarray indexed [y][x], nonzero = wall. */
function l1Planner(map: WalkMap): L1Planner {
  const grid = map.walkable.map((v) => (v === 0 ? 1 : 0));
  return createPlanner(ndarray(grid, [map.height, map.width]));
}

function plainFindPath4(get: () => Scene): BenchSide {
  return {
    label: 'findPath (4-way)',
    setup() {
      const { map, pairs } = get();
      return () => {
        let steps = 0;
        for (const [from, to] of pairs) steps += (findPath(map, from, to, { topology: 4 })?.length ?? 1) - 1;
        return steps;
      };
    },
  };
}

function graphFindPath4(get: () => Scene): BenchSide {
  return {
    label: 'createPathGraph (4-way), findPath',
    setup() {
      const { map, pairs } = get();
      const graph = createPathGraph(map, { topology: 4 });
      return () => {
        let steps = 0;
        for (const [from, to] of pairs) steps += (graph.findPath(from, to)?.length ?? 1) - 1;
        return steps;
      };
    },
  };
}

function pathFindingJs(get: () => Scene): BenchSide {
  return {
    label: 'PathFinding.js AStarFinder (4-way)',
    setup() {
      const { map, pairs } = get();
      const matrix: number[][] = [];
      for (let y = 0; y < map.height; y++) {
        const row: number[] = [];
        for (let x = 0; x < map.width; x++) row.push(map.walkable[y * map.width + x] === 0 ? 1 : 0);
        matrix.push(row);
      }
      const grid = new PF.Grid(map.width, map.height, matrix);
      const finder = new PF.AStarFinder({ diagonalMovement: PF.DiagonalMovement.Never });
      return () => {
        let steps = 0;
        for (const [from, to] of pairs)
          steps += finder.findPath(from.x, from.y, to.x, to.y, grid.clone()).length - 1;
        return steps;
      };
    },
  };
}

function l1Search(get: () => Scene): BenchSide {
  return {
    label: 'l1-path-finder search',
    setup() {
      const { map, pairs } = get();
      const planner = l1Planner(map);
      return () => {
        let steps = 0;
        for (const [from, to] of pairs) steps += planner.search(from.y, from.x, to.y, to.x, []);
        return steps;
      };
    },
  };
}

function peerCases(get: () => Scene, label: string): BenchCase[] {
  return [
    {
      group: 'path-peers',
      name: `findPath 4-way ${label} vs PathFinding.js`,
      ours: plainFindPath4(get),
      rot: pathFindingJs(get),
    },
    {
      group: 'path-peers',
      name: `findPath 4-way ${label} vs l1`,
      ours: plainFindPath4(get),
      rot: l1Search(get),
    },
    {
      group: 'path-peers',
      name: `pathGraph 4-way ${label} vs l1`,
      ours: graphFindPath4(get),
      rot: l1Search(get),
    },
    {
      group: 'path-peers',
      name: `pathGraph build ${label} vs l1`,
      ours: {
        label: 'createPathGraph (4-way)',
        setup() {
          const { map } = get();
          return () =>
            createPathGraph(map, { topology: 4 }).findPath({ x: 1, y: 1 }, { x: 1, y: 1 })?.length ?? 0;
        },
      },
      rot: {
        label: 'l1-path-finder createPlanner',
        setup() {
          const { map } = get();
          return () => (l1Planner(map).search(1, 1, 1, 1) === 0 ? 1 : 0);
        },
      },
    },
    {
      group: 'path-peers',
      name: `pathGraph update ${label} vs l1`,
      ours: {
        label: 'createPathGraph update (one cell)',
        setup() {
          const { map } = get();
          const copy = { ...map, walkable: map.walkable.slice() };
          const graph = createPathGraph(copy, { topology: 4 });
          let k = 0;
          // Each operation flips one inner cell (a wall becomes floor or back), walking over the map.
          return () => {
            k = (k + 7919) % ((copy.width - 2) * (copy.height - 2));
            const x = 1 + (k % (copy.width - 2));
            const y = 1 + Math.floor(k / (copy.width - 2));
            copy.walkable[y * copy.width + x] ^= 1;
            graph.update(x, y);
            return copy.walkable[y * copy.width + x];
          };
        },
      },
      rot: {
        label: 'l1-path-finder: a new planner (it has no update)',
        setup() {
          const { map } = get();
          const copy = { ...map, walkable: map.walkable.slice() };
          let k = 0;
          return () => {
            k = (k + 7919) % ((copy.width - 2) * (copy.height - 2));
            const x = 1 + (k % (copy.width - 2));
            const y = 1 + Math.floor(k / (copy.width - 2));
            copy.walkable[y * copy.width + x] ^= 1;
            l1Planner(copy);
            return copy.walkable[y * copy.width + x];
          };
        },
      },
    },
  ];
}

/** 4-way findPath and createPathGraph against PathFinding.js and l1-path-finder, on the room and the maze. */
export const cases: BenchCase[] = [...peerCases(ROOM, 'room200'), ...peerCases(MAZE, 'maze201')];
