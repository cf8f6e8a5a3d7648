import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../grid/types.js';
import { dijkstraMap } from './dijkstra-map.js';
import type { Goal, Topology, WalkMap } from './types.js';

interface Case {
  map: WalkMap;
  goals: Goal[];
  cost: Uint8Array | undefined;
  topology: Topology;
}

/** Random small maps (about a third blocked), 1-4 goals anywhere, with or without costs. */
function caseArb(
  withCost: 'never' | 'always' | 'maybe',
  zeroCosts = false,
  maxSide = 14,
): fc.Arbitrary<Case> {
  return fc
    .record({ width: fc.integer({ min: 1, max: maxSide }), height: fc.integer({ min: 1, max: maxSide }) })
    .chain(({ width, height }) => {
      const n = width * height;
      const point = fc.record({ x: fc.nat(width - 1), y: fc.nat(height - 1) });
      const costArb = fc.uint8Array({ minLength: n, maxLength: n, min: zeroCosts ? 0 : 1, max: 255 });
      const smallCostArb = fc.uint8Array({ minLength: n, maxLength: n, min: zeroCosts ? 0 : 1, max: 4 });
      const cost =
        withCost === 'never'
          ? fc.constant(undefined)
          : withCost === 'always'
            ? fc.oneof(costArb, smallCostArb)
            : fc.option(fc.oneof(costArb, smallCostArb), { nil: undefined });
      return fc.record({
        map: fc
          .array(fc.integer({ min: 0, max: 2 }), { minLength: n, maxLength: n })
          .map((cells) => ({ width, height, walkable: Uint8Array.from(cells, (c) => (c === 0 ? 0 : 1)) })),
        goals: fc.array(point, { minLength: 1, maxLength: 4 }),
        cost,
        topology: fc.constantFrom<Topology>(4, 8),
      });
    });
}

function neighbours(map: WalkMap, i: number, topology: Topology): number[] {
  const x = i % map.width;
  const y = Math.floor(i / map.width);
  const out: number[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      if (topology === 4 && dx !== 0 && dy !== 0) continue;
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < map.width && ny < map.height) out.push(ny * map.width + nx);
    }
  }
  return out;
}

function passable(c: Case, i: number): boolean {
  return c.map.walkable[i] !== 0 && (c.cost === undefined || c.cost[i] !== 0);
}

/**
 * Textbook O(n^2) Dijkstra: settle the cheapest unsettled cell, relax its neighbours. Each
 * passable goal starts at its own cost (0 when it has none), the cheapest when a cell is listed twice.
 */
function referenceDistances(c: Case): number[] {
  const n = c.map.width * c.map.height;
  const dist = new Array<number>(n).fill(Infinity);
  const done = new Array<boolean>(n).fill(false);
  for (const g of c.goals) {
    const i = g.y * c.map.width + g.x;
    if (passable(c, i)) dist[i] = Math.min(dist[i], g.cost ?? 0);
  }
  for (;;) {
    let best = -1;
    for (let i = 0; i < n; i++)
      if (!done[i] && dist[i] < Infinity && (best < 0 || dist[i] < dist[best])) best = i;
    if (best < 0) return dist;
    done[best] = true;
    for (const j of neighbours(c.map, best, c.topology)) {
      if (!passable(c, j)) continue;
      const step = c.cost === undefined ? 1 : c.cost[j];
      dist[j] = Math.min(dist[j], dist[best] + step);
    }
  }
}

function run(c: Case, extra: { maxDistance?: number; out?: Float64Array } = {}): Float64Array {
  return dijkstraMap(c.map, c.goals, { topology: c.topology, cost: c.cost, ...extra });
}

