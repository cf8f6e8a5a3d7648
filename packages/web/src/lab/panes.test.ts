import fc from 'fast-check';
import { dijkstraMap } from '@hullbreach/toolkit';
import { describe, expect, it } from 'vitest';
import { combineMasks } from './fov-pane.js';
import { FLEE_FACTOR, fleeMapOf } from './path-pane.js';
import { histogram } from './rng-pane.js';
import { parseActors } from './schedule-pane.js';

describe('combineMasks', () => {
  it('sets bit a exactly where mask a is nonzero, and counts every combination', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 60 })
          .chain((n) =>
            fc.tuple(...[0, 1, 2].map(() => fc.uint8Array({ minLength: n, maxLength: n, max: 2 }))),
          ),
        (masks) => {
          const { combined, counts } = combineMasks(masks);
          const expected = new Array<number>(8).fill(0);
          for (let i = 0; i < combined.length; i++) {
            const bits = (masks[0][i] ? 1 : 0) | (masks[1][i] ? 2 : 0) | (masks[2][i] ? 4 : 0);
            expect(combined[i]).toBe(bits);
            expected[bits]++;
          }
          expect(counts).toEqual(expected);
        },
      ),
    );
  });
});

describe('fleeMapOf', () => {
  it('is the fixed point: each reachable cell is the lower of its scaled distance and a neighbour plus one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 2, max: 10 }),
        fc.nat(),
        fc.constantFrom(4 as const, 8 as const),
        (width, height, salt, topology) => {
          const walkable = new Uint8Array(width * height);
          for (let i = 0; i < walkable.length; i++) walkable[i] = (i * 2654435761 + salt) % 7 < 5 ? 1 : 0;
          const goal = walkable.indexOf(1);
          if (goal < 0) return;
          const walk = { width, height, walkable };
          const approach = dijkstraMap(walk, [{ x: goal % width, y: Math.floor(goal / width) }], {
            topology,
          });
          const flee = fleeMapOf(walk, approach, topology);
          for (let y = 0; y < height; y++) {
            for (let x = 0; x < width; x++) {
              const i = y * width + x;
              if (!Number.isFinite(approach[i])) {
                expect(flee[i]).toBe(Infinity);
                continue;
              }
              let best = approach[i] * FLEE_FACTOR;
              for (let dy = -1; dy <= 1; dy++) {
                for (let dx = -1; dx <= 1; dx++) {
                  if ((dx === 0 && dy === 0) || (topology === 4 && dx !== 0 && dy !== 0)) continue;
                  const nx = x + dx;
                  const ny = y + dy;
                  if (nx < 0 || ny < 0 || nx >= width || ny >= height || walkable[ny * width + nx] === 0)
                    continue;
                  best = Math.min(best, flee[ny * width + nx] + 1);
                }
              }
              expect(flee[i]).toBeCloseTo(best, 9);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('histogram', () => {
  it('puts every value in the one bin whose range holds it, a bin per whole number when they fit', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(fc.integer({ min: -30, max: 30 }), { minLength: 1, maxLength: 200 }),
          fc.array(fc.double({ min: -1e3, max: 1e3, noNaN: true }), { minLength: 1, maxLength: 200 }),
        ),
        fc.integer({ min: 1, max: 40 }),
        (list, bins) => {
          const values = Float64Array.from(list);
          const { lo, width, counts } = histogram(values, bins);
          expect(counts.reduce((a, b) => a + b, 0)).toBe(values.length);
          expect(counts.length).toBeLessThanOrEqual(Math.max(bins, 1));
          const whole = list.every((v) => Number.isInteger(v));
          const span = Math.max(...list) - Math.min(...list);
          if (whole && span + 1 <= bins) {
            expect(width).toBe(1);
            counts.forEach((c, k) => expect(c).toBe(list.filter((v) => v === lo + k).length));
          }
          for (const v of list) {
            const k = Math.min(counts.length - 1, Math.floor((v - lo) / width));
            expect(counts[k]).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('histogram with subnormal spans', () => {
  it('counts values a few subnormals apart, where the span split into bins rounds to 0', () => {
    const { width, counts } = histogram(Float64Array.from([0, -5e-324]), 2);
    expect(width).toBeGreaterThan(0);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
  });
});

describe('parseActors', () => {
  it('reads "name speed" lines and names the first line it cannot read', () => {
    expect(parseActors('hero 1\n\n  rat 2.5 \n')).toEqual([
      { name: 'hero', speed: 1 },
      { name: 'rat', speed: 2.5 },
    ]);
    expect(parseActors('hero 1\nrat 0')).toBe('"rat 0" is not a name and a speed from 0.01 to 100.');
    expect(parseActors('   ')).toBe('Give 1 to 12 actors, one a line.');
  });
});
