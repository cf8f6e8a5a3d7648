import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../grid/types.js';
import { dijkstraMap } from './dijkstra-map.js';
import { downhill } from './downhill.js';
import { findPath } from './find-path.js';
import { createPathfinder } from './pathfinder.js';
import type { Topology, WalkMap } from './types.js';

/** One call of a plain path function: a map of its own size and topology, options and all. */
const callArb = fc
  .record({
    width: fc.integer({ min: 1, max: 40 }),
    height: fc.integer({ min: 1, max: 40 }),
    topology: fc.constantFrom<Topology>(4, 6, 8),
    kind: fc.constantFrom('findPath', 'dijkstraMap'),
  })
  .chain(({ width, height, topology, kind }) => {
    const n = width * height;
    const point = fc.record({ x: fc.nat(width - 1), y: fc.nat(height - 1) });
    const cells = (max: number): fc.Arbitrary<Uint8Array> =>
      fc.uint8Array({ minLength: n, maxLength: n, min: 0, max });
    return fc.record({
      kind: fc.constant(kind),
      map: cells(3).map((r): WalkMap => ({ width, height, walkable: r.map((v) => (v === 0 ? 0 : 1)) })),
      from: point,
      to: point,
      topology: fc.constant(topology),
      cost: fc.option(cells(5), { nil: undefined }),
      blocked: fc.option(
        cells(6).map((r) => r.map((v) => (v === 0 ? 1 : 0))),
        { nil: undefined },
      ),
      extraCost: fc.option(cells(9), { nil: undefined }),
      maxDistance: fc.option(fc.nat(30), { nil: undefined }),
    });
  });

describe('the plain functions share one working buffer', () => {
  it('answer every call in a random run of sizes, topologies and options as a fresh held pathfinder does', () => {
    fc.assert(
      fc.property(fc.array(callArb, { minLength: 1, maxLength: 12 }), (calls) => {
        for (const c of calls) {
          const { topology, cost, blocked, extraCost } = c;
          const fresh = createPathfinder();
          if (c.kind === 'findPath') {
            const options = { topology, cost, blocked, extraCost };
            expect(findPath(c.map, c.from, c.to, options)).toEqual(
              fresh.findPath(c.map, c.from, c.to, options),
            );
          } else {
            const options = { topology, cost, blocked, extraCost, maxDistance: c.maxDistance };
            const goals = [c.from, c.to];
            expect(dijkstraMap(c.map, goals, options)).toEqual(fresh.dijkstraMap(c.map, goals, options));
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('stay right when a blocked function calls them again mid-search (re-entrancy)', () => {
    fc.assert(
      fc.property(callArb, callArb, (outer, inner) => {
        const w = outer.map.width;
        const mask = outer.blocked ?? new Uint8Array(w * outer.map.height);
        const expected = {
          path: findPath(outer.map, outer.from, outer.to, { topology: outer.topology, blocked: mask }),
          map: dijkstraMap(outer.map, [outer.to], { topology: outer.topology, blocked: mask }),
          inner: findPath(inner.map, inner.from, inner.to, { topology: inner.topology }),
          innerMap: dijkstraMap(inner.map, [inner.to], { topology: inner.topology }),
        };
        // Every 16th question the search asks runs whole other searches first, on another map,
        // through the same plain functions (and the same held pathfinder for the held case).
        const held = createPathfinder();
        let asked = 0;
        const blocked = (x: number, y: number): boolean => {
          if (asked++ % 16 !== 0) return mask[y * w + x] !== 0;
          expect(findPath(inner.map, inner.from, inner.to, { topology: inner.topology })).toEqual(
            expected.inner,
          );
          expect(dijkstraMap(inner.map, [inner.to], { topology: inner.topology })).toEqual(expected.innerMap);
          expect(held.findPath(inner.map, inner.from, inner.to, { topology: inner.topology })).toEqual(
            expected.inner,
          );
          return mask[y * w + x] !== 0;
        };
        const options = { topology: outer.topology, blocked };
        expect(findPath(outer.map, outer.from, outer.to, options)).toEqual(expected.path);
        expect(dijkstraMap(outer.map, [outer.to], options)).toEqual(expected.map);
        expect(held.findPath(outer.map, outer.from, outer.to, options)).toEqual(expected.path);
        expect(held.dijkstraMap(outer.map, [outer.to], options)).toEqual(expected.map);
      }),
      { numRuns: 60 },
    );
  });

  it('recover after a blocked function throws mid-search', () => {
    const map = { width: 9, height: 9, walkable: new Uint8Array(81).fill(1) };
    const a: Point = { x: 0, y: 0 };
    const b: Point = { x: 8, y: 8 };
    const boom = (): boolean => {
      throw new Error('boom');
    };
    const before = findPath(map, a, b, { topology: 4 });
    expect(() => findPath(map, a, b, { blocked: boom })).toThrow('boom');
    expect(() => dijkstraMap(map, [a], { blocked: boom })).toThrow('boom');
    expect(findPath(map, a, b, { topology: 4 })).toEqual(before);
    expect(dijkstraMap(map, [a])[80]).toBe(8);
  });
});

describe('path option and argument checks', () => {
  const map = { width: 3, height: 3, walkable: new Uint8Array(9).fill(1) };
  const a = { x: 0, y: 0 };
  const b = { x: 2, y: 2 };

  it('name the function, the unknown key, a near miss and the keys each function takes', () => {
    expect(() => findPath(map, a, b, { topolgy: 4 } as never)).toThrow(
      /^findPath: unknown option "topolgy" \(did you mean "topology"\?\); it takes topology, cost, blocked, extraCost$/,
    );
    expect(() => dijkstraMap(map, [a], { maxDistnace: 3 } as never)).toThrow(
      /^dijkstraMap: unknown option "maxDistnace" \(did you mean "maxDistance"\?\); it takes .*maxDistance, out$/,
    );
    expect(() => findPath(map, a, b, { blockd: new Uint8Array(9) } as never)).toThrow(
      /did you mean "blocked"/,
    );
    expect(() => createPathfinder().findPath(map, a, b, { extraCosts: new Uint8Array(9) } as never)).toThrow(
      /^findPath: unknown option "extraCosts" \(did you mean "extraCost"\?\)/,
    );
    expect(() => findPath(map, a, b, { sped: 1 } as never)).toThrow(RangeError);
  });

  it('say so when the map and a point look swapped', () => {
    expect(() => findPath(a as never, map as never, b)).toThrow(/^findPath: .*look swapped/);
    expect(() => findPath(map, map as never, b)).toThrow(/^findPath: from is a map, not a point/);
    expect(() => dijkstraMap(map, a as never)).toThrow(
      /^dijkstraMap: goals must be an array of points; for one goal write \[point\]/,
    );
    expect(() => dijkstraMap(a as never, [map] as never)).toThrow(
      /^dijkstraMap: the first argument is a point/,
    );
    expect(() => downhill(map, a as never, new Float64Array(9) as never)).toThrow(
      /^downhill: .*distances and from look swapped/,
    );
    expect(() => downhill(map, new Float64Array(9), a, { topolgy: 4 } as never)).toThrow(
      /^downhill: unknown option "topolgy" \(did you mean "topology"\?\); it takes topology, blocked$/,
    );
  });
});
