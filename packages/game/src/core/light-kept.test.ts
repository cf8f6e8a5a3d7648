import { computeFov, createLighting, createRng, type Light } from '@hullbreach/toolkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildFloor } from './floor.js';
import { lightKept } from './light-kept.js';
import { Ter } from './state.js';
import { OPAQUE } from './terrain.js';

describe('the light with kept fields of view (issue 18.8)', () => {
  it('is the toolkit lighting from scratch, call after call, as walls open and close and the viewer moves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 5 }), (seed, depth) => {
        const floor = buildFloor(`kept light ${seed}`, depth).floor;
        const rng = createRng(`kept light moves ${seed}`);
        const { width, height } = floor;
        const open: number[] = [];
        for (let i = 0; i < floor.terrain.length; i++) if (OPAQUE[floor.terrain[i]] === 0) open.push(i);
        // Lights that stay put (kept across calls) and some that come and go.
        const fixed: Light[] = Array.from({ length: 6 }, () => {
          const i = open[rng.int(0, open.length - 1)];
          return {
            x: i % width,
            y: Math.floor(i / width),
            color: rng.int(0, 0xffffff),
            radius: rng.pick([1, 2.5, 4, 6, 11, 13]),
            ...(rng.chance(0.3) ? { intensity: 0.5 } : {}),
          };
        });
        const out = new Float32Array(3 * floor.terrain.length);
        for (let call = 0; call < 12; call++) {
          // Open or shut a few cells (written directly, the layout bumped, as the bench does).
          for (let k = rng.int(0, 3); k > 0; k--) {
            const i = rng.int(0, floor.terrain.length - 1);
            if (floor.terrain[i] === Ter.Floor) floor.terrain[i] = Ter.Wall;
            else if (floor.terrain[i] === Ter.Wall) floor.terrain[i] = Ter.Floor;
          }
          floor.layout++;
          const v = open[rng.int(0, open.length - 1)];
          const vx = v % width;
          const vy = Math.floor(v / width);
          const opaque = Uint8Array.from(floor.terrain, (t) => OPAQUE[t]);
          const visible = computeFov({ width, height, opaque }, { x: vx, y: vy }, 15, {
            algorithm: 'symmetric',
          });
          const lights = [
            { x: vx, y: vy, color: 0xe0e0d0, radius: 11 },
            ...fixed.filter(() => rng.chance(0.8)),
          ];
          const scratch = createLighting().compute({ width, height, opaque }, lights, {
            viewer: { x: vx, y: vy, visible },
          });
          lightKept(floor, lights, visible, vx, vy, out);
          expect(Array.from(out)).toEqual(Array.from(scratch));
        }
      }),
      { numRuns: 30 },
    );
  });
});
