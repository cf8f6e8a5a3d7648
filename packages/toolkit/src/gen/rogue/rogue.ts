import type { Point } from '../../grid/types.js';
import { createRng, type Rng } from '../../rng/rng.js';
import { Tile, type Level, type Room } from '../level.js';
import { checkBaseOptions, intOption, rejectUnknownOptions, type GenerateOptions } from '../options.js';

/** Smallest rogue level size. */
export const ROGUE_MIN_SIZE = { width: 5, height: 5 } as const;
/** Largest rogue level size. */
export const ROGUE_MAX_SIZE = { width: 1024, height: 1024 } as const;

const KNOWN = [
  'gridWidth',
  'gridHeight',
  'minRoomWidth',
  'maxRoomWidth',
  'minRoomHeight',
  'maxRoomHeight',
  'extraConnections',
] as const;

/** The rogue generator's parsed parameters. */
export interface RogueParams {
  readonly width: number;
  readonly height: number;
  /** Grid cells across and down (3 and 3 by default, as the original game). */
  readonly gridWidth: number;
  readonly gridHeight: number;
  /** Bounds on a room's floor; the upper ones are further cut to what each grid cell holds. */
  readonly minRoomWidth: number;
  readonly maxRoomWidth: number;
  readonly minRoomHeight: number;
  readonly maxRoomHeight: number;
  /** Corridors added between neighbouring rooms beyond the spanning tree (capped at what exists). */
  readonly extraConnections: number;
}

/** A rogue level: its rooms, the room of each floor cell, and which rooms a corridor joins. */
export interface RogueLevel extends Level {
  readonly roomOf: Int16Array;
  /** Pairs of room ids joined by one corridor each; room ids are grid positions, row by row. */
  readonly links: readonly (readonly [number, number])[];
}

/**
 * Where the rooms of one axis may sit: grid slot i spans [floor(i·size/count), floor((i+1)·size/count))
 * and a room with its wall rim must lie inside [lo[i], hi[i]]. Every slot after the first gives
 * up its first line, so two neighbouring rims always leave a line between them for a corridor.
 */
function axisSlots(size: number, count: number): { lo: Int32Array; hi: Int32Array; fit: number } {
  const lo = new Int32Array(count);
  const hi = new Int32Array(count);
  let fit = size;
  for (let i = 0; i < count; i++) {
    lo[i] = Math.floor((i * size) / count) + (i > 0 ? 1 : 0);
    hi[i] = Math.floor(((i + 1) * size) / count) - 1;
    fit = Math.min(fit, hi[i] - lo[i] + 1 - 2);
  }
  return { lo, hi, fit };
}

function readAxis(
  options: GenerateOptions,
  size: number,
  axis: 'Width' | 'Height',
): { grid: number; min: number; max: number } {
  const gridName = `grid${axis}`;
  const grid = intOption(options, gridName, 3, 1, size);
  const { fit } = axisSlots(size, grid);
  if (fit < 1) {
    throw new RangeError(
      `option "${gridName}" (${grid}) leaves no space for a room with its walls in a level ${size} cells ${axis === 'Width' ? 'wide' : 'high'}`,
    );
  }
  const min = intOption(options, `minRoom${axis}`, Math.min(3, fit), 1, fit);
  const max = intOption(options, `maxRoom${axis}`, fit, min, ROGUE_MAX_SIZE.width);
  return { grid, min, max };
}

/** Validates the rogue options; throws a RangeError naming the bad one. */
export function rogueParams(options: GenerateOptions): RogueParams {
  if (options === null || typeof options !== 'object') throw new RangeError('options must be an object');
  checkBaseOptions(
    options,
    ROGUE_MIN_SIZE.width,
    ROGUE_MIN_SIZE.height,
    ROGUE_MAX_SIZE.width,
    ROGUE_MAX_SIZE.height,
  );
  rejectUnknownOptions(options, 'rogue', KNOWN);
  const { width, height } = options;
  const across = readAxis(options, width, 'Width');
  const down = readAxis(options, height, 'Height');
  if (across.grid * down.grid < 2) {
    throw new RangeError('option "gridWidth" or "gridHeight" must be above 1: the exit needs a second room');
  }
  return {
    width,
    height,
    gridWidth: across.grid,
    gridHeight: down.grid,
    minRoomWidth: across.min,
    maxRoomWidth: across.max,
    minRoomHeight: down.min,
    maxRoomHeight: down.max,
    extraConnections: intOption(options, 'extraConnections', 0, 0, 1_000_000),
  };
}

