import { describe, expect, it } from 'vitest';
import type { CharacterView } from '../core/api.js';
import { createApp } from './app.js';
import { characterChoices, characterLines, type CharacterChoice } from './character-screen.js';
import { GEAR } from '../core/content.js';
import { frameText } from './draw.js';

const sheet = (points: number, ready = true): CharacterView => ({
  level: 2,
  xp: 12,
  nextXp: 30,
  points,
  stats: [
    { stat: 'might', value: 0, effect: '+1 melee damage' },
    { stat: 'agility', value: 1, effect: 'harder to hit' },
    { stat: 'endurance', value: 0, effect: '+3 HP and oxygen' },
  ],
  energy: 4,
  maxEnergy: 6,
  gear: [{ slot: 'head' }, { slot: 'body' }, { slot: 'hands' }, { slot: 'tool' }],
  abilities: [
    { which: 'blink', name: 'blink pack', cost: 3, ready, range: 5 },
    { which: 'stun', name: 'stun pulser', cost: 2, ready, range: 1 },
  ],
});

describe('the character screen', () => {
  it('opens on @ over a real run, showing the level, the stats and the empty slots', () => {
    const app = createApp({ seed: 3 });
    app.press('@');
    const text = frameText(app.render(100, 32));
    expect(text).toContain('Character');
    expect(text).toMatch(/Level 1/);
    for (const word of ['might', 'agility', 'endurance', 'head: (nothing)', 'Energy'])
      expect(text).toContain(word);
    // Nothing to spend yet: raising is offered but disabled, and the turn does not move.
    app.press('m');
    expect(frameText(app.render(100, 32))).toContain('Character');
  });

  it('offers raising only with a point to spend, and every device carried', () => {
    const chosen: CharacterChoice[] = [];
    const none = characterChoices(sheet(0), (c) => chosen.push(c));
    expect(none.filter((i) => i.label.startsWith('Raise')).every((i) => i.disabled === true)).toBe(true);
    const some = characterChoices(sheet(1), (c) => chosen.push(c));
    const might = some.find((i) => i.hotkey === 'm');
    expect(might?.disabled).toBe(false);
    might?.value();
    some.find((i) => i.hotkey === 's')?.value();
    some.find((i) => i.hotkey === 'b')?.value();
    expect(chosen).toEqual([
      { kind: 'raise', stat: 'might' },
      { kind: 'ability', which: 'stun' },
      { kind: 'ability', which: 'blink' },
    ]);
    // Short of energy the device stays choosable, so the app can say why it does nothing.
    const tired = characterChoices(sheet(0, false), () => undefined);
    expect(tired.find((i) => i.hotkey === 's')?.disabled).not.toBe(true);
    expect(tired.find((i) => i.hotkey === 's')?.detail).toBe('2 energy (4)');
  });

  it('names what each worn piece of gear does', () => {
    const helmet = {
      id: 4,
      kind: 'pressure-helmet',
      name: 'pressure helmet',
      glyph: '[',
      colour: 0,
      x: -1,
      y: -1,
    };
    const c = { ...sheet(0), gear: [{ slot: 'head' as const, item: helmet }, { slot: 'body' as const }] };
    const text = characterLines(c).map((l) => l.text);
    expect(text).toContain(`head: pressure helmet (+${GEAR['pressure-helmet'].oxygen} maximum oxygen)`);
    expect(text).toContain('body: (nothing)');
  });
});
