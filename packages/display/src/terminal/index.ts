/**
 * Glyph grids in a terminal: ANSI output in 24-bit, 256, 16 colours or palette greys (or none, for
 * NO_COLOR), writing only the cells that changed; the colour depth the environment allows; and the
 * decoder of the terminal's key bytes.
 */
export { TerminalPainter, plainStyle, printable, type PlainStyle } from './painter.js';
export {
  ANSI_BG_BLACK_BELOW,
  ANSI_BLACK_BELOW,
  ANSI_BRIGHT_FROM,
  ANSI_BRIGHT_GREY,
  ANSI_FAINT_BELOW,
  ANSI_GREY_CHROMA,
  GREY_SEPARATION,
  SgrCache,
  ansi16Background,
  ansi16Foreground,
  encodeColor,
  encodePair,
  sgrParams,
  shownColor,
  type ColorMode,
  type Encoded,
} from './encode.js';
export { detectColorMode, detectColors, type ColorChoice } from './env.js';
export { KeyDecoder, type InputKey } from '../keys/terminal.js';
export type { KeyName } from '../keys/names.js';
export { Grid, type Cells } from '../grid/index.js';
