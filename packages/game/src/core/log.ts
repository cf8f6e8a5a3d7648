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
  /** Messages held back while a rule finishes (see {@link holdMessages}); undefined when none are. */
  held?: { text: string; tone: LogEntry['tone'] }[];
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
  // shift, not splice: V8 drops a long array's first element in place, where splice copies the rest.
  while (log.length > LOG_LIMIT) log.shift();
}

/**
 * Records an event of the turn; a message event also becomes a log line (repeats of the very same
 * text and tone condensed). While messages are held, a message waits for its release instead.
 */
export function emit(turn: Turn, event: GameEvent): void {
  if (event.type === 'message' && turn.held !== undefined) {
    turn.held.push({ text: event.text, tone: event.tone });
    return;
  }
  turn.events.push(event);
  if (event.type === 'message') addLine(turn.game, event.text, event.tone);
}

/**
 * Holds back the messages said from now on (other events go through as usual) until the returned
 * function is called, which says `first` and then the held messages in order. A shot uses it so
 * that its summary ("The rifle round pierces two: ...") comes before the deaths and breakages it
 * caused. Holds nest.
 */
export function holdMessages(
  turn: Turn,
): (first?: readonly { text: string; tone: LogEntry['tone'] }[]) => void {
  const outer = turn.held;
  const mine: { text: string; tone: LogEntry['tone'] }[] = [];
  turn.held = mine;
  return (first = []) => {
    turn.held = outer;
    for (const m of first) say(turn, m.text, m.tone);
    for (const m of mine) say(turn, m.text, m.tone);
  };
}

/** Reports a message: an event of the turn and a line of the log. */
export function say(turn: Turn, text: string, tone: LogEntry['tone'] = 'info'): void {
  emit(turn, { type: 'message', text, tone });
}

/** The line as shown: the text, with "(xN)" when it repeated. */
export function formatEntry(entry: Pick<LogEntry, 'text' | 'count'>): string {
  return entry.count > 1 ? `${entry.text} (x${entry.count})` : entry.text;
}
