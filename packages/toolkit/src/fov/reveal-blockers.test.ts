/**
 * LOS3 (techniques.md 1.20): seed 002's line of sight as written shows a cell only when it and every
 * cell of its line after the eye are clear; `revealBlockers: false` gives that view, `true` (the
 * default) also shows the first blocker, as every other method shows the wall. The sight zone is
 * the toolkit's, dx² + dy² <= r² (toolkit-api.md, F1), for both.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { line } from '../line/line.js';
import { computeFov, createFov } from './fov.js';
import { raycastFov } from './raycast.js';
import { scene } from './scenes.test.support.js';

describe('revealBlockers (LOS3)', () => {
  it('false: exactly the cells in the circle whose line, the cell included, is clear, and the eye', () => {
    fc.assert(
      fc.property(scene(20, fc.integer({ min: 0, max: 15 })), (s) => {
        const eye = { x: s.x, y: s.y };
        const visibility = new Float32Array(s.width * s.height);
        const seen = raycastFov(s, eye, s.radius, { revealBlockers: false, visibility });
        for (let y = 0; y < s.height; y++)
          for (let x = 0; x < s.width; x++) {
            const i = y * s.width + x;
            const inZone = (x - s.x) ** 2 + (y - s.y) ** 2 <= s.radius * s.radius;
            const clear = line(eye, { x, y })
              .slice(1)
              .every((p) => s.opaque[p.y * s.width + p.x] === 0);
            const want = (x === s.x && y === s.y) || (inZone && clear);
            expect(seen[i] !== 0, `${x},${y}`).toBe(want);
            expect(visibility[i]).toBe(want ? 1 : 0);
          }
      }),
      { numRuns: 300 },
    );
  });

  it('true and absent agree, and differ from false only on opaque cells', () => {
    fc.assert(
      fc.property(scene(16, fc.integer({ min: 0, max: 12 })), (s) => {
        const eye = { x: s.x, y: s.y };
        const shown = raycastFov(s, eye, s.radius);
        expect(raycastFov(s, eye, s.radius, { revealBlockers: true })).toEqual(shown);
        const hidden = computeFov(s, eye, s.radius, { algorithm: 'raycast', revealBlockers: false });
        expect(
          createFov().computeFov(s, eye, s.radius, { algorithm: 'raycast', revealBlockers: false }),
        ).toEqual(hidden);
        for (let i = 0; i < shown.length; i++) {
          if (s.opaque[i] === 0 || i === s.y * s.width + s.x) expect(hidden[i]).toBe(shown[i]);
          else expect(hidden[i]).toBe(0);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('is refused by the other methods and when it is not a boolean', () => {
    const map = { width: 3, height: 3, opaque: new Uint8Array(9) };
    const eye = { x: 1, y: 1 };
    expect(() => computeFov(map, eye, 2, { revealBlockers: false })).toThrow(
      /revealBlockers is an option of algorithm 'raycast' only \(algorithm is 'recursive', the default\)/,
    );
    expect(() => computeFov(map, eye, 2, { algorithm: 'symmetric', revealBlockers: true })).toThrow(
      RangeError,
    );
    expect(() => raycastFov(map, eye, 2, { revealBlockers: 'no' as unknown as boolean })).toThrow(
      /raycastFov.*revealBlockers/,
    );
  });
});
