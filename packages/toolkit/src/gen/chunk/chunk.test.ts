import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { generateChunk, type ChunkLevel } from './chunk.js';
import { CHUNK_SIZE, chunkEdges, chunkSeed } from './edges.js';
import { generate, generateWithStages } from '../generate.js';
import { Tile, isWalkableTile, levelToAscii } from '../level.js';
import { diagonalLeaks, isWalkable4Connected } from '../checks.js';

const N = CHUNK_SIZE;
const LAST = N - 1;
const world = fc.oneof(fc.integer(), fc.string({ maxLength: 10 }));
const coord = fc.integer({ min: -5000, max: 5000 });

/** The chunk at (cx, cy) of a world. */
function chunk(seed: number | string, cx: number, cy: number): ChunkLevel {
  return generateChunk({ width: N, height: N, seed, cx, cy });
}

/** Tile code at (x, y) of a chunk. */
const at = (c: ChunkLevel, x: number, y: number): number => c.tiles[y * N + x];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('generateChunk', () => {
  it('is deterministic and never touches Math.random (G1)', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random called');
    });
    for (const [seed, cx, cy] of [
      [1, 0, 0],
      ['world', -3, 12],
      [77, 64, -64],
    ] as const) {
      const a = chunk(seed, cx, cy);
      const b = generate('chunk', { width: N, height: N, seed, cx, cy });
      expect(Array.from(b.tiles)).toEqual(Array.from(a.tiles));
      expect(b).toEqual(a);
    }
  });

  it('has a wall ring with exactly one door per side at offset 1..30 (CH1)', () => {
    fc.assert(
      fc.property(world, coord, coord, (seed, cx, cy) => {
        const c = chunk(seed, cx, cy);
        expect(c.width).toBe(N);
        expect(c.height).toBe(N);
        const sides = [
          Array.from({ length: N }, (_, k) => at(c, k, 0)),
          Array.from({ length: N }, (_, k) => at(c, LAST, k)),
          Array.from({ length: N }, (_, k) => at(c, k, LAST)),
          Array.from({ length: N }, (_, k) => at(c, 0, k)),
        ];
        for (const side of sides) {
          expect(side.filter((t) => t === Tile.Door).length).toBe(1);
          expect(side.every((t) => t === Tile.Door || t === Tile.Wall)).toBe(true);
          const offset = side.indexOf(Tile.Door);
          expect(offset).toBeGreaterThanOrEqual(1);
          expect(offset).toBeLessThanOrEqual(30);
        }
        expect(c.doors).toEqual([
          { x: sides[0].indexOf(Tile.Door), y: 0 },
          { x: LAST, y: sides[1].indexOf(Tile.Door) },
          { x: sides[2].indexOf(Tile.Door), y: LAST },
          { x: 0, y: sides[3].indexOf(Tile.Door) },
        ]);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps all walkable cells, the four doors included, 4-connected with no diagonal leak (G4, G5)', () => {
    fc.assert(
      fc.property(world, coord, coord, (seed, cx, cy) => {
        const c = chunk(seed, cx, cy);
        expect(isWalkable4Connected(c)).toBe(true);
        expect(diagonalLeaks(c)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('has an interior that is more than an empty floor', () => {
    let walls = 0;
    for (let cx = 0; cx < 20; cx++) {
      const c = chunk(5, cx, 3);
      for (let y = 1; y < LAST; y++) for (let x = 1; x < LAST; x++) if (at(c, x, y) === Tile.Wall) walls++;
    }
    expect(walls / 20).toBeGreaterThan(20);
  });

  it('agrees with every neighbour on door position and lock, whichever is generated first (CH2)', () => {
    fc.assert(
      fc.property(world, coord, coord, fc.boolean(), fc.boolean(), (seed, cx, cy, horizontal, reverse) => {
        const [bx, by] = horizontal ? [cx + 1, cy] : [cx, cy + 1];
        const [first, second] = reverse
          ? [chunk(seed, bx, by), chunk(seed, cx, cy)]
          : [chunk(seed, cx, cy), chunk(seed, bx, by)];
        const [a, b] = reverse ? [second, first] : [first, second];
        const locked = (c: ChunkLevel, p: { x: number; y: number }): boolean =>
          c.lockedDoors.some((d) => d.x === p.x && d.y === p.y);
        if (horizontal) {
          const aDoor = a.doors[1];
          const bDoor = b.doors[3];
          expect(aDoor.y).toBe(bDoor.y);
          expect(locked(a, aDoor)).toBe(locked(b, bDoor));
          expect(a.edges.east).toEqual(b.edges.west);
          // Walk straight through: floor inside A, A's door, B's door, floor inside B.
          expect(isWalkableTile(at(a, LAST - 1, aDoor.y))).toBe(true);
          expect(isWalkableTile(at(b, 1, bDoor.y))).toBe(true);
        } else {
          const aDoor = a.doors[2];
          const bDoor = b.doors[0];
          expect(aDoor.x).toBe(bDoor.x);
          expect(locked(a, aDoor)).toBe(locked(b, bDoor));
          expect(a.edges.south).toEqual(b.edges.north);
          expect(isWalkableTile(at(a, aDoor.x, LAST - 1))).toBe(true);
          expect(isWalkableTile(at(b, bDoor.x, 1))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('builds a byte-identical world in any generation order (CH4)', () => {
    fc.assert(
      fc.property(world, fc.array(fc.nat(), { minLength: 25, maxLength: 25 }), (seed, keys) => {
        const coords = Array.from({ length: 25 }, (_, k) => [(k % 5) - 2, Math.floor(k / 5) - 2] as const);
        const inOrder = coords.map(([x, y]) => Array.from(chunk(seed, x, y).tiles));
        const shuffled = coords
          .map((c, k) => ({ c, k, key: keys[k] }))
          .sort((p, q) => p.key - q.key || p.k - q.k);
        const byIndex = new Array<number[]>(25);
        for (const { c, k } of shuffled) byIndex[k] = Array.from(chunk(seed, c[0], c[1]).tiles);
        expect(byIndex).toEqual(inOrder);
      }),
      { numRuns: 30 },
    );
  });

  it('uses the chunk seed for its interior and exposes the edges and locks storage needs (CH3)', () => {
    fc.assert(
      fc.property(world, coord, coord, (seed, cx, cy) => {
        const c = chunk(seed, cx, cy);
        expect(c.cx).toBe(cx);
        expect(c.cy).toBe(cy);
        expect(c.chunkSeed).toBe(chunkSeed(seed, cx, cy));
        expect(c.edges).toEqual(chunkEdges(seed, cx, cy));
        const sides = [c.edges.north, c.edges.east, c.edges.south, c.edges.west];
        expect(c.lockedDoors).toEqual(c.doors.filter((_, k) => sides[k].locked));
      }),
      { numRuns: 200 },
    );
  });

  it('never locks a side of chunk (0, 0) (CH6)', () => {
    for (let seed = 0; seed < 200; seed++) expect(chunk(seed, 0, 0).lockedDoors).toEqual([]);
  });

  it('records the ring and the finished chunk as stages', () => {
    const { level, stages } = generateWithStages('chunk', { width: N, height: N, seed: 3, cx: 1, cy: -1 });
    expect(stages.map((s) => s.name)).toEqual(['ring', 'features']);
    const ring = stages[0].level;
    for (let y = 1; y < LAST; y++)
      for (let x = 1; x < LAST; x++) expect(ring.tiles[y * N + x]).toBe(Tile.Floor);
    expect(stages[1].level.tiles).toEqual(level.tiles);
  });

  it('rejects invalid options with a RangeError naming the option', () => {
    const base = { width: N, height: N, seed: 1, cx: 0, cy: 0 };
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ width: 64 }, 'width'],
      [{ height: 31 }, 'height'],
      [{ cx: 1.5 }, 'cx'],
      [{ cy: 'north' }, 'cy'],
      [{ cx: 2e9 }, 'cx'],
      [{ seed: {} }, 'seed'],
    ];
    for (const [patch, name] of bad) {
      expect(() => generateChunk({ ...base, ...patch })).toThrow(RangeError);
      expect(() => generateChunk({ ...base, ...patch })).toThrow(name);
    }
  });

  it('matches the golden renderings (G3)', async () => {
    for (const [seed, cx, cy] of [
      [1, 0, 0],
      [2, 3, -1],
      [3, -20, 7],
    ]) {
      await expect(levelToAscii(chunk(seed, cx, cy))).toMatchFileSnapshot(
        `./__golden__/chunk-seed-${seed}.txt`,
      );
    }
  });
});
