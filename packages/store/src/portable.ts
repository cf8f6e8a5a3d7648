// Everything of the store that runs without Node: the schema, the tiny driver interface and the
// store built over it, and the held-back chunk source of Endless saves. The browser opens its WebAssembly SQLite and calls createStore with it.
export * from './schema.js';
export * from './store.js';
export * from './kept-chunks.js';
