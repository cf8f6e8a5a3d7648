import { describe, expect, it } from 'vitest';
import { memoryIo } from '../test-io.js';
import { runAutoplay, type Bot } from './autoplay.js';

const calls: [number | string, number][] = [];
const bot: Bot = (seed, maxTurns) => {
  calls.push([seed, maxTurns]);
  return { outcome: 'died', depth: 2, turns: 99, kills: 4, stateHash: 'abc123' };
};

describe('autoplay', () => {
  it('prints the summary as one JSON line in the documented key order, seed as given', () => {
    const io = memoryIo();
    expect(runAutoplay(['--seed', '7'], io, bot)).toBe(0);
    expect(io.out).toBe('{"seed":7,"outcome":"died","depth":2,"turns":99,"kills":4,"stateHash":"abc123"}\n');
    expect(calls.at(-1)).toEqual([7, 20000]);
  });

  it('keeps word seeds as strings and passes the turn limit', () => {
    const io = memoryIo();
    runAutoplay(['--seed', 'kestrel-9', '--turns', '50'], io, bot);
    expect(JSON.parse(io.out).seed).toBe('kestrel-9');
    expect(calls.at(-1)).toEqual(['kestrel-9', 50]);
  });

  it('refuses a missing seed and a bad turn count', () => {
    expect(() => runAutoplay([], memoryIo(), bot)).toThrow(/needs --seed/);
    expect(() => runAutoplay(['--seed', '1', '--turns', '0'], memoryIo(), bot)).toThrow(
      /--turns must be a whole number/,
    );
    expect(() => runAutoplay(['--seed', '1', 'x'], memoryIo(), bot)).toThrow(/no positional/);
  });
});
