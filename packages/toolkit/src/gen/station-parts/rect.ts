import { Tile, type Room } from '../level.js';
import { PACKED_FIELDS, type PackedCandidates } from './doors.js';
import { Int32Scratch } from '../scratch.js';
import { LEAF_FIELDS, type PackedSplit } from './walls.js';

/** Tiles, rooms, room map, door candidates and open cells of a split plain rectangle. */
export interface RectangleRooms {
  /** The walled rectangle with the split's walls: Floor in the rooms, Wall elsewhere. */
  readonly tiles: Uint8Array;
  /** As `labelRooms`. */
  readonly rooms: Room[];
  readonly roomOf: Int16Array;
  /** As `scanRuns`, packed; these and the open cells are scratch, valid until the next call. */
  readonly candidates: PackedCandidates;
  readonly open: Int32Array;
}

/**
 * Working memory of `rectangleRooms`: floor boxes by leaf and by room, room lists by first or
 * last row or column, inner rows, the packed candidates and the open cells.
 */
export class RectScratch {
  readonly box = new Int32Scratch();
  readonly roomBox = new Int32Scratch();
  readonly rowFirst = new Int32Scratch();
  readonly byColumnStart = new Int32Scratch();
  readonly byColumn = new Int32Scratch();
  readonly byColumnEndStart = new Int32Scratch();
  readonly byColumnEnd = new Int32Scratch();
  readonly byRowEndStart = new Int32Scratch();
  readonly byRowEnd = new Int32Scratch();
  readonly innerRow = new Int32Scratch();
  readonly innerSlot = new Int32Scratch();
  readonly fill = new Int32Scratch();
  readonly candidates = new Int32Scratch();
  readonly open = new Int32Scratch();
}

/**
 * The walled rectangle split by `rectangleWalls` (as `bspWalls` draws it), with `labelRoomRuns`
 * and `scanRuns` on it, read off the split's geometry instead of the grid. Each leaf's floor (the
 * leaf less the rim) is one rectangular room, walled off from the rest; its open cells are the
 * floor less its border; two rooms share a door candidate exactly where they face each other
 * across one wall cell. Rooms, candidates and open cells come out in the grid scan's order.
 */
