import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../grid/types.js';
import { dijkstraMap } from './dijkstra-map.js';
import { findPath } from './find-path.js';
import { createPathGraph } from './path-graph.js';
import type { WalkMap } from './types.js';

/**
 * Maps of every kind a game has: open rooms with pillars, corridors one cell wide (drawn as
 * random walks on a wall field, so there are many corridors, bends, dead ends and loops), mixed.
 */
const mapArb = fc
  .record({
    width: fc.integer({ min: 1, max: 24 }),
    height: fc.integer({ min: 1, max: 24 }),
    topology: fc.constantFrom<4 | 8>(4, 8),
    kind: fc.constantFrom('room', 'corridors'),
  })
  .chain(({ width, height, topology, kind }) => {
    const n = width * height;
    const cells =
      kind === 'room'
        ? fc
            .array(fc.integer({ min: 0, max: 99 }), { minLength: n, maxLength: n })
            .map((r) => r.map((v) => (v < 20 ? 0 : 1)))
        : fc.array(fc.nat(3), { minLength: 1, maxLength: 4 * n }).map((moves) => {
            // A random walk that digs corridors through solid rock.
            const cells = new Array<number>(n).fill(0);
            let x = 0;
            let y = 0;
            cells[0] = 1;
            for (const m of moves) {
              const nx = x + [1, -1, 0, 0][m];
              const ny = y + [0, 0, 1, -1][m];
              if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
              x = nx;
              y = ny;
              cells[y * width + x] = 1;
            }
            return cells;
          });
    const point = fc.record({ x: fc.nat(width - 1), y: fc.nat(height - 1) });
    return fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      topology: fc.constant(topology),
      cells,
      // Rounds of cell edits, each followed by queries.
      rounds: fc.array(
        fc.record({
          edits: fc.array(fc.record({ at: point, walkable: fc.boolean() }), { maxLength: 6 }),
          queries: fc.array(fc.tuple(point, point), { minLength: 1, maxLength: 6 }),
        }),
        { minLength: 1, maxLength: 5 },
      ),
    });
  });

function checkPath(map: WalkMap, topology: 4 | 8, from: Point, to: Point, path: Point[] | null): void {
  const expected = findPath(map, from, to, { topology });
  if (expected === null) {
    expect(path).toBeNull();
    return;
  }
  expect(path).not.toBeNull();
  const steps = path!;
  // Exactly as short as findPath's, and a real walk: neighbour to neighbour over walkable cells.
  expect(steps.length).toBe(expected.length);
  expect(steps[0]).toEqual(from);
  expect(steps[steps.length - 1]).toEqual(to);
  for (let k = 0; k < steps.length; k++) {
    expect(map.walkable[steps[k].y * map.width + steps[k].x]).not.toBe(0);
    if (k === 0) continue;
    const dx = Math.abs(steps[k].x - steps[k - 1].x);
    const dy = Math.abs(steps[k].y - steps[k - 1].y);
    expect(topology === 4 ? dx + dy : Math.max(dx, dy)).toBe(1);
  }
}

describe('createPathGraph', () => {
  it('finds walks exactly as short as findPath, before and after random edits through update', () => {
    fc.assert(
      fc.property(mapArb, ({ width, height, topology, cells, rounds }) => {
        const map = { width, height, walkable: Uint8Array.from(cells) };
        const graph = createPathGraph(map, { topology });
        for (const { edits, queries } of rounds) {
          for (const { at, walkable } of edits) {
            map.walkable[at.y * width + at.x] = walkable ? 1 : 0;
            graph.update(at.x, at.y);
          }
          for (const [from, to] of queries) checkPath(map, topology, from, to, graph.findPath(from, to));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('answers like a graph built afresh on the edited map', () => {
    fc.assert(
      fc.property(mapArb, ({ width, height, topology, cells, rounds }) => {
        const map = { width, height, walkable: Uint8Array.from(cells) };
        const graph = createPathGraph(map, { topology });
        for (const { edits } of rounds) {
          for (const { at, walkable } of edits) {
            map.walkable[at.y * width + at.x] = walkable ? 1 : 0;
            graph.update(at.x, at.y);
          }
        }
        const fresh = createPathGraph(map, { topology });
        for (const { queries } of rounds) {
          for (const [from, to] of queries) {
            expect(graph.findPath(from, to)?.length).toBe(fresh.findPath(from, to)?.length);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('after each edit, finds from the edited cell and its neighbours to every cell the dijkstraMap distance', () => {
    fc.assert(
      fc.property(mapArb, ({ width, height, topology, cells, rounds }) => {
        const map = { width, height, walkable: Uint8Array.from(cells) };
        const graph = createPathGraph(map, { topology });
        const wrong: string[] = [];
        for (const { edits } of rounds) {
          for (const { at, walkable } of edits) {
            map.walkable[at.y * width + at.x] = walkable ? 1 : 0;
            graph.update(at.x, at.y);
            // The cells whose standing in the graph an edit changes are the edited one and those
            // around it: ask from each of them to everywhere.
            for (let k = 0; k < 9; k++) {
              const from = { x: at.x + (k % 3) - 1, y: at.y + Math.floor(k / 3) - 1 };
              if (from.x < 0 || from.y < 0 || from.x >= width || from.y >= height) continue;
              const d = dijkstraMap(map, [from], { topology });
              for (let i = 0; i < d.length; i++) {
                const to = { x: i % width, y: Math.floor(i / width) };
                const steps = (graph.findPath(from, to)?.length ?? Infinity) - 1;
                if (steps !== d[i])
                  wrong.push(`(${from.x}, ${from.y}) to (${to.x}, ${to.y}): ${steps}, not ${d[i]}`);
              }
            }
          }
        }
        expect(wrong).toEqual([]);
      }),
      { numRuns: 120 },
    );
  });

  it('ignores changes to walkable until update is called for the cell', () => {
    const map = { width: 5, height: 1, walkable: new Uint8Array(5).fill(1) };
    const graph = createPathGraph(map, { topology: 4 });
    map.walkable[2] = 0;
    expect(graph.findPath({ x: 0, y: 0 }, { x: 4, y: 0 })).toHaveLength(5);
    graph.update(2, 0);
    expect(graph.findPath({ x: 0, y: 0 }, { x: 4, y: 0 })).toBeNull();
  });

  it('refuses bad options, cells and points by name', () => {
    const map = { width: 3, height: 3, walkable: new Uint8Array(9).fill(1) };
    expect(() => createPathGraph(map, { topolgy: 4 } as never)).toThrow(
      /^createPathGraph: unknown option "topolgy" \(did you mean "topology"\?\); it takes topology$/,
    );
    expect(() => createPathGraph(map, { topology: 6 as never })).toThrow(
      /^createPathGraph: topology must be 4 or 8/,
    );
    expect(() => createPathGraph({ x: 1, y: 1 } as never)).toThrow(
      /^createPathGraph: the first argument is a point/,
    );
    const graph = createPathGraph(map);
    expect(() => graph.update(3, 0)).toThrow(/^pathGraph.update: cell \(3, 0\) is not a cell of the 3x3 map/);
    expect(() => graph.findPath({ x: 0, y: 0 }, { x: 0, y: 9 })).toThrow(/^pathGraph.findPath: to/);
  });
});
