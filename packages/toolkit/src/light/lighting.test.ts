import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeFov } from '../fov/fov.js';
import type { FovAlgorithm, OpacityMap } from '../fov/types.js';
import { line } from '../line/line.js';
import { computeLighting, createLighting, WINDOW_FACTOR } from './lighting.js';
import type { Light, LightingOptions } from './types.js';

// ---------------------------------------------------------------------------------------------
// A plain reference: whole-map fields of view, the formula written out, the face rule by its
// definition, sums in float64.

function brightness(d2: number, light: Light): number {
  const r = light.radius;
  if (d2 === 0) return 1;
  if (d2 >= r * r) return 0;
  const h = light.height ?? r / 3;
  const f = light.focus ?? 0;
  const raw = (t: number): number => (h * h) / (t * t + 2 * f * h * t + h * h);
  return (raw(Math.sqrt(d2)) - raw(r)) / (1 - raw(r));
}

const sign = Math.sign;

/** The face rule by its definition: some exposed face or corner of wall (wx, wy) both sides see. */
function faceRule(
  map: OpacityMap,
  wx: number,
  wy: number,
  light: Light,
  fromLight: Uint8Array,
  vx: number,
  vy: number,
  seen: Uint8Array,
): boolean {
  const { width, height, opaque } = map;
  const solid = (x: number, y: number): boolean =>
    x < 0 || y < 0 || x >= width || y >= height || opaque[y * width + x] !== 0;
  const inFront = (px: number, py: number, ox: number, oy: number): boolean =>
    (ox === 0 || sign(px - wx) === ox) && (oy === 0 || sign(py - wy) === oy);
  for (let oy = -1; oy <= 1; oy++) {
    for (let ox = -1; ox <= 1; ox++) {
      if (ox === 0 && oy === 0) continue;
      const nx = wx + ox;
      const ny = wy + oy;
      if (solid(nx, ny)) continue;
      if (ox !== 0 && oy !== 0 && !(solid(wx + ox, wy) && solid(wx, wy + oy))) continue;
      if (!inFront(light.x, light.y, ox, oy) || !inFront(vx, vy, ox, oy)) continue;
      if (fromLight[ny * width + nx] !== 0 && seen[ny * width + nx] !== 0) return true;
    }
  }
  return false;
}

interface Source {
  x: number;
  y: number;
  rgb: number[];
  radius: number;
  height?: number;
  focus?: number;
}

/**
 * Adds one source to `out` by the definition: the cells its field of view sees within its radius,
 * walls under the face rule when there is a viewer, nothing the viewer misses; floors also gather
 * into `received` (viewer or not) when given.
 */
function addSource(
  map: OpacityMap,
  source: Source,
  skipSelf: boolean,
  options: LightingOptions,
  seen: Uint8Array | undefined,
  out: Float64Array,
  received: Float64Array | undefined,
): void {
  const { width, height, opaque } = map;
  const viewer = options.viewer;
  const asLight: Light = { ...source, color: 0 };
  const fromSource = computeFov(map, source, source.radius, { algorithm: options.algorithm ?? 'symmetric' });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const own = x === source.x && y === source.y;
      if (fromSource[i] === 0 || (own && skipSelf)) continue;
      const v = brightness((x - source.x) ** 2 + (y - source.y) ** 2, asLight);
      if (received !== undefined && opaque[i] === 0)
        for (let c = 0; c < 3; c++) received[3 * i + c] += v * source.rgb[c];
      if (seen !== undefined && viewer !== undefined) {
        if (seen[i] === 0) continue;
        if (opaque[i] !== 0 && !own && !faceRule(map, x, y, asLight, fromSource, viewer.x, viewer.y, seen))
          continue;
      }
      for (let c = 0; c < 3; c++) out[3 * i + c] += v * source.rgb[c];
    }
  }
}

