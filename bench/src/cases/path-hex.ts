import { createRng, dijkstraMap, findPath, type Point, type WalkMap } from '@hullbreach/toolkit';
import * as ROT from 'rot-js';
import type { BenchCase } from '../case.js';

/**
 * Hex pathfinding (topology 6, rot's doubled-width coordinates: a cell where x + y is even, six
 * neighbours at (±2, 0) and (±1, ±1)): our findPath against ROT.Path.AStar and our whole-map
 * dijkstraMap against one ROT.Path.Dijkstra path query, both sides with topology 6 on the same map
 * and the same 20 far-apart pairs per operation. Unit steps. Checksums: summed path lengths.
 */

/** Start/target pairs per operation. */
const PAIRS = 20;

/**
 * A walled hex room, `width` columns (half of them cells in each row) by `height` rows, whose
 * inner hex cells are pillars with probability `fraction`. Cells where x + y is odd stay blocked.
 */
export function hexRoom(width: number, height: number, fraction: number, seed: string): WalkMap {
  const rng = createRng(seed);
  const walkable = new Uint8Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 2; x < width - 2; x++) {
      if ((x + y) % 2 === 0) walkable[y * width + x] = rng.chance(fraction) ? 0 : 1;
    }
  }
  return { width, height, walkable };
}

/** Far-apart hex pairs: a start near one corner and a target near the opposite one, with a route. */
function farPairs(map: WalkMap, seed: string): Array<[Point, Point]> {
  const rng = createRng(seed);
  const { width, height, walkable } = map;
  const box = 30;
  const pairs: Array<[Point, Point]> = [];
  const inCorner = (corner: number): Point => {
    for (;;) {
      const dx = rng.int(2, box);
      const dy = rng.int(1, box);
      const x = corner & 1 ? width - 1 - dx : dx;
      const y = corner & 2 ? height - 1 - dy : dy;
      if ((x + y) % 2 === 0 && walkable[y * width + x] !== 0) return { x, y };
    }
  };
  while (pairs.length < PAIRS) {
    const corner = pairs.length % 4;
    const from = inCorner(corner);
    const to = inCorner(3 - corner);
    if (dijkstraMap(map, [to], { topology: 6 })[from.y * width + from.x] !== Infinity) pairs.push([from, to]);
  }
  return pairs;
}

export interface Scene {
  readonly map: WalkMap;
  readonly pairs: Array<[Point, Point]>;
}

function scene(name: string, build: () => WalkMap): () => Scene {
  let cached: Scene | undefined;
  return () => {
    if (cached === undefined) {
      const map = build();
      cached = { map, pairs: farPairs(map, `${name} pairs`) };
    }
    return cached;
  };
}

// 400 columns by 200 rows: 200 hex cells a row, about the cell count of the 200x200 square cases.
/** The hex scenes: label and map with its pairs. */
export const SCENES: ReadonlyArray<[string, () => Scene]> = [
  ['hexroom400x200', scene('hexroom400x200', () => hexRoom(400, 200, 0.08, 'bench hex room'))],
  ['hexrocks400x200', scene('hexrocks400x200', () => hexRoom(400, 200, 0.3, 'bench hex rocks'))],
];

function passable(map: WalkMap): (x: number, y: number) => boolean {
  const { width, height, walkable } = map;
  return (x, y) => x >= 0 && y >= 0 && x < width && y < height && walkable[y * width + x] !== 0;
}

function hexCases(get: () => Scene, label: string): BenchCase[] {
  return [
    {
      group: 'path-hex',
      name: `findPath ${label}`,
      ours: {
        label: 'findPath (hex)',
        setup() {
          const { map, pairs } = get();
          return () => {
            let cells = 0;
            for (const [from, to] of pairs) cells += findPath(map, from, to, { topology: 6 })?.length ?? 0;
            return cells;
          };
        },
      },
      rot: {
        label: 'ROT.Path.AStar (hex)',
        setup() {
          const { map, pairs } = get();
          const isPassable = passable(map);
          return () => {
            let cells = 0;
            for (const [from, to] of pairs) {
              new ROT.Path.AStar(to.x, to.y, isPassable, { topology: 6 }).compute(from.x, from.y, () => {
                cells++;
              });
            }
            return cells;
          };
        },
      },
    },
    {
      group: 'path-hex',
      name: `dijkstraMap ${label}`,
      ours: {
        label: 'dijkstraMap, whole map (hex)',
        setup() {
          const { map, pairs } = get();
          const out = new Float64Array(map.width * map.height);
          return () => {
            let cells = 0;
            for (const [from, to] of pairs) {
              dijkstraMap(map, [to], { topology: 6, out });
              cells += out[from.y * map.width + from.x] + 1;
            }
            return cells;
          };
        },
      },
      rot: {
        label: 'ROT.Path.Dijkstra, one path query (hex)',
        setup() {
          const { map, pairs } = get();
          const isPassable = passable(map);
          return () => {
            let cells = 0;
            for (const [from, to] of pairs) {
              new ROT.Path.Dijkstra(to.x, to.y, isPassable, { topology: 6 }).compute(from.x, from.y, () => {
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

/** Hex findPath and dijkstraMap against rot's hex AStar and Dijkstra. */
export const cases: BenchCase[] = SCENES.flatMap(([label, get]) => hexCases(get, label));
