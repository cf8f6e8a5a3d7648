import { describe, expect, it } from 'vitest';
import type { CharacterView } from '../core/api.js';
import { createApp } from './app.js';
import {
  characterChoices,
  characterLines,
  openCharacter,
  openDevices,
  type CharacterChoice,
  type CharacterHost,
} from './character-screen.js';
import { asciiView } from './ascii-view.js';
import type { Layer } from './layers.js';
import { GEAR } from '../core/content.js';
import { gearEffects, itemFacts } from './describe.js';
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

  it("names every piece of gear's effects in its slot, the same words examine gives after the slot", () => {
    for (const [kind, g] of Object.entries(GEAR)) {
      const effects = gearEffects(kind);
      expect(itemFacts(kind)).toBe(`Worn on the ${g.slot}: ${effects}.`);
      const item = { id: 4, kind, name: `the ${kind}`, glyph: '[', colour: 0, x: -1, y: -1 };
      const text = characterLines({ ...sheet(0), gear: [{ slot: g.slot, item }] }).map((l) => l.text);
      expect(text).toContain(`${g.slot}: the ${kind} (${effects})`);
    }
    expect(gearEffects('medkit')).toBeUndefined();
  });
});

/** A host over a hand-made view with `sheet` as the character; a raise spends the point on the sheet. */
function host(start: CharacterView | undefined) {
  let c = start;
  const layers: Layer[] = [];
  const did: string[] = [];
  const viewOf = () => {
    const v = asciiView({ map: ['#####', '#.@.#', '#####'] });
    return { ...v, player: { ...v.player, character: c } };
  };
  const h: CharacterHost = {
    push: (l) => void layers.push(l),
    pop: () => void layers.pop(),
    raise: (stat) => {
      did.push(`raise ${stat}`);
      if (c !== undefined) c = { ...c, points: c.points - 1, level: c.level + 1 };
    },
    useAbility: (which) => void did.push(`use ${which}`),
    view: viewOf,
    notify: (text) => void did.push(`say ${text}`),
  };
  return { h, layers, did, viewOf };
}

describe('the character and device boxes over a host', () => {
  it('raising a stat sends it and reopens the sheet on the new one, one box deep', () => {
    const { h, layers, did, viewOf } = host(sheet(1));
    openCharacter(h, viewOf());
    layers[0].press('e');
    expect(did).toEqual(['raise endurance']);
    expect(layers.length).toBe(1);
    expect(layers[0].content(100, 32).lines[0].text).toMatch(/^Level 3 /);
    expect(layers[0].content(100, 32).lines[1].text).toBe('No level-up points to spend.');
  });

  it('a device chosen on the sheet or in the device list closes the box and is worked', () => {
    for (const open of [openCharacter, openDevices]) {
      const { h, layers, did, viewOf } = host(sheet(0));
      open(h, viewOf());
      layers[0].press('b');
      expect(layers).toEqual([]);
      expect(did).toEqual(['use blink']);
    }
  });

  it('Escape closes either box without acting; a run with no character says so and opens nothing', () => {
    const { h, layers, did, viewOf } = host(sheet(1));
    openDevices(h, viewOf());
    expect(layers[0].content(100, 32).title).toBe('Devices');
    layers[0].press('escape');
    openCharacter(h, viewOf());
    layers[0].press('escape');
    expect([layers.length, did]).toEqual([0, []]);
    const none = host(undefined);
    openCharacter(none.h, none.viewOf());
    openDevices(none.h, none.viewOf());
    expect([none.layers.length, none.did]).toEqual([0, ['say This run has no character sheet.']]);
  });
});
