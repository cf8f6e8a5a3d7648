import { Tile, type Room } from '../level.js';

/** Rooms of a level: the 4-connected components of its Floor cells. */
export interface RoomMap {
  /** Room id of every cell, -1 where there is no floor. */
  readonly roomOf: Int16Array;
  readonly rooms: Room[];
}

/**
 * Labels the 4-connected floor components as rooms, with bounding boxes and cell counts. Ids follow
 * the first cell of each room in row-major order. One flood fill straight over the tiles (no mask,
 * no divisions per cell): this runs on every furnishing attempt.
 */
export function labelRooms(tiles: Uint8Array, width: number, height: number): RoomMap {
  const n = width * height;
  const roomOf = new Int16Array(n).fill(-1);
  const stack = new Int32Array(n);
  const rooms: Room[] = [];
  for (let y0 = 0; y0 < height; y0++) {
    for (let start = y0 * width; start < (y0 + 1) * width; start++) {
      if (tiles[start] !== Tile.Floor || roomOf[start] !== -1) continue;
      const id = rooms.length;
      if (id >= 32767) throw new RangeError('too many rooms for a 16-bit room map');
      let minX = width;
      let maxX = -1;
      let minY = y0;
      let maxY = y0;
      let cells = 0;
      let top = 0;
      stack[top++] = start;
      roomOf[start] = id;
      while (top > 0) {
        const i = stack[--top];
        cells++;
        const y = (i / width) | 0;
        const x = i - y * width;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
        if (x > 0 && tiles[i - 1] === Tile.Floor && roomOf[i - 1] === -1) {
          roomOf[i - 1] = id;
          stack[top++] = i - 1;
        }
        if (x < width - 1 && tiles[i + 1] === Tile.Floor && roomOf[i + 1] === -1) {
          roomOf[i + 1] = id;
          stack[top++] = i + 1;
        }
        if (y > 0 && tiles[i - width] === Tile.Floor && roomOf[i - width] === -1) {
          roomOf[i - width] = id;
          stack[top++] = i - width;
        }
        if (y < height - 1 && tiles[i + width] === Tile.Floor && roomOf[i + width] === -1) {
          roomOf[i + width] = id;
          stack[top++] = i + width;
        }
      }
      rooms.push({ id, x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1, cells });
    }
  }
  return { roomOf, rooms };
}
