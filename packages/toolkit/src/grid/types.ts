/** A cell coordinate: x grows to the right, y grows downwards. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Anything with a width and a height, indexed row-major (`y * width + x`). */
export interface GridSize {
  readonly width: number;
  readonly height: number;
}

/** Row-major index of (x, y) in a grid of the given width. */
export function indexOf(width: number, x: number, y: number): number {
  return y * width + x;
}

/** True when (x, y) lies inside the grid. */
export function inBounds(grid: GridSize, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < grid.width && y < grid.height;
}

/** The 4 orthogonal steps N, E, S, W as [dx, dy] pairs. */
export const DIRS4: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

/** The 8 king-move steps: N, NE, E, SE, S, SW, W, NW as [dx, dy] pairs. */
export const DIRS8: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
];
