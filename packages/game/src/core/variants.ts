/**
 * Monster variants: a prefix that changes a base kind's numbers and rules ("volatile zombie" bursts
 * like a bloat, "shielded skeleton" shrugs off part of every hit). Which variants a chunk of the
 * Endless world breeds is a pure function of the world seed and the chunk; every rule that reads
 * a monster's numbers asks {@link monsterDef}, which folds the variant in.
 */
import { createRng, hashSeed } from '@hullbreach/toolkit';
import { BUILTIN_CONTENT, foldedDef, type Content } from '../content/registry.js';
import type { VariantMonsterDef } from '../content/variants.js';
import type { Monster } from './state.js';

export {
  VARIANTS,
  VARIANT_KINDS,
  addToDice,
  type VariantDef,
  type VariantKind,
  type VariantMonsterDef,
} from '../content/variants.js';

/** True for a variant of `content` (the built-in one by default). */
export function isVariant(name: string | undefined, content: Content = BUILTIN_CONTENT): name is string {
  return name !== undefined && content.variantById.has(name);
}

/** The numbers of a kind in a variant (undefined or unknown variant: the plain kind), from `content`'s records. */
export function kindDef(
  kind: string,
  variant?: string,
  content: Content = BUILTIN_CONTENT,
): VariantMonsterDef {
  return foldedDef(content, kind, variant);
}

/** The numbers a monster fights with: its kind's, changed by its variant (pass the game's `contentOf(game)`). */
export function monsterDef(
  m: Pick<Monster, 'kind' | 'variant'>,
  content: Content = BUILTIN_CONTENT,
): VariantMonsterDef {
  return foldedDef(content, m.kind, m.variant);
}

/** Makes `m` a variant: records it and sets its HP to the variant's full HP. */
export function applyVariant(m: Monster, variant: string, content: Content = BUILTIN_CONTENT): void {
  m.variant = variant;
  m.hp = kindDef(m.kind, variant, content).hp;
}

/** What a chunk breeds: which variants its monsters may be, and how likely each monster is one. */
export interface ChunkVariants {
  /** For each base kind, the variant its monsters here take when they are variants. */
  readonly byKind: Readonly<Record<string, string>>;
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
export function variantsFor(
  seed: number | string,
  cx: number,
  cy: number,
  content: Content = BUILTIN_CONTENT,
): ChunkVariants {
  if (!Number.isInteger(cx) || !Number.isInteger(cy))
    throw new RangeError(`variantsFor: chunk coordinates must be integers, got (${cx}, ${cy})`);
  const rng = createRng(hashSeed(seed, 'variants', cx, cy));
  const d = Math.max(Math.abs(cx), Math.abs(cy));
  const byKind: Record<string, string> = {};
  const ids = content.variants.map((v) => v.id);
  for (const { id } of content.monsters) byKind[id] = rng.pick(ids);
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
  content: Content = BUILTIN_CONTENT,
): void {
  const table = variantsFor(seed, cx, cy, content);
  if (table.chance === 0) return;
  const rng = createRng(hashSeed(seed, 'variant-pick', cx, cy));
  for (const m of monsters) {
    if (rng.next() < table.chance) applyVariant(m, table.byKind[m.kind], content);
  }
}
