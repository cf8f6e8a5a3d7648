import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createFov } from './fov.js';
import {
  computeFov,
  diamondFov,
  hexFov,
  mrpasFov,
  permissiveFov,
  raycastFov,
  recursiveFov,
  symmetricFov,
} from './index.js';
import type { FovAlgorithm, FovOptions, OpacityMap } from './types.js';

const SINGLE = { recursiveFov, symmetricFov, raycastFov, permissiveFov, mrpasFov, diamondFov } as const;

interface Call {
  map: OpacityMap;
  x: number;
  y: number;
  radius: number;
  algorithm: FovAlgorithm | 'hex';
  single: boolean;
  cone: boolean;
  direction: number;
  angle: number;
}

/** One call: a map of any size, an eye, a radius, a method, plain computeFov or the single function. */
const call: fc.Arbitrary<Call> = fc
  .record({
    width: fc.integer({ min: 1, max: 40 }),
    height: fc.integer({ min: 1, max: 40 }),
    density: fc.integer({ min: 0, max: 60 }),
  })
  .chain(({ width, height, density }) =>
    fc.record({
      map: fc
        .array(fc.integer({ min: 0, max: 99 }), { minLength: width * height, maxLength: width * height })
        .map((v) => ({ width, height, opaque: Uint8Array.from(v, (p) => (p < density ? 1 : 0)) })),
      x: fc.integer({ min: 0, max: width - 1 }),
      y: fc.integer({ min: 0, max: height - 1 }),
      radius: fc.oneof(
        fc.integer({ min: 0, max: 45 }),
        fc.double({ min: 0, max: 45, noNaN: true }),
        fc.constant(Infinity),
      ),
      algorithm: fc.constantFrom<FovAlgorithm | 'hex'>(
        'recursive',
        'symmetric',
        'raycast',
        'permissive',
        'mrpas',
        'diamond',
        'hex',
      ),
      single: fc.boolean(),
      cone: fc.boolean(),
      direction: fc.integer({ min: 0, max: 359 }),
      angle: fc.integer({ min: 0, max: 360 }),
    }),
  )
  .filter((c) => c.algorithm !== 'hex' || (c.x + c.y) % 2 === 0);

function plain(c: Call, visibility: Float32Array): Uint8Array {
  const eye = { x: c.x, y: c.y };
  const cone = c.cone ? { direction: c.direction, angle: c.angle } : {};
  if (c.algorithm === 'hex') {
    return c.single
      ? hexFov(c.map, eye, c.radius, { ...cone, visibility })
      : computeFov(c.map, eye, c.radius, { topology: 6, ...cone, visibility });
  }
  return c.single
    ? SINGLE[`${c.algorithm}Fov`](c.map, eye, c.radius, { ...cone, visibility })
    : computeFov(c.map, eye, c.radius, { algorithm: c.algorithm, ...cone, visibility });
}

function held(c: Call, visibility: Float32Array): Uint8Array {
  const options: FovOptions =
    c.algorithm === 'hex' ? { topology: 6, visibility } : { algorithm: c.algorithm, visibility };
  const cone = c.cone ? { direction: c.direction, angle: c.angle } : {};
  return createFov().computeFov(c.map, { x: c.x, y: c.y }, c.radius, { ...options, ...cone });
}

describe('the plain field-of-view functions', () => {
  it('answer any run of calls (sizes, radii, methods, cones in random order) as a fresh held Fov does', () => {
    fc.assert(
      fc.property(fc.array(call, { minLength: 2, maxLength: 10 }), (calls) => {
        for (const c of calls) {
          const cells = c.map.width * c.map.height;
          const v1 = new Float32Array(cells);
          const v2 = new Float32Array(cells);
          expect(plain(c, v1)).toEqual(held(c, v2));
          expect(v1).toEqual(v2);
        }
      }),
      { numRuns: 250 },
    );
  });
});
