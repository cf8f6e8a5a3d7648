import { describe, expect, it } from 'vitest';
import { BINDABLE_ACTIONS, DEFAULT_KEYS, keysLabel } from '@hullbreach/game';
import { helpText } from '../help.js';

describe('hullbreach help play', () => {
  it('lists every rebindable action with its default key, the character and device keys included', () => {
    // The key table closes the play help, after "default keys:".
    const text = helpText('play').split('default keys:')[1] ?? '';
    const actions = BINDABLE_ACTIONS.map((a) => a.action);
    expect(actions).toContain('character');
    expect(actions).toContain('abilities');
    for (const action of actions) {
      const row = text.split('\n').find((l) => l.trim().split(/\s+/)[0] === action);
      expect(row, action).toBeDefined();
      expect(row?.trim().slice(action.length).trim()).toBe(keysLabel(DEFAULT_KEYS[action]));
    }
  });
});
