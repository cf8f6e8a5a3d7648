import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng/rng.js';
import { irregularOutline, irregularRoom } from './irregular-room.js';

const boxes = fc.record({
  width: fc.integer({ min: 1, max: 30 }),
  height: fc.integer({ min: 1, max: 30 }),
  seed: fc.integer(),
  band: fc.integer({ min: 1, max: 8 }),
  points: fc.integer({ min: 1, max: 6 }),
});

/** The 4-connected components of the set cells, by plain repeated relaxation (smallest index wins). */
function components(mask: Uint8Array, width: number): Map<number, number[]> {
  const root = Array.from(mask, (v, i) => (v === 1 ? i : -1));
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < mask.length; i++) {
      if (root[i] < 0) continue;
      const x = i % width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j >= 0 && j < mask.length && root[j] >= 0 && root[j] < root[i]) {
          root[i] = root[j];
          changed = true;
        }
      }
    }
  }
  const groups = new Map<number, number[]>();
  root.forEach((r, i) => {
    if (r >= 0) groups.set(r, [...(groups.get(r) ?? []), i]);
  });
  return groups;
}

const fill = (mask: Uint8Array): number => mask.reduce((n, v) => n + v, 0) / mask.length;

describe('irregularRoom', () => {
  it('IR1: is one 4-connected region inside the box that holds the centre, with no corner-only contacts', () => {
    fc.assert(
      fc.property(boxes, ({ width, height, seed, band, points }) => {
        const mask = irregularRoom({ width, height }, createRng(seed), { band, points });
        expect(mask.length).toBe(width * height);
        expect(mask.every((v) => v === 0 || v === 1)).toBe(true);
        expect(mask[(height >> 1) * width + (width >> 1)]).toBe(1);
        expect(components(mask, width).size).toBe(1);
        for (let y = 0; y + 1 < height; y++) {
          for (let x = 0; x + 1 < width; x++) {
            const [a, b, c, d] = [
              y * width + x,
              y * width + x + 1,
              (y + 1) * width + x,
              (y + 1) * width + x + 1,
            ];
            expect(mask[a] === 1 && mask[d] === 1 && mask[b] === 0 && mask[c] === 0).toBe(false);
            expect(mask[b] === 1 && mask[c] === 1 && mask[a] === 0 && mask[d] === 0).toBe(false);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('IR2: the outline is closed: a 4-connected fill from the centre never leaves the box', () => {
    fc.assert(
      fc.property(boxes, ({ width, height, seed, band, points }) => {
        const outline = irregularOutline({ width, height }, createRng(seed), { band, points });
        if (outline === null) {
          // No band fits: only boxes under 3 cells across either way.
          expect(Math.min(width, height)).toBeLessThan(3);
          return;
        }
        // The box with a one-cell ring around it; the fill may walk on anything but the outline.
        const pw = width + 2;
        const wall = new Uint8Array(pw * (height + 2));
        for (const p of outline) {
          expect(p.x >= 0 && p.y >= 0 && p.x < width && p.y < height).toBe(true);
          wall[(p.y + 1) * pw + p.x + 1] = 1;
        }
        const start = ((height >> 1) + 1) * pw + (width >> 1) + 1;
        const seen = new Set<number>(wall[start] === 1 ? [] : [start]);
        const todo = [...seen];
        while (todo.length > 0) {
          const i = todo.pop() as number;
          const x = i % pw;
          const y = Math.floor(i / pw);
          expect(x >= 1 && y >= 1 && x <= width && y <= height).toBe(true);
          for (const j of [i - 1, i + 1, i - pw, i + pw]) {
            if (wall[j] === 0 && !seen.has(j)) {
              seen.add(j);
              todo.push(j);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('IR3: with band 1 and many points the room fills at least 80% of the box', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 40 }),
        fc.integer({ min: 6, max: 40 }),
        fc.integer(),
        (width, height, seed) => {
          const mask = irregularRoom({ width, height }, createRng(seed), { band: 1, points: width + height });
          expect(fill(mask)).toBeGreaterThanOrEqual(0.8);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('IR3: wider bands give a lower mean fill over many seeds (monotone in band width)', () => {
    const width = 24;
    const height = 18;
    const means: number[] = [];
    for (let band = 1; band <= 8; band++) {
      let total = 0;
      for (let seed = 0; seed < 300; seed++) {
        total += fill(irregularRoom({ width, height }, createRng(seed), { band, points: 2 }));
      }
      means.push(total / 300);
    }
    for (let k = 1; k < means.length; k++) expect(means[k]).toBeLessThan(means[k - 1]);
  });

  it('is the whole box when the box is too small for a band', () => {
    for (const [width, height] of [
      [1, 1],
      [2, 7],
      [9, 2],
    ]) {
      expect(irregularRoom({ width, height }, createRng(1)).every((v) => v === 1)).toBe(true);
    }
  });

  it('is the same room for the same stream and options', () => {
    fc.assert(
      fc.property(boxes, ({ width, height, seed, band, points }) => {
        const a = irregularRoom({ width, height }, createRng(seed), { band, points });
        const b = irregularRoom({ width, height }, createRng(seed), { band, points });
        expect(a).toEqual(b);
      }),
    );
  });

  it('names itself and the bad argument', () => {
    const rng = createRng(1);
    expect(() => irregularRoom({ width: 0, height: 5 }, rng)).toThrow(/^irregularRoom: the box/);
    expect(() => irregularRoom({ width: 5, height: 5 }, rng, { band: 0 })).toThrow(/^irregularRoom: band/);
    expect(() => irregularRoom({ width: 5, height: 5 }, rng, { points: 1.5 })).toThrow(
      /^irregularRoom: points/,
    );
    expect(() => irregularRoom(undefined as unknown as { width: number; height: number }, rng)).toThrow(
      /^irregularRoom: size must be an object/,
    );
  });
});
