import type { Point } from '../grid/types.js';
import type { SearchScratch } from './scratch.js';
import type { WalkMap } from './types.js';

/** The four steps N, E, S, W (the order of `STEP_DX`) as x and y changes. */
const DX = Int8Array.of(0, 1, 0, -1);
const DY = Int8Array.of(-1, 0, 1, 0);

/**
 * The cheapest 4-way walk from cell `start` to cell `goal` (distinct, both walkable) when every step
 * costs 1, on a map whose border is walls ({@link walledIn}): A* over the map's junctions. A cell with exactly one way on besides the way in (a
 * corridor) is walked through without touching the queue, so a search queues only junctions, dead
 * ends and the goal, and a corridor is walked once: its last cell is closed when the walk reaches
 * its far end, so the search never walks it back. Nodes are queued by f = g + Manhattan distance in
 * buckets indexed by f (the latest pushed first among equals); a corridor carries g a long way at
 * once, so f may jump far ahead, which is why the buckets are not a ring. A node remembers the node
 * its walk left and the step it left by, and the path is walked out again from those.
 */
export function corridorSearch(
  memory: SearchScratch,
  map: WalkMap,
  start: number,
  goal: number,
): Point[] | null {
  let { width: w, height, walkable: a } = map;
  let shift = 0;
  if (!walledIn(map)) {
    // Search a copy inside a frame of walls, one cell thick, and shift the path back out of it.
    const fw = w + 2;
    const cells = fw * (height + 2);
    const frame = memory.frame(cells);
    frame.fill(0, 0, cells);
    for (let y = 0; y < height; y++) frame.set(a.subarray(y * w, y * w + w), (y + 1) * fw + 1);
    start += fw + 1 + 2 * ((start - (start % w)) / w);
    goal += fw + 1 + 2 * ((goal - (goal % w)) / w);
    a = frame;
    w = fw;
    height += 2;
    shift = 1;
  }
  return search(memory, a, w, height, start, goal) ? walkOut(memory, a, w, start, goal, shift) : null;
}

/**
 * Whether every cell on the map's border is a wall: then every cell a corridor walk enters has all
 * four neighbours on the map, which is what lets the walk read them without checking.
 */
export function walledIn(map: WalkMap): boolean {
  const { width: w, height, walkable: a } = map;
  const last = (height - 1) * w;
  for (let x = 0; x < w; x++) if (a[x] !== 0 || a[last + x] !== 0) return false;
  for (let i = w; i < last; i += w) if (a[i] !== 0 || a[i + w - 1] !== 0) return false;
  return true;
}

