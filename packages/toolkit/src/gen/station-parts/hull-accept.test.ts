/**
 * H5 (techniques.md 1.2) with the hull filter written out by hand, not through hullAccepted (the
 * generator's own filter, which hullViolations also calls): every accepted hull meets it.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng/rng.js';
import { Tile } from '../level.js';
import { buildStation, stationParams } from '../station/station.js';
import { hullAccepted } from './hull.js';

const SEEDS = Array.from({ length: 200 }, (_, i) => i * 7919 + 11);

/** H5 as techniques.md 1.2 words it: floor >= W*H/2 and (W-(maxX-minX)) + (H-(maxY-minY)) <= 8 over non-Space cells. */
function h5(tiles: Uint8Array, width: number, height: number): { floor: number; slack: number; ok: boolean } {
  let floor = 0;
  const xs: number[] = [];
  const ys: number[] = [];
  tiles.forEach((t, i) => {
    if (t === Tile.Floor) floor++;
    if (t !== Tile.Void) {
      xs.push(i % width);
      ys.push(Math.floor(i / width));
    }
  });
  const slack = width - (Math.max(...xs) - Math.min(...xs)) + (height - (Math.max(...ys) - Math.min(...ys)));
  return { floor, slack, ok: floor >= (width * height) / 2 && slack <= 8 };
}

describe('H5, the hull size filter, written out', () => {
  it('holds for the hull of every main and small floor over 200 seeds', () => {
    for (const seed of SEEDS) {
      for (const small of [false, true]) {
        const b = buildStation(stationParams({ width: 20, height: 14, seed, small }), createRng(seed));
        const hull = b.furnished.snapshots.hull;
        const { floor, slack, ok } = h5(hull, b.furnished.width, b.furnished.height);
        expect({ seed, small, floor, slack, ok }).toMatchObject({ ok: true });
      }
    }
  });

  it('hullAccepted agrees with the written-out filter at its edges', () => {
    const W = 20;
    const H = 14;
    /** An rw x rh rectangle at the top left: its first `floorCells` cells Floor, the rest Wall. */
    const grid = (rw: number, rh: number, floorCells: number): Uint8Array => {
      const t = new Uint8Array(W * H);
      let k = 0;
      for (let y = 0; y < rh; y++)
        for (let x = 0; x < rw; x++) t[y * W + x] = k++ < floorCells ? Tile.Floor : Tile.Wall;
      return t;
    };
    const half = (W * H) / 2;
    for (const [rw, rh] of [
      [20, 14], // slack 2
      [17, 11], // slack 4 + 4 = 8: the largest accepted
      [16, 11], // slack 9: refused however much floor
      [17, 10], // slack 9
      [14, 14], // slack 7 + 1
    ]) {
      for (const floor of [half - 1, half, half + 1, rw * rh]) {
        if (floor > rw * rh) continue;
        const t = grid(rw, rh, floor);
        expect([rw, rh, floor, hullAccepted(t, W, H)]).toEqual([rw, rh, floor, h5(t, W, H).ok]);
      }
    }
  });
});