describe('dijkstraMap', () => {
  it('equals a reference Dijkstra for unit steps, 4- and 8-way, several goals (P1, P3)', () => {
    fc.assert(
      fc.property(caseArb('never'), (c) => {
        expect(Array.from(run(c))).toEqual(referenceDistances(c));
      }),
      { numRuns: 400 },
    );
  });

  it('equals a reference Dijkstra with entering costs, zero costs blocking (P1, P3)', () => {
    fc.assert(
      fc.property(caseArb('always', true), (c) => {
        expect(Array.from(run(c))).toEqual(referenceDistances(c));
      }),
      { numRuns: 400 },
    );
  });

  it('equals a reference Dijkstra on larger maps, where queued cells often get cheaper', () => {
    fc.assert(
      fc.property(caseArb('maybe', true, 48), (c) => {
        expect(Array.from(run(c))).toEqual(referenceDistances(c));
      }),
      { numRuns: 60 },
    );
  });

  it('starts each goal at its own cost: equals a reference multi-source Dijkstra with initial costs', () => {
    const startCost = fc.oneof(
      fc.integer({ min: -40, max: 40 }),
      // Adding 0 turns -0 into 0: a goal of cost -0 is a goal of cost 0.
      fc.double({ min: -50, max: 50, noNaN: true, noDefaultInfinity: true }).map((v) => v + 0),
    );
    const withCosts = caseArb('maybe', true, 20).chain((c) =>
      fc
        .array(fc.option(startCost, { nil: undefined }), {
          minLength: c.goals.length,
          maxLength: c.goals.length,
        })
        .map((costs) => ({ ...c, goals: c.goals.map((g, k) => ({ ...g, cost: costs[k] })) })),
    );
    fc.assert(
      fc.property(withCosts, fc.option(fc.nat(40), { nil: undefined }), (c, maxDistance) => {
        const full = referenceDistances(c);
        const capped = run(c, maxDistance === undefined ? {} : { maxDistance });
        full.forEach((d, i) =>
          expect(capped[i]).toBe(maxDistance === undefined || d <= maxDistance ? d : Infinity),
        );
      }),
      { numRuns: 400 },
    );
  });

  it('treats a goal of cost 0 exactly as the plain point', () => {
    fc.assert(
      fc.property(caseArb('maybe'), (c) => {
        const zero = { ...c, goals: c.goals.map((g) => ({ x: g.x, y: g.y, cost: 0 })) };
        expect(run(zero)).toEqual(run(c));
        expect(Array.from(run(zero))).toEqual(referenceDistances(c));
      }),
    );
  });

  it('defaults to 8-way movement', () => {
    fc.assert(
      fc.property(caseArb('maybe'), (c) => {
        const implicit = dijkstraMap(c.map, c.goals, { cost: c.cost });
        expect(implicit).toEqual(run({ ...c, topology: 8 }));
      }),
    );
  });

  it('leaves cells beyond maxDistance at Infinity and keeps the rest exact', () => {
    fc.assert(
      fc.property(
        caseArb('maybe'),
        fc.oneof(fc.nat(30), fc.double({ min: 0, max: 300, noNaN: true })),
        (c, max) => {
          const full = referenceDistances(c);
          const capped = run(c, { maxDistance: max });
          full.forEach((d, i) => expect(capped[i]).toBe(d <= max ? d : Infinity));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives goals 0 and unwalkable cells Infinity; unwalkable goals are ignored', () => {
    fc.assert(
      fc.property(caseArb('maybe'), (c) => {
        const d = run(c);
        for (let i = 0; i < d.length; i++) if (!passable(c, i)) expect(d[i]).toBe(Infinity);
        for (const g of c.goals) {
          const i = g.y * c.map.width + g.x;
          expect(d[i]).toBe(passable(c, i) ? 0 : Infinity);
        }
      }),
    );
  });

  it('follows strictly lower neighbours down to a goal; the entering costs sum to d (P2)', () => {
    fc.assert(
      fc.property(caseArb('maybe'), (c) => {
        const d = run(c);
        for (let start = 0; start < d.length; start++) {
          if (d[start] === Infinity) continue;
          let i = start;
          let paid = 0;
          let steps = 0;
          while (d[i] !== 0) {
            const lower = neighbours(c.map, i, c.topology).filter((j) => passable(c, j) && d[j] < d[i]);
            expect(lower.length).toBeGreaterThan(0);
            paid += c.cost === undefined ? 1 : c.cost[i];
            steps++;
            i = lower.reduce((a, b) => (d[b] < d[a] ? b : a));
          }
          // With unit steps the walk takes exactly d steps; either way it pays exactly d.
          expect(paid).toBe(d[start]);
          if (c.cost === undefined) expect(steps).toBe(d[start]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('gives each cell the distance to its nearest goal (P3)', () => {
    fc.assert(
      fc.property(caseArb('maybe'), (c) => {
        const together = run(c);
        const apart = c.goals.map((g) => run({ ...c, goals: [g] }));
        together.forEach((d, i) => expect(d).toBe(Math.min(...apart.map((a) => a[i]))));
      }),
    );
  });

  it('fills and returns out, overwriting whatever it held before', () => {
    fc.assert(
      fc.property(caseArb('maybe'), fc.double({ noNaN: true }), (c, junk) => {
        const out = new Float64Array(c.map.width * c.map.height).fill(junk);
        const result = run(c, { out });
        expect(result).toBe(out);
        expect(Array.from(out)).toEqual(referenceDistances(c));
      }),
    );
  });

  it('reuses one out array across maps and options', () => {
    fc.assert(
      fc.property(fc.array(caseArb('maybe'), { minLength: 2, maxLength: 5 }), (cases) => {
        const outs = new Map<number, Float64Array>();
        for (const c of cases) {
          const n = c.map.width * c.map.height;
          const out = outs.get(n) ?? new Float64Array(n);
          outs.set(n, out);
          expect(Array.from(run(c, { out }))).toEqual(referenceDistances(c));
        }
      }),
    );
  });

  it('reads any nonzero walkable byte as open, in arrays at any byte offset of their buffer', () => {
    // Unit steps copy walkable rows straight into the frame when every byte is 0 or 1 (checked four
    // bytes at a time when the array is aligned for it), and read each byte otherwise.
    fc.assert(
      fc.property(caseArb('never'), fc.nat(7), fc.nat(255), (c, shift, high) => {
        const n = c.map.width * c.map.height;
        const store = new Uint8Array(n + 8);
        const walkable = store.subarray(shift, shift + n);
        // Some open cells get a larger byte; the distances must not change.
        c.map.walkable.forEach((v, i) => (walkable[i] = v === 0 ? 0 : i % 3 === 0 ? Math.max(1, high) : 1));
        const odd = { ...c, map: { ...c.map, walkable } };
        expect(Array.from(run(odd))).toEqual(referenceDistances(c));
      }),
      { numRuns: 300 },
    );
  });

  it('returns all Infinity with no goals', () => {
    const map = { width: 3, height: 2, walkable: new Uint8Array(6).fill(1) };
    expect(Array.from(dijkstraMap(map, []))).toEqual(new Array(6).fill(Infinity));
  });

  it('rejects bad input with a RangeError', () => {
    const map = { width: 3, height: 2, walkable: new Uint8Array(6).fill(1) };
    const goal = [{ x: 0, y: 0 }];
    expect(() => dijkstraMap({ ...map, walkable: new Uint8Array(5) }, goal)).toThrow(RangeError);
    expect(() => dijkstraMap({ ...map, width: -3 }, goal)).toThrow(RangeError);
    expect(() => dijkstraMap(map, [{ x: 3, y: 0 }])).toThrow(RangeError);
    expect(() => dijkstraMap(map, [{ x: 0, y: -1 }])).toThrow(RangeError);
    expect(() => dijkstraMap(map, [{ x: 0.5, y: 0 }])).toThrow(RangeError);
    expect(() => dijkstraMap(map, goal, { topology: 5 as Topology })).toThrow(/topology/);
    expect(() => dijkstraMap(map, goal, { cost: new Uint8Array(7) })).toThrow(/cost/);
    expect(() => dijkstraMap(map, goal, { out: new Float64Array(5) })).toThrow(/out/);
    expect(() => dijkstraMap(map, goal, { maxDistance: -1 })).toThrow(/maxDistance/);
    expect(() => dijkstraMap(map, goal, { maxDistance: NaN })).toThrow(/maxDistance/);
    expect(() => dijkstraMap(map, [{ x: 0, y: 0, cost: NaN }])).toThrow(/^dijkstraMap: goal 0 has cost NaN/);
    expect(() => dijkstraMap(map, [{ x: 0, y: 0, cost: -Infinity }])).toThrow(/finite/);
    expect(() => dijkstraMap(map, [goal[0], undefined as unknown as Point])).toThrow(
      /^dijkstraMap: goal 1 must be a point/,
    );
    expect(() => dijkstraMap(undefined as unknown as WalkMap, goal)).toThrow(
      /^dijkstraMap: the map must be an object/,
    );
  });
});
