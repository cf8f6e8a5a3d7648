import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeFov, createFov } from './fov.js';
import type { FovAlgorithm, OpacityMap } from './types.js';

const ALL: readonly FovAlgorithm[] = ['recursive', 'symmetric', 'raycast', 'permissive', 'mrpas', 'diamond'];

interface Scene {
  map: OpacityMap;
  x: number;
  y: number;
  radius: number;
}

const radius = fc.oneof(
  fc.integer({ min: 0, max: 30 }),
  fc.double({ min: 0, max: 30, noNaN: true }),
  fc.constant(Number.POSITIVE_INFINITY),
);

/** Random opacity (0..70% of the cells, with assorted nonzero values) of a given size. */
const cells = (width: number, height: number): fc.Arbitrary<Uint8Array> =>
  fc
    .integer({ min: 0, max: 70 })
    .chain((density) =>
      fc
        .array(fc.integer({ min: 0, max: 99 }), { minLength: width * height, maxLength: width * height })
        .map((v) => Uint8Array.from(v, (p) => (p < density ? 1 + p : 0))),
    );

const scene = (maxSide: number, r: fc.Arbitrary<number> = radius): fc.Arbitrary<Scene> =>
  fc
    .record({ width: fc.integer({ min: 1, max: maxSide }), height: fc.integer({ min: 1, max: maxSide }) })
    .chain(({ width, height }) =>
      fc.record({
        map: cells(width, height).map((opaque) => ({ width, height, opaque })),
        x: fc.integer({ min: 0, max: width - 1 }),
        y: fc.integer({ min: 0, max: height - 1 }),
        radius: r,
      }),
    );

const algorithm = fc.constantFrom(...ALL);

const fov = (s: Scene, a: FovAlgorithm): Uint8Array =>
  computeFov(s.map, { x: s.x, y: s.y }, s.radius, { algorithm: a });