export function rectangleRooms(
  split: PackedSplit,
  size: { readonly width: number; readonly height: number },
  scratch: RectScratch = new RectScratch(),
): RectangleRooms {
  const { width, height } = size;
  const { leafCount: n, leaves } = split;
  if (n > 32767) throw new RangeError('too many rooms for a 16-bit room map');
  // Floor boxes, 4 numbers per leaf: x0, x1 (exclusive), y0, y1 (exclusive).
  const box = scratch.box.take(4 * n);
  for (let b = 0, p = 0; b < 4 * n; b += 4, p += LEAF_FIELDS) {
    const x = leaves[p];
    const y = leaves[p + 1];
    const xEnd = x + leaves[p + 2];
    const yEnd = y + leaves[p + 3];
    box[b] = x > 1 ? x : 1;
    box[b + 1] = xEnd < width - 1 ? xEnd : width - 1;
    box[b + 2] = y > 1 ? y : 1;
    box[b + 3] = yEnd < height - 1 ? yEnd : height - 1;
  }
  // Room ids follow first cells: leaves by first row, in leaf order within a row, which is left
  // to right (two leaves starting on one row were parted by a column line, the left one first).
  // rowFirst[y] is the first id of the rooms starting on row y.
  const rowFirst = scratch.rowFirst.take(height + 1).fill(0, 0, height + 1);
  for (let b = 0; b < 4 * n; b += 4) rowFirst[box[b + 2] + 1]++;
  for (let y = 0; y < height; y++) rowFirst[y + 1] += rowFirst[y];
  const roomBox = scratch.roomBox.take(4 * n);
  for (let b = 0; b < 4 * n; b += 4) {
    const r = 4 * rowFirst[box[b + 2]]++;
    roomBox[r] = box[b];
    roomBox[r + 1] = box[b + 1];
    roomBox[r + 2] = box[b + 2];
    roomBox[r + 3] = box[b + 3];
  }
  // Filling moved each row's first id to the next row's: shift back.
  for (let y = height; y > 0; y--) rowFirst[y] = rowFirst[y - 1];
  rowFirst[0] = 0;
  const rooms: Room[] = [];
  for (let id = 0, r = 0; id < n; id++, r += 4) {
    const w = roomBox[r + 1] - roomBox[r];
    const h = roomBox[r + 3] - roomBox[r + 2];
    rooms.push({ id, x: roomBox[r], y: roomBox[r + 2], width: w, height: h, cells: w * h });
  }
  // Rooms by first column and by last column + 1, top to bottom within a column (ids ascend);
  // rooms by last row + 1, left to right within a row (taken in first-column order).
  const byColumnStart = bucketStarts(roomBox, n, { field: 0, buckets: width }, scratch.byColumnStart);
  const byColumn = bucketFill(
    roomBox,
    n,
    { field: 0, buckets: width, start: byColumnStart, order: null },
    { out: scratch.byColumn, fill: scratch.fill },
  );
  const byColumnEndStart = bucketStarts(roomBox, n, { field: 1, buckets: width }, scratch.byColumnEndStart);
  const byColumnEnd = bucketFill(
    roomBox,
    n,
    { field: 1, buckets: width, start: byColumnEndStart, order: null },
    { out: scratch.byColumnEnd, fill: scratch.fill },
  );
  const byRowEndStart = bucketStarts(roomBox, n, { field: 3, buckets: height }, scratch.byRowEndStart);
  const byRowEnd = bucketFill(
    roomBox,
    n,
    { field: 3, buckets: height, start: byRowEndStart, order: byColumn },
    { out: scratch.byRowEnd, fill: scratch.fill },
  );
  const { tiles, roomOf, open } = layRooms(roomBox, byColumn, { n, width, height }, scratch);
  // Row candidates: across row r, the rooms ending on row r - 1 against those starting on r + 1.
  // Each merge step takes a room off a list and adds at most one candidate; a room is on 4 lists.
  const data = scratch.candidates.take(PACKED_FIELDS * 4 * n);
  let m = 0;
  for (let r = 2; r + 2 < height; r++) {
    const line = {
      field: 0,
      before: byRowEnd,
      i0: byRowEndStart[r],
      i1: byRowEndStart[r + 1],
      after: null,
      j0: rowFirst[r + 1],
      j1: rowFirst[r + 2],
      base: r * width,
      step: 1,
    };
    m = overlaps(roomBox, line, data, m);
  }
  // Column candidates: across column c, the rooms ending on column c - 1 against those starting on c + 1.
  for (let c = 2; c + 2 < width; c++) {
    const line = {
      field: 2,
      before: byColumnEnd,
      i0: byColumnEndStart[c],
      i1: byColumnEndStart[c + 1],
      after: byColumn,
      j0: byColumnStart[c + 1],
      j1: byColumnStart[c + 2],
      base: c,
      step: width,
    };
    m = overlaps(roomBox, line, data, m);
  }
  return { tiles, rooms, roomOf, candidates: { count: m, data }, open };
}

/**
 * Counting-sort starts of the n rooms by `roomBox[4 * id + field]` (values below `buckets`): entry
 * v is the first slot of value v, entry `buckets` the total.
 */
function bucketStarts(
  roomBox: Int32Array,
  n: number,
  key: { readonly field: number; readonly buckets: number },
  scratch: Int32Scratch,
): Int32Array {
  const { field, buckets } = key;
  const start = scratch.take(buckets + 1).fill(0, 0, buckets + 1);
  for (let b = field; b < 4 * n; b += 4) start[roomBox[b] + 1]++;
  for (let v = 0; v < buckets; v++) start[v + 1] += start[v];
  return start;
}

/**
 * The n rooms sorted by `roomBox[4 * id + field]` (starts from `bucketStarts`), stably, taken in
 * the order of `order` (ids ascending when null), written to `buffers.out`.
 */
function bucketFill(
  roomBox: Int32Array,
  n: number,
  key: {
    readonly field: number;
    readonly buckets: number;
    readonly start: Int32Array;
    readonly order: Int32Array | null;
  },
  buffers: { readonly out: Int32Scratch; readonly fill: Int32Scratch },
): Int32Array {
  const { field, buckets, start, order } = key;
  const out = buffers.out.take(n);
  const fill = buffers.fill.take(buckets + 1);
  fill.set(start.subarray(0, buckets + 1));
  for (let k = 0; k < n; k++) {
    const id = order === null ? k : order[k];
    out[fill[roomBox[4 * id + field]]++] = id;
  }
  return out;
}

