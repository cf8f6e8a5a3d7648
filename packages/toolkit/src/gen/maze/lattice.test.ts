import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diagonalLeaks } from '../checks.js';
import { generate, type GeneratorKind } from '../generate.js';
import { isWalkableTile, levelToAscii, Tile, type Level } from '../level.js';
import type { GenerateOptions } from '../options.js';
import type { GeneratorOptionsMap } from '../kinds.js';
import { generateDividedMaze } from './divided.js';
import { generateEllerMaze } from './eller.js';
import { generateIceyMaze } from './icey.js';
import { MAZE_MIN_SIZE } from './lattice.js';

const KINDS = [
  ['maze-eller', generateEllerMaze],
  ['maze-divided', generateDividedMaze],
  ['maze-icey', generateIceyMaze],
] as const;

/** What the plain checks below find in a maze; `problems` lists every broken rule. */
interface MazeReport {
  cells: number;
  passages: number;
  problems: string[];
  /** Cell steps between every cell and the start, by lattice index (-1 unreached). */
  distFromStart: Int32Array;
  /** The longest cell-to-cell path, by a rooted depth computation. */
  diameter: number;
}

/**
 * Checks a maze against the odd-lattice rules with plain loops: cells open at odd (x, y), walls
 * at even (x, y), nothing open outside the lattice, the open passages join the cells into one
 * tree (a union-find sees no cycle and ends with one set).
 */
function inspect(level: Level): MazeReport {
  const { width, height, tiles } = level;
  const cols = Math.floor((width - 1) / 2);
  const rows = Math.floor((height - 1) / 2);
  const problems: string[] = [];
  const open = (x: number, y: number): boolean => isWalkableTile(tiles[y * width + x]);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = tiles[y * width + x];
      if (t !== Tile.Wall && t !== Tile.Floor && t !== Tile.StairsDown)
        problems.push(`tile ${t} at ${x},${y}`);
      const inside = x >= 1 && y >= 1 && x <= 2 * cols - 1 && y <= 2 * rows - 1;
      if (!inside && open(x, y)) problems.push(`open outside the lattice at ${x},${y}`);
      if (inside && x % 2 === 1 && y % 2 === 1 && !open(x, y)) problems.push(`closed cell at ${x},${y}`);
      if (inside && x % 2 === 0 && y % 2 === 0 && open(x, y)) problems.push(`open pillar at ${x},${y}`);
    }
  }
  const parent = Array.from({ length: cols * rows }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]];
    return i;
  };
  const adjacent: number[][] = Array.from({ length: cols * rows }, () => []);
  let passages = 0;
  let sets = cols * rows;
  const join = (a: number, b: number): void => {
    passages++;
    adjacent[a].push(b);
    adjacent[b].push(a);
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) problems.push(`cycle through cells ${a} and ${b}`);
    else {
      parent[ra] = rb;
      sets--;
    }
  };
  for (let cy = 0; cy < rows; cy++) {
    for (let cx = 0; cx < cols; cx++) {
      if (cx + 1 < cols && open(2 * cx + 2, 2 * cy + 1)) join(cy * cols + cx, cy * cols + cx + 1);
      if (cy + 1 < rows && open(2 * cx + 1, 2 * cy + 2)) join(cy * cols + cx, (cy + 1) * cols + cx);
    }
  }
  if (sets !== 1) problems.push(`${sets} separate parts`);

  const distFromStart = new Int32Array(cols * rows).fill(-1);
  const s = level.start;
  if (s !== undefined && s.x % 2 === 1 && s.y % 2 === 1) {
    const first = ((s.y - 1) / 2) * cols + (s.x - 1) / 2;
    distFromStart[first] = 0;
    const queue = [first];
    for (let head = 0; head < queue.length; head++) {
      for (const n of adjacent[queue[head]]) {
        if (distFromStart[n] < 0) {
          distFromStart[n] = distFromStart[queue[head]] + 1;
          queue.push(n);
        }
      }
    }
  }
  // Diameter of the tree rooted at cell 0: the best sum of the two deepest branches at any cell.
  let diameter = 0;
  const order: number[] = [0];
  const up = new Int32Array(cols * rows).fill(-1);
  const seen = new Uint8Array(cols * rows);
  seen[0] = 1;
  for (let i = 0; i < order.length; i++) {
    for (const n of adjacent[order[i]]) {
      if (seen[n] === 0) {
        seen[n] = 1;
        up[n] = order[i];
        order.push(n);
      }
    }
  }
  const best = new Int32Array(cols * rows); // deepest branch below each cell
  for (let i = order.length - 1; i >= 0; i--) {
    const c = order[i];
    let first = 0;
    let second = 0;
    for (const n of adjacent[c]) {
      if (n === up[c]) continue;
      const d = best[n] + 1;
      if (d > first) {
        second = first;
        first = d;
      } else if (d > second) second = d;
    }
    best[c] = first;
    diameter = Math.max(diameter, first + second);
  }
  return { cells: cols * rows, passages, problems, distFromStart, diameter };
}

