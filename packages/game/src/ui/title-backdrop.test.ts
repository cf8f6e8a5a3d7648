import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isWalkableTile } from '@hullbreach/toolkit';
import { createBackdrop, drawBackdrop } from './title-backdrop.js';
import { buildBackdrop, tickBackdrop, WANDER_MS } from './title-station.js';
import { createFrame } from './frame.js';
import { frameText } from './draw.js';
import { starCell } from './starfield.js';

const drawn = (b: ReturnType<typeof createBackdrop>, w = 80, h = 24): string => {
  const f = createFrame(w, h);
  drawBackdrop(f, b);
  return frameText(f);
};

describe('title backdrop', () => {
  it('is the same station with the same wanderers for the same cosmetic seed', () => {
    const a = createBackdrop(5);
    const b = createBackdrop(5);
    tickBackdrop(a, WANDER_MS * 7);
    for (let i = 0; i < 7; i++) tickBackdrop(b, WANDER_MS);
    expect(drawn(a)).toBe(drawn(b));
  });

  it('wanderers move over time, only on walkable cells, never stacked', () => {
    const b = buildBackdrop(createBackdrop(9));
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
    const b = buildBackdrop(createBackdrop(3));
    const before = JSON.stringify(b.wanderers);
    tickBackdrop(b, WANDER_MS - 1);
    expect(JSON.stringify(b.wanderers)).toBe(before);
  });

  it('creating one builds nothing: until the first tick it draws only the stars', () => {
    const b = createBackdrop(12);
    expect(b.level).toBeUndefined();
    expect(b.wanderers).toEqual([]);
    const f = createFrame(80, 24);
    drawBackdrop(f, b);
    for (let y = 0; y < 24; y++)
      for (let x = 0; x < 80; x++) {
        const star = starCell(b.starKey, x, y, 1);
        expect(f.glyph[y * 80 + x]).toBe(star.glyph);
        expect(f.fg[y * 80 + x]).toBe(star.fg);
      }
    tickBackdrop(b, 1);
    expect(b.level).toBeDefined();
    expect(drawn(b)).not.toBe(frameText(f));
  });

  it('built on the first tick, it shows what one built at once shows after the same ticks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.array(fc.integer({ min: 1, max: 3 * WANDER_MS }), { minLength: 1, maxLength: 12 }),
        (seed, ticks) => {
          const lazy = createBackdrop(seed);
          const eager = buildBackdrop(createBackdrop(seed));
          for (const ms of ticks) {
            tickBackdrop(lazy, ms);
            tickBackdrop(eager, ms);
            expect(drawn(lazy, 60, 26)).toBe(drawn(eager, 60, 26));
          }
          expect(lazy.wanderers).toEqual(eager.wanderers);
        },
      ),
      { numRuns: 15 },
    );
  });
});
