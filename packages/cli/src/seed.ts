import { parseSeedText } from '@hullbreach/toolkit';
import { UsageError } from './usage-error.js';

/**
 * Reads a seed as the user typed it: digits become a number (when they fit exactly in a double),
 * anything else stays a string (`kestrel-9`), by the toolkit's `parseSeedText` (as the web lab reads
 * its URL). Empty seeds are refused.
 */
export function parseSeed(text: string): number | string {
  if (text.length === 0) throw new UsageError('option --seed needs a non-empty value (digits or any word)');
  return parseSeedText(text);
}
