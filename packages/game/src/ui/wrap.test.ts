import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { wrapText } from './wrap.js';

describe('wrapText', () => {
  it('breaks at spaces', () => {
    expect(wrapText('the quick brown fox', 10)).toEqual(['the quick', 'brown fox']);
  });

  it('keeps explicit line breaks and blank lines', () => {
    expect(wrapText('one\n\ntwo', 10)).toEqual(['one', '', 'two']);
  });

  it('never exceeds the width and keeps every word, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,15}$/), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 30 }),
        (words, width) => {
          const lines = wrapText(words.join(' '), width);
          for (const l of lines) expect(l.length).toBeLessThanOrEqual(width);
          expect(lines.join('').replace(/ /g, '')).toBe(words.join(''));
        },
      ),
    );
  });
});
