import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRng } from '../../rng/rng.js';
import { diagonalLeaks, isWalkable4Connected } from '../checks.js';
import { generate, generateWithStages } from '../generate.js';
import { levelToAscii, Tile } from '../level.js';
import type { Furnished } from '../station-parts/furnish.js';
import { doorViolations, wallViolations } from '../station-parts/verify.js';
import { bspParams, buildBsp, generateBsp, walledRectangle } from './bsp.js';

const SEEDS = Array.from({ length: 200 }, (_, i) => i * 6271 + 17);
const cache = new Map<number, Furnished>();
/** Builds (once) the 48x30 dungeon of a seed, with every stage decision. */
function build(seed: number): Furnished {
  let f = cache.get(seed);
  if (f === undefined) {
    f = buildBsp(bspParams({ width: 48, height: 30, seed }), createRng(seed)).furnished;
    cache.set(seed, f);
  }
  return f;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('generateBsp', () => {
  it('is deterministic and never touches Math.random (G1)', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random called');
    });
    for (const seed of [1, 'vault', 77]) {
      const a = generateBsp({ width: 40, height: 25, seed });
      const b = generate('bsp', { width: 40, height: 25, seed });
      expect(b).toEqual(a);
    }
  });

  it('splits the walled rectangle with B1-B3 on every seed', () => {
    for (const seed of SEEDS) {
      const f = build(seed);
      expect(Array.from(f.snapshots.hull)).toEqual(Array.from(walledRectangle(48, 30)));
      expect(wallViolations(f, 3, 2)).toEqual([]);
      expect(f.rooms.length).toBe(f.bsp.leaves.length);
    }
  });

  it('cuts doors with D1-D4 and places start and exit in different rooms (E1-E4) on every seed', () => {
    for (const seed of SEEDS) expect(doorViolations(build(seed))).toEqual([]);
  });

  it('is 4-connected with no diagonal leaks and succeeds first time (G2, G4, G5)', () => {
    for (const seed of SEEDS) {
      const level = generateBsp({ width: 48, height: 30, seed });
      expect(level.attempts).toBe(1);
      expect(isWalkable4Connected(level)).toBe(true);
      expect(diagonalLeaks(level)).toEqual([]);
      expect(level.windows).toEqual([]);
      expect(level.roomOf[level.start!.y * 48 + level.start!.x]).not.toBe(
        level.roomOf[level.exit!.y * 48 + level.exit!.x],
      );
    }
  });

  it('honours larger minimum rooms', () => {
    for (const seed of SEEDS.slice(0, 40)) {
      const params = bspParams({ width: 60, height: 40, seed, minRoomWidth: 6, minRoomHeight: 4 });
      const f = buildBsp(params, createRng(seed)).furnished;
      expect(wallViolations(f, 6, 4)).toEqual([]);
      expect(doorViolations(f)).toEqual([]);
      // Every room is at least 5x3 floor cells (its leaf minus its share of wall).
      for (const r of f.rooms) expect(r.width >= 5 && r.height >= 3).toBe(true);
    }
  });

  it('rejects bad options with a RangeError naming them', () => {
    expect(() => generateBsp({ width: 7, height: 20, seed: 1 })).toThrow(/"width"/);
    expect(() => generateBsp({ width: 20, height: 20, seed: 1, minRoomWidth: 2 })).toThrow(/"minRoomWidth"/);
    expect(() => generateBsp({ width: 20, height: 20, seed: 1, minRoomHeight: 1.5 })).toThrow(
      /"minRoomHeight"/,
    );
    expect(() => generateBsp({ width: 20, height: 20, seed: null as unknown as number })).toThrow(/"seed"/);
  });

  it('reports its stages and matches the golden renderings (G3)', async () => {
    const { level, stages } = generateWithStages('bsp', { width: 40, height: 20, seed: 4 });
    expect(stages.map((s) => s.name)).toEqual(['hull', 'walls', 'doors', 'entrance and exit']);
    expect(levelToAscii(stages[3].level)).toBe(levelToAscii(level));
    expect(level.tiles.filter((t) => t === Tile.StairsDown).length).toBe(1);
    for (const seed of [1, 2, 3]) {
      const l = generateBsp({ width: 40, height: 20, seed });
      await expect(levelToAscii(l) + '\n').toMatchFileSnapshot(`./__golden__/bsp-seed-${seed}.txt`);
    }
  });
});
