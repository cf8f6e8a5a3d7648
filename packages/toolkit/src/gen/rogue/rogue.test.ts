import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diagonalLeaks } from '../checks.js';
import { generate } from '../generate.js';
import { isWalkableTile, levelToAscii, Tile, type Level } from '../level.js';
import type { GenerateOptions } from '../options.js';
import { generateRogue, rogueParams, type RogueLevel } from './rogue.js';

/** Number of 4-connected parts of the walkable cells, by a plain flood fill. */
function walkableParts(level: Level): number {
  const { width, height, tiles } = level;
  const seen = new Uint8Array(tiles.length);
  let parts = 0;
  for (let i = 0; i < tiles.length; i++) {
    if (seen[i] === 1 || !isWalkableTile(tiles[i])) continue;
    parts++;
    const stack = [i];
    seen[i] = 1;
    while (stack.length > 0) {
      const c = stack.pop()!;
      const x = c % width;
      const y = Math.floor(c / width);
      for (const [nx, ny] of [
        [x + 1, y],
        [x - 1, y],
        [x, y + 1],
        [x, y - 1],
      ]) {
        const n = ny * width + nx;
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && seen[n] === 0 && isWalkableTile(tiles[n])) {
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
  }
  return parts;
}

/** Corridor steps from room `from` to every room over the links, by breadth-first search. */
function roomDistances(count: number, links: readonly (readonly [number, number])[], from: number): number[] {
  const dist = Array.from({ length: count }, () => -1);
  dist[from] = 0;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const r = queue[head];
    for (const [a, b] of links) {
      for (const [p, q] of [
        [a, b],
        [b, a],
      ]) {
        if (p === r && dist[q] < 0) {
          dist[q] = dist[r] + 1;
          queue.push(q);
        }
      }
    }
  }
  return dist;
}

/** Every rule of a rogue level that does not hold, checked cell by cell. */
function problems(level: RogueLevel, options: GenerateOptions): string[] {
  const out: string[] = [];
  const { width, height, tiles, rooms, roomOf } = level;
  const at = (x: number, y: number): number => tiles[y * width + x];
  const p = rogueParams(options);
  if (rooms.length !== p.gridWidth * p.gridHeight) out.push(`${rooms.length} rooms`);
  for (let x = 0; x < width; x++) {
    if (at(x, 0) !== Tile.Wall || at(x, height - 1) !== Tile.Wall) out.push(`open border at x ${x}`);
  }
  for (let y = 0; y < height; y++) {
    if (at(0, y) !== Tile.Wall || at(width - 1, y) !== Tile.Wall) out.push(`open border at y ${y}`);
  }
  const expectedRoomOf = new Int16Array(width * height).fill(-1);
  let doorsOnRims = 0;
  for (const room of rooms) {
    const { id, x, y, width: w, height: h } = room;
    if (x < 1 || y < 1 || x + w > width - 1 || y + h > height - 1) out.push(`room ${id} leaves the map`);
    if (w < p.minRoomWidth || w > p.maxRoomWidth || h < p.minRoomHeight || h > p.maxRoomHeight) {
      out.push(`room ${id} is ${w}x${h}`);
    }
    if (room.cells !== w * h) out.push(`room ${id} counts ${room.cells} cells`);
    for (let yy = y - 1; yy <= y + h; yy++) {
      for (let xx = x - 1; xx <= x + w; xx++) {
        const t = at(xx, yy);
        const onRim = xx === x - 1 || xx === x + w || yy === y - 1 || yy === y + h;
        const corner = (xx === x - 1 || xx === x + w) && (yy === y - 1 || yy === y + h);
        if (!onRim) {
          expectedRoomOf[yy * width + xx] = id;
          if (t !== Tile.Floor && t !== Tile.StairsDown) out.push(`room ${id} has tile ${t} inside`);
        } else if (t === Tile.Door) {
          doorsOnRims++;
          if (corner) out.push(`door on a corner of room ${id}`);
        } else if (t !== Tile.Wall) out.push(`room ${id} has an open rim at ${xx},${yy}`);
      }
    }
  }
  for (const a of rooms) {
    for (const b of rooms) {
      // Boxes with rims must not touch: at least one line between them.
      if (a.id < b.id && a.x - 1 <= b.x + b.width + 1 && b.x - 1 <= a.x + a.width + 1) {
        if (a.y - 1 <= b.y + b.height + 1 && b.y - 1 <= a.y + a.height + 1)
          out.push(`rooms ${a.id} ${b.id} touch`);
      }
    }
  }
  if (roomOf.some((r, i) => r !== expectedRoomOf[i])) out.push('roomOf differs from the rooms');
  const doorTiles = tiles.filter((t) => t === Tile.Door).length;
  if (doorTiles !== level.doors.length || doorsOnRims !== doorTiles) out.push('doors off the rims');
  if (level.doors.length !== 2 * level.links.length) out.push(`${level.doors.length} doors`);
  for (const d of level.doors) if (at(d.x, d.y) !== Tile.Door) out.push(`listed door ${d.x},${d.y}`);
  const tree = rooms.length - 1;
  const extra = Math.min(p.extraConnections, spareLinks(p.gridWidth, p.gridHeight));
  if (level.links.length !== tree + extra) out.push(`${level.links.length} links`);
  for (const [a, b] of level.links) {
    const dx = Math.abs((a % p.gridWidth) - (b % p.gridWidth));
    const dy = Math.abs(Math.floor(a / p.gridWidth) - Math.floor(b / p.gridWidth));
    if (dx + dy !== 1) out.push(`link ${a}-${b} is not between neighbours`);
  }
  if (walkableParts(level) !== 1) out.push(`${walkableParts(level)} walkable parts`);
  if (diagonalLeaks(level).length > 0) out.push('diagonal leaks');

  const { start, exit } = level;
  if (start === undefined || exit === undefined) return [...out, 'no start or exit'];
  const startRoom = roomOf[start.y * width + start.x];
  const exitRoom = roomOf[exit.y * width + exit.x];
  if (startRoom < 0 || exitRoom < 0 || startRoom === exitRoom) out.push('start and exit not in two rooms');
  if (at(start.x, start.y) !== Tile.Floor) out.push('start not on floor');
  const stairs = tiles.reduce<number[]>((acc, t, i) => (t === Tile.StairsDown ? [...acc, i] : acc), []);
  if (stairs.length !== 1 || stairs[0] !== exit.y * width + exit.x) out.push('stairs not only at the exit');
  if (startRoom >= 0 && exitRoom >= 0) {
    const dist = roomDistances(rooms.length, level.links, startRoom);
    if (dist[exitRoom] !== Math.max(...dist)) out.push('exit room is not a farthest room');
  }
  return out;
}

/** Neighbouring pairs of grid cells that a spanning tree leaves unlinked. */
function spareLinks(gw: number, gh: number): number {
  return (gw - 1) * gh + gw * (gh - 1) - (gw * gh - 1);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('generateRogue', () => {
  it('keeps every rule over 200 random sizes, grids, room bounds and seeds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer(),
        (gw, gh, moreW, moreH, minRoom, spread, extraConnections, seed) => {
          fc.pre(gw * gh >= 2);
          // Eight lines per grid cell always fit a room of up to 3 plus its rim and the gap.
          const options: GenerateOptions = {
            width: 8 * gw + moreW,
            height: 8 * gh + moreH,
            seed,
            gridWidth: gw,
            gridHeight: gh,
            minRoomWidth: minRoom,
            minRoomHeight: minRoom,
            maxRoomWidth: minRoom + spread,
            maxRoomHeight: minRoom + spread,
            extraConnections,
          };
          const level = generateRogue(options);
          expect(problems(level, options)).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps every rule with the default options over 200 seeds, with 3x3 rooms and a spanning tree', () => {
    for (let seed = 0; seed < 200; seed++) {
      const options = { width: 80, height: 50, seed };
      const level = generateRogue(options);
      expect(level.rooms.length).toBe(9);
      expect(level.links.length).toBe(8);
      expect(problems(level, options)).toEqual([]);
    }
  });

  it('keeps every rule on a fine grid of 1800 rooms', () => {
    const options = {
      width: 300,
      height: 150,
      seed: 12,
      gridWidth: 60,
      gridHeight: 30,
      extraConnections: 50,
    };
    const level = generateRogue(options);
    expect(level.rooms.length).toBe(1800);
    expect(problems(level, options)).toEqual([]);
  });

  it('the checks catch a broken level', () => {
    const options = { width: 80, height: 50, seed: 4 };
    const level = generateRogue(options);
    const { x, y } = level.rooms[0];
    const walled = { ...level, tiles: level.tiles.slice() };
    walled.tiles[(y - 1) * 80 + x] = Tile.Floor; // a hole in a rim
    expect(problems(walled, options)).toContain(`room 0 has an open rim at ${x},${y - 1}`);
    const cut = { ...level, tiles: level.tiles.slice() };
    for (const d of level.doors) cut.tiles[d.y * 80 + d.x] = Tile.Wall;
    expect(problems(cut, options).some((p) => p.endsWith('walkable parts'))).toBe(true);
  });

  it('is deterministic, never touches Math.random, and differs across seeds (G1)', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random called');
    });
    for (const seed of [1, 'dungeon', 31]) {
      const options = { width: 60, height: 30, seed, extraConnections: 2 };
      const a = generateRogue(options);
      expect(generate('rogue', options)).toEqual(a);
      expect(generateRogue({ ...options, seed: `${seed}!` }).tiles).not.toEqual(a.tiles);
    }
  });

  it('rejects bad and unknown options with a RangeError naming them', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ width: 4 }, 'width'],
      [{ seed: undefined }, 'seed'],
      [{ gridWidth: 0 }, 'gridWidth'],
      [{ gridWidth: 1, gridHeight: 1 }, 'gridWidth'],
      [{ gridWidth: 20 }, 'gridWidth'],
      [{ gridHeight: 2.5 }, 'gridHeight'],
      [{ minRoomWidth: 0 }, 'minRoomWidth'],
      [{ minRoomWidth: 30 }, 'minRoomWidth'],
      [{ minRoomHeight: 5, maxRoomHeight: 4 }, 'maxRoomHeight'],
      [{ extraConnections: -1 }, 'extraConnections'],
      [{ cellWidth: 3 }, 'cellWidth'],
    ];
    for (const [bad, name] of cases) {
      const call = (): Level => generateRogue({ width: 60, height: 30, seed: 1, ...bad } as GenerateOptions);
      expect(call).toThrow(RangeError);
      expect(call).toThrow(new RegExp(`"${name}"`));
    }
  });

  it('matches the golden renderings (G3)', async () => {
    const shapes: GenerateOptions[] = [
      { width: 70, height: 30, seed: 1 },
      { width: 70, height: 30, seed: 2, extraConnections: 3 },
      { width: 70, height: 30, seed: 3, gridWidth: 4, gridHeight: 2, maxRoomWidth: 9, maxRoomHeight: 6 },
    ];
    for (const options of shapes) {
      await expect(levelToAscii(generateRogue(options)) + '\n').toMatchFileSnapshot(
        `./__golden__/rogue-seed-${String(options.seed)}.txt`,
      );
    }
  });
});
