import { describe, expect, it } from 'vitest';
import type { Command } from '../core/api.js';
import { PLAYER, WEAPONS } from '../core/content.js';
import { asciiView, type AsciiViewSpec } from './ascii-view.js';
import { openInventory, type InventoryHost } from './inventory-screen.js';
import type { Layer } from './layers.js';

/** A host that keeps its boxes in a list and records what the player did. */
function host(): InventoryHost & { layers: Layer[]; commands: Command[] } {
  const layers: Layer[] = [];
  const commands: Command[] = [];
  return {
    layers,
    commands,
    push: (l) => void layers.push(l),
    pop: () => void layers.pop(),
    act: (c) => {
      layers.length = 0;
      commands.push(c);
    },
  };
}

const press = (h: { layers: Layer[] }, ...keys: string[]) => {
  for (const k of keys) h.layers[h.layers.length - 1].press(k);
};
const boxText = (h: { layers: Layer[] }) => {
  const c = h.layers[h.layers.length - 1].content(80, 24);
  return [
    c.title ?? '',
    ...c.lines.map((l) => l.text),
    ...(c.items ?? []).map((i) => `(${i.hotkey}) ${i.label}`),
  ].join('\n');
};

const item = (id: number, kind: string) => ({ id, kind, name: kind, glyph: '}', colour: 1, x: -1, y: -1 });
const spec = (kinds: string[], armour = 0): AsciiViewSpec => ({
  map: ['#####', '#@..#', '#####'],
  player: { armour, inventory: kinds.map((k, i) => item(i, k)) },
});

describe('the inventory screen', () => {
  it('offers to wield every weapon kind and to use an oxygen canister, one command each', () => {
    const kinds = ['machine-gun', 'rocket-launcher', 'flamethrower', 'oxygen-canister'];
    const v = asciiView(spec(kinds));
    const h = host();
    for (const [letter, verb] of [
      ['a', 'w'],
      ['b', 'w'],
      ['c', 'w'],
      ['d', 'u'],
    ]) {
      openInventory(h, v);
      press(h, letter, verb);
      expect(h.layers).toEqual([]);
    }
    expect(h.commands).toEqual([
      { kind: 'wield', slot: 0 },
      { kind: 'wield', slot: 1 },
      { kind: 'wield', slot: 2 },
      { kind: 'use', slot: 3 },
    ]);
  });

  it('drops by letter, and Escape backs out one box at a time with nothing sent', () => {
    const h = host();
    const v = asciiView(spec(['medkit', 'shotgun']));
    openInventory(h, v);
    press(h, 'b', 'escape');
    expect(h.layers.length).toBe(1);
    press(h, 'escape');
    expect(h.layers).toEqual([]);
    openInventory(h, v);
    press(h, 'b', 'd');
    expect(h.commands).toEqual([{ kind: 'drop', slot: 1 }]);
  });

  it('gives the gun in hand its numbers, the armour its rule, and an item its own numbers', () => {
    const h = host();
    openInventory(h, asciiView(spec(['shotgun'], 3)));
    const inv = boxText(h);
    expect(inv).toContain(`Damage ${WEAPONS.pistol.damage}, range ${WEAPONS.pistol.range}, does not pierce`);
    expect(inv).toContain(`Armour 3/${PLAYER.maxArmour}.`);
    press(h, 'a');
    const s = WEAPONS.shotgun;
    expect(boxText(h)).toContain(`Damage ${s.damage} for each of ${s.pellets} pellets`);
  });

  it('says when nothing is carried', () => {
    const h = host();
    openInventory(h, asciiView(spec([])));
    expect(boxText(h)).toContain('Nothing but the reactor core on your back.');
    expect(h.layers[0].content(80, 24).items).toEqual([]);
  });
});
