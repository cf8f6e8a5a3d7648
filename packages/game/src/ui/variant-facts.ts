/**
 * What a monster variant changes from its plain kind, in numbers, for examine: the variant's own
 * line in the description says how it looks; this says what that means in a fight.
 */
import { BUILTIN_CONTENT, type Content } from '../content/registry.js';

const percent = (x: number): string => `${Math.round(x * 100)}%`;

/** "Volatile: bursts when it dies (blast 1), never flees." for a variant name; undefined for none. */
export function variantFacts(
  variant: string | undefined,
  content: Content = BUILTIN_CONTENT,
): string | undefined {
  const d = variant === undefined ? undefined : content.variantById.get(variant);
  if (variant === undefined || d === undefined) return undefined;
  const facts: string[] = [];
  if (d.hpScale !== 1) facts.push(`${d.hpScale > 1 ? '+' : '-'}${percent(Math.abs(d.hpScale - 1))} HP`);
  if (d.armour > 0) facts.push(`armour ${d.armour}`);
  if (d.soak > 0) facts.push(`takes ${d.soak} off every hit it suffers`);
  if (d.evasion > 0) facts.push(`${percent(d.evasion)} of blows and shots miss it (agility narrows that)`);
  if (d.delayScale < 1) facts.push(`acts ${Math.round(1 / d.delayScale)}x as often`);
  if (d.delayScale > 1) facts.push('slower');
  if (d.damage > 0) facts.push(`+${d.damage} melee damage`);
  if (d.accuracy > 0) facts.push(`+${percent(d.accuracy)} to hit`);
  if (d.blast > 0) facts.push(`bursts when it dies (blast ${d.blast})`);
  if (d.fearless) facts.push('never flees');
  const name = variant.charAt(0).toUpperCase() + variant.slice(1);
  return `${name}: ${facts.length > 0 ? facts.join(', ') : 'no change in a fight'}.`;
}
