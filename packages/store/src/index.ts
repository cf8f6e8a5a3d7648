// @hullbreach/store: Hullbreach's live saves, run history and Endless world chunks in SQLite.
export * from './portable.js';
export { openStore, DATABASE_NAME, type OpenStoreOptions } from './node.js';
