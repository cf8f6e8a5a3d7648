/** @hullbreach/game: the rules, content, state, AI and frames of Hullbreach. Pure; no I/O. */
export * from './ui/frame.js';
export * from './ui/keys.js';
export * from './ui/app-types.js';
export * from './core/index.js';
