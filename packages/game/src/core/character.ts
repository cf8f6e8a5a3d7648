/**
 * The player's character: three stats raised on levelling up (might, agility, endurance),
 * experience from kills, energy for devices, and four equipment slots whose items change the
 * numbers and the rules. Stats start at 0 and nothing is worn, so a fresh character plays exactly
 * as the campaign always has; every rule that a stat or a piece of gear changes asks this module.
 */
import type { CharacterView, GearView, ItemView, StatView } from './api.js';
import {
  ABILITIES,
  CHARACTER,
  GEAR,
  GEAR_SLOTS,
  PLAYER,
  PLAYER_PULL_CHANCE,
  STAT_KINDS,
  isGearItem,
  type AbilityKind,
  type GearDef,
  type GearSlot,
  type StatKind,
} from './content.js';
import { say, type Turn } from './log.js';
import type { CharacterState, GameState, Item, Monster } from './state.js';
import { isVariant } from './variants.js';
import { BUILTIN_CONTENT, contentOf, itemName, monsterRecord, type Content } from '../content/registry.js';

/** A fresh character: level 1, every stat 0, full energy, nothing worn. */
export function newCharacter(): CharacterState {
  return {
    stats: { might: 0, agility: 0, endurance: 0 },
    level: 1,
    xp: 0,
    points: 0,
    energy: CHARACTER.energy,
    charge: 0,
    gear: { head: 0, body: 0, hands: 0, tool: 0 },
  };
}

/** Total experience at which level `level` rises to the next: 10, 30, 60, 100, ... */
export function xpForNext(level: number): number {
  return (CHARACTER.xpStep * level * (level + 1)) / 2;
}

/** Experience a kill of this monster is worth: its record's `xp` (variants half as much again, rounded up). */
export function killXp(m: Pick<Monster, 'kind' | 'variant'>, content: Content = BUILTIN_CONTENT): number {
  const base = monsterRecord(content, m.kind).xp;
  return isVariant(m.variant, content) ? Math.ceil(base * 1.5) : base;
}

/** Adds experience; each level reached gives a point to spend on a stat, and says so. */
export function gainXp(turn: Turn, amount: number): void {
  const c = turn.game.player.character;
  c.xp += amount;
  while (c.xp >= xpForNext(c.level)) {
    c.level++;
    c.points++;
    say(turn, `You reach level ${c.level}. Raise a stat: might, agility or endurance.`, 'good');
  }
}

/** The carried item worn in a slot, if any. */
export function wornItem(game: GameState, slot: GearSlot): Item | undefined {
  const id = game.player.character.gear[slot];
  return id === 0 ? undefined : game.player.inventory.find((it) => it.id === id);
}

/** The definitions of everything worn now. */
function wornDefs(game: GameState): GearDef[] {
  const out: GearDef[] = [];
  for (const slot of GEAR_SLOTS) {
    const item = wornItem(game, slot);
    if (item !== undefined && isGearItem(item.kind)) out.push(GEAR[item.kind]);
  }
  return out;
}

/** What everything worn adds up to in `key` (walked in place: a hit asks for the guard every time). */
function sum(game: GameState, key: 'oxygen' | 'guard' | 'melee' | 'energy'): number {
  const gear = game.player.character.gear;
  let total = 0;
  for (const slot of GEAR_SLOTS) {
    if (gear[slot] === 0) continue;
    const item = wornItem(game, slot);
    if (item !== undefined && isGearItem(item.kind)) total += GEAR[item.kind][key] ?? 0;
  }
  return total;
}

/** Most HP the player can have: the base plus endurance. */
export function maxHpOf(game: GameState): number {
  return PLAYER.hp + CHARACTER.enduranceHp * game.player.character.stats.endurance;
}

/** Most oxygen the player can hold: the base plus endurance plus a helmet's tank. */
export function maxOxygenOf(game: GameState): number {
  return (
    PLAYER.oxygen + CHARACTER.enduranceOxygen * game.player.character.stats.endurance + sum(game, 'oxygen')
  );
}

