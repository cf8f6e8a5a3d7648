/**
 * The generators' G4/G5 tests trust isWalkable4Connected and diagonalLeaks; here the two checkers
 * themselves are held to a plain breadth-first reference on random levels, and to fixed cases.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diagonalLeaks, isWalkable4Connected } from './checks.js';
import { Tile, type Level } from './level.js';

/** Random small levels, mostly floor and wall, with some doors, windows, stairs and void. */
const levels = fc
  .record({ width: fc.integer({ min: 1, max: 12 }), height: fc.integer({ min: 1, max: 10 }) })
  .chain(({ width, height }) =>
    fc
      .array(
        fc.constantFrom<number>(
          Tile.Floor,
          Tile.Floor,
          Tile.Floor,
          Tile.Wall,
          Tile.Wall,
          Tile.Door,
          Tile.Window,
          Tile.Void,
          Tile.StairsDown,
        ),
        { minLength: width * height, maxLength: width * height },
      )
      .map((t): Level => ({ width, height, tiles: Uint8Array.from(t), rooms: [], doors: [], windows: [] })),
  );

/** Number of regions of `pass` cells under 4- or 8-way steps (8-way: any diagonal, SC style). */
function regions(level: Level, pass: (t: number) => boolean, eight: boolean): number {
  const { width, height, tiles } = level;
  const seen = new Uint8Array(tiles.length);
  let count = 0;
  for (let s = 0; s < tiles.length; s++) {
    if (seen[s] || !pass(tiles[s])) continue;
    count++;
    seen[s] = 1;
    const queue = [s];
    for (let h = 0; h < queue.length; h++) {
      const x = queue[h] % width;
      const y = Math.floor(queue[h] / width);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if ((dx === 0 && dy === 0) || (!eight && dx !== 0 && dy !== 0)) continue;
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const n = ny * width + nx;
          if (!seen[n] && pass(tiles[n])) {
            seen[n] = 1;
            queue.push(n);
          }
        }
      }
    }
  }
  return count;
}

const walkable = (t: number): boolean =>
  t === Tile.Floor || t === Tile.Door || t === Tile.StairsDown || t === Tile.StairsUp;
/** With every door closed: walls, windows, void and doors block. */
const openDoorsClosed = (t: number): boolean =>
  t === Tile.Floor || t === Tile.StairsDown || t === Tile.StairsUp;

describe('the G4 / G5 checkers', () => {
  it('isWalkable4Connected is true exactly when the walkable cells (doors included) form at most one 4-region', () => {
    let disconnected = 0;
    fc.assert(
      fc.property(levels, (level) => {
        const want = regions(level, walkable, false) <= 1;
        if (!want) disconnected++;
        expect(isWalkable4Connected(level)).toBe(want);
      }),
      { numRuns: 1000 },
    );
    expect(disconnected).toBeGreaterThan(100); // the property was exercised on both sides
  });

  it('diagonalLeaks: when it finds none, 8-way movement with doors closed reaches exactly what 4-way reaches (G5)', () => {
    let leaky = 0;
    fc.assert(
      fc.property(levels, (level) => {
        const leaks = diagonalLeaks(level);
        const r4 = regions(level, openDoorsClosed, false);
        const r8 = regions(level, openDoorsClosed, true);
        if (r8 !== r4) leaky++;
        if (leaks.length === 0) expect(r8).toBe(r4);
        // Every reported leak is a real corner-only contact of two open cells across two sealed ones.
        const { width, tiles } = level;
        for (const [a, b] of leaks) {
          const ax = a % width;
          const ay = Math.floor(a / width);
          const bx = b % width;
          const by = Math.floor(b / width);
          expect(Math.abs(ax - bx)).toBe(1);
          expect(Math.abs(ay - by)).toBe(1);
          expect(openDoorsClosed(tiles[a]) && openDoorsClosed(tiles[b])).toBe(true);
          expect(openDoorsClosed(tiles[ay * width + bx])).toBe(false);
          expect(openDoorsClosed(tiles[by * width + ax])).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
    expect(leaky).toBeGreaterThan(100);
  });

  it('catches the hand-made cases: a corner contact through walls, a window or a closed door', () => {
    for (const sealed of [Tile.Wall, Tile.Window, Tile.Door, Tile.Void]) {
      const { Floor: F } = Tile;
      const tiles = Uint8Array.from([F, sealed, sealed, F]);
      const level: Level = { width: 2, height: 2, tiles, rooms: [], doors: [], windows: [] };
      expect(diagonalLeaks(level)).toEqual([[0, 3]]);
    }
    const { Floor: F, Wall: W } = Tile;
    const apart: Level = {
      width: 3,
      height: 1,
      tiles: Uint8Array.from([F, W, F]),
      rooms: [],
      doors: [],
      windows: [],
    };
    expect(isWalkable4Connected(apart)).toBe(false);
  });
});
