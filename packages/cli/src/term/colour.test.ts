import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeColour, nearest16, nearest256, sgrParams, shownColour, toGrey } from './colour.js';
import { ANSI16, rgbDistance, xterm256Rgb } from './palette.js';

const rgbArb = fc.integer({ min: 0, max: 0xffffff });
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

  it('is really nearest: no palette entry 16..255 is closer (brute force)', () => {
    fc.assert(
      fc.property(rgbArb, (c) => {
        const got = rgbDistance(c, xterm256Rgb(nearest256(c)));
        for (let i = 16; i < 256; i++) if (rgbDistance(c, xterm256Rgb(i)) < got) return false;
        return true;
      }),
      { numRuns: 2000 },
    );
  });

  it('maps palette colours to themselves', () => {
    for (let i = 16; i < 256; i++) expect(nearest256(xterm256Rgb(i))).toBe(i);
  });
});

describe('16-colour encoder', () => {
  it('is really nearest among the standard 16 (brute force)', () => {
    fc.assert(
      fc.property(rgbArb, (c) => {
        const got = rgbDistance(c, ANSI16[nearest16(c)]);
        return ANSI16.every((p) => rgbDistance(c, p) >= got);
      }),
      { numRuns: 2000 },
    );
  });

  it('uses the classic SGR codes for normal and bright colours', () => {
    expect(sgrParams(encodeColour('16', 0xff0000), 'fg')).toBe('91');
    expect(sgrParams(encodeColour('16', 0xcd0000), 'bg')).toBe('41');
    expect(sgrParams(encodeColour('16', 0x000000), 'fg')).toBe('30');
    expect(sgrParams(encodeColour('16', 0xffffff), 'bg')).toBe('107');
  });
});

describe('greyscale encoder', () => {
  it('always shows r = g = b', () => {
    fc.assert(
      fc.property(rgbArb, (c) => {
        const [r, g, b] = channels(shownColour(encodeColour('grey', c)));
        return r === g && g === b;
      }),
    );
  });

  it('keeps brightness order for greys and puts green above blue', () => {
    expect(toGrey(0x808080)).toBe(0x808080);
    expect(toGrey(0x00ff00) & 255).toBeGreaterThan(toGrey(0x0000ff) & 255);
  });
});

describe('truecolor encoder', () => {
  it('sends the colour unchanged', () => {
    expect(sgrParams(encodeColour('truecolor', 0x12ab34), 'fg')).toBe('38;2;18;171;52');
    expect(sgrParams(encodeColour('truecolor', 0x12ab34), 'bg')).toBe('48;2;18;171;52');
  });
});

describe('every mode', () => {
  it('is deterministic and ignores bits above 24', () => {
    fc.assert(
      fc.property(fc.constantFrom('truecolor', '256', '16', 'grey' as const), rgbArb, (mode, c) => {
        const a = sgrParams(encodeColour(mode, c), 'fg');
        return (
          a === sgrParams(encodeColour(mode, c), 'fg') &&
          a === sgrParams(encodeColour(mode, (c | 0xff000000) >>> 0), 'fg')
        );
      }),
    );
  });
});
