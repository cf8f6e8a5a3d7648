import type { Point } from '../../grid/types.js';
import { Tile } from '../level.js';

/**
 * Placing rectangular features (rooms, 1-wide corridors) outward from a joint cell, with a wall
 * margin so that a new feature touches the existing open space only through its joint. Shared by
 * the accretion generators (`features` and `rooms`).
 */

/** An axis-aligned rectangle of cells. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** One placed feature, in the order it was carved. */
export interface Placement {
  readonly kind: 'room' | 'corridor';
  /** The cells the feature opened, besides its joint. */
  readonly rect: Rect;
  /** The wall cell opened to join the feature to older open space (absent for the first room). */
  readonly joint?: Point;
  /** The older open cell the joint sits next to (absent for the first room). */
  readonly anchor?: Point;
  /** An irregular room's cells: 1 = opened, row-major over `rect`; absent when all of `rect` is open. */
  readonly shape?: Uint8Array;
}

/** The four cardinal steps, N E S W. */
export const STEPS: readonly Point[] = [
  { x: 0, y: -1 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: -1, y: 0 },
];

/**
 * The rectangle that starts one cell beyond the joint (jx, jy) in direction (dx, dy), `along`
 * cells deep, `across` cells wide, shifted sideways so the cell straight beyond the joint is its
 * `offset`-th cell across.
 */
export function outwardRect(
  jx: number,
  jy: number,
  dx: number,
  dy: number,
  along: number,
  across: number,
  offset: number,
): Rect {
  if (dx !== 0) {
    return { x: dx > 0 ? jx + 1 : jx - along, y: jy - offset, width: along, height: across };
  }
  return { x: jx - offset, y: dy > 0 ? jy + 1 : jy - along, width: across, height: along };
}

/**
 * True when `rect` grown by one cell lies inside the map and all of it is wall except the cell
 * `except`: the rectangle stays off the outer ring and touches no open cell.
 */
export function rectFits(
  tiles: Uint8Array,
  width: number,
  height: number,
  rect: Rect,
  except: number,
): boolean {
  const x0 = rect.x - 1;
  const y0 = rect.y - 1;
  const x1 = rect.x + rect.width;
  const y1 = rect.y + rect.height;
  if (x0 < 0 || y0 < 0 || x1 >= width || y1 >= height) return false;
  for (let y = y0; y <= y1; y++) {
    for (let i = y * width + x0, end = y * width + x1; i <= end; i++) {
      if (tiles[i] !== Tile.Wall && i !== except) return false;
    }
  }
  return true;
}

/** Sets every cell of `rect` to `code` and returns how many cells that was. */
export function fillRect(tiles: Uint8Array, width: number, rect: Rect, code: number): number {
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    tiles.fill(code, y * width + rect.x, y * width + rect.x + rect.width);
  }
  return rect.width * rect.height;
}