function referenceLighting(
  map: OpacityMap,
  lights: readonly Light[],
  options: LightingOptions = {},
): Float64Array {
  const { width, height, opaque } = map;
  const cells = width * height;
  const algorithm = options.algorithm ?? 'symmetric';
  const out = new Float64Array(3 * cells);
  const viewer = options.viewer;
  const seen =
    viewer === undefined
      ? undefined
      : (viewer.visible ?? computeFov(map, viewer, width + height, { algorithm }));
  const reflection = options.reflection;
  let received: Float64Array | undefined = reflection === undefined ? undefined : new Float64Array(3 * cells);
  for (const light of lights) {
    const k = (light.intensity ?? 1) / 255;
    const rgb = [(light.color >> 16) & 255, (light.color >> 8) & 255, light.color & 255].map((c) => c * k);
    addSource(map, { ...light, rgb }, false, options, seen, out, received);
  }
  if (reflection === undefined || received === undefined) return out;
  const radius = reflection.radius ?? 4;
  const unit: Light = { x: 0, y: 0, color: 0, radius };
  let weight = 0;
  for (let dy = -20; dy <= 20; dy++)
    for (let dx = -20; dx <= 20; dx++)
      if (dx !== 0 || dy !== 0) weight += brightness(dx * dx + dy * dy, unit);
  for (let bounce = 1; bounce <= reflection.bounces && weight > 0; bounce++) {
    const from: Float64Array = received;
    received = new Float64Array(3 * cells);
    for (let i = 0; i < cells; i++) {
      if (opaque[i] !== 0) continue;
      const rho =
        typeof reflection.reflectivity === 'number' ? reflection.reflectivity : reflection.reflectivity[i];
      const emitted = [0, 1, 2].map((c) => from[3 * i + c] * rho);
      if (!(emitted[0] + emitted[1] + emitted[2] > (reflection.threshold ?? 0.05))) continue;
      const source = { x: i % width, y: Math.floor(i / width), radius, rgb: emitted.map((e) => e / weight) };
      addSource(map, source, true, options, seen, out, received);
    }
  }
  return out;
}

