import { afterEach, describe, expect, it, vi } from 'vitest';
import { diagonalLeaks, isWalkable4Connected } from '../checks.js';
import { levelToAscii, Tile } from '../level.js';
import type { GenerateOptions } from '../options.js';
import { checkPlacements } from '../features/verify.js';
import { generateRooms } from './rooms.js';

const SEEDS = Array.from({ length: 200 }, (_, i) => i * 15485863 + 3);

afterEach(() => {
  vi.restoreAllMocks();
});

/** Pearson's chi-square of observed counts against probabilities (kinds with p = 0 must be 0). */
function chiSquare(observed: readonly number[], probabilities: readonly number[]): number {
  const total = observed.reduce((a, b) => a + b, 0);
  let chi = 0;
  observed.forEach((o, k) => {
    const expected = total * probabilities[k];
    if (expected === 0) expect(o).toBe(0);
    else chi += (o - expected) ** 2 / expected;
  });
  return chi;
}

describe('generateRooms', () => {
  it('never touches global randomness and repeats itself per seed (G1)', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('no');
    });
    const options = { width: 60, height: 40, seed: 'corridors' };
    expect(generateRooms(options).tiles).toEqual(generateRooms(options).tiles);
    expect(generateRooms({ ...options, seed: 1 }).tiles).not.toEqual(
      generateRooms({ ...options, seed: 2 }).tiles,
    );
  });

  // Irregular rooms keep every property the rectangular ones have (IR4).
  for (const shape of [
    {},
    { roomShape: 'irregular' },
    { roomShape: 'irregular', roomBand: 3, roomPoints: 1 },
  ] as const) {
    it(`over 200 seeds, ${JSON.stringify(shape)}: maxRooms rooms, no overlaps, attached corridors, connected, sealed, start and exit in rooms (RC2-RC5, G4, G5, IR4)`, () => {
      for (const seed of SEEDS) {
        const level = generateRooms({ width: 60, height: 40, seed, ...shape });
        expect(level.complete).toBe(true);
        expect(level.rooms.length).toBe(10);
        expect(checkPlacements(level)).toEqual([]);
        expect(isWalkable4Connected(level)).toBe(true);
        expect(diagonalLeaks(level)).toEqual([]);
        // the first two features are the centre room and the corridor off it
        expect(level.placements[0].kind).toBe('room');
        expect(level.placements[1].kind).toBe('corridor');
        // No cell belongs to two rooms (RC3); an irregular room owns only its shape, not its box.
        const owners = new Uint8Array(60 * 40);
        for (const p of level.placements) {
          if (p.kind !== 'room') continue;
          const { x, y, width: w, height: h } = p.rect;
          for (let yy = 0; yy < h; yy++)
            for (let xx = 0; xx < w; xx++)
              if (p.shape === undefined || p.shape[yy * w + xx] === 1) owners[(y + yy) * 60 + x + xx]++;
        }
        expect(owners.every((o) => o <= 1)).toBe(true);
        const { start, exit, roomOf } = level;
        if (start === undefined || exit === undefined) throw new Error('no start or exit');
        expect(roomOf[start.y * 60 + start.x]).toBe(0);
        expect(level.tiles[exit.y * 60 + exit.x]).toBe(Tile.StairsDown);
        expect(roomOf[exit.y * 60 + exit.x]).toBeGreaterThan(0);
      }
    });
  }

  it('builds rooms only off corridors and corridors off the feature kinds the roll allows', () => {
    for (const seed of SEEDS.slice(0, 50)) {
      const level = generateRooms({ width: 60, height: 40, seed });
      const owner = (x: number, y: number): string | undefined =>
        level.placements.find(
          (p) =>
            x >= p.rect.x && x < p.rect.x + p.rect.width && y >= p.rect.y && y < p.rect.y + p.rect.height,
        )?.kind;
      for (const p of level.placements.slice(1)) {
        const anchor = p.anchor as { x: number; y: number };
        if (p.kind === 'room') expect(owner(anchor.x, anchor.y)).toBe('corridor');
        else expect(owner(anchor.x, anchor.y)).toBeDefined();
      }
    }
  });

  it('rolls feature kinds at the threshold frequencies (RC6)', () => {
    // chi-square critical value for 4 degrees of freedom at p = 0.001
    const critical = 18.47;
    for (const thresholds of [
      [20, 40, 60, 80, 100],
      [10, 10, 50, 90, 100],
    ]) {
      const totals = [0, 0, 0, 0, 0];
      for (const seed of SEEDS) {
        const level = generateRooms({ width: 60, height: 40, seed, thresholds, maxRooms: 12 });
        level.rolls.forEach((n, k) => (totals[k] += n));
      }
      const probabilities = thresholds.map((t, k) => (t - (k === 0 ? 0 : thresholds[k - 1])) / 100);
      expect(chiSquare(totals, probabilities)).toBeLessThan(critical);
    }
  });

  it('with only room-building kinds and no corridor to grow from, still ends within the cap and says so (RC5, G2)', () => {
    for (const seed of SEEDS.slice(0, 20)) {
      const level = generateRooms({
        width: 60,
        height: 40,
        seed,
        thresholds: [0, 0, 0, 0, 100],
        maxAttempts: 400,
      });
      // rooms come only off corridor ends, and no new corridors are ever made
      expect(level.placements.filter((p) => p.kind === 'corridor').length).toBe(1);
      expect(level.rooms.length).toBeLessThanOrEqual(4); // centre + at most 3 off the single corridor end
      expect(level.complete).toBe(false);
      expect(level.attempts).toBe(400);
      expect(level.rolls[4]).toBe(level.attempts - level.rolls.slice(0, 4).reduce((a, b) => a + b, 0) - 1);
    }
  });

  it('rejects invalid options with a RangeError naming the option', () => {
    const base = { width: 40, height: 30, seed: 1 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ thresholds: [50, 40, 60, 80, 100] }, 'thresholds'],
      [{ thresholds: [20, 40, 60, 80, 99] }, 'thresholds'],
      [{ maxRooms: -3 }, 'maxRooms'],
      [{ roomMax: 100 }, 'roomMax'],
      [{ corridorMax: 0 }, 'corridorMax'],
      [{ maxAttempts: 1.5 }, 'maxAttempts'],
      [{ width: 3 }, 'width'],
    ];
    for (const [bad, name] of cases) {
      const call = (): unknown => generateRooms({ ...base, ...bad } as GenerateOptions);
      expect(call).toThrow(RangeError);
      expect(call).toThrow(new RegExp(`"${name}"`));
    }
  });

  it('matches the golden renderings (G3)', async () => {
    for (const seed of [1, 2, 3]) {
      const level = generateRooms({ width: 60, height: 40, seed, maxRooms: 12 });
      await expect(levelToAscii(level)).toMatchFileSnapshot(`./__golden__/rooms-seed-${seed}.txt`);
    }
  });
});
