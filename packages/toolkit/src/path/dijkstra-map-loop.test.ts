import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dijkstraMap } from './dijkstra-map.js';
import { dijkstraMapLooped } from './dijkstra-map-loop.js';
import type { Topology } from './types.js';

/**
 * The bench times dijkstraMap's unrolled breadth-first block against dijkstraMapLooped's loop; the
 * comparison means something only while both give the same distances.
 */
describe('dijkstraMapLooped', () => {
  it('gives the distances dijkstraMap gives, on every topology, with and without maxDistance', () => {
    const arb = fc
      .record({ width: fc.integer({ min: 1, max: 20 }), height: fc.integer({ min: 1, max: 20 }) })
      .chain(({ width, height }) => {
        const n = width * height;
        const point = fc.record({ x: fc.nat(width - 1), y: fc.nat(height - 1) });
        return fc.record({
          map: fc
            .uint8Array({ minLength: n, maxLength: n, min: 0, max: 3 })
            .map((cells) => ({ width, height, walkable: cells.map((c) => (c === 0 ? 0 : 1)) })),
          goals: fc.array(point, { minLength: 1, maxLength: 4 }),
          topology: fc.constantFrom<Topology>(4, 6, 8),
          maxDistance: fc.option(fc.nat(12), { nil: undefined }),
        });
      });
    fc.assert(
      fc.property(arb, ({ map, goals, topology, maxDistance }) => {
        const options = { topology, maxDistance };
        expect(dijkstraMapLooped(map, goals, options)).toEqual(dijkstraMap(map, goals, options));
      }),
      { numRuns: 800 },
    );
  });
});
