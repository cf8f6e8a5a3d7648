import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng/rng.js';
import { walledRectangle } from '../bsp/bsp.js';
import { scanRuns, unpackCandidates, type DoorCandidate } from './doors.js';
import { rectangleRooms } from './rect.js';
import { labelRoomRuns } from './rooms.js';
import { bspWalls, rectangleWalls, unpackSplit, type BspWallOptions } from './walls.js';

/** Sizes from the smallest bsp dungeon up, odd and even, with leaf minimums. */
const CASES: Array<{ width: number; height: number; minWidth: number; minHeight: number; seeds: number }> = [
  { width: 8, height: 6, minWidth: 3, minHeight: 2, seeds: 60 },
  { width: 12, height: 9, minWidth: 3, minHeight: 2, seeds: 120 },
  { width: 13, height: 8, minWidth: 3, minHeight: 2, seeds: 120 },
  { width: 9, height: 31, minWidth: 3, minHeight: 2, seeds: 60 },
  { width: 41, height: 7, minWidth: 3, minHeight: 2, seeds: 60 },
  { width: 80, height: 50, minWidth: 3, minHeight: 2, seeds: 200 },
  { width: 81, height: 51, minWidth: 3, minHeight: 2, seeds: 60 },
  { width: 64, height: 40, minWidth: 4, minHeight: 3, seeds: 60 },
  { width: 64, height: 40, minWidth: 6, minHeight: 5, seeds: 60 },
  { width: 37, height: 23, minWidth: 3, minHeight: 7, seeds: 60 },
  { width: 30, height: 20, minWidth: 20, minHeight: 2, seeds: 20 },
  { width: 10, height: 6, minWidth: 3, minHeight: 64, seeds: 20 },
  { width: 200, height: 120, minWidth: 3, minHeight: 2, seeds: 10 },
];

/** The first index where two arrays differ (or where the shorter one ends), -1 if equal. */
function firstDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if (i >= a.length || i >= b.length || a[i] !== b[i]) return i;
  return -1;
}

/** A candidate's defining fields (its cells follow from them). */
function fields(c: DoorCandidate): unknown[] {
  return [c.axis, c.first, c.step, c.length, c.a, c.b];
}

describe('rectangleWalls and rectangleRooms', () => {
  it('split, label and scan a walled rectangle exactly as the general stages do', () => {
    for (const { width, height, minWidth, minHeight, seeds } of CASES) {
      for (const small of [false, true]) {
        const options: BspWallOptions = {
          minWidth,
          minHeight,
          maxDepth: small ? 1 : Infinity,
          horizontalOnly: small,
        };
        for (let seed = 0; seed < (small ? 10 : seeds); seed++) {
          const where = `${width}x${height} min ${minWidth}x${minHeight} small ${small} seed ${seed}`;
          const slowTiles = walledRectangle(width, height);
          const slowRng = createRng(seed);
          const fastRng = createRng(seed);
          const slow = bspWalls({ tiles: slowTiles, width, height }, slowRng, options);
          const fast = rectangleWalls({ width, height }, fastRng, options);
          expect(unpackSplit(fast), where).toEqual(slow);
          expect(fastRng.next(), where).toBe(slowRng.next());

          const labelled = labelRoomRuns(slowTiles, width, height);
          const scan = scanRuns(slowTiles, labelled.runs, { width, height });
          const got = rectangleRooms(fast, { width, height });
          expect(firstDifference(got.tiles, slowTiles), where).toBe(-1);
          expect(got.rooms, where).toEqual(labelled.rooms);
          expect(firstDifference(got.roomOf, labelled.roomOf), where).toBe(-1);
          expect(unpackCandidates(got.candidates).map(fields), where).toEqual(scan.candidates.map(fields));
          expect(firstDifference(got.open, scan.open), where).toBe(-1);
        }
      }
    }
  });
});
