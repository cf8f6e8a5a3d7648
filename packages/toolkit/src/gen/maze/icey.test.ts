import { describe, expect, it } from 'vitest';
import { isWalkableTile, type Level } from '../level.js';
import { generateIceyMaze, ICEY_MAX_REGULARITY } from './icey.js';

/** Share of the lattice cells with exactly two open sides that run straight through (N-S or E-W). */
function straightShare(level: Level): number {
  const { width, height, tiles } = level;
  const open = (x: number, y: number): boolean => isWalkableTile(tiles[y * width + x]);
  let twoWay = 0;
  let straight = 0;
  for (let y = 1; y < height - 1; y += 2) {
    for (let x = 1; x < width - 1; x += 2) {
      const n = open(x, y - 1);
      const s = open(x, y + 1);
      const e = open(x + 1, y);
      const w = open(x - 1, y);
      if (Number(n) + Number(s) + Number(e) + Number(w) !== 2) continue;
      twoWay++;
      if ((n && s) || (e && w)) straight++;
    }
  }
  return straight / twoWay;
}

function meanStraightShare(regularity: number): number {
  let sum = 0;
  for (let seed = 0; seed < 40; seed++)
    sum += straightShare(generateIceyMaze({ width: 61, height: 41, seed, regularity }));
  return sum / 40;
}

describe('generateIceyMaze regularity', () => {
  it('runs straighter as regularity grows', () => {
    const twisty = meanStraightShare(0);
    const some = meanStraightShare(3);
    const straight = meanStraightShare(50);
    expect(some).toBeGreaterThan(twisty + 0.05);
    expect(straight).toBeGreaterThan(some + 0.05);
  });

  it('accepts fractions and rejects values outside 0..1e6', () => {
    expect(generateIceyMaze({ width: 21, height: 21, seed: 1, regularity: 0.5 }).tiles.length).toBe(441);
    expect(() =>
      generateIceyMaze({ width: 21, height: 21, seed: 1, regularity: ICEY_MAX_REGULARITY + 1 }),
    ).toThrow(/"regularity"/);
    expect(() => generateIceyMaze({ width: 21, height: 21, seed: 1, regularity: Infinity })).toThrow(
      /"regularity"/,
    );
  });
});
