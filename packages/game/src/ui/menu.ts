import type { Key } from './keys.js';
import type { DialogItem } from './dialog.js';

/** A menu: items with hotkeys and a selection that arrows move. */
export interface Menu<T> {
  readonly items: readonly (DialogItem & { readonly value: T })[];
  selected: number;
}

/** What a key did to a menu. */
export type MenuOutcome<T> =
  { readonly kind: 'chosen'; readonly value: T } | { readonly kind: 'cancel' } | { readonly kind: 'none' };

/** A menu with the first enabled item selected. */
export function createMenu<T>(items: readonly (DialogItem & { readonly value: T })[]): Menu<T> {
  const first = items.findIndex((i) => i.disabled !== true);
  return { items, selected: Math.max(0, first) };
}

function step<T>(menu: Menu<T>, dir: 1 | -1): void {
  const n = menu.items.length;
  for (let k = 1; k <= n; k++) {
    const i = (((menu.selected + dir * k) % n) + n) % n;
    if (menu.items[i].disabled !== true) {
      menu.selected = i;
      return;
    }
  }
}

/**
 * Handles a key: arrows (and the vi keys j/k when no item uses them as a hotkey) move the
 * selection, Enter chooses it, a hotkey chooses its item at once, Escape cancels.
 */
export function menuPress<T>(menu: Menu<T>, key: Key): MenuOutcome<T> {
  if (menu.items.length === 0) return key === 'escape' ? { kind: 'cancel' } : { kind: 'none' };
  const hot = menu.items.find((i) => i.hotkey === key && i.disabled !== true);
  if (hot !== undefined) {
    menu.selected = menu.items.indexOf(hot);
    return { kind: 'chosen', value: hot.value };
  }
  switch (key) {
    case 'escape':
      return { kind: 'cancel' };
    case 'up':
    case 'k':
    case '8':
    case 'backtab':
      step(menu, -1);
      return { kind: 'none' };
    case 'down':
    case 'j':
    case '2':
    case 'tab':
      step(menu, 1);
      return { kind: 'none' };
    case 'enter':
    case 'space': {
      const item = menu.items[menu.selected];
      return item.disabled === true ? { kind: 'none' } : { kind: 'chosen', value: item.value };
    }
    default:
      return { kind: 'none' };
  }
}
