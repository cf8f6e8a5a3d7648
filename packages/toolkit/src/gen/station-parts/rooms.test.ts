import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng/rng.js';
import { Tile, type Room } from '../level.js';
import { scanRuns, type DoorCandidate } from './doors.js';
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

/**
 * Reference door scan, straight from the definition: maximal runs of unlabelled Wall cells with
 * different rooms on the two opposite sides, along rows (axis 'y') row by row, then along columns
 * (axis 'x') column by column; open cells are labelled cells whose 4 neighbours are all labelled.
 */
function referenceScan(
  tiles: Uint8Array,
  roomOf: Int16Array,
  width: number,
  height: number,
): { candidates: Omit<DoorCandidate, 'first' | 'step' | 'length'>[]; open: number[] } {
  const room = (x: number, y: number): number =>
    x < 0 || y < 0 || x >= width || y >= height ? -1 : roomOf[y * width + x];
  const candidates: { axis: 'x' | 'y'; cells: number[]; a: number; b: number }[] = [];
  const scan = (
    axis: 'x' | 'y',
    outer: number,
    inner: number,
    at: (o: number, k: number) => [number, number],
  ) => {
    for (let o = 0; o < outer; o++) {
      let run: (typeof candidates)[number] | undefined;
      for (let k = 0; k < inner; k++) {
        const [x, y] = at(o, k);
        const [a, b] = axis === 'y' ? [room(x, y - 1), room(x, y + 1)] : [room(x - 1, y), room(x + 1, y)];
        const i = y * width + x;
        if (tiles[i] !== Tile.Wall || roomOf[i] >= 0 || a < 0 || b < 0 || a === b) {
          run = undefined;
        } else if (run !== undefined && run.a === a && run.b === b) {
          run.cells.push(i);
        } else {
          run = { axis, cells: [i], a, b };
          candidates.push(run);
        }
      }
    }
  };
  scan('y', height, width, (y, x) => [x, y]);
  scan('x', width, height, (x, y) => [x, y]);
  const open: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const around = [room(x, y), room(x - 1, y), room(x + 1, y), room(x, y - 1), room(x, y + 1)];
      if (around.every((r) => r >= 0)) open.push(y * width + x);
    }
  }
  return { candidates, open };
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
      bspWalls({ tiles: bsp, width, height }, rng, {
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

  it('find the door candidates and open cells the definition gives', () => {
    for (const { tiles, width, height } of grids()) {
      const { roomOf, runs } = labelRoomRuns(tiles, width, height);
      const expected = referenceScan(tiles, roomOf, width, height);
      const got = scanRuns(tiles, runs, { width, height });
      expect(got.candidates.map(({ axis, cells, a, b }) => ({ axis, cells: [...cells], a, b }))).toEqual(
        expected.candidates,
      );
      for (const c of got.candidates) {
        expect(c.cells).toEqual(Array.from({ length: c.length }, (_, k) => c.first + k * c.step));
      }
      expect(Array.from(got.open)).toEqual(expected.open);
      expect(Array.from(got.open)).toEqual(Array.from(openCells(tiles, width, height)));
    }
  });
});
