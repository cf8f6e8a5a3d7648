import { afterEach, describe, expect, it, vi } from 'vitest';
import { labelRegions, largestRegion } from '../../grid/regions.js';
import { diagonalLeaks, isWalkable4Connected } from '../checks.js';
import { levelToAscii, Tile, type Level } from '../level.js';
import type { GenerateOptions } from '../options.js';
import { generateCellular } from './cellular.js';

const SEEDS = Array.from({ length: 200 }, (_, i) => i * 7919 + 1);

function closedCount(level: Level): number {
  let count = 0;
  for (const t of level.tiles) if (t === Tile.Wall) count++;
  return count;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('generateCellular', () => {
  it('never touches global randomness and repeats itself per seed (G1, CA5)', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('no');
    });
    for (const extra of [
      {},
      { rule: 'B5678/S45678', p: 50 },
      { connect: 'join' },
      { connect: 'drop', h: false },
    ]) {
      const options: GenerateOptions = { width: 50, height: 30, seed: 'same', ...extra };
      expect(generateCellular(options).tiles).toEqual(generateCellular(options).tiles);
    }
    const a = generateCellular({ width: 50, height: 30, seed: 1 });
    const b = generateCellular({ width: 50, height: 30, seed: 2 });
    expect(a.tiles).not.toEqual(b.tiles);
  });

  it('produces only walls and floors and the stairs at the exit, with no rooms', () => {
    for (const seed of SEEDS.slice(0, 20)) {
      const level = generateCellular({
        width: 40,
        height: 25,
        seed,
        connect: seed % 2 === 0 ? 'join' : 'none',
      });
      expect(level.rooms).toEqual([]);
      const exit = level.exit as { x: number; y: number };
      level.tiles.forEach((t, i) => {
        if (i === exit.y * 40 + exit.x) expect(t).toBe(Tile.StairsDown);
        else expect(t === Tile.Wall || t === Tile.Floor).toBe(true);
      });
    }
  });

  it('by default gives one 4-connected open region inside a closed outer ring, start and exit on it (200 seeds)', () => {
    for (const seed of SEEDS) {
      const width = 10 + (seed % 50);
      const height = 8 + (seed % 31);
      const level = generateCellular({ width, height, seed });
      expect(isWalkable4Connected(level)).toBe(true);
      expect(diagonalLeaks(level)).toEqual([]);
      for (let x = 0; x < width; x++) {
        expect(level.tiles[x]).toBe(Tile.Wall);
        expect(level.tiles[(height - 1) * width + x]).toBe(Tile.Wall);
      }
      for (let y = 0; y < height; y++) {
        expect(level.tiles[y * width]).toBe(Tile.Wall);
        expect(level.tiles[y * width + width - 1]).toBe(Tile.Wall);
      }
      const { start, exit } = level;
      expect(start).toBeDefined();
      expect(level.tiles[(start?.y ?? 0) * width + (start?.x ?? 0)]).toBe(Tile.Floor);
      expect(level.tiles[(exit?.y ?? 0) * width + (exit?.x ?? 0)]).toBe(Tile.StairsDown);
    }
  });

  it('with i = 0 closes about p% of the cells (CA2)', () => {
    const width = 60;
    const height = 40;
    const n = width * height;
    for (const p of [20, 45, 65]) {
      const q = p / 100;
      const sigma = Math.sqrt(n * q * (1 - q));
      for (const seed of SEEDS.slice(0, 30)) {
        const raw = { connect: 'none', border: false } as const;
        const closed = closedCount(generateCellular({ width, height, seed, p, i: 0, ...raw }));
        expect(Math.abs(closed - n * q)).toBeLessThanOrEqual(3 * sigma);
      }
    }
  });

  it('leaves under 1% isolated closed cells after 5·W·H island updates (CA6)', () => {
    const width = 60;
    const height = 40;
    for (const seed of SEEDS) {
      const level = generateCellular({
        width,
        height,
        seed,
        p: 45,
        h: true,
        n: 4,
        connect: 'none',
        border: false,
      });
      let isolated = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (level.tiles[y * width + x] !== Tile.Wall) continue;
          let c = 0;
          for (let dy = -1; dy <= 1; dy++)
            for (let dx = -1; dx <= 1; dx++) {
              if (dx === 0 && dy === 0) continue;
              const nx = x + dx;
              const ny = y + dy;
              if (
                nx < 0 ||
                ny < 0 ||
                nx >= width ||
                ny >= height ||
                level.tiles[ny * width + nx] === Tile.Wall
              )
                c++;
            }
          if (c === 0) isolated++;
        }
      }
      expect(isolated / (width * height)).toBeLessThan(0.01);
    }
  });

  for (const connect of ['join', 'drop'] as const) {
    it(`with connect "${connect}" gives one 4-connected open region without diagonal leaks (G4, G5) over 200 seeds`, () => {
      for (const seed of SEEDS) {
        const options: GenerateOptions =
          seed % 2 === 0
            ? { width: 60, height: 40, seed, connect }
            : { width: 60, height: 40, seed, connect, rule: 'B5678/S45678', p: 50 };
        const level = generateCellular(options);
        expect(isWalkable4Connected(level)).toBe(true);
        expect(diagonalLeaks(level)).toEqual([]);
        expect(closedCount(level)).toBeLessThan(level.tiles.length);
      }
    });
  }

  it('joining keeps every floor cell of the raw automaton that is off the outer ring', () => {
    for (const seed of SEEDS.slice(0, 50)) {
      const raw = generateCellular({ width: 60, height: 40, seed, connect: 'none', border: false });
      const joined = generateCellular({ width: 60, height: 40, seed, connect: 'join' });
      for (let y = 1; y < 39; y++)
        for (let x = 1; x < 59; x++) {
          const i = y * 60 + x;
          if (raw.tiles[i] !== Tile.Wall) expect(joined.tiles[i]).not.toBe(Tile.Wall);
        }
    }
  });

  it('dropping keeps exactly the largest raw region, plus only corner cells next to it', () => {
    for (const seed of SEEDS.slice(0, 50)) {
      const raw = generateCellular({ width: 60, height: 40, seed, h: false, connect: 'none', border: false });
      const dropped = generateCellular({
        width: 60,
        height: 40,
        seed,
        h: false,
        connect: 'drop',
        border: false,
      });
      const rawOpen = new Uint8Array(raw.tiles.length);
      for (let i = 0; i < rawOpen.length; i++) rawOpen[i] = raw.tiles[i] === Tile.Wall ? 0 : 1;
      const regions = labelRegions(raw, rawOpen, 4);
      const keep = largestRegion(regions);
      for (let i = 0; i < rawOpen.length; i++) {
        const inKept = regions.labels[i] === keep;
        if (inKept) expect(dropped.tiles[i]).not.toBe(Tile.Wall);
        else if (rawOpen[i] === 1 && dropped.tiles[i] !== Tile.Wall) {
          // a cell of a dropped region may only come back as a corner opened for G5
          const x = i % 60;
          const y = Math.floor(i / 60);
          const nextToKept = [
            [1, 0],
            [-1, 0],
            [0, 1],
            [0, -1],
          ].some(([dx, dy]) => regions.labels[(y + dy) * 60 + x + dx] === keep);
          expect(nextToKept).toBe(true);
        }
      }
    }
  });

  it('rejects invalid options with a RangeError naming the option (CA1)', () => {
    const base = { width: 20, height: 20, seed: 1 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ p: -1 }, 'p'],
      [{ p: 101 }, 'p'],
      [{ n: 9 }, 'n'],
      [{ n: -1 }, 'n'],
      [{ i: -1 }, 'i'],
      [{ i: 1.5 }, 'i'],
      [{ h: 'yes' }, 'h'],
      [{ connect: 'all' }, 'connect'],
      [{ rule: 'B9/S1' }, 'rule'],
      [{ rule: 42 }, 'rule'],
      [{ iterations: -2 }, 'iterations'],
      [{ mode: 'async', rule: 'B3/S23' }, 'rule'],
      [{ mode: 'rule', n: 3 }, 'n'],
      [{ mode: 'sync' }, 'mode'],
      [{ width: 2 }, 'width'],
      [{ height: 0 }, 'height'],
      [{ seed: undefined }, 'seed'],
      [{ border: 1 }, 'border'],
      [{ conect: 'join' }, 'conect'],
    ];
    for (const [bad, name] of cases) {
      const call = (): Level => generateCellular({ ...base, ...bad } as GenerateOptions);
      expect(call).toThrow(RangeError);
      expect(call).toThrow(new RegExp(`"${name}"`));
    }
    expect(() => generateCellular({ ...base, conect: 'join' })).toThrow(
      /^generateCellular: unknown option "conect" \(did you mean "connect"\?\); it takes width, height, seed, mode, p, h, n, i, rule, iterations, connect, border$/,
    );
  });

  it('records the fill stage, and the automaton stage when connecting', () => {
    const names: string[] = [];
    generateCellular({ width: 30, height: 20, seed: 5, connect: 'join' }, (name) => names.push(name));
    expect(names).toEqual(['fill', 'automaton']);
  });

  it('matches the golden renderings (G3)', async () => {
    const island = generateCellular({ width: 70, height: 35, seed: 1 });
    await expect(levelToAscii(island)).toMatchFileSnapshot('./__golden__/cellular-seed-1.txt');
    const labyrinth = generateCellular({ width: 70, height: 35, seed: 2, h: false, connect: 'join' });
    await expect(levelToAscii(labyrinth)).toMatchFileSnapshot('./__golden__/cellular-seed-2.txt');
    const rule = generateCellular({
      width: 70,
      height: 35,
      seed: 3,
      rule: 'B5678/S45678',
      p: 50,
      connect: 'drop',
    });
    await expect(levelToAscii(rule)).toMatchFileSnapshot('./__golden__/cellular-seed-3.txt');
  });
});
