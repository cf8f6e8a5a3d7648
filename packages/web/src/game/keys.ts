import type { Key } from '@hullbreach/game';

/** DOM key names that are a game key of another name. */
const NAMED: Readonly<Record<string, Key>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  Home: 'home',
  End: 'end',
  PageUp: 'pageup',
  PageDown: 'pagedown',
  Enter: 'enter',
  Escape: 'escape',
  Tab: 'tab',
  Backspace: 'backspace',
  Delete: 'delete',
  ' ': 'space',
  // Keypad 5 with Num Lock off.
  Clear: 'begin',
  // Old names some browsers still send.
  Up: 'up',
  Down: 'down',
  Left: 'left',
  Right: 'right',
  Esc: 'escape',
  Spacebar: 'space',
};

/** The parts of a KeyboardEvent that decide the key. */
export interface KeyEventLike {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
}

/**
 * The game's name for a key press, as the terminal front end decodes the same key from its bytes;
 * undefined for keys the game does not know and for shortcuts with Ctrl, Alt or Meta, which stay
 * the browser's.
 */
export function gameKey(e: KeyEventLike): Key | undefined {
  if (e.ctrlKey || e.altKey || e.metaKey) return undefined;
  if (e.key === 'Tab' && e.shiftKey) return 'backtab';
  const named = NAMED[e.key];
  if (named !== undefined) return named;
  // One printable character (a letter, digit or symbol, in any script).
  if ([...e.key].length === 1 && e.key >= ' ') return e.key;
  return undefined;
}
