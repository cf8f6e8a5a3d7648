/** @hullbreach/game: the rules, content, state, AI and frames of Hullbreach. Pure; no I/O. */
export * from './ui/index.js';
export * from './core/index.js';
export * from './scenario/index.js';
export * from './mods/index.js';
export * from './content/index.js';
