import type { Point } from '../../grid/types.js';
import { createRngStream, type RngStream } from '../../rng/stream.js';
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
  rejectUnknownOptions(options, 'rogue', KNOWN);
  checkBaseOptions(
    options,
    ROGUE_MIN_SIZE.width,
    ROGUE_MIN_SIZE.height,
    ROGUE_MAX_SIZE.width,
    ROGUE_MAX_SIZE.height,
  );
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
 * Picks the corridor links over the gw x gh grid: a random walk joins the current cell to a
 * random unjoined neighbour while it has one, and otherwise restarts from a random joined cell
 * that still has an unjoined neighbour, until every cell is joined (a spanning tree); then up to
 * `extra` more links between neighbours, at random. Returns a mask per grid cell: bit 1
 * links it to the cell on its right, bit 2 to the cell below.
 */
function pickLinks(gw: number, gh: number, extra: number, rng: RngStream): Uint8Array {
  const n = gw * gh;
  const joined = new Uint8Array(n);
  const mask = new Uint8Array(n);
  const near = [0, 0, 0, 0];
  /** Fills `near` with the unjoined neighbours of c; returns how many. */
  const unjoinedAround = (c: number): number => {
    const x = c % gw;
    let count = 0;
    if (c >= gw && joined[c - gw] === 0) near[count++] = c - gw;
    if (x + 1 < gw && joined[c + 1] === 0) near[count++] = c + 1;
    if (c + gw < n && joined[c + gw] === 0) near[count++] = c + gw;
    if (x > 0 && joined[c - 1] === 0) near[count++] = c - 1;
    return count;
  };
  // With one column, cells one id apart are above each other.
  const link = (a: number, b: number): void => {
    const low = Math.min(a, b);
    mask[low] |= Math.max(a, b) - low === 1 && gw > 1 ? 1 : 2;
  };
  // Joined cells that may still have an unjoined neighbour; one found without is dropped.
  const growing = new Int32Array(n);
  let count = 0;
  let current = rng.int(0, n - 1);
  joined[current] = 1;
  growing[count++] = current;
  for (let remaining = n - 1; remaining > 0; remaining--) {
    let fresh = unjoinedAround(current);
    while (fresh === 0) {
      const i = rng.int(0, count - 1);
      current = growing[i];
      fresh = unjoinedAround(current);
      if (fresh === 0) growing[i] = growing[--count];
    }
    const next = near[rng.int(0, fresh - 1)];
    link(current, next);
    current = next;
    joined[current] = 1;
    growing[count++] = current;
  }
  if (extra > 0) {
    // Unlinked neighbour pairs as 2 * cell + (0 for its right, 1 for below).
    const spare: number[] = [];
    for (let c = 0; c < n; c++) {
      if ((c + 1) % gw !== 0 && (mask[c] & 1) === 0) spare.push(2 * c);
      if (c + gw < n && (mask[c] & 2) === 0) spare.push(2 * c + 1);
    }
    rng.shuffle(spare);
    for (let i = 0; i < Math.min(extra, spare.length); i++) mask[spare[i] >> 1] |= (spare[i] & 1) + 1;
  }
  return mask;
}

/** The rooms farthest from `from` by corridor steps over the link masks, by breadth-first search. */
function farthestRooms(gw: number, mask: Uint8Array, from: number): number[] {
  const n = mask.length;
  const dist = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let tail = 0;
  dist[from] = 0;
  queue[tail++] = from;
  const reach = (r: number, d: number): void => {
    if (dist[r] < 0) {
      dist[r] = d;
      queue[tail++] = r;
    }
  };
  for (let head = 0; head < tail; head++) {
    const r = queue[head];
    const d = dist[r] + 1;
    if ((mask[r] & 1) !== 0) reach(r + 1, d);
    if ((mask[r] & 2) !== 0) reach(r + gw, d);
    if (r % gw > 0 && (mask[r - 1] & 1) !== 0) reach(r - 1, d);
    if (r >= gw && (mask[r - gw] & 2) !== 0) reach(r - gw, d);
  }
  const far = dist[queue[tail - 1]];
  const out: number[] = [];
  for (let r = 0; r < n; r++) if (dist[r] === far) out.push(r);
  return out;
}

