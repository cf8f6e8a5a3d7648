import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_THRESHOLDS, FEATURE_KINDS, kindOfRoll, readThresholds } from './thresholds.js';

/** Cumulative thresholds built from five non-negative shares that sum to 100. */
const thresholds = fc
  .array(fc.integer({ min: 0, max: 100 }), { minLength: 4, maxLength: 4 })
  .map((cuts) => [...cuts.sort((a, b) => a - b), 100]);

describe('kindOfRoll', () => {
  it('gives kind k to exactly t[k] - t[k-1] of the rolls 1..100', () => {
    fc.assert(
      fc.property(thresholds, (t) => {
        const counts = [0, 0, 0, 0, 0];
        for (let roll = 1; roll <= 100; roll++) counts[kindOfRoll(roll, t)]++;
        expect(counts).toEqual(t.map((v, k) => v - (k === 0 ? 0 : t[k - 1])));
      }),
    );
  });

  it('splits the defaults into five equal fifths', () => {
    const counts = [0, 0, 0, 0, 0];
    for (let roll = 1; roll <= 100; roll++) counts[kindOfRoll(roll, DEFAULT_THRESHOLDS)]++;
    expect(counts).toEqual([20, 20, 20, 20, 20]);
    expect(FEATURE_KINDS.length).toBe(5);
  });
});

describe('readThresholds', () => {
  it('accepts any cumulative list of five integers ending at 100 (RC1)', () => {
    fc.assert(
      fc.property(thresholds, (t) => {
        expect(readThresholds({ thresholds: t })).toEqual(t);
      }),
    );
    expect(readThresholds({})).toEqual([20, 40, 60, 80, 100]);
  });

  it('rejects lists that are not cumulative, out of range, the wrong length or not ending at 100', () => {
    for (const bad of [
      [20, 40, 30, 80, 100],
      [20, 40, 60, 80, 90],
      [20, 40, 60, 80, 101],
      [-1, 40, 60, 80, 100],
      [20, 40, 60, 100],
      [20, 40, 60, 80, 100, 100],
      [20.5, 40, 60, 80, 100],
      '20/40/60/80/100',
    ]) {
      expect(() => readThresholds({ thresholds: bad })).toThrow(RangeError);
      expect(() => readThresholds({ thresholds: bad })).toThrow(/"thresholds"/);
    }
  });
});
