import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FovAlgorithm } from './types.js';
import { validateFovArgs } from './validate.js';

const map = { width: 5, height: 4, opaque: new Uint8Array(20) };

describe('validateFovArgs', () => {
  it('accepts every in-map origin, any radius >= 0 (even Infinity) and a right-sized out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.oneof(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.constant(Number.POSITIVE_INFINITY)),
        fc.constantFrom<FovAlgorithm>('recursive', 'symmetric', 'raycast', 'permissive', 'mrpas', 'diamond'),
        fc.boolean(),
        (x, y, r, algorithm, withOut) => {
          const out = withOut ? new Uint8Array(20) : undefined;
          expect(() => validateFovArgs(map, { x, y }, r, algorithm, out)).not.toThrow();
        },
      ),
    );
  });

  it('rejects origins outside the map or not on a cell', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 15 }), fc.integer({ min: -10, max: 15 }), (x, y) => {
        fc.pre(x < 0 || y < 0 || x >= 5 || y >= 4);
        expect(() => validateFovArgs(map, { x, y }, 3, 'recursive', undefined)).toThrow(RangeError);
      }),
    );
    expect(() => validateFovArgs(map, { x: 1.5, y: 1 }, 3, 'recursive', undefined)).toThrow(/origin/);
  });

  it('rejects a negative or NaN radius', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ max: -Number.MIN_VALUE, noNaN: true }), fc.constant(Number.NaN)),
        (r) => {
          expect(() => validateFovArgs(map, { x: 0, y: 0 }, r, 'symmetric', undefined)).toThrow(/radius/);
        },
      ),
    );
  });

  it('rejects opaque and out arrays of the wrong length, and unknown algorithms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (n) => {
        fc.pre(n !== 20);
        const bad = { width: 5, height: 4, opaque: new Uint8Array(n) };
        expect(() => validateFovArgs(bad, { x: 0, y: 0 }, 3, 'recursive', undefined)).toThrow(/opaque/);
        expect(() => validateFovArgs(map, { x: 0, y: 0 }, 3, 'raycast', new Uint8Array(n))).toThrow(/out/);
      }),
    );
    expect(() => validateFovArgs(map, { x: 0, y: 0 }, 3, 'bogus' as FovAlgorithm, undefined)).toThrow(
      /algorithm/,
    );
    expect(() =>
      validateFovArgs(map, { x: 0, y: 0 }, 3, 'permissive', undefined, new Float32Array(19)),
    ).toThrow(/visibility/);
    expect(() =>
      validateFovArgs(
        map,
        { x: 0, y: 0 },
        3,
        'permissive',
        undefined,
        new Uint8Array(20) as unknown as Float32Array,
      ),
    ).toThrow(/visibility/);
    expect(() =>
      validateFovArgs(map, { x: 0, y: 0 }, 3, 'permissive', undefined, new Float32Array(20)),
    ).not.toThrow();
    expect(() =>
      validateFovArgs(
        { width: -1, height: 4, opaque: new Uint8Array(0) },
        { x: 0, y: 0 },
        1,
        'recursive',
        undefined,
      ),
    ).toThrow(RangeError);
  });
});
