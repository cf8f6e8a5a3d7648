import { computeFov, createFov, type FovAlgorithm } from '@hullbreach/toolkit';
import * as ROT from 'rot-js';
import type { BenchCase } from '../case.js';
import { countAround, SCENES, type Scene } from '../fov-scenes.js';

function oursSide(get: () => Scene, algorithm: FovAlgorithm, radius: number): BenchCase['ours'] {
  return {
    label: `computeFov ${algorithm}`,
    setup() {
      const { map, origins } = get();
      const options = { algorithm, out: new Uint8Array(map.width * map.height) };
      // One Fov held across calls, as a game loop would: with `out`, nothing is allocated.
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

type RotFov = 'RecursiveShadowcasting' | 'PreciseShadowcasting';

/**
 * rot's side fills a mask the same way: cleared per origin, marked from the callback (rot also
 * reports cells off the map, which are skipped), counted like ours.
 * rot's RecursiveShadowcasting widens the radius it is given by one and keeps dx²+dy² < (R+1)²,
 * so it gets radius - 1 to cover the same disc as ours (dx²+dy² <= R²). PreciseShadowcasting
 * scans square rings out to R; only the cells inside our disc are marked, so the checksums compare.
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
      const fov =
        kind === 'RecursiveShadowcasting'
          ? new ROT.FOV.RecursiveShadowcasting(lightPasses, { topology: 8 })
          : new ROT.FOV.PreciseShadowcasting(lightPasses, { topology: 8 });
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
