import type { Command, Step } from '../core/api.js';
import type { Key } from './keys.js';
import { actionOfKey, DEFAULT_KEYS, type KeyMap } from './key-map.js';

/** Direction keys: arrows, numpad (Num Lock on as digits, off as navigation keys) and vi-keys. */
const DIRECTIONS: Readonly<Record<string, Step>> = {
  up: { dx: 0, dy: -1 },
  down: { dx: 0, dy: 1 },
  left: { dx: -1, dy: 0 },
  right: { dx: 1, dy: 0 },
  home: { dx: -1, dy: -1 },
  pageup: { dx: 1, dy: -1 },
  end: { dx: -1, dy: 1 },
  pagedown: { dx: 1, dy: 1 },
  '8': { dx: 0, dy: -1 },
  '2': { dx: 0, dy: 1 },
  '4': { dx: -1, dy: 0 },
  '6': { dx: 1, dy: 0 },
  '7': { dx: -1, dy: -1 },
  '9': { dx: 1, dy: -1 },
  '1': { dx: -1, dy: 1 },
  '3': { dx: 1, dy: 1 },
  k: { dx: 0, dy: -1 },
  j: { dx: 0, dy: 1 },
  h: { dx: -1, dy: 0 },
  l: { dx: 1, dy: 0 },
  y: { dx: -1, dy: -1 },
  u: { dx: 1, dy: -1 },
  b: { dx: -1, dy: 1 },
  n: { dx: 1, dy: 1 },
};

/** Which keys move: everything (arrows, numpad, vi-keys) or arrows and numpad only. */
export type KeyScheme = 'all' | 'no-vi';

/** Every key scheme, in the order the options menu cycles through them. */
export const KEY_SCHEMES: readonly KeyScheme[] = ['all', 'no-vi'];

const VI_KEYS = new Set(['h', 'j', 'k', 'l', 'y', 'u', 'b', 'n']);

/** The step a direction key means under a key scheme, or undefined for any other key. */
export function directionOf(key: Key, scheme: KeyScheme = 'all'): Step | undefined {
  if (scheme === 'no-vi' && VI_KEYS.has(key)) return undefined;
  return Object.prototype.hasOwnProperty.call(DIRECTIONS, key) ? DIRECTIONS[key] : undefined;
}

/** What a key asks for while playing: a command for the core, or a screen or mode of the UI. */
export type PlayAction =
  | { readonly kind: 'command'; readonly command: Command }
  | { readonly kind: 'explore' }
  | { readonly kind: 'descend' }
  | { readonly kind: 'close' }
  | { readonly kind: 'inventory' }
  | { readonly kind: 'fire' }
  | { readonly kind: 'examine' }
  | { readonly kind: 'look' }
  | { readonly kind: 'help' }
  | { readonly kind: 'history' }
  | { readonly kind: 'character' }
  | { readonly kind: 'abilities' }
  | { readonly kind: 'pause' };

/**
 * Maps a key pressed on the playing screen to what it asks for (undefined: the key does nothing).
 * Bound keys come first, so a vi-key bound to an action no longer moves.
 */
export function playAction(
  key: Key,
  scheme: KeyScheme = 'all',
  keys: KeyMap = DEFAULT_KEYS,
): PlayAction | undefined {
  const action = actionOfKey(keys, key);
  switch (action) {
    case undefined: {
      const step = directionOf(key, scheme);
      return step === undefined
        ? undefined
        : { kind: 'command', command: { kind: 'move', dx: step.dx, dy: step.dy } };
    }
    case 'wait':
    case 'pickup':
    case 'reload':
      return { kind: 'command', command: { kind: action } };
    default:
      return { kind: action };
  }
}