/**
 * Picks the corridor links over the gw x gh grid: a random walk that joins the current cell to a
 * random unjoined neighbour while it has one, and otherwise joins a random unjoined cell to one of
 * its joined neighbours and walks on from there, until every cell is joined (a spanning tree);
 * then up to `extra` more links between neighbours, at random. Returns the pairs (lower id first).
 */
function pickLinks(gw: number, gh: number, extra: number, rng: Rng): Array<[number, number]> {
  const n = gw * gh;
  const joined = new Uint8Array(n);
  const links: Array<[number, number]> = [];
  const linked = new Set<number>(); // a * n + b for a < b
  const neighbours = (c: number): number[] => {
    const x = c % gw;
    const out: number[] = [];
    if (c >= gw) out.push(c - gw);
    if (x + 1 < gw) out.push(c + 1);
    if (c + gw < n) out.push(c + gw);
    if (x > 0) out.push(c - 1);
    return out;
  };
  const link = (a: number, b: number): void => {
    const pair: [number, number] = a < b ? [a, b] : [b, a];
    links.push(pair);
    linked.add(pair[0] * n + pair[1]);
  };
  let current = rng.int(0, n - 1);
  joined[current] = 1;
  for (let remaining = n - 1; remaining > 0; remaining--) {
    const fresh = neighbours(current).filter((c) => joined[c] === 0);
    if (fresh.length > 0) {
      const next = rng.pick(fresh);
      link(current, next);
      current = next;
    } else {
      const waiting: number[] = [];
      for (let c = 0; c < n; c++) {
        if (joined[c] === 0 && neighbours(c).some((d) => joined[d] === 1)) waiting.push(c);
      }
      const next = rng.pick(waiting);
      link(next, rng.pick(neighbours(next).filter((d) => joined[d] === 1)));
      current = next;
    }
    joined[current] = 1;
  }
  if (extra > 0) {
    const spare: Array<[number, number]> = [];
    for (let c = 0; c < n; c++) {
      for (const d of neighbours(c)) if (c < d && !linked.has(c * n + d)) spare.push([c, d]);
    }
    rng.shuffle(spare);
    for (let i = 0; i < Math.min(extra, spare.length); i++) link(spare[i][0], spare[i][1]);
  }
  return links;
}

/** Room ids ordered from `from` by corridor steps; returns the rooms farthest from it. */
function farthestRooms(n: number, links: readonly (readonly [number, number])[], from: number): number[] {
  const dist = new Int32Array(n).fill(-1);
  dist[from] = 0;
  const queue = [from];
  let far = 0;
  for (let head = 0; head < queue.length; head++) {
    const r = queue[head];
    far = dist[r];
    for (const [a, b] of links) {
      const other = a === r ? b : b === r ? a : -1;
      if (other >= 0 && dist[other] < 0) {
        dist[other] = dist[r] + 1;
        queue.push(other);
      }
    }
  }
  const out: number[] = [];
  for (let r = 0; r < n; r++) if (dist[r] === far) out.push(r);
  return out;
}

/**
 * Opens one corner wherever two corridor floors touch only diagonally, so that 8-way movement
 * with doors closed reaches nothing 4-way movement does not (G5). `boxed` marks the rooms with
 * their rims; the corner opened is never boxed (both corners boxed would need two rooms' boxes to
 * touch at a corner, which the gaps between grid slots forbid), so no wall or door of a room is
 * ever opened. Repeats until a full pass opens nothing.
 */
function closeDiagonalGaps(tiles: Uint8Array, boxed: Uint8Array, width: number, height: number): void {
  for (let changed = true; changed;) {
    changed = false;
    for (let y = 1; y + 2 < height; y++) {
      for (let i = y * width + 1, end = y * width + width - 2; i < end; i++) {
        const a = tiles[i] === Tile.Floor;
        const b = tiles[i + 1] === Tile.Floor;
        const c = tiles[i + width] === Tile.Floor;
        const d = tiles[i + width + 1] === Tile.Floor;
        if (a === d && b === c && a !== b) {
          const corners = a ? [i + 1, i + width] : [i, i + width + 1];
          const open = boxed[corners[0]] === 0 ? corners[0] : corners[1];
          tiles[open] = Tile.Floor;
          changed = true;
        }
      }
    }
  }
}

