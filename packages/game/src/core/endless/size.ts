/** The size of an Endless chunk, apart from the chunks' codec so that the modes can read it alone. */

/** Side of a chunk in cells (the toolkit's chunk generator makes them this size). */
export const CHUNK = 32;
/** Cells in a chunk. */
export const CHUNK_CELLS = CHUNK * CHUNK;
