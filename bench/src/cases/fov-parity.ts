import { createFov, type FovAlgorithm } from '@hullbreach/toolkit';
import * as ROT from 'rot-js';
import type { BenchCase } from '../case.js';
import { countAround, SCENES, type Scene } from '../fov-scenes.js';

/**
 * The field-of-view algorithms that came with rot.js and libtcod parity, against the nearest rot
 * has: permissive against ROT.FOV.PreciseShadowcasting (rot's most exact one; its own
 * "permissive" notion is the partial visibility it reports, which ours reports too), diamond ray
 * casting against ROT.FOV.DiscreteShadowcasting (rot's ring-by-ring caster, the closest in kind),
 * and MRPAS against ROT.FOV.RecursiveShadowcasting (rot has no MRPAS; recursive shadowcasting is
 * the shadowcaster it has). 50 origins per operation on the same two maps as the fov group; the
 * algorithms differ, so the checksums (visible cells counted once) differ too.
 */

function oursSide(get: () => Scene, algorithm: FovAlgorithm, radius: number): BenchCase['ours'] {
  return {
    label: `computeFov ${algorithm}`,
    setup() {
      const { map, origins } = get();
      const options = { algorithm, out: new Uint8Array(map.width * map.height) };
      const fov = createFov();
      let checksum = -1;
      return () => {
        const counting = checksum < 0;
        let total = 0;
        for (const o of origins) {
          fov.computeFov(map, o, radius, options);
          if (counting) total += countAround(options.out, map.width, map.height, o.x, o.y, radius);
        }
        if (counting) checksum = total;
        return checksum;
      };
    },
  };
}

type RotFov = 'RecursiveShadowcasting' | 'PreciseShadowcasting' | 'DiscreteShadowcasting';

/**
 * rot's side fills a mask as ours does: cleared per origin, marked from the callback (cells off
 * the map skipped, and only those inside our disc dx² + dy² <= R²). RecursiveShadowcasting keeps
 * dx² + dy² < (R + 1)², so it gets R - 1; the other two scan square rings out to R.
 */
function rotSide(get: () => Scene, kind: RotFov, radius: number): NonNullable<BenchCase['rot']> {
  return {
    label: `ROT.FOV.${kind}`,
    setup() {
      const { map, origins } = get();
      const { width, height, opaque } = map;
      const mask = new Uint8Array(width * height);
      const lightPasses = (x: number, y: number): boolean =>
        x >= 0 && y >= 0 && x < width && y < height && opaque[y * width + x] === 0;
      const fov = new ROT.FOV[kind](lightPasses, { topology: 8 });
      const rotRadius = kind === 'RecursiveShadowcasting' ? radius - 1 : radius;
      let ox = 0;
      let oy = 0;
      const r2 = radius * radius;
      const mark = (x: number, y: number): void => {
        if (x >= 0 && y >= 0 && x < width && y < height && (x - ox) * (x - ox) + (y - oy) * (y - oy) <= r2)
          mask[y * width + x] = 1;
      };
      let checksum = -1;
      return () => {
        const counting = checksum < 0;
        let total = 0;
        for (const o of origins) {
          mask.fill(0);
          ox = o.x;
          oy = o.y;
          fov.compute(o.x, o.y, rotRadius, mark);
          if (counting) total += countAround(mask, width, height, o.x, o.y, radius);
        }
        if (counting) checksum = total;
        return checksum;
      };
    },
  };
}

const PAIRS: ReadonlyArray<[FovAlgorithm, RotFov]> = [
  ['permissive', 'PreciseShadowcasting'],
  ['mrpas', 'RecursiveShadowcasting'],
  ['diamond', 'DiscreteShadowcasting'],
];

function parityCases(): BenchCase[] {
  const cases: BenchCase[] = [];
  for (const radius of [8, 20]) {
    for (const [where, get] of SCENES) {
      for (const [ours, rot] of PAIRS) {
        cases.push({
          group: 'fov-parity',
          name: `${ours} r${radius} ${where}`,
          ours: oursSide(get, ours, radius),
          rot: rotSide(get, rot, radius),
        });
      }
    }
  }
  return cases;
}

/** Permissive, MRPAS and diamond field of view against rot's nearest casters. */
export const cases: BenchCase[] = parityCases();
