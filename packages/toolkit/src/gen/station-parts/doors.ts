import type { Rng } from '../../rng/rng.js';
import { below, shuffleInPlace } from './draw.js';
import { Tile } from '../level.js';

/**
 * A door candidate: a maximal straight run of Wall cells, each with Floor of room `a` on one side
 * and Floor of room `b` on the opposite side. `axis` is the axis joining the two rooms: 'y' for a
 * wall running left-right (rooms above and below), 'x' for a wall running up-down.
 */
export interface DoorCandidate {
  readonly axis: 'x' | 'y';
  /** Cell indices of the run, in order along the wall. */
  readonly cells: readonly number[];
  readonly a: number;
  readonly b: number;
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
 * Finds every door candidate run between two different rooms: all runs along rows (axis 'y'),
 * row by row, then all runs along columns (axis 'x'), column by column. One row-major pass that
 * stops only at walls; a row's run grows left to right, each column keeps its own open run. Floor
 * is read from `roomOf` (rooms are labelled on these very tiles).
 */
export function doorCandidates(
  tiles: Uint8Array,
  roomOf: Int16Array,
  width: number,
  height: number,
): DoorCandidate[] {
  const rowRuns: DoorCandidate[] = [];
  const colRuns: DoorCandidate[][] = Array.from({ length: width }, () => []);
  // Each column's open run (cells, rooms left and right) and the row of its last cell.
  const colRun: (number[] | null)[] = new Array<number[] | null>(width).fill(null);
  const colA = new Int32Array(width);
  const colB = new Int32Array(width);
  const colLast = new Int32Array(width).fill(-2);
  for (let y = 0; y < height; y++) {
    let run: number[] | null = null;
    let ra = -1;
    let rb = -1;
    let last = -2;
    // Row runs need rows above and below, column runs columns left and right.
    const rowsAround = y > 0 && y + 1 < height;
    for (let x = 0, i = y * width; x < width; x++, i++) {
      if (tiles[i] !== Tile.Wall) continue;
      if (rowsAround) {
        const a = roomOf[i - width];
        const b = roomOf[i + width];
        if (a >= 0 && b >= 0 && a !== b) {
          if (run !== null && last === i - 1 && a === ra && b === rb) run.push(i);
          else {
            if (run !== null) rowRuns.push({ axis: 'y', cells: run, a: ra, b: rb });
            run = [i];
            ra = a;
            rb = b;
          }
          last = i;
        }
      }
      if (x === 0 || x + 1 === width) continue;
      const c = roomOf[i - 1];
      const e = roomOf[i + 1];
      if (c >= 0 && e >= 0 && c !== e) {
        const cr = colRun[x];
        if (cr !== null && colLast[x] === y - 1 && c === colA[x] && e === colB[x]) cr.push(i);
        else {
          if (cr !== null) colRuns[x].push({ axis: 'x', cells: cr, a: colA[x], b: colB[x] });
          colRun[x] = [i];
          colA[x] = c;
          colB[x] = e;
        }
        colLast[x] = y;
      }
    }
    if (run !== null) rowRuns.push({ axis: 'y', cells: run, a: ra, b: rb });
  }
  for (let x = 0; x < width; x++) {
    const cr = colRun[x];
    if (cr !== null) colRuns[x].push({ axis: 'x', cells: cr, a: colA[x], b: colB[x] });
  }
  return rowRuns.concat(...colRuns);
}

/**
 * Seed 001's doors: randomized Prim over the room graph (start from a random candidate, pop a
 * uniformly random frontier candidate, keep it iff it reaches an unvisited room), then ceil(k/2)
 * of the k other candidates, shuffled, as loop doors; one door per chosen run at a uniform offset.
 * Returns null when the tree cannot reach every room or a chosen run is too short for the rules.
 */
export function placeDoors(
  candidates: readonly DoorCandidate[],
  roomCount: number,
  rng: Rng,
  rules: DoorRules,
): PlacedDoor[] | null {
  if (candidates.length === 0) return roomCount <= 1 ? [] : null;
  // Candidates of each room in id order, packed: byRoom[start[r] .. start[r + 1]).
  const start = new Int32Array(roomCount + 1);
  for (const c of candidates) {
    start[c.a + 1]++;
    start[c.b + 1]++;
  }
  for (let r = 0; r < roomCount; r++) start[r + 1] += start[r];
  const fill = start.slice(0, roomCount);
  const byRoom = new Int32Array(start[roomCount]);
  for (let id = 0; id < candidates.length; id++) {
    byRoom[fill[candidates[id].a]++] = id;
    byRoom[fill[candidates[id].b]++] = id;
  }
  const visited = new Uint8Array(roomCount);
  const seen = new Uint8Array(candidates.length);
  const frontier: number[] = [];
  const visit = (room: number): void => {
    visited[room] = 1;
    for (let k = start[room]; k < start[room + 1]; k++) {
      const id = byRoom[k];
      if (seen[id] === 0) {
        seen[id] = 1;
        frontier.push(id);
      }
    }
  };
  visit(candidates[below(rng, candidates.length)].a);
  let reached = 1;
  const tree: number[] = [];
  const rest: number[] = [];
  while (frontier.length > 0) {
    const j = below(rng, frontier.length);
    const id = frontier[j];
    frontier[j] = frontier[frontier.length - 1];
    frontier.pop();
    const { a, b } = candidates[id];
    if (visited[a] === 1 && visited[b] === 1) {
      rest.push(id);
      continue;
    }
    tree.push(id);
    reached++;
    visit(visited[a] === 1 ? b : a);
  }
  if (reached < roomCount) return null;
  shuffleInPlace(rng, rest);
  const extra = rest.slice(0, Math.ceil(rest.length / 2));
  const doors: PlacedDoor[] = [];
  for (const [ids, kind] of [
    [tree, 'tree'],
    [extra, 'extra'],
  ] as const) {
    for (const id of ids) {
      const run = candidates[id].cells;
      if (run.length < rules.minRun || run.length <= rules.minOffset) return null;
      const index = run[rules.minOffset + below(rng, run.length - rules.minOffset)];
      doors.push({ index, axis: candidates[id].axis, candidate: id, kind });
    }
  }
  return doors;
}
