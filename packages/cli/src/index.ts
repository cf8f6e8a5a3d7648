/**
 * @hullbreach/cli: the `hullbreach` command and its terminal front end. The pieces are exported
 * for reuse: the command itself, the key decoder, the colour encoders and the frame painter.
 */
export { main, type MainDeps } from './main.js';
export { KeyDecoder, type InputKey } from './term/keys.js';
export {
  encodeColour,
  encodePair,
  ansi16Foreground,
  ansi16Background,
  nearest16,
  nearest256,
  nearestGrey256,
  toGrey,
  sgrParams,
  type Encoded,
} from './term/colour.js';
export { FramePainter } from './term/paint.js';
export { TerminalSession } from './term/session.js';
export { runApp, type RunAppOptions, type RunEnd } from './term/run-app.js';
