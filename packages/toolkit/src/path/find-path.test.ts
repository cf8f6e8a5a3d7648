import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../grid/types.js';
import { dijkstraMap } from './dijkstra-map.js';
import { findPath } from './find-path.js';
import type { Topology, WalkMap } from './types.js';

interface Case {
  map: WalkMap;
  from: Point;
  to: Point;
  cost: Uint8Array | undefined;
  topology: Topology;
}

/** Random maps (density of walls varies per map), two random cells, optional costs (0 blocks). */
function caseArb(maxSide = 16): fc.Arbitrary<Case> {
  return fc
    .record({
      width: fc.integer({ min: 1, max: maxSide }),
      height: fc.integer({ min: 1, max: maxSide }),
      wallPercent: fc.integer({ min: 0, max: 45 }),
    })
    .chain(({ width, height, wallPercent }) => {
      const n = width * height;
      const point = fc.record({ x: fc.nat(width - 1), y: fc.nat(height - 1) });
      const costs = fc.oneof(
        fc.uint8Array({ minLength: n, maxLength: n, min: 1, max: 255 }),
        fc.uint8Array({ minLength: n, maxLength: n, min: 0, max: 5 }),
        fc.uint8Array({ minLength: n, maxLength: n, min: 2, max: 3 }),
      );
      return fc.record({
        map: fc
          .array(fc.integer({ min: 0, max: 99 }), { minLength: n, maxLength: n })
          .map((r) => ({ width, height, walkable: Uint8Array.from(r, (v) => (v < wallPercent ? 0 : 1)) })),
        from: point,
        to: point,
        cost: fc.option(costs, { nil: undefined }),
        topology: fc.constantFrom<Topology>(4, 8),
      });
    });
}

const at = (map: WalkMap, p: Point): number => p.y * map.width + p.x;

function passable(c: Case, p: Point): boolean {
  const i = at(c.map, p);
  return c.map.walkable[i] !== 0 && (c.cost === undefined || c.cost[i] !== 0);
}

function pathCost(c: Case, path: Point[]): number {
  let total = 0;
  for (const p of path.slice(1)) total += c.cost === undefined ? 1 : c.cost[at(c.map, p)];
  return total;
}

function checkCase(c: Case): void {
  const options = { topology: c.topology, cost: c.cost };
  const path = findPath(c.map, c.from, c.to, options);
  const distance = dijkstraMap(c.map, [c.from], options)[at(c.map, c.to)];
  if (!passable(c, c.from) || !passable(c, c.to) || distance === Infinity) {
    expect(path).toBeNull();
    return;
  }
  expect(path).not.toBeNull();
  const steps = path as Point[];
  expect(steps[0]).toEqual(c.from);
  expect(steps[steps.length - 1]).toEqual(c.to);
  for (const p of steps) expect(passable(c, p)).toBe(true);
  for (let k = 1; k < steps.length; k++) {
    const dx = Math.abs(steps[k].x - steps[k - 1].x);
    const dy = Math.abs(steps[k].y - steps[k - 1].y);
    expect(Math.max(dx, dy)).toBe(1);
    if (c.topology === 4) expect(dx + dy).toBe(1);
  }
  expect(pathCost(c, steps)).toBe(distance);
}

describe('findPath', () => {
  it('finds a walkable neighbour-to-neighbour walk whose cost equals the dijkstraMap distance', () => {
    fc.assert(fc.property(caseArb(), checkCase), { numRuns: 1000 });
  });

  it('stays exact on larger maps and over many calls sharing its scratch buffers', () => {
    fc.assert(
      fc.property(fc.array(caseArb(40), { minLength: 1, maxLength: 6 }), (cases) => cases.forEach(checkCase)),
      {
        numRuns: 150,
      },
    );
  });

  it('returns null when the target is walled off', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 20 }), fc.integer({ min: 1, max: 20 }), (width, height) => {
        // A full-height wall in column 1 separates column 0 from the rest.
        const walkable = new Uint8Array(width * height).fill(1);
        for (let y = 0; y < height; y++) walkable[y * width + 1] = 0;
        const map = { width, height, walkable };
        expect(findPath(map, { x: 0, y: 0 }, { x: width - 1, y: height - 1 })).toBeNull();
        expect(findPath(map, { x: width - 1, y: 0 }, { x: 0, y: height - 1 }, { topology: 4 })).toBeNull();
      }),
    );
  });

  it('returns [from] when from equals to, and null when that cell is not walkable', () => {
    fc.assert(
      fc.property(caseArb(), (c) => {
        const path = findPath(c.map, c.from, c.from, { topology: c.topology, cost: c.cost });
        expect(path).toEqual(passable(c, c.from) ? [c.from] : null);
      }),
    );
  });

  it('gives the same path for the same question, whatever was asked before', () => {
    fc.assert(
      fc.property(caseArb(), caseArb(30), (c, other) => {
        const options = { topology: c.topology, cost: c.cost };
        const first = findPath(c.map, c.from, c.to, options);
        findPath(other.map, other.from, other.to, { topology: other.topology, cost: other.cost });
        expect(findPath(c.map, c.from, c.to, options)).toEqual(first);
      }),
    );
  });

  it('rejects bad input with a RangeError', () => {
    const map = { width: 4, height: 3, walkable: new Uint8Array(12).fill(1) };
    const a = { x: 0, y: 0 };
    const b = { x: 3, y: 2 };
    expect(() => findPath(map, { x: 4, y: 0 }, b)).toThrow(RangeError);
    expect(() => findPath(map, a, { x: 0, y: 3 })).toThrow(RangeError);
    expect(() => findPath(map, { x: -1, y: 0 }, b)).toThrow(RangeError);
    expect(() => findPath(map, { x: 1.5, y: 0 }, b)).toThrow(RangeError);
    expect(() => findPath({ ...map, walkable: new Uint8Array(11) }, a, b)).toThrow(/walkable/);
    expect(() => findPath(map, a, b, { cost: new Uint8Array(13) })).toThrow(/cost/);
    expect(() => findPath(map, a, b, { topology: 0 as Topology })).toThrow(/topology/);
  });
});
