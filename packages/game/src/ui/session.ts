import type { Command, CommandResult, GameView } from '../core/api.js';
import { createGame, deserialize, perform, serialize, stateHash, view } from '../core/index.js';
import type { GameState } from '../core/state.js';
import { morgueText, type MorgueEnd } from '../core/morgue.js';
import type { RunRules } from '../core/run-rules.js';
import { contentOf, useContent, type Content } from '../content/registry.js';
import { checkSaveContent } from '../mods/saves.js';

/** One running game as the UI drives it. */
export interface GameSession {
  /** The player's view of the game now. */
  view(): GameView;
  /** Carries out one player command. */
  perform(command: Command): CommandResult;
  /** A hash of the whole game state (RNG states included), for replays and tests. */
  hash(): string;
  /** The whole state as text for a save (absent when the session cannot be saved). */
  save?(): string;
  /** Endless: how far (in chunks from (0,0)) the player has been; absent in the campaign. */
  distance?(): number;
  /** The run's morgue text (core `morgueText`) with `end` as how it ended; absent for stand-in games. */
  morgue?(end?: MorgueEnd): string;
  /** The hash of the content the game plays with (built-in records and mods); absent for stand-in games. */
  contentHash?(): string;
}

/** Which game a run plays. */
export type RunMode = 'campaign' | 'endless';

/** A session whose every command is recorded: the input log a replay plays back. */
export interface RecordedSession extends GameSession {
  /** The run's own id, the key of its live save. */
  readonly runId: string;
  readonly seed: number | string;
  readonly mode: RunMode;
  /** Every command performed since the run began, in order. */
  readonly inputs: readonly Command[];
}

/** What {@link recordSession} needs beside the session. */
export interface RecordOptions {
  readonly runId: string;
  readonly seed: number | string;
  readonly mode: RunMode;
  /** Commands already performed before this session took over (a loaded save's log). */
  readonly inputs?: readonly Command[];
  /**
   * The array to log into, kept as it is (not copied): for a driver that performs on the game
   * itself (the bot's turn function) and notes each command it sent. `inputs` is appended to it.
   */
  readonly log?: Command[];
}

/** Wraps a session so that every command it performs is appended to its input log. */
export function recordSession(inner: GameSession, options: RecordOptions): RecordedSession {
  const inputs: Command[] = options.log ?? [];
  inputs.push(...(options.inputs ?? []));
  const recorded: RecordedSession = {
    runId: options.runId,
    seed: options.seed,
    mode: options.mode,
    inputs,
    view: () => inner.view(),
    perform: (command) => {
      inputs.push(command);
      return inner.perform(command);
    },
    hash: () => inner.hash(),
  };
  const save = inner.save;
  const distance = inner.distance;
  const morgue = inner.morgue;
  const contentHash = inner.contentHash;
  return {
    ...recorded,
    ...(save !== undefined ? { save: () => save.call(inner) } : {}),
    ...(distance !== undefined ? { distance: () => distance.call(inner) } : {}),
    ...(morgue !== undefined ? { morgue: (end?: MorgueEnd) => morgue.call(inner, end) } : {}),
    ...(contentHash !== undefined ? { contentHash: () => contentHash.call(inner) } : {}),
  };
}

/** Starts a game from a seed, under the run rules chosen (absent: the classic ones). */
export type StartGame = (seed: number | string, rules?: RunRules) => GameSession;

/** Starts a real game of Hullbreach through the core. */
export const startCoreGame: StartGame = (seed, rules) =>
  sessionOfGame(createGame(seed, rules === undefined ? {} : { rules }));

/** Continues a campaign game from the text of its save ({@link GameSession.save}). */
export function resumeCoreGame(text: string): GameSession {
  return sessionOfGame(checkSaveContent(deserialize(text)));
}

/** A session over a campaign game state the caller holds (and may also drive directly, as the bot does). */
export function sessionOfGame(game: GameState): GameSession {
  return {
    view: () => view(game),
    perform: (command) => perform(game, command),
    hash: () => stateHash(game),
    save: () => serialize(game),
    morgue: (end) => morgueText(game, end === undefined ? {} : { end }),
    contentHash: () => contentOf(game).hash,
  };
}

/**
 * Campaign games that play with `content` (the built-in records with mods applied): new runs, and
 * runs continued from a save (a save holds no content; it plays on with the content given here).
 */
export function coreGamesWith(content: Content): {
  readonly start: StartGame;
  resume(text: string): GameSession;
} {
  return {
    start: (seed, rules) =>
      sessionOfGame(createGame(seed, { ...(rules === undefined ? {} : { rules }), content })),
    resume: (text) => sessionOfGame(checkSaveContent(useContent(deserialize(text), content))),
  };
}

export { parseSeed } from './seed.js';
