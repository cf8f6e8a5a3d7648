/**
 * @hullbreach/display: glyph grids for roguelikes, painted crisply on a canvas (`/canvas`) or in a
 * terminal (`/terminal`). This entry holds the parts that need neither: the grid, colours, key
 * names and fitting. Import the painters from their own paths, so a terminal program never loads
 * canvas code and a page never loads terminal code.
 */
export * from './grid/index.js';
export * from './color/index.js';
export * from './keys/index.js';
export * from './fit/index.js';
