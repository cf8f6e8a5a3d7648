import { labelRegions, largestRegion } from '../../grid/regions.js';
import type { Rng } from '../../rng/rng.js';
import { extractPatterns, type PatternSet } from '../../wfc/patterns.js';
import { readSample } from '../../wfc/sample.js';
import { renderWave } from '../../wfc/overlapping.js';
import { WfcSolver } from '../../wfc/solver.js';
import { Tile } from '../level.js';
import { SAMPLE_OPEN, STATION_SAMPLE } from './sample.js';

/** WFC pattern size for the hull. */
export const HULL_N = 4;
/** Contradiction restarts allowed per WFC run before the hull attempt counts as failed. */
export const HULL_WFC_ATTEMPTS = 5;

/**
 * The pattern set of the station sample (N = 4, all 8 orientations, wrapping) and the value of
 * open ground in it: a constant, built once when this module loads, never changed after.
 */
const HULL_PATTERNS: { readonly set: PatternSet; readonly open: number } = (() => {
  const sample = readSample(STATION_SAMPLE);
  return {
    set: extractPatterns(sample, { N: HULL_N, symmetry: 8, periodic: true }),
    open: sample.symbols.indexOf(SAMPLE_OPEN),
  };
})();

/** The pattern set of the station sample and the value of open ground in it. */
export function stationPatterns(): { readonly set: PatternSet; readonly open: number } {
  return HULL_PATTERNS;
}

/**
 * Hull WFC solvers by output size, kept by whoever generates stations (a solver allocates its
 * buffers once and can run many times). Holds at most 8 sizes.
 */
export class HullSolvers {
  private readonly bySize = new Map<string, WfcSolver>();

  /** A periodic solver for an output of the given size. */
  solverFor(width: number, height: number): WfcSolver {
    const key = `${width}x${height}`;
    let solver = this.bySize.get(key);
    if (solver === undefined) {
      if (this.bySize.size >= 8) this.bySize.clear();
      solver = new WfcSolver(HULL_PATTERNS.set, { width, height, periodic: true });
      this.bySize.set(key, solver);
    }
    return solver;
  }
}

/** Runs the hull WFC for a periodic output of `cw` x `ch` cells; 1 = open. Null after repeated contradictions. */
export function hullWfc(
  cw: number,
  ch: number,
  rng: Rng,
  solvers: HullSolvers = new HullSolvers(),
): Uint8Array | null {
  const solver = solvers.solverFor(cw, ch);
  const result = solver.solve(rng, HULL_WFC_ATTEMPTS);
  if (!result.ok) return null;
  const values = renderWave(solver, result.chosen);
  const open = HULL_PATTERNS.open;
  const mask = new Uint8Array(cw * ch);
  for (let i = 0; i < mask.length; i++) mask[i] = values[i] === open ? 1 : 0;
  return mask;
}

/** The coarse WFC grid must span at least this many cells across for a scale to be chosen automatically. */
export const HULL_MIN_CELLS = { width: 24, height: 12 } as const;
/** Largest hull scale, automatic or asked for. */
export const HULL_MAX_SCALE = 8;

/**
 * The automatic hull scale for a station of width x height: the largest whole number of tiles per
 * WFC cell that still leaves a WFC grid of at least HULL_MIN_CELLS over the inner (width-2) x
 * (height-2) area: 1 (tile for tile) unless the station is at least 50x26, 2 for 64x32.
 */
export function autoHullScale(width: number, height: number): number {
  const s = Math.min(
    Math.floor((width - 2) / HULL_MIN_CELLS.width),
    Math.floor((height - 2) / HULL_MIN_CELLS.height),
  );
  return Math.max(1, Math.min(HULL_MAX_SCALE, s));
}

/** The WFC grid size for an inner area of ow x oh tiles at `scale` tiles per cell (rounded up). */
export function hullGrid(ow: number, oh: number, scale: number): { cw: number; ch: number } {
  return { cw: Math.ceil(ow / scale), ch: Math.ceil(oh / scale) };
}

/** Blows a cw x ch mask up by `scale` (each cell becomes a scale x scale block) and crops it to ow x oh. */
export function upscaleMask(mask: Uint8Array, cw: number, ow: number, oh: number, scale: number): Uint8Array {
  if (scale === 1 && cw === ow) return mask;
  const out = new Uint8Array(ow * oh);
  for (let y = 0; y < oh; y++) {
    const src = ((y / scale) | 0) * cw;
    const dst = y * ow;
    for (let x = 0; x < ow; x++) out[dst + x] = mask[src + ((x / scale) | 0)];
  }
  return out;
}

