import { computeFov } from '@hullbreach/toolkit';
import type { BenchCase } from '../case.js';
import { countAround, oursSide, rotSide, SCENES, type Scene } from '../fov-scenes.js';

/**
 * The floor under any field of view through this API: clear the mask and write exactly the cells
 * `recursive` finds visible (listed beforehand). Its time against computeFov's shows what the
 * shadowcasting itself costs on top of writing the result.
 */
function plainLoopSide(get: () => Scene, radius: number): BenchCase['ours'] {
  return {
    label: 'clear + write the same cells',
    setup() {
      const { map, origins } = get();
      const out = new Uint8Array(map.width * map.height);
      const lists = origins.map((o) => {
        const seen = computeFov(map, o, radius);
        const cells: number[] = [];
        for (let i = 0; i < seen.length; i++) if (seen[i] !== 0) cells.push(i);
        return Int32Array.from(cells);
      });
      let checksum = -1;
      return () => {
        const counting = checksum < 0;
        let total = 0;
        for (let k = 0; k < origins.length; k++) {
          out.fill(0);
          const cells = lists[k];
          for (let j = 0; j < cells.length; j++) out[cells[j]] = 1;
          if (counting) total += countAround(out, map.width, map.height, origins[k].x, origins[k].y, radius);
        }
        if (counting) checksum = total;
        return checksum;
      };
    },
  };
}

function fovCases(): BenchCase[] {
  const cases: BenchCase[] = [];
  for (const radius of [8, 20]) {
    for (const [where, get] of SCENES) {
      const tag = `r${radius} ${where}`;
      cases.push(
        {
          group: 'fov',
          name: `recursive ${tag}`,
          ours: oursSide(get, 'recursive', radius),
          rot: rotSide(get, 'RecursiveShadowcasting', radius),
        },
        {
          group: 'fov',
          name: `symmetric ${tag}`,
          ours: oursSide(get, 'symmetric', radius),
          rot: rotSide(get, 'RecursiveShadowcasting', radius),
        },
        {
          group: 'fov',
          name: `precise-baseline recursive ${tag}`,
          ours: oursSide(get, 'recursive', radius),
          rot: rotSide(get, 'PreciseShadowcasting', radius),
        },
        {
          group: 'fov',
          name: `precise-baseline symmetric ${tag}`,
          ours: oursSide(get, 'symmetric', radius),
          rot: rotSide(get, 'PreciseShadowcasting', radius),
        },
        { group: 'fov', name: `floor ${tag}`, ours: plainLoopSide(get, radius) },
      );
    }
  }
  return cases;
}

/** Field of view: ours against rot's two shadowcasters, 50 origins per operation. */
export const cases: BenchCase[] = fovCases();
