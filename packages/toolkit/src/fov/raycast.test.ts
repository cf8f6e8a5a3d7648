import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Scene, scene } from './scenes.test.support.js';
import { line } from '../line/line.js';
import { raycastScan } from './raycast.js';
import { FovScratch } from './scratch.js';

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
      fc.property(scene(20), (s) => {
        const out = new Uint8Array(s.width * s.height);
        raycastScan({ ...s, out }, new FovScratch(), 'raycastScan');
        expect(out).toEqual(reference(s));
      }),
      { numRuns: 1000 },
    );
  });
});
