import { parseSeed as readSeed } from '@hullbreach/game';
import { UsageError } from './usage-error.js';

/**
 * Reads a seed as the user typed it, by the game's one seed reading (the title screen's and the
 * web page's too): trimmed, digits become a number when they fit exactly in a double, anything
 * else stays a word (`kestrel-9`). Blank seeds are refused.
 */
export function parseSeed(text: string): number | string {
  const seed = readSeed(text);
  if (seed === undefined) throw new UsageError('option --seed needs a non-empty value (digits or any word)');
  return seed;
}
