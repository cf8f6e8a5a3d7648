/**
 * The devices' abilities as the UI offers them: the list the ability key opens (each device with
 * its energy cost), the refusal when energy is short (said by the UI, so no command and no turn),
 * what the blink cursor says about the cell it is on, and the gear marks of the inventory. Pure:
 * the app sends the core commands.
 */
import type { AbilityView, CharacterView, GameView, GearView, ItemView } from '../core/api.js';
import { isGearItem } from '../core/content.js';
import type { DialogLine } from './dialog.js';
import type { Choice } from './layers.js';
import { TEXT_DIM } from './palette.js';

/** An ability's name as the core's commands spell it. */
export type AbilityWhich = AbilityView['which'];

/** The hotkey of each ability in the lists that offer them. */
export const ABILITY_HOTKEYS: Readonly<Record<AbilityWhich, string>> = { blink: 'b', stun: 's', patch: 'p' };

const DOES: Readonly<Record<AbilityWhich, (a: AbilityView) => string>> = {
  blink: (a) => `jump to a floor cell you see, up to ${a.range} away`,
  stun: () => 'stun everything next to you',
  patch: () => 'seal a breach next to you',
};

/** What an ability does, in a few words. */
export function abilityDoes(a: AbilityView): string {
  return DOES[a.which](a);
}

/** The choices for the carried devices, each handing its ability to `choose` (energy or not). */
export function abilityChoices(c: CharacterView, choose: (which: AbilityWhich) => void): Choice[] {
  return c.abilities.map((a) => ({
    hotkey: ABILITY_HOTKEYS[a.which],
    label: `${a.name}: ${abilityDoes(a)}`,
    detail: a.ready ? `${a.cost} energy` : `${a.cost} energy (${c.energy})`,
    value: () => choose(a.which),
  }));
}

/** The body of the ability list: the energy, or that no device is carried. */
export function abilityLines(c: CharacterView): DialogLine[] {
  if (c.abilities.length === 0)
    return [{ text: 'You carry no devices: a blink pack, a stun pulser or a patch kit.', fg: TEXT_DIM }];
  return [{ text: `Energy ${c.energy}/${c.maxEnergy} (the suit recharges it as you go)` }];
}

/** Why the ability cannot be used for lack of energy (or the device), or undefined when it can. */
export function abilityShortfall(c: CharacterView, which: AbilityWhich): string | undefined {
  const a = c.abilities.find((x) => x.which === which);
  if (a === undefined) return `You carry nothing that can ${which}.`;
  if (a.ready) return undefined;
  return `Not enough energy for the ${a.name}: it takes ${a.cost}, you have ${c.energy}.`;
}

/**
 * Why a blink to (x, y) would be refused, judged from what the player knows (the core judges
 * again): unseen, too far, no floor, someone there; undefined when it looks possible.
 */
export function blinkProblem(v: GameView, x: number, y: number, range: number): string | undefined {
  const p = v.player;
  if (x === p.x && y === p.y) return 'Move the cursor to where you want to land.';
  if (Math.max(Math.abs(x - p.x), Math.abs(y - p.y)) > range) return `Too far: the pack reaches ${range}.`;
  if (!v.isVisible(x, y)) return 'You can only blink to a place you can see.';
  const t = v.knownTerrain(x, y);
  if (t !== 'floor' && t !== 'door-open' && t !== 'stairs-down') return 'No floor to land on there.';
  const who = v.visibleActors().find((a) => a.x === x && a.y === y);
  if (who !== undefined) return `The ${who.name} is standing there.`;
  return undefined;
}

/** The equipment slot an inventory item is worn in, or undefined when it is not worn. */
export function wornSlot(c: CharacterView | undefined, item: ItemView): GearView['slot'] | undefined {
  return c?.gear.find((g) => g.item?.id === item.id)?.slot;
}

/** "worn on the head" for a slot, undefined for none. */
export function wornOn(slot: GearView['slot'] | undefined): string | undefined {
  return slot === undefined ? undefined : `worn on the ${slot}`;
}

/** True for an item kind worn in an equipment slot (the inventory offers Wear / Take off). */
export function wearable(kind: string): boolean {
  return isGearItem(kind);
}
