import type { FovAlgorithm } from '@hullbreach/toolkit';
import type { BenchCase } from '../case.js';
import { floorSide, oursSide, rotSide, SCENES, type RotFov } from '../fov-scenes.js';

/**
 * The field-of-view algorithms that came with rot.js and libtcod parity, against the nearest rot
 * has: permissive against ROT.FOV.PreciseShadowcasting (rot's most exact one; its own
 * "permissive" notion is the partial visibility it reports, which ours reports too), diamond ray
 * casting against ROT.FOV.DiscreteShadowcasting (rot's ring-by-ring caster, the closest in kind),
 * and MRPAS against ROT.FOV.RecursiveShadowcasting (rot has no MRPAS; recursive shadowcasting is
 * the shadowcaster it has). 50 origins per operation on the same two maps as the fov group; the
 * algorithms differ, so the checksums (visible cells counted once) differ too.
 */

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
      // MRPAS missed 2x rot: the floor under it (clear and write the cells it sees) beside rot.
      cases.push({
        group: 'fov-parity',
        name: `floor of mrpas r${radius} ${where}: the writes of its result`,
        ours: floorSide(get, 'mrpas', radius),
        rot: rotSide(get, 'RecursiveShadowcasting', radius),
      });
    }
  }
  return cases;
}

/** Permissive, MRPAS and diamond field of view against rot's nearest casters. */
export const cases: BenchCase[] = parityCases();
