import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../grid/types.js';
import { dijkstraMap } from './dijkstra-map.js';
import { walledIn } from './find-path-corridors.js';
import { findPath } from './find-path.js';
import { createPathfinder } from './pathfinder.js';
import type { WalkMap } from './types.js';

/**
 * The plain 4-way findPath (no cost, blocked or extraCost) walks corridors without queueing them.
 * These maps are made of corridors: a random depth-first maze whose cells sit on even coordinates
 * (so corridors run along the map's edges too), some walls knocked out to make loops, and an open
 * patch, with the two ends anywhere (mid-corridor, at a dead end, at a junction). Most are framed
 * by a border of walls, which the search walks as they are; the others it copies into a frame.
 */
interface MazeCase {
  map: WalkMap;
  from: Point;
  to: Point;
}

function carve(width: number, height: number, choices: number[], loops: number[], patch: number[]): WalkMap {
  const walkable = new Uint8Array(width * height);
  const cw = (width + 1) >> 1;
  const ch = (height + 1) >> 1;
  const visited = new Uint8Array(cw * ch);
  const stack = [0];
  visited[0] = 1;
  walkable[0] = 1;
  let c = 0;
  while (stack.length > 0) {
    const cell = stack[stack.length - 1];
    const cx = cell % cw;
    const cy = (cell - cx) / cw;
    const ways: number[] = [];
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]) {
      const nx = cx + dx;
      const ny = cy + dy;
      if (nx >= 0 && ny >= 0 && nx < cw && ny < ch && visited[ny * cw + nx] === 0) ways.push(ny * cw + nx);
    }
    if (ways.length === 0) {
      stack.pop();
      continue;
    }
    const next = ways[choices[c++ % choices.length] % ways.length];
    const nx = next % cw;
    const ny = (next - nx) / cw;
    visited[next] = 1;
    walkable[(cy + ny) * width + cx + nx] = 1; // the wall between (2cx, 2cy) and (2nx, 2ny)
    walkable[2 * ny * width + 2 * nx] = 1;
    stack.push(next);
  }
  for (const k of loops) walkable[k % walkable.length] = 1;
  if (patch.length > 0) {
    const [px, py, pw] = patch;
    for (let y = py % height; y < Math.min(height, (py % height) + pw); y++) {
      for (let x = px % width; x < Math.min(width, (px % width) + pw); x++) walkable[y * width + x] = 1;
    }
  }
  return { width, height, walkable };
}

/** The map inside a border of walls one cell thick. */
function framed(map: WalkMap): WalkMap {
  const width = map.width + 2;
  const walkable = new Uint8Array(width * (map.height + 2));
  for (let y = 0; y < map.height; y++) {
    walkable.set(map.walkable.subarray(y * map.width, (y + 1) * map.width), (y + 1) * width + 1);
  }
  return { width, height: map.height + 2, walkable };
}

function mazeArb(maxSide: number): fc.Arbitrary<MazeCase> {
  return fc
    .record({
      width: fc.integer({ min: 1, max: maxSide }),
      height: fc.integer({ min: 1, max: maxSide }),
      choices: fc.array(fc.nat(23), { minLength: 1, maxLength: 64 }),
      loops: fc.array(fc.nat(100_000), { maxLength: 12 }),
      patch: fc.oneof(
        fc.constant<number[]>([]),
        fc.tuple(fc.nat(60), fc.nat(60), fc.integer({ min: 1, max: 6 })).map((t): number[] => [...t]),
      ),
      walled: fc.nat(3).map((k) => k !== 0),
    })
    .chain(({ width, height, choices, loops, patch, walled }) => {
      const carved = carve(width, height, choices, loops, patch);
      const map = walled ? framed(carved) : carved;
      const open: Point[] = [];
      for (let i = 0; i < map.walkable.length; i++) {
        if (map.walkable[i] !== 0) open.push({ x: i % map.width, y: Math.floor(i / map.width) });
      }
      const end = fc.constantFrom(...open);
      return fc.record({ map: fc.constant(map), from: end, to: end });
    });
}

const at = (map: WalkMap, p: Point): number => p.y * map.width + p.x;

