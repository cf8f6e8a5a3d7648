/** The smallest screen the game is laid out for, and what it shows on a smaller one. */
import { putText } from './draw.js';
import { createFrame, type Frame } from './frame.js';
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

/**
 * A new frame for a screen of `width` x `height` cells (whole, never negative) and whether that is
 * too small to play in, in which case the frame already says so (the app and the title preview both
 * start their frames here).
 */
export function screenFrame(width: number, height: number): { frame: Frame; tooSmall: boolean } {
  const frame = createFrame(Math.max(0, Math.floor(width)), Math.max(0, Math.floor(height)));
  const tooSmall = frame.width < MIN_WIDTH || frame.height < MIN_HEIGHT;
  if (tooSmall) drawTooSmall(frame);
  return { frame, tooSmall };
}
