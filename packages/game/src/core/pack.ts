/**
 * The player's pack commands (pick up, reload, use, wield, drop) and autopickup, moved out of
 * game.ts (a source file holds at most 700 lines); `perform` dispatches to them.
 */
import {
  ABILITIES,
  AMMO_BOX,
  AMMO_NAMES,
  CANISTER_OXYGEN,
  PLAYER,
  WEAPONS,
  ammoOfItem,
  isGearItem,
  isWeaponItem,
  type ItemKind,
  type WeaponKind,
} from './content.js';
import { equipItem, packSize, takeOff } from './character.js';
import { placeItem, removeItem } from './cells.js';
import { wieldedItem } from './combat.js';
import { say, type Turn } from './log.js';
import type { Item } from './state.js';
import { contentOf, itemName } from '../content/registry.js';

/** Says why a command is refused (a warning) and takes no time. */
export function refuse(turn: Turn, text: string): false {
  say(turn, text, 'warn');
  return false;
}

/** The `pickup` command: ammunition into the reserve, a second gun stripped of its rounds, anything else into the pack. */
export function pickUp(turn: Turn): boolean {
  const { player, floor } = turn.game;
  const item = floor.items.find((it) => it.x === player.x && it.y === player.y);
  if (item === undefined) return refuse(turn, 'There is nothing here to pick up.');
  const ammo = ammoOfItem(item.kind);
  if (ammo !== undefined) {
    removeItem(floor, item);
    const rounds = AMMO_BOX[ammo];
    player.ammo[ammo] += rounds;
    say(turn, `You pocket ${rounds} ${AMMO_NAMES[ammo]}.`, 'good');
    return true;
  }
  if (isWeaponItem(item.kind) && item.kind !== 'chainsaw') {
    const same = player.inventory.find((it) => it.kind === item.kind);
    if (same !== undefined) {
      const ammoKind = WEAPONS[item.kind].ammo;
      if (ammoKind !== undefined) {
        removeItem(floor, item);
        player.ammo[ammoKind] += item.loaded;
        say(
          turn,
          `You already have a ${itemName(contentOf(turn.game), item.kind)}; you strip ${item.loaded} ${AMMO_NAMES[ammoKind]} from this one.`,
          'good',
        );
        return true;
      }
    }
  }
  if (player.inventory.length >= packSize(turn.game)) return refuse(turn, 'Your pack is full.');
  removeItem(floor, item);
  item.x = -1;
  item.y = -1;
  player.inventory.push(item);
  say(turn, `You pick up the ${itemName(contentOf(turn.game), item.kind)}.`, 'good');
  if (isWeaponItem(item.kind) && player.wielded === 0) player.wielded = item.id;
  return true;
}

/** Kinds autopickup takes by walking over them: ammunition, medkits and oxygen canisters. */
function autoPicked(kind: ItemKind): boolean {
  return kind === 'medkit' || kind === 'oxygen-canister' || ammoOfItem(kind) !== undefined;
}

/**
 * Autopickup: takes the ammunition, medkits and oxygen canisters in `here` (the items on the cell
 * just stepped on) as `g` would, part of the same step; medkits and canisters only while the pack
 * has room. Returns the items left lying there.
 */
export function autoPickUp(turn: Turn, here: readonly Item[]): Item[] {
  const { player, floor } = turn.game;
  const left: Item[] = [];
  for (const item of here) {
    if (!autoPicked(item.kind)) {
      left.push(item);
      continue;
    }
    const ammo = ammoOfItem(item.kind);
    if (ammo !== undefined) {
      removeItem(floor, item);
      player.ammo[ammo] += AMMO_BOX[ammo];
      say(turn, `You pocket ${AMMO_BOX[ammo]} ${AMMO_NAMES[ammo]}.`, 'good');
    } else if (player.inventory.length < packSize(turn.game)) {
      removeItem(floor, item);
      item.x = -1;
      item.y = -1;
      player.inventory.push(item);
      say(turn, `You pick up the ${itemName(contentOf(turn.game), item.kind)}.`, 'good');
    } else {
      left.push(item);
    }
  }
  return left;
}

