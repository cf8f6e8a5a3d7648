/**
 * The ship generator plans on a coarse "connection grid": connection cell (x, y) sits on tile
 * (2x + 2, 2y + 2), and the odd tile lines between connection cells hold walls, doors and windows.
 * A 64x40 level has a 30x18 connection grid.
 */

/** Owner code of a connection cell that belongs to no hallway or room yet. */
export const UNASSIGNED = -1;

/** A connection grid: which hallway or room (by id) owns each cell, or UNASSIGNED. */
export interface CoarseGrid {
  readonly cols: number;
  readonly rows: number;
  /** Region id per connection cell, row-major; UNASSIGNED where empty. */
  readonly owner: Int16Array;
}

/** A door between two 4-adjacent connection cells (indices into the coarse grid). */
export interface CoarseDoor {
  readonly a: number;
  readonly b: number;
}

/** The connection grid size that fits a tile grid: one tile of margin, then the wall line, on each side. */
export function coarseSize(width: number, height: number): { cols: number; rows: number } {
  return { cols: Math.floor((width - 4) / 2), rows: Math.floor((height - 4) / 2) };
}

/** A connection grid with every cell unassigned. */
export function createCoarseGrid(cols: number, rows: number): CoarseGrid {
  return { cols, rows, owner: new Int16Array(cols * rows).fill(UNASSIGNED) };
}

/** Tile coordinate of connection column or row `c`. */
export function tileOf(c: number): number {
  return 2 * c + 2;
}

/** Tile position of a door: the tile between its two connection cells. */
export function doorTile(grid: CoarseGrid, door: CoarseDoor): { x: number; y: number } {
  const ax = door.a % grid.cols;
  const ay = (door.a - ax) / grid.cols;
  const bx = door.b % grid.cols;
  const by = (door.b - bx) / grid.cols;
  return { x: ax + bx + 2, y: ay + by + 2 };
}
