import type { RngStream } from '../../rng/stream.js';
import type { CoarseGrid } from './coarse.js';

/** A straight hallway: a rectangle of connection cells, two cells across. */
export interface Hallway {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Length ranges (in connection cells) of the three hallway batches, longest first. */
export const HALLWAY_BATCHES: readonly (readonly [number, number])[] = [
  [10, 20],
  [7, 12],
  [4, 8],
];
/** Hallways placed per batch. */
export const HALLWAYS_PER_BATCH = 2;
/** Placement attempts per batch. */
export const HALLWAY_ATTEMPTS = 20;
/** A hallway cell must be at least this many connection cells (4-step distance) from every earlier hallway. */
export const HALLWAY_INFLUENCE = 4;
/** Minimum distance of a hallway's start cell from the edge of the connection grid. */
export const HALLWAY_EDGE_MARGIN = 4;

/**
 * 4-step distance between two hallways. On the open connection grid a breadth-first search from
 * one rectangle reaches the other after exactly this many steps, so no search is needed.
 */
export function hallwayGap(a: Hallway, b: Hallway): number {
  const gx = Math.max(0, b.x - (a.x + a.w - 1), a.x - (b.x + b.w - 1));
  const gy = Math.max(0, b.y - (a.y + a.h - 1), a.y - (b.y + b.h - 1));
  return gx + gy;
}

/** Draws one candidate hallway of a length in [min, max], or null when it would leave the grid. */
function drawHallway(grid: CoarseGrid, rng: RngStream, min: number, max: number): Hallway | null {
  const length = rng.int(min, max);
  const direction = rng.int(0, 3); // 0 north, 1 east, 2 south, 3 west
  const sx = rng.int(HALLWAY_EDGE_MARGIN, grid.cols - 1 - HALLWAY_EDGE_MARGIN);
  const sy = rng.int(HALLWAY_EDGE_MARGIN, grid.rows - 1 - HALLWAY_EDGE_MARGIN);
  let hall: Hallway;
  if (direction === 1) hall = { x: sx, y: sy, w: length, h: 2 };
  else if (direction === 3) hall = { x: sx - length + 1, y: sy, w: length, h: 2 };
  else if (direction === 2) hall = { x: sx, y: sy, w: 2, h: length };
  else hall = { x: sx, y: sy - length + 1, w: 2, h: length };
  const fits = hall.x >= 0 && hall.y >= 0 && hall.x + hall.w <= grid.cols && hall.y + hall.h <= grid.rows;
  return fits ? hall : null;
}

/**
 * Places the hallways batch by batch: each candidate is rejected when it leaves the grid, overlaps
 * or comes within the influence distance of an earlier hallway. Hallway i gets owner id i.
 * Needs a grid of at least 9x9 connection cells.
 */
export function placeHallways(grid: CoarseGrid, rng: RngStream): Hallway[] {
  const halls: Hallway[] = [];
  for (const [min, max] of HALLWAY_BATCHES) {
    let placed = 0;
    for (let attempt = 0; attempt < HALLWAY_ATTEMPTS && placed < HALLWAYS_PER_BATCH; attempt++) {
      const hall = drawHallway(grid, rng, min, max);
      if (hall === null) continue;
      if (halls.some((other) => hallwayGap(hall, other) < HALLWAY_INFLUENCE)) continue;
      const id = halls.length;
      for (let y = hall.y; y < hall.y + hall.h; y++) {
        for (let x = hall.x; x < hall.x + hall.w; x++) grid.owner[y * grid.cols + x] = id;
      }
      halls.push(hall);
      placed++;
    }
  }
  return halls;
}
