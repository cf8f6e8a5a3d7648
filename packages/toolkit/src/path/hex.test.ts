import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../grid/types.js';
import { dijkstraMap } from './dijkstra-map.js';
import { downhill } from './downhill.js';
import { findPath } from './find-path.js';
import { HEX_DX, HEX_DY, hexDistance, isHexCell } from './hex.js';
import { createPathfinder } from './pathfinder.js';
import type { Goal, WalkMap } from './types.js';

/** The six neighbours of a doubled-width hex cell, written out independently of HEX_DX/HEX_DY. */
const HEX_STEPS: ReadonlyArray<readonly [number, number]> = [
  [2, 0],
  [-2, 0],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

interface Case {
  map: WalkMap;
  goals: Goal[];
  cost: Uint8Array | undefined;
}

/** Random maps (about a third blocked, odd cells walkable or not), 1-4 goals anywhere (odd ones too). */
function caseArb(withCost: 'never' | 'always' | 'maybe', maxSide = 16): fc.Arbitrary<Case> {
  return fc
    .record({ width: fc.integer({ min: 1, max: maxSide }), height: fc.integer({ min: 1, max: maxSide }) })
    .chain(({ width, height }) => {
      const n = width * height;
      const point = fc.record({ x: fc.nat(width - 1), y: fc.nat(height - 1) });
      const costArb = fc.oneof(
        fc.uint8Array({ minLength: n, maxLength: n, min: 0, max: 255 }),
        fc.uint8Array({ minLength: n, maxLength: n, min: 0, max: 4 }),
      );
      const cost =
        withCost === 'never'
          ? fc.constant(undefined)
          : withCost === 'always'
            ? costArb
            : fc.option(costArb, { nil: undefined });
      return fc.record({
        map: fc
          .array(fc.integer({ min: 0, max: 2 }), { minLength: n, maxLength: n })
          .map((cells) => ({ width, height, walkable: Uint8Array.from(cells, (c) => (c === 0 ? 0 : 1)) })),
        goals: fc.array(point, { minLength: 1, maxLength: 4 }),
        cost,
      });
    });
}

const even = (x: number, y: number): boolean => (x + y) % 2 === 0;

function passable(c: Case, x: number, y: number): boolean {
  const i = y * c.map.width + x;
  return even(x, y) && c.map.walkable[i] !== 0 && (c.cost === undefined || c.cost[i] !== 0);
}

/** Textbook O(n^2) Dijkstra over the hex neighbours; only cells with x + y even take part. */
function referenceDistances(c: Case): number[] {
  const { width, height } = c.map;
  const n = width * height;
  const dist = new Array<number>(n).fill(Infinity);
  const done = new Array<boolean>(n).fill(false);
  for (const g of c.goals) {
    if (passable(c, g.x, g.y)) dist[g.y * width + g.x] = Math.min(dist[g.y * width + g.x], g.cost ?? 0);
  }
  for (;;) {
    let best = -1;
    for (let i = 0; i < n; i++)
      if (!done[i] && dist[i] < Infinity && (best < 0 || dist[i] < dist[best])) best = i;
    if (best < 0) return dist;
    done[best] = true;
    const x = best % width;
    const y = Math.floor(best / width);
    for (const [dx, dy] of HEX_STEPS) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height || !passable(c, nx, ny)) continue;
      const j = ny * width + nx;
      dist[j] = Math.min(dist[j], dist[best] + (c.cost === undefined ? 1 : c.cost[j]));
    }
  }
}

const isNeighbour = (a: Point, b: Point): boolean =>
  HEX_STEPS.some(([dx, dy]) => b.x - a.x === dx && b.y - a.y === dy);

describe('hex steps', () => {
  it('are the six doubled-width neighbours, each once, and keep x + y even', () => {
    const steps = Array.from(HEX_DX, (dx, k) => `${dx},${HEX_DY[k]}`).sort();
    expect(steps).toEqual(HEX_STEPS.map(([dx, dy]) => `${dx},${dy}`).sort());
    for (let k = 0; k < 6; k++) expect(isHexCell(HEX_DX[k], HEX_DY[k])).toBe(true);
    expect(isHexCell(3, -1)).toBe(true);
    expect(isHexCell(-3, 0)).toBe(false);
  });

  it('hexDistance equals the breadth-first step count on an open hex plane', () => {
    // BFS from (0, 0) over a plane large enough that no walk to a cell within 12 steps leaves it.
    const seen = new Map<string, number>([['0,0', 0]]);
    let frontier: Array<[number, number]> = [[0, 0]];
    for (let d = 1; d <= 12; d++) {
      const next: Array<[number, number]> = [];
      for (const [x, y] of frontier) {
        for (const [dx, dy] of HEX_STEPS) {
          const key = `${x + dx},${y + dy}`;
          if (!seen.has(key)) {
            seen.set(key, d);
            next.push([x + dx, y + dy]);
          }
        }
      }
      frontier = next;
    }
    for (const [key, d] of seen) {
      const [x, y] = key.split(',').map(Number);
      expect([key, hexDistance(x, y)]).toEqual([key, d]);
    }
  });
});

