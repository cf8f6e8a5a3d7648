import {
  computeLighting,
  createLighting,
  createRng,
  generate,
  Tile,
  type Light,
  type LightingOptions,
  type OpacityMap,
} from '@hullbreach/toolkit';
import * as ROT from 'rot-js';
import type { BenchCase, BenchSide } from '../case.js';

const WIDTH = 80;
const HEIGHT = 50;
const LIGHTS = 10;
const RADIUS = 8;
/** Distinct colours, one per light. */
const PALETTE = [
  0xffffff, 0xff4040, 0x40ff40, 0x4060ff, 0xffd040, 0x40ffff, 0xff40ff, 0xff9020, 0xa0ff60, 0xc0a0ff,
];

interface Scene {
  readonly map: OpacityMap;
  readonly lights: readonly Light[];
  /** Where the face-rule case looks from: the first light's cell, as a player carrying a lamp. */
  readonly viewer: { readonly x: number; readonly y: number };
}

/** 10 coloured lights of radius 8 on distinct open cells drawn from a fixed seed. */
function place(map: OpacityMap): Scene {
  const rng = createRng('bench light positions');
  const taken = new Set<number>();
  const cells: Array<{ x: number; y: number }> = [];
  while (cells.length < LIGHTS) {
    const x = rng.int(0, WIDTH - 1);
    const y = rng.int(0, HEIGHT - 1);
    const i = y * WIDTH + x;
    if (map.opaque[i] === 0 && !taken.has(i)) {
      taken.add(i);
      cells.push({ x, y });
    }
  }
  const lights = cells.map((c, k) => ({ ...c, color: PALETTE[k], radius: RADIUS }));
  return { map, lights, viewer: cells[0] };
}

/** A generated 80x50 level in which only walls block light (doors stand open). */
function level(kind: 'bsp' | 'cellular'): OpacityMap {
  const tiles = generate(kind, { width: WIDTH, height: HEIGHT, seed: 'bench light' }).tiles;
  return { width: WIDTH, height: HEIGHT, opaque: Uint8Array.from(tiles, (t) => (t === Tile.Wall ? 1 : 0)) };
}

/** Builds its scene on first use and keeps it. */
function lazy(build: () => Scene): () => Scene {
  let cached: Scene | undefined;
  return () => (cached ??= build());
}

/**
 * `rooms`: a BSP floor, small rooms joined by open doors, so each light fills a room or two.
 * `hall`: a cellular level with few walls left, so each light reaches most of its disc.
 */
const SCENES: ReadonlyArray<[string, () => Scene]> = [
  ['rooms', lazy(() => place(level('bsp')))],
  ['hall', lazy(() => place(level('cellular')))],
];

/** Cells that got any light: the checksum both sides report. */
function litCells(out: Float32Array): number {
  let count = 0;
  for (let i = 0; i < out.length; i += 3) if (out[i] + out[i + 1] + out[i + 2] > 0) count++;
  return count;
}

/** Ours: one `compute` of all lights per operation into a reused `out`. */
function ours(
  scene: () => Scene,
  label: string,
  extra: (s: Scene) => LightingOptions = () => ({}),
): BenchSide {
  return {
    label,
    setup() {
      const s = scene();
      const lighting = createLighting();
      const options = { ...extra(s), out: new Float32Array(3 * WIDTH * HEIGHT) };
      return () => litCells(lighting.compute(s.map, s.lights, options));
    },
  };
}

/**
 * rot's Lighting over ROT.FOV.PreciseShadowcasting, reflectivity 0 and 1 pass, the same lights
 * (colours as [r, g, b]) and `range` 8. rot keeps each light's field of view in a cache keyed
 * by its cell; `fresh` empties it (`reset()`) every operation, as when lights move or the map
 * changes, since ours recomputes every field of view every call. The checksum counts the cells
 * rot reports lit.
 */
function rot(scene: () => Scene, fresh: boolean): BenchSide {
  return {
    label: fresh ? 'ROT.Lighting, reset() each call' : 'ROT.Lighting, FOV cache warm',
    setup() {
      const { map, lights } = scene();
      const { width, height, opaque } = map;
      const lightPasses = (x: number, y: number): boolean =>
        x >= 0 && y >= 0 && x < width && y < height && opaque[y * width + x] === 0;
      const lighting = new ROT.Lighting(() => 0, { range: RADIUS, passes: 1 });
      lighting.setFOV(new ROT.FOV.PreciseShadowcasting(lightPasses, { topology: 8 }));
      for (const l of lights)
        lighting.setLight(l.x, l.y, [(l.color >> 16) & 255, (l.color >> 8) & 255, l.color & 255]);
      let count = 0;
      const onLit = (x: number, y: number): void => {
        if (x >= 0 && y >= 0 && x < width && y < height) count++;
      };
      return () => {
        if (fresh) lighting.reset();
        count = 0;
        lighting.compute(onLit);
        return count;
      };
    },
  };
}

