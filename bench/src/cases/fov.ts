import type { BenchCase } from '../case.js';
import { floorSide, oursSide, rotSide, SCENES } from '../fov-scenes.js';

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
        { group: 'fov', name: `floor ${tag}`, ours: floorSide(get, 'recursive', radius) },
      );
    }
  }
  return cases;
}

/** Field of view: ours against rot's two shadowcasters, 50 origins per operation. */
export const cases: BenchCase[] = fovCases();
