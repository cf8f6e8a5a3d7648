/**
 * What notes on the map say, in words. A vault fixture's plate holds typed facts (a card lock's
 * code, a switch plate's number): the rules read those, and the words the player reads (examine,
 * the log when the note is first seen) are derived here from them, for display only.
 */
import type { VaultFixture } from '../content/records.js';
import type { Note } from './state.js';

/** A card lock's code as its plate and the key card show it ("VAULT-4K"). */
export function vaultLabel(code: string): string {
  return `VAULT-${code}`;
}

/** The words on a vault fixture's plate. */
export function fixtureText(fixture: VaultFixture): string {
  switch (fixture.kind) {
    case 'card-lock':
      return `A card lock. Its plate reads ${vaultLabel(fixture.code)}.`;
    case 'switch':
      return `A switch plate stamped ${fixture.order}.`;
    case 'sealed-door':
      return 'A sealed vault door. The switch plates in the walls around it open it, pressed in the order stamped on them; a wrong one resets them all.';
    case 'pressure-door':
      return 'A pressure door. Its interlock opens only when the air on both sides matches: vacuum beyond means vacuum here first.';
  }
}

/** What a note says: its prose, or the words of its fixture's facts. */
export function noteText(note: Note): string {
  return note.fixture === undefined ? note.text : fixtureText(note.fixture);
}
