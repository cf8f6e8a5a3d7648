import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createLighting } from './lighting.js';
import type { Light } from './types.js';
import type { FovAlgorithm } from '../fov/types.js';

/** A seeded map of scattered pillars, `fill` the share of opaque cells. */
function pillars(width: number, height: number, seed: number, fill: number): Uint8Array {
  const opaque = new Uint8Array(width * height);
  let s = seed >>> 0 || 1;
  for (let i = 0; i < opaque.length; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    opaque[i] = (s >>> 0) % 1000 < fill * 1000 ? 1 : 0;
  }
  return opaque;
}

const light = fc.record({
  x: fc.nat(),
  y: fc.nat(),
  color: fc.integer({ min: 0, max: 0xffffff }),
  radius: fc.constantFrom(0, 1, 2.5, 4, 7, 12),
  intensity: fc.option(fc.double({ min: 0, max: 2, noNaN: true }), { nil: undefined }),
});

describe('createLighting({ keep: true })', () => {
  it('gives what a fresh calculator gives, call after call, as cells change opacity and update() names them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 60 }),
        fc.integer({ min: 8, max: 50 }),
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.array(fc.array(light, { minLength: 0, maxLength: 6 }), { minLength: 2, maxLength: 8 }),
        fc.constantFrom<FovAlgorithm>('symmetric', 'recursive', 'raycast'),
        fc.boolean(),
        (width, height, seed, calls, algorithm, withViewer) => {
          const opaque = pillars(width, height, seed, 0.2);
          const map = { width, height, opaque };
          const keeping = createLighting({ keep: true });
          // The same few lights stay put from call to call (kept), others come and go.
          const fixed = calls[0];
          let s = seed;
          for (const extra of calls) {
            // Flip a few cells and tell the keeping calculator which.
            for (let k = 0; k < 3; k++) {
              s = (s * 1103515245 + 12345) >>> 0;
              const i = s % opaque.length;
              opaque[i] ^= 1;
              keeping.update(i % width, Math.floor(i / width));
            }
            const lights: Light[] = [...fixed, ...extra].map((l) => ({
              ...l,
              x: l.x % width,
              y: l.y % height,
            }));
            const viewer = { x: lights[0]?.x ?? 0, y: lights[0]?.y ?? 0 };
            const options = withViewer ? { algorithm, viewer } : { algorithm };
            const want = createLighting().compute(map, lights, options);
            const got = keeping.compute(map, lights, options);
            expect(Array.from(got)).toEqual(Array.from(want));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives what a fresh calculator gives as lights leave and come back and doors shut and open again', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 40 }),
        fc.integer({ min: 8, max: 30 }),
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.array(light, { minLength: 1, maxLength: 6 }),
        fc.constantFrom<FovAlgorithm>('symmetric', 'recursive', 'raycast'),
        fc.boolean(),
        (width, height, seed, pool, algorithm, withViewer) => {
          const opaque = pillars(width, height, seed, 0.2);
          const map = { width, height, opaque };
          const keeping = createLighting({ keep: true });
          let s = seed;
          const next = (n: number): number => {
            s = (s * 1103515245 + 12345) >>> 0;
            return (s >>> 8) % n;
          };
          // A few "doors": cells that shut and open again, so a light meets the same windows again.
          const doors = [next(opaque.length), next(opaque.length), next(opaque.length)];
          const lights: Light[] = pool.map((l) => ({ ...l, x: l.x % width, y: l.y % height }));
          // More calls than a view may stay unused, so idle views are dropped and made again.
          for (let call = 0; call < 60; call++) {
            for (const i of doors)
              if (next(2) === 0) {
                opaque[i] ^= 1;
                keeping.update(i % width, Math.floor(i / width));
              }
            if (next(8) === 0) {
              const i = next(opaque.length);
              opaque[i] ^= 1;
              keeping.update(i % width, Math.floor(i / width));
            }
            // Cells off the map are opaque whatever is said of them.
            if (next(4) === 0) keeping.update(-1 - next(3), next(height + 4) - 2);
            if (next(4) === 0) keeping.update(width + next(3), next(height));
            // Each light shines in some calls and not others; some stay away longer than others.
            const shining = lights.filter((_, k) => next(k + 2) === 0);
            const viewer = { x: lights[0].x, y: lights[0].y };
            const options = withViewer ? { algorithm, viewer } : { algorithm };
            const want = createLighting().compute(map, shining, options);
            const got = keeping.compute(map, shining, options);
            expect(Array.from(got)).toEqual(Array.from(want));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps a light’s view until update() names a cell within its reach, and only then computes it again', () => {
    const width = 40;
    const height = 30;
    const opaque = new Uint8Array(width * height);
    const map = { width, height, opaque };
    const lamp: Light[] = [{ x: 10, y: 10, color: 0xffffff, radius: 6 }];
    const keeping = createLighting({ keep: true });
    const before = Array.from(keeping.compute(map, lamp));
    // A wall beside the lamp, not announced: the kept view (and the light) stays as it was.
    opaque[10 * width + 12] = 1;
    expect(Array.from(keeping.compute(map, lamp))).toEqual(before);
    // A change far outside the lamp's reach does not make it look again.
    keeping.update(30, 25);
    expect(Array.from(keeping.compute(map, lamp))).toEqual(before);
    // Named, it is seen: the cells behind the wall go dark, as a fresh calculator says.
    keeping.update(12, 10);
    const after = keeping.compute(map, lamp);
    expect(Array.from(after)).toEqual(Array.from(createLighting().compute(map, lamp)));
    expect(after[3 * (10 * width + 14)]).toBe(0);
    expect(before[3 * (10 * width + 14)]).toBeGreaterThan(0);
  });

  it('forgets its views when the map changes size', () => {
    const keeping = createLighting({ keep: true });
    const lamp: Light[] = [{ x: 3, y: 3, color: 0xff8800, radius: 5 }];
    const open = { width: 20, height: 20, opaque: new Uint8Array(400) };
    keeping.compute(open, lamp);
    const walled = { width: 21, height: 20, opaque: pillars(21, 20, 7, 0.3) };
    walled.opaque[3 * 21 + 3] = 0;
    expect(Array.from(keeping.compute(walled, lamp))).toEqual(
      Array.from(createLighting().compute(walled, lamp)),
    );
  });

  it('checks its options and update()’s arguments', () => {
    expect(() => createLighting({ kep: true } as never)).toThrow(/createLighting.*kep.*did you mean.*keep/);
    expect(() => createLighting({ keep: 'yes' } as never)).toThrow(/keep must be a boolean/);
    expect(() => createLighting(null as never)).toThrow(/options must be an object/);
    expect(() => createLighting({ keep: true }).update(1.5, 2)).toThrow(/update: x and y must be integers/);
    // Without keep there is nothing to forget, but the arguments are still checked.
    expect(() => createLighting().update(1, 2)).not.toThrow();
  });
});
