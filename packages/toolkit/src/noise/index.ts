export * from './simplex.js';
export * from './fbm.js';
