import { describe, expect, it } from 'vitest';
import { breachCell, starCell, starKey } from './starfield.js';

describe('starfield', () => {
  it('is the same every time for the same key and cell', () => {
    const k = starKey(7, 2);
    for (let x = 0; x < 30; x++) expect(starCell(k, x, 3, 1)).toEqual(starCell(k, x, 3, 1));
  });

  it('has a sprinkling of stars, not none and not many', () => {
    const k = starKey('kestrel', 1);
    let stars = 0;
    for (let y = 0; y < 60; y++) for (let x = 0; x < 100; x++) if (starCell(k, x, y, 1).glyph !== 32) stars++;
    expect(stars).toBeGreaterThan(150);
    expect(stars).toBeLessThan(450);
  });

  it('dims remembered space to a quarter without moving the stars', () => {
    const k = starKey(1, 1);
    for (let x = 0; x < 200; x++) {
      const full = starCell(k, x, 5, 1);
      const dimmed = starCell(k, x, 5, 0.25);
      expect(dimmed.glyph).toBe(full.glyph);
      expect(dimmed.bg & 255).toBeLessThanOrEqual(Math.ceil((full.bg & 255) / 4));
    }
  });

  it('differs between floors', () => {
    const a = starKey(1, 1);
    const b = starKey(1, 2);
    let diff = 0;
    for (let x = 0; x < 300; x++) if (starCell(a, x, 0, 1).glyph !== starCell(b, x, 0, 1).glyph) diff++;
    expect(diff).toBeGreaterThan(0);
  });

  it('shows a breach as a * over the same space background as the stars, dimmed like them when remembered', () => {
    const k = starKey(4, 3);
    for (let x = 0; x < 100; x++) {
      for (const b of [1, 0.25]) {
        const cell = breachCell(k, x, 7, b);
        expect(cell.glyph).toBe(0x2a);
        expect(cell.bg).toBe(starCell(k, x, 7, b).bg);
      }
      expect(breachCell(k, x, 7, 0.25).fg & 255).toBeLessThan(breachCell(k, x, 7, 1).fg & 255);
    }
  });
});
