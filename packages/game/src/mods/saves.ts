/**
 * A save holds the world, not the records it was made from: a run saved with a mod's monsters and
 * continued without that mod would meet kinds its content has no record of. This finds them at
 * load time, so the player reads one sentence instead of the game stopping mid-turn.
 */
import { contentOf } from '../content/registry.js';
import type { GameState } from '../core/state.js';

/** The monster kinds on a loaded game's floor that the content it plays with has no record of, in order. */
export function missingKinds(game: GameState): string[] {
  const content = contentOf(game);
  const missing: string[] = [];
  for (const key in game.floor.monsters) {
    const kind = game.floor.monsters[key].kind;
    if (!content.monsterById.has(kind) && !missing.includes(kind)) missing.push(kind);
  }
  return missing;
}

/**
 * Returns `game` when its content knows every monster on its floor; otherwise throws an Error
 * whose message is one sentence for the player (the kinds missing, and what to do).
 */
export function checkSaveContent(game: GameState): GameState {
  const missing = missingKinds(game);
  if (missing.length > 0) {
    const names = missing.map((k) => `"${k}"`).join(', ');
    throw new Error(
      `This saved run has monsters of kind ${names}, which the content in place does not have: put back the mods it was played with (content/ in the data folder, or --content DIR) to continue it.`,
    );
  }
  return game;
}
