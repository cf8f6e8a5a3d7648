import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeFov } from './fov.js';
import { hexFov } from './hex.js';
import type { OpacityMap } from './types.js';

interface HexScene {
  map: OpacityMap;
  x: number;
  y: number;
  radius: number;
}

/** Hex steps between two doubled-width cells: a step covers a row and a column, or two columns. */
function hexSteps(dx: number, dy: number): number {
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  return ay + Math.max(0, (ax - ay) / 2);
}

/** A random hex map (the odd cells hold junk, which must not matter) and an eye on a hex cell. */
const hexScene = (maxSide: number, density: fc.Arbitrary<number>): fc.Arbitrary<HexScene> =>
  fc
    .record({
      width: fc.integer({ min: 2, max: maxSide }),
      height: fc.integer({ min: 1, max: maxSide }),
      density,
    })
    .chain(({ width, height, density: d }) =>
      fc.record({
        map: fc
          .array(fc.integer({ min: 0, max: 99 }), { minLength: width * height, maxLength: width * height })
          .map((v) => ({ width, height, opaque: Uint8Array.from(v, (p) => (p < d ? 1 : 0)) })),
        y: fc.integer({ min: 0, max: height - 1 }),
        x0: fc.integer({ min: 0, max: width - 1 }),
        radius: fc.oneof(
          fc.integer({ min: 0, max: 12 }),
          fc.double({ min: 0, max: 12, noNaN: true }),
          fc.constant(Infinity),
        ),
      }),
    )
    .map(({ map, y, x0, radius }) => {
      // Move x onto a hex cell (x + y even), inside the map.
      let x = x0;
      if ((x + y) % 2 !== 0) x = x + 1 < map.width ? x + 1 : x - 1;
      return { map, x, y, radius };
    });

const hex = (s: HexScene): Uint8Array => computeFov(s.map, { x: s.x, y: s.y }, s.radius, { topology: 6 });