/**
 * The original Rogue's layout: the level is cut into a grid of cells (3x3 by default), each
 * holding one room of random size and place with a wall rim; corridors join rooms of
 * neighbouring cells along a random spanning tree of the grid (plus `extraConnections` more),
 * each leaving through a door in the facing walls and bending once, halfway, in the gap between
 * the two rooms. Every room is reachable; start and exit (stairs down) stand in two rooms as far
 * apart in corridor steps as the tree allows.
 * Options: width, height, seed, gridWidth, gridHeight, minRoomWidth, maxRoomWidth,
 * minRoomHeight, maxRoomHeight, extraConnections.
 */
export function generateRogue(options: GenerateOptions): RogueLevel {
  const p = rogueParams(options);
  const { width, height, gridWidth: gw, gridHeight: gh } = p;
  const rng = createRng(options.seed);
  const tiles = new Uint8Array(width * height).fill(Tile.Wall);
  const boxed = new Uint8Array(width * height);
  const roomOf = new Int16Array(width * height).fill(-1);
  const xs = axisSlots(width, gw);
  const ys = axisSlots(height, gh);
  const rooms: Room[] = [];
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      const lx = xs.lo[gx];
      const hx = xs.hi[gx];
      const ly = ys.lo[gy];
      const hy = ys.hi[gy];
      const w = rng.int(p.minRoomWidth, Math.min(p.maxRoomWidth, hx - lx - 1));
      const h = rng.int(p.minRoomHeight, Math.min(p.maxRoomHeight, hy - ly - 1));
      const x = rng.int(lx + 1, hx - w);
      const y = rng.int(ly + 1, hy - h);
      const id = rooms.length;
      rooms.push({ id, x, y, width: w, height: h, cells: w * h });
      for (let yy = y - 1; yy <= y + h; yy++) boxed.fill(1, yy * width + x - 1, yy * width + x + w + 1);
      for (let yy = y; yy < y + h; yy++) {
        tiles.fill(Tile.Floor, yy * width + x, yy * width + x + w);
        roomOf.fill(id, yy * width + x, yy * width + x + w);
      }
    }
  }

  const links = pickLinks(gw, gh, p.extraConnections, rng);
  const doors: Point[] = [];
  const open = (x: number, y: number): void => {
    tiles[y * width + x] = Tile.Floor;
  };
  const door = (x: number, y: number): void => {
    tiles[y * width + x] = Tile.Door;
    doors.push({ x, y });
  };
  for (const [ia, ib] of links) {
    const a = rooms[ia];
    const b = rooms[ib];
    if (gw > 1 && ib === ia + 1) {
      // b is right of a: out of a's east wall, along, down or up in the gap, along into b's west wall.
      const ax = a.x + a.width;
      const bx = b.x - 1;
      const ay = rng.int(a.y, a.y + a.height - 1);
      const by = rng.int(b.y, b.y + b.height - 1);
      const mx = rng.int(ax + 1, bx - 1);
      door(ax, ay);
      door(bx, by);
      for (let x = ax + 1; x <= mx; x++) open(x, ay);
      for (let y = Math.min(ay, by); y <= Math.max(ay, by); y++) open(mx, y);
      for (let x = mx; x < bx; x++) open(x, by);
    } else {
      // b is below a.
      const ay = a.y + a.height;
      const by = b.y - 1;
      const ax = rng.int(a.x, a.x + a.width - 1);
      const bx = rng.int(b.x, b.x + b.width - 1);
      const my = rng.int(ay + 1, by - 1);
      door(ax, ay);
      door(bx, by);
      for (let y = ay + 1; y <= my; y++) open(ax, y);
      const rowBase = my * width;
      tiles.fill(Tile.Floor, rowBase + Math.min(ax, bx), rowBase + Math.max(ax, bx) + 1);
      for (let y = my; y < by; y++) open(bx, y);
    }
  }
  closeDiagonalGaps(tiles, boxed, width, height);

  const startRoom = rooms[rng.int(0, rooms.length - 1)];
  const exitRoom = rooms[rng.pick(farthestRooms(rooms.length, links, startRoom.id))];
  const start = {
    x: rng.int(startRoom.x, startRoom.x + startRoom.width - 1),
    y: rng.int(startRoom.y, startRoom.y + startRoom.height - 1),
  };
  const exit = {
    x: rng.int(exitRoom.x, exitRoom.x + exitRoom.width - 1),
    y: rng.int(exitRoom.y, exitRoom.y + exitRoom.height - 1),
  };
  tiles[exit.y * width + exit.x] = Tile.StairsDown;
  return { width, height, tiles, rooms, doors, windows: [], start, exit, roomOf, links };
}
