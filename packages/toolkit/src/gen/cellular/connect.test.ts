import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { labelRegions, largestRegion } from '../../grid/regions.js';
import { diagonalLeaks } from '../checks.js';
import { Tile, type Level } from '../level.js';
import { joinRegions, keepLargestRegion, openDiagonalCorners } from './connect.js';

const grid = fc
  .record({ width: fc.integer({ min: 3, max: 16 }), height: fc.integer({ min: 3, max: 16 }) })
  .chain(({ width, height }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      open: fc.uint8Array({ min: 0, max: 1, minLength: width * height, maxLength: width * height }),
    }),
  );

function asLevel(width: number, height: number, open: Uint8Array): Level {
  const tiles = new Uint8Array(open.length);
  for (let i = 0; i < open.length; i++) tiles[i] = open[i] === 1 ? Tile.Floor : Tile.Wall;
  return { width, height, tiles, rooms: [], doors: [], windows: [] };
}

function regionCount(width: number, height: number, open: Uint8Array): number {
  return labelRegions({ width, height }, open, 4).sizes.length;
}

function onRing(i: number, width: number, height: number): boolean {
  const x = i % width;
  const y = Math.floor(i / width);
  return x === 0 || y === 0 || x === width - 1 || y === height - 1;
}

describe('keepLargestRegion', () => {
  it('leaves exactly the largest 4-connected region open', () => {
    fc.assert(
      fc.property(grid, ({ width, height, open: input }) => {
        const open = input.slice();
        const regions = labelRegions({ width, height }, open, 4);
        const keep = largestRegion(regions);
        keepLargestRegion(open, width, height);
        for (let i = 0; i < open.length; i++) {
          expect(open[i]).toBe(keep >= 0 && regions.labels[i] === keep ? 1 : 0);
        }
      }),
    );
  });
});

describe('joinRegions', () => {
  it('leaves one region and keeps every open cell except trapped ones on the outer ring', () => {
    fc.assert(
      fc.property(grid, ({ width, height, open: input }) => {
        const open = input.slice();
        const before = open.slice();
        const carved = joinRegions(open, width, height);
        expect(regionCount(width, height, open)).toBeLessThanOrEqual(1);
        let added = 0;
        for (let i = 0; i < open.length; i++) {
          if (before[i] === 1 && open[i] === 0) expect(onRing(i, width, height)).toBe(true);
          if (before[i] === 0 && open[i] === 1) {
            added++;
            expect(onRing(i, width, height)).toBe(false); // tunnels stay off the outer ring
          }
        }
        expect(added).toBe(carved);
      }),
      { numRuns: 1000 },
    );
  });

  it('carves the shortest tunnel between two regions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 7, max: 30 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 20 }),
        (width, gap, bigLen) => {
          fc.pre(2 + gap + 1 + bigLen <= width - 1);
          const height = 5;
          const open = new Uint8Array(width * height);
          open[2 * width + 1] = 1; // a single open cell
          for (let x = 2 + gap; x < 2 + gap + bigLen; x++) open[2 * width + x] = 1; // a bigger run
          const carved = joinRegions(open, width, height);
          expect(carved).toBe(gap);
          expect(regionCount(width, height, open)).toBe(1);
        },
      ),
    );
  });
});

describe('openDiagonalCorners', () => {
  it('removes every diagonal-only contact by opening cells, never closing any or splitting regions', () => {
    fc.assert(
      fc.property(grid, fc.boolean(), ({ width, height, open: input }, first) => {
        const open = input.slice();
        const before = open.slice();
        const regionsBefore = regionCount(width, height, open);
        openDiagonalCorners(open, width, height, () => first);
        for (let i = 0; i < open.length; i++) if (before[i] === 1) expect(open[i]).toBe(1);
        expect(diagonalLeaks(asLevel(width, height, open))).toEqual([]);
        expect(regionCount(width, height, open)).toBeLessThanOrEqual(regionsBefore);
      }),
    );
  });

  it('changes nothing when there is no diagonal-only contact', () => {
    fc.assert(
      fc.property(grid, ({ width, height, open: input }) => {
        const open = input.slice();
        fc.pre(diagonalLeaks(asLevel(width, height, open)).length === 0);
        const before = open.slice();
        expect(openDiagonalCorners(open, width, height, () => true)).toBe(0);
        expect(open).toEqual(before);
      }),
    );
  });
});
