/**
 * Hex grids in doubled-width coordinates (as rot.js lays them out): a cell exists where x + y is
 * even, and its six neighbours sit at (±2, 0) and (±1, ±1). Rows are offset by one column from the
 * row above, so every row holds every other column.
 */

/**
 * Hex steps in a fixed order (NW, NE, E, SE, SW, W, clockwise from the upper left), which every
 * hex search in this folder follows so ties are broken the same way.
 */
export const HEX_DX: Int8Array = Int8Array.of(-1, 1, 2, 1, -1, -2);

/** The y offsets matching {@link HEX_DX}. */
export const HEX_DY: Int8Array = Int8Array.of(-1, -1, 0, 1, 1, 0);

/** Whether (x, y) is a cell of a doubled-width hex grid (x + y even). */
export function isHexCell(x: number, y: number): boolean {
  return ((x + y) & 1) === 0;
}

/**
 * The fewest hex steps between two cells `dx` columns and `dy` rows apart (both cells with x + y
 * even): each step covers one row and one column, or two columns, so it is |dy| plus whatever
 * column gap the row steps leave, two columns a step.
 */
export function hexDistance(dx: number, dy: number): number {
  const ax = dx < 0 ? -dx : dx;
  const ay = dy < 0 ? -dy : dy;
  return ax > ay ? ay + (ax - ay) / 2 : ay;
}
