import type { Command, CommandResult, GameView } from '../core/api.js';
import { createGame, perform, stateHash, view } from '../core/index.js';

/** One running game as the UI drives it. */
export interface GameSession {
  /** The player's view of the game now. */
  view(): GameView;
  /** Carries out one player command. */
  perform(command: Command): CommandResult;
  /** A hash of the whole game state (RNG states included), for replays and tests. */
  hash(): string;
}

/** Starts a game from a seed. */
export type StartGame = (seed: number | string) => GameSession;

/** Starts a real game of Hullbreach through the core. */
export const startCoreGame: StartGame = (seed) => {
  const game = createGame(seed);
  return {
    view: () => view(game),
    perform: (command) => perform(game, command),
    hash: () => stateHash(game),
  };
};

/** A seed as typed: digits only make a number (as on the command line), anything else stays a word. */
export function parseSeed(text: string): number | string {
  const t = text.trim();
  if (/^\d{1,15}$/.test(t)) return Number(t);
  return t;
}
