import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createApp, type App } from '@hullbreach/game';
import { CELL_H, CELL_W, glyphPixel, hasGlyph, hullbreachFont } from '@hullbreach/display/canvas';

/** Every code point on the frames of an app after each key of `keys`. */
function glyphsSeen(app: App, keys: readonly string[], sizes: readonly [number, number][]): Set<number> {
  const seen = new Set<number>();
  const look = (): void => {
    for (const [w, h] of sizes) for (const g of app.render(w, h).glyph) seen.add(g);
  };
  look();
  for (const key of keys) {
    app.press(key);
    app.tick(120);
    look();
  }
  return seen;
}

describe('the bitmap font', () => {
  it('draws every glyph the game puts on its screens: title, menus, help, play in both views', () => {
    const sizes: [number, number][] = [
      [80, 24],
      [100, 40],
    ];
    const seen = new Set<number>();
    for (const entropy of [1, 2, 3]) {
      const title = createApp({ entropy, tileView: true });
      for (const g of glyphsSeen(title, ['h', 'escape', 'o', 'v', 'escape', 's', '4', '2', 'enter'], sizes))
        seen.add(g);
      const game = createApp({ entropy, seed: entropy * 7, tileView: true });
      const moves = [
        'l',
        'l',
        'j',
        'j',
        'h',
        'k',
        'y',
        'u',
        'b',
        'n',
        '.',
        'i',
        'escape',
        'x',
        'tab',
        'escape',
        '?',
        'escape',
        'm',
        'escape',
      ];
      for (const g of glyphsSeen(game, [...moves, 'escape', 'o', 'v', 'escape', 'escape', ...moves], sizes))
        seen.add(g);
    }
    const missing = [...seen].filter((g) => !hasGlyph(g)).map((g) => `U+${g.toString(16).padStart(4, '0')}`);
    expect(missing).toEqual([]);
  });

  it('joins box-drawing lines across cells: an arm reaches the cell edge exactly when the character has it', () => {
    // Reference: the arms of each character, from their Unicode names.
    const arms: Record<number, string> = {
      0x2500: 'lr',
      0x2502: 'ud',
      0x250c: 'dr',
      0x2510: 'dl',
      0x2514: 'ur',
      0x2518: 'ul',
      0x251c: 'udr',
      0x2524: 'udl',
      0x252c: 'dlr',
      0x2534: 'ulr',
      0x253c: 'udlr',
    };
    for (const [code, a] of Object.entries(arms)) {
      const c = Number(code);
      const column = [...Array(CELL_W).keys()].find((x) => glyphPixel(0x2502, x, 0));
      const row = [...Array(CELL_H).keys()].find((y) => glyphPixel(0x2500, 0, y));
      expect(column).toBeDefined();
      expect(row).toBeDefined();
      expect(glyphPixel(c, column ?? -1, 0)).toBe(a.includes('u'));
      expect(glyphPixel(c, column ?? -1, CELL_H - 1)).toBe(a.includes('d'));
      expect(glyphPixel(c, 0, row ?? -1)).toBe(a.includes('l'));
      expect(glyphPixel(c, CELL_W - 1, row ?? -1)).toBe(a.includes('r'));
    }
    // Full and half blocks cover what their names say.
    for (let y = 0; y < CELL_H; y++)
      for (let x = 0; x < CELL_W; x++) {
        expect(glyphPixel(0x2588, x, y)).toBe(true);
        expect(glyphPixel(0x2580, x, y)).toBe(y < CELL_H / 2);
        expect(glyphPixel(0x2584, x, y)).toBe(y >= CELL_H / 2);
        expect(glyphPixel(0x20, x, y)).toBe(false);
      }
  });

  it('the built-in font masks are its pixels, one byte a font pixel', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0x20, max: 0x259f }), (code) => {
        const mask = hullbreachFont.mask(code);
        expect(mask.length).toBe(CELL_W * CELL_H);
        for (let y = 0; y < CELL_H; y++)
          for (let x = 0; x < CELL_W; x++) expect(mask[y * CELL_W + x] === 1).toBe(glyphPixel(code, x, y));
      }),
      { numRuns: 200 },
    );
  });

  it('draws different letters differently', () => {
    const bits = new Map<string, number>();
    for (let c = 0x21; c <= 0x7e; c++) {
      let s = '';
      for (let y = 0; y < CELL_H; y++) for (let x = 0; x < CELL_W; x++) s += glyphPixel(c, x, y) ? '1' : '0';
      expect(bits.has(s)).toBe(false);
      bits.set(s, c);
    }
  });
});
