import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createFrame, rgb } from './frame.js';
import { dialogRect, drawDialog, MENU_DIM } from './dialog.js';
import type { DialogContent } from './dialog.js';
import { frameText } from './draw.js';

const content: DialogContent = {
  title: 'Paused',
  lines: [{ text: 'The station creaks around you.' }],
  items: [
    { hotkey: 'r', label: 'Resume' },
    { hotkey: 'q', label: 'Quit' },
  ],
  selected: 0,
  footer: 'Escape closes',
};

function colourful(w: number, h: number, seed: number) {
  const f = createFrame(w, h);
  for (let i = 0; i < w * h; i++) {
    f.glyph[i] = 33 + ((i * 7 + seed) % 90);
    f.fg[i] = rgb((i * 37 + seed) & 255, (i * 91) & 255, (i * 13 + seed * 5) & 255);
    f.bg[i] = rgb((i * 3) & 255, (i * 11 + seed) & 255, (i * 29) & 255);
  }
  return f;
}

const within1 = (got: number, want: number): void => {
  for (const shift of [16, 8, 0])
    expect(Math.abs(((got >>> shift) & 255) - ((want >>> shift) & 255))).toBeLessThanOrEqual(1);
};

describe('drawDialog', () => {
  it('M2: every cell outside the box is the original colour × 63/255 (±1) with its glyph kept', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 100 }),
        fc.integer({ min: 12, max: 40 }),
        fc.nat(1000),
        (w, h, seed) => {
          const before = colourful(w, h, seed);
          const after = colourful(w, h, seed);
          const box = drawDialog(after, content);
          for (let y = 0; y < h; y++) {
            for (let x = 0; x < w; x++) {
              if (x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height) continue;
              const i = y * w + x;
              expect(after.glyph[i]).toBe(before.glyph[i]);
              for (const [a, b] of [
                [after.fg[i], before.fg[i]],
                [after.bg[i], before.bg[i]],
              ]) {
                within1(
                  a,
                  rgb(
                    (((b >>> 16) & 255) * MENU_DIM) / 255,
                    (((b >>> 8) & 255) * MENU_DIM) / 255,
                    ((b & 255) * MENU_DIM) / 255,
                  ),
                );
              }
            }
          }
        },
      ),
      { numRuns: 12 },
    );
  });

  it('M3: the box is centred, margins differing by at most one, for any frame and content size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 200 }),
        fc.integer({ min: 5, max: 80 }),
        fc.array(fc.string({ maxLength: 90 }), { maxLength: 40 }),
        (w, h, lines) => {
          const r = dialogRect(w, h, { title: 'T', lines: lines.map((text) => ({ text })) });
          expect(r.width).toBeLessThanOrEqual(w);
          expect(r.height).toBeLessThanOrEqual(h);
          expect(Math.abs(r.x - (w - r.x - r.width))).toBeLessThanOrEqual(1);
          expect(Math.abs(r.y - (h - r.y - r.height))).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('shows the title, the text, hotkeyed items and the footer inside a border', () => {
    const f = createFrame(50, 14);
    const box = drawDialog(f, content);
    const text = frameText(f);
    expect(text).toContain('Paused');
    expect(text).toContain('The station creaks around you.');
    expect(text).toContain('(r) Resume');
    expect(text).toContain('(q) Quit');
    expect(text).toContain('Escape closes');
    expect(String.fromCodePoint(f.glyph[box.y * 50 + box.x])).toBe('┌');
    expect(String.fromCodePoint(f.glyph[(box.y + box.height - 1) * 50 + box.x + box.width - 1])).toBe('┘');
  });
});
