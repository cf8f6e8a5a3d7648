/** Seeds as the player types them. */
import { parseSeedText } from '@hullbreach/toolkit';

/**
 * A seed as typed, the one reading every front end uses (command line, title screen, the page's
 * address): trimmed, digits that make an exact integer are a number, anything else is a word
 * (the toolkit's `parseSeedText`). Blank text is no seed: `undefined`, for a random one.
 */
export function parseSeed(text: string): number | string | undefined {
  const t = text.trim();
  return t === '' ? undefined : parseSeedText(t);
}