/** Checks a 4-way path from the corridor search against the distance dijkstraMap gives. */
function checkPath(c: MazeCase, path: Point[] | null): void {
  const distance = dijkstraMap(c.map, [c.from], { topology: 4 })[at(c.map, c.to)];
  if (distance === Infinity) {
    expect(path).toBeNull();
    return;
  }
  expect(path).not.toBeNull();
  const steps = path as Point[];
  expect(steps.length - 1).toBe(distance);
  expect(steps[0]).toEqual(c.from);
  expect(steps[steps.length - 1]).toEqual(c.to);
  for (let k = 0; k < steps.length; k++) {
    expect(c.map.walkable[at(c.map, steps[k])]).not.toBe(0);
    if (k > 0) expect(Math.abs(steps[k].x - steps[k - 1].x) + Math.abs(steps[k].y - steps[k - 1].y)).toBe(1);
  }
}

describe('findPath 4-way through corridors', () => {
  it('returns a shortest 4-way walk on mazes with loops, patches and open edges', () => {
    fc.assert(
      fc.property(mazeArb(24), (c) => checkPath(c, findPath(c.map, c.from, c.to, { topology: 4 }))),
      { numRuns: 1500 },
    );
  });

  it('matches the general search (forced by an empty blocked mask) in length, and a held twin exactly', () => {
    fc.assert(
      fc.property(fc.array(mazeArb(40), { minLength: 1, maxLength: 5 }), (cases) => {
        const held = createPathfinder();
        for (const c of cases) {
          const plain = findPath(c.map, c.from, c.to, { topology: 4 });
          const general = findPath(c.map, c.from, c.to, {
            topology: 4,
            blocked: new Uint8Array(c.map.walkable.length),
          });
          expect(plain?.length).toBe(general?.length);
          expect(held.findPath(c.map, c.from, c.to, { topology: 4 })).toEqual(plain);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('reads any nonzero walkable byte as open: the same path as with 0s and 1s', () => {
    // The corridor walk counts open neighbours by adding bytes, so bytes above 1 must not be
    // mistaken for more open neighbours (or a dead end for a corridor).
    fc.assert(
      fc.property(
        mazeArb(30),
        fc.array(fc.integer({ min: 1, max: 255 }), { minLength: 1, maxLength: 7 }),
        (c, bytes) => {
          const walkable = c.map.walkable.map((v, i) => (v === 0 ? 0 : bytes[i % bytes.length]));
          const marked = { ...c.map, walkable };
          expect(findPath(marked, c.from, c.to, { topology: 4 })).toEqual(
            findPath(c.map, c.from, c.to, { topology: 4 }),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('takes a map as walled in exactly when no cell on its border is open', () => {
    fc.assert(
      fc.property(mazeArb(12), fc.nat(), (c, k) => {
        const { width, height, walkable } = c.map;
        const border: number[] = [];
        for (let i = 0; i < walkable.length; i++) {
          const x = i % width;
          const y = (i - x) / width;
          if (x === 0 || y === 0 || x === width - 1 || y === height - 1) border.push(i);
        }
        expect(walledIn(c.map)).toBe(border.every((i) => walkable[i] === 0));
        const opened = walkable.slice();
        opened[border[k % border.length]] = 1;
        expect(walledIn({ width, height, walkable: opened })).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('walks a ring with no junction on it, and comes back round to the start when the goal is off it', () => {
    // A ring corridor around a walled block: from the middle of the top side to the middle of the
    // bottom there are two equal ways round; the cell walled in at the ring's centre is reached by
    // neither, so both walks run round the ring back to the start.
    const width = 7;
    const rows = ['#######', '#.....#', '#.###.#', '#.#.#.#', '#.###.#', '#.....#', '#######'];
    const walkable = Uint8Array.from(rows.join(''), (ch) => (ch === '.' ? 1 : 0));
    const map = { width, height: rows.length, walkable };
    const path = findPath(map, { x: 3, y: 1 }, { x: 3, y: 5 }, { topology: 4 });
    checkPath({ map, from: { x: 3, y: 1 }, to: { x: 3, y: 5 } }, path);
    expect(path).toHaveLength(9);
    expect(findPath(map, { x: 3, y: 1 }, { x: 3, y: 3 }, { topology: 4 })).toBeNull();
  });
});