/** Ours through the plain call: `computeLighting` per operation into a reused `out`, no calculator held. */
function plain(scene: () => Scene): BenchSide {
  return {
    label: 'computeLighting (plain)',
    setup() {
      const s = scene();
      const options = { out: new Float32Array(3 * WIDTH * HEIGHT) };
      return () => litCells(computeLighting(s.map, s.lights, options));
    },
  };
}

const TAG = `${WIDTH}x${HEIGHT} ${LIGHTS} lights r${RADIUS}`;

/**
 * A scene that changes a little between calls, as a game's does: each call a cell beside the first
 * light flips between open and shut (a door), and the second light steps between its cell and the
 * next open one (a lamp carried back and forth). `keep` says whether the calculator keeps its
 * lights' views (`createLighting({ keep: true })`, told of the door by `update`) or computes every
 * view each call; both give the same light, so the checksums match.
 */
function changing(scene: () => Scene, keep: boolean): BenchSide {
  return {
    label: keep ? 'createLighting({ keep: true }), update(door)' : 'createLighting().compute (every view)',
    setup() {
      const s = scene();
      const opaque = Uint8Array.from(s.map.opaque);
      const map = { width: WIDTH, height: HEIGHT, opaque };
      const open = (x: number, y: number): boolean =>
        x > 0 && y > 0 && x < WIDTH - 1 && y < HEIGHT - 1 && opaque[y * WIDTH + x] === 0;
      const [first, second] = s.lights;
      const door = [1, -1].map((dx) => first.x + dx).find((x) => open(x, first.y)) ?? first.x;
      const step = [1, -1].map((dx) => second.x + dx).find((x) => open(x, second.y)) ?? second.x;
      const lights = [...s.lights];
      const lighting = createLighting({ keep });
      const out = new Float32Array(3 * WIDTH * HEIGHT);
      let call = 0;
      return () => {
        call++;
        if (door !== first.x) {
          opaque[first.y * WIDTH + door] ^= 1;
          lighting.update(door, first.y);
        }
        lights[1] = call % 2 === 0 ? second : { ...second, x: step };
        return litCells(lighting.compute(map, lights, { out }));
      };
    },
  };
}

/**
 * Lighting: 10 coloured lights of radius 8 on an 80x50 level, one whole lighting per operation.
 * Our falloff is the smooth one of docs/light.md over a Euclidean disc (cells with d < 8 get light)
 * and our default field of view is symmetric shadowcasting; rot's is linear over square rings
 * (rings 1..7 get light) with its precise shadowcasting, so the lit-cell checksums differ a little.
 * `lighting` recomputes every field of view on both sides; `cached-rot` lets rot keep its
 * per-light field-of-view cache (its best case: lights that never move on a map that never
 * changes); `viewer` and `bounce` time our face rule and one bounce, which rot has no match for
 * (rot's passes re-emit without normalising, a different model).
 */
function lightCases(): BenchCase[] {
  const cases: BenchCase[] = [];
  for (const [where, scene] of SCENES) {
    const tag = `${TAG} ${where}`;
    cases.push(
      {
        group: 'light',
        name: `lighting ${tag}`,
        ours: ours(scene, 'createLighting().compute'),
        rot: rot(scene, true),
      },
      {
        group: 'light',
        name: `cached-rot ${tag}`,
        ours: ours(scene, 'createLighting().compute'),
        rot: rot(scene, false),
      },
      {
        // The plain call against its held twin (in the rot column): plain / held, within 15%.
        group: 'light-plain',
        name: `computeLighting ${tag}`,
        ours: plain(scene),
        rot: ours(scene, 'createLighting().compute (held)'),
        together: true,
      },
      {
        // Kept views against computing every view, on a scene where a door and a lamp move: kept / every.
        group: 'light-kept',
        name: `kept views, a door and a lamp moving, ${tag}`,
        ours: changing(scene, true),
        rot: changing(scene, false),
        together: true,
      },
      {
        group: 'light',
        name: `viewer ${tag}`,
        ours: ours(scene, 'compute with viewer (face rule)', (s) => ({ viewer: s.viewer })),
      },
      {
        group: 'light',
        name: `bounce ${tag}`,
        ours: ours(scene, 'compute, 1 bounce, reflectivity 0.5', () => ({
          reflection: { bounces: 1, reflectivity: 0.5 },
        })),
      },
    );
  }
  return cases;
}

export const cases: BenchCase[] = lightCases();
