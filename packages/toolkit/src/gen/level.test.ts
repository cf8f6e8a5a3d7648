import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isOpaqueTile,
  isWalkableTile,
  levelToAscii,
  opaqueMask,
  Tile,
  walkableMask,
  type Level,
} from './level.js';

const CODES = Object.values(Tile);

const levels = fc
  .record({ width: fc.integer({ min: 0, max: 12 }), height: fc.integer({ min: 0, max: 9 }) })
  .chain(({ width, height }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      tiles: fc
        .array(fc.constantFrom(...CODES), { minLength: width * height, maxLength: width * height })
        .map((t) => Uint8Array.from(t)),
    }),
  )
  .map((l): Level => ({ ...l, rooms: [], doors: [], windows: [] }));

describe('level masks', () => {
  it('walkableMask marks floor, doors and stairs; opaqueMask walls and closed doors', () => {
    const walk = new Set<number>([Tile.Floor, Tile.Door, Tile.StairsDown, Tile.StairsUp]);
    const block = new Set<number>([Tile.Wall, Tile.Door]);
    fc.assert(
      fc.property(levels, (level) => {
        const w = walkableMask(level);
        const o = opaqueMask(level);
        expect(w.length).toBe(level.tiles.length);
        level.tiles.forEach((t, i) => {
          expect(w[i]).toBe(walk.has(t) ? 1 : 0);
          expect(o[i]).toBe(block.has(t) ? 1 : 0);
          expect(isWalkableTile(t)).toBe(walk.has(t));
          expect(isOpaqueTile(t)).toBe(block.has(t));
        });
      }),
    );
  });

  it('levelToAscii draws one row per line, one glyph per cell, @ at the start', () => {
    const glyph: Record<number, string> = { 0: ' ', 1: '.', 2: '#', 3: '+', 4: '%', 5: '>', 6: '<' };
    fc.assert(
      fc.property(levels, fc.nat(), (level, pick) => {
        const start =
          level.tiles.length === 0
            ? undefined
            : { x: pick % level.width, y: Math.floor(pick / level.width) % level.height };
        const text = levelToAscii({ ...level, start });
        const rows = level.height === 0 ? [] : text.split('\n');
        expect(rows.length).toBe(level.height);
        rows.forEach((row, y) => {
          expect(row.length).toBe(level.width);
          [...row].forEach((ch, x) => {
            const isStart = start !== undefined && start.x === x && start.y === y;
            expect(ch).toBe(isStart ? '@' : glyph[level.tiles[y * level.width + x]]);
          });
        });
      }),
    );
  });

  it('name themselves when given no level or a tiles array of the wrong size', () => {
    expect(() => walkableMask(undefined as unknown as Level)).toThrow(
      /^walkableMask: the level must be an object/,
    );
    const bad = { width: 3, height: 2, tiles: new Uint8Array(5), rooms: [], doors: [], windows: [] };
    expect(() => opaqueMask(bad)).toThrow(/^opaqueMask: tiles must be a Uint8Array of width \* height = 6/);
    expect(() => levelToAscii(bad)).toThrow(/^levelToAscii: tiles/);
  });
});