/**
 * The rooms on the two sides of one wall line, for `overlaps`: `before[i0 .. i1)` against
 * `after[j0 .. j1)` (ids `j0 .. j1` when `after` is null), both ascending along the line's axis at
 * `field` (0: columns, 2: rows) and disjoint within each; a run at offset s along the line starts
 * at cell `base + s * step`.
 */
interface WallLine {
  readonly field: number;
  readonly before: Int32Array;
  readonly i0: number;
  readonly i1: number;
  readonly after: Int32Array | null;
  readonly j0: number;
  readonly j1: number;
  readonly base: number;
  readonly step: number;
}

/**
 * Appends to `data` (holding `m` candidates) the overlaps of the rooms on the two sides of
 * `line`, merged along it. Returns the new count.
 */
function overlaps(roomBox: Int32Array, line: WallLine, data: Int32Array, m: number): number {
  const { field, before, i1, after, j1, base, step } = line;
  let i = line.i0;
  let j = line.j0;
  while (i < i1 && j < j1) {
    const a = before[i];
    const b = after === null ? j : after[j];
    const p = 4 * a + field;
    const q = 4 * b + field;
    const s = roomBox[p] > roomBox[q] ? roomBox[p] : roomBox[q];
    const e = roomBox[p + 1] < roomBox[q + 1] ? roomBox[p + 1] : roomBox[q + 1];
    if (roomBox[p + 1] < roomBox[q + 1]) i++;
    else j++;
    if (s >= e) continue;
    const d = PACKED_FIELDS * m++;
    data[d] = field === 2 ? 1 : 0;
    data[d + 1] = base + s * step;
    data[d + 2] = step;
    data[d + 3] = e - s;
    data[d + 4] = a;
    data[d + 5] = b;
  }
  return m;
}

/**
 * The tiles and room map (room by room) and the open cells: each room's inner cells, listed row
 * by row and left to right within a row (rooms taken in `byColumn` order, bucketed by row).
 */
function layRooms(
  roomBox: Int32Array,
  byColumn: Int32Array,
  size: { readonly n: number; readonly width: number; readonly height: number },
  scratch: RectScratch,
): { tiles: Uint8Array; roomOf: Int16Array; open: Int32Array } {
  const { n, width, height } = size;
  const tiles = new Uint8Array(width * height).fill(Tile.Wall);
  const roomOf = new Int16Array(width * height).fill(-1);
  for (let id = 0, b = 0; id < n; id++, b += 4) {
    const x0 = roomBox[b];
    const x1 = roomBox[b + 1];
    for (let row = roomBox[b + 2] * width, end = roomBox[b + 3] * width; row < end; row += width) {
      for (let i = row + x0; i < row + x1; i++) {
        tiles[i] = Tile.Floor;
        roomOf[i] = id;
      }
    }
  }
  // Inner rows (a room's rows but its first and last) by row, rooms left to right within a row.
  const rowEnd = scratch.innerRow.take(height + 1).fill(0, 0, height + 1);
  for (let b = 0; b < 4 * n; b += 4) {
    for (let y = roomBox[b + 2] + 1; y < roomBox[b + 3] - 1; y++) rowEnd[y + 1]++;
  }
  for (let y = 0; y < height; y++) rowEnd[y + 1] += rowEnd[y];
  const slots = scratch.innerSlot.take(rowEnd[height]);
  for (let k = 0; k < n; k++) {
    const id = byColumn[k];
    const b = 4 * id;
    for (let y = roomBox[b + 2] + 1; y < roomBox[b + 3] - 1; y++) slots[rowEnd[y]++] = id;
  }
  // Filling moved each row's start to its end: row y's slots now end at rowEnd[y].
  const open = scratch.open.take(Math.max(0, (width - 2) * (height - 2)));
  let nOpen = 0;
  for (let y = 1, k = 0; y < height - 1; y++) {
    const row = y * width;
    for (const end = rowEnd[y]; k < end; k++) {
      const b = 4 * slots[k];
      const last = row + roomBox[b + 1] - 1;
      for (let i = row + roomBox[b] + 1; i < last; i++) open[nOpen++] = i;
    }
  }
  return { tiles, roomOf, open: open.subarray(0, nOpen) };
}
