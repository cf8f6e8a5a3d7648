/**
 * The maps, origins and counting shared by the field-of-view benchmark files (`cases/fov.ts` and
 * `cases/fov-parity.ts`), so every algorithm is timed on exactly the same scenes.
 */
import {
  computeFov,
  createFov,
  createRng,
  type FovAlgorithm,
  type FovAlgorithmOptions,
  type OpacityMap,
  type Point,
} from '@hullbreach/toolkit';
import * as ROT from 'rot-js';
import type { BenchCase, BenchSide } from './case.js';

/** Origins per operation; one operation computes the field of view from each of them. */
export const ORIGINS = 50;

/** A walled room whose inner cells are pillars with probability `fraction`. */
export function pillarRoom(width: number, height: number, fraction: number, seed: string): OpacityMap {
  const rng = createRng(seed);
  const opaque = new Uint8Array(width * height).fill(1);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) opaque[y * width + x] = rng.chance(fraction) ? 1 : 0;
  }
  return { width, height, opaque };
}

/**
 * A cave from a small cellular automaton: 45% rock at random, then four synchronous rounds of
 * "rock when at least 5 of the 3x3 block are rock" (the map's outside counts as rock).
 */
export function cave(width: number, height: number, seed: string): OpacityMap {
  const rng = createRng(seed);
  let cells = new Uint8Array(width * height);
  for (let i = 0; i < cells.length; i++) cells[i] = rng.chance(0.45) ? 1 : 0;
  let next = new Uint8Array(width * height);
  for (let round = 0; round < 4; round++) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let rock = 0;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const nx = x + dx;
            const ny = y + dy;
            if (nx < 0 || ny < 0 || nx >= width || ny >= height || cells[ny * width + nx] !== 0) rock++;
          }
        }
        next[y * width + x] = rock >= 5 ? 1 : 0;
      }
    }
    [cells, next] = [next, cells];
  }
  return { width, height, opaque: cells };
}

/** `ORIGINS` distinct floor cells drawn from a fixed seed. */
export function floorOrigins(map: OpacityMap, seed: string): Point[] {
  const rng = createRng(seed);
  const taken = new Set<number>();
  const origins: Point[] = [];
  while (origins.length < ORIGINS) {
    const x = rng.int(0, map.width - 1);
    const y = rng.int(0, map.height - 1);
    const i = y * map.width + x;
    if (map.opaque[i] === 0 && !taken.has(i)) {
      taken.add(i);
      origins.push({ x, y });
    }
  }
  return origins;
}

/** A map and the origins each operation looks from. */
export interface Scene {
  readonly map: OpacityMap;
  readonly origins: Point[];
}

/** A scene built on first use and kept. */
export function scene(build: () => OpacityMap, seed: string): () => Scene {
  let cached: Scene | undefined;
  return () => {
    if (cached === undefined) {
      const map = build();
      cached = { map, origins: floorOrigins(map, seed) };
    }
    return cached;
  };
}

/** The two maps every field-of-view case runs on: a pillared room and a cave. */
export const SCENES: ReadonlyArray<[string, () => Scene]> = [
  ['room200', scene(() => pillarRoom(200, 200, 0.08, 'bench fov room'), 'bench fov room origins')],
  ['cave120x80', scene(() => cave(120, 80, 'bench fov cave'), 'bench fov cave origins')],
];

/**
 * The maps of issue 17's table (plain calls against rot, as a rot user calls it): a 160x160
 * pillared room and a 140x90 cave.
 */
export const PLAIN_SCENES: ReadonlyArray<[string, () => Scene]> = [
  ['room160', scene(() => pillarRoom(160, 160, 0.08, 'bench fov room160'), 'bench fov room160 origins')],
  ['cave140x90', scene(() => cave(140, 90, 'bench fov cave140'), 'bench fov cave140 origins')],
];

/**
 * Visible cells in the radius' bounding box around (x, y). Every side counts them on its first call
 * only, whose result the runner prints as the checksum; the timed calls do just the field of view
 * (clear a mask, fill it) and return the same total, so counting does not dilute the comparison.
 */
export function countAround(
  mask: Uint8Array,
  width: number,
  height: number,
  x: number,
  y: number,
  radius: number,
): number {
  const x0 = Math.max(0, x - radius);
  const x1 = Math.min(width - 1, x + radius);
  const y0 = Math.max(0, y - radius);
  const y1 = Math.min(height - 1, y + radius);
  let count = 0;
  for (let yy = y0; yy <= y1; yy++) {
    const row = yy * width;
    for (let xx = x0; xx <= x1; xx++) count += mask[row + xx] !== 0 ? 1 : 0;
  }
  return count;
}

/** Our side: one held `Fov`, as a game loop would hold it (with `out`, nothing is allocated). */
export function oursSide(get: () => Scene, algorithm: FovAlgorithm, radius: number): BenchCase['ours'] {
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

/**
 * The floor under a field of view through this API: clear the mask and write exactly the cells
 * `algorithm` finds visible (listed beforehand). Its time against the algorithm's (or rot's) shows
 * what the scan itself costs on top of writing the result, so floor/rot bounds what ours/rot can
 * reach.
 */
export function floorSide(get: () => Scene, algorithm: FovAlgorithm, radius: number): BenchCase['ours'] {
  return {
    label: `clear + write the cells ${algorithm} sees`,
    setup() {
      const { map, origins } = get();
      const out = new Uint8Array(map.width * map.height);
      const lists = origins.map((o) => {
        const seen = computeFov(map, o, radius, { algorithm });
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

/** The rot.js shadowcasters a case can compare with. */
export type RotFov = 'RecursiveShadowcasting' | 'PreciseShadowcasting' | 'DiscreteShadowcasting';

/**
 * rot's side fills a mask as ours does: cleared per origin, marked from the callback (cells off
 * the map skipped, and only those inside our disc dx² + dy² <= R²). RecursiveShadowcasting keeps
 * dx² + dy² < (R + 1)², so it gets R - 1; the other two scan square rings out to R.
 */
export function rotSide(get: () => Scene, kind: RotFov, radius: number): NonNullable<BenchCase['rot']> {
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

/** A field-of-view function as the plain single-algorithm exports take it. */
export type PlainFov = (
  map: OpacityMap,
  origin: Point,
  radius: number,
  options?: FovAlgorithmOptions,
) => Uint8Array;

/**
 * Our side through a plain call, once per origin as a rot user calls `fov.compute` (no `Fov` held;
 * the mask is given as `out`, as rot's side fills one mask): `computeFov` with the algorithm, or
 * a single-algorithm function (`recursiveFov`, …) when `single` is given.
 */
export function plainSide(
  get: () => Scene,
  algorithm: FovAlgorithm,
  radius: number,
  single?: { readonly name: string; readonly fn: PlainFov },
): BenchSide {
  return {
    label: single === undefined ? `plain computeFov ${algorithm}` : `plain ${single.name}`,
    setup() {
      const { map, origins } = get();
      const out = new Uint8Array(map.width * map.height);
      const options = { algorithm, out };
      const single1 = single?.fn;
      const singleOptions = { out };
      let checksum = -1;
      return () => {
        const counting = checksum < 0;
        let total = 0;
        for (const o of origins) {
          if (single1 === undefined) computeFov(map, o, radius, options);
          else single1(map, o, radius, singleOptions);
          if (counting) total += countAround(out, map.width, map.height, o.x, o.y, radius);
        }
        if (counting) checksum = total;
        return checksum;
      };
    },
  };
}
