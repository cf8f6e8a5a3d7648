import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANSI_BG_BLACK_BELOW,
  ANSI_BLACK_BELOW,
  ANSI_BRIGHT_FROM,
  ANSI_BRIGHT_GREY,
  ANSI_FAINT_BELOW,
  ANSI_GREY_CHROMA,
  ansi16Background,
  ansi16Foreground,
  encodeColor,
  encodePair,
  sgrParams,
  shownColor,
} from './encode.js';
import {
  ANSI16,
  GREY_INDICES,
  nearest16,
  nearest256,
  nearestGrey256,
  perceptualDistance,
  rgbDistance,
  toGrey,
  toOklab,
  xterm256Rgb,
} from '../color/palette.js';

const rgbArb = fc.integer({ min: 0, max: 0xffffff });

/**
 * OKLab written out plainly from its definition (sRGB decoded to linear light, the M1 matrix to
 * LMS, cube roots, the M2 matrix), as a reference for the palette's perceptual nearest.
 */
function referenceOklab(rgb: number): number[] {
  const decode = (v: number): number => {
    const c = v / 255;
    return c > 0.04045 ? Math.pow((c + 0.055) / 1.055, 2.4) : c / 12.92;
  };
  const rgbLinear = [decode((rgb >> 16) & 0xff), decode((rgb >> 8) & 0xff), decode(rgb & 0xff)];
  const M1 = [
    [0.4122214708, 0.5363325363, 0.0514459929],
    [0.2119034982, 0.6806995451, 0.1073969566],
    [0.0883024619, 0.2817188376, 0.6299787005],
  ];
  const M2 = [
    [0.2104542553, 0.793617785, -0.0040720468],
    [1.9779984951, -2.428592205, 0.4505937099],
    [0.0259040371, 0.7827717662, -0.808675766],
  ];
  const lms = M1.map((row) => Math.cbrt(row.reduce((sum, k, j) => sum + k * rgbLinear[j], 0)));
  return M2.map((row) => row.reduce((sum, k, j) => sum + k * lms[j], 0));
}

const referenceOklabDistance = (a: number, b: number): number => {
  const p = referenceOklab(a);
  const q = referenceOklab(b);
  return p.reduce((sum, v, i) => sum + (v - q[i]) ** 2, 0);
};
const channels = (c: number): number[] => [(c >>> 16) & 255, (c >>> 8) & 255, c & 255];

describe('palette', () => {
  it('has the xterm cube and grey ramp at their known indices', () => {
    expect(xterm256Rgb(16)).toBe(0x000000);
    expect(xterm256Rgb(196)).toBe(0xff0000);
    expect(xterm256Rgb(231)).toBe(0xffffff);
    expect(xterm256Rgb(232)).toBe(0x080808);
    expect(xterm256Rgb(255)).toBe(0xeeeeee);
  });
});

