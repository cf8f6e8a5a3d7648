import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../rng/rng.js';
import { overlappingWfc } from './overlapping.js';
import { orientations, patternsAgree, WFC_DX, WFC_DY } from './patterns.js';
import { STATION_SAMPLE } from '../gen/station-parts/sample.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const FLOWERS = [
  '........',
  '..#.....',
  '.###....',
  '..#..#..',
  '.....#..',
  '...####.',
  '.....#..',
  '........',
];

/** True when the NxN window at (x, y) of a wrapping grid equals pattern t. */
function windowIs(
  grid: Uint8Array,
  w: number,
  h: number,
  x: number,
  y: number,
  cells: Uint8Array,
  N: number,
  t: number,
): boolean {
  for (let dy = 0; dy < N; dy++) {
    for (let dx = 0; dx < N; dx++) {
      if (grid[((y + dy) % h) * w + ((x + dx) % w)] !== cells[t * N * N + dy * N + dx]) return false;
    }
  }
  return true;
}

describe('overlappingWfc', () => {
  it('keeps every window of a periodic output a sample pattern, and neighbours compatible (H6)', () => {
    let solved = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(2, 3),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 6, max: 20 }),
        fc.integer({ min: 6, max: 20 }),
        (seed, N, symmetry, width, height) => {
          const r = overlappingWfc({ sample: FLOWERS, N, symmetry, width, height, seed, maxAttempts: 20 });
          if (!r.ok) return;
          solved++;
          const { grid, chosen, patterns } = r;
          const { cells } = patterns;
          for (let y = 0; y < height; y++) {
            for (let x = 0; x < width; x++) {
              const t = chosen[y * width + x];
              expect(windowIs(grid, width, height, x, y, cells, N, t)).toBe(true);
              for (let d = 0; d < 4; d++) {
                const nx = (x + WFC_DX[d] + width) % width;
                const ny = (y + WFC_DY[d] + height) % height;
                expect(patternsAgree(cells, N, t, chosen[ny * width + nx], WFC_DX[d], WFC_DY[d])).toBe(true);
              }
            }
          }
        },
      ),
      { numRuns: 60 },
    );
    expect(solved).toBeGreaterThanOrEqual(50);
  });

  it('learns the 8 orientations: every window of a symmetry-8 output is a sample window, turned or not', () => {
    const r = overlappingWfc({
      sample: STATION_SAMPLE,
      N: 4,
      width: 30,
      height: 24,
      seed: 4,
      maxAttempts: 10,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // Every output window is one of the extracted patterns, and each pattern is an orientation of a sample window.
    const sampleWindows = new Set<string>();
    const sw = STATION_SAMPLE[0].length;
    const sh = STATION_SAMPLE.length;
    for (let y = 0; y < sh; y++) {
      for (let x = 0; x < sw; x++) {
        const p = new Uint8Array(16);
        for (let dy = 0; dy < 4; dy++) {
          for (let dx = 0; dx < 4; dx++)
            p[dy * 4 + dx] = STATION_SAMPLE[(y + dy) % sh][(x + dx) % sw] === '#' ? 1 : 0;
        }
        for (const o of orientations(p, 4)) sampleWindows.add(o.join(''));
      }
    }
    for (let y = 0; y < 24; y++) {
      for (let x = 0; x < 30; x++) {
        let key = '';
        for (let dy = 0; dy < 4; dy++)
          for (let dx = 0; dx < 4; dx++) key += r.rows[(y + dy) % 24][(x + dx) % 30] === '#' ? '1' : '0';
        expect(sampleWindows.has(key)).toBe(true);
      }
    }
  });

  it('with symmetry 8 makes windows the sample has only turned; with symmetry 1 never', () => {
    // Only horizontal bars: a vertical bar can come only from a turned pattern.
    const bars = ['........', '.####...', '........', '....###.', '........', '........'];
    const plain = new Set<string>();
    for (let y = 0; y < bars.length; y++)
      for (let x = 0; x < 8; x++) {
        let key = '';
        for (let dy = 0; dy < 3; dy++)
          for (let dx = 0; dx < 3; dx++) key += bars[(y + dy) % bars.length][(x + dx) % 8];
        plain.add(key);
      }
    const turnedWindows = (symmetry: number): number => {
      const r = overlappingWfc({
        sample: bars,
        N: 3,
        symmetry,
        width: 20,
        height: 20,
        seed: 9,
        maxAttempts: 50,
      });
      expect(r.ok).toBe(true);
      if (!r.ok) return 0;
      let turned = 0;
      for (let y = 0; y < 20; y++)
        for (let x = 0; x < 20; x++) {
          let key = '';
          for (let dy = 0; dy < 3; dy++)
            for (let dx = 0; dx < 3; dx++) key += r.rows[(y + dy) % 20][(x + dx) % 20];
          if (!plain.has(key)) turned++;
        }
      return turned;
    };
    expect(turnedWindows(8)).toBeGreaterThan(0);
    expect(turnedWindows(1)).toBe(0);
  });

  it('fills the output with the single value of a trivial sample (H7)', () => {
    for (const N of [1, 2, 3]) {
      const r = overlappingWfc({ sample: ['xxx', 'xxx'], N, width: 9, height: 7, seed: N });
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.rows).toEqual(Array.from({ length: 7 }, () => 'x'.repeat(9)));
    }
    const data = new Uint8Array(16).fill(7);
    const r = overlappingWfc({ sample: { data, width: 4, height: 4 }, N: 3, width: 5, height: 5 });
    expect(r.ok && Array.from(r.grid).every((v) => v === 7)).toBe(true);
  });

  it('reports a contradiction after the attempt cap when the patterns cannot tile the output (H7)', () => {
    // Stripes of period 2 cannot wrap around an odd-sized torus, in either orientation.
    for (const maxAttempts of [1, 5, 30]) {
      const r = overlappingWfc({ sample: ['ab'], N: 2, width: 5, height: 7, seed: maxAttempts, maxAttempts });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.attempts).toBe(maxAttempts);
        expect(r.reason).toMatch(/contradiction/);
      }
    }
    // The same sample tiles an even torus.
    expect(overlappingWfc({ sample: ['ab'], N: 2, width: 6, height: 8, seed: 1 }).ok).toBe(true);
  });

  it('is deterministic per seed or stream and never uses Math.random (G1)', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random called');
    });
    const a = overlappingWfc({ sample: STATION_SAMPLE, N: 4, width: 24, height: 18, seed: 'hull' });
    const b = overlappingWfc({ sample: STATION_SAMPLE, N: 4, width: 24, height: 18, rng: createRng('hull') });
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(Array.from(b.grid)).toEqual(Array.from(a.grid));
    const outputs = new Set<string>();
    for (let seed = 0; seed < 5; seed++) {
      const r = overlappingWfc({ sample: STATION_SAMPLE, N: 4, width: 24, height: 18, seed });
      if (r.ok) outputs.add(r.rows.join('\n'));
    }
    expect(outputs.size).toBeGreaterThan(1);
  });

  it('supports a non-periodic output whose windows all occur in the sample', () => {
    const r = overlappingWfc({
      sample: FLOWERS,
      N: 3,
      width: 12,
      height: 9,
      periodicOutput: false,
      seed: 3,
      maxAttempts: 50,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const keys = new Set<string>();
    for (let t = 0; t < r.patterns.count; t++)
      keys.add(Array.from(r.patterns.cells.subarray(t * 9, t * 9 + 9)).join(','));
    for (let y = 0; y + 3 <= 9; y++) {
      for (let x = 0; x + 3 <= 12; x++) {
        const w: number[] = [];
        for (let dy = 0; dy < 3; dy++) for (let dx = 0; dx < 3; dx++) w.push(r.grid[(y + dy) * 12 + x + dx]);
        expect(keys.has(w.join(','))).toBe(true);
      }
    }
  });

  it('rejects bad options with a RangeError naming them', () => {
    expect(() => overlappingWfc({ sample: FLOWERS, N: 0, width: 5, height: 5 })).toThrow(/"N"/);
    expect(() => overlappingWfc({ sample: FLOWERS, symmetry: 9, width: 5, height: 5 })).toThrow(/"symmetry"/);
    expect(() => overlappingWfc({ sample: ['ab', 'a'], width: 5, height: 5 })).toThrow(/"sample"/);
    expect(() => overlappingWfc({ sample: FLOWERS, width: 0, height: 5 })).toThrow(/"width"/);
    expect(() =>
      overlappingWfc({ sample: FLOWERS, N: 3, width: 2, height: 5, periodicOutput: false }),
    ).toThrow(RangeError);
  });
});
