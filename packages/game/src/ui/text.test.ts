import { describe, expect, it } from 'vitest';
import { BINDABLE_ACTIONS, DEFAULT_KEYS, keyLabel, parseKeyMap } from './key-map.js';
import { endingLine, EPILOGUE, helpRows, PREMISE } from './text.js';

const HELP = helpRows();

/** The help row of an action: the one whose text is the action's own wording. */
const rowOf = (rows: ReturnType<typeof helpRows>, action: string) =>
  rows.find((r) => r.text === BINDABLE_ACTIONS.find((a) => a.action === action)?.does);

describe('game text', () => {
  it('the help lists every key the playing screen answers to', () => {
    const keys = HELP.map((r) => r.keys ?? '').join(' | ');
    for (const { action } of BINDABLE_ACTIONS) {
      for (const key of DEFAULT_KEYS[action]) {
        expect(keys, `help is missing ${key}`).toContain(keyLabel(key));
        expect(rowOf(HELP, action)?.keys?.split(' or ')).toContain(keyLabel(key));
      }
    }
    for (const word of ['arrows', 'numpad', 'h j k l y u b n', 'Tab']) expect(keys).toContain(word);
    expect(rowOf(HELP, 'close')?.text).toContain('asks which way');
    expect(rowOf(HELP, 'explore')?.keys).toBe('o');
  });

  it('shows the keys as bound, and leaves out vi-keys when they do not move', () => {
    const { keys } = parseKeyMap({ explore: 'e', fire: ['t', 'F'], pause: 'q' });
    const rows = helpRows(keys, 'no-vi');
    expect(rowOf(rows, 'explore')?.keys).toBe('e');
    expect(rowOf(rows, 'fire')?.keys).toBe('t or F');
    expect(rowOf(rows, 'pause')?.keys).toBe('q');
    expect(rows.some((r) => r.keys?.trim() === 'Enter or t or F')).toBe(true);
    expect(rows.map((r) => r.keys ?? '').join('|')).not.toContain('h j k l');
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

  it('Endless endings speak of the hulk, never of the falling Kestrel', () => {
    for (const outcome of ['died', 'adrift'] as const)
      for (const cause of [undefined, '', 'blown out through a breach']) {
        const line = endingLine(outcome, cause, true);
        expect(line).not.toMatch(/Kestrel|station|falling/);
        if (cause) expect(line.startsWith('Blown out through a breach.')).toBe(true);
        else expect(line).toContain('hulk');
      }
    expect(endingLine('adrift', 'x', true)).toContain('hulk');
  });
});