describe('256-colour encoder', () => {
  it('keeps the index in 16..255', () => {
    fc.assert(
      fc.property(rgbArb, (c) => {
        const i = nearest256(c);
        return Number.isInteger(i) && i >= 16 && i <= 255;
      }),
    );
  });

  it('is perceptually nearest: no palette entry 16..255 is closer in OKLab (plain reference, brute force)', () => {
    fc.assert(
      fc.property(rgbArb, (c) => {
        const got = referenceOklabDistance(c, xterm256Rgb(nearest256(c)));
        for (let i = 16; i < 256; i++)
          if (referenceOklabDistance(c, xterm256Rgb(i)) < got - 1e-12) return false;
        return true;
      }),
      { numRuns: 2000 },
    );
  });

  it('maps palette colours to themselves', () => {
    for (let i = 16; i < 256; i++) expect(nearest256(xterm256Rgb(i))).toBe(i);
    for (let i = 0; i < 16; i++) expect(nearest16(ANSI16[i])).toBe(i);
  });

  it('OKLab matches the values its author publishes, and the distance is symmetric and zero only for equal colours', () => {
    // Björn Ottosson's table of OKLab values for sRGB white, red, green and blue.
    const published: [number, number[]][] = [
      [0xffffff, [1, 0, 0]],
      [0xff0000, [0.627955, 0.224863, 0.125846]],
      [0x00ff00, [0.86644, -0.233888, 0.179498]],
      [0x0000ff, [0.452014, -0.032457, -0.311528]],
    ];
    for (const [rgb, lab] of published) toOklab(rgb).forEach((v, i) => expect(v).toBeCloseTo(lab[i], 3));
    fc.assert(
      fc.property(rgbArb, rgbArb, (a, b) => {
        expect(perceptualDistance(a, b)).toBeCloseTo(perceptualDistance(b, a), 12);
        expect(perceptualDistance(a, b)).toBeCloseTo(referenceOklabDistance(a, b), 9);
        if (a !== b) expect(perceptualDistance(a, b)).toBeGreaterThan(0);
      }),
    );
  });

  it('looks rather than measures: a dark muted green goes to a green, where plain RGB distance picks a grey', () => {
    // Plain RGB distance weighs every channel alike, so dark muted colours fall to greys it counts as close.
    const moss = 0x2d5f34;
    let byRgb = 16;
    for (let i = 17; i < 256; i++)
      if (rgbDistance(moss, xterm256Rgb(i)) < rgbDistance(moss, xterm256Rgb(byRgb))) byRgb = i;
    const [r, g, b] = channels(xterm256Rgb(byRgb));
    expect(r === g && g === b).toBe(true);
    const [cr, cg, cb] = channels(xterm256Rgb(nearest256(moss)));
    expect(cg).toBeGreaterThan(Math.max(cr, cb) + 40);
  });
});

/** The hue class of a colour written out from the channel order (0 red, 1 yellow, ... 5 magenta). */
function hueClass(r: number, g: number, b: number): number {
  // Hexcone hue in degrees, case by case on which channel is largest and which smallest.
  let h: number;
  if (r >= g && g >= b) h = r === b ? 0 : (60 * (g - b)) / (r - b);
  else if (g > r && r >= b) h = 120 - (60 * (r - b)) / (g - b);
  else if (g >= b && b > r) h = 120 + (60 * (b - r)) / (g - r);
  else if (b > g && g > r) h = 240 - (60 * (g - r)) / (b - r);
  else if (b > r && r >= g) h = 240 + (60 * (r - g)) / (b - g);
  else h = 360 - (60 * (b - g)) / (r - g); // r > b > g
  return Math.floor(h / 60 + 0.5) % 6;
}

