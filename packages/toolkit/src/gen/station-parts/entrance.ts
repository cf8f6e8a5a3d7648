import type { Rng } from '../../rng/rng.js';
import { Tile } from '../level.js';

/** True when interior cell i (never on the grid edge) and its 4 neighbours are all Floor. */
function isOpenInterior(tiles: Uint8Array, width: number, i: number): boolean {
  return (
    tiles[i] === Tile.Floor &&
    tiles[i - 1] === Tile.Floor &&
    tiles[i + 1] === Tile.Floor &&
    tiles[i - width] === Tile.Floor &&
    tiles[i + width] === Tile.Floor
  );
}

/** Picks the stairs: a uniform open cell, or (small floor) a uniform open cell of the top-most row that has one; -1 if none. */
export function pickStairs(
  tiles: Uint8Array,
  width: number,
  height: number,
  rng: Rng,
  topMost: boolean,
): number {
  const open: number[] = [];
  for (let y = 1; y < height - 1; y++) {
    if (topMost && open.length > 0) break;
    for (let i = y * width + 1; i < (y + 1) * width - 1; i++)
      if (isOpenInterior(tiles, width, i)) open.push(i);
  }
  return open.length === 0 ? -1 : rng.pick(open);
}

/** Squared distance between two cells. */
export function dist2(width: number, a: number, b: number): number {
  const dx = (a % width) - (b % width);
  const dy = Math.floor(a / width) - Math.floor(b / width);
  return dx * dx + dy * dy;
}

/** The spawn cells eligible against given stairs: open cells in a room other than the stairs' room. */
export function spawnCandidates(
  tiles: Uint8Array,
  roomOf: Int16Array,
  width: number,
  height: number,
  stairs: number,
): number[] {
  const out: number[] = [];
  const room = roomOf[stairs];
  for (let y = 1; y < height - 1; y++) {
    for (let i = y * width + 1; i < (y + 1) * width - 1; i++) {
      if (roomOf[i] !== room && isOpenInterior(tiles, width, i)) out.push(i);
    }
  }
  return out;
}

/**
 * The farthest-quarter threshold: sorting the candidates' squared distances ascending, the value
 * at index ceil(0.75 * (n - 1)), which is at least the 75th percentile under both the
 * nearest-rank and the interpolating definitions.
 */
export function farQuarterThreshold(distances: ArrayLike<number>): number {
  const sorted = Float64Array.from(distances).sort();
  return sorted[Math.ceil(0.75 * (sorted.length - 1))];
}

/** Picks the spawn uniformly from the eligible cells in the farthest quarter from the stairs; -1 if none. */
export function pickSpawn(
  tiles: Uint8Array,
  roomOf: Int16Array,
  width: number,
  height: number,
  stairs: number,
  rng: Rng,
): number {
  const eligible = spawnCandidates(tiles, roomOf, width, height, stairs);
  if (eligible.length === 0) return -1;
  const d = new Float64Array(eligible.length);
  for (let k = 0; k < eligible.length; k++) d[k] = dist2(width, eligible[k], stairs);
  const threshold = farQuarterThreshold(d);
  return rng.pick(eligible.filter((_, k) => d[k] >= threshold));
}
