/**
 * @hullbreach/cli: the `hullbreach` command and its terminal front end. The command and the
 * terminal session are exported for reuse; the painter, the colour encoders and the key decoder
 * are `@hullbreach/display/terminal`'s.
 */
export { main, type MainDeps } from './main.js';
export { TerminalSession } from './term/session.js';
export { runApp, type RunAppOptions, type RunEnd } from './term/run-app.js';
