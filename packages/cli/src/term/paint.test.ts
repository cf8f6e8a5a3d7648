import fc from 'fast-check';
import { createFrame, type ColourMode, type Frame } from '@hullbreach/game';
import { describe, expect, it } from 'vitest';
import { TerminalPainter, encodePair, plainStyle, printable, shownColor } from '@hullbreach/display/terminal';
import { sgrParamsIn, VirtualScreen } from './virtual-screen.js';

const W = 7;
const H = 4;
const GLYPHS = [0x20, 0x23, 0x2e, 0x40, 0x263a, 0x2588];
const COLOURS = [0x000000, 0xffffff, 0xff0000, 0x123456, 0x00ff80, 0x444444, 0xcdcd00];

const frameArb = fc
  .array(fc.tuple(fc.constantFrom(...GLYPHS), fc.constantFrom(...COLOURS), fc.constantFrom(...COLOURS)), {
    minLength: W * H,
    maxLength: W * H,
  })
  .map((cells) => {
    const f = createFrame(W, H);
    cells.forEach(([g, fg, bg], i) => {
      f.glyph[i] = g;
      f.fg[i] = fg;
      f.bg[i] = bg;
    });
    return f;
  });

/** A frame equal to `base` except for a few cells, so diffs are sparse like real ones. */
const nearbyArb = (base: Frame): fc.Arbitrary<Frame> =>
  fc
    .array(fc.tuple(fc.nat(W * H - 1), fc.constantFrom(...GLYPHS), fc.constantFrom(...COLOURS)), {
      maxLength: 6,
    })
    .map((changes) => {
      const f = { ...base, glyph: base.glyph.slice(), fg: base.fg.slice(), bg: base.bg.slice() };
      for (const [i, g, c] of changes) {
        f.glyph[i] = g;
        f.fg[i] = c;
      }
      return f;
    });

function expectShows(screen: VirtualScreen, frame: Frame, mode: ColourMode): void {
  for (let i = 0; i < frame.width * frame.height; i++) {
    expect(screen.cells[i].ch).toBe(printable(frame.glyph[i]));
    const pair = encodePair(mode, frame.fg[i], frame.bg[i]);
    expect(screen.cells[i].fg).toBe(shownColor(pair.fg));
    expect(screen.cells[i].bg).toBe(shownColor(pair.bg));
    expect(screen.cells[i].dim).toBe(pair.fg.kind === 'index' && pair.fg.faint === true);
  }
}

/** Rec. 709 luma of a colour, rounded (the plain styles' brightness measure, written out again). */
function luma(rgb: number): number {
  return Math.round(0.2126 * ((rgb >>> 16) & 255) + 0.7152 * ((rgb >>> 8) & 255) + 0.0722 * (rgb & 255));
}

