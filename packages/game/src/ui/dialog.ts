import type { Frame, Rgb } from './frame.js';
import { dim } from './frame.js';
import type { Rect } from './draw.js';
import { drawBorder, fillRect, putText, textWidth } from './draw.js';
import { ACCENT, BOX_BG, BOX_BORDER, DISABLED, HOTKEY, SELECTED_BG, TEXT, TEXT_DIM } from './palette.js';

/** How much of the game's brightness shows behind a menu: every channel × 63/255 (chargrid's dim). */
export const MENU_DIM = 63;

/** One line of dialog text. */
export interface DialogLine {
  readonly text: string;
  readonly fg?: Rgb;
  readonly centre?: boolean;
}

/** One selectable row of a dialog. */
export interface DialogItem {
  readonly hotkey: string;
  readonly label: string;
  /** Shown right-aligned after the label (an option's value, an item's ammo). */
  readonly detail?: string;
  readonly disabled?: boolean;
}

/** Everything a dialog box shows, top to bottom: title, body lines, items, footer. */
export interface DialogContent {
  readonly title?: string;
  readonly lines: readonly DialogLine[];
  readonly items?: readonly DialogItem[];
  readonly selected?: number;
  readonly footer?: string;
  /** Lowest inner width in cells (the box grows to fit its content, up to the frame). */
  readonly minWidth?: number;
}

/** Multiplies every cell's colours by n/255 (the dimmed game behind a menu). */
export function dimFrame(frame: Frame, n: number = MENU_DIM): void {
  for (let i = 0; i < frame.glyph.length; i++) {
    frame.fg[i] = dim(frame.fg[i], n);
    frame.bg[i] = dim(frame.bg[i], n);
  }
}

/** Text of an item row: "(n) New game", padded so the detail sits at the right edge. */
export function itemText(item: DialogItem, innerWidth: number): string {
  const left = `(${item.hotkey}) ${item.label}`;
  if (item.detail === undefined) return left;
  const gap = Math.max(1, innerWidth - 2 - textWidth(left) - textWidth(item.detail));
  return left + ' '.repeat(gap) + item.detail;
}

/** A box as plain text, for a page beside the canvas: title, body, items (the selected one said so), footer. */
export function dialogText(c: DialogContent): string[] {
  const text: string[] = [];
  if (c.title !== undefined) text.push(c.title);
  for (const l of c.lines) if (l.text.trim() !== '') text.push(l.text.trim());
  (c.items ?? []).forEach((item, i) =>
    text.push(itemText(item, 0) + (i === c.selected ? ' (selected)' : '')),
  );
  if (c.footer !== undefined) text.push(c.footer);
  return text;
}

/** Rows of body text that fit in a box on a frame `height` rows high, next to its title, items and footer. */
export function bodyRowsAvailable(height: number, content: Omit<DialogContent, 'lines'>): number {
  return Math.max(1, height - 2 - chromeRows(content, true));
}

function chromeRows(c: Omit<DialogContent, 'lines'>, hasLines: boolean): number {
  const items = c.items?.length ?? 0;
  const itemRows = items > 0 ? items + (hasLines ? 1 : 0) : 0;
  return (c.title !== undefined ? 2 : 0) + itemRows + (c.footer !== undefined ? 2 : 0);
}

/** The box a dialog occupies on a frame: sized to its content, centred (margins differ by at most one). */
export function dialogRect(frameWidth: number, frameHeight: number, c: DialogContent): Rect {
  let inner = c.minWidth ?? 0;
  inner = Math.max(inner, textWidth(c.title ?? '') + 4);
  for (const l of c.lines) inner = Math.max(inner, textWidth(l.text) + 2);
  for (const it of c.items ?? []) inner = Math.max(inner, textWidth(itemText(it, 0)) + 2);
  inner = Math.max(inner, textWidth(c.footer ?? '') + 2);
  const width = Math.min(frameWidth, inner + 2);
  const rows = c.lines.length + chromeRows(c, c.lines.length > 0);
  const height = Math.min(frameHeight, rows + 2);
  return {
    x: Math.floor((frameWidth - width) / 2),
    y: Math.floor((frameHeight - height) / 2),
    width,
    height,
  };
}

/**
 * Dims the whole frame to MENU_DIM/255 and draws the dialog in a bordered box centred over it.
 * Returns the box. Content that does not fit is cut off (callers page long text).
 */
export function drawDialog(frame: Frame, c: DialogContent): Rect {
  dimFrame(frame);
  const box = dialogRect(frame.width, frame.height, c);
  fillRect(frame, box, 32, TEXT, BOX_BG);
  drawBorder(frame, box, BOX_BORDER, BOX_BG);
  const innerW = box.width - 2;
  const left = box.x + 2;
  const textW = Math.max(0, innerW - 2);
  const bottom = box.y + box.height - 1;
  let y = box.y + 1;
  const line = (text: string, fg: Rgb, centre = false, bg = BOX_BG): void => {
    if (y >= bottom) return;
    const x = centre ? box.x + 1 + Math.max(0, Math.floor((innerW - textWidth(text)) / 2)) : left;
    putText(frame, x, y, text, fg, bg, centre ? innerW : textW);
    y++;
  };
  if (c.title !== undefined) {
    line(c.title, ACCENT, true);
    y++;
  }
  for (const l of c.lines) line(l.text, l.fg ?? TEXT, l.centre ?? false);
  const items = c.items ?? [];
  if (items.length > 0) {
    if (c.lines.length > 0) y++;
    items.forEach((it, i) => {
      if (y >= bottom) return;
      const selected = i === c.selected;
      const bg = selected ? SELECTED_BG : BOX_BG;
      if (selected) fillRect(frame, { x: box.x + 1, y, width: innerW, height: 1 }, 32, TEXT, bg);
      const fg = it.disabled === true ? DISABLED : selected ? 0xffffff : TEXT;
      putText(frame, left, y, itemText(it, innerW), fg, bg, textW);
      if (it.disabled !== true) putText(frame, left + 1, y, it.hotkey, HOTKEY, bg, 1);
      y++;
    });
  }
  if (c.footer !== undefined) {
    y = Math.max(y + 1, bottom - 1);
    if (y < bottom)
      putText(
        frame,
        box.x + 1 + Math.max(0, Math.floor((innerW - textWidth(c.footer)) / 2)),
        y,
        c.footer,
        TEXT_DIM,
        BOX_BG,
        innerW,
      );
  }
  return box;
}
