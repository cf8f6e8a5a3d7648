import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { keyName as gameKey } from './dom.js';

const plain = { shiftKey: false, ctrlKey: false, altKey: false, metaKey: false };

describe('gameKey', () => {
  it('names the keys the terminal front end decodes from escape sequences', () => {
    const table: [string, string][] = [
      ['ArrowUp', 'up'],
      ['ArrowDown', 'down'],
      ['ArrowLeft', 'left'],
      ['ArrowRight', 'right'],
      ['Home', 'home'],
      ['End', 'end'],
      ['PageUp', 'pageup'],
      ['PageDown', 'pagedown'],
      ['Enter', 'enter'],
      ['Escape', 'escape'],
      ['Tab', 'tab'],
      ['Backspace', 'backspace'],
      ['Delete', 'delete'],
      [' ', 'space'],
      ['Clear', 'begin'],
    ];
    for (const [dom, key] of table) expect(gameKey({ ...plain, key: dom })).toBe(key);
    expect(gameKey({ ...plain, key: 'Tab', shiftKey: true })).toBe('backtab');
  });

  it('passes printable characters through as themselves and leaves other keys and shortcuts to the browser', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme-ascii' }), (ch) => {
        const want = ch === ' ' ? 'space' : ch >= ' ' && ch !== '\x7f' ? ch : undefined;
        expect(gameKey({ ...plain, key: ch })).toBe(want);
        expect(gameKey({ ...plain, key: ch, shiftKey: true })).toBe(want);
        expect(gameKey({ ...plain, key: ch, ctrlKey: true })).toBeUndefined();
        expect(gameKey({ ...plain, key: ch, metaKey: true })).toBeUndefined();
      }),
    );
    for (const dom of ['Shift', 'Control', 'F5', 'CapsLock', 'Unidentified', 'Dead'])
      expect(gameKey({ ...plain, key: dom })).toBeUndefined();
  });
});
