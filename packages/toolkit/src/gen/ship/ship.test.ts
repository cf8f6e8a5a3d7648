import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { generateShip, type ShipLevel } from './ship.js';
import { generate, generateWithStages } from '../generate.js';
import { Tile, levelToAscii, type Room } from '../level.js';
import { diagonalLeaks, isWalkable4Connected } from '../checks.js';

const SEEDS = Array.from({ length: 200 }, (_, i) => i * 7919 + 3);
const levels = new Map<number, ShipLevel>();
/** Generates (once) the default 64x40 ship of a seed. */
function ship(seed: number): ShipLevel {
  let level = levels.get(seed);
  if (level === undefined) {
    level = generateShip({ width: 64, height: 40, seed });
    levels.set(seed, level);
  }
  return level;
}

const mid2 = (r: Room): number => 2 * r.x + r.width;
const isFloorLike = (code: number): boolean => code === Tile.Floor || code === Tile.StairsDown;

/** For every wall or door tile that separates two floor tiles along an axis: [tile index, room a, room b]. */
function separators(level: ShipLevel): Array<[number, number, number]> {
  const { width, height, tiles, roomOf } = level;
  const out: Array<[number, number, number]> = [];
  for (let y = 1; y + 1 < height; y++) {
    for (let x = 1; x + 1 < width; x++) {
      const i = y * width + x;
      if (tiles[i] !== Tile.Wall && tiles[i] !== Tile.Door) continue;
      for (const [a, b] of [
        [i - 1, i + 1],
        [i - width, i + width],
      ]) {
        if (isFloorLike(tiles[a]) && isFloorLike(tiles[b]) && roomOf[a] !== roomOf[b])
          out.push([i, roomOf[a], roomOf[b]]);
      }
    }
  }
  return out;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('generateShip', () => {
  it('is deterministic and never touches Math.random (G1)', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random called');
    });
    for (const seed of [1, 'deck', 99]) {
      const a = generateShip({ width: 64, height: 40, seed });
      const b = generate('ship', { width: 64, height: 40, seed });
      expect(Array.from(b.tiles)).toEqual(Array.from(a.tiles));
      expect(b).toEqual(a);
    }
  });

  it('succeeds within the attempt cap for every seed and keeps the border outside (G2)', () => {
    for (const seed of SEEDS) {
      // ship() throws when the cap runs out, so getting a level is the G2 check.
      const level = ship(seed);
      const { width, height, tiles } = level;
      for (let x = 0; x < width; x++) {
        expect(tiles[x]).toBe(Tile.Void);
        expect(tiles[(height - 1) * width + x]).toBe(Tile.Void);
      }
      for (let y = 0; y < height; y++) expect(tiles[y * width]).toBe(Tile.Void);
    }
  });

  it('has one 4-connected walkable region and no diagonal leaks (S1, G4, G5)', () => {
    for (const seed of SEEDS) {
      const level = ship(seed);
      expect(isWalkable4Connected(level)).toBe(true);
      expect(diagonalLeaks(level)).toEqual([]);
    }
  });

  it('puts every door between two different rooms, one per touching pair, and gives each room a door (S2)', () => {
    for (const seed of SEEDS) {
      const level = ship(seed);
      const { width, tiles, roomOf } = level;
      const doorsPerPair = new Map<string, number>();
      const rooms = new Set<number>();
      for (const d of level.doors) {
        const i = d.y * width + d.x;
        expect(tiles[i]).toBe(Tile.Door);
        const horizontal = isFloorLike(tiles[i - 1]) && isFloorLike(tiles[i + 1]);
        const vertical = isFloorLike(tiles[i - width]) && isFloorLike(tiles[i + width]);
        expect(horizontal !== vertical).toBe(true);
        const [a, b] = horizontal ? [roomOf[i - 1], roomOf[i + 1]] : [roomOf[i - width], roomOf[i + width]];
        expect(a).toBeGreaterThanOrEqual(0);
        expect(b).toBeGreaterThanOrEqual(0);
        expect(a).not.toBe(b);
        const key = `${Math.min(a, b)}-${Math.max(a, b)}`;
        doorsPerPair.set(key, (doorsPerPair.get(key) ?? 0) + 1);
        rooms.add(a).add(b);
      }
      for (const count of doorsPerPair.values()) expect(count).toBe(1);
      for (const [, a, b] of separators(level)) {
        expect(doorsPerPair.get(`${Math.min(a, b)}-${Math.max(a, b)}`)).toBe(1);
      }
      expect(rooms.size).toBe(level.rooms.length);
      const doorTiles = tiles.reduce((n, t) => n + (t === Tile.Door ? 1 : 0), 0);
      expect(doorTiles).toBe(level.doors.length);
    }
  });

  it('describes rooms by their bounding box and cell count', () => {
    for (const seed of SEEDS.slice(0, 50)) {
      const level = ship(seed);
      const counts = new Array<number>(level.rooms.length).fill(0);
      level.roomOf.forEach((r, i) => {
        if (r < 0) return;
        counts[r]++;
        const room = level.rooms[r];
        const x = i % level.width;
        const y = Math.floor(i / level.width);
        expect(x >= room.x && x < room.x + room.width && y >= room.y && y < room.y + room.height).toBe(true);
        expect(isFloorLike(level.tiles[i])).toBe(true);
      });
      level.rooms.forEach((room, id) => {
        expect(room.id).toBe(id);
        expect(room.cells).toBe(counts[id]);
      });
    }
  });

  it('makes straight 3-wide hallways no closer than the influence distance (S3)', () => {
    for (const seed of SEEDS) {
      const level = ship(seed);
      expect(level.hallwayCount).toBeGreaterThanOrEqual(1);
      expect(level.hallwayCount).toBeLessThanOrEqual(6);
      const halls = level.rooms.slice(0, level.hallwayCount);
      for (const h of halls) {
        expect(h.cells).toBe(h.width * h.height);
        expect(Math.min(h.width, h.height)).toBe(3);
        expect(Math.max(h.width, h.height)).toBeGreaterThanOrEqual(7); // 4 connection cells
      }
      for (let i = 0; i < halls.length; i++) {
        for (let j = i + 1; j < halls.length; j++) {
          const a = halls[i];
          const b = halls[j];
          const gx = Math.max(0, b.x - (a.x + a.width - 1), a.x - (b.x + b.width - 1));
          const gy = Math.max(0, b.y - (a.y + a.height - 1), a.y - (b.y + b.height - 1));
          // Two tiles per connection cell: influence distance 4 cells = 8 tiles.
          expect(gx + gy).toBeGreaterThanOrEqual(8);
        }
      }
    }
  });

  it('places 30-40 windows, all on walls facing outside, or every candidate when fewer (S4)', () => {
    for (const seed of SEEDS) {
      const level = ship(seed);
      const { width, tiles } = level;
      const faces = (i: number): boolean =>
        [
          [i - 1, i + 1],
          [i - width, i + width],
        ].some(
          ([a, b]) =>
            (tiles[a] === Tile.Void && isFloorLike(tiles[b])) ||
            (tiles[b] === Tile.Void && isFloorLike(tiles[a])),
        );
      for (const w of level.windows) {
        expect(tiles[w.y * width + w.x]).toBe(Tile.Window);
        expect(faces(w.y * width + w.x)).toBe(true);
      }
      const windowTiles = tiles.reduce((n, t) => n + (t === Tile.Window ? 1 : 0), 0);
      expect(windowTiles).toBe(level.windows.length);
      if (level.windows.length < 30) {
        const leftover = tiles.some((t, i) => t === Tile.Wall && faces(i));
        expect(leftover).toBe(false);
      } else {
        expect(level.windows.length).toBeLessThanOrEqual(40);
      }
    }
  });

  it('starts and exits in the left-most and right-most big rooms, alternating with depth (S5)', () => {
    for (const seed of SEEDS) {
      const odd = ship(seed);
      const even = generateShip({ width: 64, height: 40, seed, depth: 2 });
      const plain = (l: ShipLevel): Uint8Array =>
        l.tiles.map((t) => (t === Tile.StairsDown ? Tile.Floor : t));
      expect(plain(even)).toEqual(plain(odd));
      const big = odd.rooms.slice(odd.hallwayCount).filter((r) => r.width > 2 && r.height > 2);
      const minMid = Math.min(...big.map(mid2));
      const maxMid = Math.max(...big.map(mid2));
      const roomAt = (l: ShipLevel, p: { x: number; y: number }): Room =>
        l.rooms[l.roomOf[p.y * l.width + p.x]];
      for (const level of [odd, even]) {
        const s = roomAt(level, level.start);
        const e = roomAt(level, level.exit);
        expect(s.id).not.toBe(e.id);
        for (const r of [s, e]) {
          expect(r.id).toBeGreaterThanOrEqual(level.hallwayCount);
          expect(r.width > 2 && r.height > 2).toBe(true);
        }
        expect(level.tiles[level.exit.y * level.width + level.exit.x]).toBe(Tile.StairsDown);
        expect(level.tiles[level.start.y * level.width + level.start.x]).toBe(Tile.Floor);
      }
      expect(mid2(roomAt(odd, odd.start))).toBe(minMid);
      expect(mid2(roomAt(odd, odd.exit))).toBe(maxMid);
      expect(roomAt(even, even.start).id).toBe(roomAt(odd, odd.exit).id);
      expect(roomAt(even, even.exit).id).toBe(roomAt(odd, odd.start).id);
    }
  });

  it('picks start and exit cells away from walls when the room has such cells', () => {
    for (const seed of SEEDS.slice(0, 100)) {
      const level = ship(seed);
      const { width, tiles } = level;
      for (const p of [level.start, level.exit]) {
        const room = level.rooms[level.roomOf[p.y * width + p.x]];
        const clear = (x: number, y: number): boolean => {
          for (let dy = -1; dy <= 1; dy++) {
            for (let dx = -1; dx <= 1; dx++) {
              if ((dx !== 0 || dy !== 0) && !isFloorLike(tiles[(y + dy) * width + x + dx])) return false;
            }
          }
          return true;
        };
        let anyClear = false;
        for (let y = room.y; y < room.y + room.height; y++) {
          for (let x = room.x; x < room.x + room.width; x++) {
            if (level.roomOf[y * width + x] === room.id && clear(x, y)) anyClear = true;
          }
        }
        if (anyClear) expect(clear(p.x, p.y)).toBe(true);
      }
    }
  });

  it('keeps S1, G5 and the window rules at other sizes and window ranges', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 32, max: 140 }),
        fc.integer({ min: 24, max: 100 }),
        fc.integer(),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 20 }),
        (width, height, seed, windowsMin, extra) => {
          const level = generateShip({ width, height, seed, windowsMin, windowsMax: windowsMin + extra });
          expect(level.tiles.length).toBe(width * height);
          expect(isWalkable4Connected(level)).toBe(true);
          expect(diagonalLeaks(level)).toEqual([]);
          expect(level.windows.length).toBeLessThanOrEqual(windowsMin + extra);
          expect(level.rooms.length).toBeGreaterThan(level.hallwayCount);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('records its stages in order, ending with the finished level', () => {
    const { level, stages } = generateWithStages('ship', { width: 64, height: 40, seed: 5 });
    expect(stages.map((s) => s.name)).toEqual(['hallways', 'rooms', 'doors', 'windows', 'stairs']);
    expect(stages[stages.length - 1].level.tiles).toEqual(level.tiles);
    expect(stages[0].level.tiles.some((t) => t === Tile.Door)).toBe(false);
    expect(stages[2].level.tiles.some((t) => t === Tile.Door)).toBe(true);
    expect(stages[2].level.tiles.some((t) => t === Tile.Window)).toBe(false);
  });

  it('rejects invalid options with a RangeError naming the option', () => {
    const base = { width: 64, height: 40, seed: 1 };
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ width: 20 }, 'width'],
      [{ width: 64.5 }, 'width'],
      [{ height: 10 }, 'height'],
      [{ height: 5000 }, 'height'],
      [{ depth: 0 }, 'depth'],
      [{ depth: 'deep' }, 'depth'],
      [{ windowsMin: -1 }, 'windowsMin'],
      [{ windowsMin: 10, windowsMax: 5 }, 'windowsMax'],
      [{ seed: Number.NaN }, 'seed'],
    ];
    for (const [patch, name] of bad) {
      expect(() => generateShip({ ...base, ...patch })).toThrow(RangeError);
      expect(() => generateShip({ ...base, ...patch })).toThrow(name);
    }
  });

  it('matches the golden renderings (G3)', async () => {
    for (const seed of [1, 2, 3]) {
      const level = generateShip({ width: 64, height: 40, seed });
      await expect(levelToAscii(level)).toMatchFileSnapshot(`./__golden__/ship-seed-${seed}.txt`);
    }
  });

  it('uses only the ship legend', () => {
    for (const seed of SEEDS.slice(0, 20)) {
      const text = levelToAscii(ship(seed));
      expect(text).toMatch(/^[ #.+%>@\n]+$/);
      expect(text.split('@').length).toBe(2);
      expect(text.split('>').length).toBe(2);
    }
  });
});
