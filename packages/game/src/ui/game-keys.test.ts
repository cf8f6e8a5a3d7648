import { describe, expect, it } from 'vitest';
import { directionOf, playAction } from './game-keys.js';
import { DEFAULT_KEYS } from './key-map.js';

describe('playing keys', () => {
  it('maps arrows, numpad (both Num Lock states) and vi-keys to the same eight steps', () => {
    const groups: [string[], number, number][] = [
      [['up', '8', 'k'], 0, -1],
      [['down', '2', 'j'], 0, 1],
      [['left', '4', 'h'], -1, 0],
      [['right', '6', 'l'], 1, 0],
      [['home', '7', 'y'], -1, -1],
      [['pageup', '9', 'u'], 1, -1],
      [['end', '1', 'b'], -1, 1],
      [['pagedown', '3', 'n'], 1, 1],
    ];
    for (const [keys, dx, dy] of groups) {
      for (const k of keys) {
        expect(directionOf(k)).toEqual({ dx, dy });
        expect(playAction(k)).toEqual({ kind: 'command', command: { kind: 'move', dx, dy } });
      }
    }
  });

  it('the arrows-and-numpad scheme leaves the vi letters inert but keeps the rest', () => {
    for (const k of ['h', 'j', 'k', 'l', 'y', 'u', 'b', 'n']) {
      expect(directionOf(k, 'no-vi')).toBeUndefined();
      expect(playAction(k, 'no-vi')).toBeUndefined();
    }
    expect(playAction('up', 'no-vi')).toEqual({ kind: 'command', command: { kind: 'move', dx: 0, dy: -1 } });
    expect(playAction('9', 'no-vi')).toEqual({ kind: 'command', command: { kind: 'move', dx: 1, dy: -1 } });
    expect(playAction('g', 'no-vi')).toEqual({ kind: 'command', command: { kind: 'pickup' } });
  });

  it('waits on ".", numpad 5 and the Num-Lock-off keypad centre', () => {
    for (const k of ['.', '5', 'begin'])
      expect(playAction(k)).toEqual({ kind: 'command', command: { kind: 'wait' } });
  });

  it('routes the action keys of game.md', () => {
    expect(playAction('g')).toEqual({ kind: 'command', command: { kind: 'pickup' } });
    expect(playAction('r')).toEqual({ kind: 'command', command: { kind: 'reload' } });
    expect(playAction('>')).toEqual({ kind: 'descend' });
    expect(playAction('o')).toEqual({ kind: 'explore' });
    expect(playAction('c')).toEqual({ kind: 'close' });
    expect(playAction('i')).toEqual({ kind: 'inventory' });
    expect(playAction('f')).toEqual({ kind: 'fire' });
    expect(playAction('x')).toEqual({ kind: 'examine' });
    expect(playAction('?')).toEqual({ kind: 'help' });
    expect(playAction('m')).toEqual({ kind: 'history' });
    expect(playAction('escape')).toEqual({ kind: 'pause' });
    expect(playAction('Q')).toBeUndefined();
    expect(playAction('toString')).toBeUndefined();
  });

  it('follows a key map: bound keys act, unbound defaults go quiet, a bound vi-key stops moving', () => {
    const keys = { ...DEFAULT_KEYS, explore: ['h'], fire: ['t', 'F'] };
    expect(playAction('h', 'all', keys)).toEqual({ kind: 'explore' });
    expect(playAction('o', 'all', keys)).toBeUndefined();
    expect(playAction('t', 'all', keys)).toEqual({ kind: 'fire' });
    expect(playAction('F', 'all', keys)).toEqual({ kind: 'fire' });
    expect(playAction('f', 'all', keys)).toBeUndefined();
    expect(playAction('4', 'all', keys)).toEqual({
      kind: 'command',
      command: { kind: 'move', dx: -1, dy: 0 },
    });
  });
});
