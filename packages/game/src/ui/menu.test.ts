import { describe, expect, it } from 'vitest';
import { createMenu, menuPress } from './menu.js';

const items = () =>
  createMenu([
    { hotkey: 'n', label: 'New game', value: 'new' },
    { hotkey: 'h', label: 'Help', value: 'help', disabled: true },
    { hotkey: 'q', label: 'Quit', value: 'quit' },
  ]);

describe('menu', () => {
  it('hotkeys choose their item at once', () => {
    expect(menuPress(items(), 'q')).toEqual({ kind: 'chosen', value: 'quit' });
    expect(menuPress(items(), 'n')).toEqual({ kind: 'chosen', value: 'new' });
  });

  it('arrows skip disabled items and wrap; Enter chooses the selection', () => {
    const m = items();
    expect(menuPress(m, 'down')).toEqual({ kind: 'none' });
    expect(m.selected).toBe(2);
    menuPress(m, 'down');
    expect(m.selected).toBe(0);
    menuPress(m, 'up');
    expect(menuPress(m, 'enter')).toEqual({ kind: 'chosen', value: 'quit' });
  });

  it('disabled hotkeys do nothing; Escape cancels', () => {
    expect(menuPress(items(), 'h')).toEqual({ kind: 'none' });
    expect(menuPress(items(), 'escape')).toEqual({ kind: 'cancel' });
  });

  it('a hotkey wins over the vi navigation keys', () => {
    const m = createMenu([
      { hotkey: 'j', label: 'Jump', value: 1 },
      { hotkey: 'k', label: 'Kick', value: 2 },
    ]);
    expect(menuPress(m, 'k')).toEqual({ kind: 'chosen', value: 2 });
  });
});
