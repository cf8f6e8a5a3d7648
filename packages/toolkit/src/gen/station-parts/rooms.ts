import { labelRegions } from '../../grid/regions.js';
import { Tile, type Room } from '../level.js';

/** Rooms of a level: the 4-connected components of its Floor cells. */
export interface RoomMap {
  /** Room id of every cell, -1 where there is no floor. */
  readonly roomOf: Int16Array;
  readonly rooms: Room[];
}

/** Labels the 4-connected floor components as rooms, with bounding boxes and cell counts. */
export function labelRooms(tiles: Uint8Array, width: number, height: number): RoomMap {
  const mask = new Uint8Array(tiles.length);
  for (let i = 0; i < tiles.length; i++) mask[i] = tiles[i] === Tile.Floor ? 1 : 0;
  const { labels, sizes } = labelRegions({ width, height }, mask, 4);
  if (sizes.length > 32767) throw new RangeError('too many rooms for a 16-bit room map');
  const minX = new Int32Array(sizes.length).fill(width);
  const minY = new Int32Array(sizes.length).fill(height);
  const maxX = new Int32Array(sizes.length).fill(-1);
  const maxY = new Int32Array(sizes.length).fill(-1);
  const roomOf = new Int16Array(tiles.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const id = labels[i];
      roomOf[i] = id;
      if (id < 0) continue;
      if (x < minX[id]) minX[id] = x;
      if (x > maxX[id]) maxX[id] = x;
      if (y < minY[id]) minY[id] = y;
      if (y > maxY[id]) maxY[id] = y;
    }
  }
  const rooms: Room[] = sizes.map((cells, id) => ({
    id,
    x: minX[id],
    y: minY[id],
    width: maxX[id] - minX[id] + 1,
    height: maxY[id] - minY[id] + 1,
    cells,
  }));
  return { roomOf, rooms };
}
