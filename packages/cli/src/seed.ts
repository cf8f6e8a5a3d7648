import { UsageError } from './usage-error.js';

/**
 * Reads a seed as the user typed it: digits become a number (when they fit exactly in a double),
 * anything else stays a string (`kestrel-9`). Empty seeds are refused.
 */
export function parseSeed(text: string): number | string {
  if (text.length === 0) throw new UsageError('option --seed needs a non-empty value (digits or any word)');
  if (/^[0-9]+$/.test(text)) {
    const value = Number(text);
    if (Number.isSafeInteger(value)) return value;
  }
  return text;
}
