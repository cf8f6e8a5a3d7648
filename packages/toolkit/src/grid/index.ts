export * from './types.js';
export * from './regions.js';
