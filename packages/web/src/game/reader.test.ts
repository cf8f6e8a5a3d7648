import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newsOf } from './reader.js';

const TITLE = [
  'H U L L B R E A C H',
  'Nobody on the relay station…',
  '(n) New game (selected)',
  '(s) New game with a seed',
  '(q) Quit',
];

describe('newsOf: what a screen reader hears', () => {
  it('a dialog that opens is read whole; an arrow key reads only the newly selected item', () => {
    expect(newsOf([], TITLE, true)).toEqual(TITLE);
    const moved = [
      'H U L L B R E A C H',
      'Nobody on the relay station…',
      '(n) New game',
      '(s) New game with a seed (selected)',
      '(q) Quit',
    ];
    expect(newsOf(TITLE, moved, true)).toEqual(['(s) New game with a seed (selected)']);
  });

  it('another dialog (a new title) is read whole; a changed value alone is read alone', () => {
    const options = ['Options', '(k) Movement keys arrows (selected)', '(b) Back'];
    expect(newsOf(TITLE, options, true)).toEqual(options);
    const changed = ['Options', '(k) Movement keys numpad (selected)', '(b) Back'];
    expect(newsOf(options, changed, true)).toEqual(['(k) Movement keys numpad (selected)']);
    expect(newsOf(options, [], true)).toEqual([]);
  });

  it('a panel whose cursor moves reads the changed lines only, never the unchanged key hint', () => {
    const a = ['Cursor: 1 east.', 'Deck plating, scuffed and stained.', 'arrows: move · Esc: done'];
    const b = ['Cursor: 2 east.', 'A bulkhead.', 'arrows: move · Esc: done'];
    expect(newsOf(a, b, false)).toEqual(['Cursor: 2 east.', 'A bulkhead.']);
  });

  it('a pager scrolled by a line reads the line that came into view and the new position', () => {
    const page1 = ['Help', 'Moving', 'arrows, numpad  move', 'o  explore', '1-3 of 9'];
    const page2 = ['Help', 'arrows, numpad  move', 'o  explore', '>  descend', '2-4 of 9'];
    expect(newsOf(page1, page2, true)).toEqual(['>  descend', '2-4 of 9']);
  });

  it('never announces a line that is not in the new text, and announces every line it did not have', () => {
    const line = fc.constantFrom<string>('a', 'b', 'c', 'a (selected)', 'b (selected)', 'Title', 'Other');
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        fc.array(line, { maxLength: 8 }),
        fc.boolean(),
        (before, after, whole) => {
          const news = newsOf(before, after, whole);
          for (const l of news) expect(after).toContain(l);
          for (const l of after)
            if (before.length === 0 || (!before.includes(l) && !before.includes(`${l} (selected)`)))
              expect(news).toContain(l);
        },
      ),
    );
  });
});
