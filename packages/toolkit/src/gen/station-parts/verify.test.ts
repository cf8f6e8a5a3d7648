import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng/rng.js';
import { Tile } from '../level.js';
import { furnish, type Furnished } from './furnish.js';
import { hullFromOpen } from './hull.js';
import { doorViolations, hullViolations, wallViolations, windowViolations } from './verify.js';

/** A station-like record to break on purpose: a furnished 20x12 hull with a notch. */
function sample(seed: number): Furnished {
  const ow = 18;
  const oh = 10;
  const open = new Uint8Array(ow * oh).fill(1);
  for (let y = 0; y < 4; y++) for (let x = 12; x < ow; x++) open[y * ow + x] = 0;
  const hull = hullFromOpen(open, ow, oh);
  for (let s = seed; ; s++) {
    const f = furnish({ tiles: hull, width: ow + 2, height: oh + 2 }, createRng(s), {
      minWidth: 3,
      minHeight: 2,
      small: false,
      windows: true,
    });
    if (typeof f !== 'string' && f.windows.length > 0 && f.doors.some((d) => d.kind === 'extra')) return f;
  }
}

describe('the property checkers', () => {
  it('accept real furnished levels', () => {
    for (let seed = 0; seed < 20; seed++) {
      const f = sample(seed * 100);
      expect(hullViolations(f.snapshots.hull, f.width, f.height)).toEqual([]);
      expect(wallViolations(f, 3, 2)).toEqual([]);
      expect(doorViolations(f)).toEqual([]);
      expect(windowViolations(f)).toEqual([]);
    }
  });

  it('catch broken hulls (H2, H3, H4)', () => {
    const f = sample(1);
    const { width, height } = f;
    const rim = f.snapshots.hull.slice();
    rim[width + 0] = Tile.Floor;
    expect(hullViolations(rim, width, height).some((m) => m.startsWith('H2'))).toBe(true);
    const space = f.snapshots.hull.slice();
    space[2 * width + 2] = Tile.Void;
    expect(hullViolations(space, width, height).some((m) => m.startsWith('H2'))).toBe(true);
    const cut = f.snapshots.hull.slice();
    for (let y = 0; y < height; y++) if (cut[y * width + 5] === Tile.Floor) cut[y * width + 5] = Tile.Wall;
    expect(hullViolations(cut, width, height).some((m) => m.startsWith('H3'))).toBe(true);
    const pinch = new Uint8Array(16 * 10);
    for (const [x, y] of [
      [5, 5],
      [6, 4],
    ]) {
      pinch[y * 16 + x] = Tile.Floor;
    }
    expect(hullViolations(pinch, 16, 10).some((m) => m.includes('corner'))).toBe(true);
  });

  it('catch dangling wall stubs, changed space and small leaves (B1-B3)', () => {
    const f = sample(2);
    const line = f.bsp.lines[0];
    const walls = f.snapshots.walls.slice();
    // Re-open the last new-wall cell of the first line: the run now ends next to floor.
    const cells: number[] = [];
    for (let k = line.from; k <= line.to; k++)
      cells.push(line.vertical ? k * f.width + line.at : line.at * f.width + k);
    const last = cells.filter((i) => f.snapshots.hull[i] === Tile.Floor).pop()!;
    walls[last] = Tile.Floor;
    const stub = { ...f, snapshots: { ...f.snapshots, walls } };
    expect(wallViolations(stub, 3, 2).some((m) => m.startsWith('B2') || m.startsWith('B1'))).toBe(true);
    const overSpace = f.snapshots.walls.slice();
    overSpace[f.snapshots.hull.indexOf(Tile.Void)] = Tile.Wall;
    const drawn = { ...f, snapshots: { ...f.snapshots, walls: overSpace } };
    expect(wallViolations(drawn, 3, 2).some((m) => m.startsWith('B1'))).toBe(true);
    expect(wallViolations(f, 30, 2).some((m) => m.startsWith('B3'))).toBe(true);
  });

  it('catch missing, doubled and mislabelled doors (D1-D4)', () => {
    const f = sample(3);
    const tiles = f.tiles.slice();
    const tree = f.doors.find((d) => d.kind === 'tree')!;
    tiles[tree.index] = Tile.Wall;
    expect(doorViolations({ ...f, tiles }).some((m) => m.startsWith('D2') || m.startsWith('D3'))).toBe(true);
    const relabelled = f.doors.map((d) => (d === tree ? { ...d, kind: 'extra' as const } : d));
    expect(doorViolations({ ...f, doors: relabelled }).some((m) => m.startsWith('D4'))).toBe(true);
    const doubled = [...f.doors, { ...f.doors[0] }];
    expect(doorViolations({ ...f, doors: doubled }).some((m) => m.startsWith('D2'))).toBe(true);
    const moved = f.doors.map((d, k) => (k === 0 ? { ...d, index: d.index + 1 } : d));
    expect(doorViolations({ ...f, doors: moved }).some((m) => m.startsWith('D1') || m.startsWith('D2'))).toBe(
      true,
    );
  });

  it('catch a spawn too close to the stairs or in their room (E2, E3)', () => {
    const f = sample(4);
    const near = f.roomOf[f.stairs];
    const sameRoom = f.tiles.findIndex((t, i) => t === Tile.Floor && f.roomOf[i] === near && i !== f.stairs);
    expect(doorViolations({ ...f, spawn: sameRoom }).some((m) => m.startsWith('E'))).toBe(true);
    // The eligible cell closest to the stairs.
    let best = -1;
    let bestD = Infinity;
    const sx = f.stairs % f.width;
    const sy = Math.floor(f.stairs / f.width);
    for (let i = 0; i < f.tiles.length; i++) {
      const x = i % f.width;
      const y = Math.floor(i / f.width);
      const open = [i, i - 1, i + 1, i - f.width, i + f.width].every(
        (j) => f.snapshots.doors[j] === Tile.Floor,
      );
      const d = (x - sx) ** 2 + (y - sy) ** 2;
      if (open && f.roomOf[i] !== near && d < bestD) {
        best = i;
        bestD = d;
      }
    }
    expect(doorViolations({ ...f, spawn: best }).some((m) => m.startsWith('E3'))).toBe(true);
  });

  it('catch windows facing space on both sides or on non-walls (W1)', () => {
    const f = sample(5);
    const tiles = f.tiles.slice();
    // A rim corner has Space (outside the grid) on both sides along either axis.
    tiles[0] = Tile.Window;
    const windows = [...f.windows, { index: 0, axis: 'x' as const, external: true }];
    expect(windowViolations({ ...f, tiles, windows }).some((m) => m.startsWith('W1'))).toBe(true);
    const onFloor = f.tiles.findIndex((t) => t === Tile.Floor);
    const bad = [...f.windows, { index: onFloor, axis: 'x' as const, external: false }];
    expect(windowViolations({ ...f, windows: bad }).some((m) => m.startsWith('W1'))).toBe(true);
  });
});
