import type { Point } from '../grid/types.js';
import { HEX_DX, HEX_DY, hexDistance, isHexCell } from './hex.js';
import type { PathScratch } from './scratch.js';
import type { WalkMap } from './types.js';

/**
 * `findPath` on a hex map (topology 6), once the arguments are checked and both ends are known to
 * be walkable: A* over the six hex neighbours with h = `unit` x hex distance (each step changes the
 * hex distance by at most one and costs at least `unit`, so h is consistent). The same search as
 * the square one, kept apart so the 4- and 8-way loop stays as it is. Null when either end has
 * x + y odd (no cell) or `to` is unreachable.
 */
export function findPathHex(
  scratch: PathScratch,
  map: WalkMap,
  from: Point,
  to: Point,
  cost: Uint8Array | undefined,
  unit: number,
): Point[] | null {
  if (!isHexCell(from.x, from.y) || !isHexCell(to.x, to.y)) return null;
  const { width, height, walkable } = map;
  const start = from.y * width + from.x;
  const goal = to.y * width + to.x;
  if (start === goal) return [{ x: from.x, y: from.y }];
  const tx = to.x;
  const ty = to.y;
  const gen = scratch.nextGeneration(width * height);
  const op = scratch.opened;
  const cl = scratch.closed;
  const gs = scratch.g;
  const par = scratch.parent;
  const heap = scratch.open;

  gs[start] = 0;
  op[start] = gen;
  par[start] = -1;
  const h0 = unit * hexDistance(from.x - tx, from.y - ty);
  heap.reset(h0);
  heap.push(start, h0);
  let found = false;
  while (heap.length > 0) {
    const i = heap.pop();
    if (cl[i] === gen) continue; // a stale entry, superseded by a cheaper one
    cl[i] = gen;
    if (i === goal) {
      found = true;
      break;
    }
    const gi = gs[i];
    const x = i % width;
    const y = (i - x) / width;
    for (let k = 0; k < 6; k++) {
      const nx = x + HEX_DX[k];
      const ny = y + HEX_DY[k];
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (walkable[j] === 0 || cl[j] === gen) continue;
      let step = 1;
      if (cost !== undefined) {
        step = cost[j];
        if (step === 0) continue;
      }
      const gj = gi + step;
      if (op[j] === gen && gj >= gs[j]) continue;
      op[j] = gen;
      gs[j] = gj;
      par[j] = i;
      heap.push(j, gj + unit * hexDistance(nx - tx, ny - ty));
    }
  }
  if (!found) return null;

  let length = 0;
  for (let i = goal; i !== -1; i = par[i]) length++;
  const path: Point[] = new Array<Point>(length);
  for (let i = goal, k = length - 1; i !== -1; i = par[i], k--) {
    const x = i % width;
    path[k] = { x, y: (i - x) / width };
  }
  return path;
}
