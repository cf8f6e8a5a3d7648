import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Grid, PaintedCells, markupLines, parseMarkup, wrapText } from './index.js';

/** A plain model of a grid: a map from "x,y" to the last values drawn there. */
function modelDraws(width: number, height: number, draws: readonly [number, number, number, number][]) {
  const cells = new Map<string, [number, number]>();
  for (const [x, y, code, fg] of draws)
    if (x >= 0 && y >= 0 && x < width && y < height) cells.set(`${x},${y}`, [code, fg]);
  return cells;
}

describe('Grid', () => {
  it('holds what was drawn last in each cell, and blanks elsewhere', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(
          fc.tuple(
            fc.integer({ min: -2, max: 13 }),
            fc.integer({ min: -2, max: 9 }),
            fc.integer({ min: 33, max: 126 }),
            fc.integer({ min: 0, max: 0xffffff }),
          ),
          { maxLength: 60 },
        ),
        (w, h, draws) => {
          const grid = new Grid(w, h);
          for (const [x, y, code, fg] of draws) grid.draw(x, y, String.fromCodePoint(code), fg, 0x000010);
          const model = modelDraws(w, h, draws);
          for (let y = 0; y < h; y++)
            for (let x = 0; x < w; x++) {
              const want = model.get(`${x},${y}`);
              const got = grid.get(x, y);
              expect(got).toEqual(
                want === undefined
                  ? { glyph: 32, fg: 0xc0c0c0, bg: 0 }
                  : { glyph: want[0], fg: want[1], bg: 0x000010 },
              );
            }
        },
      ),
    );
  });

  it('takeChanges lists each changed cell once, and a cell redrawn as it is not at all', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 9 }),
            fc.integer({ min: 0, max: 4 }),
            fc.constantFrom('a', 'b', ' '),
          ),
          { maxLength: 40 },
        ),
        (draws) => {
          const grid = new Grid(10, 5);
          grid.takeChanges();
          const before = grid.glyph.slice();
          for (const [x, y, ch] of draws) grid.draw(x, y, ch);
          const changed = [...grid.takeChanges()].sort((a, b) => a - b);
          // The reference: cells whose glyph differs now, or that were drawn to a different value at some point.
          const touched = new Set<number>();
          const shadow = before.slice();
          for (const [x, y, ch] of draws) {
            const i = y * 10 + x;
            if (shadow[i] !== ch.codePointAt(0)) touched.add(i);
            shadow[i] = ch.codePointAt(0) ?? 32;
          }
          expect(changed).toEqual([...touched].sort((a, b) => a - b));
          expect(grid.takeChanges().length).toBe(0);
        },
      ),
    );
  });

  it('reads colours as numbers or CSS text, and rejects bad ones with one message', () => {
    const grid = new Grid(3, 1, { fg: '#fff', bg: 'navy' });
    grid.draw(0, 0, '@', 'rgb(255, 128, 0)', 'hsl(120, 100%, 25%)');
    expect(grid.get(0, 0)).toEqual({ glyph: 64, fg: 0xff8000, bg: 0x008000 });
    expect(grid.get(1, 0)).toEqual({ glyph: 32, fg: 0xffffff, bg: 0x000080 });
    expect(() => grid.draw(0, 0, 'x', 'bluish')).toThrow(/Not a colour: "bluish"/);
    expect(() => new Grid(0, 3)).toThrow(/at least 1/);
  });

  it('clear blanks every cell and records only those that were not blank', () => {
    const grid = new Grid(4, 2);
    grid.takeChanges();
    grid.draw(1, 1, '#');
    grid.draw(3, 0, '#');
    grid.takeChanges();
    grid.clear();
    expect([...grid.takeChanges()].sort()).toEqual([3, 5]);
    expect([...grid.glyph]).toEqual(new Array(8).fill(32));
  });

  it('resize keeps the cells that still fit', () => {
    const grid = new Grid(3, 2);
    grid.drawText(0, 0, 'abc\ndef');
    grid.resize(2, 3);
    expect(String.fromCodePoint(...grid.glyph)).toBe('abde  ');
  });

  it('drawText writes marked-up colours and returns the rows used', () => {
    const grid = new Grid(12, 3);
    const rows = grid.drawText(0, 0, 'go %c{red}left%c{} or %b{#00f}right', { maxWidth: 8 });
    expect(rows).toBe(2);
    expect(String.fromCodePoint(...grid.glyph.slice(0, 8))).toBe('go left ');
    expect(grid.fg[3]).toBe(0xff0000);
    expect(grid.fg[7]).toBe(0xc0c0c0);
    expect(String.fromCodePoint(...grid.glyph.slice(12, 20))).toBe('or right');
    expect(grid.bg[15]).toBe(0x0000ff);
    expect(grid.bg[14]).toBe(0);
  });
});

