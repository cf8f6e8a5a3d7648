import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeFov } from './fov.js';
import { diamondFov, mrpasFov, permissiveFov, raycastFov, recursiveFov, symmetricFov } from './index.js';
import type { FovAlgorithm, FovAlgorithmOptions, OpacityMap } from './types.js';

const ALL: readonly FovAlgorithm[] = ['recursive', 'symmetric', 'raycast', 'permissive', 'mrpas', 'diamond'];
const SINGLE = { recursiveFov, symmetricFov, raycastFov, permissiveFov, mrpasFov, diamondFov } as const;

interface Scene {
  map: OpacityMap;
  x: number;
  y: number;
  radius: number;
}

const scene = (maxSide: number): fc.Arbitrary<Scene> =>
  fc
    .record({
      width: fc.integer({ min: 1, max: maxSide }),
      height: fc.integer({ min: 1, max: maxSide }),
      density: fc.integer({ min: 0, max: 50 }),
    })
    .chain(({ width, height, density }) =>
      fc.record({
        map: fc
          .array(fc.integer({ min: 0, max: 99 }), { minLength: width * height, maxLength: width * height })
          .map((v) => ({ width, height, opaque: Uint8Array.from(v, (p) => (p < density ? 1 : 0)) })),
        x: fc.integer({ min: 0, max: width - 1 }),
        y: fc.integer({ min: 0, max: height - 1 }),
        radius: fc.oneof(fc.integer({ min: 0, max: 25 }), fc.constant(Number.POSITIVE_INFINITY)),
      }),
    );

/**
 * How far (degrees) the direction from the eye to (dx, dy) lies from the cone's axis, 0..180,
 * measured with atan2 (y grows down, so 90 degrees is +y).
 */
function offAxis(dx: number, dy: number, direction: number): number {
  const a = (Math.atan2(dy, dx) * 180) / Math.PI;
  const diff = ((((a - direction) % 360) + 540) % 360) - 180;
  return Math.abs(diff);
}

