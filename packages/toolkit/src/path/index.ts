export * from './types.js';
export * from './dijkstra-map.js';
export * from './find-path.js';
export * from './downhill.js';