/** Indices of every stairs-down tile. */
function stairsAt(level: Level): number[] {
  const out: number[] = [];
  level.tiles.forEach((t, i) => {
    if (t === Tile.StairsDown) out.push(i);
  });
  return out;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(KINDS)('%s', (kind, make) => {
  const extra = (regularity: number): Record<string, unknown> => (kind === 'maze-icey' ? { regularity } : {});

  it('is a perfect maze on the odd lattice with a solid border, over 200 random sizes and seeds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MAZE_MIN_SIZE.width, max: 81 }),
        fc.integer({ min: MAZE_MIN_SIZE.height, max: 61 }),
        fc.integer(),
        fc.double({ min: 0, max: 30, noNaN: true }),
        (width, height, seed, regularity) => {
          const level = make({ width, height, seed, ...extra(regularity) });
          expect(level.width).toBe(width);
          expect(level.height).toBe(height);
          expect(level.tiles.length).toBe(width * height);
          const report = inspect(level);
          expect(report.problems).toEqual([]);
          expect(report.passages).toBe(report.cells - 1);
          expect(diagonalLeaks(level)).toEqual([]);
          for (let x = 0; x < width; x++) {
            expect(level.tiles[x]).toBe(Tile.Wall);
            expect(level.tiles[(height - 1) * width + x]).toBe(Tile.Wall);
          }
          for (let y = 0; y < height; y++) {
            expect(level.tiles[y * width]).toBe(Tile.Wall);
            expect(level.tiles[y * width + width - 1]).toBe(Tile.Wall);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('with ends "farthest" puts start and exit at the two ends of a longest path, the exit on the only stairs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 45 }),
        fc.integer({ min: 5, max: 35 }),
        fc.integer(),
        (width, height, seed) => {
          const level = make({ width, height, seed, ends: 'farthest' });
          const { start, exit } = level;
          expect(stairsAt(level)).toEqual([exit!.y * width + exit!.x]);
          expect(start!.x % 2 === 1 && start!.y % 2 === 1).toBe(true);
          expect(exit!.x % 2 === 1 && exit!.y % 2 === 1).toBe(true);
          const report = inspect(level);
          expect(report.problems).toEqual([]);
          const cols = Math.floor((width - 1) / 2);
          const exitCell = ((exit!.y - 1) / 2) * cols + (exit!.x - 1) / 2;
          expect(report.distFromStart[exitCell]).toBe(report.diameter);
          expect(report.diameter).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('by default puts the start in the top-left cell and the exit, on the only stairs, in the bottom-right one', () => {
    for (const [width, height] of [
      [5, 5],
      [41, 21],
      [40, 22],
      [6, 9],
    ]) {
      const level = make({ width, height, seed: width * height });
      const cols = Math.floor((width - 1) / 2);
      const rows = Math.floor((height - 1) / 2);
      expect(level.start).toEqual({ x: 1, y: 1 });
      expect(level.exit).toEqual({ x: 2 * cols - 1, y: 2 * rows - 1 });
      expect(stairsAt(level)).toEqual([(2 * rows - 1) * width + 2 * cols - 1]);
      expect(make({ width, height, seed: width * height, ends: 'corners' })).toEqual(level);
    }
  });

  it('gives the same tiles for the same options, others for another seed, without Math.random (G1)', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random called');
    });
    for (const seed of [1, 'labyrinth', 99]) {
      const options: GenerateOptions = { width: 41, height: 31, seed, ...extra(2) };
      const a = make(options);
      expect(generate(kind as GeneratorKind, options as GeneratorOptionsMap[GeneratorKind])).toEqual(a);
      expect(make({ ...options, seed: `${seed}x` }).tiles).not.toEqual(a.tiles);
    }
  });

  it('leaves the extra column and row of an even size as wall', () => {
    const level = make({ width: 20, height: 12, seed: 3 });
    for (let y = 0; y < 12; y++) expect(level.tiles[y * 20 + 18]).toBe(Tile.Wall);
    for (let x = 0; x < 20; x++) expect(level.tiles[10 * 20 + x]).toBe(Tile.Wall);
    expect(inspect(level).cells).toBe(9 * 5);
  });

  it('rejects bad and unknown options with a RangeError naming them', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ width: 4 }, 'width'],
      [{ height: 4 }, 'height'],
      [{ width: 1025 }, 'width'],
      [{ width: 20.5 }, 'width'],
      [{ seed: null }, 'seed'],
      [{ seed: Number.NaN }, 'seed'],
      [{ roomSize: 3 }, 'roomSize'],
      [{ ends: 'random' }, 'ends'],
    ];
    if (kind === 'maze-icey')
      cases.push([{ regularity: -1 }, 'regularity'], [{ regularity: 'x' }, 'regularity']);
    else cases.push([{ regularity: 1 }, 'regularity']);
    for (const [bad, name] of cases) {
      const call = (): Level => make({ width: 21, height: 21, seed: 1, ...bad } as GenerateOptions);
      expect(call).toThrow(RangeError);
      expect(call).toThrow(new RegExp(`"${name}"`));
    }
  });

  it('matches the golden renderings (G3)', async () => {
    for (const seed of [1, 2, 3]) {
      const ends = seed === 2 ? 'farthest' : 'corners';
      const level = make({ width: 41, height: 21, seed, ends, ...extra(seed === 3 ? 5 : 0) });
      await expect(levelToAscii(level) + '\n').toMatchFileSnapshot(`./__golden__/${kind}-seed-${seed}.txt`);
    }
  });
});

describe('maze options through generate', () => {
  it('passes ends and regularity through the typed generate', () => {
    const eller = generate('maze-eller', { width: 21, height: 11, seed: 4, ends: 'farthest' });
    expect(eller).toEqual(generateEllerMaze({ width: 21, height: 11, seed: 4, ends: 'farthest' }));
    const divided = generate('maze-divided', { width: 21, height: 11, seed: 4, ends: 'corners' });
    expect(divided).toEqual(generateDividedMaze({ width: 21, height: 11, seed: 4 }));
    const icey = generate('maze-icey', { width: 21, height: 11, seed: 4, ends: 'farthest', regularity: 2 });
    expect(icey).toEqual(
      generateIceyMaze({ width: 21, height: 11, seed: 4, ends: 'farthest', regularity: 2 }),
    );
  });
});

describe('maze sizes', () => {
  it('handles the smallest and a large lattice', () => {
    for (const [, make] of KINDS) {
      const small = make({ width: 5, height: 5, seed: 7 });
      expect(inspect(small).problems).toEqual([]);
      const large = make({ width: 401, height: 301, seed: 7 });
      const report = inspect(large);
      expect(report.problems).toEqual([]);
      expect(report.passages).toBe(200 * 150 - 1);
    }
  });
});
