import { describe, expect, it } from 'vitest';
import { parseSeed, startCoreGame } from './session.js';

describe('game session', () => {
  it('reads digit seeds as numbers and anything else as words', () => {
    expect(parseSeed('42')).toBe(42);
    expect(parseSeed(' 007 ')).toBe(7);
    expect(parseSeed('kestrel-9')).toBe('kestrel-9');
    expect(parseSeed('1e5')).toBe('1e5');
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
