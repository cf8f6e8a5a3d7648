import { describe, expect, it } from 'vitest';
import { ACTION_KEYS } from './game-keys.js';
import { endingLine, EPILOGUE, HELP, PREMISE } from './text.js';

const KEY_WORDS: Record<string, string> = { escape: 'Escape', begin: 'numpad 5', '5': 'numpad 5' };

describe('game text', () => {
  it('the help lists every key the playing screen answers to', () => {
    const keys = HELP.map((r) => r.keys ?? '').join(' | ');
    for (const [key] of ACTION_KEYS) {
      const want = KEY_WORDS[key] ?? key;
      expect(keys, `help is missing ${key}`).toContain(want);
    }
    for (const word of ['arrows', 'numpad', 'h j k l y u b n', 'Tab']) expect(keys).toContain(word);
  });

  it('explains the dangers of the station and the new gear', () => {
    const prose = HELP.filter((r) => r.keys === undefined)
      .map((r) => r.text)
      .join(' ');
    for (const w of [
      'oxygen',
      'Close a door',
      'oxygen canister',
      'Bloats',
      'flamethrower will not light without air',
      'machine gun',
      'rocket',
      'red',
      'blue',
    ])
      expect(prose).toContain(w);
  });

  it('tells the premise of game.md and ends with a twist', () => {
    for (const w of ['Kestrel', 'salvage engineer', 'reactor core', 'engine deck', 'floor 5'])
      expect(PREMISE).toContain(w);
    expect(EPILOGUE).toContain('orbit');
  });

  it('builds the losing lines from the cause of death', () => {
    expect(endingLine('died', 'killed by a zombie')).toBe('Killed by a zombie.');
    expect(endingLine('died', undefined).length).toBeGreaterThan(0);
    expect(endingLine('adrift', undefined)).toContain('breach');
  });
});