describe('computeFov, every algorithm', () => {
  it('F1: sees the origin, and only cells of the map within the radius', () => {
    fc.assert(
      fc.property(scene(24), algorithm, (s, a) => {
        const seen = fov(s, a);
        const { width, height } = s.map;
        expect(seen).toBeInstanceOf(Uint8Array);
        expect(seen.length).toBe(width * height);
        expect(seen[s.y * width + s.x]).not.toBe(0);
        for (let i = 0; i < seen.length; i++) {
          if (seen[i] === 0) continue;
          const dx = (i % width) - s.x;
          const dy = Math.floor(i / width) - s.y;
          expect(dx * dx + dy * dy).toBeLessThanOrEqual(s.radius * s.radius);
        }
      }),
      { numRuns: 600 },
    );
  });

  it('F2: on an empty map sees every cell within the radius', () => {
    fc.assert(
      fc.property(scene(30), algorithm, (s, a) => {
        const { width, height } = s.map;
        const empty = { ...s, map: { width, height, opaque: new Uint8Array(width * height) } };
        const seen = fov(empty, a);
        for (let i = 0; i < seen.length; i++) {
          const dx = (i % width) - s.x;
          const dy = Math.floor(i / width) - s.y;
          expect(seen[i] !== 0).toBe(dx * dx + dy * dy <= s.radius * s.radius);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('F5: padding the map with k >= radius cells of any opacity changes nothing inside it', () => {
    const padded = scene(16, fc.integer({ min: 0, max: 12 })).chain((s) =>
      fc
        .integer({ min: s.radius, max: s.radius + 3 })
        .chain((k) => cells(s.map.width + 2 * k, s.map.height + 2 * k).map((border) => ({ s, k, border }))),
    );
    fc.assert(
      fc.property(padded, algorithm, ({ s, k, border }, a) => {
        const { width, height, opaque } = s.map;
        const bigWidth = width + 2 * k;
        const big = Uint8Array.from(border);
        for (let y = 0; y < height; y++)
          big.set(opaque.subarray(y * width, (y + 1) * width), (y + k) * bigWidth + k);
        const seenBig = fov(
          {
            map: { width: bigWidth, height: height + 2 * k, opaque: big },
            x: s.x + k,
            y: s.y + k,
            radius: s.radius,
          },
          a,
        );
        const inside = new Uint8Array(width * height);
        for (let y = 0; y < height; y++)
          inside.set(seenBig.subarray((y + k) * bigWidth + k, (y + k) * bigWidth + k + width), y * width);
        expect(inside.map((v) => (v !== 0 ? 1 : 0))).toEqual(fov(s, a).map((v) => (v !== 0 ? 1 : 0)));
      }),
      { numRuns: 600 },
    );
  });

  it('a wall right across the map hides everything behind it', () => {
    const walled = scene(24).chain((s) =>
      fc.record({
        s: fc.constant(s),
        vertical: fc.boolean(),
        at: fc.integer({ min: 0, max: 23 }),
      }),
    );
    fc.assert(
      fc.property(walled, algorithm, ({ s, vertical, at }, a) => {
        const { width, height } = s.map;
        const own = vertical ? s.x : s.y;
        const size = vertical ? width : height;
        const wall = at % size;
        fc.pre(wall !== own);
        const opaque = Uint8Array.from(s.map.opaque);
        for (let t = 0; t < (vertical ? height : width); t++)
          opaque[vertical ? t * width + wall : wall * width + t] = 1;
        const seen = fov({ ...s, map: { width, height, opaque } }, a);
        for (let i = 0; i < seen.length; i++) {
          const c = vertical ? i % width : Math.floor(i / width);
          const behind = own < wall ? c > wall : c < wall;
          if (behind) expect(seen[i]).toBe(0);
        }
      }),
      { numRuns: 600 },
    );
  });

  it('F4: an opaque cell hides every cell behind it on the same row or column as the origin', () => {
    const blocked = scene(24).chain((s) =>
      fc.record({
        s: fc.constant(s),
        dir: fc.integer({ min: 0, max: 3 }),
        dist: fc.integer({ min: 1, max: 22 }),
      }),
    );
    fc.assert(
      fc.property(blocked, algorithm, ({ s, dir, dist }, a) => {
        const { width, height } = s.map;
        const [sx, sy] = [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ][dir];
        const wx = s.x + sx * dist;
        const wy = s.y + sy * dist;
        fc.pre(wx >= 0 && wy >= 0 && wx < width && wy < height);
        const opaque = Uint8Array.from(s.map.opaque);
        opaque[wy * width + wx] = 1;
        const seen = fov({ ...s, map: { width, height, opaque } }, a);
        for (let x = wx + sx, y = wy + sy; x >= 0 && y >= 0 && x < width && y < height; x += sx, y += sy) {
          expect(seen[y * width + x]).toBe(0);
        }
      }),
      { numRuns: 600 },
    );
  });

  it('F7: turning a floor cell opaque reveals nothing new except perhaps that cell', () => {
    const changed = scene(20).chain((s) =>
      fc.record({ s: fc.constant(s), cell: fc.nat({ max: s.map.width * s.map.height - 1 }) }),
    );
    // MRPAS is not monotone (random maps find counterexamples): a new wall changes which obstacles
    // the walls after it grow or start.
    const monotone = fc.constantFrom<FovAlgorithm>(
      'recursive',
      'symmetric',
      'raycast',
      'permissive',
      'diamond',
    );
    fc.assert(
      fc.property(changed, monotone, ({ s, cell }, a) => {
        fc.pre(s.map.opaque[cell] === 0);
        const before = fov(s, a);
        const opaque = Uint8Array.from(s.map.opaque);
        opaque[cell] = 1;
        const after = fov({ ...s, map: { ...s.map, opaque } }, a);
        for (let i = 0; i < after.length; i++)
          if (i !== cell && after[i] !== 0) expect(before[i]).not.toBe(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('fills a given visibility array, whatever it held: above 0 exactly where seen, never above 1', () => {
    fc.assert(
      fc.property(scene(24), algorithm, fc.float({ noNaN: true }), (s, a, junk) => {
        const visibility = new Float32Array(s.map.width * s.map.height).fill(junk);
        const seen = computeFov(s.map, { x: s.x, y: s.y }, s.radius, { algorithm: a, visibility });
        expect(seen).toEqual(fov(s, a));
        for (let i = 0; i < seen.length; i++) {
          if (seen[i] === 0) expect(visibility[i]).toBe(0);
          else expect(visibility[i] > 0 && visibility[i] <= 1).toBe(true);
          if (a !== 'permissive') expect(visibility[i]).toBe(seen[i] === 0 ? 0 : 1);
        }
      }),
      { numRuns: 600 },
    );
  });

  it('fills and returns a given out array, whatever it held, exactly as a fresh result', () => {
    fc.assert(
      fc.property(scene(24), algorithm, fc.integer({ min: 0, max: 255 }), (s, a, junk) => {
        const out = new Uint8Array(s.map.width * s.map.height).fill(junk);
        const result = computeFov(s.map, { x: s.x, y: s.y }, s.radius, { algorithm: a, out });
        expect(result).toBe(out);
        expect(result).toEqual(fov(s, a));
      }),
      { numRuns: 300 },
    );
  });

  it('a held Fov answers a run of calls (sizes, radii and algorithms changing) as fresh computeFov calls do', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(scene(24), algorithm), { minLength: 1, maxLength: 8 }), (calls) => {
        const held = createFov();
        for (const [s, a] of calls) {
          const out = new Uint8Array(s.map.width * s.map.height);
          expect(held.computeFov(s.map, { x: s.x, y: s.y }, s.radius, { algorithm: a, out })).toEqual(
            fov(s, a),
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it('names itself and the argument when given a missing origin, map or options', () => {
    const map = { width: 2, height: 2, opaque: new Uint8Array(4) };
    expect(() => computeFov(map, undefined as unknown as { x: number; y: number }, 3)).toThrow(
      /^computeFov: origin must be a point/,
    );
    expect(() => computeFov(undefined as unknown as typeof map, { x: 0, y: 0 }, 3)).toThrow(
      /^computeFov: the map must be an object/,
    );
    expect(() => computeFov(map, { x: 0, y: 0 }, 3, 'symmetric' as unknown as object)).toThrow(
      /^computeFov: options must be an object/,
    );
  });

  it("defaults to 'recursive'", () => {
    fc.assert(
      fc.property(scene(24), (s) => {
        expect(computeFov(s.map, { x: s.x, y: s.y }, s.radius)).toEqual(fov(s, 'recursive'));
      }),
      { numRuns: 200 },
    );
  });
});

/** A map with a closed rectangular room (wall ring + floor) inside random surroundings. */
const roomScene = fc
  .record({ width: fc.integer({ min: 3, max: 24 }), height: fc.integer({ min: 3, max: 24 }) })
  .chain(({ width, height }) =>
    fc
      .record({ left: fc.nat({ max: width - 3 }), top: fc.nat({ max: height - 3 }) })
      .chain(({ left, top }) =>
        fc.record({
          width: fc.constant(width),
          height: fc.constant(height),
          left: fc.constant(left),
          top: fc.constant(top),
          right: fc.integer({ min: left + 2, max: width - 1 }),
          bottom: fc.integer({ min: top + 2, max: height - 1 }),
          surroundings: cells(width, height),
        }),
      )
      .chain((r) =>
        fc.record({
          room: fc.constant(r),
          x: fc.integer({ min: r.left + 1, max: r.right - 1 }),
          y: fc.integer({ min: r.top + 1, max: r.bottom - 1 }),
        }),
      ),
  );

type RoomScene = typeof roomScene extends fc.Arbitrary<infer T> ? T : never;

describe('computeFov in a closed convex room (F3)', () => {
  const build = ({
    room,
  }: RoomScene): { map: OpacityMap; part: (x: number, y: number) => 'floor' | 'wall' | 'out' } => {
    const { width, height, left, top, right, bottom, surroundings } = room;
    const part = (x: number, y: number): 'floor' | 'wall' | 'out' =>
      x < left || x > right || y < top || y > bottom
        ? 'out'
        : x === left || x === right || y === top || y === bottom
          ? 'wall'
          : 'floor';
    const opaque = Uint8Array.from(surroundings);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if (part(x, y) !== 'out') opaque[y * width + x] = part(x, y) === 'wall' ? 1 : 0;
    return { map: { width, height, opaque }, part };
  };

  it.each(['recursive', 'symmetric'] as const)(
    '%s sees every floor and wall cell of the room and nothing outside it',
    (a) => {
      fc.assert(
        fc.property(roomScene, (sc) => {
          const { map, part } = build(sc);
          const seen = computeFov(map, { x: sc.x, y: sc.y }, Number.POSITIVE_INFINITY, { algorithm: a });
          for (let i = 0; i < seen.length; i++)
            expect(seen[i] !== 0).toBe(part(i % map.width, Math.floor(i / map.width)) !== 'out');
        }),
        { numRuns: 600 },
      );
    },
  );

  it('raycast sees every floor cell of the room and nothing outside it (a Bresenham line may graze a wall before the wall it aims at)', () => {
    fc.assert(
      fc.property(roomScene, (sc) => {
        const { map, part } = build(sc);
        const seen = computeFov(map, { x: sc.x, y: sc.y }, Number.POSITIVE_INFINITY, {
          algorithm: 'raycast',
        });
        for (let i = 0; i < seen.length; i++) {
          const p = part(i % map.width, Math.floor(i / map.width));
          if (p === 'floor') expect(seen[i]).not.toBe(0);
          if (p === 'out') expect(seen[i]).toBe(0);
        }
      }),
      { numRuns: 600 },
    );
  });
});