describe('16-colour encoder', () => {
  it('backgrounds: black when dark, else by hue (or white for a light grey), normal colours only', () => {
    const hues = [1, 3, 2, 6, 4, 5];
    fc.assert(
      fc.property(rgbArb, (c) => {
        const [r, g, b] = channels(c);
        const max = Math.max(r, g, b);
        const chroma = max - Math.min(r, g, b);
        const luma = Math.round(0.2126 * r + 0.7152 * g + 0.0722 * b);
        const want =
          max < ANSI_BG_BLACK_BELOW
            ? 0
            : chroma < ANSI_GREY_CHROMA * max
              ? luma < 128
                ? 0
                : 7
              : hues[hueClass(r, g, b)];
        expect(encodeColor('16', c, 'bg')).toEqual({ kind: 'index', index: want });
        expect(want).toBeLessThan(8);
      }),
      { numRuns: 2000 },
    );
    // Every tile background at full light stays black; a cursor, a selection and flames do not.
    for (const tile of [0x62471a, 0x735329, 0x2b4961, 0x494949]) expect(ansi16Background(tile)).toBe(0);
    expect(ansi16Background(0xb07020)).toBe(3);
    expect(ansi16Background(0x2f4f80)).toBe(4);
    expect(ansi16Background(0x943a0a)).toBe(1);
  });

  it('nearest16 is perceptually nearest among the standard 16 (plain OKLab reference, brute force)', () => {
    fc.assert(
      fc.property(rgbArb, (c) => {
        const d = referenceOklabDistance(c, ANSI16[nearest16(c)]);
        return ANSI16.every((p) => referenceOklabDistance(c, p) >= d - 1e-12);
      }),
      { numRuns: 1000 },
    );
  });

  it('foregrounds: by hue for colours, white (faint, plain, bright) for greys, as written out plainly', () => {
    const hues = [1, 3, 2, 6, 4, 5];
    fc.assert(
      fc.property(rgbArb, (c) => {
        const [r, g, b] = channels(c);
        const max = Math.max(r, g, b);
        const chroma = max - Math.min(r, g, b);
        const luma = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        let want: { index: number; faint: boolean };
        if (max < ANSI_BLACK_BELOW) want = { index: 0, faint: false };
        else if (chroma < ANSI_GREY_CHROMA * max)
          want =
            Math.round(luma) < ANSI_FAINT_BELOW
              ? { index: 7, faint: true }
              : { index: Math.round(luma) < ANSI_BRIGHT_GREY ? 7 : 15, faint: false };
        else want = { index: hues[hueClass(r, g, b)] + (max >= ANSI_BRIGHT_FROM ? 8 : 0), faint: false };
        expect(ansi16Foreground(c)).toEqual(want);
        expect(encodeColor('16', c)).toEqual({ kind: 'index', ...want });
      }),
      { numRuns: 3000 },
    );
  });

  it('never sends bright black as a foreground, and keeps the palette hues', () => {
    fc.assert(fc.property(rgbArb, (c) => ansi16Foreground(c).index !== 8));
    for (const i of [1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14, 15])
      expect(ansi16Foreground(ANSI16[i]).index).toBe(i);
    expect(ansi16Foreground(0x000000).index).toBe(0);
    expect(ansi16Foreground(0x7f7f7f)).toEqual({ index: 7, faint: false });
    expect(ansi16Foreground(0x444444)).toEqual({ index: 7, faint: true });
    // Amber walls, dim or bright, are yellow; their remembered grey is faint white.
    expect(ansi16Foreground(0x5d3f09).index).toBe(3);
    expect(ansi16Foreground(0xd08c15).index).toBe(3);
  });

  it('uses the classic SGR codes for normal and bright colours; a foreground sets or clears faint', () => {
    expect(sgrParams(encodeColor('16', 0xff0000), 'fg')).toBe('22;91');
    expect(sgrParams(encodeColor('16', 0xcd0000, 'bg'), 'bg')).toBe('41');
    expect(sgrParams(encodeColor('16', 0x000000), 'fg')).toBe('22;30');
    expect(sgrParams(encodeColor('16', 0x444444), 'fg')).toBe('2;37');
    expect(sgrParams(encodeColor('16', 0xffffff, 'bg'), 'bg')).toBe('47');
  });
});

describe('greyscale encoder', () => {
  it("sends the 256-colour palette's nearest grey to the luma, never 24-bit colour", () => {
    const greys = Array.from({ length: 256 }, (_, i) => i).filter((i) => {
      const [r, g, b] = channels(xterm256Rgb(i));
      return i >= 16 && r === g && g === b;
    });
    expect([...GREY_INDICES].sort((a, b) => a - b)).toEqual(greys);
    fc.assert(
      fc.property(rgbArb, fc.constantFrom<'fg' | 'bg'>('fg', 'bg'), (c, layer) => {
        const e = encodeColor('grey', c, layer);
        expect(e.kind).toBe('index');
        if (e.kind !== 'index') return;
        expect(greys).toContain(e.index);
        const l = toGrey(c) & 255;
        const d = Math.abs((xterm256Rgb(e.index) & 255) - l);
        for (const i of greys) expect(Math.abs((xterm256Rgb(i) & 255) - l)).toBeGreaterThanOrEqual(d);
        expect(sgrParams(e, layer)).toBe(`${layer === 'fg' ? 38 : 48};5;${e.index}`);
      }),
      { numRuns: 500 },
    );
  });

  it('always shows r = g = b', () => {
    fc.assert(
      fc.property(rgbArb, (c) => {
        const [r, g, b] = channels(shownColor(encodeColor('grey', c)));
        return r === g && g === b;
      }),
    );
  });

  it('keeps brightness order for greys and puts green above blue', () => {
    expect(toGrey(0x808080)).toBe(0x808080);
    expect(toGrey(0x00ff00) & 255).toBeGreaterThan(toGrey(0x0000ff) & 255);
    expect(nearestGrey256(0x000000)).toBe(16);
    expect(nearestGrey256(0xffffff)).toBe(231);
    for (let v = 1; v < 256; v++)
      expect(xterm256Rgb(nearestGrey256(v * 0x010101)) & 255).toBeGreaterThanOrEqual(
        xterm256Rgb(nearestGrey256((v - 1) * 0x010101)) & 255,
      );
  });
});

