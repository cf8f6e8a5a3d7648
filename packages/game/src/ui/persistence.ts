import { dailyDateOf, RULES_VERSION, type Difficulty, type RunRules } from '../core/run-rules.js';
import type { GameSession, RecordedSession, RunMode } from './session.js';
import { runModeOf } from './run-modes.js';

/** The live save the title screen offers to continue. */
export interface LiveSaveSummary {
  readonly seed: number | string;
  readonly mode: RunMode;
  /** The game turn it was saved at. */
  readonly turn: number;
  /** Floor (campaign) or chunk distance (endless) at the save. */
  readonly depth: number;
}

/** A run loaded from its live save, with the time it had been played (milliseconds). */
export interface ResumedSession extends RecordedSession {
  readonly playedMs?: number;
}

/** How a run left the game: the core's outcomes, the bot's turn limit, or given up from the menu. */
export type RunOutcome = 'won' | 'died' | 'adrift' | 'turn-limit' | 'abandoned';

/**
 * Where the app keeps its runs (a database in the terminal, another in the browser). The app
 * never touches storage itself; it calls these at the moments that matter. Any method may throw
 * an Error whose message is one sentence for the player (what is wrong, which file, how to start
 * fresh); the app shows it and goes on without saving.
 */
export interface Persistence {
  /** The newest live save, when there is one (the title screen then offers Continue). */
  liveSave(): LiveSaveSummary | undefined;
  /** Loads the newest live save as a recorded session ready to play on (its input log included). */
  resume(): ResumedSession;
  /** A fresh id for a run that is starting. */
  newRunId(): string;
  /** Writes the run's live save (floor change, every 50 turns, quit); `playedMs`: time played so far. */
  save(session: RecordedSession, playedMs?: number): void;
  /**
   * Makes the turn just played durable before the next key (appending its commands to the run's
   * stored log is enough); called after every command that does not end the run.
   */
  record?(session: RecordedSession, playedMs?: number): void;
  /** Ends the run: its live save goes and it enters the history. */
  finish(session: RecordedSession, outcome: RunOutcome): void;
  /** The best finished run of a seed of the day (its date, 'YYYY-MM-DD'), for the title screen. */
  bestOfDay?(date: string): RunSummary | undefined;
}

/** Autosave cadence: every this many turns, besides every floor change and quitting. */
export const AUTOSAVE_TURNS = 50;

/** What the history records about a finished run, read from its session. */
export interface RunSummary {
  readonly seed: number | string;
  readonly mode: RunMode;
  readonly outcome: RunOutcome;
  readonly cause?: string;
  /** Deepest floor reached (campaign). */
  readonly depth?: number;
  /** Farthest chunk distance reached (endless). */
  readonly distance?: number;
  readonly turns: number;
  readonly kills: number;
  readonly stateHash: string;
  /** The run's rules (absent for runs from before they existed). */
  readonly rules?: RunRules;
  /** The run's difficulty (absent for runs from before it existed). */
  readonly difficulty?: Difficulty;
  /** The version of the rules the run was played under ({@link RULES_VERSION}). */
  readonly rulesVersion?: number;
  /** The UTC date of a seed-of-the-day run. */
  readonly daily?: string;
  /** The morgue text written at the run's end. */
  readonly morgue?: string;
  /** The hash of the content the run played with (absent: a stand-in game, or the built-in content before mods). */
  readonly contentHash?: string;
}

/** Reads the history's record of a run from its session: `outcome` overrides the view's (abandoned, turn-limit). */
export function summariseRun(session: RecordedSession, outcome?: RunOutcome): RunSummary {
  const v = session.view();
  const ended: RunOutcome = outcome ?? (v.outcome === 'playing' ? 'abandoned' : v.outcome);
  const daily = dailyDateOf(session.seed);
  const morgue = session.morgue?.(ended);
  const place = runModeOf(session.mode).reachedRecord(session, v);
  return {
    seed: session.seed,
    mode: session.mode,
    outcome: ended,
    ...(v.causeOfDeath !== undefined && (ended === 'died' || ended === 'adrift')
      ? { cause: v.causeOfDeath }
      : {}),
    ...place,
    turns: v.stats.turns,
    kills: v.stats.kills,
    stateHash: session.hash(),
    rulesVersion: RULES_VERSION,
    ...(v.rules === undefined ? {} : { rules: v.rules, difficulty: v.rules.difficulty }),
    ...(daily === undefined ? {} : { daily }),
    ...(morgue === undefined ? {} : { morgue }),
    ...(session.contentHash === undefined ? {} : { contentHash: session.contentHash() }),
  };
}

/** The place a save records: the floor in the campaign, the chunk distance in Endless. */
export function savePlace(session: GameSession & { readonly mode: RunMode }): number {
  return runModeOf(session.mode).placeNow(session);
}
