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

/** A frozen list of frozen [dx, dy] steps. */
function frozenSteps(pairs: [number, number][]): readonly (readonly [number, number])[] {
  return Object.freeze(pairs.map((pair) => Object.freeze(pair)));
}

/** The 4 orthogonal steps N, E, S, W as [dx, dy] pairs (frozen). */
export const DIRS4: readonly (readonly [number, number])[] = frozenSteps([
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
]);

/** The 8 king-move steps: N, NE, E, SE, S, SW, W, NW as [dx, dy] pairs (frozen). */
export const DIRS8: readonly (readonly [number, number])[] = frozenSteps([
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
]);
