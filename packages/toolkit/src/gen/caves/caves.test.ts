import { afterEach, describe, expect, it, vi } from 'vitest';
import { diagonalLeaks, isWalkable4Connected } from '../checks.js';
import { isWalkableTile, levelToAscii, Tile, type Level } from '../level.js';
import type { GenerateOptions } from '../options.js';
import { CAVE_DEFAULTS, generateCaves } from './caves.js';

const SEEDS = Array.from({ length: 200 }, (_, i) => i * 7777 + 5);

afterEach(() => {
  vi.restoreAllMocks();
});

/** 4-connected step counts from `from` over walkable cells (-1 where unreachable). */
function distances(level: Level, from: number): Int32Array {
  const { width, height, tiles } = level;
  const dist = new Int32Array(tiles.length).fill(-1);
  const queue = [from];
  dist[from] = 0;
  for (let h = 0; h < queue.length; h++) {
    const c = queue[h];
    const x = c % width;
    const y = Math.floor(c / width);
    for (const [nx, ny] of [
      [x + 1, y],
      [x - 1, y],
      [x, y + 1],
      [x, y - 1],
    ]) {
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const n = ny * width + nx;
      if (dist[n] < 0 && isWalkableTile(tiles[n])) {
        dist[n] = dist[c] + 1;
        queue.push(n);
      }
    }
  }
  return dist;
}

function checkCave(level: Level, caves: number, steps: number): void {
  const { width, height, tiles } = level;
  // CV2: the outer ring stays solid
  for (let x = 0; x < width; x++) {
    expect(tiles[x]).toBe(Tile.Wall);
    expect(tiles[(height - 1) * width + x]).toBe(Tile.Wall);
  }
  for (let y = 0; y < height; y++) {
    expect(tiles[y * width]).toBe(Tile.Wall);
    expect(tiles[y * width + width - 1]).toBe(Tile.Wall);
  }
  // CV4
  let open = 0;
  for (const t of tiles) if (isWalkableTile(t)) open++;
  expect(open).toBeLessThanOrEqual(caves * steps);
  // CV5, G4, G5
  expect(level.start).toBeDefined();
  expect(level.exit).toBeDefined();
  const start = level.start!;
  const exit = level.exit!;
  expect(tiles[exit.y * width + exit.x]).toBe(Tile.StairsDown);
  // start and exit share a cell only when the whole cave is that one cell
  if (start.x !== exit.x || start.y !== exit.y) expect(tiles[start.y * width + start.x]).toBe(Tile.Floor);
  else expect(open).toBe(1);
  const dist = distances(level, start.y * width + start.x);
  expect(dist[exit.y * width + exit.x]).toBeGreaterThanOrEqual(0);
  expect(dist[exit.y * width + exit.x]).toBe(Math.max(...dist)); // the exit is the farthest cell
  expect(isWalkable4Connected(level)).toBe(true);
  expect(diagonalLeaks(level)).toEqual([]);
}

describe('generateCaves', () => {
  it("defaults to seed 003's 100x57 map with 17 diggers of 1000 steps (CV6)", () => {
    const level = generateCaves({ seed: 1 } as GenerateOptions);
    expect([level.width, level.height]).toEqual([100, 57]);
    expect(CAVE_DEFAULTS).toEqual({ width: 100, height: 57, caves: 17, steps: 1000 });
    checkCave(level, 17, 1000);
    const explicit = generateCaves({ seed: 1, width: 100, height: 57, caves: 17, steps: 1000 });
    expect(explicit.tiles).toEqual(level.tiles);
  });

  it('uses one seeded stream and never touches global randomness (CV1, G1)', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('no');
    });
    const options = { width: 60, height: 40, seed: 'dig' };
    expect(generateCaves(options).tiles).toEqual(generateCaves(options).tiles);
    expect(generateCaves({ ...options, seed: 1 }).tiles).not.toEqual(
      generateCaves({ ...options, seed: 2 }).tiles,
    );
  });

  it('over 200 seeds: solid ring, bounded carving, reachable exit, connected, sealed (CV2, CV4, CV5, G4, G5)', () => {
    for (const seed of SEEDS) {
      const caves = 2 + (seed % 9);
      const steps = 100 + (seed % 400);
      checkCave(generateCaves({ width: 60, height: 40, seed, caves, steps }), caves, steps);
    }
  });

  it('holds at the seed size and at tiny budgets', () => {
    for (const seed of SEEDS.slice(0, 5))
      checkCave(generateCaves({ width: 100, height: 57, seed }), 17, 1000);
    for (const seed of SEEDS.slice(0, 20))
      checkCave(generateCaves({ width: 5, height: 5, seed, caves: 1, steps: 1 }), 1, 1);
    for (const seed of SEEDS.slice(0, 20))
      checkCave(generateCaves({ width: 12, height: 9, seed, caves: 3, steps: 7 }), 3, 7);
  });

  it('rejects invalid options with a RangeError naming the option', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ caves: 0 }, 'caves'],
      [{ caves: 2.5 }, 'caves'],
      [{ steps: 0 }, 'steps'],
      [{ steps: 'many' }, 'steps'],
      [{ width: 4 }, 'width'],
      [{ height: 2000 }, 'height'],
      [{ seed: {} }, 'seed'],
    ];
    for (const [bad, name] of cases) {
      const call = (): Level => generateCaves({ seed: 1, ...bad } as GenerateOptions);
      expect(call).toThrow(RangeError);
      expect(call).toThrow(new RegExp(`"${name}"`));
    }
  });

  it('records the raw dig as a stage', () => {
    const names: string[] = [];
    generateCaves({ width: 30, height: 20, seed: 4 }, (name) => names.push(name));
    expect(names).toEqual(['dig']);
  });

  it('matches the golden renderings (G3)', async () => {
    for (const seed of [1, 2, 3]) {
      const level = generateCaves({ seed } as GenerateOptions);
      await expect(levelToAscii(level)).toMatchFileSnapshot(`./__golden__/caves-seed-${seed}.txt`);
    }
  });
});
