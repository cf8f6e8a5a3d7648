import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIntFlag, parseNumberFlag } from './numbers.js';
import { parseSeed } from './seed.js';

describe('parseSeed', () => {
  it('reads digits as a number and anything else as the string', () => {
    expect(parseSeed('42')).toBe(42);
    expect(parseSeed('007')).toBe(7);
    expect(parseSeed('kestrel-9')).toBe('kestrel-9');
    expect(parseSeed('-5')).toBe('-5');
    expect(parseSeed('1.5')).toBe('1.5');
  });

  it('keeps digits too long for an exact double as a string, so no two seeds collide', () => {
    expect(parseSeed('123456789012345678901234567890')).toBe('123456789012345678901234567890');
  });

  it('round-trips every safe non-negative integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => parseSeed(String(n)) === n),
    );
  });

  it('refuses an empty seed', () => {
    expect(() => parseSeed('')).toThrow(/non-empty/);
  });
});

describe('number flags', () => {
  it('accepts whole numbers in range and refuses the rest with the allowed range', () => {
    expect(parseIntFlag('width', '40', 1, 1024)).toBe(40);
    expect(() => parseIntFlag('width', '0', 1, 1024)).toThrow(
      'option --width must be a whole number from 1 to 1024',
    );
    expect(() => parseIntFlag('width', '4x', 1, 1024)).toThrow(/got "4x"/);
    expect(() => parseIntFlag('width', '2.5', 1, 1024)).toThrow(/whole number/);
  });

  it('accepts decimal radii and refuses negatives and words', () => {
    expect(parseNumberFlag('radius', '7.5', 100)).toBe(7.5);
    expect(() => parseNumberFlag('radius', '-1', 100)).toThrow(/from 0 to 100/);
    expect(() => parseNumberFlag('radius', 'far', 100)).toThrow(/got "far"/);
  });
});
