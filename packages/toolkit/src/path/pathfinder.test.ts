import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dijkstraMap } from './dijkstra-map.js';
import { findPath } from './find-path.js';
import { createPathfinder } from './pathfinder.js';
import type { Topology, WalkMap } from './types.js';

const scenes = fc
  .record({ width: fc.integer({ min: 1, max: 24 }), height: fc.integer({ min: 1, max: 24 }) })
  .chain(({ width, height }) => {
    const n = width * height;
    const point = fc.record({ x: fc.nat(width - 1), y: fc.nat(height - 1) });
    return fc.record({
      map: fc
        .uint8Array({ minLength: n, maxLength: n, max: 3 })
        .map((r): WalkMap => ({ width, height, walkable: r.map((v) => (v === 0 ? 0 : 1)) })),
      from: point,
      to: point,
      goals: fc.array(
        fc.record({ x: fc.nat(width - 1), y: fc.nat(height - 1), cost: fc.integer({ min: -9, max: 9 }) }),
        {
          maxLength: 3,
        },
      ),
      topology: fc.constantFrom<Topology>(4, 8),
      cost: fc.option(fc.uint8Array({ minLength: n, maxLength: n, min: 0, max: 6 }), { nil: undefined }),
    });
  });

describe('createPathfinder', () => {
  it('answers a run of mixed searches on maps of changing sizes exactly as the plain functions do', () => {
    fc.assert(
      fc.property(fc.array(scenes, { minLength: 1, maxLength: 6 }), (list) => {
        const pathfinder = createPathfinder();
        for (const s of list) {
          const options = { topology: s.topology, cost: s.cost };
          expect(pathfinder.findPath(s.map, s.from, s.to, options)).toEqual(
            findPath(s.map, s.from, s.to, options),
          );
          expect(pathfinder.dijkstraMap(s.map, s.goals, options)).toEqual(
            dijkstraMap(s.map, s.goals, options),
          );
          expect(pathfinder.dijkstraMap(s.map, [s.to], options)).toEqual(dijkstraMap(s.map, [s.to], options));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('checks its arguments as the plain functions do, naming them', () => {
    const pathfinder = createPathfinder();
    const map = { width: 2, height: 2, walkable: new Uint8Array(4).fill(1) };
    expect(() => pathfinder.findPath(map, { x: 0, y: 0 }, { x: 5, y: 0 })).toThrow(/^findPath: to \(5, 0\)/);
    expect(() => pathfinder.dijkstraMap(map, [{ x: -1, y: 0 }])).toThrow(/^dijkstraMap: goal 0/);
  });
});
