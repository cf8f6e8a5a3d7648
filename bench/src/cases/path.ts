import {
  createPathfinder,
  createRng,
  dijkstraMap,
  findPath,
  type Point,
  type WalkMap,
} from '@hullbreach/toolkit';
import * as ROT from 'rot-js';
import type { BenchCase } from '../case.js';

/** Number of start/target pairs per operation; every operation answers all of them. */
const PAIRS = 20;

/**
 * A perfect maze (exactly one route between any two floor cells) by a seeded recursive
 * backtracker: floor cells sit on odd coordinates and the walls between them are knocked out.
 * Width and height must be odd.
 */
function perfectMaze(width: number, height: number, seed: string): WalkMap {
  const rng = createRng(seed);
  const walkable = new Uint8Array(width * height);
  const cw = (width - 1) / 2;
  const ch = (height - 1) / 2;
  const stack: number[] = [0];
  walkable[width + 1] = 1;
  const dirs: Array<[number, number]> = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ];
  while (stack.length > 0) {
    const cell = stack[stack.length - 1];
    const cx = cell % cw;
    const cy = (cell - cx) / cw;
    const open = dirs.filter(([dx, dy]) => {
      const nx = cx + dx;
      const ny = cy + dy;
      return nx >= 0 && ny >= 0 && nx < cw && ny < ch && walkable[(2 * ny + 1) * width + 2 * nx + 1] === 0;
    });
    if (open.length === 0) {
      stack.pop();
      continue;
    }
    const [dx, dy] = rng.pick(open);
    walkable[(2 * cy + 1 + dy) * width + 2 * cx + 1 + dx] = 1;
    walkable[(2 * (cy + dy) + 1) * width + 2 * (cx + dx) + 1] = 1;
    stack.push((cy + dy) * cw + cx + dx);
  }
  return { width, height, walkable };
}

/** A walled room with a fraction of its inner cells turned into single-cell pillars. */
export function pillarRoom(width: number, height: number, fraction: number, seed: string): WalkMap {
  const rng = createRng(seed);
  const walkable = new Uint8Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) walkable[y * width + x] = rng.chance(fraction) ? 0 : 1;
  }
  return { width, height, walkable };
}

/**
 * Far-apart pairs: a start in a 30x30 box at one corner and a target in the box at the opposite
 * corner, cycling through the four corners; only pairs with a route between them are kept.
 */
function farPairs(map: WalkMap, seed: string): Array<[Point, Point]> {
  const rng = createRng(seed);
  const { width, height, walkable } = map;
  const box = 30;
  const pairs: Array<[Point, Point]> = [];
  const inCorner = (corner: number): Point => {
    for (;;) {
      const dx = rng.int(1, box);
      const dy = rng.int(1, box);
      const x = corner & 1 ? width - 1 - dx : dx;
      const y = corner & 2 ? height - 1 - dy : dy;
      if (walkable[y * width + x] !== 0) return { x, y };
    }
  };
  while (pairs.length < PAIRS) {
    const corner = pairs.length % 4;
    const from = inCorner(corner);
    const to = inCorner(3 - corner);
    if (dijkstraMap(map, [to])[from.y * width + from.x] !== Infinity) pairs.push([from, to]);
  }
  return pairs;
}

/** A map and the far-apart pairs every path case answers on it. */
export interface Scene {
  readonly name: string;
  readonly map: WalkMap;
  readonly pairs: Array<[Point, Point]>;
}

function scene(name: string, build: () => WalkMap): () => Scene {
  let cached: Scene | undefined;
  return () => {
    if (cached === undefined) {
      const map = build();
      cached = { name, map, pairs: farPairs(map, `${name} pairs`) };
    }
    return cached;
  };
}

/** The 201x201 perfect maze and its pairs (shared with the peer and twin cases). */
export const MAZE = scene('maze201', () => perfectMaze(201, 201, 'bench maze'));
/** The 200x200 pillar room and its pairs. */
export const ROOM = scene('room200', () => pillarRoom(200, 200, 0.08, 'bench room'));

/** rot's passable callback over a WalkMap. */
export function passable(map: WalkMap): (x: number, y: number) => boolean {
  const { width, height, walkable } = map;
  return (x, y) => x >= 0 && y >= 0 && x < width && y < height && walkable[y * width + x] !== 0;
}

function pathCases(get: () => Scene, label: string): BenchCase[] {
  return [
    {
      group: 'path',
      name: `findPath ${label}`,
      ours: {
        label: 'findPath (8-way)',
        setup() {
          const { map, pairs } = get();
          // The plain call, as a rot.js user would make it (createPathfinder's twin is timed in path-twins).
          return () => {
            let cells = 0;
            for (const [from, to] of pairs) cells += findPath(map, from, to)?.length ?? 0;
            return cells;
          };
        },
      },
      rot: {
        label: 'ROT.Path.AStar (8-way)',
        setup() {
          const { map, pairs } = get();
          const isPassable = passable(map);
          return () => {
            let cells = 0;
            for (const [from, to] of pairs) {
              new ROT.Path.AStar(to.x, to.y, isPassable, { topology: 8 }).compute(from.x, from.y, () => {
                cells++;
              });
            }
            return cells;
          };
        },
      },
    },
    {
      group: 'path',
      name: `dijkstraMap ${label}`,
      ours: {
        label: 'dijkstraMap, whole map (8-way)',
        setup() {
          const { map, pairs } = get();
          const out = new Float64Array(map.width * map.height);
          return () => {
            let cells = 0;
            for (const [from, to] of pairs) {
              dijkstraMap(map, [to], { out });
              cells += out[from.y * map.width + from.x] + 1;
            }
            return cells;
          };
        },
      },
      rot: {
        label: 'ROT.Path.Dijkstra, one path query',
        setup() {
          const { map, pairs } = get();
          const isPassable = passable(map);
          return () => {
            let cells = 0;
            for (const [from, to] of pairs) {
              new ROT.Path.Dijkstra(to.x, to.y, isPassable, { topology: 8 }).compute(from.x, from.y, () => {
                cells++;
              });
            }
            return cells;
          };
        },
      },
    },
  ];
}

/**
 * P6: a pathfinder's findPath forgets its last search by bumping a generation counter, so a short
 * search costs the same on a small and a huge map (no per-call clearing). 100 five-step searches
 * per operation, through one held pathfinder.
 */
function shortHops(side: number): BenchCase {
  return {
    group: 'path',
    name: `short-hop ${side}x${side} open (P6)`,
    ours: {
      label: 'findPath, 100 five-step paths',
      setup() {
        const map = pillarRoom(side, side, 0, 'open');
        const from = { x: side >> 1, y: side >> 1 };
        const to = { x: from.x + 5, y: from.y + 3 };
        const pathfinder = createPathfinder();
        return () => {
          let cells = 0;
          for (let k = 0; k < 100; k++) cells += pathfinder.findPath(map, from, to)?.length ?? 0;
          return cells;
        };
      },
    },
  };
}

/**
 * Pathfinding between 20 far-apart pairs per operation on a 201x201 perfect maze and a 200x200
 * room with 8% pillars, 8-way, unit steps. Checksums are the summed path lengths in cells.
 */
export const cases: BenchCase[] = [
  ...pathCases(MAZE, 'maze201'),
  ...pathCases(ROOM, 'room200'),
  shortHops(64),
  shortHops(2048),
];
