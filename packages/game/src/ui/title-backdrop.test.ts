import { describe, expect, it } from 'vitest';
import { isWalkableTile } from '@hullbreach/toolkit';
import { createBackdrop, drawBackdrop, tickBackdrop, WANDER_MS } from './title-backdrop.js';
import { createFrame } from './frame.js';
import { frameText } from './draw.js';

describe('title backdrop', () => {
  it('is the same station with the same wanderers for the same cosmetic seed', () => {
    const a = createBackdrop(5);
    const b = createBackdrop(5);
    tickBackdrop(a, WANDER_MS * 7);
    for (let i = 0; i < 7; i++) tickBackdrop(b, WANDER_MS);
    const fa = createFrame(80, 24);
    const fb = createFrame(80, 24);
    drawBackdrop(fa, a);
    drawBackdrop(fb, b);
    expect(frameText(fa)).toBe(frameText(fb));
  });

  it('wanderers move over time, only on walkable cells, never stacked', () => {
    const b = createBackdrop(9);
    expect(b.wanderers.length).toBeGreaterThan(0);
    const start = b.wanderers.map((w) => `${w.x},${w.y}`).join(' ');
    let moved = false;
    for (let t = 0; t < 50; t++) {
      tickBackdrop(b, WANDER_MS);
      if (b.wanderers.map((w) => `${w.x},${w.y}`).join(' ') !== start) moved = true;
      for (const w of b.wanderers)
        expect(isWalkableTile(b.level.tiles[w.y * b.level.width + w.x])).toBe(true);
      expect(new Set(b.wanderers.map((w) => `${w.x},${w.y}`)).size).toBe(b.wanderers.length);
    }
    expect(moved).toBe(true);
  });

  it('does not move before a step is due', () => {
    const b = createBackdrop(3);
    const before = JSON.stringify(b.wanderers);
    tickBackdrop(b, WANDER_MS - 1);
    expect(JSON.stringify(b.wanderers)).toBe(before);
  });
});
