/**
 * Item words on the screens come from the game's content, not the built-in table: a content pack
 * (a mod) that renames an item or changes its description shows in the inventory, examine and look.
 */
import { describe, expect, it } from 'vitest';
import { BUILTIN_CONTENT, type Content } from '../content/registry.js';
import { floorFromAscii, makeItem } from '../core/floor.js';
import { createGame, perform } from '../core/game.js';
import { view } from '../core/view.js';
import { contentFromPacks } from '../mods/apply.js';
import { checkContentPack } from '../mods/validate.js';
import { describeCell } from './describe.js';
import { openInventory, type InventoryHost } from './inventory-screen.js';
import type { Layer } from './layers.js';
import { lookLines } from './look.js';

/** The content a mod file makes: checked as a `content/*.json` file is, then applied. */
function modContent(json: unknown): Content {
  const checked = checkContentPack('items.json', json);
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  const built = contentFromPacks([checked.pack]);
  if (!built.ok) throw new Error(JSON.stringify(built.problems));
  return built.content;
}

const MOD = {
  items: [
    { id: 'medkit', name: 'stim pack', description: 'A hypospray of something green. It stings.' },
    { id: 'pistol', name: 'service blaster', description: 'Standard issue. The grip is worn smooth.' },
  ],
};

/** A small lit room: the player carrying a medkit, another lying two cells east, seen. */
function game(content: Content) {
  const bare = floorFromAscii(['#######', '#@....#', '#.....#', '#######'], 1, content);
  bare.floor.items.push(makeItem(901, 'medkit', bare.start.x + 2, bare.start.y, 0));
  const g = createGame('item-text', { content, floor: bare });
  g.player.inventory.push(makeItem(900, 'medkit', -1, -1, 0));
  perform(g, { kind: 'wait' });
  return g;
}

/** Every line of text of the box on top of a host's stack. */
function topText(layers: Layer[]): string {
  const c = layers[layers.length - 1].content(100, 40);
  return [c.title ?? '', ...c.lines.map((l) => l.text), ...(c.items ?? []).map((i) => i.label)].join('\n');
}

/** Opens the inventory on `g` and the carried medkit's own box; returns both boxes' text. */
function inventoryText(g: ReturnType<typeof game>): { list: string; item: string } {
  const layers: Layer[] = [];
  const host: InventoryHost = {
    push: (l) => void layers.push(l),
    pop: () => void layers.pop(),
    act: () => {},
  };
  const v = view(g);
  openInventory(host, v);
  const list = topText(layers);
  const slot = v.player.inventory.findIndex((i) => i.id === 900);
  layers[layers.length - 1].press('abcdefghijklmnopqrstuvwxyz'[slot]);
  return { list, item: topText(layers) };
}

describe('item words on the screens follow the content pack', () => {
  const modded = modContent(MOD);
  const builtin = BUILTIN_CONTENT.itemById.get('medkit');

  it("the inventory shows the pack's names and the carried item's description", () => {
    const g = game(modded);
    const { list, item } = inventoryText(g);
    expect(list).toContain('stim pack');
    expect(list).toContain('In hand: service blaster');
    expect(item).toContain('stim pack');
    expect(item.replace(/\s+/g, ' ')).toContain(MOD.items[0].description);
    expect(item).not.toContain(builtin?.description.slice(0, 20));
  });

  it("examine and look show the pack's name and description of an item on the floor", () => {
    const g = game(modded);
    const v = view(g);
    const x = g.player.x + 2;
    const lines = describeCell(v, x, g.player.y);
    expect(lines[0]).toBe('stim pack.');
    expect(lines).toContain(MOD.items[0].description);
    expect(lookLines(v).some((l) => l.trim().startsWith('stim pack, 2 east'))).toBe(true);
  });

  it('without a pack, the same screens show the built-in words', () => {
    const g = game(BUILTIN_CONTENT);
    const { item } = inventoryText(g);
    expect(item.replace(/\s+/g, ' ')).toContain(builtin?.description);
    expect(describeCell(view(g), g.player.x + 2, g.player.y)).toContain(builtin?.description);
  });
});
