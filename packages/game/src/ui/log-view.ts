import type { LogMessage } from '../core/api.js';
import type { Frame, Rgb } from './frame.js';
import type { Rect } from './draw.js';
import { putText } from './draw.js';
import { scale, TONE_COLOUR } from './palette.js';
import { wrapText } from './wrap.js';

/** A log line ready to draw. */
export interface LogLine {
  readonly text: string;
  readonly fg: Rgb;
}

/** A message as shown: its text, with "(xN)" when it repeated N times. */
export function messageText(m: Pick<LogMessage, 'text' | 'count'>): string {
  return m.count > 1 ? `${m.text} (x${m.count})` : m.text;
}

/** Folds neighbouring identical messages (same text and tone) into one with the counts summed. */
export function condense(log: readonly LogMessage[]): LogMessage[] {
  const out: LogMessage[] = [];
  for (const m of log) {
    const last = out[out.length - 1];
    if (last !== undefined && last.text === m.text && last.tone === m.tone) {
      out[out.length - 1] = { ...last, count: last.count + m.count, turn: m.turn };
    } else out.push(m);
  }
  return out;
}

/**
 * The log wrapped to `width`, oldest first. Messages from the latest turn (`turn`) are bright;
 * older ones fade so the newest news stands out.
 */
export function logLines(log: readonly LogMessage[], width: number, turn: number): LogLine[] {
  const lines: LogLine[] = [];
  for (const m of condense(log)) {
    const base = TONE_COLOUR[m.tone];
    const fg = m.turn >= turn ? base : scale(base, 0.6);
    for (const text of wrapText(messageText(m), width)) lines.push({ text, fg });
  }
  return lines;
}

/** Draws the last lines of the log into `rect`, newest at the bottom. */
export function drawLog(frame: Frame, rect: Rect, log: readonly LogMessage[], turn: number): void {
  const lines = logLines(log, rect.width, turn);
  const shown = lines.slice(Math.max(0, lines.length - rect.height));
  const top = rect.y + rect.height - shown.length;
  shown.forEach((l, i) => putText(frame, rect.x, top + i, l.text, l.fg, undefined, rect.width));
}
