// Shared by the per-algorithm FOV tests: random scenes and the symmetry check. The name matches
// the package's `!**/*.test.*` files rule, so it is never shipped, and vitest does not run it as
// a test file of its own.
import { expect } from 'vitest';
import fc from 'fast-check';

/** A flat scene for the scan functions: opacity cells (0 = clear, 1..99 opaque), an eye, a radius. */
export interface Scene {
  width: number;
  height: number;
  opaque: Uint8Array;
  x: number;
  y: number;
  radius: number;
}

/** Radii as users pass them: whole numbers, fractions and no limit at all. */
export const anyRadius: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: 0, max: 30 }),
  fc.double({ min: 0, max: 30, noNaN: true }),
  fc.constant(Number.POSITIVE_INFINITY),
);

/** Scenes up to maxSide on each side, 0..70% of the cells opaque with assorted nonzero values. */
export const scene = (maxSide: number, radius: fc.Arbitrary<number> = anyRadius): fc.Arbitrary<Scene> =>
  fc
    .record({
      width: fc.integer({ min: 1, max: maxSide }),
      height: fc.integer({ min: 1, max: maxSide }),
      density: fc.integer({ min: 0, max: 70 }),
    })
    .chain(({ width, height, density }) =>
      fc.record({
        width: fc.constant(width),
        height: fc.constant(height),
        opaque: fc
          .array(fc.integer({ min: 0, max: 99 }), { minLength: width * height, maxLength: width * height })
          .map((v) => Uint8Array.from(v, (p) => (p < density ? 1 + p : 0))),
        x: fc.integer({ min: 0, max: width - 1 }),
        y: fc.integer({ min: 0, max: height - 1 }),
        radius,
      }),
    );

/** Asserts that, in the scene's map, floor cell a sees floor cell b exactly when b sees a. */
export function expectSymmetric(
  run: (s: Scene) => Uint8Array,
  { width, height, opaque, radius }: Scene,
): void {
  const n = width * height;
  const views: Array<Uint8Array | null> = [];
  for (let i = 0; i < n; i++) {
    views.push(
      opaque[i] !== 0 ? null : run({ width, height, opaque, x: i % width, y: Math.floor(i / width), radius }),
    );
  }
  for (let a = 0; a < n; a++) {
    const va = views[a];
    if (va === null) continue;
    for (let b = a + 1; b < n; b++) {
      const vb = views[b];
      if (vb !== null) expect([a, b, va[b] !== 0]).toEqual([a, b, vb[a] !== 0]);
    }
  }
}
