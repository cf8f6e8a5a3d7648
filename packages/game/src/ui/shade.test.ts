import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AMBIENT,
  FLOWING_TINT,
  GLOW,
  NO_TINT,
  VACUUM_TINT,
  FLOWING_WASH,
  VACUUM_WASH,
  addRgb,
  airTint,
  airWash,
  perceived,
  shade,
  shadeLegible,
  type LightRgb,
} from './shade.js';

const channels = (c: number): number[] => [(c >>> 16) & 255, (c >>> 8) & 255, c & 255];
const lightArb = fc.double({ min: 0, max: 3, noNaN: true });
const light3 = fc.tuple(lightArb, lightArb, lightArb);

/** The rule written out plainly: tile × (ambient + rest × √light) + glow × √light, times the tint. */
function reference(colour: number, light: LightRgb, tint: readonly number[]): number[] {
  return channels(colour).map((base, c) => {
    const p = Math.sqrt(Math.min(1, light[c]));
    return Math.min(255, Math.floor((base * (AMBIENT + (1 - AMBIENT) * p) + 255 * GLOW * p) * tint[c]));
  });
}

describe('shade', () => {
  it('matches the rule written out plainly, with and without the air overlay', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffff }),
        light3,
        fc.constantFrom(NO_TINT, VACUUM_TINT, FLOWING_TINT),
        (c, l, t) => {
          expect(channels(shade(c, l, t))).toEqual(reference(c, l, t));
        },
      ),
    );
  });

  it('never gets brighter for less light, channel by channel', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), light3, light3, (c, a, b) => {
        const lo: LightRgb = [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.min(a[2], b[2])];
        const hi: LightRgb = [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.max(a[2], b[2])];
        const [x, y] = [channels(shade(c, lo)), channels(shade(c, hi))];
        x.forEach((v, i) => expect(v).toBeLessThanOrEqual(y[i]));
        const [p, q] = [channels(shadeLegible(c, lo)), channels(shadeLegible(c, hi))];
        p.forEach((v, i) => expect(v).toBeLessThanOrEqual(q[i]));
      }),
    );
  });

  it('keeps the ambient share in the dark and the full tile (plus glow) under full light', () => {
    expect(channels(shade(0x804020, [0, 0, 0]))).toEqual([
      Math.floor(0x80 * AMBIENT),
      Math.floor(0x40 * AMBIENT),
      Math.floor(0x20 * AMBIENT),
    ]);
    expect(channels(shade(0x804020, [1, 1, 1]))).toEqual(
      [0x80, 0x40, 0x20].map((v) => Math.floor(v + 255 * GLOW)),
    );
    expect(channels(shadeLegible(0x804020, [0, 0, 0], 0.5))).toEqual([0x40, 0x20, 0x10]);
  });

  it('perceives light monotonically, from 0 to 1', () => {
    fc.assert(
      fc.property(lightArb, lightArb, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(perceived(lo)).toBeLessThanOrEqual(perceived(hi));
        expect(perceived(hi)).toBeLessThanOrEqual(1);
      }),
    );
    expect([perceived(0), perceived(-1), perceived(Number.NaN), perceived(1), perceived(4)]).toEqual([
      0, 0, 0, 1, 1,
    ]);
  });

  it('picks the overlay from the air: blue without air, red where it flows', () => {
    expect(airTint('vacuum')).toBe(VACUUM_TINT);
    expect(airTint('flowing')).toBe(FLOWING_TINT);
    expect(airTint('air')).toBe(NO_TINT);
    expect(airTint(undefined)).toBe(NO_TINT);
    expect(VACUUM_TINT[2]).toBeGreaterThan(VACUUM_TINT[0]);
    expect(FLOWING_TINT[0]).toBeGreaterThan(FLOWING_TINT[2]);
  });

  it('washes the background of airless and flowing cells in proportion to the light, never in the dark', () => {
    expect(airWash('vacuum', [1, 1, 1])).toBe(VACUUM_WASH);
    expect(airWash('flowing', [0, 2, 0])).toBe(FLOWING_WASH);
    expect(airWash('air', [1, 1, 1])).toBe(0);
    expect(airWash(undefined, [1, 1, 1])).toBe(0);
    expect(airWash('vacuum', [0, 0, 0])).toBe(0);
    fc.assert(
      fc.property(light3, light3, (a, b) => {
        const lo: LightRgb = [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.min(a[2], b[2])];
        const hi: LightRgb = [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.max(a[2], b[2])];
        channels(airWash('vacuum', lo)).forEach((v, i) =>
          expect(v).toBeLessThanOrEqual(channels(airWash('vacuum', hi))[i]),
        );
      }),
    );
  });

  it('adds colours channel by channel, capped at 255', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), fc.integer({ min: 0, max: 0xffffff }), (a, b) => {
        expect(channels(addRgb(a, b))).toEqual(channels(a).map((v, i) => Math.min(255, v + channels(b)[i])));
      }),
    );
  });
});
