import type { RngStream } from '../../rng/stream.js';
import { below, shuffleInt32 } from './draw.js';
import { Tile } from '../level.js';
import type { FloorRuns } from './rooms.js';
import { Int32Scratch, Uint8Scratch } from '../scratch.js';

/**
 * A door candidate: a maximal straight run of Wall cells, each with Floor of room `a` on one side
 * and Floor of room `b` on the opposite side. `axis` is the axis joining the two rooms: 'y' for a
 * wall running left-right (rooms above and below), 'x' for a wall running up-down.
 */
export interface DoorCandidate {
  readonly axis: 'x' | 'y';
  /** Cell indices of the run, in order along the wall: `first + k * step` for k below `length`. */
  readonly cells: readonly number[];
  /** First cell of the run. */
  readonly first: number;
  /** Index step between consecutive cells of the run (1 along a row, the grid width along a column). */
  readonly step: number;
  /** Number of cells in the run. */
  readonly length: number;
  readonly a: number;
  readonly b: number;
}

/** A door candidate stored as first cell, step and length; `cells` is listed on first use. */
export class DoorRun implements DoorCandidate {
  private listed: number[] | undefined = undefined;

  constructor(
    readonly axis: 'x' | 'y',
    readonly first: number,
    readonly step: number,
    readonly length: number,
    readonly a: number,
    readonly b: number,
  ) {}

  /** The run's cell indices (listed once, then cached). */
  get cells(): readonly number[] {
    if (this.listed === undefined) {
      this.listed = Array.from({ length: this.length }, (_, k) => this.first + k * this.step);
    }
    return this.listed;
  }
}

/** A door that was cut: its cell, the candidate run it came from, and whether it is a spanning-tree door. */
export interface PlacedDoor {
  readonly index: number;
  readonly axis: 'x' | 'y';
  readonly candidate: number;
  readonly kind: 'tree' | 'extra';
}

/** Rules for cutting doors. */
export interface DoorRules {
  /** Chosen runs shorter than this fail the attempt (5 on the small floor, else 1). */
  readonly minRun: number;
  /** Smallest offset of a door along its run (4 on the small floor, else 0). */
  readonly minOffset: number;
}

/**
 * Working memory of `placePackedDoors`: the room-to-candidate index, marks, and the id lists (on
 * its own so that the bsp generator, which places packed candidates only, bundles no more).
 */
export class PlaceDoorScratch {
  readonly roomStart = new Int32Scratch();
  readonly roomFill = new Int32Scratch();
  readonly byRoom = new Int32Scratch();
  readonly visited = new Uint8Scratch();
  readonly seen = new Uint8Scratch();
  readonly frontier = new Int32Scratch();
  readonly tree = new Int32Scratch();
  readonly rest = new Int32Scratch();
}

/**
 * Working memory of the door stages. `scanRuns`: each column's open run, the column runs closed
 * so far, and their sort by column. `placeDoors`: packed candidates, then `PlaceDoorScratch`'s.
 */
export class DoorScratch extends PlaceDoorScratch {
  readonly colFirst = new Int32Scratch();
  readonly colLen = new Int32Scratch();
  readonly colA = new Int32Scratch();
  readonly colB = new Int32Scratch();
  readonly colLast = new Int32Scratch();
  readonly closedFirst = new Int32Scratch();
  readonly closedLen = new Int32Scratch();
  readonly closedA = new Int32Scratch();
  readonly closedB = new Int32Scratch();
  readonly perColumn = new Int32Scratch();
  readonly columnOrder = new Int32Scratch();
  readonly packed = new Int32Scratch();
}

/** The door candidates and open cells of one scan. */
export interface DoorScan {
  /**
   * Every door candidate run between two different rooms: all runs along rows (axis 'y'), row by
   * row, then all runs along columns (axis 'x'), column by column.
   */
  readonly candidates: DoorCandidate[];
  /** As `openCells` from entrance.ts: interior Floor cells with 4 Floor neighbours, ascending. */
  readonly open: Int32Array;
}

/**
 * Appends the `closed` column runs held in the closed-run scratch to `out` by column, each
 * column's in closing order (which is row order): a counting sort.
 */
function appendColumnRuns(out: DoorCandidate[], closed: number, width: number, scratch: DoorScratch): void {
  const kFirst = scratch.closedFirst.take(0);
  const kLen = scratch.closedLen.take(0);
  const kA = scratch.closedA.take(0);
  const kB = scratch.closedB.take(0);
  const count = scratch.perColumn.take(width + 1).fill(0, 0, width + 1);
  for (let k = 0; k < closed; k++) count[(kFirst[k] % width) + 1]++;
  for (let x = 0; x < width; x++) count[x + 1] += count[x];
  const order = scratch.columnOrder.take(closed);
  for (let k = 0; k < closed; k++) order[count[kFirst[k] % width]++] = k;
  for (let j = 0; j < closed; j++) {
    const k = order[j];
    out.push(new DoorRun('x', kFirst[k], width, kLen[k], kA[k], kB[k]));
  }
}

