import type { Step } from '../core/api.js';
import type { Key } from './keys.js';
import type { DialogContent, DialogItem, DialogLine } from './dialog.js';
import { bodyRowsAvailable } from './dialog.js';
import { createMenu, menuPress } from './menu.js';
import { directionOf } from './game-keys.js';
import { textWidth } from './draw.js';

/** A box on top of the screen: it takes every key while it is open and draws as a dialog. */
export interface Layer {
  press(key: Key): void;
  content(width: number, height: number): DialogContent;
}

/** A menu entry whose value is what choosing it does. */
export type Choice = DialogItem & { readonly value: () => void };

/** A menu box: hotkeys and Enter run an item's action, Escape runs `onCancel`. */
export function menuLayer(spec: {
  readonly title?: string;
  readonly lines?: readonly DialogLine[];
  readonly items: readonly Choice[];
  readonly footer?: string;
  readonly minWidth?: number;
  /** The item selected at first (default: the first enabled one). */
  readonly selected?: number;
  readonly onCancel: () => void;
}): Layer {
  const menu = createMenu(spec.items);
  if (spec.selected !== undefined && spec.selected >= 0 && spec.selected < spec.items.length)
    menu.selected = spec.selected;
  return {
    press(key) {
      const out = menuPress(menu, key);
      if (out.kind === 'chosen') out.value();
      else if (out.kind === 'cancel') spec.onCancel();
    },
    content: () => ({
      title: spec.title,
      lines: spec.lines ?? [],
      items: spec.items,
      selected: menu.selected,
      footer: spec.footer,
      minWidth: spec.minWidth,
    }),
  };
}

/** A long text in a box that scrolls: arrows/j/k a line, page keys a page, Home/End the ends; Escape, Enter or q closes. */
export function pagerLayer(spec: {
  readonly title: string;
  readonly lines: (width: number) => readonly DialogLine[];
  readonly atEnd?: boolean;
  readonly minWidth?: number;
  readonly onClose: () => void;
}): Layer & { readonly offset: () => number } {
  let offset = spec.atEnd === true ? Number.MAX_SAFE_INTEGER : 0;
  let page = 10;
  let maxOffset = 0;
  const clamp = (): void => {
    offset = Math.max(0, Math.min(maxOffset, offset));
  };
  return {
    offset: () => offset,
    press(key) {
      switch (key) {
        case 'escape':
        case 'enter':
        case 'q':
          spec.onClose();
          return;
        case 'up':
        case 'k':
        case '8':
          offset--;
          break;
        case 'down':
        case 'j':
        case '2':
          offset++;
          break;
        case 'pageup':
        case '9':
          offset -= page;
          break;
        case 'pagedown':
        case 'space':
        case '3':
          offset += page;
          break;
        case 'home':
        case '7':
          offset = 0;
          break;
        case 'end':
        case '1':
          offset = maxOffset;
          break;
        default:
          return;
      }
      clamp();
    },
    content(width, height) {
      const innerWidth = Math.max(10, Math.min(width - 6, Math.max(spec.minWidth ?? 0, 60)));
      const all = spec.lines(innerWidth);
      const probe = { title: spec.title, footer: 'x' };
      const rows = bodyRowsAvailable(height, probe);
      page = Math.max(1, rows - 1);
      maxOffset = Math.max(0, all.length - rows);
      clamp();
      const shown = all.slice(offset, offset + rows);
      const scrollable = all.length > rows;
      const footer = scrollable
        ? `${offset + 1}-${offset + shown.length} of ${all.length}  arrows/PgUp/PgDn scroll, Esc closes`
        : 'Escape closes';
      return { title: spec.title, lines: shown, footer, minWidth: innerWidth + 2 };
    },
  };
}

/** Longest seed the entry box takes. */
export const SEED_MAX = 24;

/** A one-line text box for a seed: printable keys type, Backspace deletes, Enter submits, Escape cancels. */
export function seedEntryLayer(spec: {
  readonly onSubmit: (text: string) => void;
  readonly onCancel: () => void;
}): Layer & {
  readonly text: () => string;
} {
  let text = '';
  return {
    text: () => text,
    press(key) {
      if (key === 'escape') spec.onCancel();
      else if (key === 'enter') spec.onSubmit(text);
      else if (key === 'backspace' || key === 'delete') text = [...text].slice(0, -1).join('');
      else if (textWidth(text) < SEED_MAX) {
        if (key === 'space') text += ' ';
        else if ([...key].length === 1 && (key.codePointAt(0) ?? 0) > 32 && key !== '\x7f') text += key;
      }
    },
    content: () => ({
      title: 'New game with a seed',
      lines: [
        { text: 'Type a number or a word. The same seed always' },
        { text: 'builds the same station.' },
        { text: '' },
        { text: `> ${text}_`.padEnd(SEED_MAX + 3), fg: 0xffffff },
      ],
      footer: 'Enter starts (empty: a random seed), Esc cancels',
    }),
  };
}

/** Asks for a direction (to close a door): a direction key answers, Escape cancels. */
export function directionLayer(spec: {
  readonly title: string;
  readonly onStep: (step: Step) => void;
  readonly onCancel: () => void;
}): Layer {
  return {
    press(key) {
      if (key === 'escape') {
        spec.onCancel();
        return;
      }
      const step = directionOf(key);
      if (step !== undefined) spec.onStep(step);
    },
    content: () => ({
      title: spec.title,
      lines: [{ text: 'Which way? (a direction key)' }],
      footer: 'Escape cancels',
    }),
  };
}
