import type { Key } from './keys.js';

/** Every playing-screen action a key can be bound to (movement stays on the direction keys). */
export type BindableAction =
  | 'explore'
  | 'wait'
  | 'close'
  | 'pickup'
  | 'inventory'
  | 'fire'
  | 'reload'
  | 'examine'
  | 'look'
  | 'descend'
  | 'help'
  | 'history'
  | 'character'
  | 'abilities'
  | 'pause';

/** The keys bound to each action (one or more each, never shared between two actions). */
export type KeyMap = Readonly<Record<BindableAction, readonly Key[]>>;

/** The actions in the order help lists them, each with what it does (the help screen's wording). */
export const BINDABLE_ACTIONS: readonly { readonly action: BindableAction; readonly does: string }[] = [
  {
    action: 'explore',
    does: 'explore: walk to the nearest unexplored place, opening doors (never one holding vacuum back, never into vacuum or fire unless you stand in it), until something needs you (any key stops)',
  },
  { action: 'wait', does: 'wait a turn' },
  { action: 'close', does: 'close the open door next to you (asks which way when there are several)' },
  { action: 'pickup', does: 'pick up what lies here' },
  { action: 'inventory', does: 'inventory: pick a letter, then use, wield or drop' },
  { action: 'fire', does: 'aim the wielded gun at the nearest enemy (none in view: at a pile of bones)' },
  { action: 'reload', does: 'reload from your spare rounds' },
  { action: 'examine', does: 'examine: move a cursor over anything you have seen' },
  {
    action: 'look',
    does: 'look: the room you are in and its ways out, then everything you know of with its distance and direction',
  },
  {
    action: 'descend',
    does: 'on the stairs: go down (no way back up); elsewhere: walk to the nearest stairs you know (on floor 5, the console)',
  },
  { action: 'history', does: 'the whole message history' },
  { action: 'character', does: 'your character: level-ups to spend, stats, gear worn, devices to use' },
  { action: 'abilities', does: 'use a carried device (blink pack, stun pulser, patch kit) for energy' },
  { action: 'help', does: 'this help' },
  { action: 'pause', does: 'pause: options, help, new game, quit' },
];

/** The keys every action has unless keys.json says otherwise. */
export const DEFAULT_KEYS: KeyMap = {
  explore: ['o'],
  wait: ['.', '5', 'begin'],
  close: ['c'],
  pickup: ['g'],
  inventory: ['i'],
  fire: ['f'],
  reload: ['r'],
  examine: ['x'],
  look: ['v'],
  descend: ['>'],
  help: ['?'],
  history: ['m'],
  character: ['@'],
  abilities: ['a'],
  pause: ['escape'],
};

/** Named keys a config may use besides single characters (case does not matter). */
const NAMED_KEYS: readonly Key[] = [
  'enter',
  'escape',
  'tab',
  'backtab',
  'backspace',
  'delete',
  'space',
  'begin',
];

/** Keys that always move (arrows, numpad) and so cannot be bound; vi-keys can, and then stop moving. */
const MOVEMENT_KEYS: readonly Key[] = [
  'up',
  'down',
  'left',
  'right',
  'home',
  'end',
  'pageup',
  'pagedown',
  '1',
  '2',
  '3',
  '4',
  '6',
  '7',
  '8',
  '9',
];

const LABELS: Readonly<Record<string, string>> = {
  enter: 'Enter',
  escape: 'Escape',
  tab: 'Tab',
  backtab: 'Shift-Tab',
  backspace: 'Backspace',
  delete: 'Delete',
  space: 'Space',
  begin: 'numpad 5',
};

/** How a key is written for the player: the character itself, or its name ("Escape", "Space"). */
export function keyLabel(key: Key): string {
  return LABELS[key] ?? key;
}

/** The keys of an action for help and hints: ". or 5 or numpad 5". */
export function keysLabel(keys: readonly Key[]): string {
  return keys.map(keyLabel).join(' or ');
}

/** The action a key is bound to in a key map, if any. */
export function actionOfKey(map: KeyMap, key: Key): BindableAction | undefined {
  for (const { action } of BINDABLE_ACTIONS) if (map[action].includes(key)) return action;
  return undefined;
}