function expectClose(actual: Float32Array, expected: ArrayLike<number>): void {
  expect(actual.length).toBe(expected.length);
  for (let i = 0; i < actual.length; i++) {
    const e = expected[i];
    if (Math.abs(actual[i] - e) > 1e-5 * (1 + Math.abs(e))) {
      expect.fail(`channel ${i % 3} of cell ${Math.floor(i / 3)}: ${actual[i]} vs reference ${e}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Random scenes.

interface Scene {
  map: OpacityMap;
  lights: Light[];
  viewer: { x: number; y: number };
}

const lightOn = (width: number, height: number): fc.Arbitrary<Light> =>
  fc.record(
    {
      x: fc.integer({ min: 0, max: width - 1 }),
      y: fc.integer({ min: 0, max: height - 1 }),
      color: fc.integer({ min: 0, max: 0xffffff }),
      radius: fc.oneof(fc.integer({ min: 0, max: 14 }), fc.double({ min: 0, max: 14, noNaN: true })),
      intensity: fc.double({ min: 0, max: 3, noNaN: true }),
      height: fc.double({ min: 0.3, max: 8, noNaN: true }),
      focus: fc.double({ min: 0, max: 1, noNaN: true }),
    },
    { requiredKeys: ['x', 'y', 'color', 'radius'] },
  );

const scene = (maxSide: number, maxLights: number): fc.Arbitrary<Scene> =>
  fc
    .record({
      width: fc.integer({ min: 1, max: maxSide }),
      height: fc.integer({ min: 1, max: maxSide }),
      density: fc.integer({ min: 0, max: 60 }),
    })
    .chain(({ width, height, density }) =>
      fc.record({
        map: fc
          .array(fc.integer({ min: 0, max: 99 }), { minLength: width * height, maxLength: width * height })
          .map((v) => ({ width, height, opaque: Uint8Array.from(v, (p) => (p < density ? 1 : 0)) })),
        lights: fc.array(lightOn(width, height), { minLength: 0, maxLength: maxLights }),
        viewer: fc.record({
          x: fc.integer({ min: 0, max: width - 1 }),
          y: fc.integer({ min: 0, max: height - 1 }),
        }),
      }),
    );

const algorithm = fc.constantFrom<FovAlgorithm>('symmetric', 'recursive', 'raycast');

const channelSum = (out: ArrayLike<number>, i: number): number =>
  out[3 * i] + out[3 * i + 1] + out[3 * i + 2];

// ---------------------------------------------------------------------------------------------

describe('computeLighting', () => {
  it('equals the plain reference, without a viewer', () => {
    fc.assert(
      fc.property(scene(24, 4), algorithm, (s, a) => {
        expectClose(
          computeLighting(s.map, s.lights, { algorithm: a }),
          referenceLighting(s.map, s.lights, { algorithm: a }),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('equals the plain reference with a viewer (face rule), given as a point or with its mask', () => {
    fc.assert(
      fc.property(scene(24, 4), algorithm, fc.boolean(), (s, a, withMask) => {
        const viewer = withMask
          ? { ...s.viewer, visible: computeFov(s.map, s.viewer, 9, { algorithm: a }) }
          : s.viewer;
        const options = { algorithm: a, viewer };
        expectClose(computeLighting(s.map, s.lights, options), referenceLighting(s.map, s.lights, options));
      }),
      { numRuns: 300 },
    );
  });

  it('uses the symmetric field of view by default', () => {
    fc.assert(
      fc.property(scene(20, 3), (s) => {
        expectClose(
          computeLighting(s.map, s.lights),
          referenceLighting(s.map, s.lights, { algorithm: 'symmetric' }),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('L1: one light is brightest on its own cell, 0 beyond its radius, and I(1) < I(0)', () => {
    fc.assert(
      fc.property(scene(24, 1), algorithm, (s, a) => {
        fc.pre(s.lights.length === 1);
        const light = { ...s.lights[0], color: 0xffffff, intensity: 1 };
        const out = computeLighting(s.map, [light], { algorithm: a });
        const { width } = s.map;
        const own = light.y * width + light.x;
        expect(channelSum(out, own)).toBeCloseTo(3, 5);
        const top = channelSum(out, own);
        // Cells breaking a rule, collected so that one assertion reports them all.
        const bad: string[] = [];
        for (let i = 0; i < width * s.map.height; i++) {
          const d2 = ((i % width) - light.x) ** 2 + (Math.floor(i / width) - light.y) ** 2;
          const v = channelSum(out, i);
          if (d2 > light.radius * light.radius && v !== 0) bad.push(`${i} lit beyond the radius`);
          if (i !== own && v > top) bad.push(`${i} brighter than the light's cell`);
          if (d2 === 1 && light.radius > 1 && v > 0 && !(v < top)) bad.push(`${i}: I(1) = I(0)`);
        }
        expect(bad).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('L1: brightness never increases along an unobstructed ray from the light', () => {
    fc.assert(
      fc.property(scene(24, 1), algorithm, fc.integer(), fc.integer(), (s, a, tx, ty) => {
        fc.pre(s.lights.length === 1);
        const light = s.lights[0];
        const { width, height, opaque } = s.map;
        const target = { x: Math.abs(tx) % width, y: Math.abs(ty) % height };
        const out = computeLighting(s.map, [light], { algorithm: a });
        const seen = computeFov(s.map, light, light.radius, { algorithm: a });
        const ray = line(light, target);
        let previous = Number.POSITIVE_INFINITY;
        for (const p of ray) {
          const i = p.y * width + p.x;
          // The ray is unobstructed as far as it runs over open cells the light sees.
          if (opaque[i] !== 0 || seen[i] === 0) break;
          const v = channelSum(out, i);
          expect(v).toBeLessThanOrEqual(previous);
          previous = v;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('L1: on an open floor brightness strictly falls along every ray until it reaches 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 24 }),
        fc.integer({ min: 0, max: 24 }),
        (radius, tx, ty) => {
          const map = { width: 25, height: 25, opaque: new Uint8Array(625) };
          const light = { x: 12, y: 12, color: 0xffffff, radius };
          const out = computeLighting(map, [light]);
          let previous = Number.POSITIVE_INFINITY;
          for (const p of line(light, { x: tx, y: ty })) {
            const v = channelSum(out, p.y * 25 + p.x);
            if (previous > 0) expect(v).toBeLessThan(previous);
            else expect(v).toBe(0);
            previous = v;
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('L2: a light adds nothing to cells its field of view misses, nor to cells the viewer does not see', () => {
    fc.assert(
      fc.property(scene(24, 1), algorithm, fc.boolean(), (s, a, withViewer) => {
        fc.pre(s.lights.length === 1);
        const light = s.lights[0];
        fc.pre((light.intensity ?? 1) > 0);
        const options = withViewer ? { algorithm: a, viewer: s.viewer } : { algorithm: a };
        const out = computeLighting(s.map, [light], options);
        const fromLight = computeFov(s.map, light, light.radius, { algorithm: a });
        const fromViewer = computeFov(s.map, s.viewer, 1000, { algorithm: a });
        const bad: number[] = [];
        for (let i = 0; i < fromLight.length; i++) {
          const hidden = fromLight[i] === 0 || (withViewer && fromViewer[i] === 0);
          if (hidden && channelSum(out, i) !== 0) bad.push(i);
        }
        expect(bad).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('adds lights up: two lights give the sum of each alone, with or without a viewer', () => {
    fc.assert(
      fc.property(scene(24, 2), algorithm, fc.boolean(), (s, a, withViewer) => {
        fc.pre(s.lights.length === 2);
        const options = withViewer ? { algorithm: a, viewer: s.viewer } : { algorithm: a };
        const both = computeLighting(s.map, s.lights, options);
        const one = computeLighting(s.map, [s.lights[0]], options);
        const two = computeLighting(s.map, [s.lights[1]], options);
        expectClose(
          both,
          one.map((v, i) => v + two[i]),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('scales with intensity, and no lights means darkness', () => {
    fc.assert(
      fc.property(scene(20, 1), fc.double({ min: 0, max: 5, noNaN: true }), (s, k) => {
        fc.pre(s.lights.length === 1);
        const light = { ...s.lights[0], intensity: 1 };
        const base = computeLighting(s.map, [light]);
        const scaled = computeLighting(s.map, [{ ...light, intensity: k }]);
        expectClose(
          scaled,
          base.map((v) => v * k),
        );
        expect(computeLighting(s.map, []).every((v) => v === 0)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('light reads per channel: a pure red light leaves green and blue at 0', () => {
    const map = { width: 9, height: 9, opaque: new Uint8Array(81) };
    const out = computeLighting(map, [{ x: 4, y: 4, color: 0xff0000, radius: 4 }]);
    expect(out[3 * 40]).toBe(1);
    for (let i = 0; i < 81; i++) {
      expect(out[3 * i + 1]).toBe(0);
      expect(out[3 * i + 2]).toBe(0);
    }
    // A cell at distance 2 of a radius-4 light at the default height (4/3), as the formula gives.
    const raw = (t: number): number => 1 / ((t * t * 9) / 16 + 1);
    expect(out[3 * 42]).toBeCloseTo((raw(2) - raw(4)) / (1 - raw(4)), 6);
  });
});

describe('computeLighting on large maps (lights framed by windows)', () => {
  /** Maps big enough that every light below reach 6 gets a window copied around it. */
  const big = fc
    .record({
      width: fc.integer({ min: 56, max: 64 }),
      height: fc.integer({ min: 56, max: 64 }),
      density: fc.integer({ min: 0, max: 50 }),
    })
    .chain(({ width, height, density }) =>
      fc.record({
        map: fc
          .array(fc.integer({ min: 0, max: 99 }), { minLength: width * height, maxLength: width * height })
          .map((v) => ({ width, height, opaque: Uint8Array.from(v, (p) => (p < density ? 1 : 0)) })),
        lights: fc.array(
          fc.record({
            // Half the lights within 6 cells of an edge, where the window leaves the map.
            x: fc.oneof(
              fc.integer({ min: 0, max: 6 }),
              fc.integer({ min: width - 7, max: width - 1 }),
              fc.integer({ min: 0, max: width - 1 }),
            ),
            y: fc.oneof(
              fc.integer({ min: 0, max: 6 }),
              fc.integer({ min: height - 7, max: height - 1 }),
              fc.integer({ min: 0, max: height - 1 }),
            ),
            color: fc.integer({ min: 0, max: 0xffffff }),
            radius: fc.double({ min: 0, max: 6.99, noNaN: true }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        viewer: fc.record({
          x: fc.integer({ min: 0, max: width - 1 }),
          y: fc.integer({ min: 0, max: height - 1 }),
        }),
      }),
    );

  const windowed = (cells: number, radius: number): boolean =>
    cells > WINDOW_FACTOR * (2 * Math.floor(radius) + 1) ** 2;

  it('equals the plain reference, with and without a viewer, with bounces', () => {
    fc.assert(
      fc.property(
        big,
        algorithm,
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        (s, a, withViewer, bounceRadius) => {
          const cells = s.map.width * s.map.height;
          for (const l of s.lights) expect(windowed(cells, l.radius)).toBe(true);
          expect(windowed(cells, bounceRadius)).toBe(true);
          const reflection = { bounces: 1, reflectivity: 0.5, radius: bounceRadius, threshold: 0 };
          const options = withViewer
            ? { algorithm: a, viewer: s.viewer, reflection }
            : { algorithm: a, reflection };
          expectClose(computeLighting(s.map, s.lights, options), referenceLighting(s.map, s.lights, options));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('small maps light through the whole-map frame and large radii still reach every cell they should', () => {
    const lighting = createLighting();
    fc.assert(
      fc.property(big, fc.double({ min: 8, max: 200, noNaN: true }), (s, radius) => {
        const lights = s.lights.map((l) => ({ ...l, radius }));
        expect(windowed(s.map.width * s.map.height, radius)).toBe(false);
        expectClose(lighting.compute(s.map, lights), referenceLighting(s.map, lights));
      }),
      { numRuns: 20 },
    );
  });
});

describe('computeLighting out and createLighting', () => {
  it('clears, fills and returns `out`, giving what a fresh array gets', () => {
    fc.assert(
      fc.property(scene(20, 3), fc.boolean(), (s, withViewer) => {
        const options = withViewer ? { viewer: s.viewer } : {};
        const fresh = computeLighting(s.map, s.lights, options);
        const out = new Float32Array(fresh.length).fill(7);
        const got = computeLighting(s.map, s.lights, { ...options, out });
        expect(got).toBe(out);
        expect(Array.from(got)).toEqual(Array.from(fresh));
      }),
      { numRuns: 100 },
    );
  });

  it('one calculator over many maps, sizes and radii gives what fresh calls give', () => {
    const lighting = createLighting();
    fc.assert(
      fc.property(scene(20, 3), algorithm, fc.boolean(), (s, a, withViewer) => {
        const options = withViewer ? { viewer: s.viewer, algorithm: a } : { algorithm: a };
        const out = new Float32Array(3 * s.map.width * s.map.height);
        expect(lighting.compute(s.map, s.lights, { ...options, out })).toBe(out);
        expect(Array.from(out)).toEqual(Array.from(computeLighting(s.map, s.lights, options)));
      }),
      { numRuns: 200 },
    );
  });

  it('the plain computeLighting answers any run of calls (maps, sizes, radii, bounces in random order) as a fresh calculator does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(scene(24, 3), algorithm, fc.boolean(), fc.integer({ min: 0, max: 2 })), {
          minLength: 2,
          maxLength: 6,
        }),
        (calls) => {
          for (const [s, a, withViewer, bounces] of calls) {
            const options: LightingOptions = {
              algorithm: a,
              ...(withViewer ? { viewer: s.viewer } : {}),
              ...(bounces > 0 ? { reflection: { bounces, reflectivity: 0.5 } } : {}),
            };
            expect(Array.from(computeLighting(s.map, s.lights, options))).toEqual(
              Array.from(createLighting().compute(s.map, s.lights, options)),
            );
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a getter on a light that calls computeLighting again changes neither result (it runs before the shared calculator is taken)', () => {
    fc.assert(
      fc.property(scene(20, 3), scene(16, 2), (outer, inner) => {
        const innerExpected = Array.from(createLighting().compute(inner.map, inner.lights));
        let nested = 0;
        // Each light's radius is a getter that first lights another map through the plain call.
        const lights = outer.lights.map((light) => {
          const copy = { ...light };
          Object.defineProperty(copy, 'radius', {
            enumerable: true,
            get: () => {
              nested++;
              expect(Array.from(computeLighting(inner.map, inner.lights))).toEqual(innerExpected);
              return light.radius;
            },
          });
          return copy;
        });
        expect(Array.from(computeLighting(outer.map, lights))).toEqual(
          Array.from(createLighting().compute(outer.map, outer.lights)),
        );
        expect(nested).toBeGreaterThanOrEqual(outer.lights.length);
      }),
      { numRuns: 60 },
    );
  });

  it('the result does not depend on the order of the lights beyond rounding', () => {
    fc.assert(
      fc.property(scene(20, 4), (s) => {
        expectClose(computeLighting(s.map, [...s.lights].reverse()), computeLighting(s.map, s.lights));
      }),
      { numRuns: 100 },
    );
  });
});

describe('computeLighting reflection', () => {
  const reflection = fc.record({
    bounces: fc.integer({ min: 1, max: 3 }),
    reflectivity: fc.double({ min: 0, max: 1, noNaN: true }),
    radius: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.double({ min: 0, max: 6, noNaN: true })),
    threshold: fc.constant(0),
  });

  it('equals the plain reference: each bounce re-emits what floors received in the pass before', () => {
    fc.assert(
      fc.property(scene(16, 3), algorithm, reflection, fc.boolean(), (s, a, r, withViewer) => {
        const options = withViewer
          ? { algorithm: a, reflection: r, viewer: s.viewer }
          : { algorithm: a, reflection: r };
        expectClose(computeLighting(s.map, s.lights, options), referenceLighting(s.map, s.lights, options));
      }),
      { numRuns: 150 },
    );
  });

  it('takes one reflectivity per cell', () => {
    fc.assert(
      fc.property(scene(14, 2), fc.integer(), (s, seed) => {
        const cells = s.map.width * s.map.height;
        const reflectivity = Float32Array.from(
          { length: cells },
          (_, i) => ((Math.abs(seed) + i * 7) % 5) / 4,
        );
        const options = { reflection: { bounces: 2, reflectivity, threshold: 0.01 } };
        expectClose(computeLighting(s.map, s.lights, options), referenceLighting(s.map, s.lights, options));
      }),
      { numRuns: 100 },
    );
  });

  it('no bounces or no reflectivity is direct light only', () => {
    fc.assert(
      fc.property(scene(16, 3), (s) => {
        const direct = Array.from(computeLighting(s.map, s.lights));
        const none = computeLighting(s.map, s.lights, { reflection: { bounces: 0, reflectivity: 1 } });
        const black = computeLighting(s.map, s.lights, { reflection: { bounces: 3, reflectivity: 0 } });
        expect(Array.from(none)).toEqual(direct);
        expect(Array.from(black)).toEqual(direct);
      }),
      { numRuns: 100 },
    );
  });

  it('only adds light, and a bounce sends on at most the reflected share of what floors received', () => {
    fc.assert(
      fc.property(scene(16, 3), fc.double({ min: 0, max: 1, noNaN: true }), (s, rho) => {
        const { opaque } = s.map;
        const direct = computeLighting(s.map, s.lights);
        const bounced = computeLighting(s.map, s.lights, {
          reflection: { bounces: 1, reflectivity: rho, threshold: 0 },
        });
        let added = 0;
        let onFloors = 0;
        for (let i = 0; i < direct.length; i++) {
          expect(bounced[i]).toBeGreaterThanOrEqual(direct[i] - 1e-6);
          added += bounced[i] - direct[i];
          if (opaque[Math.floor(i / 3)] === 0) onFloors += direct[i];
        }
        expect(added).toBeLessThanOrEqual(rho * onFloors * (1 + 1e-4) + 1e-4);
      }),
      { numRuns: 150 },
    );
  });

  it('lights a corner the lamp cannot see', () => {
    // An L-shaped corridor: the lamp at the end of the horizontal arm, the dark cell up the other.
    const rows = ['#########', '#......##', '#####.###', '#####.###', '#########'];
    const width = rows[0].length;
    const map = {
      width,
      height: rows.length,
      opaque: Uint8Array.from(rows.join(''), (c) => (c === '#' ? 1 : 0)),
    };
    const lamp = { x: 1, y: 1, color: 0xffffff, radius: 8 };
    const hidden = 3 * (3 * width + 5);
    expect(computeLighting(map, [lamp])[hidden]).toBe(0);
    const out = computeLighting(map, [lamp], { reflection: { bounces: 1, reflectivity: 0.5 } });
    expect(out[hidden]).toBeGreaterThan(0);
  });
});

describe('computeLighting argument checks', () => {
  const map = { width: 4, height: 3, opaque: new Uint8Array(12) };
  const light = { x: 1, y: 1, color: 0xffffff, radius: 3 };
  const bad: Array<[string, () => unknown, RegExp]> = [
    [
      'width',
      () => computeLighting({ width: -1, height: 3, opaque: new Uint8Array(0) }, []),
      /width and height/,
    ],
    [
      'opaque length',
      () => computeLighting({ width: 4, height: 3, opaque: new Uint8Array(11) }, []),
      /opaque/,
    ],
    ['lights not an array', () => computeLighting(map, {} as unknown as Light[]), /lights must be an array/],
    ['light off the map', () => computeLighting(map, [{ ...light, x: 4 }]), /lights\[0\] at \(4, 1\)/],
    ['light between cells', () => computeLighting(map, [{ ...light, y: 0.5 }]), /lights\[0\] at/],
    ['colour too big', () => computeLighting(map, [{ ...light, color: 0x1000000 }]), /color/],
    ['negative radius', () => computeLighting(map, [{ ...light, radius: -1 }]), /radius/],
    ['infinite radius', () => computeLighting(map, [{ ...light, radius: Infinity }]), /radius/],
    ['NaN intensity', () => computeLighting(map, [{ ...light, intensity: NaN }]), /intensity/],
    ['zero height', () => computeLighting(map, [light, { ...light, height: 0 }]), /lights\[1\]\.height/],
    ['focus above 1', () => computeLighting(map, [{ ...light, focus: 2 }]), /focus/],
    [
      'out length',
      () => computeLighting(map, [], { out: new Float32Array(12) }),
      /out must be a Float32Array of length 36/,
    ],
    [
      'out type',
      () => computeLighting(map, [], { out: new Float64Array(36) as unknown as Float32Array }),
      /out/,
    ],
    [
      'algorithm',
      () => computeLighting(map, [], { algorithm: 'bogus' as FovAlgorithm }),
      /unknown algorithm/,
    ],
    ['viewer off the map', () => computeLighting(map, [], { viewer: { x: -1, y: 0 } }), /viewer at/],
    [
      'viewer mask length',
      () => computeLighting(map, [], { viewer: { x: 0, y: 0, visible: new Uint8Array(3) } }),
      /viewer\.visible/,
    ],
    [
      'bounces',
      () => computeLighting(map, [], { reflection: { bounces: 1.5, reflectivity: 0.5 } }),
      /reflection\.bounces/,
    ],
    [
      'reflectivity',
      () => computeLighting(map, [], { reflection: { bounces: 1, reflectivity: -0.5 } }),
      /reflection\.reflectivity/,
    ],
    [
      'reflectivity array',
      () => computeLighting(map, [], { reflection: { bounces: 1, reflectivity: new Float32Array(2) } }),
      /reflection\.reflectivity/,
    ],
    [
      'bounce radius',
      () => computeLighting(map, [], { reflection: { bounces: 1, reflectivity: 0.5, radius: -2 } }),
      /reflection\.radius/,
    ],
  ];
  for (const [what, call, message] of bad) {
    it(`rejects ${what} with a RangeError naming computeLighting`, () => {
      expect(call).toThrow(RangeError);
      expect(call).toThrow(/^computeLighting: /);
      expect(call).toThrow(message);
    });
  }

  it('rejects unknown keys in the options, a light, the viewer and the reflection, with a near miss', () => {
    const lamp = { x: 1, y: 1, color: 0xffffff, radius: 3 };
    const cases: Array<[() => unknown, RegExp]> = [
      [
        () => computeLighting(map, [], { reflections: {} } as LightingOptions),
        /^computeLighting: unknown option "reflections" \(did you mean "reflection"\?\); it takes out, viewer, algorithm, reflection$/,
      ],
      [
        () => createLighting().compute(map, [], { algorithim: 'raycast' } as LightingOptions),
        /unknown option "algorithim" \(did you mean "algorithm"\?\)/,
      ],
      [
        () => computeLighting(map, [{ ...lamp, colour: 1 } as Light]),
        /^computeLighting: lights\[0\]: unknown option "colour" \(did you mean "color"\?\); it takes x, y, color, radius, intensity, height, focus$/,
      ],
      [
        () => computeLighting(map, [lamp, { ...lamp, hieght: 2 } as Light]),
        /^computeLighting: lights\[1\]: unknown option "hieght" \(did you mean "height"\?\)/,
      ],
      [
        () =>
          computeLighting(map, [], {
            viewer: { x: 0, y: 0, visibel: new Uint8Array(0) } as LightingOptions['viewer'],
          }),
        /^computeLighting: viewer: unknown option "visibel" \(did you mean "visible"\?\)/,
      ],
      [
        () =>
          computeLighting(map, [], {
            reflection: { bounces: 1, reflectivity: 0.5, treshold: 1 } as LightingOptions['reflection'],
          }),
        /^computeLighting: reflection: unknown option "treshold" \(did you mean "threshold"\?\)/,
      ],
    ];
    for (const [call, message] of cases) {
      expect(call).toThrow(RangeError);
      expect(call).toThrow(message);
    }
  });

  it('says the arguments look swapped when the lights come first', () => {
    expect(() => computeLighting([] as unknown as OpacityMap, map as unknown as Light[])).toThrow(
      /^computeLighting: the arguments look swapped/,
    );
  });

  it('accepts an empty map with no lights', () => {
    expect(computeLighting({ width: 0, height: 0, opaque: new Uint8Array(0) }, []).length).toBe(0);
  });
});
