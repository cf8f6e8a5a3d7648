import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../../rng/rng.js';
import { UNASSIGNED, createCoarseGrid, type CoarseDoor, type CoarseGrid } from './coarse.js';
import { placeHallways } from './hallways.js';
import { connectTouchingPairs, doorsConnectAll, frontier, growRooms } from './rooms.js';

/** A 30x18 grid with hallways and grown rooms for a seed. */
function grown(seed: number): { grid: CoarseGrid; halls: number; rooms: number; doors: CoarseDoor[] } {
  const grid = createCoarseGrid(30, 18);
  const rng = createRng(seed);
  const halls = placeHallways(grid, rng).length;
  const { rooms, doors } = growRooms(grid, rng, halls, halls);
  return { grid, halls, rooms, doors };
}

const adjacent = (grid: CoarseGrid, a: number, b: number): boolean =>
  (Math.abs(a - b) === 1 && Math.floor(a / grid.cols) === Math.floor(b / grid.cols)) ||
  Math.abs(a - b) === grid.cols;

describe('growRooms', () => {
  it('grows 4-connected rooms of at most 7x7 cells, each with a door to an older region', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { grid, halls, rooms, doors } = grown(seed);
        expect(rooms).toBeGreaterThanOrEqual(1);
        expect(rooms).toBeLessThanOrEqual(20);
        expect(doors.length).toBe(rooms);
        for (let id = halls; id < halls + rooms; id++) {
          const cells: number[] = [];
          grid.owner.forEach((o, i) => o === id && cells.push(i));
          const xs = cells.map((i) => i % grid.cols);
          const ys = cells.map((i) => Math.floor(i / grid.cols));
          expect(Math.max(...xs) - Math.min(...xs)).toBeLessThan(7);
          expect(Math.max(...ys) - Math.min(...ys)).toBeLessThan(7);
          // 4-connected: a flood from the first cell reaches them all.
          const seen = new Set([cells[0]]);
          const stack = [cells[0]];
          while (stack.length > 0) {
            const i = stack.pop() as number;
            for (const j of cells) {
              if (!seen.has(j) && adjacent(grid, i, j)) {
                seen.add(j);
                stack.push(j);
              }
            }
          }
          expect(seen.size).toBe(cells.length);
          const door = doors[id - halls];
          expect(adjacent(grid, door.a, door.b)).toBe(true);
          const ends = [grid.owner[door.a], grid.owner[door.b]].sort((p, q) => p - q);
          expect(ends[1]).toBe(id);
          expect(ends[0]).toBeGreaterThanOrEqual(0);
          expect(ends[0]).toBeLessThan(id);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('frontier', () => {
  it('lists exactly the unassigned cells next to an assigned one', () => {
    const grid = createCoarseGrid(5, 4);
    grid.owner[1 * 5 + 1] = 0;
    grid.owner[1 * 5 + 2] = 0;
    expect(frontier(grid)).toEqual([1, 2, 5, 8, 11, 12]);
  });
});

describe('connectTouchingPairs', () => {
  it('leaves exactly one door between every touching pair of regions', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { grid, doors } = grown(seed);
        const added = connectTouchingPairs(grid, createRng(seed ^ 1), doors);
        const all = [...doors, ...added];
        const count = new Map<string, number>();
        for (const d of all) {
          expect(adjacent(grid, d.a, d.b)).toBe(true);
          const [p, q] = [grid.owner[d.a], grid.owner[d.b]].sort((x, y) => x - y);
          expect(p).not.toBe(q);
          expect(p).not.toBe(UNASSIGNED);
          count.set(`${p}-${q}`, (count.get(`${p}-${q}`) ?? 0) + 1);
        }
        for (const n of count.values()) expect(n).toBe(1);
        for (let i = 0; i < grid.owner.length; i++) {
          for (const j of [i + 1, i + grid.cols]) {
            if (j >= grid.owner.length || !adjacent(grid, i, j)) continue;
            const [p, q] = [grid.owner[i], grid.owner[j]].sort((x, y) => x - y);
            if (p === UNASSIGNED || p === q) continue;
            expect(count.get(`${p}-${q}`)).toBe(1);
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('doorsConnectAll', () => {
  it('is true only when the doors join every region', () => {
    const grid = createCoarseGrid(3, 1);
    grid.owner.set([0, 1, 2]);
    expect(doorsConnectAll(grid, 3, [{ a: 0, b: 1 }])).toBe(false);
    expect(
      doorsConnectAll(grid, 3, [
        { a: 0, b: 1 },
        { a: 1, b: 2 },
      ]),
    ).toBe(true);
    expect(doorsConnectAll(grid, 1, [])).toBe(true);
  });
});
