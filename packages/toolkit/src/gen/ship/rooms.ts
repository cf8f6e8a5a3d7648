import type { RngStream } from '../../rng/stream.js';
import { UNASSIGNED, type CoarseDoor, type CoarseGrid } from './coarse.js';

/** How many rooms a 30x18 connection grid grows, at most (fewer when the grid fills up). */
export const ROOM_COUNT: readonly [number, number] = [12, 20];
/** Connection cells of the default 64x40 ship's grid; bigger grids grow proportionally more rooms. */
const REFERENCE_CELLS = 30 * 18;
/** Range of a room's maximum size: it grows to Chebyshev radius < maxSize around its first cell. */
export const ROOM_MAX_SIZE: readonly [number, number] = [2, 4];

/** The 4-neighbours of a connection cell, as cell indices. */
function neighbours(grid: CoarseGrid, i: number, out: number[]): number[] {
  out.length = 0;
  const x = i % grid.cols;
  if (i >= grid.cols) out.push(i - grid.cols);
  if (x + 1 < grid.cols) out.push(i + 1);
  if (i + grid.cols < grid.owner.length) out.push(i + grid.cols);
  if (x > 0) out.push(i - 1);
  return out;
}

/** Unassigned cells with at least one assigned 4-neighbour, in index order. */
export function frontier(grid: CoarseGrid): number[] {
  const cells: number[] = [];
  const near: number[] = [];
  for (let i = 0; i < grid.owner.length; i++) {
    if (grid.owner[i] !== UNASSIGNED) continue;
    if (neighbours(grid, i, near).some((j) => grid.owner[j] !== UNASSIGNED)) cells.push(i);
  }
  return cells;
}

/** The frontier kept up to date as cells are assigned, so each room costs its own size, not the grid's. */
class LiveFrontier {
  readonly cells: number[];
  private readonly slot: Int32Array;

  constructor(private readonly grid: CoarseGrid) {
    this.cells = frontier(grid);
    this.slot = new Int32Array(grid.owner.length).fill(-1);
    this.cells.forEach((c, k) => (this.slot[c] = k));
  }

  /** Records that cell i was just assigned: it leaves the frontier and its unassigned neighbours join. */
  assigned(i: number, near: number[]): void {
    const k = this.slot[i];
    if (k >= 0) {
      const last = this.cells.pop() as number;
      if (last !== i) {
        this.cells[k] = last;
        this.slot[last] = k;
      }
      this.slot[i] = -1;
    }
    for (const j of neighbours(this.grid, i, near)) {
      if (this.grid.owner[j] === UNASSIGNED && this.slot[j] < 0) {
        this.slot[j] = this.cells.length;
        this.cells.push(j);
      }
    }
  }
}

/**
 * Grows rooms on the grid, each from a random frontier cell, by breadth-first search over
 * unassigned cells to Chebyshev radius < maxSize (drawn per room). Each new room gets a door to
 * a hallway it touches (else to a room). Room ids continue after `firstId`. A grid larger than
 * 30x18 grows ROOM_COUNT scaled by its area, so big ships still close up. Returns the doors and
 * the number of rooms grown.
 */
export function growRooms(
  grid: CoarseGrid,
  rng: RngStream,
  firstId: number,
  hallwayCount: number,
): {
  rooms: number;
  doors: CoarseDoor[];
} {
  const doors: CoarseDoor[] = [];
  const near: number[] = [];
  const queue = new Int32Array(grid.owner.length);
  const scale = Math.max(1, grid.owner.length / REFERENCE_CELLS);
  const count = Math.round(rng.int(ROOM_COUNT[0], ROOM_COUNT[1]) * scale);
  const edge = new LiveFrontier(grid);
  const spare: number[] = [];
  let rooms = 0;
  for (let r = 0; r < count; r++) {
    if (edge.cells.length === 0) break;
    const seed = rng.pick(edge.cells);
    const touching = neighbours(grid, seed, near).filter((j) => grid.owner[j] !== UNASSIGNED);
    const halls = touching.filter((j) => grid.owner[j] < hallwayCount);
    const parent = rng.pick(halls.length > 0 ? halls : touching);
    const id = firstId + rooms;
    const maxSize = rng.int(ROOM_MAX_SIZE[0], ROOM_MAX_SIZE[1]);
    const sx = seed % grid.cols;
    const sy = (seed - sx) / grid.cols;
    let head = 0;
    let tail = 0;
    grid.owner[seed] = id;
    edge.assigned(seed, spare);
    queue[tail++] = seed;
    while (head < tail) {
      const i = queue[head++];
      for (const j of neighbours(grid, i, near)) {
        if (grid.owner[j] !== UNASSIGNED) continue;
        const jx = j % grid.cols;
        const jy = (j - jx) / grid.cols;
        if (Math.max(Math.abs(jx - sx), Math.abs(jy - sy)) >= maxSize) continue;
        grid.owner[j] = id;
        edge.assigned(j, spare);
        queue[tail++] = j;
      }
    }
    doors.push({ a: Math.min(seed, parent), b: Math.max(seed, parent) });
    rooms++;
  }
  return { rooms, doors };
}

/**
 * Adds exactly one door, chosen at random among the shared edges, to every pair of regions that
 * touch but have no door between them yet. Pairs are visited in a fixed order (first shared edge
 * in index order), so the result is a pure function of the grid, the doors and the stream.
 */
export function connectTouchingPairs(
  grid: CoarseGrid,
  rng: RngStream,
  doors: readonly CoarseDoor[],
): CoarseDoor[] {
  const regions = Math.max(0, ...grid.owner) + 1;
  const pairKey = (p: number, q: number): number => Math.min(p, q) * regions + Math.max(p, q);
  const done = new Set<number>();
  for (const d of doors) done.add(pairKey(grid.owner[d.a], grid.owner[d.b]));
  const candidates = new Map<number, CoarseDoor[]>();
  const consider = (a: number, b: number): void => {
    const p = grid.owner[a];
    const q = grid.owner[b];
    if (p === UNASSIGNED || q === UNASSIGNED || p === q) return;
    const key = pairKey(p, q);
    if (done.has(key)) return;
    const list = candidates.get(key);
    if (list === undefined) candidates.set(key, [{ a, b }]);
    else list.push({ a, b });
  };
  for (let y = 0; y < grid.rows; y++) {
    for (let x = 0; x < grid.cols; x++) {
      const i = y * grid.cols + x;
      if (x + 1 < grid.cols) consider(i, i + 1);
      if (y + 1 < grid.rows) consider(i, i + grid.cols);
    }
  }
  const added: CoarseDoor[] = [];
  for (const list of candidates.values()) added.push(rng.pick(list));
  return added;
}

/** True when the doors join every region (ids 0..regions-1) into one connected whole (union-find). */
export function doorsConnectAll(grid: CoarseGrid, regions: number, doors: readonly CoarseDoor[]): boolean {
  const parent = Array.from({ length: regions }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  let sets = regions;
  for (const d of doors) {
    const a = find(grid.owner[d.a]);
    const b = find(grid.owner[d.b]);
    if (a !== b) {
      parent[a] = b;
      sets--;
    }
  }
  return sets <= 1;
}
