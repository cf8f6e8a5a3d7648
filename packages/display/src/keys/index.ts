/**
 * Key names shared by browsers and terminals: `keyName` reads a DOM KeyboardEvent, `KeyDecoder`
 * reads a terminal's input bytes, and both give the same `KeyName` for the same key.
 */
export type { KeyName } from './names.js';
export { keyName, type KeyEventLike } from './dom.js';
export { KeyDecoder, type InputKey } from './terminal.js';
