import { labelRegions } from '../grid/regions.js';
import { checkLevel, Tile, walkableMask, type Level } from './level.js';

/** True when every walkable cell (doors included) is 4-reachable from every other (G4). */
export function isWalkable4Connected(level: Level): boolean {
  checkLevel(level, 'isWalkable4Connected');
  const regions = labelRegions(level, walkableMask(level), 4);
  return regions.sizes.length <= 1;
}

/** True for cells that block movement once every door is closed (walls, windows, void, closed doors). */
function sealsMovement(code: number): boolean {
  return code === Tile.Wall || code === Tile.Window || code === Tile.Void || code === Tile.Door;
}

/**
 * Cells that an 8-way step could reach from a walkable cell, with every door closed, but 4-way
 * steps could not (G5): pairs of open cells touching only at a corner across two sealed cells.
 * Returns each offending diagonal step as [from, to] indices; empty when the level has no leak.
 */
export function diagonalLeaks(level: Level): Array<[number, number]> {
  checkLevel(level, 'diagonalLeaks');
  const { width, height, tiles } = level;
  const open = (i: number): boolean => !sealsMovement(tiles[i]);
  const leaks: Array<[number, number]> = [];
  for (let y = 0; y + 1 < height; y++) {
    for (let x = 0; x + 1 < width; x++) {
      const a = y * width + x; // top-left
      const b = a + 1; // top-right
      const c = a + width; // bottom-left
      const d = c + 1; // bottom-right
      if (open(a) && open(d) && !open(b) && !open(c)) leaks.push([a, d]);
      if (open(b) && open(c) && !open(a) && !open(d)) leaks.push([b, c]);
    }
  }
  return leaks;
}
