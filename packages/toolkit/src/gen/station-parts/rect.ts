import { Tile, type Room } from '../level.js';
import { PACKED_FIELDS, type PackedCandidates } from './doors.js';
import { Int32Scratch } from './scratch.js';
import { LEAF_FIELDS, LINE_FIELDS, type PackedSplit } from './walls.js';

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

/** Scratch: floor boxes, room ids, line lists and order, rooms by column and inner rows by row. */
const boxScratch = new Int32Scratch();
const leafRoomScratch = new Int32Scratch();
const roomLeafScratch = new Int32Scratch();
const rowCountScratch = new Int32Scratch();
const lineOrderScratch = new Int32Scratch();
const beforeStartScratch = new Int32Scratch();
const afterStartScratch = new Int32Scratch();
const beforeScratch = new Int32Scratch();
const afterScratch = new Int32Scratch();
const lineCountScratch = new Int32Scratch();
const columnCountScratch = new Int32Scratch();
const byXScratch = new Int32Scratch();
const innerRowScratch = new Int32Scratch();
const innerSlotScratch = new Int32Scratch();
const roomBoxScratch = new Int32Scratch();
const candidateScratch = new Int32Scratch();
const openScratch = new Int32Scratch();

/**
 * The walled rectangle split by `rectangleWalls` (as `bspWalls` draws it), with `labelRoomRuns`
 * and `scanRuns` on it, read off the split's geometry instead of the grid. Each leaf's floor (the leaf less the rim) is
 * one rectangular room, walled off from the rest; its open cells are the floor less its border.
 * Two rooms share a door candidate exactly where they face each other across the line that split
 * them apart, so each line's candidates are the overlaps of the leaves on its two sides (those
 * come in leaf order along the line). Rooms, candidates and open cells come out in the grid scan's
 * order: counting sorts by row (rooms, row lines) or column (column lines) keep leaf order within
 * a row or column, which is already left to right or top to bottom.
 */
export function rectangleRooms(split: PackedSplit, width: number, height: number): RectangleRooms {
  const { leafCount: n, leaves } = split;
  if (n > 32767) throw new RangeError('too many rooms for a 16-bit room map');
  // Floor boxes, 4 numbers per leaf: x0, x1 (exclusive), y0, y1 (exclusive).
  const box = boxScratch.take(4 * n);
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
  // Room ids follow first cells: leaves by first row, in leaf order (left to right) within a row.
  const rowCount = rowCountScratch.take(height + 1).fill(0, 0, height + 1);
  for (let k = 0; k < n; k++) rowCount[box[4 * k + 2] + 1]++;
  for (let y = 0; y < height; y++) rowCount[y + 1] += rowCount[y];
  const roomOfLeaf = leafRoomScratch.take(n);
  const leafOfRoom = roomLeafScratch.take(n);
  for (let k = 0; k < n; k++) {
    const id = rowCount[box[4 * k + 2]]++;
    roomOfLeaf[k] = id;
    leafOfRoom[id] = k;
  }
  const rooms: Room[] = [];
  const roomBox = roomBoxScratch.take(4 * n);
  for (let id = 0, r = 0; id < n; id++, r += 4) {
    const b = 4 * leafOfRoom[id];
    roomBox[r] = box[b];
    roomBox[r + 1] = box[b + 1];
    roomBox[r + 2] = box[b + 2];
    roomBox[r + 3] = box[b + 3];
    const w = box[b + 1] - box[b];
    const h = box[b + 3] - box[b + 2];
    rooms.push({ id, x: box[b], y: box[b + 2], width: w, height: h, cells: w * h });
  }
  const { tiles, roomOf, open } = sweepRows(roomBox, n, width, height);
  const candidates = lineCandidates(split, box, roomOfLeaf, width, height);
  return { tiles, rooms, roomOf, candidates, open };
}

/**
 * The tiles and room map (room by room) and the open cells: each room's inner cells, listed row by row and
 * left to right within a row, through counting sorts of the rooms by column and their inner rows
 * by row. `roomBox` holds the floor boxes by room id.
 */
