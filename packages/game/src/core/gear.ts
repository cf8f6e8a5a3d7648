// The character's tables: equipment and its slots, the devices that give abilities, and the stats
// a level raises. Plain data; content.ts re-exports it with the rest of the game's tables.

/** Equipment slots of the character. */
export type GearSlot = 'head' | 'body' | 'hands' | 'tool';

/** Every equipment slot, in a fixed order. */
export const GEAR_SLOTS: readonly GearSlot[] = ['head', 'body', 'hands', 'tool'];

/** Items worn in an equipment slot. */
export type GearKind =
  'pressure-helmet' | 'plated-suit' | 'grip-gloves' | 'power-gloves' | 'multitool' | 'power-cell';

/** What a piece of equipment changes while worn (absent = nothing). */
export interface GearDef {
  readonly slot: GearSlot;
  /** Extra maximum oxygen. */
  readonly oxygen?: number;
  /** Damage taken off every hit that lands on you (never below 1). */
  readonly guard?: number;
  /** Rushing air never drags you. */
  readonly grip?: boolean;
  /** Extra melee damage. */
  readonly melee?: number;
  /** Locked doors give at the first try. */
  readonly picklock?: boolean;
  /** Extra maximum energy. */
  readonly energy?: number;
  /** Turns per point of energy regained (overrides {@link CHARACTER}.regenTurns). */
  readonly regenTurns?: number;
}

/** The equipment table. */
export const GEAR: Readonly<Record<GearKind, GearDef>> = {
  'pressure-helmet': { slot: 'head', oxygen: 10 },
  'plated-suit': { slot: 'body', guard: 1 },
  'grip-gloves': { slot: 'hands', grip: true },
  'power-gloves': { slot: 'hands', melee: 2 },
  multitool: { slot: 'tool', picklock: true },
  'power-cell': { slot: 'tool', energy: 6, regenTurns: 2 },
};

/** True when the item kind is worn in an equipment slot. */
export function isGearItem(kind: string): kind is GearKind {
  return Object.prototype.hasOwnProperty.call(GEAR, kind);
}

/** Devices that give the player an ability while carried. */
export type DeviceKind = 'blink-pack' | 'stun-pulser' | 'patch-kit';

/** Abilities the player can use, each from a carried device. */
export type AbilityKind = 'blink' | 'stun' | 'patch';

/** What each ability costs and does. */
export interface AbilityDef {
  readonly name: string;
  /** The device that must be carried. */
  readonly device: DeviceKind;
  /** Energy spent. */
  readonly cost: number;
  /** Blink: farthest jump (Chebyshev); stun: turns the jolted lose; patch: reach (1 = adjacent). */
  readonly power: number;
}

/** The ability table. */
export const ABILITIES: Readonly<Record<AbilityKind, AbilityDef>> = {
  blink: { name: 'blink', device: 'blink-pack', cost: 5, power: 6 },
  stun: { name: 'stun pulse', device: 'stun-pulser', cost: 4, power: 3 },
  patch: { name: 'patch', device: 'patch-kit', cost: 3, power: 1 },
};

/** Character stats the player raises on levelling up. */
export type StatKind = 'might' | 'agility' | 'endurance';

/** Every stat, in a fixed order. */
export const STAT_KINDS: readonly StatKind[] = ['might', 'agility', 'endurance'];

/**
 * The character's numbers. Stats start at 0 (the campaign plays exactly as before until the
 * player raises one) and each point is small: the campaign's balance holds.
 */
export const CHARACTER = {
  /** Experience for the first level-up; each next one needs this much more than the last. */
  xpStep: 10,
  /** Extra melee damage per point of might. */
  mightMelee: 1,
  /** Extra pack slots per point of might. */
  mightCarry: 1,
  /** Monster hit chance is multiplied by 1 − this per point of agility (dodging). */
  agilityDodge: 0.05,
  /** Agility's share against a swift monster's evasion, per point. */
  agilityAim: 0.15,
  /** Extra maximum HP per point of endurance. */
  enduranceHp: 3,
  /** Extra maximum oxygen per point of endurance. */
  enduranceOxygen: 3,
  /** Energy for devices. */
  energy: 10,
  /** Turns per point of energy regained. */
  regenTurns: 3,
  /** Highest a stat can be raised. */
  maxStat: 8,
} as const;
