import { afterEach, describe, expect, it, vi } from 'vitest';
import { diagonalLeaks, isWalkable4Connected } from '../checks.js';
import { levelToAscii, Tile } from '../level.js';
import type { GenerateOptions } from '../options.js';
import { generateFeatures } from './features.js';
import { checkPlacements } from './verify.js';

const SEEDS = Array.from({ length: 200 }, (_, i) => i * 104729 + 17);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('generateFeatures', () => {
  it('never touches global randomness and repeats itself per seed (G1)', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('no');
    });
    const options = { width: 60, height: 40, seed: 'goblins' };
    expect(generateFeatures(options).tiles).toEqual(generateFeatures(options).tiles);
    expect(generateFeatures({ ...options, seed: 1 }).tiles).not.toEqual(
      generateFeatures({ ...options, seed: 2 }).tiles,
    );
  });

  // Irregular rooms keep every property the rectangular ones have (IR4).
  for (const shape of [
    {},
    { roomShape: 'irregular' },
    { roomShape: 'irregular', roomBand: 3, roomPoints: 1 },
  ] as const) {
    it(`over 200 seeds, ${JSON.stringify(shape)}: reaches maxRooms within the cap, connected, sealed, ring closed, no overlaps, start and exit in rooms (FA1-FA4, G4, G5, IR4)`, () => {
      for (const seed of SEEDS) {
        const level = generateFeatures({ width: 60, height: 40, seed, ...shape });
        expect(level.complete).toBe(true);
        expect(level.rooms.length).toBe(10);
        expect(isWalkable4Connected(level)).toBe(true);
        expect(diagonalLeaks(level)).toEqual([]);
        expect(checkPlacements(level)).toEqual([]);
        for (let x = 0; x < 60; x++) {
          expect(level.tiles[x]).toBe(Tile.Wall);
          expect(level.tiles[39 * 60 + x]).toBe(Tile.Wall);
        }
        for (let y = 0; y < 40; y++) {
          expect(level.tiles[y * 60]).toBe(Tile.Wall);
          expect(level.tiles[y * 60 + 59]).toBe(Tile.Wall);
        }
        const { start, exit, roomOf } = level;
        if (start === undefined || exit === undefined) throw new Error('no start or exit');
        expect(roomOf[start.y * 60 + start.x]).toBe(0);
        expect(level.tiles[exit.y * 60 + exit.x]).toBe(Tile.StairsDown);
        expect(roomOf[exit.y * 60 + exit.x]).toBeGreaterThan(0);
      }
    });
  }

  it('keeps rooms and corridors within their size ranges, and marks room cells in roomOf', () => {
    const opts = {
      width: 70,
      height: 45,
      roomMin: 4,
      roomMax: 6,
      corridorMin: 2,
      corridorMax: 12,
      maxRooms: 12,
    };
    for (const seed of SEEDS.slice(0, 50)) {
      const level = generateFeatures({ ...opts, seed });
      for (const p of level.placements) {
        const { width: w, height: h } = p.rect;
        if (p.kind === 'room') {
          for (const side of [w, h]) expect(side >= 4 && side <= 6).toBe(true);
        } else {
          expect(Math.min(w, h)).toBe(1);
          expect(Math.max(w, h) >= 2 && Math.max(w, h) <= 12).toBe(true);
        }
      }
      const roomPlacements = level.placements.filter((p) => p.kind === 'room');
      expect(level.rooms.map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height }))).toEqual(
        roomPlacements.map((p) => p.rect),
      );
      for (const room of level.rooms) {
        expect(level.roomOf?.[(room.y + 1) * 70 + room.x + 1]).toBe(room.id);
        expect(room.cells).toBe(room.width * room.height);
      }
    }
  });

  it('reports the shortfall when the cap runs out first (FA4, G2)', () => {
    for (const seed of SEEDS.slice(0, 20)) {
      const level = generateFeatures({ width: 20, height: 15, seed, maxRooms: 200, maxAttempts: 500 });
      expect(level.complete).toBe(false);
      expect(level.attempts).toBe(500);
      expect(level.rooms.length).toBeLessThan(200);
      expect(checkPlacements(level)).toEqual([]);
      expect(isWalkable4Connected(level)).toBe(true);
    }
  });

  it('with roomChance 100 builds rooms only, with 0 corridors only', () => {
    for (const seed of SEEDS.slice(0, 20)) {
      const rooms = generateFeatures({ width: 60, height: 40, seed, roomChance: 100 });
      expect(rooms.placements.every((p) => p.kind === 'room')).toBe(true);
      const corridors = generateFeatures({ width: 60, height: 40, seed, roomChance: 0, maxAttempts: 300 });
      expect(corridors.placements.slice(1).every((p) => p.kind === 'corridor')).toBe(true);
      expect(corridors.complete).toBe(false);
    }
  });

  it('rejects invalid options with a RangeError naming the option', () => {
    const base = { width: 40, height: 30, seed: 1 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ maxRooms: 0 }, 'maxRooms'],
      [{ roomMin: 0 }, 'roomMin'],
      [{ roomMin: 5, roomMax: 4 }, 'roomMax'],
      [{ roomMax: 29 }, 'roomMax'],
      [{ corridorMin: 0 }, 'corridorMin'],
      [{ corridorMin: 6, corridorMax: 5 }, 'corridorMax'],
      [{ maxAttempts: 0 }, 'maxAttempts'],
      [{ roomChance: 101 }, 'roomChance'],
      [{ width: 4 }, 'width'],
      [{ height: 'tall' }, 'height'],
      [{ seed: null }, 'seed'],
    ];
    for (const [bad, name] of cases) {
      const call = (): unknown => generateFeatures({ ...base, ...bad } as GenerateOptions);
      expect(call).toThrow(RangeError);
      expect(call).toThrow(new RegExp(`"${name}"`));
    }
  });

  it('fits its default sizes to small maps', () => {
    const level = generateFeatures({ width: 7, height: 7, seed: 3, maxRooms: 1 });
    expect(level.rooms.length).toBe(1);
    expect(level.rooms[0].width).toBeLessThanOrEqual(5);
  });

  it('matches the golden renderings (G3)', async () => {
    for (const seed of [1, 2, 3]) {
      const level = generateFeatures({ width: 60, height: 40, seed, maxRooms: 12 });
      await expect(levelToAscii(level)).toMatchFileSnapshot(`./__golden__/features-seed-${seed}.txt`);
    }
  });
});
