export * from './level.js';
export * from './options.js';
export * from './stages.js';
export * from './generate.js';
export * from './checks.js';
export * from './ship/index.js';
export * from './chunk/index.js';
