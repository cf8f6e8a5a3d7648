import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRng } from '../../rng/rng.js';
import { diagonalLeaks, isWalkable4Connected } from '../checks.js';
import { generate, generateWithStages } from '../generate.js';
import { levelToAscii, Tile } from '../level.js';
import { placeDoors } from '../station-parts/doors.js';
import { doorViolations, hullViolations, wallViolations, windowViolations } from '../station-parts/verify.js';
import {
  buildStation,
  generateStation,
  stationParams,
  STATION_SMALL_SIZE,
  type StationBuild,
} from './station.js';

const SEEDS = Array.from({ length: 200 }, (_, i) => i * 7919 + 11);
const cache = new Map<string, StationBuild>();
/** Builds (once) the station of a seed: the 20x14 main floor of seed 001, or the small docking bay. */
function build(seed: number, small: boolean, width = 20, height = 14, hullScale?: number): StationBuild {
  const key = `${seed}/${small}/${width}x${height}/${hullScale}`;
  let b = cache.get(key);
  if (b === undefined) {
    const options = { width, height, seed, small, ...(hullScale === undefined ? {} : { hullScale }) };
    b = buildStation(stationParams(options), createRng(seed));
    cache.set(key, b);
  }
  return b;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('generateStation', () => {
  it('is deterministic and never touches Math.random (G1)', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random called');
    });
    for (const [seed, small] of [
      [1, false],
      ['kestrel', false],
      [5, true],
    ] as const) {
      const a = generateStation({ width: 24, height: 16, seed, small });
      const b = generate('station', { width: 24, height: 16, seed, small });
      expect(b).toEqual(a);
    }
  });

  it('succeeds within the attempt cap on every seed and reports failure when the cap is too small (G2)', () => {
    // build throws when the cap runs out; attempts >= 1 would hold by construction.
    for (const seed of SEEDS) expect(() => build(seed, false)).not.toThrow();
    let failures = 0;
    for (const seed of SEEDS.slice(0, 40)) {
      try {
        generateStation({ width: 20, height: 14, seed, maxAttempts: 1 });
      } catch (e) {
        expect((e as Error).message).toMatch(/no valid 20x14 station in 1 attempts/);
        failures++;
      }
    }
    expect(failures).toBeGreaterThan(0);
  });

  it('rejects bad options with a RangeError naming them', () => {
    expect(() => generateStation({ width: 11, height: 14, seed: 1 })).toThrow(/"width"/);
    expect(() => generateStation({ width: 20, height: 65, seed: 1 })).toThrow(/"height"/);
    expect(() => generateStation({ width: 20, height: 14, seed: 1, small: 'yes' })).toThrow(/"small"/);
    expect(() => generateStation({ width: 20, height: 14, seed: 1, maxAttempts: 0 })).toThrow(
      /"maxAttempts"/,
    );
    expect(() => generateStation({ width: 20, height: 14, seed: 1, hullScale: 1.5 })).toThrow(/"hullScale"/);
    expect(() => generateStation({ width: 20, height: 14, seed: 1, hullScale: 9 })).toThrow(/"hullScale"/);
    expect(() => generateStation({ width: 20, height: 14, seed: 1, hullScale: 4 })).toThrow(
      /"hullScale" of 4 leaves a hull grid smaller than 4x4 cells for a 20x14 station/,
    );
  });

  it('picks the hull scale from the size: tile for tile at seed 001 sizes, coarser for the big floors', () => {
    expect(stationParams({ width: 20, height: 14, seed: 1 }).hullScale).toBe(1);
    expect(stationParams({ width: 64, height: 32, seed: 1, small: true }).hullScale).toBe(1);
    expect(stationParams({ width: 64, height: 32, seed: 1 }).hullScale).toBe(2);
    expect(stationParams({ width: 128, height: 64, seed: 1 }).hullScale).toBe(5);
    expect(stationParams({ width: 64, height: 32, seed: 1, hullScale: 1 }).hullScale).toBe(1);
    // An explicit scale of 1 at 64x32 still builds a valid (finer) hull.
    const fine = build(5, false, 64, 32, 1).furnished;
    expect(hullViolations(fine.snapshots.hull, 64, 32)).toEqual([]);
    expect(levelToAscii(generateStation({ width: 64, height: 32, seed: 5, hullScale: 1 }))).not.toBe(
      levelToAscii(generateStation({ width: 64, height: 32, seed: 5 })),
    );
  });

  it('builds hulls with H1-H5 on every seed, main and small', () => {
    for (const seed of SEEDS) {
      for (const small of [false, true]) {
        const f = build(seed, small).furnished;
        expect(hullViolations(f.snapshots.hull, f.width, f.height)).toEqual([]);
      }
    }
  });

  it('splits with BSP walls keeping B1-B3, and B4 holds', () => {
    let threePlus = 0;
    for (const seed of SEEDS) {
      const main = build(seed, false).furnished;
      expect(wallViolations(main, 3, 2)).toEqual([]);
      if (main.rooms.length >= 3) threePlus++;
      const small = build(seed, true).furnished;
      expect(wallViolations(small, 3, 2)).toEqual([]);
      expect(small.rooms.length).toBeLessThanOrEqual(2);
      expect(small.bsp.lines.length).toBe(1);
      expect(small.bsp.lines[0].vertical).toBe(false);
    }
    expect(threePlus).toBeGreaterThanOrEqual(0.95 * SEEDS.length);
  });

  it('cuts doors with D1-D4 and places stairs and spawn with E1-E4', () => {
    for (const seed of SEEDS) {
      for (const small of [false, true]) {
        const f = build(seed, small).furnished;
        expect(doorViolations(f)).toEqual([]);
      }
    }
  });

  it('keeps the small floor rules: long door runs, doors at offset >= 4, top-most stairs', () => {
    for (const seed of SEEDS) {
      const f = build(seed, true).furnished;
      const top = Math.floor(f.stairs / f.width);
      for (let i = 0; i < top * f.width; i++) {
        const t = f.snapshots.walls;
        const open = [i, i - 1, i + 1, i - f.width, i + f.width].every((j) => j >= 0 && t[j] === Tile.Floor);
        expect(open && i % f.width > 0 && i % f.width < f.width - 1).toBe(false);
      }
      for (const d of f.doors) {
        const run = f.candidates[d.candidate].cells;
        expect(run.length).toBeGreaterThanOrEqual(5);
        expect(run.indexOf(d.index)).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('varies the spanning tree of one fixed hull and wall layout under different seeds (D5)', () => {
    // A layout whose room graph has a cycle, so more than one spanning tree exists.
    const f0 = SEEDS.map((seed) => build(seed, false).furnished).find(
      (f) => f.candidates.length >= f.rooms.length + 2,
    )!;
    const trees = new Set<string>();
    for (let s = 0; s < 30; s++) {
      const doors = placeDoors(f0.candidates, f0.rooms.length, createRng(s), { minRun: 1, minOffset: 0 });
      expect(doors).not.toBeNull();
      const tree = doors!.filter((d) => d.kind === 'tree').map((d) => d.candidate);
      expect(tree.length).toBe(f0.rooms.length - 1);
      trees.add(tree.sort((a, b) => a - b).join(' '));
    }
    expect(trees.size).toBeGreaterThanOrEqual(2);
  });

  it('places windows with W1-W3', () => {
    let withHullWindow = 0;
    for (const seed of SEEDS) {
      for (const small of [false, true]) {
        const f = build(seed, small).furnished;
        expect(windowViolations(f)).toEqual([]);
        if (!small && f.windows.some((w) => w.external)) withHullWindow++;
      }
    }
    expect(withHullWindow).toBeGreaterThanOrEqual(0.95 * SEEDS.length);
  });

  it('has 4-connected walkable space and no diagonal leaks (G4, G5), main, small and 64x32', () => {
    for (const seed of SEEDS) {
      for (const small of [false, true]) {
        const level = generateStation({ width: 20, height: 14, seed, small });
        expect(isWalkable4Connected(level)).toBe(true);
        expect(diagonalLeaks(level)).toEqual([]);
      }
    }
  });

  it('keeps every property at the game sizes, where the hull grid is coarser (H1-H5, B, D, W, E, G4, G5)', () => {
    const sizes = [
      [40, 22],
      [52, 27],
      [64, 32],
    ] as const;
    for (const [width, height] of sizes) {
      for (const seed of width === 64 ? SEEDS : SEEDS.slice(0, 40)) {
        const big = build(seed, false, width, height);
        expect(hullViolations(big.furnished.snapshots.hull, width, height)).toEqual([]);
        expect(wallViolations(big.furnished, 3, 2)).toEqual([]);
        expect(doorViolations(big.furnished)).toEqual([]);
        expect(windowViolations(big.furnished)).toEqual([]);
        const level = generateStation({ width, height, seed });
        expect(isWalkable4Connected(level)).toBe(true);
        expect(diagonalLeaks(level)).toEqual([]);
      }
    }
  });

  it('fills rooms, roomOf, doors, windows, start and exit consistently', () => {
    for (const seed of SEEDS.slice(0, 50)) {
      const level = generateStation({ width: 20, height: 14, seed });
      const f = build(seed, false).furnished;
      expect(level.doors.length).toBe(f.doors.length);
      expect(level.doorAxes.length).toBe(level.doors.length);
      expect(level.windowAxes.length).toBe(level.windows.length);
      for (const p of level.doors) expect(level.tiles[p.y * level.width + p.x]).toBe(Tile.Door);
      for (const p of level.windows) expect(level.tiles[p.y * level.width + p.x]).toBe(Tile.Window);
      expect(level.tiles[level.exit!.y * level.width + level.exit!.x]).toBe(Tile.StairsDown);
      for (const room of level.rooms) {
        let cells = 0;
        for (let i = 0; i < level.tiles.length; i++) {
          if (level.roomOf[i] !== room.id) continue;
          cells++;
          const x = i % level.width;
          const y = Math.floor(i / level.width);
          expect(x >= room.x && x < room.x + room.width && y >= room.y && y < room.y + room.height).toBe(
            true,
          );
        }
        expect(cells).toBe(room.cells);
      }
    }
  });

  it('centres the small docking bay in the level', () => {
    const level = generateStation({ width: 30, height: 20, seed: 3, small: true });
    const ox = (30 - STATION_SMALL_SIZE.width) >> 1;
    const oy = (20 - STATION_SMALL_SIZE.height) >> 1;
    for (let y = 0; y < 20; y++) {
      for (let x = 0; x < 30; x++) {
        const inside = x >= ox && x < ox + 10 && y >= oy && y < oy + 10;
        if (!inside) expect(level.tiles[y * 30 + x]).toBe(Tile.Void);
      }
    }
    expect(level.rooms.length).toBe(2);
  });

  it('reports the five stages in order, the last one equal to the level', () => {
    const { level, stages } = generateWithStages('station', { width: 20, height: 14, seed: 9 });
    expect(stages.map((s) => s.name)).toEqual(['hull', 'walls', 'doors', 'windows', 'entrance and exit']);
    expect(levelToAscii(stages[4].level)).toBe(levelToAscii(level));
    expect(levelToAscii(stages[0].level)).not.toMatch(/[+%>@]/);
    expect(levelToAscii(stages[2].level)).toMatch(/\+/);
  });

  it('matches the golden renderings (G3)', async () => {
    for (const seed of [1, 2, 3]) {
      const level = generateStation({ width: 20, height: 14, seed });
      await expect(levelToAscii(level) + '\n').toMatchFileSnapshot(`./__golden__/station-seed-${seed}.txt`);
    }
    const big = generateStation({ width: 64, height: 32, seed: 1 });
    await expect(levelToAscii(big) + '\n').toMatchFileSnapshot('./__golden__/station-64x32-seed-1.txt');
    const small = generateStation({ width: 20, height: 14, seed: 1, small: true });
    await expect(levelToAscii(small) + '\n').toMatchFileSnapshot('./__golden__/station-small-seed-1.txt');
  });
});
