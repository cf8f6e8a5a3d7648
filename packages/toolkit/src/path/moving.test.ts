import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../grid/types.js';
import { dijkstraMap } from './dijkstra-map.js';
import { downhill } from './downhill.js';
import { findPath } from './find-path.js';
import type { Topology, WalkMap } from './types.js';

/** A map, a blocked mask, optional costs and extra costs, two cells, a topology (4 or 8). */
interface Case {
  map: WalkMap;
  blocked: Uint8Array;
  cost: Uint8Array | undefined;
  extra: Uint8Array | undefined;
  from: Point;
  to: Point;
  topology: Topology;
}

function caseArb(maxSide = 14): fc.Arbitrary<Case> {
  return fc
    .record({ width: fc.integer({ min: 1, max: maxSide }), height: fc.integer({ min: 1, max: maxSide }) })
    .chain(({ width, height }) => {
      const n = width * height;
      const point = fc.record({ x: fc.nat(width - 1), y: fc.nat(height - 1) });
      const mask = (percent: number): fc.Arbitrary<Uint8Array> =>
        fc
          .array(fc.integer({ min: 0, max: 99 }), { minLength: n, maxLength: n })
          .map((r) => Uint8Array.from(r, (v) => (v < percent ? 1 : 0)));
      return fc.record({
        map: mask(25).map((walls) => ({ width, height, walkable: walls.map((w) => 1 - w) })),
        blocked: fc.integer({ min: 0, max: 40 }).chain(mask),
        cost: fc.option(fc.uint8Array({ minLength: n, maxLength: n, min: 0, max: 6 }), { nil: undefined }),
        extra: fc.option(fc.uint8Array({ minLength: n, maxLength: n, min: 0, max: 255 }), { nil: undefined }),
        from: point,
        to: point,
        topology: fc.constantFrom<Topology>(4, 8),
      });
    });
}

const index = (c: Case, p: Point): number => p.y * c.map.width + p.x;

/** Whether a walk may stand on cell i at all (walkable, and not made impassable by a zero cost). */
const open = (c: Case, i: number): boolean =>
  c.map.walkable[i] !== 0 && (c.cost === undefined || c.cost[i] !== 0);
/** What entering cell i costs under the case's options. */
const enter = (c: Case, i: number): number => (c.cost === undefined ? 1 : c.cost[i]) + (c.extra?.[i] ?? 0);

/**
 * Textbook Dijkstra written from the definition: walks start on `from` (never blocked), enter open
 * cells paying their cost plus extra, and may step on from a cell only if it is not blocked.
 */
function reference(c: Case, from: number): number[] {
  const { width, height } = c.map;
  const n = width * height;
  const dist = new Array<number>(n).fill(Infinity);
  const done = new Array<boolean>(n).fill(false);
  if (open(c, from)) dist[from] = 0;
  for (;;) {
    let best = -1;
    for (let i = 0; i < n; i++)
      if (!done[i] && dist[i] < Infinity && (best < 0 || dist[i] < dist[best])) best = i;
    if (best < 0) return dist;
    done[best] = true;
    if (best !== from && c.blocked[best] !== 0) continue;
    const x = best % width;
    const y = Math.floor(best / width);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if ((dx === 0 && dy === 0) || (c.topology === 4 && dx !== 0 && dy !== 0)) continue;
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const j = ny * width + nx;
        if (open(c, j)) dist[j] = Math.min(dist[j], dist[best] + enter(c, j));
      }
    }
  }
}

/** The case's options, with `blocked` and `extraCost` as arrays or as functions. */
function optionsOf(c: Case, asFunctions: boolean) {
  const w = c.map.width;
  return {
    topology: c.topology,
    cost: c.cost,
    blocked: asFunctions ? (x: number, y: number) => c.blocked[y * w + x] !== 0 : c.blocked,
    extraCost:
      c.extra === undefined
        ? undefined
        : asFunctions
          ? (x: number, y: number) => c.extra![y * w + x]
          : c.extra,
  };
}

