import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lightFalloff } from './falloff.js';

/** The formula of the docs, written out plainly: H²/(d² + 2FHd + H²), tapered to 0 at R. */
function reference(d: number, radius: number, height: number, focus: number): number {
  if (d > radius) return 0;
  const raw = (t: number): number => (height * height) / (t * t + 2 * focus * height * t + height * height);
  return (raw(d) - raw(radius)) / (1 - raw(radius));
}

const radius = fc.double({ min: 0.5, max: 40, noNaN: true });
const focus = fc.double({ min: 0, max: 1, noNaN: true });

describe('lightFalloff', () => {
  it('follows the tapered formula, with height radius / 3 by default', () => {
    fc.assert(
      fc.property(radius, fc.double({ min: 0, max: 1, noNaN: true }), focus, (r, t, f) => {
        const d = t * r;
        expect(lightFalloff(d, r, { focus: f })).toBeCloseTo(reference(d, r, r / 3, f), 9);
        expect(lightFalloff(d, r, { height: 1.5, focus: f })).toBeCloseTo(reference(d, r, 1.5, f), 9);
      }),
      { numRuns: 500 },
    );
  });

  it('L1: is 1 at distance 0, decreases strictly up to the radius, and is 0 on and beyond it', () => {
    fc.assert(
      fc.property(
        radius,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        focus,
        (r, a, b, f) => {
          const near = Math.min(a, b) * r;
          const far = Math.max(a, b) * r;
          expect(lightFalloff(0, r, { focus: f })).toBe(1);
          const vNear = lightFalloff(near, r, { focus: f });
          const vFar = lightFalloff(far, r, { focus: f });
          expect(vNear).toBeGreaterThanOrEqual(vFar);
          // Strictly, whenever the two distances are visibly apart.
          if (far - near > 1e-3 * r) expect(vNear).toBeGreaterThan(vFar);
          expect(lightFalloff(r, r, { focus: f })).toBe(0);
          expect(lightFalloff(r + 1 + a, r, { focus: f })).toBe(0);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('L1: no plateau, I(1) < I(0), for any radius above 1 and any height', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.001, max: 60, noNaN: true }),
        fc.double({ min: 0.1, max: 100, noNaN: true }),
        focus,
        (r, h, f) => {
          const one = lightFalloff(1, r, { height: h, focus: f });
          expect(one).toBeLessThan(1);
          expect(one).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a light of radius 0 lights only its own cell', () => {
    expect(lightFalloff(0, 0)).toBe(1);
    expect(lightFalloff(0.5, 0)).toBe(0);
  });

  it('rejects bad arguments with a RangeError naming it', () => {
    expect(() => lightFalloff(-1, 5)).toThrow(/lightFalloff: distance/);
    expect(() => lightFalloff(1, Number.POSITIVE_INFINITY)).toThrow(/lightFalloff: .*radius finite/);
    expect(() => lightFalloff(1, 5, { height: 0 })).toThrow(/lightFalloff: height/);
    expect(() => lightFalloff(1, 5, { height: 2, focus: 1.5 })).toThrow(/lightFalloff: focus/);
    expect(() => lightFalloff(Number.NaN, 5)).toThrow(RangeError);
  });
});