describe('PaintedCells', () => {
  it('lists exactly the cells that differ from the last paint, for grids and plain frames alike', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(
            fc.tuple(
              fc.integer({ min: 0, max: 5 }),
              fc.integer({ min: 0, max: 3 }),
              fc.constantFrom('a', 'b'),
            ),
            { maxLength: 10 },
          ),
          { minLength: 1, maxLength: 5 },
        ),
        fc.boolean(),
        (rounds, plain) => {
          const grid = new Grid(6, 4);
          const painted = new PaintedCells();
          let shown = new Uint32Array(24);
          for (const draws of rounds) {
            for (const [x, y, ch] of draws) grid.draw(x, y, ch);
            const source = plain
              ? { width: 6, height: 4, glyph: grid.glyph.slice(), fg: grid.fg.slice(), bg: grid.bg.slice() }
              : grid;
            const changed = [...painted.changed(source)];
            const want =
              shown.length === 24 && shown.some((v) => v !== 0)
                ? [...grid.glyph].flatMap((g, i) => (g !== shown[i] ? [i] : []))
                : [...grid.glyph.keys()];
            expect(changed).toEqual(want);
            shown = grid.glyph.slice();
          }
        },
      ),
    );
  });
});

describe('markup', () => {
  it('parses colour changes and leaves other % signs as text', () => {
    expect(parseMarkup('a%c{red}b%b{}c 100%')).toEqual([
      { type: 'text', text: 'a' },
      { type: 'fg', color: 'red' },
      { type: 'text', text: 'b' },
      { type: 'bg', color: '' },
      { type: 'text', text: 'c 100%' },
    ]);
  });

  it('markup never shows in the laid-out text: same lines as the plain text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('ab', 'c', ' ', '\n', '%c{red}', '%b{#123}', '%c{}', 'longword'), {
          maxLength: 20,
        }),
        fc.integer({ min: 1, max: 12 }),
        (parts, width) => {
          const marked = parts.join('');
          const plain = parts.filter((p) => !p.startsWith('%')).join('');
          expect(
            markupLines(marked, width).map((l) => String.fromCodePoint(...l.map((c) => c.code))),
          ).toEqual(wrapText(plain, width));
        },
      ),
    );
  });
});

/** A plain reference of greedy word wrap: words joined by single spaces, cut when longer than a line. */
function referenceWrap(text: string, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(' ').filter((w) => w !== '');
    let line = '';
    for (let word of words) {
      while (word.length > width) {
        if (line !== '') {
          out.push(line);
          line = '';
        }
        out.push(word.slice(0, width));
        word = word.slice(width);
      }
      if (word === '') continue;
      if (line === '') line = word;
      else if (line.length + 1 + word.length <= width) line += ` ${word}`;
      else {
        out.push(line);
        line = word;
      }
    }
    out.push(line);
  }
  return out;
}

describe('wrapText', () => {
  it('matches a plain greedy word wrap on single-spaced text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,9}$/), { maxLength: 15 }),
        fc.integer({ min: 1, max: 14 }),
        fc.boolean(),
        (words, width, newline) => {
          const text =
            newline && words.length > 2
              ? `${words.slice(0, 2).join(' ')}\n${words.slice(2).join(' ')}`
              : words.join(' ');
          expect(wrapText(text, width)).toEqual(referenceWrap(text, width));
        },
      ),
    );
  });

  it('never makes a line longer than the width, and keeps every letter in order', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n') }),
        fc.integer({ min: 1, max: 10 }),
        (text, width) => {
          const lines = wrapText(text, width);
          for (const line of lines) expect(line.length).toBeLessThanOrEqual(width);
          expect(lines.join('').replace(/ /g, '')).toBe(text.replace(/[ \n]/g, ''));
        },
      ),
    );
  });

  it('rejects a width below 1', () => {
    expect(() => wrapText('abc', 0)).toThrow(/at least 1/);
  });
});
