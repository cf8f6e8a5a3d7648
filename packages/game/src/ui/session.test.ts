import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSeed, startCoreGame } from './session.js';

describe('game session', () => {
  it('reads digit seeds as numbers and anything else as words', () => {
    expect(parseSeed('42')).toBe(42);
    expect(parseSeed(' 007 ')).toBe(7);
    expect(parseSeed('kestrel-9')).toBe('kestrel-9');
    expect(parseSeed('1e5')).toBe('1e5');
  });

  it('reads seeds as the command line does: 16 digits are a number, digits past an exact double a word, blank none', () => {
    expect(parseSeed('1234567890123456')).toBe(1234567890123456);
    expect(parseSeed('9007199254740993')).toBe('9007199254740993');
    expect(parseSeed('')).toBeUndefined();
    expect(parseSeed('   ')).toBeUndefined();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => parseSeed(` ${n} `) === n),
    );
  });

  it('drives the real core: the same seed and commands give the same state', () => {
    const a = startCoreGame(11);
    const b = startCoreGame(11);
    expect(a.hash()).toBe(b.hash());
    expect(a.view().seed).toBe(11);
    a.perform({ kind: 'wait' });
    b.perform({ kind: 'wait' });
    expect(a.hash()).toBe(b.hash());
    expect(a.view().turn).toBe(1);
  });
});