/**
 * Opens one corner wherever two corridor floors touch only diagonally, so that 8-way movement
 * with doors closed reaches nothing 4-way movement does not (G5). Such a pair is always two
 * corridor cells (a room's floor is fenced by its rim), so only the diagonals of corridor cells
 * are checked, and each corner opened joins the list. The corner opened is never inside a room's
 * box: both corners boxed would need two boxes touching at a corner, which the gaps between grid
 * slots forbid, so no wall or door of a room is ever opened.
 */
function closeDiagonalGaps(
  tiles: Uint8Array,
  rooms: readonly Room[],
  width: number,
  corridor: number[],
): void {
  const boxed = (i: number): boolean => {
    const x = i % width;
    const y = (i - x) / width;
    return rooms.some((r) => x >= r.x - 1 && x <= r.x + r.width && y >= r.y - 1 && y <= r.y + r.height);
  };
  for (let k = 0; k < corridor.length; k++) {
    const i = corridor[k];
    for (let q = 0; q < 4; q++) {
      const dx = (q & 1) === 0 ? -1 : 1;
      const dy = q < 2 ? -width : width;
      if (tiles[i + dy + dx] !== Tile.Floor) continue;
      if (tiles[i + dx] === Tile.Floor || tiles[i + dy] === Tile.Floor) continue;
      const open = boxed(i + dx) ? i + dy : i + dx;
      tiles[open] = Tile.Floor;
      corridor.push(open);
    }
  }
}

/**
 * The original Rogue's layout: the level is cut into a grid of cells (3x3 by default), each
 * holding one room of random size and place with a wall rim; corridors join rooms of
 * neighbouring cells along a random spanning tree of the grid (plus `extraConnections` more),
 * each leaving through a door in the facing wall, running straight out, crossing over along a
 * random line of the gap between the two rooms, and running straight in through a door. Every room is reachable; start and exit (stairs down) stand in two rooms as far
 * apart in corridor steps as the tree allows.
 * Options: width, height, seed, gridWidth, gridHeight, minRoomWidth, maxRoomWidth,
 * minRoomHeight, maxRoomHeight, extraConnections.
 */
export function generateRogue(options: GenerateOptions): RogueLevel {
  const p = rogueParams(options);
  const { width, height, gridWidth: gw, gridHeight: gh } = p;
  const rng = createRngStream(options.seed);
  const tiles = new Uint8Array(width * height).fill(Tile.Wall);
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
      for (let yy = y; yy < y + h; yy++) {
        tiles.fill(Tile.Floor, yy * width + x, yy * width + x + w);
        roomOf.fill(id, yy * width + x, yy * width + x + w);
      }
    }
  }

  const mask = pickLinks(gw, gh, p.extraConnections, rng);
  const links: Array<[number, number]> = [];
  for (let c = 0; c < mask.length; c++) {
    if ((mask[c] & 1) !== 0) links.push([c, c + 1]);
    if ((mask[c] & 2) !== 0) links.push([c, c + gw]);
  }
  const doors: Point[] = [];
  const corridor: number[] = [];
  const open = (x: number, y: number): void => {
    const i = y * width + x;
    tiles[i] = Tile.Floor;
    corridor.push(i);
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
      for (let x = Math.min(ax, bx); x <= Math.max(ax, bx); x++) open(x, my);
      for (let y = my; y < by; y++) open(bx, y);
    }
  }
  closeDiagonalGaps(tiles, rooms, width, corridor);

  const startRoom = rooms[rng.int(0, rooms.length - 1)];
  const exitRoom = rooms[rng.pick(farthestRooms(gw, mask, startRoom.id))];
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
