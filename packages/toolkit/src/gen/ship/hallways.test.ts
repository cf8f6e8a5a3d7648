import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../../rng/rng.js';
import { UNASSIGNED, createCoarseGrid } from './coarse.js';
import { HALLWAY_INFLUENCE, hallwayGap, placeHallways, type Hallway } from './hallways.js';

/** Breadth-first 4-step distance from rectangle a to rectangle b on an open cols x rows grid. */
function bfsGap(a: Hallway, b: Hallway, cols: number, rows: number): number {
  const dist = new Int32Array(cols * rows).fill(-1);
  const queue: number[] = [];
  for (let y = a.y; y < a.y + a.h; y++) {
    for (let x = a.x; x < a.x + a.w; x++) {
      dist[y * cols + x] = 0;
      queue.push(y * cols + x);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head];
    const x = i % cols;
    const y = (i - x) / cols;
    if (x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h) return dist[i];
    for (const [nx, ny] of [
      [x + 1, y],
      [x - 1, y],
      [x, y + 1],
      [x, y - 1],
    ]) {
      if (nx < 0 || ny < 0 || nx >= cols || ny >= rows || dist[ny * cols + nx] >= 0) continue;
      dist[ny * cols + nx] = dist[i] + 1;
      queue.push(ny * cols + nx);
    }
  }
  return -1;
}

const rect = fc.record({
  x: fc.integer({ min: 0, max: 20 }),
  y: fc.integer({ min: 0, max: 20 }),
  w: fc.integer({ min: 1, max: 9 }),
  h: fc.integer({ min: 1, max: 9 }),
});

describe('hallwayGap', () => {
  it('equals the breadth-first distance on the open grid', () => {
    fc.assert(
      fc.property(rect, rect, (a, b) => {
        expect(hallwayGap(a, b)).toBe(bfsGap(a, b, 30, 30));
        expect(hallwayGap(b, a)).toBe(hallwayGap(a, b));
      }),
      { numRuns: 300 },
    );
  });
});

describe('placeHallways', () => {
  it('places up to six in-bounds, 2-wide, well-separated hallways and marks their cells', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 9, max: 60 }),
        fc.integer({ min: 9, max: 40 }),
        fc.integer(),
        (cols, rows, seed) => {
          const grid = createCoarseGrid(cols, rows);
          const halls = placeHallways(grid, createRng(seed));
          expect(halls.length).toBeLessThanOrEqual(6);
          let marked = 0;
          halls.forEach((h, id) => {
            expect(h.x >= 0 && h.y >= 0 && h.x + h.w <= cols && h.y + h.h <= rows).toBe(true);
            expect(Math.min(h.w, h.h)).toBe(2);
            expect(Math.max(h.w, h.h)).toBeGreaterThanOrEqual(4);
            expect(Math.max(h.w, h.h)).toBeLessThanOrEqual(20);
            for (let y = h.y; y < h.y + h.h; y++)
              for (let x = h.x; x < h.x + h.w; x++) expect(grid.owner[y * cols + x]).toBe(id);
            marked += h.w * h.h;
            for (const other of halls.slice(id + 1))
              expect(hallwayGap(h, other)).toBeGreaterThanOrEqual(HALLWAY_INFLUENCE);
          });
          expect(grid.owner.filter((o) => o !== UNASSIGNED).length).toBe(marked);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('usually fits several hallways on the 30x18 grid of a 64x40 ship', () => {
    let total = 0;
    for (let seed = 0; seed < 200; seed++)
      total += placeHallways(createCoarseGrid(30, 18), createRng(seed)).length;
    expect(total / 200).toBeGreaterThan(2);
  });
});