/** Most energy: the base plus a power cell. */
export function maxEnergyOf(game: GameState): number {
  return CHARACTER.energy + sum(game, 'energy');
}

/** Pack slots: the base plus might. */
export function packSize(game: GameState): number {
  return PLAYER.inventorySize + CHARACTER.mightCarry * game.player.character.stats.might;
}

/** Melee damage added to every blow: might plus power gloves. */
export function meleeBonus(game: GameState): number {
  return CHARACTER.mightMelee * game.player.character.stats.might + sum(game, 'melee');
}

/** A monster's chance to hit the player, after the player's dodging (agility). */
export function dodged(game: GameState, accuracy: number): number {
  const agi = game.player.character.stats.agility;
  return accuracy * Math.max(0.5, 1 - CHARACTER.agilityDodge * agi);
}

/** The player's chance to land a blow or a shot on a monster with this evasion (agility narrows it). */
export function aimChance(game: GameState, evasion: number): number {
  const agi = game.player.character.stats.agility;
  return 1 - evasion * Math.max(0, 1 - CHARACTER.agilityAim * agi);
}

/** Damage taken off each hit that lands on the player (a plated suit). */
export function guardOf(game: GameState): number {
  return sum(game, 'guard');
}

/** Chance that venting air drags the player on a turn: none with grip gloves on. */
export function pullChance(game: GameState): number {
  return wornDefs(game).some((d) => d.grip === true) ? 0 : PLAYER_PULL_CHANCE;
}

/** True when the worn tool forces locked doors at the first try. */
export function picksLocks(game: GameState): boolean {
  return wornDefs(game).some((d) => d.picklock === true);
}

/** Brings maximum HP, oxygen and energy in line with stats and gear, keeping the current values within them. */
export function refreshCharacter(game: GameState): void {
  const p = game.player;
  p.maxHp = maxHpOf(game);
  p.maxOxygen = maxOxygenOf(game);
  p.hp = Math.min(p.hp, p.maxHp);
  p.oxygen = Math.min(p.oxygen, p.maxOxygen);
  p.character.energy = Math.min(p.character.energy, maxEnergyOf(game));
}

/** One turn of the suit recharging: a point of energy every few turns (faster with a power cell). */
export function rechargeEnergy(game: GameState): void {
  const c = game.player.character;
  const max = maxEnergyOf(game);
  if (c.energy >= max) {
    c.charge = 0;
    return;
  }
  let every: number = CHARACTER.regenTurns;
  for (const d of wornDefs(game)) if (d.regenTurns !== undefined) every = Math.min(every, d.regenTurns);
  c.charge++;
  if (c.charge >= every) {
    c.charge = 0;
    c.energy++;
  }
}

/** True for a stat name. */
export function isStat(name: unknown): name is StatKind {
  return typeof name === 'string' && (STAT_KINDS as readonly string[]).includes(name);
}

/** Spends a level-up on a stat. Takes no game time; refused (false) without a point to spend. */
export function raiseStat(turn: Turn, stat: unknown): boolean {
  const { game } = turn;
  const c = game.player.character;
  if (!isStat(stat)) {
    say(turn, 'There is no such stat.', 'warn');
    return false;
  }
  if (c.points <= 0) {
    say(turn, 'You have no level-up to spend yet.', 'warn');
    return false;
  }
  if (c.stats[stat] >= CHARACTER.maxStat) {
    say(turn, `Your ${stat} is as high as it goes.`, 'warn');
    return false;
  }
  c.points--;
  c.stats[stat]++;
  const p = game.player;
  if (stat === 'endurance') {
    p.hp += CHARACTER.enduranceHp;
    p.oxygen += CHARACTER.enduranceOxygen;
  }
  refreshCharacter(game);
  const what: Record<StatKind, string> = {
    might: 'You feel stronger',
    agility: 'You feel quicker',
    endurance: 'You feel tougher',
  };
  say(turn, `${what[stat]} (${stat} ${c.stats[stat]}).`, 'good');
  return true;
}

