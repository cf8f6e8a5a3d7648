import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LAMP_FLOOR, lampFactor } from './lamp.js';

describe('lampFactor', () => {
  it('is full at the player and already lower one cell away (no flat disc)', () => {
    expect(lampFactor(0)).toBe(1);
    expect(lampFactor(1)).toBeLessThan(lampFactor(0));
  });

  it('never increases with distance and stays above the floor', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          expect(lampFactor(far)).toBeLessThanOrEqual(lampFactor(near));
          expect(lampFactor(far)).toBeGreaterThanOrEqual(LAMP_FLOOR);
        },
      ),
    );
  });
});
