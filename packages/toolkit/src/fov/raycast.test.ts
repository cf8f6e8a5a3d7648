import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { line } from '../line/line.js';
import { FovScratch } from './scratch.js';
import { raycastScan } from './raycast.js';

interface Scene {
  width: number;
  height: number;
  opaque: Uint8Array;
  x: number;
  y: number;
  radius: number;
}

const scene: fc.Arbitrary<Scene> = fc
  .record({
    width: fc.integer({ min: 1, max: 20 }),
    height: fc.integer({ min: 1, max: 20 }),
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
      radius: fc.oneof(
        fc.integer({ min: 0, max: 30 }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.constant(Number.POSITIVE_INFINITY),
      ),
    }),
  );

/** The definition, word for word: every cell within the radius, its line, nothing opaque strictly inside. */
function reference(s: Scene): Uint8Array {
  const seen = new Uint8Array(s.width * s.height);
  const origin = { x: s.x, y: s.y };
  for (let y = 0; y < s.height; y++) {
    for (let x = 0; x < s.width; x++) {
      if ((x - s.x) ** 2 + (y - s.y) ** 2 > s.radius * s.radius) continue;
      const between = line(origin, { x, y }).slice(1, -1);
      if (between.every((p) => s.opaque[p.y * s.width + p.x] === 0)) seen[y * s.width + x] = 1;
    }
  }
  return seen;
}

describe('raycastScan', () => {
  it('marks exactly the cells within the radius whose line from the origin is clear in between', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const out = new Uint8Array(s.width * s.height);
        raycastScan({ ...s, out }, new FovScratch());
        expect(out).toEqual(reference(s));
      }),
      { numRuns: 1000 },
    );
  });
});