describe('blocked and extraCost', () => {
  it('findPath never steps on from a blocked cell, and costs what dijkstraMap and a reference say', () => {
    fc.assert(
      fc.property(caseArb(), fc.boolean(), (c, asFunctions) => {
        const options = optionsOf(c, asFunctions);
        const path = findPath(c.map, c.from, c.to, options);
        const start = index(c, c.from);
        const distance = dijkstraMap(c.map, [c.from], options)[index(c, c.to)];
        expect(distance).toBe(reference(c, start)[index(c, c.to)]);
        if (distance === Infinity) {
          expect(path).toBeNull();
          return;
        }
        expect(path).not.toBeNull();
        const steps = path!;
        expect(steps[0]).toEqual(c.from);
        expect(steps[steps.length - 1]).toEqual(c.to);
        let paid = 0;
        for (let k = 1; k < steps.length; k++) {
          const i = index(c, steps[k]);
          // Every cell the walk steps on from (all but the two ends) is unblocked.
          if (k < steps.length - 1) expect(c.blocked[i]).toBe(0);
          expect(open(c, i)).toBe(true);
          const dx = Math.abs(steps[k].x - steps[k - 1].x);
          const dy = Math.abs(steps[k].y - steps[k - 1].y);
          expect(c.topology === 4 ? dx + dy : Math.max(dx, dy)).toBe(1);
          paid += enter(c, i);
        }
        expect(paid).toBe(distance);
      }),
      { numRuns: 600 },
    );
  });

  it('dijkstraMap equals the reference from several goals, blocked ones included, arrays or functions', () => {
    fc.assert(
      fc.property(caseArb(), fc.boolean(), (c, asFunctions) => {
        const goals = [c.from, c.to];
        const d = dijkstraMap(c.map, goals, optionsOf(c, asFunctions));
        const a = reference(c, index(c, c.from));
        const b = reference(c, index(c, c.to));
        d.forEach((v, i) => expect(v).toBe(Math.min(a[i], b[i])));
      }),
      { numRuns: 400 },
    );
  });

  it('downhill never steps onto a blocked cell: it walks down to the goal, or next to it when the goal is blocked', () => {
    fc.assert(
      fc.property(caseArb(), (c) => {
        const options = { topology: c.topology, blocked: c.blocked };
        const d = dijkstraMap(c.map, [c.to], options);
        const start = index(c, c.from);
        if (d[start] === Infinity || c.blocked[start] !== 0) return;
        // A blocked goal is never stepped onto: the walk stops next to it.
        const goalBlocked = c.blocked[index(c, c.to)] !== 0;
        let here = c.from;
        for (let k = 0; k < d[start] - (goalBlocked ? 1 : 0); k++) {
          const next = downhill(c.map, d, here, options);
          expect(next).not.toBeNull();
          const i = index(c, next!);
          expect(c.blocked[i]).toBe(0);
          expect(d[i]).toBe(d[index(c, here)] - 1);
          here = next!;
        }
        if (goalBlocked) {
          expect(d[index(c, here)]).toBe(1);
          expect(downhill(c.map, d, here, options)).toBeNull();
        } else expect(here).toEqual(c.to);
      }),
      { numRuns: 300 },
    );
  });

  it('asks a blocked function at most once per cell per call', () => {
    fc.assert(
      fc.property(caseArb(20), (c) => {
        const asked = new Map<number, number>();
        const blocked = (x: number, y: number): boolean => {
          const i = y * c.map.width + x;
          asked.set(i, (asked.get(i) ?? 0) + 1);
          return c.blocked[i] !== 0;
        };
        findPath(c.map, c.from, c.to, { topology: c.topology, blocked });
        for (const times of asked.values()) expect(times).toBe(1);
        asked.clear();
        dijkstraMap(c.map, [c.to], { topology: c.topology, blocked });
        for (const times of asked.values()) expect(times).toBe(1);
      }),
    );
  });

  it('rejects an extraCost function that answers other than an integer 0..255, and masks of the wrong size', () => {
    const map = { width: 3, height: 1, walkable: new Uint8Array(3).fill(1) };
    const a = { x: 0, y: 0 };
    const b = { x: 2, y: 0 };
    expect(() => findPath(map, a, b, { extraCost: () => 1.5 })).toThrow(
      /^findPath: extraCost\(1, 0\) returned 1.5/,
    );
    expect(() => dijkstraMap(map, [a], { extraCost: () => -1 })).toThrow(/^dijkstraMap: extraCost/);
    expect(() => findPath(map, a, b, { blocked: new Uint8Array(2) })).toThrow(
      /^findPath: blocked must be a Uint8Array of width \* height = 3 cells or a function \(x, y\), got 2$/,
    );
    expect(() =>
      downhill(map, new Float64Array(3), a, { blocked: [0, 0, 0] as unknown as Uint8Array }),
    ).toThrow(/^downhill: blocked must be a Uint8Array/);
  });
});
