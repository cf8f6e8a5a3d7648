import {
  createFov,
  diamondFov,
  hexFov,
  mrpasFov,
  permissiveFov,
  raycastFov,
  recursiveFov,
  symmetricFov,
  type FovAlgorithm,
} from '@hullbreach/toolkit';
import type { BenchCase, BenchSide } from '../case.js';
import {
  countAround,
  oursSide,
  PLAIN_SCENES,
  plainSide,
  rotSide,
  type PlainFov,
  type Scene,
} from '../fov-scenes.js';

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
 * Hex field of view (topology 6) from each origin moved onto a hex cell (x + y even), through
 * `hexFov` (plain) or a held `createFov().computeFov` with `topology: 6`.
 */
function hexSide(get: () => Scene, radius: number, held: boolean): BenchSide {
  return {
    label: held ? 'createFov().computeFov topology 6 (held)' : 'plain hexFov',
    setup() {
      const { map, origins } = get();
      const eyes = origins.map((o) => ({
        x: (o.x + o.y) % 2 === 0 ? o.x : o.x > 0 ? o.x - 1 : o.x + 1,
        y: o.y,
      }));
      const out = new Uint8Array(map.width * map.height);
      const fov = createFov();
      const heldOptions = { topology: 6 as const, out };
      const plainOptions = { out };
      let checksum = -1;
      return () => {
        const counting = checksum < 0;
        let total = 0;
        for (const e of eyes) {
          if (held) fov.computeFov(map, e, radius, heldOptions);
          else hexFov(map, e, radius, plainOptions);
          if (counting) total += countAround(out, map.width, map.height, e.x, e.y, 2 * radius);
        }
        if (counting) checksum = total;
        return checksum;
      };
    },
  };
}

/**
 * The plain calls, as users make them, on issue 17's maps (160x160 pillared room, 140x90 cave),
 * 50 origins per operation at radius 20:
 * - group `fov`, `plain-recursive` and `plain-symmetric`: plain `computeFov` against rot's
 *   RecursiveShadowcasting, one call per origin (the issue's table);
 * - group `fov-plain`: each plain call against its held twin, `createFov().computeFov` with the
 *   same algorithm, in the "rot" column: the ratio is plain / held, which should stay >= 0.87
 *   (within 15%). Rows `computeFov <algorithm>` use computeFov, rows `<algorithm>Fov` the
 *   single-algorithm export, `hexFov` the hex view (radius in hex steps). Both sides of a row
 *   run in one process, alternated (`together`): timed each in a process of its own, the same
 *   side swung by up to 2x between processes on the shared machine.
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
          together: true,
        },
        {
          group: 'fov-plain',
          name: `${name} ${tag}`,
          ours: plainSide(get, algorithm, radius, { name, fn }),
          rot: held,
          together: true,
        },
      );
    }
    cases.push({
      group: 'fov-plain',
      name: `hexFov ${tag}`,
      ours: hexSide(get, radius, false),
      rot: hexSide(get, radius, true),
      together: true,
    });
  }
  return cases;
}

/** Plain field-of-view calls against rot and against their held twins. */
export const cases: BenchCase[] = plainCases();
