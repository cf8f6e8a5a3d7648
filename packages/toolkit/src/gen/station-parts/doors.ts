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

/** Finds every door candidate run between two different rooms: rows first (axis 'y'), then columns. */
export function doorCandidates(
  tiles: Uint8Array,
  roomOf: Int16Array,
  width: number,
  height: number,
): DoorCandidate[] {
  const out: DoorCandidate[] = [];
  scanRuns(tiles, roomOf, width, height, 'y', out);
  scanRuns(tiles, roomOf, width, height, 'x', out);
  return out;
}

/** Appends the candidate runs along one axis: 'y' walks each row (rooms above/below), 'x' each column. */
function scanRuns(
  tiles: Uint8Array,
  roomOf: Int16Array,
  width: number,
  height: number,
  axis: 'x' | 'y',
  out: DoorCandidate[],
): void {
  const lines = axis === 'y' ? height : width;
  const along = axis === 'y' ? width : height;
  const side = axis === 'y' ? width : 1;
  const lineStep = axis === 'y' ? width : 1;
  const step = axis === 'y' ? 1 : width;
  for (let l = 1; l + 1 < lines; l++) {
    let run: number[] | null = null;
    let ra = -1;
    let rb = -1;
    for (let k = 0, i = l * lineStep; k < along; k++, i += step) {
      let a = -1;
      let b = -1;
      if (tiles[i] === Tile.Wall && tiles[i - side] === Tile.Floor && tiles[i + side] === Tile.Floor) {
        a = roomOf[i - side];
        b = roomOf[i + side];
      }
      if (a < 0 || a === b) {
        if (run !== null) out.push({ axis, cells: run, a: ra, b: rb });
        run = null;
        continue;
      }
      if (run !== null && (a !== ra || b !== rb)) {
        out.push({ axis, cells: run, a: ra, b: rb });
        run = null;
      }
      ra = a;
      rb = b;
      if (run === null) run = [i];
      else run.push(i);
    }
    if (run !== null) out.push({ axis, cells: run, a: ra, b: rb });
  }
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
