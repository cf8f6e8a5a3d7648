/**
 * Bresenham lines between two cells, symmetric: `line(b, a)` is `line(a, b)` reversed.
 *
 * @module
 */
export { line, type LineOptions } from './line.js';