describe('TerminalPainter', () => {
  it('painting B after A leaves exactly B on screen, in every colour mode', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ColourMode>('truecolor', '256', '16', 'grey'),
        frameArb.chain((a) => fc.tuple(fc.constant(a), fc.oneof(frameArb, nearbyArb(a)))),
        (mode, [a, b]) => {
          const screen = new VirtualScreen(W, H);
          const painter = new TerminalPainter(mode);
          screen.write(painter.paint(a));
          expectShows(screen, a, mode);
          screen.write(painter.paint(b));
          expectShows(screen, b, mode);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('sends nothing when the frame did not change', () => {
    const painter = new TerminalPainter('truecolor');
    const f = createFrame(5, 2);
    painter.paint(f);
    expect(painter.paint({ ...f, glyph: f.glyph.slice() })).toBe('');
  });

  it('sends only the changed cell, with one cursor move and no colour when colours are unchanged', () => {
    const painter = new TerminalPainter('truecolor');
    const a = createFrame(10, 3);
    painter.paint(a);
    const b = { ...a, glyph: a.glyph.slice() };
    b.glyph[1 * 10 + 4] = 0x40;
    // Colours are sent once per paint, as the pen state before it is unknown.
    expect(painter.paint(b)).toBe('\x1b[2;5H\x1b[38;2;192;192;192;48;2;0;0;0m@');
  });

  it('moves the cursor only across unchanged cells and changes only the colour that differs', () => {
    const painter = new TerminalPainter('truecolor');
    const a = createFrame(10, 1);
    painter.paint(a);
    const b = { ...a, glyph: a.glyph.slice(), fg: a.fg.slice() };
    b.glyph[0] = 0x41;
    b.glyph[1] = 0x42;
    b.fg[1] = 0xff0000;
    b.glyph[5] = 0x43;
    expect(painter.paint(b)).toBe(
      '\x1b[1;1H\x1b[38;2;192;192;192;48;2;0;0;0mA\x1b[38;2;255;0;0mB\x1b[1;6H\x1b[38;2;192;192;192mC',
    );
  });

  it('repaints everything after invalidate, a size change or a mode change', () => {
    const painter = new TerminalPainter('truecolor');
    const f = createFrame(3, 2);
    painter.paint(f);
    painter.invalidate();
    expect(painter.paint(f)).not.toBe('');
    expect(painter.paint(createFrame(4, 2))).not.toBe('');
    painter.setMode('16');
    const screen = new VirtualScreen(4, 2);
    screen.write(painter.paint(createFrame(4, 2)));
    expectShows(screen, createFrame(4, 2), '16');
  });

  it('plain (NO_COLOR): B after A shows B with dim and reverse video only, and sends no colour', () => {
    fc.assert(
      fc.property(
        frameArb.chain((a) => fc.tuple(fc.constant(a), fc.oneof(frameArb, nearbyArb(a)))),
        ([a, b]) => {
          const screen = new VirtualScreen(W, H);
          const painter = new TerminalPainter('truecolor', true);
          for (const frame of [a, b]) {
            const sent = painter.paint(frame);
            expect(sgrParamsIn(sent).every((sgr) => ['0', '0;2', '0;7'].includes(sgr))).toBe(true);
            screen.write(sent);
            for (let i = 0; i < W * H; i++) {
              const cell = screen.cells[i];
              expect(cell.ch).toBe(printable(frame.glyph[i]));
              expect([cell.fg, cell.bg]).toEqual([-1, -1]);
              expect(cell.reverse).toBe(luma(frame.bg[i]) >= 64);
              expect(cell.dim).toBe(luma(frame.bg[i]) < 64 && luma(frame.fg[i]) < 96);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('plain styles: reverse for a lit background, dim for dark text', () => {
    expect(plainStyle(0xd8d8d8, 0x2f4f80)).toBe(2); // a selected menu item
    expect(plainStyle(0x3d3d3d, 0x000000)).toBe(1); // a remembered wall
    expect(plainStyle(0xb8a27a, 0x1a1610)).toBe(0); // a floor in view
  });

  it('back from plain mode, repaints everything in colour and clears the attributes', () => {
    const painter = new TerminalPainter('16', true);
    const f = createFrame(3, 1);
    f.bg.fill(0xffffff);
    const screen = new VirtualScreen(3, 1);
    screen.write(painter.paint(f));
    expect(screen.cells.every((c) => c.reverse)).toBe(true);
    painter.setPlain(false);
    expect(painter.plain).toBe(false);
    screen.write(painter.paint(f));
    expectShows(screen, f, '16');
    expect(screen.cells.some((c) => c.reverse || c.dim)).toBe(false);
  });

  it('never prints control characters from glyphs', () => {
    expect(printable(0x1b)).toBe(' ');
    expect(printable(0x07)).toBe(' ');
    expect(printable(0x9b)).toBe(' ');
    expect(printable(0xd800)).toBe(' ');
    expect(printable(0x41)).toBe('A');
  });
});
