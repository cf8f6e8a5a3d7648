import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeFov } from '../fov/fov.js';
import type { FovAlgorithm, OpacityMap } from '../fov/types.js';
import { computeLighting } from './lighting.js';

const WHITE = 0xffffff;
const RED = 0xff0000;

/**
 * Two rooms side by side inside an outer wall, split by a wall `thickness` cells thick:
 * left room columns 1..left, the split, right room, outer wall; rows 1..rows inside.
 */
function twoRooms(
  left: number,
  right: number,
  rows: number,
  thickness: number,
): OpacityMap & { split: number } {
  const width = left + thickness + right + 2;
  const height = rows + 2;
  const opaque = new Uint8Array(width * height).fill(1);
  for (let y = 1; y <= rows; y++) {
    for (let x = 1; x <= left; x++) opaque[y * width + x] = 0;
    for (let x = left + thickness + 1; x <= left + thickness + right; x++) opaque[y * width + x] = 0;
  }
  return { width, height, opaque, split: left + 1 };
}

const rgb = (out: Float32Array, width: number, x: number, y: number): [number, number, number] => {
  const i = 3 * (y * width + x);
  return [out[i], out[i + 1], out[i + 2]];
};

describe('the face rule (L2)', () => {
  it('a wall between a white room and a red room reads white from the white side, red from the red side', () => {
    const map = twoRooms(5, 5, 5, 1);
    const white = { x: 3, y: 3, color: WHITE, radius: 8 };
    const red = { x: 9, y: 3, color: RED, radius: 8 };
    const fromWhite = computeLighting(map, [white, red], { viewer: { x: 2, y: 2 } });
    const fromRed = computeLighting(map, [white, red], { viewer: { x: 10, y: 4 } });
    const unseen = computeLighting(map, [white, red]);
    for (let y = 1; y <= 5; y++) {
      const [wr, wg, wb] = rgb(fromWhite, map.width, 6, y);
      expect(wr).toBeGreaterThan(0);
      expect(wg).toBe(wr);
      expect(wb).toBe(wr);
      const [rr, rg, rb] = rgb(fromRed, map.width, 6, y);
      expect(rr).toBeGreaterThan(0);
      expect(rg).toBe(0);
      expect(rb).toBe(0);
      // With no viewer the wall takes both lights: white plus red.
      const [ur, ug, ub] = rgb(unseen, map.width, 6, y);
      expect(ug).toBeCloseTo(wg, 6);
      expect(ub).toBeCloseTo(wb, 6);
      expect(ur).toBeCloseTo(wr + rr, 6);
    }
  });

  it('room corners and the ends of the split show the light of the viewer side (exposed corners)', () => {
    const map = twoRooms(5, 5, 5, 1);
    const lights = [
      { x: 3, y: 3, color: WHITE, radius: 8 },
      { x: 9, y: 3, color: RED, radius: 8 },
    ];
    const fromWhite = computeLighting(map, lights, { viewer: { x: 3, y: 3 } });
    const fromRed = computeLighting(map, lights, { viewer: { x: 9, y: 3 } });
    // Outer corners of the white room, and the T where the split meets the outer wall.
    for (const [x, y] of [
      [0, 0],
      [0, 6],
      [6, 0],
      [6, 6],
    ]) {
      const [r, g, b] = rgb(fromWhite, map.width, x, y);
      expect(r).toBeGreaterThan(0);
      expect([g, b]).toEqual([r, r]);
    }
    for (const [x, y] of [
      [12, 0],
      [12, 6],
      [6, 0],
      [6, 6],
    ]) {
      const [r, g, b] = rgb(fromRed, map.width, x, y);
      expect(r).toBeGreaterThan(0);
      expect([g, b]).toEqual([0, 0]);
    }
    // Nothing of the other room shows.
    expect(rgb(fromWhite, map.width, 12, 0)).toEqual([0, 0, 0]);
    expect(rgb(fromRed, map.width, 0, 0)).toEqual([0, 0, 0]);
  });

  it('over random rooms, lights and viewers, the split shows only the viewer side light', () => {
    fc.assert(
      fc.property(
        fc.record({
          left: fc.integer({ min: 1, max: 9 }),
          right: fc.integer({ min: 1, max: 9 }),
          rows: fc.integer({ min: 1, max: 9 }),
          thickness: fc.integer({ min: 1, max: 3 }),
        }),
        fc.integer(),
        fc.integer(),
        fc.integer(),
        fc.boolean(),
        fc.double({ min: 0, max: 16, noNaN: true }),
        fc.constantFrom<FovAlgorithm>('symmetric', 'recursive', 'raycast'),
        ({ left, right, rows, thickness }, a, b, c, viewLeft, radius, algorithm) => {
          const map = twoRooms(left, right, rows, thickness);
          const inRoom = (seed: number, onLeft: boolean): { x: number; y: number } => {
            const s = Math.abs(seed);
            const x = onLeft ? 1 + (s % left) : left + thickness + 1 + (s % right);
            return { x, y: 1 + (Math.floor(s / 16) % rows) };
          };
          const white = { ...inRoom(a, true), color: WHITE, radius };
          const red = { ...inRoom(b, false), color: RED, radius };
          const viewer = inRoom(c, viewLeft);
          const out = computeLighting(map, [white, red], { viewer, algorithm });
          // Every cell of the split and every wall beside it.
          for (let y = 0; y < map.height; y++) {
            for (let x = map.split; x < map.split + thickness; x++) {
              const [r, g, bl] = rgb(out, map.width, x, y);
              if (viewLeft) expect([g, bl]).toEqual([r, r]);
              else expect([g, bl]).toEqual([0, 0]);
            }
          }
          // The face towards the viewer is lit when the viewer side light reaches it straight across
          // and the viewer sees that wall cell.
          const own = viewLeft ? white : red;
          const faceX = viewLeft ? map.split : map.split + thickness - 1;
          const seen = computeFov(map, viewer, 100, { algorithm });
          if (Math.abs(faceX - own.x) < radius && seen[own.y * map.width + faceX] !== 0) {
            expect(rgb(out, map.width, faceX, own.y)[0]).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a free-standing wall shows light from the far side only on its end, which both see', () => {
    // A horizontal wall from x = 0 to 6 at y = 4 in an open 13x9 field; lights south, viewers north.
    const width = 13;
    const height = 9;
    const opaque = new Uint8Array(width * height);
    for (let x = 0; x <= 6; x++) opaque[4 * width + x] = 1;
    const map = { width, height, opaque };
    for (const light of [
      { x: 9, y: 7, color: WHITE, radius: 12 },
      { x: 10, y: 5, color: WHITE, radius: 12 },
    ]) {
      for (const viewer of [
        { x: 9, y: 1 },
        { x: 8, y: 3 },
        { x: 10, y: 3 },
        { x: 12, y: 3 },
      ]) {
        const out = computeLighting(map, [light], { viewer });
        // The wall's end faces east, where both stand: lit.
        expect(rgb(out, width, 6, 4)[0]).toBeGreaterThan(0);
        // Further along, the viewer sees only north faces and the light only south ones, even
        // where the viewer sees floor south of the wall around its end.
        for (let x = 0; x <= 5; x++) expect(rgb(out, width, x, 4)).toEqual([0, 0, 0]);
        // The floor on the viewer's side lit by the light around the end reads lit.
        expect(rgb(out, width, 8, 3)[0]).toBeGreaterThan(0);
      }
    }
  });

  it('a light inside a wall lights its own cell when the viewer sees it', () => {
    const map = twoRooms(3, 3, 3, 1);
    const lamp = { x: map.split, y: 2, color: WHITE, radius: 3 };
    const out = computeLighting(map, [lamp], { viewer: { x: 2, y: 2 } });
    expect(rgb(out, map.width, lamp.x, lamp.y)).toEqual([1, 1, 1]);
  });
});
