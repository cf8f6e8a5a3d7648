import type { Command, Step } from '../core/api.js';
import type { Key } from './keys.js';

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
  | { readonly kind: 'close' }
  | { readonly kind: 'inventory' }
  | { readonly kind: 'fire' }
  | { readonly kind: 'examine' }
  | { readonly kind: 'help' }
  | { readonly kind: 'history' }
  | { readonly kind: 'pause' };

/** Every key the playing screen knows, for the help screen (the direction keys aside). */
export const ACTION_KEYS: readonly (readonly [Key, PlayAction['kind'] | Command['kind']])[] = [
  ['.', 'wait'],
  ['5', 'wait'],
  ['begin', 'wait'],
  ['c', 'close'],
  ['g', 'pickup'],
  ['i', 'inventory'],
  ['f', 'fire'],
  ['r', 'reload'],
  ['x', 'examine'],
  ['>', 'descend'],
  ['?', 'help'],
  ['m', 'history'],
  ['escape', 'pause'],
];

/** Maps a key pressed on the playing screen to what it asks for (undefined: the key does nothing). */
export function playAction(key: Key, scheme: KeyScheme = 'all'): PlayAction | undefined {
  const step = directionOf(key, scheme);
  if (step !== undefined) return { kind: 'command', command: { kind: 'move', dx: step.dx, dy: step.dy } };
  const found = ACTION_KEYS.find(([k]) => k === key);
  if (found === undefined) return undefined;
  const what = found[1];
  switch (what) {
    case 'wait':
    case 'pickup':
    case 'reload':
    case 'descend':
      return { kind: 'command', command: { kind: what } };
    case 'close':
    case 'inventory':
    case 'fire':
    case 'examine':
    case 'help':
    case 'history':
    case 'pause':
      return { kind: what };
    default:
      return undefined;
  }
}