/**
 * Turns a raw open mask (ow x oh) into hull tiles of (ow+2)x(oh+2): keeps the largest 4-connected
 * open region, opens a cell wherever two kept cells touch only at a corner (so nothing leaks
 * diagonally later), frames it with a closed ring, and makes closed cells Wall next to floor
 * (8-neighbourhood) and Void elsewhere.
 */
export function hullFromOpen(open: Uint8Array, ow: number, oh: number): Uint8Array {
  const regions = labelRegions({ width: ow, height: oh }, open, 4);
  const best = largestRegion(regions);
  const keep = new Uint8Array(ow * oh);
  if (best >= 0) for (let i = 0; i < keep.length; i++) keep[i] = regions.labels[i] === best ? 1 : 0;
  for (let changed = true; changed;) {
    changed = false;
    for (let y = 0; y + 1 < oh; y++) {
      for (let x = 0; x + 1 < ow; x++) {
        const a = y * ow + x;
        const b = a + 1;
        const c = a + ow;
        const d = c + 1;
        if (keep[a] && keep[d] && !keep[b] && !keep[c]) {
          keep[b] = 1;
          changed = true;
        } else if (keep[b] && keep[c] && !keep[a] && !keep[d]) {
          keep[a] = 1;
          changed = true;
        }
      }
    }
  }
  const width = ow + 2;
  const height = oh + 2;
  const tiles = new Uint8Array(width * height);
  for (let y = 0; y < oh; y++) {
    for (let x = 0; x < ow; x++) if (keep[y * ow + x]) tiles[(y + 1) * width + x + 1] = Tile.Floor;
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (tiles[i] === Tile.Floor) continue;
      let wall = false;
      for (let dy = -1; dy <= 1 && !wall; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx >= 0 && nx < width && tiles[ny * width + nx] === Tile.Floor) {
            wall = true;
            break;
          }
        }
      }
      if (wall) tiles[i] = Tile.Wall;
    }
  }
  return tiles;
}

/** Floor count and bounding-box slack (W - (maxX-minX)) + (H - (maxY-minY)) over non-Void cells. */
export function hullStats(
  tiles: Uint8Array,
  width: number,
  height: number,
): { floor: number; slack: number } {
  let floor = 0;
  let minX = width;
  let maxX = -1;
  let minY = height;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = tiles[y * width + x];
      if (t === Tile.Void) continue;
      if (t === Tile.Floor) floor++;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  if (maxX < 0) return { floor: 0, slack: width + height };
  return { floor, slack: width - (maxX - minX) + (height - (maxY - minY)) };
}

/** The acceptance filter: at least half the grid is floor and the hull nearly fills its box (slack <= 8). */
export function hullAccepted(tiles: Uint8Array, width: number, height: number): boolean {
  const { floor, slack } = hullStats(tiles, width, height);
  return floor * 2 >= width * height && slack <= 8;
}

/** Cuts of one periodic WFC output tried (at random torus offsets) before growing a new one. */
export const HULL_CUTS = 8;

/** The periodic open mask shifted cyclically by (dx, dy): another valid periodic WFC output. */
export function shiftMask(open: Uint8Array, ow: number, oh: number, dx: number, dy: number): Uint8Array {
  const out = new Uint8Array(ow * oh);
  for (let y = 0; y < oh; y++) {
    const row = ((y + dy) % oh) * ow;
    for (let x = 0; x < ow; x++) out[y * ow + x] = open[row + ((x + dx) % ow)];
  }
  return out;
}

/**
 * One hull attempt: WFC on a grid of `scale` x `scale`-tile cells, then post-processing and the
 * size filter. The output wraps, so every cyclic shift of it is an equally valid WFC output that
 * the frame cuts in a different place: up to HULL_CUTS shifts (the first unshifted, the rest at
 * random offsets) are tried, each blown up to tiles, before giving up. Null when WFC failed or no
 * cut passed the filter.
 */
export function tryHull(
  size: { readonly width: number; readonly height: number; readonly scale?: number },
  rng: Rng,
  solvers: HullSolvers = new HullSolvers(),
): Uint8Array | null {
  const { width, height, scale = 1 } = size;
  const ow = width - 2;
  const oh = height - 2;
  const { cw, ch } = hullGrid(ow, oh, scale);
  const open = hullWfc(cw, ch, rng, solvers);
  if (open === null) return null;
  for (let k = 0; k < HULL_CUTS; k++) {
    const mask = k === 0 ? open : shiftMask(open, cw, ch, rng.int(0, cw - 1), rng.int(0, ch - 1));
    const tiles = hullFromOpen(upscaleMask(mask, cw, ow, oh, scale), ow, oh);
    if (hullAccepted(tiles, width, height)) return tiles;
  }
  return null;
}
