import type { Frame, Rgb } from './frame.js';

/** A rectangle of frame cells. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Sets one cell when it lies inside the frame; `bg` undefined keeps the cell's background. */
export function putCell(frame: Frame, x: number, y: number, glyph: number, fg: Rgb, bg?: Rgb): void {
  if (x < 0 || y < 0 || x >= frame.width || y >= frame.height) return;
  const i = y * frame.width + x;
  frame.glyph[i] = glyph;
  frame.fg[i] = fg;
  if (bg !== undefined) frame.bg[i] = bg;
}

/** Writes text from (x, y) rightwards, clipped to the frame and to `maxWidth` cells; returns the cells written. */
export function putText(
  frame: Frame,
  x: number,
  y: number,
  text: string,
  fg: Rgb,
  bg?: Rgb,
  maxWidth = Infinity,
): number {
  let n = 0;
  for (const ch of text) {
    if (n >= maxWidth) break;
    putCell(frame, x + n, y, ch.codePointAt(0) ?? 32, fg, bg);
    n++;
  }
  return n;
}

/** Fills a rectangle (clipped to the frame) with one glyph and colours. */
export function fillRect(frame: Frame, rect: Rect, glyph: number, fg: Rgb, bg: Rgb): void {
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    for (let x = rect.x; x < rect.x + rect.width; x++) putCell(frame, x, y, glyph, fg, bg);
  }
}

/** Draws a single-line box border around the edge of `rect` (its inside is left alone). */
export function drawBorder(frame: Frame, rect: Rect, fg: Rgb, bg: Rgb): void {
  const { x, y, width: w, height: h } = rect;
  if (w < 2 || h < 2) return;
  const right = x + w - 1;
  const bottom = y + h - 1;
  for (let i = x + 1; i < right; i++) {
    putCell(frame, i, y, 0x2500, fg, bg);
    putCell(frame, i, bottom, 0x2500, fg, bg);
  }
  for (let j = y + 1; j < bottom; j++) {
    putCell(frame, x, j, 0x2502, fg, bg);
    putCell(frame, right, j, 0x2502, fg, bg);
  }
  putCell(frame, x, y, 0x250c, fg, bg);
  putCell(frame, right, y, 0x2510, fg, bg);
  putCell(frame, x, bottom, 0x2514, fg, bg);
  putCell(frame, right, bottom, 0x2518, fg, bg);
}

/** Number of cells a string occupies (one per code point). */
export function textWidth(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** The glyphs of one frame row as a string (for tests and golden snapshots). */
export function rowText(frame: Frame, y: number): string {
  let s = '';
  for (let x = 0; x < frame.width; x++) s += String.fromCodePoint(frame.glyph[y * frame.width + x]);
  return s;
}

/** All glyphs of a frame, rows joined by '\n'. */
export function frameText(frame: Frame): string {
  const rows: string[] = [];
  for (let y = 0; y < frame.height; y++) rows.push(rowText(frame, y));
  return rows.join('\n');
}
