/** The smallest screen the game is laid out for, and what it shows on a smaller one. */
import { putText } from './draw.js';
import type { Frame } from './frame.js';
import { TONE_COLOUR } from './palette.js';
import { wrapText } from './wrap.js';

/** Smallest terminal the game is laid out for. */
export const MIN_WIDTH = 80;
/** Smallest terminal height the game is laid out for. */
export const MIN_HEIGHT = 24;

/** Draws the "too small" message on a frame smaller than {@link MIN_WIDTH} x {@link MIN_HEIGHT}. */
export function drawTooSmall(frame: Frame): void {
  const msg = `Hullbreach needs a terminal of at least ${MIN_WIDTH}x${MIN_HEIGHT}; this one is ${frame.width}x${frame.height}. Please enlarge it.`;
  const lines = wrapText(msg, Math.max(1, frame.width - 2));
  const top = Math.max(0, Math.floor((frame.height - lines.length) / 2));
  lines.forEach((l, i) =>
    putText(frame, Math.max(0, Math.floor((frame.width - l.length) / 2)), top + i, l, TONE_COLOUR.warn),
  );
}