function sweepRows(
  roomBox: Int32Array,
  n: number,
  width: number,
  height: number,
): { tiles: Uint8Array; roomOf: Int16Array; open: Int32Array } {
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
  // Rooms by first column (ids ascend within a column, but only the column order matters).
  const byColumn = columnCountScratch.take(width + 1).fill(0, 0, width + 1);
  for (let b = 0; b < 4 * n; b += 4) byColumn[roomBox[b] + 1]++;
  for (let x = 0; x < width; x++) byColumn[x + 1] += byColumn[x];
  const byX = byXScratch.take(n);
  for (let id = 0, b = 0; id < n; id++, b += 4) byX[byColumn[roomBox[b]]++] = id;
  // Inner rows (a room's rows but its first and last) by row, rooms left to right within a row.
  const rowEnd = innerRowScratch.take(height + 1).fill(0, 0, height + 1);
  for (let b = 0; b < 4 * n; b += 4) {
    for (let y = roomBox[b + 2] + 1; y < roomBox[b + 3] - 1; y++) rowEnd[y + 1]++;
  }
  for (let y = 0; y < height; y++) rowEnd[y + 1] += rowEnd[y];
  const slots = innerSlotScratch.take(rowEnd[height]);
  for (let k = 0; k < n; k++) {
    const id = byX[k];
    const b = 4 * id;
    for (let y = roomBox[b + 2] + 1; y < roomBox[b + 3] - 1; y++) slots[rowEnd[y]++] = id;
  }
  // Filling moved each row's start to its end: row y's slots now end at rowEnd[y].
  const open = openScratch.take(Math.max(0, (width - 2) * (height - 2)));
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

/**
 * The door candidates: for each row line (by row, in leaf order within a row), the overlaps of the
 * rooms above and below it, left to right; then likewise for each column line by column.
 */
function lineCandidates(
  split: PackedSplit,
  box: Int32Array,
  roomOfLeaf: Int32Array,
  width: number,
  height: number,
): PackedCandidates {
  const { leafCount: n, leaves, lineCount: nLines, lines } = split;
  if (nLines === 0) return { count: 0, data: candidateScratch.take(0) };
  // Leaves before (above, left of) and after each line, in leaf order: CSR lists by line.
  const beforeStart = beforeStartScratch.take(nLines + 1).fill(0, 0, nLines + 1);
  const afterStart = afterStartScratch.take(nLines + 1).fill(0, 0, nLines + 1);
  for (let k = 0, s = 4; k < n; k++, s += LEAF_FIELDS) {
    // Top and left sides put the leaf after a line, bottom and right before one.
    if (leaves[s] >= 0) afterStart[leaves[s] + 1]++;
    if (leaves[s + 1] >= 0) beforeStart[leaves[s + 1] + 1]++;
    if (leaves[s + 2] >= 0) afterStart[leaves[s + 2] + 1]++;
    if (leaves[s + 3] >= 0) beforeStart[leaves[s + 3] + 1]++;
  }
  for (let l = 0; l < nLines; l++) {
    beforeStart[l + 1] += beforeStart[l];
    afterStart[l + 1] += afterStart[l];
  }
  const before = beforeScratch.take(beforeStart[nLines]);
  const after = afterScratch.take(afterStart[nLines]);
  // Fill from each line's start (moving starts to the next line's), then shift back.
  for (let k = 0, s = 4; k < n; k++, s += LEAF_FIELDS) {
    if (leaves[s] >= 0) after[afterStart[leaves[s]]++] = k;
    if (leaves[s + 1] >= 0) before[beforeStart[leaves[s + 1]]++] = k;
    if (leaves[s + 2] >= 0) after[afterStart[leaves[s + 2]]++] = k;
    if (leaves[s + 3] >= 0) before[beforeStart[leaves[s + 3]]++] = k;
  }
  for (let l = nLines; l > 0; l--) {
    beforeStart[l] = beforeStart[l - 1];
    afterStart[l] = afterStart[l - 1];
  }
  beforeStart[0] = afterStart[0] = 0;
  // Lines by row (row lines), then by column (column lines), each in line order: a counting sort.
  const count = lineCountScratch.take(width + height + 1).fill(0, 0, width + height + 1);
  for (let q = 0; q < LINE_FIELDS * nLines; q += LINE_FIELDS) count[lines[q] * height + lines[q + 1] + 1]++;
  for (let c = 0; c < width + height; c++) count[c + 1] += count[c];
  const order = lineOrderScratch.take(nLines);
  for (let l = 0, q = 0; l < nLines; l++, q += LINE_FIELDS)
    order[count[lines[q] * height + lines[q + 1]]++] = l;
  // Each merge step takes a list entry and adds at most one candidate.
  const data = candidateScratch.take(PACKED_FIELDS * (beforeStart[nLines] + afterStart[nLines]));
  let m = 0;
  for (let o = 0; o < nLines; o++) {
    const l = order[o];
    const vertical = lines[LINE_FIELDS * l];
    const at = lines[LINE_FIELDS * l + 1];
    // Along a row line the leaves' columns overlap; along a column line, their rows.
    const lo = 2 * vertical;
    let i = beforeStart[l];
    let j = afterStart[l];
    const iEnd = beforeStart[l + 1];
    const jEnd = afterStart[l + 1];
    while (i < iEnd && j < jEnd) {
      const p = 4 * before[i] + lo;
      const q = 4 * after[j] + lo;
      const s = box[p] > box[q] ? box[p] : box[q];
      const e = box[p + 1] < box[q + 1] ? box[p + 1] : box[q + 1];
      const a = roomOfLeaf[before[i]];
      const b = roomOfLeaf[after[j]];
      if (box[p + 1] < box[q + 1]) i++;
      else j++;
      if (s >= e) continue;
      const d = PACKED_FIELDS * m++;
      data[d] = vertical;
      data[d + 1] = vertical === 1 ? s * width + at : at * width + s;
      data[d + 2] = vertical === 1 ? width : 1;
      data[d + 3] = e - s;
      data[d + 4] = a;
      data[d + 5] = b;
    }
  }
  return { count: m, data };
}
