import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  actionOfKey,
  BINDABLE_ACTIONS,
  DEFAULT_KEYS,
  keysLabel,
  parseKeyMap,
  type KeyMap,
} from './key-map.js';

/** Every key of a map with the action it belongs to; a key listed twice shows up twice. */
function owners(map: KeyMap): [string, string][] {
  return BINDABLE_ACTIONS.flatMap(({ action }) => map[action].map((k): [string, string] => [k, action]));
}

describe('key map', () => {
  it('the defaults give every action a key and no key to two actions', () => {
    const all = owners(DEFAULT_KEYS);
    expect(new Set(all.map(([k]) => k)).size).toBe(all.length);
    for (const { action } of BINDABLE_ACTIONS) expect(DEFAULT_KEYS[action].length).toBeGreaterThan(0);
    expect(actionOfKey(DEFAULT_KEYS, 'o')).toBe('explore');
    expect(actionOfKey(DEFAULT_KEYS, 'escape')).toBe('pause');
    expect(actionOfKey(DEFAULT_KEYS, 'z')).toBeUndefined();
  });

  it('takes a key or a list of keys per action, named keys in any case', () => {
    const { keys, problems } = parseKeyMap({ explore: 'e', fire: ['t', 'F'], pause: 'Esc', help: 'SPACE' });
    expect(problems).toEqual([
      '"Esc" (for "pause") is not a key: use one character or one of enter, escape, tab, backtab, backspace, delete, space, begin; it keeps Escape',
    ]);
    expect(keys.explore).toEqual(['e']);
    expect(keys.fire).toEqual(['t', 'F']);
    expect(keys.help).toEqual(['space']);
    expect(keys.pause).toEqual(['escape']);
    expect(keys.wait).toEqual(DEFAULT_KEYS.wait);
  });

  it('names each bad entry and keeps the defaults for it only', () => {
    const { keys, problems } = parseKeyMap({
      fier: 'f',
      explore: 7,
      reload: [],
      close: 'up',
      examine: '8',
      pickup: 'G',
    });
    expect(problems).toEqual([
      '"fier" is not an action (the actions are explore, wait, close, pickup, inventory, fire, reload, examine, look, descend, history, character, abilities, help, pause)',
      'the key for "explore" must be a string, got 7; it keeps o',
      '"reload" has no key; it keeps r',
      '"up" (for "close") is a direction key and always moves; it keeps c',
      '"8" (for "examine") is a numpad direction key and always moves; it keeps x',
    ]);
    expect(keys).toEqual({ ...DEFAULT_KEYS, pickup: ['G'] });
  });

  it('refuses a whole file that is not an object', () => {
    for (const bad of [null, 3, 'o', ['o']]) {
      const { keys, problems } = parseKeyMap(bad);
      expect(keys).toEqual(DEFAULT_KEYS);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain('one JSON object');
    }
  });

  it('refuses a key given to two actions, keeping the one bound first', () => {
    const a = parseKeyMap({ fire: 'o' });
    expect(a.keys.fire).toEqual(['f']);
    expect(a.keys.explore).toEqual(['o']);
    expect(a.problems).toEqual(['"o" cannot be both "fire" and "explore"; "fire" keeps f']);
    const swap = parseKeyMap({ fire: 'o', explore: 'f' });
    expect(swap.problems).toEqual([]);
    expect([swap.keys.fire, swap.keys.explore]).toEqual([['o'], ['f']]);
  });

  it('whatever the config, the result never shares a key and keeps every action bound (property)', () => {
    const names = [...BINDABLE_ACTIONS.map((a) => a.action), 'bogus'];
    const value = fc.oneof(
      fc.constantFrom('o', 'f', 'x', '.', 'Escape', 'space', 'up', '5', 'q', 'h', 'tab'),
      fc.array(fc.constantFrom('o', 'f', 'q', 'z', 'enter'), { maxLength: 3 }),
      fc.integer(),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names), value), (config) => {
        const { keys, problems } = parseKeyMap(config);
        const all = owners(keys);
        expect(new Set(all.map(([k]) => k)).size).toBe(all.length);
        let bad = 0;
        for (const { action } of BINDABLE_ACTIONS) {
          expect(keys[action].length).toBeGreaterThan(0);
          const given = Object.prototype.hasOwnProperty.call(config, action);
          // An action the config leaves out keeps its defaults; a refused one does too.
          if (!given) expect(keys[action]).toEqual(DEFAULT_KEYS[action]);
          else if (keys[action] === DEFAULT_KEYS[action]) bad++;
        }
        if (Object.prototype.hasOwnProperty.call(config, 'bogus')) bad++;
        expect(problems.length).toBe(bad);
      }),
      { numRuns: 300 },
    );
  });

  it('writes keys for people', () => {
    expect(keysLabel(DEFAULT_KEYS.wait)).toBe('. or 5 or numpad 5');
    expect(keysLabel(['escape', 'space', 'backtab'])).toBe('Escape or Space or Shift-Tab');
  });
});
