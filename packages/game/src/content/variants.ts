/**
 * The built-in monster variants as data (a prefix that changes a base kind's numbers and rules:
 * "volatile zombie" bursts like a bloat, "shielded skeleton" shrugs off part of every hit), and
 * how a variant folds into a base kind's numbers.
 */
import type { MonsterDef } from '../core/content.js';

/** Names of the variants. */
export type VariantKind = 'volatile' | 'shielded' | 'swift' | 'armoured' | 'feral' | 'hulking';

/** How a variant changes its base kind. */
export interface VariantDef {
  readonly prefix: string;
  /** Colour it is drawn in (0xRRGGBB), distinct for each variant. */
  readonly colour: number;
  /** One line appended to the base description, for examine. */
  readonly description: string;
  /** HP multiplier (rounded, at least 1). */
  readonly hpScale: number;
  /** Armour added. */
  readonly armour: number;
  /** Delay multiplier (lower acts more often). */
  readonly delayScale: number;
  /** Melee damage added to the dice. */
  readonly damage: number;
  /** Melee accuracy added (capped at 0.95). */
  readonly accuracy: number;
  /** Blast radius when it dies (max of this and the base's). */
  readonly blast: number;
  /** Damage taken off every hit it suffers (down to 0). */
  readonly soak: number;
  /** Chance that a melee blow or a bullet misses it outright (the player's agility narrows it). */
  readonly evasion: number;
  /** Never flees. */
  readonly fearless: boolean;
}

/** The variant table. */
export const VARIANTS: Readonly<Record<VariantKind, VariantDef>> = {
  volatile: {
    prefix: 'volatile',
    colour: 0xff7a2a,
    description: 'Its skin is tight and glowing: it will burst when it dies, like a bloat.',
    hpScale: 1,
    armour: 0,
    delayScale: 1,
    damage: 0,
    accuracy: 0,
    blast: 1,
    soak: 0,
    evasion: 0,
    fearless: true,
  },
  shielded: {
    prefix: 'shielded',
    colour: 0x5ab0ff,
    description: 'A shimmer of scrap plating hangs about it: every hit loses some of its force.',
    hpScale: 1,
    armour: 0,
    delayScale: 1,
    damage: 0,
    accuracy: 0,
    blast: 0,
    soak: 1,
    evasion: 0,
    fearless: false,
  },
  swift: {
    prefix: 'swift',
    colour: 0x7affc8,
    description: 'It moves in jerks too fast to follow, and slips aside from blows and shots.',
    hpScale: 0.75,
    armour: 0,
    delayScale: 0.5,
    damage: 0,
    accuracy: 0,
    blast: 0,
    soak: 0,
    evasion: 0.25,
    fearless: false,
  },
  armoured: {
    prefix: 'armoured',
    colour: 0x9a9aa8,
    description: 'Plates of deck metal have grown into it: light rounds do little.',
    hpScale: 1.25,
    armour: 2,
    delayScale: 1,
    damage: 0,
    accuracy: 0,
    blast: 0,
    soak: 0,
    evasion: 0,
    fearless: false,
  },
  feral: {
    prefix: 'feral',
    colour: 0xff3a6a,
    description: 'It tears at anything near it and never backs off.',
    hpScale: 1,
    armour: 0,
    delayScale: 1,
    damage: 1,
    accuracy: 0.1,
    blast: 0,
    soak: 0,
    evasion: 0,
    fearless: true,
  },
  hulking: {
    prefix: 'hulking',
    colour: 0xb07a3a,
    description: 'Half again as big as it should be: slower, but it takes a beating.',
    hpScale: 1.5,
    armour: 0,
    delayScale: 1.25,
    damage: 1,
    accuracy: 0,
    blast: 0,
    soak: 0,
    evasion: 0,
    fearless: false,
  },
};

/** Every variant, in a fixed order. */
export const VARIANT_KINDS: readonly VariantKind[] = [
  'volatile',
  'shielded',
  'swift',
  'armoured',
  'feral',
  'hulking',
];

/** A monster's numbers with its variant folded in (adds soak and evasion, which plain kinds lack). */
export interface VariantMonsterDef extends MonsterDef {
  readonly soak: number;
  readonly evasion: number;
  /** Its variant's id, absent for the plain kind. */
  readonly variant?: string;
}

/** Dice with `bonus` added to the constant term: '1d3+1' + 1 = '1d3+2'. */
export function addToDice(dice: string, bonus: number): string {
  if (bonus === 0) return dice;
  const m = /^(\d+d\d+)([+-]\d+)?$/.exec(dice);
  if (m === null) throw new RangeError(`addToDice: cannot read dice "${dice}"`);
  const total = (m[2] === undefined ? 0 : Number(m[2])) + bonus;
  return total === 0 ? m[1] : `${m[1]}${total > 0 ? '+' : ''}${total}`;
}

/** A base kind's numbers with a variant folded in (`variant` absent: the plain kind, no soak or evasion). */
export function foldVariant(
  base: MonsterDef,
  variant?: VariantDef & { readonly id: string },
): VariantMonsterDef {
  if (variant === undefined) return { ...base, soak: 0, evasion: 0 };
  const d = variant;
  return {
    ...base,
    name: `${d.prefix} ${base.name}`,
    colour: d.colour,
    hp: Math.max(1, Math.round(base.hp * d.hpScale)),
    armour: base.armour + d.armour,
    damage: addToDice(base.damage, d.damage),
    accuracy: Math.min(0.95, base.accuracy + d.accuracy),
    delay: Math.max(5, Math.round(base.delay * d.delayScale)),
    flee: d.fearless ? 0 : base.flee,
    blast: Math.max(base.blast, d.blast),
    description: `${base.description} ${d.description}`,
    soak: d.soak,
    evasion: d.evasion,
    variant: d.id,
  };
}
