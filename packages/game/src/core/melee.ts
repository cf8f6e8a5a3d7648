// Melee: one blow, the same roll and the same path whoever swings it, the player or a monster.
import { WEAPONS, type WeaponKind } from './content.js';
import { hurtActor, nameIfSeen, tell, wieldedItem } from './combat.js';
import { blowLine, glanceLine, missedYouLine, slipsAsideLine, strikeLine } from './combat-text.js';
import { aimChance, dodged, meleeBonus } from './character.js';
import { emit, say, type Turn } from './log.js';
import type { Monster } from './state.js';
import { monsterDef } from './variants.js';
import { contentOf, monsterRecord } from '../content/registry.js';
import { actorOf } from './world.js';

/**
 * What one melee blow is, whoever swings it: the attacker's penetration against the defender's
 * armour (below it the blow glances off), the chance it lands (undefined: it always does; else one
 * draw decides), and its damage (dice plus a bonus).
 */
export interface MeleeBlow {
  readonly pen: number;
  readonly armour: number;
  readonly hitChance: number | undefined;
  readonly dice: string;
  readonly bonus: number;
  /** What the blow is for the log: a weapon of the player's, or the attacking monster's kind. */
  readonly weapon: string;
}

/** How a blow came out: glanced off the armour, missed, or hit for `damage`. */
export type MeleeOutcome = 'glance' | 'miss' | 'hit';

/**
 * The one melee roll, the same for every attacker and defender: a glance when the penetration is
 * below the armour (no draw), else a miss when the hit chance is drawn and fails, else the damage.
 */
export function rollBlow(rng: Turn['rng'], blow: MeleeBlow): { outcome: MeleeOutcome; damage: number } {
  if (blow.pen < blow.armour) return { outcome: 'glance', damage: 0 };
  if (blow.hitChance !== undefined && !rng.chance(blow.hitChance)) return { outcome: 'miss', damage: 0 };
  return { outcome: 'hit', damage: rng.dice(blow.dice) + blow.bonus };
}

/**
 * The blow `attacker` would swing at `defender` now (both actor ids). The player swings the wielded
 * melee weapon (a gun like a fist; a chainsaw burns a unit of fuel), with might and gloves added,
 * and lands it unless the monster's evasion draws against them; a monster bites for its kind's dice
 * and lands it by its accuracy against the player's agility. Monsters never fight each other.
 */
export function meleeBlowOf(turn: Turn, attacker: number, defender: number): MeleeBlow {
  const { game } = turn;
  const player = game.player.id;
  if (attacker === player) {
    const item = wieldedItem(game);
    let kind: WeaponKind = 'fists';
    if (item !== undefined && item.kind === 'chainsaw') {
      if (item.loaded > 0) {
        kind = 'chainsaw';
        item.loaded--;
      } else {
        say(turn, 'The chainsaw coughs: no fuel. You swing it like a club.', 'warn');
      }
    }
    const w = WEAPONS[kind];
    const def = monsterDef(actorOf(game, defender) as Monster, contentOf(game));
    return {
      pen: w.pen,
      armour: def.armour,
      hitChance: def.evasion > 0 ? aimChance(game, def.evasion) : undefined,
      dice: w.damage,
      // Might and power gloves add to every blow.
      bonus: meleeBonus(game),
      weapon: kind,
    };
  }
  if (defender !== player)
    throw new RangeError(`melee: monster ${attacker} cannot attack monster ${defender}`);
  const m = actorOf(game, attacker) as Monster;
  const def = monsterDef(m, contentOf(game));
  return {
    pen: 0,
    armour: 0,
    hitChance: dodged(game, def.accuracy),
    dice: def.damage,
    bonus: 0,
    weapon: m.kind,
  };
}

/**
 * One melee blow from `attacker` at `defender` (actor ids; either may be the player), the same path
 * for both sides: the roll ({@link rollBlow}), the attack event, the log line and the damage
 * ({@link hurtActor}). `blow` defaults to what the two would swing now ({@link meleeBlowOf}).
 */
export function melee(
  turn: Turn,
  attacker: number,
  defender: number,
  blow: MeleeBlow = meleeBlowOf(turn, attacker, defender),
): void {
  const { game, rng } = turn;
  const byPlayer = attacker === game.player.id;
  const m = actorOf(game, byPlayer ? defender : attacker) as Monster;
  const name = nameIfSeen(game, m);
  const { outcome, damage } = rollBlow(rng, blow);
  emit(turn, { type: 'attack', actor: attacker, target: defender, damage, hit: outcome === 'hit' });
  if (outcome !== 'hit') {
    tell(
      turn,
      byPlayer
        ? outcome === 'glance'
          ? glanceLine(name)
          : slipsAsideLine(name, 'blow')
        : missedYouLine(name),
    );
    return;
  }
  tell(
    turn,
    byPlayer
      ? strikeLine(blow.weapon as WeaponKind, name, damage)
      : blowLine(monsterRecord(contentOf(game), m.kind).verb, name, damage),
  );
  hurtActor(turn, defender, damage, byPlayer ? blow.weapon : monsterDef(m, contentOf(game)).name);
}

/** The player strikes a monster with the wielded melee weapon (a gun is swung like a fist). */
export function playerMelee(turn: Turn, m: Monster): void {
  melee(turn, turn.game.player.id, m.id);
}

/** A monster swings at the player: a miss, or a hit for its damage (armour then takes its share). */
export function monsterMelee(turn: Turn, m: Monster): void {
  melee(turn, m.id, turn.game.player.id);
}
