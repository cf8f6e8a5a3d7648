import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHUNK_SIZE, chunkEdges, chunkSeed, edgeDoor } from './edges.js';

const world = fc.oneof(fc.integer(), fc.string({ maxLength: 12 }));
const coord = fc.integer({ min: -100_000, max: 100_000 });

describe('chunkSeed', () => {
  it('is pairwise distinct over |x|, |y| <= 64 (CH3)', () => {
    for (const w of [0, 1, 42, -7, 'hull', 'breach']) {
      const seen = new Set<number>();
      for (let y = -64; y <= 64; y++) for (let x = -64; x <= 64; x++) seen.add(chunkSeed(w, x, y));
      expect(seen.size).toBe(129 * 129);
    }
  });

  it('does not give chunk (0, 0) the same seed in every world, unlike the linear formula', () => {
    const seeds = new Set([0, 1, 2, 3, 'a', 'b'].map((w) => chunkSeed(w, 0, 0)));
    expect(seeds.size).toBe(6);
  });

  it('returns a uint32 that depends only on its arguments', () => {
    fc.assert(
      fc.property(world, coord, coord, (w, x, y) => {
        const s = chunkSeed(w, x, y);
        expect(Number.isInteger(s) && s >= 0 && s < 2 ** 32).toBe(true);
        expect(chunkSeed(w, x, y)).toBe(s);
      }),
    );
  });
});

describe('chunkEdges', () => {
  it('puts every door at an interior offset in [1, 30] (CH1)', () => {
    fc.assert(
      fc.property(world, coord, coord, (w, x, y) => {
        for (const door of Object.values(chunkEdges(w, x, y))) {
          expect(door.offset).toBeGreaterThanOrEqual(1);
          expect(door.offset).toBeLessThanOrEqual(CHUNK_SIZE - 2);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with the east and south neighbours on offset and lock (CH2)', () => {
    fc.assert(
      fc.property(world, coord, coord, (w, x, y) => {
        const here = chunkEdges(w, x, y);
        expect(chunkEdges(w, x + 1, y).west).toEqual(here.east);
        expect(chunkEdges(w, x, y + 1).north).toEqual(here.south);
        expect(chunkEdges(w, x - 1, y).east).toEqual(here.west);
        expect(chunkEdges(w, x, y - 1).south).toEqual(here.north);
      }),
      { numRuns: 500 },
    );
  });

  it('never locks a side of chunk (0, 0) (CH6)', () => {
    fc.assert(
      fc.property(world, (w) => {
        for (const door of Object.values(chunkEdges(w, 0, 0))) expect(door.locked).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('locks about a quarter of the other edges and spreads the offsets', () => {
    let locked = 0;
    let total = 0;
    const offsets = new Set<number>();
    for (let y = 2; y < 42; y++) {
      for (let x = 2; x < 42; x++) {
        for (const axis of ['v', 'h'] as const) {
          const door = edgeDoor(9, axis, x, y);
          total++;
          if (door.locked) locked++;
          offsets.add(door.offset);
        }
      }
    }
    expect(locked / total).toBeGreaterThan(0.2);
    expect(locked / total).toBeLessThan(0.3);
    expect(offsets.size).toBe(CHUNK_SIZE - 2);
  });
});
