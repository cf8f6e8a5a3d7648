import type { Rng } from '@hullbreach/toolkit';
import type { GameEvent } from './api.js';
import type { GameState, LogEntry } from './state.js';

/** Most log lines kept; older ones are dropped. */
export const LOG_LIMIT = 300;

/**
 * One turn in progress: the game, its gameplay stream, and everything that has happened so far
 * (the events `perform` returns). Rules take it instead of the bare state, so every change they
 * make can be reported.
 */
export interface Turn {
  readonly game: GameState;
  readonly rng: Rng;
  readonly events: GameEvent[];
  /** Cells observers re-saw this turn because they had changed (K5), and first sightings. */
  reobserved: number;
}

/** A new turn context for a game. */
export function beginTurn(game: GameState, rng: Rng): Turn {
  return { game, rng, events: [], reobserved: 0 };
}

function addLine(game: GameState, text: string, tone: LogEntry['tone']): void {
  const log = game.log;
  const last = log.length > 0 ? log[log.length - 1] : undefined;
  if (last !== undefined && last.text === text && last.tone === tone) {
    last.count++;
    last.turn = game.turn;
    return;
  }
  log.push({ text, turn: game.turn, count: 1, tone });
  if (log.length > LOG_LIMIT) log.splice(0, log.length - LOG_LIMIT);
}

/** Records an event of the turn; a message event also becomes a log line (repeats condensed). */
export function emit(turn: Turn, event: GameEvent): void {
  turn.events.push(event);
  if (event.type === 'message') addLine(turn.game, event.text, event.tone);
}

/** Reports a message: an event of the turn and a line of the log. */
export function say(turn: Turn, text: string, tone: LogEntry['tone'] = 'info'): void {
  emit(turn, { type: 'message', text, tone });
}

/** The line as shown: the text, with "(xN)" when it repeated. */
export function formatEntry(entry: Pick<LogEntry, 'text' | 'count'>): string {
  return entry.count > 1 ? `${entry.text} (x${entry.count})` : entry.text;
}
