export { line, type LineOptions } from './line.js';
