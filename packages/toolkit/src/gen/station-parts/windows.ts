import type { RngStream } from '../../rng/stream.js';
import { below, shuffleInPlace } from './draw.js';
import { Tile } from '../level.js';

/** A window candidate: a maximal straight run of Wall cells whose two opposite neighbours are Floor or Space. */
export interface WindowRun {
  /** 'y' when the neighbours are above and below (a wall running left-right), 'x' for left and right. */
  readonly axis: 'x' | 'y';
  readonly cells: readonly number[];
  /** True when a neighbour is Space (a hull window), false when both are Floor. */
  readonly external: boolean;
}

/** A window that was placed. */
export interface PlacedWindow {
  readonly index: number;
  readonly axis: 'x' | 'y';
  readonly external: boolean;
}

/**
 * Finds the window runs: Wall cells whose two neighbours along one axis are each Floor or Space
 * (cells beyond the grid edge count as Space) with at least one Floor; a run never mixes internal
 * and external cells.
 */
export function windowRuns(tiles: Uint8Array, width: number, height: number): WindowRun[] {
  const out: WindowRun[] = [];
  const open = (x: number, y: number): number => {
    if (x < 0 || y < 0 || x >= width || y >= height) return Tile.Void;
    const t = tiles[y * width + x];
    return t === Tile.Floor || t === Tile.Void ? t : -1;
  };
  for (const axis of ['y', 'x'] as const) {
    const lines = axis === 'y' ? height : width;
    const along = axis === 'y' ? width : height;
    for (let l = 0; l < lines; l++) {
      let run: number[] = [];
      let external = false;
      const flush = (): void => {
        if (run.length > 0) out.push({ axis, cells: run, external });
        run = [];
      };
      for (let k = 0; k < along; k++) {
        const x = axis === 'y' ? k : l;
        const y = axis === 'y' ? l : k;
        const i = y * width + x;
        const p = axis === 'y' ? open(x, y - 1) : open(x - 1, y);
        const q = axis === 'y' ? open(x, y + 1) : open(x + 1, y);
        if (tiles[i] !== Tile.Wall || p < 0 || q < 0 || (p === Tile.Void && q === Tile.Void)) {
          flush();
          continue;
        }
        const ext = p === Tile.Void || q === Tile.Void;
        if (run.length > 0 && ext !== external) flush();
        external = ext;
        run.push(i);
      }
      flush();
    }
  }
  return out;
}

/**
 * Windows: shuffle the runs; floor(k/4) internal runs get one window each, floor(2k/3)
 * external runs one window each plus a 50% chance of a second (which may land on the same cell).
 * Writes Tile.Window into `tiles` and returns the windows placed (distinct cells).
 */
export function placeWindows(tiles: Uint8Array, runs: readonly WindowRun[], rng: RngStream): PlacedWindow[] {
  const internal = shuffleInPlace(
    rng,
    runs.filter((r) => !r.external),
  );
  const external = shuffleInPlace(
    rng,
    runs.filter((r) => r.external),
  );
  const placed: PlacedWindow[] = [];
  const put = (run: WindowRun): void => {
    const index = run.cells[below(rng, run.cells.length)];
    if (tiles[index] === Tile.Window) return;
    tiles[index] = Tile.Window;
    placed.push({ index, axis: run.axis, external: run.external });
  };
  for (const run of internal.slice(0, Math.floor(internal.length / 4))) put(run);
  for (const run of external.slice(0, Math.floor((2 * external.length) / 3))) {
    put(run);
    if (rng.chance(0.5)) put(run);
  }
  return placed;
}