describe('computeFov with a cone (direction, angle)', () => {
  it('sees exactly the cells the full view sees whose centre lies in the cone, and always the eye', () => {
    fc.assert(
      fc.property(
        scene(20),
        fc.constantFrom(...ALL),
        fc.oneof(
          fc.double({ min: -720, max: 720, noNaN: true }),
          fc.integer({ min: -8, max: 8 }).map((k) => 45 * k),
        ),
        fc.oneof(fc.double({ min: 0, max: 360, noNaN: true }), fc.constantFrom(0, 45, 90, 180, 270, 360)),
        (s, algorithm, direction, angle) => {
          const origin = { x: s.x, y: s.y };
          const full = computeFov(s.map, origin, s.radius, { algorithm });
          const cone = computeFov(s.map, origin, s.radius, { algorithm, direction, angle });
          const { width } = s.map;
          for (let i = 0; i < full.length; i++) {
            const dx = (i % width) - s.x;
            const dy = Math.floor(i / width) - s.y;
            if (dx === 0 && dy === 0) {
              expect(cone[i]).not.toBe(0);
              continue;
            }
            const off = offAxis(dx, dy, direction);
            // Centres within a hair of the edge are left to the exact-edge test below.
            if (Math.abs(off - angle / 2) < 1e-6) {
              if (full[i] === 0) expect(cone[i]).toBe(0);
              continue;
            }
            expect(cone[i] !== 0).toBe(full[i] !== 0 && off <= angle / 2);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('counts centres exactly on the edge as inside, and faces south at 90 degrees (y grows down)', () => {
    const map = { width: 9, height: 9, opaque: new Uint8Array(81) };
    const eye = { x: 4, y: 4 };
    const at = (m: Uint8Array, x: number, y: number): boolean => m[y * 9 + x] !== 0;
    const east = computeFov(map, eye, 10, { direction: 0, angle: 90 });
    expect(at(east, 6, 2)).toBe(true); // 45 degrees up
    expect(at(east, 6, 6)).toBe(true); // 45 degrees down
    expect(at(east, 6, 7)).toBe(false);
    expect(at(east, 3, 4)).toBe(false);
    const south = computeFov(map, eye, 10, { direction: 90, angle: 10 });
    expect(at(south, 4, 8)).toBe(true);
    expect(at(south, 4, 0)).toBe(false);
    expect(at(south, 5, 8)).toBe(false);
    const line = computeFov(map, eye, 10, { direction: 225, angle: 0 });
    const seen = [...line.keys()].filter((i) => line[i] !== 0).map((i) => [i % 9, Math.floor(i / 9)]);
    expect(seen).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
  });

  it('an angle of 360 is no cone, whatever the direction', () => {
    fc.assert(
      fc.property(
        scene(16),
        fc.constantFrom(...ALL),
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        (s, algorithm, direction) => {
          const origin = { x: s.x, y: s.y };
          expect(computeFov(s.map, origin, s.radius, { algorithm, direction, angle: 360 })).toEqual(
            computeFov(s.map, origin, s.radius, { algorithm }),
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it('clears the visibility of the cells it cuts away', () => {
    fc.assert(
      fc.property(scene(16), fc.constantFrom<FovAlgorithm>('permissive', 'recursive'), (s, algorithm) => {
        const { width, height } = s.map;
        const visibility = new Float32Array(width * height).fill(7);
        const seen = computeFov(s.map, { x: s.x, y: s.y }, s.radius, {
          algorithm,
          direction: 30,
          angle: 100,
          visibility,
        });
        for (let i = 0; i < seen.length; i++) expect(visibility[i] > 0).toBe(seen[i] !== 0);
      }),
      { numRuns: 100 },
    );
  });

  it('works the same through each single-algorithm function', () => {
    fc.assert(
      fc.property(
        scene(16),
        fc.constantFrom(...ALL),
        fc.integer({ min: 0, max: 359 }),
        fc.integer({ min: 0, max: 360 }),
        (s, algorithm, direction, angle) => {
          const origin = { x: s.x, y: s.y };
          const options: FovAlgorithmOptions = { direction, angle };
          expect(SINGLE[`${algorithm}Fov`](s.map, origin, s.radius, options)).toEqual(
            computeFov(s.map, origin, s.radius, { algorithm, ...options }),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('rejects half a cone and angles or directions that are not numbers of degrees', () => {
    const map = { width: 3, height: 3, opaque: new Uint8Array(9) };
    const eye = { x: 1, y: 1 };
    const cone = (got: string): RegExp =>
      new RegExp(
        `^computeFov: a cone needs both direction \\(finite\\) and angle \\(0 to 360\\) in degrees, got ${got}$`,
      );
    expect(() => computeFov(map, eye, 2, { direction: 90 })).toThrow(
      cone('direction 90 and angle undefined'),
    );
    expect(() => computeFov(map, eye, 2, { angle: 90 })).toThrow(cone('direction undefined and angle 90'));
    expect(() => computeFov(map, eye, 2, { direction: 0, angle: 361 })).toThrow(
      cone('direction 0 and angle 361'),
    );
    expect(() => computeFov(map, eye, 2, { direction: 0, angle: -1 })).toThrow(
      cone('direction 0 and angle -1'),
    );
    expect(() => computeFov(map, eye, 2, { direction: 0, angle: '90' as unknown as number })).toThrow(
      cone('direction 0 and angle "90"'),
    );
    expect(() => computeFov(map, eye, 2, { direction: Number.NaN, angle: 90 })).toThrow(
      cone('direction NaN and angle 90'),
    );
    expect(() => recursiveFov(map, eye, 2, { direction: Infinity, angle: 90 })).toThrow(
      /^recursiveFov: a cone needs both .*, got direction Infinity and angle 90$/,
    );
    expect(() => computeFov(map, eye, 2, { direction: -450, angle: 0 })).not.toThrow();
  });
});