/** Wears the item in an inventory slot, taking off whatever its slot held. Takes a turn. */
export function equipItem(turn: Turn, slot: number): boolean {
  const { game } = turn;
  const item = game.player.inventory[slot];
  if (item === undefined) return refusal(turn, 'You have nothing in that slot.');
  if (!isGearItem(item.kind)) return refusal(turn, 'You cannot wear that.');
  const gearSlot = GEAR[item.kind].slot;
  const c = game.player.character;
  if (c.gear[gearSlot] === item.id)
    return refusal(turn, `You already wear the ${itemName(contentOf(turn.game), item.kind)}.`);
  const before = wornItem(game, gearSlot);
  c.gear[gearSlot] = item.id;
  refreshCharacter(game);
  say(
    turn,
    before === undefined
      ? `You put on the ${itemName(contentOf(turn.game), item.kind)}.`
      : `You swap the ${itemName(contentOf(turn.game), before.kind)} for the ${itemName(contentOf(turn.game), item.kind)}.`,
    'good',
  );
  return true;
}

/** Takes off what a slot holds (it stays in the pack). Takes a turn. */
export function unequipSlot(turn: Turn, gearSlot: unknown): boolean {
  const { game } = turn;
  if (typeof gearSlot !== 'string' || !(GEAR_SLOTS as readonly string[]).includes(gearSlot))
    return refusal(turn, 'There is no such equipment slot.');
  const item = wornItem(game, gearSlot as GearSlot);
  if (item === undefined) return refusal(turn, `You wear nothing on your ${gearSlot}.`);
  game.player.character.gear[gearSlot as GearSlot] = 0;
  refreshCharacter(game);
  say(turn, `You take off the ${itemName(contentOf(turn.game), item.kind)}.`);
  return true;
}

/** Forgets that an item is worn (it has left the pack): call when dropping or losing it. */
export function takeOff(game: GameState, itemId: number): void {
  const c = game.player.character;
  for (const slot of GEAR_SLOTS) if (c.gear[slot] === itemId) c.gear[slot] = 0;
  refreshCharacter(game);
}

function refusal(turn: Turn, text: string): false {
  say(turn, text, 'warn');
  return false;
}

const EFFECTS: Readonly<Record<StatKind, string>> = {
  might: `+${CHARACTER.mightMelee} melee damage and +${CHARACTER.mightCarry} pack slot a point`,
  agility: `monsters hit you ${Math.round(CHARACTER.agilityDodge * 100)}% less often a point; better aim at swift ones`,
  endurance: `+${CHARACTER.enduranceHp} max HP and +${CHARACTER.enduranceOxygen} max oxygen a point`,
};

/** The character as the view shows it; `itemView` renders a carried item. */
export function characterView(game: GameState, itemView: (item: Item) => ItemView): CharacterView {
  const c = game.player.character;
  const stats: StatView[] = STAT_KINDS.map((stat) => ({ stat, value: c.stats[stat], effect: EFFECTS[stat] }));
  const gear: GearView[] = GEAR_SLOTS.map((slot) => {
    const item = wornItem(game, slot);
    return item === undefined ? { slot } : { slot, item: itemView(item) };
  });
  const abilities = (Object.keys(ABILITIES) as AbilityKind[])
    .filter((which) => game.player.inventory.some((it) => it.kind === ABILITIES[which].device))
    .map((which) => {
      const a = ABILITIES[which];
      return {
        which,
        name: a.name,
        cost: a.cost,
        ready: c.energy >= a.cost,
        range: which === 'blink' ? a.power : 1,
      };
    });
  return {
    level: c.level,
    xp: c.xp,
    nextXp: xpForNext(c.level),
    points: c.points,
    stats,
    energy: c.energy,
    maxEnergy: maxEnergyOf(game),
    gear,
    abilities,
  };
}
