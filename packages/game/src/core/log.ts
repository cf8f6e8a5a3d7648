import type { GameState, LogEntry } from './state.js';

/** Most log lines kept; older ones are dropped. */
export const LOG_LIMIT = 300;

/** Adds a line to the log, condensing it into the previous line when the text and tone repeat. */
export function say(game: GameState, text: string, tone: LogEntry['tone'] = 'info'): void {
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

/** The line as shown: the text, with "(xN)" when it repeated. */
export function formatEntry(entry: Pick<LogEntry, 'text' | 'count'>): string {
  return entry.count > 1 ? `${entry.text} (x${entry.count})` : entry.text;
}
