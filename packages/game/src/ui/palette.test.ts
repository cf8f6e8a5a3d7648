import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TERRAINS } from '../core/api.js';
import {
  FIRE_GLYPH,
  FLICKER_MS,
  REMEMBERED_GLYPH_MIN,
  fireStyle,
  isSpace,
  remembered,
  rememberedGlyph,
  scale,
  terrainStyle,
  tint,
} from './palette.js';

const channels = (c: number): number[] => [(c >>> 16) & 255, (c >>> 8) & 255, c & 255];

describe('palette', () => {
  it('gives every solid terrain its own glyph', () => {
    const solid = TERRAINS.filter((t) => !isSpace(t));
    const glyphs = new Set(solid.map((t) => terrainStyle(t).glyph));
    expect(glyphs.size).toBe(solid.length);
  });

  it('remembered colours are grey and never brighter than the original mean', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (c) => {
        const [r, g, b] = channels(remembered(c));
        expect(r).toBe(g);
        expect(g).toBe(b);
        const mean = channels(c).reduce((a, v) => a + v, 0) / 3;
        expect(r).toBeLessThanOrEqual(mean / 2);
      }),
    );
  });

  it('remembered glyphs are the remembered grey, lifted to a legible minimum; black stays black', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 0xffffff }), (c) => {
        const mean = channels(c).reduce((a, v) => a + v, 0) / 3;
        const want = Math.max(Math.floor(mean / 2), REMEMBERED_GLYPH_MIN);
        expect(channels(rememberedGlyph(c))).toEqual([want, want, want]);
      }),
    );
    expect(rememberedGlyph(0)).toBe(0);
    // Every terrain glyph stays nearer the 16-colour grey (127) than black when remembered.
    for (const t of TERRAINS.filter((x) => !isSpace(x)))
      expect(rememberedGlyph(terrainStyle(t).fg) & 255).toBeGreaterThan(127 / 2);
  });

  it('scale and tint never brighten any channel', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffff }),
        fc.double({ min: -1, max: 2, noNaN: true }),
        fc.integer({ min: 0, max: 0xffffff }),
        (c, f, t) => {
          const orig = channels(c);
          channels(scale(c, f)).forEach((v, i) => expect(v).toBeLessThanOrEqual(orig[i]));
          channels(tint(c, t)).forEach((v, i) => expect(v).toBeLessThanOrEqual(orig[i]));
        },
      ),
    );
    expect(scale(0x804020, 1)).toBe(0x804020);
    expect(tint(0x804020, 0xffffff)).toBe(0x804020);
  });

  it('fire flickers with cosmetic time only: steady within a flicker, changing over many', () => {
    for (let x = 0; x < 20; x++) {
      const a = fireStyle(x, 3, 5 * FLICKER_MS);
      expect(fireStyle(x, 3, 5 * FLICKER_MS + FLICKER_MS - 1)).toEqual(a);
      expect(a.glyph).toBe(FIRE_GLYPH);
      // Flame colours: red channel strongest.
      const [r, , b] = channels(a.fg);
      expect(r).toBeGreaterThan(b);
    }
    const looks = new Set<number>();
    for (let t = 0; t < 30; t++) looks.add(fireStyle(2, 2, t * FLICKER_MS).fg);
    expect(looks.size).toBeGreaterThan(1);
  });
});
