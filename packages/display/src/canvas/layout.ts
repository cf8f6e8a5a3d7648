/** Where the cells of a grid sit on a canvas: in rows and columns, or as rot.js's hex display. */

/**
 * `rect`: cell (x, y) at (x * cellWidth, y * cellHeight). `hex`: doubled-width hex coordinates as
 * the toolkit's hex functions and rot.js use them, where a cell exists only where x + y is even
 * and sits half a cell further right for each column, so each row is offset from the next by half
 * a cell.
 */
export type Layout = 'rect' | 'hex';

/** A rectangle in canvas pixels (at one pixel per font pixel). */
export interface CellBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** The box of cell (x, y) in a layout with cells of `cellWidth` x `cellHeight`, or undefined where the layout has no cell. */
export function cellBox(
  layout: Layout,
  x: number,
  y: number,
  cellWidth: number,
  cellHeight: number,
): CellBox | undefined {
  if (layout === 'rect')
    return { left: x * cellWidth, top: y * cellHeight, width: cellWidth, height: cellHeight };
  if (((x + y) & 1) !== 0) return undefined;
  return { left: Math.floor((x * cellWidth) / 2), top: y * cellHeight, width: cellWidth, height: cellHeight };
}

/** The canvas size in pixels (at one pixel per font pixel) that holds `cols` x `rows` cells of a layout. */
export function layoutSize(
  layout: Layout,
  cols: number,
  rows: number,
  cellWidth: number,
  cellHeight: number,
): { width: number; height: number } {
  if (layout === 'rect') return { width: cols * cellWidth, height: rows * cellHeight };
  return { width: Math.floor(((cols + 1) * cellWidth) / 2), height: rows * cellHeight };
}

/**
 * The cell under a canvas pixel (at one pixel per font pixel), or undefined outside every cell:
 * the inverse of `cellBox`, for turning a pointer position into a cell.
 */
export function cellAt(
  layout: Layout,
  px: number,
  py: number,
  cellWidth: number,
  cellHeight: number,
): { x: number; y: number } | undefined {
  if (px < 0 || py < 0) return undefined;
  const y = Math.floor(py / cellHeight);
  if (layout === 'rect') return { x: Math.floor(px / cellWidth), y };
  // Two hex cells of a row start every cellWidth pixels, from column y & 1.
  const half = cellWidth / 2;
  let x = Math.floor(px / half);
  if (((x + y) & 1) !== 0) x -= 1;
  return x < 0 ? undefined : { x, y };
}