describe('pairs of colours', () => {
  const shown = (mode: '16' | 'grey', c: number, layer: 'fg' | 'bg'): number =>
    shownColor(encodePair(mode, layer === 'fg' ? c : 0, layer === 'bg' ? c : 0)[layer]);

  it('a glyph meant to show never comes out in its background colour (16: not even bright vs normal)', () => {
    fc.assert(
      fc.property(rgbArb, rgbArb, (fg, bg) => {
        for (const mode of ['16', 'grey'] as const) {
          const pair = encodePair(mode, fg, bg);
          if (pair.fg.kind !== 'index' || pair.bg.kind !== 'index') return false;
          // The background is never touched.
          expect(pair.bg).toEqual(encodeColor(mode, bg, 'bg'));
          const alone = encodeColor(mode, fg, 'fg');
          const meant = fg !== bg && shownColor(alone) !== 0;
          if (!meant) expect(pair.fg).toEqual(alone);
          else if (mode === '16') expect(pair.fg.index % 8).not.toBe(pair.bg.index % 8);
          else expect(pair.fg.index).not.toBe(pair.bg.index);
          // Unless it had to move, the glyph keeps its own colour.
          const clash =
            mode === '16'
              ? alone.kind === 'index' && alone.index % 8 === pair.bg.index % 8
              : shownColor(alone) === shownColor(pair.bg);
          if (!clash) expect(pair.fg).toEqual(alone);
        }
        return true;
      }),
      { numRuns: 3000 },
    );
    expect(shown('16', 0x444444, 'fg')).toBe(ANSI16[7]);
  });

  it('examples: amber on a yellow cursor turns bright white; grey on its own grey moves away', () => {
    expect(encodePair('16', 0xd08c15, 0xcdcd00).fg).toEqual({ kind: 'index', index: 15, faint: false });
    expect(encodePair('16', 0x444444, 0xe5e5e5).fg).toEqual({ kind: 'index', index: 0, faint: false });
    const g = encodePair('grey', 0x505050, 0x4e4e4e);
    expect(Math.abs((shownColor(g.fg) & 255) - (shownColor(g.bg) & 255))).toBeGreaterThanOrEqual(40);
  });
});

describe('truecolor encoder', () => {
  it('sends the colour unchanged', () => {
    expect(sgrParams(encodeColor('truecolor', 0x12ab34), 'fg')).toBe('38;2;18;171;52');
    expect(sgrParams(encodeColor('truecolor', 0x12ab34), 'bg')).toBe('48;2;18;171;52');
  });
});

describe('every mode', () => {
  it('is deterministic and ignores bits above 24', () => {
    fc.assert(
      fc.property(fc.constantFrom('truecolor', '256', '16', 'grey' as const), rgbArb, (mode, c) => {
        const a = sgrParams(encodeColor(mode, c), 'fg');
        return (
          a === sgrParams(encodeColor(mode, c), 'fg') &&
          a === sgrParams(encodeColor(mode, (c | 0xff000000) >>> 0), 'fg')
        );
      }),
    );
  });
});
