/**
 * An Endless run as a front end drives it: the same shape as the campaign's session (view,
 * perform, hash, save, distance), with every command going through the window's re-centring and
 * every save storing the window's chunks first, so the store always holds the world as left.
 */
import type { Command, CommandResult, GameView } from '../api.js';
import { deserialize, serialize, stateHash } from '../serialize.js';
import { modeOf } from '../modes.js';
import { morgueText, type MorgueEnd } from '../morgue.js';
import type { RunRules } from '../run-rules.js';
import type { GameState } from '../state.js';
import { view } from '../view.js';
import type { ChunkSource } from './chunk.js';
import { createEndlessGame, performEndless } from './endless.js';
import { flushWindow } from './window.js';
import { contentOf, useContent, type Content } from '../../content/registry.js';
import { checkSaveContent } from '../../mods/saves.js';

/** A running Endless game over a chunk source. */
export interface EndlessSession {
  /** The game state itself (for tests and tools; front ends use the view). */
  readonly game: GameState;
  view(): GameView;
  perform(command: Command): CommandResult;
  hash(): string;
  /** Stores the window's chunks, then returns the whole state as text. */
  save(): string;
  /** Farthest chunk distance from (0, 0) reached so far. */
  distance(): number;
  /** The run's morgue text as it stands (at its end: how it ended). */
  morgue(end?: MorgueEnd): string;
  /** The hash of the content the game plays with (built-in records and mods). */
  contentHash(): string;
}

/** Wraps an Endless game state and its chunk source as a session. */
export function endlessSession(game: GameState, source: ChunkSource): EndlessSession {
  // Only a mode that plays in a world of chunks places the player in one.
  if (modeOf(game).worldView(game) === undefined)
    throw new RangeError('endlessSession: the state is not an Endless game');
  return {
    game,
    view: () => view(game),
    perform: (command) => performEndless(game, source, command),
    hash: () => stateHash(game),
    save: () => {
      flushWindow(game, source);
      return serialize(game);
    },
    distance: () => game.world?.farthest ?? 0,
    morgue: (end) => morgueText(game, end === undefined ? {} : { end }),
    contentHash: () => contentOf(game).hash,
  };
}

/** A new Endless run from a world seed over `source` (which should hold no other run's chunks of that world). */
export function startEndlessSession(
  seed: number | string,
  source: ChunkSource,
  rules?: RunRules,
  content?: Content,
): EndlessSession {
  return endlessSession(createEndlessGame(seed, source, rules, content), source);
}

/**
 * Continues an Endless run from the text its session's `save()` wrote, over the same source,
 * playing `content` (absent: the built-in content).
 */
export function resumeEndlessSession(text: string, source: ChunkSource, content?: Content): EndlessSession {
  const game = deserialize(text);
  return endlessSession(checkSaveContent(content === undefined ? game : useContent(game, content)), source);
}
