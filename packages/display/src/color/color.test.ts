import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  fromRgb,
  hslToRgb,
  interpolate,
  lighten,
  multiply,
  parseColor,
  rgbToHsl,
  toAnsi,
  toCss,
  toHex,
  toRgb,
} from './index.js';

const color = fc.integer({ min: 0, max: 0xffffff });

describe('parseColor', () => {
  it('reads hex, rgb() and names', () => {
    expect(parseColor('#f80')).toBe(0xff8800);
    expect(parseColor(' #12AbEf ')).toBe(0x12abef);
    expect(parseColor('rgb(1, 2, 3)')).toBe(0x010203);
    expect(parseColor('rgb(100% 0% 50%)')).toBe(0xff0080);
    expect(parseColor('RED')).toBe(0xff0000);
  });

  it('toHex and toCss read back as the same colour', () => {
    fc.assert(fc.property(color, (c) => parseColor(toHex(c)) === c && parseColor(toCss(c)) === c));
  });

  it('hsl() agrees with the CSS definition on the primaries and greys', () => {
    expect(parseColor('hsl(0, 100%, 50%)')).toBe(0xff0000);
    expect(parseColor('hsl(120deg, 100%, 50%)')).toBe(0x00ff00);
    expect(parseColor('hsl(240, 100%, 50%)')).toBe(0x0000ff);
    expect(parseColor('hsl(60, 100%, 25%)')).toBe(0x808000);
    expect(parseColor('hsl(0, 0%, 50%)')).toBe(0x808080);
  });

  it('rgbToHsl and hslToRgb round-trip within a step', () => {
    fc.assert(
      fc.property(color, (c) => {
        const back = toRgb(hslToRgb(...rgbToHsl(c)));
        toRgb(c).forEach((v, k) => expect(Math.abs(v - back[k])).toBeLessThanOrEqual(1));
      }),
    );
  });

  it('rejects anything else with one message naming it', () => {
    for (const bad of ['', '#12', '#ggg', 'rgb(1,2)', 'hsl(1, 2, 3)', 'blurple', 'rgb(a,b,c)']) {
      expect(() => parseColor(bad)).toThrow(`Not a colour: ${JSON.stringify(bad)}`);
    }
  });
});

/** Channel-wise reference arithmetic on [r, g, b] arrays. */
const ch = (c: number): number[] => [(c >> 16) & 255, (c >> 8) & 255, c & 255];
const pack = (v: number[]): number =>
  v.map((x) => Math.min(255, Math.max(0, Math.round(x)))).reduce((a, x) => a * 256 + x, 0);

describe('colour arithmetic', () => {
  it('interpolate, add, multiply and lighten match channel-wise formulas', () => {
    fc.assert(
      fc.property(color, color, fc.double({ min: 0, max: 1, noNaN: true }), (a, b, t) => {
        const [A, B] = [ch(a), ch(b)];
        expect(interpolate(a, b, t)).toBe(pack(A.map((v, k) => v + t * (B[k] - v))));
        expect(add(a, b)).toBe(pack(A.map((v, k) => v + B[k])));
        expect(multiply(a, b)).toBe(pack(A.map((v, k) => (v * B[k]) / 255)));
        expect(lighten(a, t)).toBe(pack(A.map((v) => v + t * (255 - v))));
        expect(lighten(a, -t)).toBe(pack(A.map((v) => v - t * v)));
      }),
    );
  });

  it('ends of the scale: interpolate at 0 and 1 gives the ends, white multiplies as one', () => {
    fc.assert(
      fc.property(
        color,
        color,
        (a, b) => interpolate(a, b, 0) === a && interpolate(a, b, 1) === b && multiply(a, 0xffffff) === a,
      ),
    );
    expect(fromRgb(300, -4, 127.6)).toBe(0xff0080);
  });

  it('toAnsi gives the escape of each mode', () => {
    expect(toAnsi(0x102030)).toBe('\x1b[38;2;16;32;48m');
    expect(toAnsi(0x102030, 'truecolor', 'bg')).toBe('\x1b[48;2;16;32;48m');
    expect(toAnsi(0xff0000, '256')).toBe('\x1b[38;5;196m');
    expect(toAnsi(0xff0000, '16')).toBe('\x1b[22;91m');
    expect(toAnsi(0xffffff, 'grey', 'bg')).toBe('\x1b[48;5;231m');
  });
});
