/**
 * Monster variants: a prefix that changes a base kind's numbers and rules ("volatile zombie" bursts
 * like a bloat, "shielded skeleton" shrugs off part of every hit). Which variants a chunk of the
 * Endless world breeds is a pure function of the world seed and the chunk; every rule that reads
 * a monster's numbers asks {@link monsterDef}, which folds the variant in.
 */
import { createRng, hashSeed } from '@hullbreach/toolkit';
import { MONSTERS, type MonsterDef, type MonsterKind } from './content.js';
import type { Monster } from './state.js';

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
  readonly variant?: VariantKind;
}

/** True for a known variant name. */
export function isVariant(name: string | undefined): name is VariantKind {
  return name !== undefined && Object.prototype.hasOwnProperty.call(VARIANTS, name);
}

/** Dice with `bonus` added to the constant term: '1d3+1' + 1 = '1d3+2'. */
export function addToDice(dice: string, bonus: number): string {
  if (bonus === 0) return dice;
  const m = /^(\d+d\d+)([+-]\d+)?$/.exec(dice);
  if (m === null) throw new RangeError(`addToDice: cannot read dice "${dice}"`);
  const total = (m[2] === undefined ? 0 : Number(m[2])) + bonus;
  return total === 0 ? m[1] : `${m[1]}${total > 0 ? '+' : ''}${total}`;
}

function fold(kind: MonsterKind, v: VariantKind | undefined): VariantMonsterDef {
  const base = MONSTERS[kind];
  if (v === undefined) return { ...base, soak: 0, evasion: 0 };
  const d = VARIANTS[v];
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
    variant: v,
  };
}

/** Every kind x variant folded once, when the module loads (read-only afterwards). */
const TABLE: Readonly<Record<string, VariantMonsterDef>> = (() => {
  const out: Record<string, VariantMonsterDef> = {};
  for (const kind of Object.keys(MONSTERS) as MonsterKind[]) {
    out[kind] = fold(kind, undefined);
    for (const v of VARIANT_KINDS) out[`${v} ${kind}`] = fold(kind, v);
  }
  return out;
})();

/** The numbers of a kind in a variant (undefined or unknown variant: the plain kind). */
export function kindDef(kind: MonsterKind, variant?: string): VariantMonsterDef {
  return isVariant(variant) ? TABLE[`${variant} ${kind}`] : TABLE[kind];
}

/** The numbers a monster fights with: its kind's, changed by its variant. */
export function monsterDef(m: Pick<Monster, 'kind' | 'variant'>): VariantMonsterDef {
  return kindDef(m.kind, m.variant);
}

/** Makes `m` a variant: records it and sets its HP to the variant's full HP. */
export function applyVariant(m: Monster, variant: VariantKind): void {
  m.variant = variant;
  m.hp = kindDef(m.kind, variant).hp;
}

/** What a chunk breeds: which variants its monsters may be, and how likely each monster is one. */
export interface ChunkVariants {
  /** For each base kind, the variant its monsters here take when they are variants. */
  readonly byKind: Readonly<Record<MonsterKind, VariantKind>>;
  /** Chance that a monster of this chunk is a variant (0 near the start). */
  readonly chance: number;
}

/** Chebyshev distance (in chunks) from which variants appear. */
export const VARIANT_DISTANCE = 2;

/**
 * The variants of chunk (cx, cy) of a world: a pure function of the world seed and the chunk.
 * Each base kind gets one variant for the chunk (so a chunk has its own breed), and the chance
 * that a monster is a variant grows with the distance from (0, 0), from 0 inside
 * {@link VARIANT_DISTANCE} to at most 0.6.
 */
export function variantsFor(seed: number | string, cx: number, cy: number): ChunkVariants {
  if (!Number.isInteger(cx) || !Number.isInteger(cy))
    throw new RangeError(`variantsFor: chunk coordinates must be integers, got (${cx}, ${cy})`);
  const rng = createRng(hashSeed(seed, 'variants', cx, cy));
  const d = Math.max(Math.abs(cx), Math.abs(cy));
  const byKind = {} as Record<MonsterKind, VariantKind>;
  for (const kind of Object.keys(MONSTERS) as MonsterKind[]) byKind[kind] = rng.pick(VARIANT_KINDS);
  const chance = d < VARIANT_DISTANCE ? 0 : Math.min(0.6, 0.15 + (d - VARIANT_DISTANCE) * 0.05);
  return { byKind, chance };
}

/**
 * Turns some of the new monsters of chunk (cx, cy) into the chunk's variants. The draws come from
 * a stream of their own (world seed, chunk), one per monster in order, so the chunk's population
 * stream and everything else it places stay as they were.
 */
export function applyChunkVariants(
  monsters: readonly Monster[],
  seed: number | string,
  cx: number,
  cy: number,
): void {
  const table = variantsFor(seed, cx, cy);
  if (table.chance === 0) return;
  const rng = createRng(hashSeed(seed, 'variant-pick', cx, cy));
  for (const m of monsters) {
    if (rng.next() < table.chance) applyVariant(m, table.byKind[m.kind]);
  }
}
