/**
 * M2 (techniques.md 1.9) with the factor written out: outside a menu every cell keeps its glyph and
 * its colour times 63/255, whatever the dialog module's own constant says.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawDialog, type DialogContent } from './dialog.js';
import { createFrame, rgb } from './frame.js';

const content: DialogContent = { title: 'Paused', lines: [{ text: 'x' }], items: [], selected: 0 };

describe('M2 with the factor written out', () => {
  it('every cell outside the box is its colour × 63/255 (±1 per channel)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 100 }),
        fc.integer({ min: 12, max: 40 }),
        fc.integer({ min: 0, max: 0xffffff }),
        fc.integer({ min: 0, max: 0xffffff }),
        (w, h, fg, bg) => {
          const f = createFrame(w, h);
          f.fg.fill(fg);
          f.bg.fill(bg);
          const box = drawDialog(f, content);
          const dimmed = (c: number): number =>
            rgb((((c >>> 16) & 255) * 63) / 255, (((c >>> 8) & 255) * 63) / 255, ((c & 255) * 63) / 255);
          const near = (got: number, want: number): boolean =>
            [16, 8, 0].every((s) => Math.abs(((got >>> s) & 255) - ((want >>> s) & 255)) <= 1);
          for (let y = 0; y < h; y++)
            for (let x = 0; x < w; x++) {
              if (x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height) continue;
              expect(near(f.fg[y * w + x], dimmed(fg))).toBe(true);
              expect(near(f.bg[y * w + x], dimmed(bg))).toBe(true);
            }
        },
      ),
      { numRuns: 50 },
    );
  });
});