/**
 * The door candidates and open cells of the tiles, read from the floor runs of `labelRoomRuns`
 * (on these very tiles) rather than from every cell. Open cells are the inner cells of a run
 * covered by runs above and below; a row candidate lies where a run above and a run below of
 * different rooms overlap (such a cell cannot be Floor); a column candidate is the one-cell Wall
 * gap between two runs of different rooms.
 */
export function scanRuns(
  tiles: Uint8Array,
  runs: FloorRuns,
  size: { readonly width: number; readonly height: number },
  scratch: DoorScratch = new DoorScratch(),
): DoorScan {
  const { width, height } = size;
  const { x0, x1, room, rowStart } = runs;
  const out: DoorCandidate[] = [];
  const open = new Int32Array(Math.max(0, (width - 2) * (height - 2)));
  let nOpen = 0;
  const cFirst = scratch.colFirst.take(width);
  const cLen = scratch.colLen.take(width).fill(0, 0, width);
  const cA = scratch.colA.take(width);
  const cB = scratch.colB.take(width);
  const cLast = scratch.colLast.take(width);
  // Every column run holds at least one wall cell, so there are at most width * height of them.
  const n = width * height;
  const kFirst = scratch.closedFirst.take(n);
  const kLen = scratch.closedLen.take(n);
  const kA = scratch.closedA.take(n);
  const kB = scratch.closedB.take(n);
  let closed = 0;
  for (let y = 0, row = 0; y < height; y++, row += width) {
    const here = rowStart[y];
    const next = rowStart[y + 1];
    if (y > 0 && y + 1 < height) {
      const upEnd = here;
      const downEnd = rowStart[y + 2];
      // Open cells: each run's inner cells, intersected with the runs above and below.
      let u = rowStart[y - 1];
      let d = next;
      for (let k = here; k < next && u < upEnd && d < downEnd; k++) {
        let lo = x0[k] + 1;
        const hi = x1[k] - 1;
        while (lo < hi) {
          while (u < upEnd && x1[u] <= lo) u++;
          while (d < downEnd && x1[d] <= lo) d++;
          if (u === upEnd || d === downEnd) break;
          const s = Math.max(lo, x0[u], x0[d]);
          const e = Math.min(hi, x1[u], x1[d]);
          for (let x = s; x < e; x++) open[nOpen++] = row + x;
          lo = s < e ? e : s;
        }
      }
      // Row candidates: overlaps of a run above and a run below of different rooms, split at
      // cells that are not Wall.
      for (u = rowStart[y - 1], d = next; u < upEnd && d < downEnd;) {
        const s = Math.max(x0[u], x0[d]);
        const e = Math.min(x1[u], x1[d]);
        const a = room[u];
        const b = room[d];
        if (x1[u] < x1[d]) u++;
        else d++;
        if (s >= e || a === b) continue;
        let first = -1;
        for (let i = row + s; i < row + e; i++) {
          if (tiles[i] === Tile.Wall) {
            if (first < 0) first = i;
          } else if (first >= 0) {
            out.push(new DoorRun('y', first, 1, i - first, a, b));
            first = -1;
          }
        }
        if (first >= 0) out.push(new DoorRun('y', first, 1, row + e - first, a, b));
      }
    }
    // Column candidates: one-cell Wall gaps between two runs of different rooms.
    for (let k = here; k + 1 < next; k++) {
      const x = x1[k];
      if (x0[k + 1] !== x + 1) continue;
      const c = room[k];
      const e = room[k + 1];
      if (c === e || tiles[row + x] !== Tile.Wall) continue;
      if (cLen[x] > 0 && cLast[x] === y - 1 && c === cA[x] && e === cB[x]) cLen[x]++;
      else {
        if (cLen[x] > 0) {
          kFirst[closed] = cFirst[x];
          kLen[closed] = cLen[x];
          kA[closed] = cA[x];
          kB[closed++] = cB[x];
        }
        cFirst[x] = row + x;
        cLen[x] = 1;
        cA[x] = c;
        cB[x] = e;
      }
      cLast[x] = y;
    }
  }
  for (let x = 0; x < width; x++) {
    if (cLen[x] > 0) {
      kFirst[closed] = cFirst[x];
      kLen[closed] = cLen[x];
      kA[closed] = cA[x];
      kB[closed++] = cB[x];
    }
  }
  appendColumnRuns(out, closed, width, scratch);
  return { candidates: out, open: open.subarray(0, nOpen) };
}

/**
 * Door candidates packed 6 numbers each in `data`: axis (1 for 'x', 0 for 'y'), first cell, step,
 * length, room a, room b.
 */
export interface PackedCandidates {
  readonly count: number;
  readonly data: Int32Array;
}

/** Number of Int32 entries per packed candidate. */
export const PACKED_FIELDS = 6;

/** The candidates as `DoorCandidate` objects. */
export function unpackCandidates({ count, data }: PackedCandidates): DoorCandidate[] {
  const out: DoorCandidate[] = [];
  for (let k = 0, p = 0; k < count; k++, p += PACKED_FIELDS) {
    out.push(
      new DoorRun(data[p] === 1 ? 'x' : 'y', data[p + 1], data[p + 2], data[p + 3], data[p + 4], data[p + 5]),
    );
  }
  return out;
}

