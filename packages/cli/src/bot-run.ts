import { botCommand, recordSession, type RecordedSession, type RunMode } from '@hullbreach/game';
import type { GameFactory, StorePersistence } from './saves.js';

/** How {@link playBotRun} plays and saves. */
export interface BotRunOptions {
  readonly seed: number | string;
  readonly mode?: RunMode;
  /** Stop after this many game turns (the run then ends as 'turn-limit'). */
  readonly maxTurns: number;
  readonly games: GameFactory;
  /** Where to save and record the run; without it nothing is kept. */
  readonly persistence?: StorePersistence;
  /** Autosave every this many turns (default 50, as the game does); floor changes always save. */
  readonly saveEvery?: number;
  /** Told after every autosave has been committed. */
  readonly onSave?: (session: RecordedSession) => void;
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
 * The built-in bot plays one run through a recording session (the same moves as `autoplay`:
 * a command that takes no turn is followed by a wait), autosaving like the game and recording
 * the finished run in the history when a persistence is given.
 */
export function playBotRun(options: BotRunOptions): BotRunResult {
  const mode = options.mode ?? 'campaign';
  const p = options.persistence;
  const session = recordSession(options.games.start(mode, options.seed), {
    runId: p?.newRunId() ?? '',
    seed: options.seed,
    mode,
  });
  const every = options.saveEvery ?? 50;
  const memory = { depth: -1, floorTurns: 0 };
  const save = (): void => {
    if (p === undefined) return;
    p.save(session);
    options.onSave?.(session);
  };
  save();
  let saved = { depth: session.view().depth, turn: session.view().turn };
  for (;;) {
    const v = session.view();
    if (v.outcome !== 'playing' || v.turn >= options.maxTurns) break;
    if (!session.perform(botCommand(v, memory)).tookTurn) session.perform({ kind: 'wait' });
    const now = session.view();
    if (now.outcome === 'playing' && (now.depth !== saved.depth || now.turn - saved.turn >= every)) {
      save();
      saved = { depth: now.depth, turn: now.turn };
    }
  }
  const end = session.view();
  const outcome = end.outcome === 'playing' ? 'turn-limit' : end.outcome;
  const runId = p?.finish(session, outcome);
  return { session, outcome, ...(runId !== undefined ? { runId } : {}) };
}