describe('dijkstraMap on a hex map (topology 6)', () => {
  it('equals a reference Dijkstra over hex neighbours, unit steps, several goals (P1, P3)', () => {
    fc.assert(
      fc.property(caseArb('never'), (c) => {
        expect(Array.from(dijkstraMap(c.map, c.goals, { topology: 6 }))).toEqual(referenceDistances(c));
      }),
      { numRuns: 400 },
    );
  });

  it('equals a reference Dijkstra with entering costs (zero blocks) and goals with their own costs', () => {
    const withStarts = caseArb('maybe', 20).chain((c) =>
      fc
        .array(fc.option(fc.integer({ min: -30, max: 30 }), { nil: undefined }), {
          minLength: c.goals.length,
          maxLength: c.goals.length,
        })
        .map((costs) => ({ ...c, goals: c.goals.map((g, k) => ({ ...g, cost: costs[k] })) })),
    );
    fc.assert(
      fc.property(withStarts, (c) => {
        const got = dijkstraMap(c.map, c.goals, { topology: 6, cost: c.cost });
        expect(Array.from(got)).toEqual(referenceDistances(c));
      }),
      { numRuns: 400 },
    );
  });

  it('leaves cells beyond maxDistance at Infinity and the rest as the reference', () => {
    fc.assert(
      fc.property(caseArb('maybe'), fc.nat(30), (c, maxDistance) => {
        const got = dijkstraMap(c.map, c.goals, { topology: 6, cost: c.cost, maxDistance });
        referenceDistances(c).forEach((d, i) => expect(got[i]).toBe(d <= maxDistance ? d : Infinity));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every cell where x + y is odd at Infinity, even when it is walkable and a goal', () => {
    fc.assert(
      fc.property(caseArb('maybe'), (c) => {
        const open = { ...c.map, walkable: new Uint8Array(c.map.walkable.length).fill(1) };
        const got = dijkstraMap(open, c.goals, { topology: 6, cost: c.cost });
        for (let i = 0; i < got.length; i++) {
          if (!even(i % open.width, Math.floor(i / open.width))) expect(got[i]).toBe(Infinity);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('findPath on a hex map (topology 6)', () => {
  const pathCase = caseArb('maybe').chain((c) =>
    fc.record({
      c: fc.constant(c),
      from: fc.record({ x: fc.nat(c.map.width - 1), y: fc.nat(c.map.height - 1) }),
      to: fc.record({ x: fc.nat(c.map.width - 1), y: fc.nat(c.map.height - 1) }),
    }),
  );

  const check = ({ c, from, to }: { c: Case; from: Point; to: Point }, find = findPath): void => {
    const options = { topology: 6 as const, cost: c.cost };
    const path = find(c.map, from, to, options);
    const distance = referenceDistances({ ...c, goals: [from] })[to.y * c.map.width + to.x];
    expect(dijkstraMap(c.map, [from], options)[to.y * c.map.width + to.x]).toBe(distance);
    if (!passable(c, from.x, from.y) || !passable(c, to.x, to.y) || distance === Infinity) {
      expect(path).toBeNull();
      return;
    }
    expect(path).not.toBeNull();
    const steps = path as Point[];
    expect(steps[0]).toEqual(from);
    expect(steps[steps.length - 1]).toEqual(to);
    let total = 0;
    for (let k = 0; k < steps.length; k++) {
      expect(passable(c, steps[k].x, steps[k].y)).toBe(true);
      if (k === 0) continue;
      expect(isNeighbour(steps[k - 1], steps[k])).toBe(true);
      total += c.cost === undefined ? 1 : c.cost[steps[k].y * c.map.width + steps[k].x];
    }
    expect(total).toBe(distance);
  };

  it('finds a walk of hex neighbours through walkable hex cells whose cost equals dijkstraMap at `to`', () => {
    fc.assert(
      fc.property(pathCase, (p) => check(p)),
      { numRuns: 1000 },
    );
  });

  it('does the same through a Pathfinder that keeps its memory over many calls and topologies', () => {
    fc.assert(
      fc.property(fc.array(pathCase, { minLength: 1, maxLength: 6 }), (cases) => {
        const finder = createPathfinder();
        for (const p of cases) {
          check(p, (map, from, to, options) => finder.findPath(map, from, to, options));
          // A square search in between must not disturb the next hex one.
          finder.findPath(p.c.map, p.from, p.to, { topology: 8 });
        }
      }),
      { numRuns: 150 },
    );
  });

  it('returns [from] for a walkable hex cell and itself, null for a cell where x + y is odd', () => {
    const map = { width: 5, height: 3, walkable: new Uint8Array(15).fill(1) };
    expect(findPath(map, { x: 2, y: 0 }, { x: 2, y: 0 }, { topology: 6 })).toEqual([{ x: 2, y: 0 }]);
    expect(findPath(map, { x: 1, y: 0 }, { x: 1, y: 0 }, { topology: 6 })).toBeNull();
    expect(findPath(map, { x: 0, y: 0 }, { x: 3, y: 0 }, { topology: 6 })).toBeNull();
    expect(findPath(map, { x: 0, y: 0 }, { x: 4, y: 0 }, { topology: 6 })).toEqual([
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 4, y: 0 },
    ]);
  });
});

describe('downhill on a hex map (topology 6)', () => {
  it('walks from every reachable cell to a goal in exactly its distance, one hex step at a time (P2)', () => {
    fc.assert(
      fc.property(caseArb('never'), (c) => {
        const d = dijkstraMap(c.map, c.goals, { topology: 6 });
        for (let start = 0; start < d.length; start++) {
          if (d[start] === Infinity) continue;
          let here = { x: start % c.map.width, y: Math.floor(start / c.map.width) };
          let steps = 0;
          for (
            let next = downhill(c.map, d, here, { topology: 6 });
            next !== null;
            next = downhill(c.map, d, here, { topology: 6 })
          ) {
            expect(isNeighbour(here, next)).toBe(true);
            expect(d[next.y * c.map.width + next.x]).toBe(d[here.y * c.map.width + here.x] - 1);
            here = next;
            steps++;
          }
          expect(steps).toBe(d[start]);
          expect(d[here.y * c.map.width + here.x]).toBe(0);
        }
      }),
      { numRuns: 200 },
    );
  });
});
