import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeyDecoder, keyName } from './index.js';

const plain = { shiftKey: false, ctrlKey: false, altKey: false, metaKey: false };

/** The same keys as a browser names them and as a terminal sends them. */
const PAIRS: [string, boolean, string][] = [
  ['ArrowUp', false, '\x1b[A'],
  ['ArrowDown', false, '\x1bOB'],
  ['ArrowLeft', false, '\x1b[D'],
  ['ArrowRight', false, '\x1b[1;2C'],
  ['Home', false, '\x1b[H'],
  ['End', false, '\x1b[4~'],
  ['PageUp', false, '\x1b[5~'],
  ['PageDown', false, '\x1b[6~'],
  ['Delete', false, '\x1b[3~'],
  ['Clear', false, '\x1b[E'],
  ['Enter', false, '\r'],
  ['Tab', false, '\t'],
  ['Tab', true, '\x1b[Z'],
  ['Backspace', false, '\x7f'],
  [' ', false, ' '],
  ['Escape', false, '\x1b'],
];

describe('one set of key names for browsers and terminals', () => {
  it.each(PAIRS)('%s (shift %s) is the same key as %j', (key, shiftKey, bytes) => {
    const decoder = new KeyDecoder();
    const fromTerminal = [...decoder.feed(bytes), ...decoder.flush()];
    expect(fromTerminal).toEqual([keyName({ ...plain, key, shiftKey })]);
  });

  it('printable characters name themselves on both sides', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 })
          .filter((c) => c > ' ' && c !== '\x7f'),
        (ch) => {
          const decoder = new KeyDecoder();
          expect(decoder.feed(ch)).toEqual([keyName({ ...plain, key: ch })]);
        },
      ),
    );
  });
});
