import type { KeyName } from './names.js';

/** DOM key names that have another key name. */
const NAMED: Readonly<Record<string, KeyName>> = {
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
 * The name of a DOM key press, the one `KeyDecoder` gives for the same key from a terminal's bytes;
 * undefined for keys without a name here and for shortcuts with Ctrl, Alt or Meta, which stay
 * the browser's.
 */
export function keyName(e: KeyEventLike): KeyName | undefined {
  if (e.ctrlKey || e.altKey || e.metaKey) return undefined;
  if (e.key === 'Tab' && e.shiftKey) return 'backtab';
  const named = NAMED[e.key];
  if (named !== undefined) return named;
  // One printable character (a letter, digit or symbol, in any script).
  if ([...e.key].length === 1 && e.key >= ' ') return e.key;
  return undefined;
}
