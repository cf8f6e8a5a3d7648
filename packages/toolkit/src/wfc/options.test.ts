import { describe, expect, it } from 'vitest';
import { createRng } from '../rng/rng.js';
import { irregularRoom } from '../gen/irregular-room.js';
import { overlappingWfc } from './overlapping.js';
import { extractPatterns } from './patterns.js';
import { readSample } from './sample.js';
import { WfcSolver } from './solver.js';

const SAMPLE = ['..#', '.##', '...'];

describe('options of wfc and irregularRoom', () => {
  it('refuse a key they do not take, naming the function, the key, a near miss and the keys they take', () => {
    const held = { sample: SAMPLE, width: 8, height: 8, sed: 1 };
    expect(() => overlappingWfc(held)).toThrow(
      /^overlappingWfc: unknown option "sed" \(did you mean "seed"\?\); it takes sample, N, symmetry, periodicInput, periodicOutput, width, height, rng, seed, maxAttempts$/,
    );
    const sample = readSample(SAMPLE);
    const patternOptions = { N: 2, symmetry: 1, periodic: true, perodic: false };
    expect(() => extractPatterns(sample, patternOptions)).toThrow(
      /^extractPatterns: unknown option "perodic" \(did you mean "periodic"\?\)/,
    );
    const patterns = extractPatterns(sample, { N: 2, symmetry: 1, periodic: true });
    const output = { width: 4, height: 4, periodic: true, hieght: 4 };
    expect(() => new WfcSolver(patterns, output)).toThrow(
      /^WfcSolver: unknown option "hieght" \(did you mean "height"\?\)/,
    );
    const shape = { band: 1, point: 2 };
    expect(() => irregularRoom({ width: 9, height: 9 }, createRng(1), shape)).toThrow(
      /^irregularRoom: unknown option "point" \(did you mean "points"\?\); it takes band, points$/,
    );
  });

  it('still take every key they document', () => {
    const result = overlappingWfc({
      sample: SAMPLE,
      N: 2,
      symmetry: 8,
      periodicInput: true,
      periodicOutput: true,
      width: 6,
      height: 6,
      seed: 3,
      maxAttempts: 20,
    });
    expect(result.attempts).toBeGreaterThan(0);
    expect(irregularRoom({ width: 9, height: 9 }, createRng(1), { band: 2, points: 3 }).length).toBe(81);
  });
});
