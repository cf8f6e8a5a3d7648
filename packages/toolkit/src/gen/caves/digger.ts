import type { RngStream } from '../../rng/stream.js';

/**
 * A tunnel digger: diggers walk one cardinal cell at a time, carving as they
 * go, and only into a cell whose next cell the same way is still solid and inside the map (CV3).
 * Walking through already carved cells is allowed; breaking into a solid cell
 * also needs both its side cells solid and no carved cell touching it only at a corner, so
 * tunnels stay one cell wide, never run alongside each other and never leak diagonally (G5).
 * The grid is a row-major mask, 1 = carved.
 */

/** What happened to a digger in one step. */
export type DigEvent =
  | { readonly kind: 'move'; readonly from: number; readonly to: number }
  | { readonly kind: 'teleport'; readonly from: number; readonly to: number };

/** Totals of one dig. */
export interface DigStats {
  /** Steps taken over all diggers (at most caves × steps). */
  readonly steps: number;
  readonly moves: number;
  readonly teleports: number;
  /** Cells carved (at most one per step, CV4). */
  readonly carved: number;
}

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];
/** Random picks a dead digger gets to find somewhere new before it gives up. */
const TELEPORT_TRIES = 32;

/**
 * Digs `caves` tunnels of `steps` steps each into `carved`. Each step carves the digger's cell,
 * then moves it one cell in a random allowed direction; a digger with no allowed direction dies
 * and teleports, spending the step, to a random carved cell it can dig on from (else a random
 * fresh interior cell). The first digger starts at a random interior cell, later ones at random
 * carved cells, so the tunnels form one network. The outer ring is never carved (CV2), and no
 * carve makes two carved cells touch only at a corner (G5). `observe` sees every move/teleport
 * before the digger's new cell is carved.
 */
export function dig(
  carved: Uint8Array,
  width: number,
  height: number,
  caves: number,
  steps: number,
  rng: RngStream,
  observe?: (event: DigEvent) => void,
): DigStats {
  const list: number[] = [];
  for (let i = 0; i < carved.length; i++) if (carved[i] === 1) list.push(i);
  const initial = list.length;
  const isCarved = (x: number, y: number): boolean =>
    x >= 0 && y >= 0 && x < width && y < height && carved[y * width + x] === 1;
  /** True when carving (x, y) would leave a carved diagonal neighbour touching it only at a corner. */
  const leaks = (x: number, y: number): boolean => {
    for (let dy = -1; dy <= 1; dy += 2) {
      for (let dx = -1; dx <= 1; dx += 2) {
        if (isCarved(x + dx, y + dy) && !isCarved(x + dx, y) && !isCarved(x, y + dy)) return true;
      }
    }
    return false;
  };
  /** True when a side neighbour of (x, y), square to direction d, is carved: a tunnel would run alongside. */
  const besideTunnel = (x: number, y: number, d: number): boolean => {
    const sx = DY[d] === 0 ? 0 : 1;
    const sy = DY[d] === 0 ? 1 : 0;
    return isCarved(x + sx, y + sy) || isCarved(x - sx, y - sy);
  };
  const allowed = new Int32Array(4);
  /** Fills `allowed` with the directions a digger at cell p may move in; returns how many. */
  const movesFrom = (p: number): number => {
    const x = p % width;
    const y = (p - x) / width;
    let count = 0;
    for (let d = 0; d < 4; d++) {
      const x2 = x + 2 * DX[d];
      const y2 = y + 2 * DY[d];
      if (x2 < 0 || y2 < 0 || x2 >= width || y2 >= height || carved[y2 * width + x2] === 1) continue;
      const x1 = x + DX[d];
      const y1 = y + DY[d];
      if (carved[y1 * width + x1] === 0 && (besideTunnel(x1, y1, d) || leaks(x1, y1))) continue;
      allowed[count++] = d;
    }
    return count;
  };
  /** A random interior cell with no carved cell around it (not even at a corner), or -1. */
  const freshCell = (): number => {
    for (let t = 0; t < TELEPORT_TRIES; t++) {
      const x = rng.int(1, width - 2);
      const y = rng.int(1, height - 2);
      if (
        !isCarved(x, y) &&
        !isCarved(x - 1, y) &&
        !isCarved(x + 1, y) &&
        !isCarved(x, y - 1) &&
        !isCarved(x, y + 1) &&
        !leaks(x, y)
      ) {
        return y * width + x;
      }
    }
    return -1;
  };
  /** A random carved cell with somewhere to go, else a fresh cell, else -1. */
  const newSpot = (): number => {
    if (list.length > 0) {
      for (let t = 0; t < TELEPORT_TRIES; t++) {
        const p = list[rng.int(0, list.length - 1)];
        if (movesFrom(p) > 0) return p;
      }
    }
    return freshCell();
  };

  let taken = 0;
  let moves = 0;
  let teleports = 0;
  for (let cave = 0; cave < caves; cave++) {
    let p = cave === 0 && list.length === 0 ? freshCell() : newSpot();
    for (let s = 0; s < steps && p >= 0; s++) {
      taken++;
      if (carved[p] === 0) {
        carved[p] = 1;
        list.push(p);
      }
      const count = movesFrom(p);
      if (count === 0) {
        const to = newSpot();
        teleports++;
        observe?.({ kind: 'teleport', from: p, to });
        p = to;
        continue;
      }
      const d = allowed[count === 1 ? 0 : rng.int(0, count - 1)];
      const to = p + DY[d] * width + DX[d];
      moves++;
      observe?.({ kind: 'move', from: p, to });
      p = to;
    }
  }
  return { steps: taken, moves, teleports, carved: list.length - initial };
}
