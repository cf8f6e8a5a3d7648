import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dijkstraMap } from './dijkstra-map.js';
import { downhill } from './downhill.js';
import type { Point } from '../grid/types.js';
import type { Topology, WalkMap } from './types.js';

const mapArb = fc
  .record({ width: fc.integer({ min: 1, max: 16 }), height: fc.integer({ min: 1, max: 16 }) })
  .chain(({ width, height }) =>
    fc.record({
      map: fc
        .array(fc.integer({ min: 0, max: 3 }), { minLength: width * height, maxLength: width * height })
        .map((r): WalkMap => ({ width, height, walkable: Uint8Array.from(r, (v) => (v === 0 ? 0 : 1)) })),
      goals: fc.array(fc.record({ x: fc.nat(width - 1), y: fc.nat(height - 1) }), {
        minLength: 1,
        maxLength: 3,
      }),
      topology: fc.constantFrom<Topology>(4, 8),
    }),
  );

describe('downhill', () => {
  it('walks from every reachable cell to a goal in exactly its distance, one neighbour at a time (P2)', () => {
    fc.assert(
      fc.property(mapArb, ({ map, goals, topology }) => {
        const d = dijkstraMap(map, goals, { topology });
        for (let start = 0; start < d.length; start++) {
          if (d[start] === Infinity) continue;
          let x = start % map.width;
          let y = Math.floor(start / map.width);
          let steps = 0;
          for (
            let next = downhill(map, d, { x, y }, { topology });
            next !== null;
            next = downhill(map, d, { x, y }, { topology })
          ) {
            const dx = Math.abs(next.x - x);
            const dy = Math.abs(next.y - y);
            expect(topology === 4 ? dx + dy : Math.max(dx, dy)).toBe(1);
            expect(d[next.y * map.width + next.x]).toBe(d[y * map.width + x] - 1);
            x = next.x;
            y = next.y;
            steps++;
          }
          expect(steps).toBe(d[start]);
          expect(d[y * map.width + x]).toBe(0);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('from a cell without a value, steps only onto a neighbour that has one', () => {
    fc.assert(
      fc.property(mapArb, fc.nat(20), ({ map, goals, topology }, maxDistance) => {
        const d = dijkstraMap(map, goals, { topology, maxDistance });
        for (let i = 0; i < d.length; i++) {
          if (d[i] !== Infinity) continue;
          const next = downhill(map, d, { x: i % map.width, y: Math.floor(i / map.width) }, { topology });
          if (next !== null) {
            expect(map.walkable[next.y * map.width + next.x]).not.toBe(0);
            expect(d[next.y * map.width + next.x]).toBeLessThan(Infinity);
          }
        }
      }),
    );
  });

  it('rejects a cell outside the map, a missing cell and a distance array of the wrong size', () => {
    const map = { width: 2, height: 2, walkable: new Uint8Array(4).fill(1) };
    expect(() => downhill(map, new Float64Array(4), { x: 2, y: 0 })).toThrow(/^downhill: from \(2, 0\)/);
    expect(() => downhill(map, new Float64Array(3), { x: 0, y: 0 })).toThrow(/^downhill: distances/);
    expect(() => downhill(map, new Float64Array(4), undefined as unknown as Point)).toThrow(
      /^downhill: from must be a point/,
    );
    expect(() => downhill(map, new Float64Array(4), { x: 0, y: 0 }, { topology: 5 as Topology })).toThrow(
      /^downhill: topology/,
    );
  });
});