/**
 * Doors: randomized Prim over the room graph (start from a random candidate, pop a
 * uniformly random frontier candidate, keep it iff it reaches an unvisited room), then ceil(k/2)
 * of the k other candidates, shuffled, as loop doors; one door per chosen run at a uniform offset.
 * Returns null when the tree cannot reach every room or a chosen run is too short for the rules.
 */
export function placeDoors(
  candidates: readonly DoorCandidate[],
  roomCount: number,
  rng: RngStream,
  rules: DoorRules,
  scratch: DoorScratch = new DoorScratch(),
): PlacedDoor[] | null {
  const m = candidates.length;
  const data = scratch.packed.take(PACKED_FIELDS * m);
  for (let id = 0, p = 0; id < m; id++, p += PACKED_FIELDS) {
    const c = candidates[id];
    data[p] = c.axis === 'x' ? 1 : 0;
    data[p + 1] = c.first;
    data[p + 2] = c.step;
    data[p + 3] = c.length;
    data[p + 4] = c.a;
    data[p + 5] = c.b;
  }
  return placePackedDoors({ count: m, data }, roomCount, rng, rules, scratch);
}

/** `placeDoors` over packed candidates. */
export function placePackedDoors(
  candidates: PackedCandidates,
  roomCount: number,
  rng: RngStream,
  rules: DoorRules,
  scratch: PlaceDoorScratch = new PlaceDoorScratch(),
): PlacedDoor[] | null {
  const { count: m, data } = candidates;
  if (m === 0) return roomCount <= 1 ? [] : null;
  // Candidates of each room in id order, packed: byRoom[start[r] .. start[r + 1]).
  const start = scratch.roomStart.take(roomCount + 1).fill(0, 0, roomCount + 1);
  for (let p = 0; p < PACKED_FIELDS * m; p += PACKED_FIELDS) {
    start[data[p + 4] + 1]++;
    start[data[p + 5] + 1]++;
  }
  for (let r = 0; r < roomCount; r++) start[r + 1] += start[r];
  const fill = scratch.roomFill.take(roomCount);
  fill.set(start.subarray(0, roomCount));
  const byRoom = scratch.byRoom.take(2 * m);
  for (let id = 0, p = 0; id < m; id++, p += PACKED_FIELDS) {
    byRoom[fill[data[p + 4]]++] = id;
    byRoom[fill[data[p + 5]]++] = id;
  }
  const visited = scratch.visited.take(roomCount).fill(0, 0, roomCount);
  const seen = scratch.seen.take(m).fill(0, 0, m);
  // One spare slot: `visit` writes one past the last kept id.
  const frontier = scratch.frontier.take(m + 1);
  let size = visit(data[PACKED_FIELDS * below(rng, m) + 4], start, byRoom, visited, seen, frontier, 0);
  let reached = 1;
  const tree = scratch.tree.take(m);
  const rest = scratch.rest.take(m);
  let trees = 0;
  let rests = 0;
  while (size > 0) {
    const j = below(rng, size);
    const id = frontier[j];
    frontier[j] = frontier[--size];
    const a = data[PACKED_FIELDS * id + 4];
    const b = data[PACKED_FIELDS * id + 5];
    if (visited[a] === 1 && visited[b] === 1) {
      rest[rests++] = id;
      continue;
    }
    tree[trees++] = id;
    reached++;
    size = visit(visited[a] === 1 ? b : a, start, byRoom, visited, seen, frontier, size);
  }
  if (reached < roomCount) return null;
  shuffleInt32(rng, rest, rests);
  const extras = Math.ceil(rests / 2);
  const doors: PlacedDoor[] = [];
  for (let k = 0; k < trees + extras; k++) {
    const isTree = k < trees;
    const id = isTree ? tree[k] : rest[k - trees];
    const p = PACKED_FIELDS * id;
    const length = data[p + 3];
    if (length < rules.minRun || length <= rules.minOffset) return null;
    const index = data[p + 1] + data[p + 2] * (rules.minOffset + below(rng, length - rules.minOffset));
    doors.push({ index, axis: data[p] === 1 ? 'x' : 'y', candidate: id, kind: isTree ? 'tree' : 'extra' });
  }
  return doors;
}

/**
 * Marks `room` visited and appends its candidates not seen before to the frontier (which holds
 * `size` ids); returns the frontier's new size.
 */
function visit(
  room: number,
  start: Int32Array,
  byRoom: Int32Array,
  visited: Uint8Array,
  seen: Uint8Array,
  frontier: Int32Array,
  size: number,
): number {
  visited[room] = 1;
  const end = start[room + 1];
  for (let k = start[room]; k < end; k++) {
    // Branch-free: written past the end, kept by advancing the size only when not seen before.
    const id = byRoom[k];
    frontier[size] = id;
    size += seen[id] ^ 1;
    seen[id] = 1;
  }
  return size;
}
