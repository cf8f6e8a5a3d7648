import {
  diamondFov,
  mrpasFov,
  permissiveFov,
  raycastFov,
  recursiveFov,
  symmetricFov,
  type FovAlgorithm,
} from '@hullbreach/toolkit';
import type { BenchCase } from '../case.js';
import { oursSide, PLAIN_SCENES, plainSide, rotSide, type PlainFov } from '../fov-scenes.js';

/** Each algorithm's single-algorithm export. */
const SINGLE: ReadonlyArray<[FovAlgorithm, string, PlainFov]> = [
  ['recursive', 'recursiveFov', recursiveFov],
  ['symmetric', 'symmetricFov', symmetricFov],
  ['raycast', 'raycastFov', raycastFov],
  ['permissive', 'permissiveFov', permissiveFov],
  ['mrpas', 'mrpasFov', mrpasFov],
  ['diamond', 'diamondFov', diamondFov],
];

/**
 * The plain calls, as users make them, on issue 17's maps (160x160 pillared room, 140x90 cave),
 * 50 origins per operation at radius 20:
 * - group `fov`, `plain-recursive` and `plain-symmetric`: plain `computeFov` against rot's
 *   RecursiveShadowcasting, one call per origin (the issue's table);
 * - group `fov-plain`: each plain call against its held twin, `createFov().computeFov` with the
 *   same algorithm, in the "rot" column: the ratio is plain / held, which should stay >= 0.87
 *   (within 15%). Rows `computeFov <algorithm>` use computeFov, rows `<algorithm>Fov` the
 *   single-algorithm export.
 */
function plainCases(): BenchCase[] {
  const cases: BenchCase[] = [];
  const radius = 20;
  for (const [where, get] of PLAIN_SCENES) {
    const tag = `r${radius} ${where}`;
    for (const algorithm of ['recursive', 'symmetric'] as const) {
      cases.push({
        group: 'fov',
        name: `plain-${algorithm} ${tag}`,
        ours: plainSide(get, algorithm, radius),
        rot: rotSide(get, 'RecursiveShadowcasting', radius),
      });
    }
    for (const [algorithm, name, fn] of SINGLE) {
      const held = {
        ...oursSide(get, algorithm, radius),
        label: `createFov().computeFov ${algorithm} (held)`,
      };
      cases.push(
        {
          group: 'fov-plain',
          name: `computeFov ${algorithm} ${tag}`,
          ours: plainSide(get, algorithm, radius),
          rot: held,
        },
        {
          group: 'fov-plain',
          name: `${name} ${tag}`,
          ours: plainSide(get, algorithm, radius, { name, fn }),
          rot: held,
        },
      );
    }
  }
  return cases;
}

/** Plain field-of-view calls against rot and against their held twins. */
export const cases: BenchCase[] = plainCases();
