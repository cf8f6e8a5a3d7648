import type { Point } from '../../grid/types.js';
import { Tile, type Room } from '../level.js';
import { UNASSIGNED, doorTile, type CoarseDoor, type CoarseGrid } from './coarse.js';

/** The tiles of a planned ship before windows and stairs: floors, walls, doors and the room map. */
export interface ShipTiles {
  readonly width: number;
  readonly height: number;
  readonly tiles: Uint8Array;
  readonly roomOf: Int16Array;
  readonly rooms: Room[];
  readonly doors: Point[];
}

/**
 * Turns a connection grid into tiles. A connection cell's own tile is floor; a tile on the lines
 * between cells is floor only when every cell it touches (two, or four at a corner) belongs to
 * the same region, otherwise wall. So walkable tiles of different regions never meet, not even at
 * a corner: the corner tile between diagonal-only neighbours is always a hard wall (G5). Void
 * pockets enclosed by the hull become wall, so every remaining Void tile is outside the ship.
 */
export function renderShip(
  grid: CoarseGrid,
  width: number,
  height: number,
  regions: number,
  doors: readonly CoarseDoor[],
): ShipTiles {
  const tiles = new Uint8Array(width * height);
  const roomOf = new Int16Array(width * height).fill(-1);
  const { cols, rows, owner } = grid;
  const at = (cx: number, cy: number): number =>
    cx < 0 || cy < 0 || cx >= cols || cy >= rows ? UNASSIGNED : owner[cy * cols + cx];
  // An even tile coordinate is one connection cell; an odd one lies between cells c and c + 1.
  for (let ty = 1; ty <= 2 * rows + 1; ty++) {
    for (let tx = 1; tx <= 2 * cols + 1; tx++) {
      const x0 = Math.floor((tx - 2) / 2);
      const y0 = Math.floor((ty - 2) / 2);
      const x1 = tx % 2 === 0 ? x0 : x0 + 1;
      const y1 = ty % 2 === 0 ? y0 : y0 + 1;
      let same = true;
      let any = false;
      const first = at(x0, y0);
      for (let cy = y0; cy <= y1; cy++) {
        for (let cx = x0; cx <= x1; cx++) {
          const o = at(cx, cy);
          if (o !== UNASSIGNED) any = true;
          if (o !== first || o === UNASSIGNED) same = false;
        }
      }
      const i = ty * width + tx;
      if (same) {
        tiles[i] = Tile.Floor;
        roomOf[i] = first;
      } else if (any) {
        tiles[i] = Tile.Wall;
      }
    }
  }
  const doorPoints = doors.map((d) => doorTile(grid, d));
  for (const p of doorPoints) tiles[p.y * width + p.x] = Tile.Door;
  sealEnclosedVoid(tiles, width, height);
  return {
    width,
    height,
    tiles,
    roomOf,
    rooms: roomBoxes(roomOf, width, height, regions),
    doors: doorPoints,
  };
}

/** Turns every Void tile that is not 4-connected (through Void) to the map border into Wall. */
function sealEnclosedVoid(tiles: Uint8Array, width: number, height: number): void {
  const outside = new Uint8Array(tiles.length);
  const stack: number[] = [];
  const push = (i: number): void => {
    if (tiles[i] === Tile.Void && outside[i] === 0) {
      outside[i] = 1;
      stack.push(i);
    }
  };
  for (let x = 0; x < width; x++) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    push(y * width);
    push(y * width + width - 1);
  }
  while (stack.length > 0) {
    const i = stack.pop() as number;
    const x = i % width;
    if (x > 0) push(i - 1);
    if (x + 1 < width) push(i + 1);
    if (i >= width) push(i - width);
    if (i + width < tiles.length) push(i + width);
  }
  for (let i = 0; i < tiles.length; i++) if (tiles[i] === Tile.Void && outside[i] === 0) tiles[i] = Tile.Wall;
}

/** Bounding boxes and cell counts of regions 0..regions-1 from a room map. */
function roomBoxes(roomOf: Int16Array, width: number, height: number, regions: number): Room[] {
  const minX = new Array<number>(regions).fill(width);
  const minY = new Array<number>(regions).fill(height);
  const maxX = new Array<number>(regions).fill(-1);
  const maxY = new Array<number>(regions).fill(-1);
  const cells = new Array<number>(regions).fill(0);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const r = roomOf[y * width + x];
      if (r < 0) continue;
      cells[r]++;
      if (x < minX[r]) minX[r] = x;
      if (x > maxX[r]) maxX[r] = x;
      if (y < minY[r]) minY[r] = y;
      if (y > maxY[r]) maxY[r] = y;
    }
  }
  return cells.map((n, id) => ({
    id,
    x: minX[id],
    y: minY[id],
    width: maxX[id] - minX[id] + 1,
    height: maxY[id] - minY[id] + 1,
    cells: n,
  }));
}

/**
 * Wall tiles that face outside: along one axis they have Void on one side and floor on the
 * other. These are the window candidates, in index order.
 */
export function outwardWalls(tiles: Uint8Array, width: number, height: number): number[] {
  const found: number[] = [];
  for (let y = 1; y + 1 < height; y++) {
    for (let x = 1; x + 1 < width; x++) {
      const i = y * width + x;
      if (tiles[i] !== Tile.Wall) continue;
      const facing = (a: number, b: number): boolean =>
        (tiles[a] === Tile.Void && tiles[b] === Tile.Floor) ||
        (tiles[b] === Tile.Void && tiles[a] === Tile.Floor);
      if (facing(i - 1, i + 1) || facing(i - width, i + width)) found.push(i);
    }
  }
  return found;
}
