/**
 * Neighbour offsets, in a fixed order that every search in this folder follows, so ties are
 * always broken the same way: the four cardinal steps (N, E, S, W) come first, then the diagonals
 * (NE, SE, SW, NW). Topology 4 uses the first four entries, topology 8 all eight.
 */
export const STEP_DX: Int8Array = Int8Array.of(0, 1, 0, -1, 1, 1, -1, -1);

/** The y offsets matching {@link STEP_DX}. */
export const STEP_DY: Int8Array = Int8Array.of(-1, 0, 1, 0, -1, 1, 1, -1);
