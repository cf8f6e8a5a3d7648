import { Tile, type Room } from '../level.js';
import { Int32Scratch } from '../scratch.js';

/** Rooms of a level: the 4-connected components of its Floor cells. */
export interface RoomMap {
  /** Room id of every cell, -1 where there is no floor. */
  readonly roomOf: Int16Array;
  readonly rooms: Room[];
}

/**
 * The maximal runs of Floor cells along each row, in row-major order: run k covers columns
 * `x0[k] .. x1[k] - 1` of its row and belongs to room `room[k]`; row y's runs are
 * `rowStart[y] .. rowStart[y + 1] - 1`. Backed by scratch: valid until its next labelling.
 */
export interface FloorRuns {
  readonly count: number;
  readonly x0: Int32Array;
  readonly x1: Int32Array;
  readonly room: Int32Array;
  readonly rowStart: Int32Array;
}

/** A room map together with the floor runs it was built from. */
export interface RoomRuns extends RoomMap {
  readonly runs: FloorRuns;
}

/**
 * Labels the 4-connected floor components as rooms, with bounding boxes and cell counts. Ids follow
 * the first cell of each room in row-major order.
 */
export function labelRooms(tiles: Uint8Array, width: number, height: number): RoomMap {
  const { roomOf, rooms } = labelRoomRuns(tiles, width, height);
  return { roomOf, rooms };
}

/** Working memory of `labelRoomRuns`: run bounds, rooms and union-find parents, row starts, per-room bounds. */
export class RoomRunScratch {
  readonly x0 = new Int32Scratch();
  readonly x1 = new Int32Scratch();
  readonly room = new Int32Scratch();
  readonly parent = new Int32Scratch();
  readonly rowStart = new Int32Scratch();
  readonly bounds = new Int32Scratch();
}

/**
 * `labelRooms` over floor runs: one pass finds each row's runs and joins (union-find, the root
 * being a component's first run) those overlapping a run of the row above; a second pass over the
 * runs numbers the roots in order, which is the order of the rooms' first cells, and writes the
 * room map run by run. Also returns the runs (held in `scratch`, valid until its next use).
 */
export function labelRoomRuns(
  tiles: Uint8Array,
  width: number,
  height: number,
  scratch: RoomRunScratch = new RoomRunScratch(),
): RoomRuns {
  // A run and the gap after it take at least 2 cells.
  const maxRuns = ((width + 1) >> 1) * height;
  const x0 = scratch.x0.take(maxRuns);
  const x1 = scratch.x1.take(maxRuns);
  const room = scratch.room.take(maxRuns);
  const parent = scratch.parent.take(maxRuns);
  const rowStart = scratch.rowStart.take(height + 1);
  let count = 0;
  for (let y = 0, row = 0; y < height; y++, row += width) {
    rowStart[y] = count;
    let x = 0;
    for (;;) {
      while (x < width && tiles[row + x] !== Tile.Floor) x++;
      if (x === width) break;
      x0[count] = x;
      x++;
      while (x < width && tiles[row + x] === Tile.Floor) x++;
      x1[count] = x;
      parent[count] = count;
      count++;
    }
    if (y === 0) continue;
    // Join the runs overlapping a run of the row above (both lists ascend).
    for (let p = rowStart[y - 1], q = rowStart[y]; p < rowStart[y] && q < count;) {
      if (x1[p] <= x0[q]) p++;
      else if (x1[q] <= x0[p]) q++;
      else {
        const a = find(parent, p);
        const b = find(parent, q);
        if (a < b) parent[b] = a;
        else if (b < a) parent[a] = b;
        if (x1[p] < x1[q]) p++;
        else q++;
      }
    }
  }
  rowStart[height] = count;
  const roomOf = new Int16Array(width * height).fill(-1);
  // Per room, 5 numbers: min x, max x + 1, min y, max y, cells.
  const bounds = scratch.bounds.take(5 * count);
  let rooms = 0;
  for (let y = 0, row = 0; y < height; y++, row += width) {
    for (let k = rowStart[y]; k < rowStart[y + 1]; k++) {
      const root = find(parent, k);
      const x = x0[k];
      const end = x1[k];
      let b: number;
      if (root === k) {
        // A room's first run (in row-major order): the room's next id.
        if (rooms >= 32767) throw new RangeError('too many rooms for a 16-bit room map');
        room[k] = rooms;
        b = 5 * rooms++;
        bounds[b] = x;
        bounds[b + 1] = end;
        bounds[b + 2] = y;
        bounds[b + 4] = 0;
      } else {
        room[k] = room[root];
        b = 5 * room[k];
        if (x < bounds[b]) bounds[b] = x;
        if (end > bounds[b + 1]) bounds[b + 1] = end;
      }
      bounds[b + 3] = y;
      bounds[b + 4] += end - x;
      const id = room[k];
      for (let i = row + x; i < row + end; i++) roomOf[i] = id;
    }
  }
  const list: Room[] = [];
  for (let id = 0, b = 0; id < rooms; id++, b += 5) {
    list.push({
      id,
      x: bounds[b],
      y: bounds[b + 2],
      width: bounds[b + 1] - bounds[b],
      height: bounds[b + 3] - bounds[b + 2] + 1,
      cells: bounds[b + 4],
    });
  }
  return { roomOf, rooms: list, runs: { count, x0, x1, room, rowStart } };
}

/** The root of run `a` (path halving). */
function find(parent: Int32Array, a: number): number {
  while (parent[a] !== a) a = parent[a] = parent[parent[a]];
  return a;
}
