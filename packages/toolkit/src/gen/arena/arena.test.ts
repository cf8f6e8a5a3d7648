import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generate } from '../generate.js';
import { isWalkableTile, levelToAscii, Tile, type Level } from '../level.js';
import type { GenerateOptions } from '../options.js';
import { generateArena } from './arena.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('generateArena', () => {
  it('is a wall rim around open floor with start and exit in opposite corners, over 200 sizes and seeds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 120 }),
        fc.integer({ min: 3, max: 90 }),
        fc.integer(),
        (width, height, seed) => {
          fc.pre(width > 3 || height > 3);
          const level = generateArena({ width, height, seed });
          const corners = [
            [1, 1],
            [width - 2, 1],
            [1, height - 2],
            [width - 2, height - 2],
          ];
          const wrong: string[] = [];
          for (let y = 0; y < height; y++) {
            for (let x = 0; x < width; x++) {
              const t = level.tiles[y * width + x];
              const rim = x === 0 || y === 0 || x === width - 1 || y === height - 1;
              const isExit = x === level.exit!.x && y === level.exit!.y;
              const want = rim ? Tile.Wall : isExit ? Tile.StairsDown : Tile.Floor;
              if (t !== want) wrong.push(`${x},${y}`);
            }
          }
          expect(wrong).toEqual([]);
          const { start, exit } = level;
          expect(corners).toContainEqual([start!.x, start!.y]);
          expect([exit!.x, exit!.y]).toEqual([width - 1 - start!.x, height - 1 - start!.y]);
          expect(start).not.toEqual(exit);
          expect(isWalkableTile(level.tiles[start!.y * width + start!.x])).toBe(true);
          expect(level.rooms).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('lets the seed choose among all four corners, the same one for the same seed (G1)', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random called');
    });
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const level = generateArena({ width: 12, height: 8, seed });
      expect(generate('arena', { width: 12, height: 8, seed })).toEqual(level);
      seen.add(`${level.start!.x},${level.start!.y}`);
    }
    expect([...seen].sort()).toEqual(['1,1', '1,6', '10,1', '10,6']);
  });

  it('rejects bad and unknown options with a RangeError naming them', () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ width: 2 }, /"width"/],
      [{ height: 1025 }, /"height"/],
      [{ width: 3, height: 3 }, /"width" or "height"/],
      [{ seed: {} }, /"seed"/],
      [{ pillars: true }, /"pillars"/],
    ];
    for (const [bad, message] of cases) {
      const call = (): Level => generateArena({ width: 10, height: 10, seed: 1, ...bad } as GenerateOptions);
      expect(call).toThrow(RangeError);
      expect(call).toThrow(message);
    }
  });

  it('matches the golden renderings (G3)', async () => {
    for (const seed of [1, 2, 3]) {
      await expect(levelToAscii(generateArena({ width: 24, height: 8, seed })) + '\n').toMatchFileSnapshot(
        `./__golden__/arena-seed-${seed}.txt`,
      );
    }
  });
});
