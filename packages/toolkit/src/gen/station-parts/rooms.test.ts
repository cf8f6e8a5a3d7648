import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng/rng.js';
import { Tile, type Room } from '../level.js';
import { scanDoorsAndOpenCells, scanRuns } from './doors.js';
import { openCells } from './entrance.js';
import { labelRoomRuns, labelRooms } from './rooms.js';
import { bspWalls } from './walls.js';

/** Reference labelling: breadth-first fill from each unlabelled floor cell in row-major order. */
function bfsRooms(tiles: Uint8Array, width: number, height: number): { roomOf: Int16Array; rooms: Room[] } {
  const roomOf = new Int16Array(width * height).fill(-1);
  const rooms: Room[] = [];
  for (let s = 0; s < tiles.length; s++) {
    if (tiles[s] !== Tile.Floor || roomOf[s] !== -1) continue;
    const id = rooms.length;
    let [minX, maxX, minY, maxY, cells] = [width, -1, height, -1, 0];
    const queue = [s];
    roomOf[s] = id;
    for (let h = 0; h < queue.length; h++) {
      const c = queue[h];
      const x = c % width;
      const y = Math.floor(c / width);
      [minX, maxX, minY, maxY] = [Math.min(minX, x), Math.max(maxX, x), Math.min(minY, y), Math.max(maxY, y)];
      cells++;
      const around = [x > 0 ? c - 1 : -1, x + 1 < width ? c + 1 : -1, y > 0 ? c - width : -1];
      around.push(y + 1 < height ? c + width : -1);
      for (const n of around) {
        if (n >= 0 && tiles[n] === Tile.Floor && roomOf[n] === -1) {
          roomOf[n] = id;
          queue.push(n);
        }
      }
    }
    rooms.push({ id, x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1, cells });
  }
  return { roomOf, rooms };
}

/** Random grids of Void, Floor and Wall, from noisy to BSP-like. */
function grids(): Array<{ tiles: Uint8Array; width: number; height: number }> {
  const out = [];
  for (let s = 0; s < 60; s++) {
    const rng = createRng(s);
    const width = rng.int(1, 40);
    const height = rng.int(1, 30);
    const tiles = new Uint8Array(width * height);
    const floor = rng.next();
    for (let i = 0; i < tiles.length; i++) {
      const r = rng.next();
      tiles[i] = r < floor ? Tile.Floor : r < (1 + floor) / 2 ? Tile.Wall : Tile.Void;
    }
    out.push({ tiles, width, height });
    if (width >= 8 && height >= 6) {
      const bsp = new Uint8Array(width * height).fill(Tile.Floor);
      for (let i = 0; i < bsp.length; i++) {
        const x = i % width;
        const y = Math.floor(i / width);
        if (x === 0 || y === 0 || x === width - 1 || y === height - 1) bsp[i] = Tile.Wall;
      }
      bspWalls(bsp, width, height, rng, {
        minWidth: 1,
        minHeight: 1,
        maxDepth: Infinity,
        horizontalOnly: false,
      });
      out.push({ tiles: bsp, width, height });
    }
  }
  return out;
}

describe('run-based scans', () => {
  it('label rooms as a breadth-first fill does', () => {
    for (const { tiles, width, height } of grids()) {
      const expected = bfsRooms(tiles, width, height);
      const got = labelRooms(tiles, width, height);
      expect(Array.from(got.roomOf)).toEqual(Array.from(expected.roomOf));
      expect(got.rooms).toEqual(expected.rooms);
    }
  });

  it('find the same door candidates and open cells as the cell-by-cell scan', () => {
    for (const { tiles, width, height } of grids()) {
      const { roomOf, runs } = labelRoomRuns(tiles, width, height);
      const byCell = scanDoorsAndOpenCells(tiles, roomOf, width, height);
      const byRun = scanRuns(tiles, runs, width, height);
      const plain = (s: typeof byRun) =>
        s.candidates.map(({ axis, cells, a, b, first, step, length }) => ({
          axis,
          cells,
          a,
          b,
          first,
          step,
          length,
        }));
      expect(plain(byRun)).toEqual(plain(byCell));
      expect(Array.from(byRun.open)).toEqual(Array.from(byCell.open));
      expect(Array.from(byRun.open)).toEqual(Array.from(openCells(tiles, width, height)));
    }
  });
});
