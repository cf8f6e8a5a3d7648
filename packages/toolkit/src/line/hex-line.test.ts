import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Point } from '../grid/types.js';
import { line } from './line.js';

/** A hex cell in doubled-width coordinates: any y, and an x of the same parity. */
const hexCell = fc
  .record({ y: fc.integer({ min: -30, max: 30 }), half: fc.integer({ min: -30, max: 30 }) })
  .map(({ y, half }): Point => ({ x: 2 * half + (y & 1), y }));

const STEPS: ReadonlyArray<readonly [number, number]> = [
  [2, 0],
  [-2, 0],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

/** Hex distance from cube coordinates q = (x - y) / 2, r = y, s = -q - r: the largest change. */
function cubeDistance(a: Point, b: Point): number {
  const dq = (b.x - b.y - (a.x - a.y)) / 2;
  const dr = b.y - a.y;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** Centre of a doubled-width hex in the plane (pointy-top hexes whose centres are 1 apart sideways). */
const centre = (x: number, y: number): [number, number] => [x / 2, (y * Math.sqrt(3)) / 2];

describe('line with topology 6 (hex cells, doubled-width)', () => {
  it('runs from end to end through hex distance + 1 hex cells, each a neighbour of the last', () => {
    fc.assert(
      fc.property(hexCell, hexCell, (a, b) => {
        const cells = line(a, b, { topology: 6 });
        expect(cells[0]).toEqual(a);
        expect(cells[cells.length - 1]).toEqual(b);
        expect(cells.length).toBe(cubeDistance(a, b) + 1);
        for (const p of cells) expect((p.x + p.y) % 2 === 0).toBe(true);
        for (let i = 1; i < cells.length; i++) {
          const dx = cells[i].x - cells[i - 1].x;
          const dy = cells[i].y - cells[i - 1].y;
          expect(STEPS.some(([sx, sy]) => sx === dx && sy === dy)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('is symmetric: line(b, a) is line(a, b) reversed', () => {
    fc.assert(
      fc.property(hexCell, hexCell, (a, b) => {
        expect(line(b, a, { topology: 6 })).toEqual(line(a, b, { topology: 6 }).reverse());
      }),
      { numRuns: 1000 },
    );
  });

  it('puts its k-th cell at a hex nearest the point k/N of the way along the straight segment', () => {
    fc.assert(
      fc.property(hexCell, hexCell, (a, b) => {
        const cells = line(a, b, { topology: 6 });
        const n = cells.length - 1;
        cells.forEach((p, k) => {
          const t = n === 0 ? 0 : k / n;
          const [px, py] = centre(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
          const dist = (x: number, y: number): number =>
            Math.hypot(centre(x, y)[0] - px, centre(x, y)[1] - py);
          const own = dist(p.x, p.y);
          for (const [dx, dy] of STEPS) expect(own).toBeLessThanOrEqual(dist(p.x + dx, p.y + dy) + 1e-9);
        });
      }),
      { numRuns: 400 },
    );
  });

  it('follows a row and a diagonal exactly', () => {
    expect(line({ x: 0, y: 0 }, { x: 6, y: 0 }, { topology: 6 })).toEqual([
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 4, y: 0 },
      { x: 6, y: 0 },
    ]);
    expect(line({ x: 5, y: 3 }, { x: 2, y: 0 }, { topology: 6 })).toEqual([
      { x: 5, y: 3 },
      { x: 4, y: 2 },
      { x: 3, y: 1 },
      { x: 2, y: 0 },
    ]);
    expect(line({ x: 1, y: 1 }, { x: 1, y: 1 }, { topology: 6 })).toEqual([{ x: 1, y: 1 }]);
  });

  it('rejects ends that are no hex cells and unknown topologies, naming the problem', () => {
    expect(() => line({ x: 1, y: 0 }, { x: 2, y: 0 }, { topology: 6 })).toThrow(/line: from \(1, 0\)/);
    expect(() => line({ x: 0, y: 0 }, { x: 2.5, y: 0.5 }, { topology: 6 })).toThrow(/line: to/);
    expect(() => line({ x: 0, y: 0 }, { x: 2, y: 0 }, { topology: 4 as 8 })).toThrow(/topology/);
    expect(line({ x: 0, y: 0 }, { x: 3, y: 1 }, { topology: 8 })).toEqual(
      line({ x: 0, y: 0 }, { x: 3, y: 1 }),
    );
  });
});
