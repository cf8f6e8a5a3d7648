// Everything of the store that runs without Node: the schema, the tiny driver interface and the
// store built over it, the held-back chunk source of Endless saves, and the game's persistence
// over the store (one class for the terminal and the browser). The browser opens its WebAssembly
// SQLite, readies it with prepareDatabase and calls createStore with it.
export * from './schema.js';
export * from './store.js';
export * from './kept-chunks.js';
export * from './persistence.js';
