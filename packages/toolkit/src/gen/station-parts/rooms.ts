import { Tile, type Room } from '../level.js';

/** Rooms of a level: the 4-connected components of its Floor cells. */
export interface RoomMap {
  /** Room id of every cell, -1 where there is no floor. */
  readonly roomOf: Int16Array;
  readonly rooms: Room[];
}

/**
 * Labels the 4-connected floor components as rooms, with bounding boxes and cell counts. Ids follow
 * the first cell of each room in row-major order. A span fill straight over the tiles (whole row
 * runs at a time, which suits rectangular rooms; no mask pass): this runs on every furnishing
 * attempt.
 */
export function labelRooms(tiles: Uint8Array, width: number, height: number): RoomMap {
  const n = width * height;
  const roomOf = new Int16Array(n).fill(-1);
  // Seeds of spans still to grow, as cell indices (each cell is pushed at most once).
  const stack = new Int32Array(n);
  const rooms: Room[] = [];
  // spanEnd[l] = r + 1 for every span [l, r] filled: the scan below meets a filled span first at
  // its left end (its row, left of it, holds only walls and other spans), so it jumps over it
  // (the first span of each room starts at the scan position, so the scan resumes inside it).
  const spanEnd = new Int32Array(n);
  for (let start = 0; start < n; start++) {
    if (roomOf[start] !== -1) {
      if (spanEnd[start] > start) start = spanEnd[start] - 1;
      continue;
    }
    if (tiles[start] !== Tile.Floor) continue;
    const id = rooms.length;
    if (id >= 32767) throw new RangeError('too many rooms for a 16-bit room map');
    let minX = width;
    let maxX = -1;
    let minY = height;
    let maxY = -1;
    let cells = 0;
    let top = 0;
    stack[top++] = start;
    roomOf[start] = id;
    while (top > 0) {
      const seed = stack[--top];
      const y = (seed / width) | 0;
      const row = y * width;
      // Grow the seed into its whole run of unlabelled floor along the row.
      let l = seed;
      while (l > row && tiles[l - 1] === Tile.Floor && roomOf[l - 1] === -1) roomOf[--l] = id;
      let r = seed;
      while (r + 1 < row + width && tiles[r + 1] === Tile.Floor && roomOf[r + 1] === -1) roomOf[++r] = id;
      spanEnd[l] = r + 1;
      cells += r - l + 1;
      if (l - row < minX) minX = l - row;
      if (r - row > maxX) maxX = r - row;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      // One seed per run of unlabelled floor just above and just below the span.
      for (let side = -width; side <= width; side += 2 * width) {
        if ((side < 0 && y === 0) || (side > 0 && y === height - 1)) continue;
        let inRun = false;
        for (let i = l + side; i <= r + side; i++) {
          if (tiles[i] !== Tile.Floor || roomOf[i] !== -1) inRun = false;
          else if (!inRun) {
            // The seed is labelled now (so it is pushed once); the rest of its run is labelled
            // when the seed grows into it.
            roomOf[i] = id;
            stack[top++] = i;
            inRun = true;
          }
        }
      }
    }
    rooms.push({ id, x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1, cells });
  }
  return { roomOf, rooms };
}
