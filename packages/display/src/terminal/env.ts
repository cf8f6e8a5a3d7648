import type { ColorMode } from './encode.js';

/** The colours the environment allows a program's screen. */
export interface ColorChoice {
  /** The colour mode to paint in. */
  readonly mode: ColorMode;
  /**
   * True when no colour may be sent at all (NO_COLOR, or FORCE_COLOR=0): the screen uses only
   * dim and reverse video (`TerminalPainter`'s plain styles).
   */
  readonly plain: boolean;
}

/** The modes of colour depths 1 to 3, as FORCE_COLOR numbers them (0 is no colour). */
const BY_DEPTH: readonly ColorMode[] = ['16', '16', '256', 'truecolor'];

/** What the terminal says it can show: COLORTERM truecolor/24bit, else TERM with 256color, else 16. */
export function detectColorMode(env: Readonly<Record<string, string | undefined>>): ColorMode {
  const colorterm = (env.COLORTERM ?? '').toLowerCase();
  if (colorterm === 'truecolor' || colorterm === '24bit') return 'truecolor';
  if ((env.TERM ?? '').includes('256color')) return '256';
  return '16';
}

/**
 * The depth FORCE_COLOR asks for: 0 (none) for `0` or `false`, 2 for `2`, 3 for `3` or more,
 * and 1 (colour on) for anything else, `1`, `true` and the empty string included.
 */
function forcedDepth(value: string): number {
  const text = value.trim().toLowerCase();
  if (text === '0' || text === 'false') return 0;
  if (/^[0-9]+$/.test(text)) return Math.min(Number(text), 3);
  return 1;
}

/**
 * Picks a program's colours from the environment. FORCE_COLOR, when set, wins: 0 or false
 * means no colour, a number from 1 to 3 asks for at least 16 colours, 256 or 24-bit (the terminal's
 * own depth is kept when it is more). Otherwise a non-empty NO_COLOR means no colour. Otherwise
 * the terminal's depth (`detectColorMode`). Without colour the mode is grey, the nearest of the
 * modes, and `plain` is true: the painter sends no colour at all.
 */
export function detectColors(env: Readonly<Record<string, string | undefined>>): ColorChoice {
  const terminal = detectColorMode(env);
  const plain: ColorChoice = { mode: 'grey', plain: true };
  const force = env.FORCE_COLOR;
  if (force !== undefined) {
    const depth = forcedDepth(force);
    if (depth === 0) return plain;
    return { mode: BY_DEPTH[Math.max(depth, BY_DEPTH.lastIndexOf(terminal))], plain: false };
  }
  if ((env.NO_COLOR ?? '') !== '') return plain;
  return { mode: terminal, plain: false };
}