/** The `reload` command: fills the wielded gun from the reserve. */
export function reload(turn: Turn): boolean {
  const { game } = turn;
  const item = wieldedItem(game);
  if (item === undefined) return refuse(turn, 'Your fists need no reloading.');
  const w = WEAPONS[item.kind as WeaponKind];
  if (w.ammo === undefined) return refuse(turn, `The ${w.name} takes no ammunition.`);
  if (item.loaded >= w.capacity) return refuse(turn, `The ${w.name} is already full.`);
  const reserve = game.player.ammo[w.ammo];
  if (reserve <= 0) return refuse(turn, `You have no ${AMMO_NAMES[w.ammo]}.`);
  const n = Math.min(w.capacity - item.loaded, reserve);
  item.loaded += n;
  game.player.ammo[w.ammo] -= n;
  say(turn, `You reload the ${w.name}.`);
  return true;
}

/** The `use` command on a pack slot: wields, equips, or uses up a medkit, a plate or a canister. */
export function use(turn: Turn, slot: number): boolean {
  const { player } = turn.game;
  const item = player.inventory[slot];
  if (item === undefined) return refuse(turn, 'You have nothing in that slot.');
  if (isWeaponItem(item.kind)) return wield(turn, slot);
  if (isGearItem(item.kind)) return equipItem(turn, slot);
  if (item.kind === 'medkit') {
    if (player.hp >= player.maxHp) return refuse(turn, 'You are not hurt.');
    const healed = Math.min(PLAYER.medkitHeal, player.maxHp - player.hp);
    player.hp += healed;
    player.inventory.splice(slot, 1);
    say(turn, `You patch yourself up (+${healed} HP).`, 'good');
    return true;
  }
  if (item.kind === 'armour') {
    if (player.armour >= PLAYER.maxArmour) return refuse(turn, 'You cannot strap on any more plating.');
    player.armour = Math.min(PLAYER.maxArmour, player.armour + PLAYER.armourPlate);
    player.inventory.splice(slot, 1);
    say(turn, 'You strap the plate on.', 'good');
    return true;
  }
  if (item.kind === 'oxygen-canister') {
    if (player.oxygen >= player.maxOxygen) return refuse(turn, 'Your oxygen is already full.');
    const gained = Math.min(CANISTER_OXYGEN, player.maxOxygen - player.oxygen);
    player.oxygen += gained;
    player.inventory.splice(slot, 1);
    say(turn, `You breathe from the canister (+${gained} oxygen).`, 'good');
    return true;
  }
  const ability = Object.values(ABILITIES).find((a) => a.device === item.kind);
  if (ability !== undefined)
    return refuse(
      turn,
      `The ${itemName(contentOf(turn.game), item.kind)} works from your pack: use its ${ability.name} (${ability.cost} energy).`,
    );
  if (item.kind === 'key-card') return refuse(turn, 'Walk into the card lock it fits while you carry it.');
  return refuse(turn, 'You cannot use that.');
}

/** The `wield` command on a pack slot. */
export function wield(turn: Turn, slot: number): boolean {
  const { player } = turn.game;
  const item = player.inventory[slot];
  if (item === undefined) return refuse(turn, 'You have nothing in that slot.');
  if (!isWeaponItem(item.kind)) return refuse(turn, 'That is not a weapon.');
  if (player.wielded === item.id)
    return refuse(turn, `You already hold the ${itemName(contentOf(turn.game), item.kind)}.`);
  player.wielded = item.id;
  say(turn, `You ready the ${itemName(contentOf(turn.game), item.kind)}.`);
  return true;
}

/** The `drop` command on a pack slot: the item lies where the player stands. */
export function drop(turn: Turn, slot: number): boolean {
  const { player, floor } = turn.game;
  const item = player.inventory[slot];
  if (item === undefined) return refuse(turn, 'You have nothing in that slot.');
  player.inventory.splice(slot, 1);
  if (player.wielded === item.id) player.wielded = 0;
  takeOff(turn.game, item.id);
  item.x = player.x;
  item.y = player.y;
  placeItem(floor, item);
  say(turn, `You drop the ${itemName(contentOf(turn.game), item.kind)}.`);
  return true;
}
