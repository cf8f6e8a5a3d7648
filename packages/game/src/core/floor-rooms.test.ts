import { describe, expect, it } from 'vitest';
import { Tile } from '@hullbreach/toolkit';
import { floorLevel } from './floor.js';

/** The median of some numbers (the upper one of an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

describe('the campaign floors read as a station', () => {
  it('on floors 1-5 the median room has at least 16 cells and at most a fifth of rooms are closets', () => {
    for (let depth = 1; depth <= 5; depth++) {
      const sizes: number[] = [];
      for (let seed = 1; seed <= 30; seed++)
        for (const room of floorLevel(seed, depth).rooms) sizes.push(room.cells);
      expect(median(sizes), `median room on floor ${depth}`).toBeGreaterThanOrEqual(16);
      const closets = sizes.filter((s) => s <= 9).length;
      expect(closets, `closets on floor ${depth}`).toBeLessThanOrEqual(sizes.length / 5);
    }
  });

  it('varies the docking bay between seeds', () => {
    const shapes = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const level = floorLevel(seed, 0);
      let cells = 0;
      for (const t of level.tiles) if (t !== Tile.Void) cells++;
      shapes.add(`${cells}`);
      expect(level.rooms.length).toBe(2);
    }
    expect(shapes.size).toBeGreaterThanOrEqual(5);
  });
});
