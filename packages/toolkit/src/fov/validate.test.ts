import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OpacityMap } from './types.js';
import { computeFov } from './fov.js';
import { symmetricFov } from './symmetric.js';

/** A field-of-view call by name, its arrays passed as options: the checks run in runFov, as for every method. */
const validateFovArgs = (
  fn: 'computeFov' | 'symmetricFov',
  map: OpacityMap,
  origin: { x: number; y: number },
  radius: number,
  out: Uint8Array | undefined,
  visibility?: Float32Array,
): Uint8Array => (fn === 'computeFov' ? computeFov : symmetricFov)(map, origin, radius, { out, visibility });

const map = { width: 5, height: 4, opaque: new Uint8Array(20) };
const FN = 'computeFov' as const;

describe('field-of-view argument checks', () => {
  it('accepts every in-map origin, any radius >= 0 (even Infinity) and a right-sized out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.oneof(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.constant(Number.POSITIVE_INFINITY)),
        fc.boolean(),
        (x, y, r, withOut) => {
          const out = withOut ? new Uint8Array(20) : undefined;
          expect(() => validateFovArgs(FN, map, { x, y }, r, out)).not.toThrow();
        },
      ),
    );
  });

  it('rejects origins outside the map or not on a cell', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 15 }), fc.integer({ min: -10, max: 15 }), (x, y) => {
        fc.pre(x < 0 || y < 0 || x >= 5 || y >= 4);
        expect(() => validateFovArgs(FN, map, { x, y }, 3, undefined)).toThrow(RangeError);
      }),
    );
    expect(() => validateFovArgs(FN, map, { x: 1.5, y: 1 }, 3, undefined)).toThrow(/origin/);
  });

  it('rejects a negative or NaN radius', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ max: -Number.MIN_VALUE, noNaN: true }), fc.constant(Number.NaN)),
        (r) => {
          expect(() => validateFovArgs(FN, map, { x: 0, y: 0 }, r, undefined)).toThrow(/radius/);
        },
      ),
    );
  });

  it('rejects opaque, out and visibility arrays of the wrong length or kind', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (n) => {
        fc.pre(n !== 20);
        const bad = { width: 5, height: 4, opaque: new Uint8Array(n) };
        expect(() => validateFovArgs(FN, bad, { x: 0, y: 0 }, 3, undefined)).toThrow(/opaque/);
        expect(() => validateFovArgs(FN, map, { x: 0, y: 0 }, 3, new Uint8Array(n))).toThrow(/out/);
      }),
    );
    expect(() => validateFovArgs(FN, map, { x: 0, y: 0 }, 3, undefined, new Float32Array(19))).toThrow(
      /visibility/,
    );
    expect(() =>
      validateFovArgs(FN, map, { x: 0, y: 0 }, 3, undefined, new Uint8Array(20) as unknown as Float32Array),
    ).toThrow(/visibility/);
    expect(() => validateFovArgs(FN, map, { x: 0, y: 0 }, 3, undefined, new Float32Array(20))).not.toThrow();
    expect(() =>
      validateFovArgs(FN, { width: -1, height: 4, opaque: new Uint8Array(0) }, { x: 0, y: 0 }, 1, undefined),
    ).toThrow(RangeError);
  });

  it('names the function it checks for', () => {
    expect(() => validateFovArgs('symmetricFov', map, { x: 9, y: 0 }, 3, undefined)).toThrow(
      /^symmetricFov: /,
    );
  });

  it('says the arguments look swapped when a point comes where the map goes', () => {
    const swapped = (): Uint8Array =>
      validateFovArgs(
        FN,
        { x: 1, y: 1 } as unknown as OpacityMap,
        map as unknown as { x: number; y: number },
        8,
        undefined,
      );
    expect(swapped).toThrow(TypeError);
    expect(swapped).toThrow(/look swapped/);
  });
});
