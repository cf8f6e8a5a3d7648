import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TERRAINS } from '../core/api.js';
import { isSpace, remembered, scale, terrainStyle, tint } from './palette.js';

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
});
