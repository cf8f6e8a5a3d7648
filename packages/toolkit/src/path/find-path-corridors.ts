import type { Point } from '../grid/types.js';
import type { SearchScratch } from './scratch.js';
import type { WalkMap } from './types.js';

/** The four steps N, E, S, W (the order of `STEP_DX`) as x and y changes. */
const DX = Int8Array.of(0, 1, 0, -1);
const DY = Int8Array.of(-1, 0, 1, 0);

/**
 * The cheapest 4-way walk from cell `start` to cell `goal` (distinct, both walkable) when every step
 * costs 1: A* over the map's junctions. A cell with exactly one way on besides the way in (a
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
  return search(memory, map.walkable, map.width, map.height, start, goal)
    ? walkOut(memory, map, start, goal)
    : null;
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
  const gen = memory.nextGeneration(n);
  // f <= g + h <= (n - 1) + (w + height - 2), so n + w + height buckets hold every key.
  const head = memory.heads(n + w + height);
  const op = memory.opened;
  const cl = memory.closed;
  const gs = memory.g;
  const par = memory.parent;
  const via = memory.step;
  const w1 = w - 1;
  const h1 = height - 1;
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
  gs[start] = 0;
  op[start] = gen;
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
    if (cl[u] === gen) continue; // a stale entry, superseded by a cheaper one
    cl[u] = gen;
    if (u === goal) {
      found = true;
      break;
    }
    const gu = gs[u];
    const ux = u % w;
    const uy = (u - ux) / w;
    for (let d = 0; d < 4; d++) {
      let vx = ux + DX[d];
      let vy = uy + DY[d];
      if (vx < 0 || vy < 0 || vx > w1 || vy > h1) continue;
      let v = u + DX[d] + DY[d] * w;
      if (a[v] === 0 || cl[v] === gen) continue;
      // Walk on while the cell has exactly one way on besides the way in: stop at the goal, at a
      // closed cell (the start, the only closed cell a walk can run into), a junction or a dead end.
      // The step on is found without branching on the cells: with the four neighbours read as 0 or
      // 1, two of them are open in a corridor, the way in and the way on, so the way on is their
      // sum minus the way in, and the way in is minus the last step (lx, ly). A walk is a chain of
      // reads that each wait for the last; guessing which way a corridor turns cost more.
      let len = 1;
      let lx = DX[d];
      let ly = DY[d];
      let open = 2; // the open neighbours of the walk's last cell (2: a corridor)
      while (v !== goal && v !== start) {
        let up = vy > 0 ? a[v - w] : 0;
        let right = vx < w1 ? a[v + 1] : 0;
        let down = vy < h1 ? a[v + w] : 0;
        let left = vx > 0 ? a[v - 1] : 0;
        if ((up | right | down | left) > 1) {
          // A walkable array may mark open cells with any nonzero byte.
          up = up === 0 ? 0 : 1;
          right = right === 0 ? 0 : 1;
          down = down === 0 ? 0 : 1;
          left = left === 0 ? 0 : 1;
        }
        open = up + right + down + left;
        if (open !== 2) break;
        lx += right - left;
        ly += down - up;
        vx += lx;
        vy += ly;
        v += lx + ly * w;
        len++;
      }
      if (open === 1) continue; // a dead end that is not the goal leads nowhere
      // Close the corridor's last cell so that expanding v never walks it back towards u.
      if (len > 1) cl[v - lx - ly * w] = gen;
      if (cl[v] === gen) continue;
      const gv = gu + len;
      if (op[v] === gen && gv >= gs[v]) continue;
      op[v] = gen;
      gs[v] = gv;
      par[v] = u;
      via[v] = d;
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
 * The path the corridor search found, walked out again leg by leg: each node keeps the node its
 * leg left and the step it left by (a function of its own, so that V8 optimises it apart from the
 * search, which it enters on-stack long before any path is built).
 */
function walkOut(memory: SearchScratch, map: WalkMap, start: number, goal: number): Point[] {
  const { width: w, height, walkable: a } = map;
  const w1 = w - 1;
  const h1 = height - 1;
  const gs = memory.g;
  const par = memory.parent;
  const via = memory.step;
  const sx = start % w;
  const path: Point[] = new Array<Point>((gs[goal] | 0) + 1);
  path[0] = { x: sx, y: (start - sx) / w };
  for (let v = goal; v !== start;) {
    const u = par[v];
    let c = u;
    let cx = u % w;
    let cy = (u - cx) / w;
    let k = gs[u] | 0;
    const d = via[v];
    let lx = DX[d];
    let ly = DY[d];
    for (;;) {
      c += lx + ly * w;
      cx += lx;
      cy += ly;
      path[++k] = { x: cx, y: cy };
      if (c === v) break;
      // Inside a leg every cell is a corridor: the way on is found as in the search's walk.
      let up = cy > 0 ? a[c - w] : 0;
      let right = cx < w1 ? a[c + 1] : 0;
      let down = cy < h1 ? a[c + w] : 0;
      let left = cx > 0 ? a[c - 1] : 0;
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