/** The search itself: whether it reached `goal`; each node's g, leg and step are left in `memory`. */
function search(
  memory: SearchScratch,
  a: Uint8Array,
  w: number,
  height: number,
  start: number,
  goal: number,
): boolean {
  const n = w * height;
  const gen = memory.nextCorridorSearch(n);
  // f <= g + h <= (n - 1) + (w + height - 2), so n + w + height buckets hold every key.
  const head = memory.heads(n + w + height);
  // Node v's numbers: nodes[4v] = gen when this search opened it, nodes[4v + 1] its g, + 2 the node
  // its leg left, + 3 the step it left by.
  const nodes = memory.nodes;
  const cl = memory.shut;
  const gx = goal % w;
  const gy = (goal - gx) / w;
  let items = memory.items;
  let link = memory.link;
  let used = 0;
  const sx = start % w;
  const sy = (start - sx) / w;
  let f = (sx > gx ? sx - gx : gx - sx) + (sy > gy ? sy - gy : gy - sy);
  const lo = f;
  let hi = f;
  nodes[4 * start] = gen;
  nodes[4 * start + 1] = 0;
  items[0] = start;
  link[0] = -1;
  head[f] = 0;
  used = 1;
  let found = false;
  for (;;) {
    // Pop: the latest entry of the lowest non-empty bucket.
    while (f <= hi && head[f] === -1) f++;
    if (f > hi) break;
    const e = head[f];
    head[f] = link[e];
    const u = items[e];
    if (cl[u] !== 0) continue; // a stale entry, superseded by a cheaper one
    cl[u] = 1;
    if (u === goal) {
      found = true;
      break;
    }
    const gu = nodes[4 * u + 1];
    // The steps out of u onto open cells that are not closed, as bits (N, E, S, W from the lowest),
    // found without branching on each: which neighbours are open follows no pattern.
    let up = a[u - w];
    let right = a[u + 1];
    let down = a[u + w];
    let left = a[u - 1];
    if ((up | right | down | left) > 1) {
      up = up === 0 ? 0 : 1;
      right = right === 0 ? 0 : 1;
      down = down === 0 ? 0 : 1;
      left = left === 0 ? 0 : 1;
    }
    let ways =
      (up | (right << 1) | (down << 2) | (left << 3)) &
      ~(cl[u - w] | (cl[u + 1] << 1) | (cl[u + w] << 2) | (cl[u - 1] << 3));
    while (ways !== 0) {
      const bit = ways & -ways;
      ways ^= bit;
      const d = 31 - Math.clz32(bit);
      let o = DX[d] + DY[d] * w;
      let v = u + o;
      if (cl[v] !== 0) continue; // closed by an earlier walk from u that came back round to u
      // Walk on while the cell has exactly one way on besides the way in: stop at the goal, at a
      // closed cell (the start, the only closed cell a walk can run into), a junction or a dead end.
      // The border is walls, so an open cell's four neighbours are all on the map (no bounds
      // checks, here or at u). The step on is found without branching on the cells: with the
      // neighbours read as 0 or 1, two of them are open in a corridor, the way in and the way on,
      // so the way on is their sum minus the way in, and the way in is minus the last step (o, as a
      // change of index). A walk is a chain of reads that each wait for the last; guessing which
      // way a corridor turns cost more.
      let len = 1;
      let open = 2; // the open neighbours of the walk's last cell (2: a corridor)
      while (v !== goal && v !== start) {
        let up = a[v - w];
        let right = a[v + 1];
        let down = a[v + w];
        let left = a[v - 1];
        if ((up | right | down | left) > 1) {
          // A walkable array may mark open cells with any nonzero byte.
          up = up === 0 ? 0 : 1;
          right = right === 0 ? 0 : 1;
          down = down === 0 ? 0 : 1;
          left = left === 0 ? 0 : 1;
        }
        open = up + right + down + left;
        if (open !== 2) break;
        o += right - left + (down - up) * w;
        v += o;
        len++;
      }
      if (open === 1) continue; // a dead end that is not the goal leads nowhere
      // Close the corridor's last cell so that expanding v never walks it back towards u.
      if (len > 1) cl[v - o] = 1;
      if (cl[v] !== 0) continue;
      const gv = gu + len;
      const at = 4 * v;
      if (nodes[at] === gen && gv >= nodes[at + 1]) continue;
      nodes[at] = gen;
      nodes[at + 1] = gv;
      nodes[at + 2] = u;
      nodes[at + 3] = d;
      const vx = v % w;
      const vy = (v - vx) / w;
      const fv = gv + (vx > gx ? vx - gx : gx - vx) + (vy > gy ? vy - gy : gy - vy);
      if (used === items.length) {
        memory.grow();
        items = memory.items;
        link = memory.link;
      }
      items[used] = v;
      link[used] = head[fv];
      head[fv] = used++;
      if (fv > hi) hi = fv;
    }
  }
  // Leave every bucket empty for the next search.
  head.fill(-1, lo, hi + 1);
  return found;
}

/**
 * The path the corridor search found on `a` (`w` wide; points shifted up and left by `shift`, the
 * frame's width), walked out again leg by leg: each node keeps the node its leg left and the step it left by (a function of its own, so that V8 optimises it apart from the
 * search, which it enters on-stack long before any path is built).
 */
function walkOut(
  memory: SearchScratch,
  a: Uint8Array,
  w: number,
  start: number,
  goal: number,
  shift: number,
): Point[] {
  const nodes = memory.nodes;
  const sx = start % w;
  const path: Point[] = new Array<Point>(nodes[4 * goal + 1] + 1);
  path[0] = { x: sx - shift, y: (start - sx) / w - shift };
  for (let v = goal; v !== start;) {
    const u = nodes[4 * v + 2];
    let c = u;
    let cx = u % w;
    let cy = (u - cx) / w - shift;
    cx -= shift;
    let k = nodes[4 * u + 1];
    const d = nodes[4 * v + 3];
    let lx = DX[d];
    let ly = DY[d];
    for (;;) {
      c += lx + ly * w;
      cx += lx;
      cy += ly;
      path[++k] = { x: cx, y: cy };
      if (c === v) break;
      // Inside a leg every cell is a corridor away from the border: the way on is found as in the
      // search's walk.
      let up = a[c - w];
      let right = a[c + 1];
      let down = a[c + w];
      let left = a[c - 1];
      if ((up | right | down | left) > 1) {
        up = up === 0 ? 0 : 1;
        right = right === 0 ? 0 : 1;
        down = down === 0 ? 0 : 1;
        left = left === 0 ? 0 : 1;
      }
      lx += right - left;
      ly += down - up;
    }
    v = u;
  }
  return path;
}
