import {
  botTurn,
  createGame,
  recordSession,
  sessionOfGame,
  type BotMemory,
  type Command,
  type Content,
  type RecordedSession,
  type RunRules,
} from '@hullbreach/game';
import type { StorePersistence } from './saves.js';

/** How {@link playBotRun} plays and saves. */
export interface BotRunOptions {
  readonly seed: number | string;
  /** Stop after this many game turns (the run then ends as 'turn-limit'). */
  readonly maxTurns: number;
  /** The run's rules (absent: the classic ones, as `createGame`). */
  readonly rules?: RunRules;
  /** The content it plays with (absent: the built-in content). */
  readonly content?: Content;
  /** Where to save and record the run; without it nothing is kept. */
  readonly persistence?: StorePersistence;
  /** Autosave every this many turns (default 50, as the game does); floor changes always save. */
  readonly saveEvery?: number;
  /** Told after every autosave has been committed. */
  readonly onSave?: (session: RecordedSession) => void;
  /**
   * Makes every turn durable as the game does (the turn's commands appended to the live save's
   * log), and is told after each; without it only the autosaves keep the run.
   */
  readonly onTurn?: (session: RecordedSession) => void;
}

/** What a bot run left behind. */
export interface BotRunResult {
  readonly session: RecordedSession;
  /** 'won', 'died', 'adrift' or 'turn-limit'. */
  readonly outcome: 'won' | 'died' | 'adrift' | 'turn-limit';
  /** The history number of the run, when it was recorded. */
  readonly runId?: number;
}

/**
 * The built-in bot plays one campaign run exactly as `autoplay` does (the game's own bot turn on
 * the game's state, so the same seed and turns give the same game), every command it sends noted
 * in a recording session; it autosaves like the game and records the finished run in the history
 * when a persistence is given.
 */
export function playBotRun(options: BotRunOptions): BotRunResult {
  const p = options.persistence;
  const game = createGame(options.seed, {
    ...(options.rules === undefined ? {} : { rules: options.rules }),
    ...(options.content === undefined ? {} : { content: options.content }),
  });
  const log: Command[] = [];
  const session = recordSession(sessionOfGame(game), {
    runId: p?.newRunId() ?? '',
    seed: options.seed,
    mode: 'campaign',
    log,
  });
  const every = options.saveEvery ?? 50;
  const memory: BotMemory = { depth: -1, floorTurns: 0, journeys: true };
  const save = (): void => {
    if (p === undefined) return;
    p.save(session);
    options.onSave?.(session);
  };
  save();
  let saved = { depth: game.floor.depth, turn: game.turn };
  while (game.outcome === 'playing' && game.turn < options.maxTurns) {
    botTurn(game, memory, (command) => log.push(command));
    if (game.outcome === 'playing' && (game.floor.depth !== saved.depth || game.turn - saved.turn >= every)) {
      save();
      saved = { depth: game.floor.depth, turn: game.turn };
    } else if (game.outcome === 'playing' && p !== undefined && options.onTurn !== undefined) {
      p.record(session);
      options.onTurn(session);
    }
  }
  const outcome = game.outcome === 'playing' ? 'turn-limit' : game.outcome;
  const runId = p?.finish(session, outcome);
  return { session, outcome, ...(runId !== undefined ? { runId } : {}) };
}