describe('computeFov on a hex grid (topology 6)', () => {
  it('on an open map sees exactly the hex cells within hex distance r', () => {
    fc.assert(
      fc.property(hexScene(30, fc.constant(0)), (s) => {
        const seen = hex(s);
        for (let i = 0; i < seen.length; i++) {
          const x = i % s.map.width;
          const y = Math.floor(i / s.map.width);
          const isCell = (x + y) % 2 === 0;
          expect(seen[i] !== 0).toBe(isCell && hexSteps(x - s.x, y - s.y) <= s.radius);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never marks a non-cell (x + y odd) and always the eye, whatever the walls', () => {
    fc.assert(
      fc.property(hexScene(24, fc.integer({ min: 0, max: 70 })), (s) => {
        const seen = hex(s);
        expect(seen[s.y * s.map.width + s.x]).not.toBe(0);
        for (let i = 0; i < seen.length; i++) {
          if ((((i % s.map.width) + Math.floor(i / s.map.width)) & 1) !== 0) expect(seen[i]).toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is symmetric between floor cells', () => {
    fc.assert(
      fc.property(hexScene(16, fc.integer({ min: 0, max: 50 })), (s) => {
        const { width, opaque } = s.map;
        const from = hex({ ...s, radius: Infinity });
        for (let i = 0; i < from.length; i++) {
          const x = i % width;
          const y = Math.floor(i / width);
          if ((x + y) % 2 !== 0 || opaque[i] !== 0 || opaque[s.y * width + s.x] !== 0) continue;
          const back = computeFov(s.map, { x, y }, Infinity, { topology: 6 });
          expect(back[s.y * width + s.x] !== 0).toBe(from[i] !== 0);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('turning a floor cell into a wall reveals nothing new except perhaps that cell', () => {
    fc.assert(
      fc.property(hexScene(20, fc.integer({ min: 0, max: 50 })), fc.nat(), (s, pick) => {
        const before = hex(s);
        const opaque = s.map.opaque.slice();
        const k = pick % opaque.length;
        opaque[k] = 1;
        const after = hex({ ...s, map: { ...s.map, opaque } });
        for (let i = 0; i < after.length; i++) if (i !== k && after[i] !== 0) expect(before[i]).not.toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('a wall hides the cell straight behind it in each of the six directions', () => {
    const steps = [
      [2, 0],
      [-2, 0],
      [1, 1],
      [-1, 1],
      [1, -1],
      [-1, -1],
    ];
    for (const [dx, dy] of steps) {
      const width = 21;
      const height = 11;
      const opaque = new Uint8Array(width * height);
      const eye = { x: 10, y: 4 };
      opaque[(eye.y + dy) * width + eye.x + dx] = 1;
      const seen = computeFov({ width, height, opaque }, eye, 10, { topology: 6 });
      expect(seen[(eye.y + dy) * width + eye.x + dx]).not.toBe(0);
      expect(seen[(eye.y + 2 * dy) * width + eye.x + 2 * dx]).toBe(0);
      expect(seen[(eye.y + 3 * dy) * width + eye.x + 3 * dx]).toBe(0);
    }
  });

  it('sees along the edge between two cells unless both are walls', () => {
    // From (4, 2) to (4, 4) the line runs between (3, 3) and (5, 3).
    const width = 9;
    const height = 7;
    const eye = { x: 4, y: 2 };
    const target = 4 * width + 4;
    const sees = (walls: Array<[number, number]>): boolean => {
      const opaque = new Uint8Array(width * height);
      for (const [x, y] of walls) opaque[y * width + x] = 1;
      return computeFov({ width, height, opaque }, eye, 5, { topology: 6 })[target] !== 0;
    };
    expect(sees([])).toBe(true);
    expect(sees([[3, 3]])).toBe(true);
    expect(sees([[5, 3]])).toBe(true);
    expect(
      sees([
        [3, 3],
        [5, 3],
      ]),
    ).toBe(false);
  });

  it('hexFov is computeFov with topology 6, cones included (cones in true hex geometry)', () => {
    fc.assert(
      fc.property(
        hexScene(20, fc.integer({ min: 0, max: 40 })),
        fc.integer({ min: 0, max: 359 }),
        (s, direction) => {
          const eye = { x: s.x, y: s.y };
          const options = { direction, angle: 60 };
          const cone = hexFov(s.map, eye, s.radius, options);
          expect(cone).toEqual(computeFov(s.map, eye, s.radius, { topology: 6, ...options }));
          const full = hexFov(s.map, eye, s.radius);
          for (let i = 0; i < cone.length; i++) {
            const dx = ((i % s.map.width) - s.x) * (Math.sqrt(3) / 2);
            const dy = (Math.floor(i / s.map.width) - s.y) * 1.5;
            if (dx === 0 && dy === 0) continue;
            const a = (Math.atan2(dy, dx) * 180) / Math.PI;
            const off = Math.abs(((((a - direction) % 360) + 540) % 360) - 180);
            if (Math.abs(off - 30) < 1e-6) continue;
            expect(cone[i] !== 0).toBe(full[i] !== 0 && off <= 30);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('rejects an eye off the hex cells, an algorithm, and other topologies', () => {
    const map = { width: 6, height: 4, opaque: new Uint8Array(24) };
    expect(() => computeFov(map, { x: 1, y: 0 }, 3, { topology: 6 })).toThrow(/not a hex cell/);
    expect(() => computeFov(map, { x: 2, y: 0 }, 3, { topology: 6, algorithm: 'symmetric' })).toThrow(
      /^computeFov: topology 6 \(hex\) has one method/,
    );
    expect(() => computeFov(map, { x: 2, y: 0 }, 3, { topology: 4 as 6 })).toThrow(/topology must be 6/);
    expect(() => hexFov(map, { x: 3, y: 0 }, 3)).toThrow(/^hexFov: /);
  });
});