/** The key map read from a config, and what was wrong with it (one sentence per problem). */
export interface KeyMapResult {
  readonly keys: KeyMap;
  readonly problems: readonly string[];
}

const isAction = (name: string): name is BindableAction =>
  BINDABLE_ACTIONS.some(({ action }) => action === name);

/** One config value as a key, or the reason it is not one. */
function readKey(action: string, value: unknown): { key: Key } | { problem: string } {
  if (typeof value !== 'string')
    return { problem: `the key for "${action}" must be a string, got ${JSON.stringify(value)}` };
  if ([...value].length === 1) {
    if (value === ' ') return { key: 'space' };
    if ((value.codePointAt(0) ?? 0) < 32 || value === '\x7f')
      return { problem: `the key for "${action}" is a control character` };
    return MOVEMENT_KEYS.includes(value)
      ? { problem: `"${value}" (for "${action}") is a numpad direction key and always moves` }
      : { key: value };
  }
  const named = value.toLowerCase();
  if (NAMED_KEYS.includes(named)) return { key: named };
  if (MOVEMENT_KEYS.includes(named))
    return { problem: `"${value}" (for "${action}") is a direction key and always moves` };
  return {
    problem: `"${value}" (for "${action}") is not a key: use one character or one of ${NAMED_KEYS.join(', ')}`,
  };
}

/**
 * Reads a keys config (the parsed JSON of keys.json: an object from action name to a key or a list
 * of keys). Every bad entry is named in `problems` and that action keeps its default keys; an entry
 * that would share a key with another action is refused the same way. Never throws.
 */
export function parseKeyMap(config: unknown): KeyMapResult {
  const problems: string[] = [];
  const known = BINDABLE_ACTIONS.map(({ action }) => action).join(', ');
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    problems.push(`it must be one JSON object like {"explore": "o", "fire": "f"}; the default keys are used`);
    return { keys: DEFAULT_KEYS, problems };
  }
  const keys: Record<BindableAction, readonly Key[]> = { ...DEFAULT_KEYS };
  const chosen: BindableAction[] = [];
  for (const [name, value] of Object.entries(config as Record<string, unknown>)) {
    if (!isAction(name)) {
      problems.push(`"${name}" is not an action (the actions are ${known})`);
      continue;
    }
    const list = Array.isArray(value) ? (value as unknown[]) : [value];
    if (list.length === 0) {
      problems.push(`"${name}" has no key; it keeps ${keysLabel(DEFAULT_KEYS[name])}`);
      continue;
    }
    const read = list.map((v) => readKey(name, v));
    const bad = read.find((r) => 'problem' in r);
    if (bad !== undefined && 'problem' in bad) {
      problems.push(`${bad.problem}; it keeps ${keysLabel(DEFAULT_KEYS[name])}`);
      continue;
    }
    keys[name] = [...new Set(read.flatMap((r) => ('key' in r ? [r.key] : [])))];
    chosen.push(name);
  }
  // A key may do one thing only: undo chosen bindings (latest first) until no key is shared.
  for (;;) {
    const clash = findClash(keys);
    if (clash === undefined) break;
    const [a, b, key] = clash;
    const undo = chosen.lastIndexOf(b) >= 0 && chosen.lastIndexOf(b) > chosen.lastIndexOf(a) ? b : a;
    const other = undo === a ? b : a;
    problems.push(
      `"${keyLabel(key)}" cannot be both "${undo}" and "${other}"; "${undo}" keeps ${keysLabel(DEFAULT_KEYS[undo])}`,
    );
    keys[undo] = DEFAULT_KEYS[undo];
    chosen.splice(chosen.indexOf(undo), 1);
  }
  return { keys, problems };
}

/** Two actions sharing a key, and the key, or undefined when every key does one thing. */
function findClash(keys: KeyMap): [BindableAction, BindableAction, Key] | undefined {
  const owner = new Map<Key, BindableAction>();
  for (const { action } of BINDABLE_ACTIONS) {
    for (const key of keys[action]) {
      const first = owner.get(key);
      if (first !== undefined && first !== action) return [first, action, key];
      owner.set(key, action);
    }
  }
  return undefined;
}
