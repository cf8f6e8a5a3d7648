import type { Command, GameView, ItemView } from '../core/api.js';
import { isWeaponItem, PLAYER, WEAPONS, type WeaponKind } from '../core/content.js';
import { wearable, wornOn, wornSlot } from './abilities.js';
import { ARMOUR_RULE, itemFacts, weaponFacts } from './describe.js';
import type { DialogLine } from './dialog.js';
import { menuLayer, type Choice, type Layer } from './layers.js';
import { ACCENT, TEXT, TEXT_DIM } from './palette.js';
import { wrapText } from './wrap.js';

/** What the inventory needs of the app: its stack of boxes, and a way to act. */
export interface InventoryHost {
  push(layer: Layer): void;
  pop(): void;
  /** Closes every box and sends `command` to the core (a turn may pass). */
  act(command: Command): void;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Opens the inventory: the gun in hand with its numbers, armour, spare ammunition, and the items by letter. */
export function openInventory(host: InventoryHost, v: GameView): void {
  const inv = v.player.inventory;
  const spare = v.player.ammo.filter((a) => a.count > 0).map((a) => `${a.name} ${a.count}`);
  const lines: DialogLine[] = [];
  if (inv.length === 0) lines.push({ text: 'Nothing but the reactor core on your back.', fg: TEXT_DIM });
  lines.push({ text: `In hand: ${v.player.weapon.name}`, fg: ACCENT });
  const hand = v.player.weapon.kind;
  if (Object.prototype.hasOwnProperty.call(WEAPONS, hand))
    for (const text of wrapText(weaponFacts(hand as WeaponKind), 56)) lines.push({ text, fg: TEXT });
  if (v.player.armour > 0 || inv.some((i) => i.kind === 'armour'))
    for (const text of wrapText(`Armour ${v.player.armour}/${PLAYER.maxArmour}. ${ARMOUR_RULE}`, 56))
      lines.push({ text, fg: TEXT_DIM });
  lines.push({
    text: spare.length > 0 ? `Spare: ${spare.join(', ')}` : 'Spare: no ammunition',
    fg: TEXT_DIM,
  });
  host.push(
    menuLayer({
      title: 'Inventory',
      lines,
      items: inv.slice(0, LETTERS.length).map((item, slot) => ({
        hotkey: LETTERS[slot],
        label: item.name,
        detail: wornOn(wornSlot(v.player.character, item)) ?? item.detail,
        value: () => openItem(host, v, item, slot),
      })),
      minWidth: 40,
      footer: 'a letter picks an item, Esc closes',
      onCancel: () => host.pop(),
    }),
  );
}

/** Opens one item: wield, wear or take off, or use; drop; and what it is. */
function openItem(host: InventoryHost, v: GameView, item: ItemView, slot: number): void {
  const act = (command: Command) => () => host.act(command);
  const worn = wornSlot(v.player.character, item);
  const items: Choice[] = isWeaponItem(item.kind)
    ? [{ hotkey: 'w', label: 'Wield', value: act({ kind: 'wield', slot }) }]
    : wearable(item.kind)
      ? [
          worn === undefined
            ? { hotkey: 'w', label: 'Wear', value: act({ kind: 'equip', slot }) }
            : { hotkey: 't', label: 'Take off', value: act({ kind: 'unequip', gear: worn }) },
        ]
      : [{ hotkey: 'u', label: 'Use', value: act({ kind: 'use', slot }) }];
  items.push({ hotkey: 'd', label: 'Drop', value: act({ kind: 'drop', slot }) });
  const about = [item.description ?? '', itemFacts(item.kind) ?? ''].filter((t) => t !== '');
  host.push(
    menuLayer({
      title:
        item.name +
        (worn !== undefined ? ` (${wornOn(worn)})` : item.detail !== undefined ? ` (${item.detail})` : ''),
      lines: about.flatMap((t) => wrapText(t, 56)).map((text) => ({ text, fg: TEXT })),
      items,
      minWidth: about.length > 0 ? 60 : 30,
      onCancel: () => host.pop(),
    }),
  );
}
