/** The bot's weapons and wants: which gun at what distance, what hurts a tank, which items to fetch. */
import type { ActorView, GameView, ItemView } from '../api.js';
import { isGearItem } from '../content.js';

/** Guns in the order the bot prefers them, with the distances it uses each at. */
export const GUN_PREFERENCE: readonly { kind: string; min: number; max: number }[] = [
  { kind: 'rocket-launcher', min: 4, max: 20 },
  { kind: 'flamethrower', min: 2, max: 5 },
  { kind: 'shotgun', min: 1, max: 6 },
  { kind: 'machine-gun', min: 1, max: 14 },
  { kind: 'rifle', min: 1, max: 20 },
  { kind: 'pistol', min: 1, max: 12 },
];

/** Weapons that get through a tank's armour. */
export const TANK_KILLERS = ['shotgun', 'rifle', 'machine-gun', 'rocket-launcher', 'flamethrower'];

/** True when the bot would walk to the item to pick it up. */
export function wanted(v: GameView, item: ItemView): boolean {
  const inv = v.player.inventory;
  if (item.kind.startsWith('ammo-')) return true;
  if (inv.length >= 10) return false;
  if (item.kind === 'chainsaw') return !inv.some((i) => i.kind === 'chainsaw');
  if (item.kind === 'oxygen-canister') return inv.filter((i) => i.kind === 'oxygen-canister').length < 2;
  // It neither wears gear nor works devices or vaults: walking to them only cost it turns (and runs).
  return !UNUSED_BY_BOT.has(item.kind) && !isGearItem(item.kind);
}

/** Devices and keys the bot has no use for. */
export const UNUSED_BY_BOT: ReadonlySet<string> = new Set([
  'blink-pack',
  'stun-pulser',
  'patch-kit',
  'key-card',
]);

/** The inventory slot holding the first item of the kind, or -1. */
export function slotOf(v: GameView, kind: string): number {
  return v.player.inventory.findIndex((i) => i.kind === kind);
}

/** Rounds loaded in a carried weapon (fuel for the flamethrower and the chainsaw): the view's number, 0 if it gives none. */
export function rounds(item: ItemView): number {
  return item.loaded ?? 0;
}

/** Spare rounds the bot carries for the weapon kind. */
export function reserveFor(v: GameView, kind: string): number {
  return v.player.ammo.find((a) => a.weapon === kind)?.count ?? 0;
}

/** True when the actor's kind is `heavy` in the game's content (the tank): only some weapons get through. */
export function isHeavy(v: GameView, a: ActorView): boolean {
  return v.kindRecord(a.kind)?.traits.heavy === true;
}

/** True when the actor's kind bursts when it dies (its record's blast: the bloat). */
export function bursts(v: GameView, a: ActorView): boolean {
  return (v.kindRecord(a.kind)?.blast ?? 0) > 0;
}

/** The bot's choice of weapon against a target at distance d, or undefined to keep the current one. */
export function pickWeapon(v: GameView, target: ActorView, d: number): number | undefined {
  const w = v.player.weapon;
  const usable = (kind: string): boolean => {
    const slot = slotOf(v, kind);
    if (slot < 0) return false;
    const item = v.player.inventory[slot];
    if (isHeavy(v, target) && !TANK_KILLERS.includes(kind)) return false;
    if (kind === 'flamethrower' && !v.player.breathing) return false;
    return rounds(item) > 0 || (w.kind === kind && w.reserve > 0) || reserveFor(v, kind) > 0;
  };
  if (d === 1 && slotOf(v, 'chainsaw') >= 0 && rounds(v.player.inventory[slotOf(v, 'chainsaw')]) > 0) {
    const current = w.kind;
    const currentOk =
      current !== 'fists' &&
      current !== 'chainsaw' &&
      w.loaded > 0 &&
      !(current === 'pistol' && isHeavy(v, target));
    if (!currentOk && current !== 'chainsaw') return slotOf(v, 'chainsaw');
    if (current === 'chainsaw') return undefined;
  }
  for (const { kind, min, max } of GUN_PREFERENCE) {
    if (d < min || d > max) continue;
    if (usable(kind)) return w.kind === kind ? undefined : slotOf(v, kind);
  }
  return undefined;
}

/** True when the bot carries something that gets through a tank's armour. */
export function canHurtTank(v: GameView): boolean {
  return v.player.inventory.some((i) => {
    if (i.kind === 'chainsaw') return rounds(i) > 0;
    if (TANK_KILLERS.includes(i.kind)) return rounds(i) > 0 || reserveFor(v, i.kind) > 0;
    return false;
  });
}
