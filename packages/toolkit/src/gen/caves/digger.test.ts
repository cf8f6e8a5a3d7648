import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng/rng.js';
import { diagonalLeaks } from '../checks.js';
import { Tile, type Level } from '../level.js';
import { dig, type DigEvent } from './digger.js';

const SEEDS = Array.from({ length: 200 }, (_, i) => i * 2654435 + 11);

function asLevel(width: number, height: number, carved: Uint8Array): Level {
  const tiles = new Uint8Array(carved.length);
  for (let i = 0; i < carved.length; i++) tiles[i] = carved[i] === 1 ? Tile.Floor : Tile.Wall;
  return { width, height, tiles, rooms: [], doors: [], windows: [] };
}

describe('dig', () => {
  it('moves one cardinal cell at a time, only where the cell two ahead is solid and in bounds (CV3)', () => {
    for (const seed of SEEDS) {
      const width = 30 + (seed % 17);
      const height = 20 + (seed % 11);
      const carved = new Uint8Array(width * height);
      let moves = 0;
      const broken: string[] = [];
      const observe = (e: DigEvent): void => {
        if (e.kind !== 'move') return;
        moves++;
        const fx = e.from % width;
        const fy = Math.floor(e.from / width);
        const tx = e.to % width;
        const ty = Math.floor(e.to / width);
        const ax = 2 * tx - fx;
        const ay = 2 * ty - fy;
        if (Math.abs(tx - fx) + Math.abs(ty - fy) !== 1)
          broken.push(`not one cardinal step: ${e.from}->${e.to}`);
        else if (ax < 0 || ay < 0 || ax >= width || ay >= height)
          broken.push(`two ahead out of bounds: ${e.to}`);
        else if (carved[ay * width + ax] !== 0) broken.push(`two ahead carved: ${e.to}`);
        if (carved[e.from] !== 1) broken.push(`left ${e.from} uncarved`);
      };
      const stats = dig(carved, width, height, 4, 150, createRng(seed), observe);
      expect(broken).toEqual([]);
      expect(moves).toBeGreaterThan(0);
      expect(stats.moves).toBe(moves);
    }
  });

  it('never carves the outer ring, carves at most one cell per step (CV2, CV4) and never leaks diagonally', () => {
    for (const seed of SEEDS) {
      const width = 25 + (seed % 23);
      const height = 15 + (seed % 19);
      const caves = 1 + (seed % 6);
      const steps = 50 + (seed % 300);
      const carved = new Uint8Array(width * height);
      const stats = dig(carved, width, height, caves, steps, createRng(seed));
      let count = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (carved[y * width + x] === 0) continue;
          count++;
          expect(x > 0 && y > 0 && x < width - 1 && y < height - 1).toBe(true);
        }
      }
      expect(stats.carved).toBe(count);
      expect(stats.steps).toBeLessThanOrEqual(caves * steps);
      expect(count).toBeLessThanOrEqual(stats.steps);
      expect(stats.moves + stats.teleports).toBeLessThanOrEqual(stats.steps);
      expect(diagonalLeaks(asLevel(width, height, carved))).toEqual([]);
    }
  });

  it('keeps tunnels one cell wide: no 2x2 block is ever all carved', () => {
    for (const seed of SEEDS.slice(0, 100)) {
      const width = 40;
      const height = 30;
      const carved = new Uint8Array(width * height);
      dig(carved, width, height, 6, 500, createRng(seed));
      let blocks = 0;
      for (let y = 0; y + 1 < height; y++)
        for (let x = 0; x + 1 < width; x++) {
          const i = y * width + x;
          if (carved[i] + carved[i + 1] + carved[i + width] + carved[i + width + 1] === 4) blocks++;
        }
      expect(blocks).toBe(0);
    }
  });

  it('sends a dead digger to a carved cell it can dig on, or to an untouched interior cell', () => {
    let teleports = 0;
    for (const seed of SEEDS.slice(0, 50)) {
      const width = 20;
      const height = 14;
      const carved = new Uint8Array(width * height);
      dig(carved, width, height, 3, 400, createRng(seed), (e) => {
        if (e.kind !== 'teleport' || e.to < 0) return;
        teleports++;
        const x = e.to % width;
        const y = Math.floor(e.to / width);
        expect(x > 0 && y > 0 && x < width - 1 && y < height - 1).toBe(true);
        if (carved[e.to] === 0) {
          for (const n of [e.to - 1, e.to + 1, e.to - width, e.to + width]) expect(carved[n]).toBe(0);
        }
      });
    }
    expect(teleports).toBeGreaterThan(0);
  });

  it('is a pure function of the rng stream', () => {
    for (const seed of SEEDS.slice(0, 20)) {
      const a = new Uint8Array(40 * 25);
      const b = new Uint8Array(40 * 25);
      expect(dig(a, 40, 25, 5, 300, createRng(seed))).toEqual(dig(b, 40, 25, 5, 300, createRng(seed)));
      expect(a).toEqual(b);
    }
  });
});
