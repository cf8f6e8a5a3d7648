import { computeFov, createRng } from '@hullbreach/toolkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeReachesView, seesCell, seesCellByRows } from './sightline.js';

/** A random opacity grid: each cell opaque with probability `density`. */
function randomMap(seed: number, width: number, height: number, density: number): Uint8Array {
  const rng = createRng(`sightline ${seed}`);
  const opaque = new Uint8Array(width * height);
  for (let i = 0; i < opaque.length; i++) opaque[i] = rng.chance(density) ? 1 : 0;
  return opaque;
}

/** Every cell where the one-cell test and the toolkit's whole view disagree, as "x,y". */
function disagreements(
  opaque: Uint8Array,
  width: number,
  height: number,
  ox: number,
  oy: number,
  r: number,
): string[] {
  const view = computeFov({ width, height, opaque }, { x: ox, y: oy }, r, { algorithm: 'symmetric' });
  const wrong: string[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (seesCell(opaque, width, height, ox, oy, r, x, y) !== (view[y * width + x] !== 0))
        wrong.push(`${x},${y}`);
  return wrong;
}

/** A random scene of the tests below. */
interface Scene {
  readonly opaque: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly ox: number;
  readonly oy: number;
  readonly radius: number;
}

/**
 * Random scenes: an opacity map up to 40x30 (up to 60% walls), an eye anywhere on it (a wall too,
 * as a monster in a doorway closing on it), and a whole radius up to `maxRadius`, or half a cell
 * more when `halves`.
 */
function scenes(maxRadius: number, halves: boolean): fc.Arbitrary<Scene> {
  return fc
    .tuple(
      fc.integer({ min: 1, max: 1_000_000 }),
      fc.integer({ min: 1, max: 40 }),
      fc.integer({ min: 1, max: 30 }),
      fc.double({ min: 0, max: 0.6, noNaN: true }),
      fc.integer({ min: 0, max: maxRadius }),
      halves ? fc.boolean() : fc.constant(false),
      fc.nat(),
    )
    .map(([seed, width, height, density, whole, half, at]) => {
      const origin = at % (width * height);
      const ox = origin % width;
      const oy = (origin - ox) / width;
      const radius = half ? whole + 0.5 : whole;
      return { opaque: randomMap(seed, width, height, density), width, height, ox, oy, radius };
    });
}

describe('seesCell: one cell of a symmetric shadowcasting view (issue 18.8)', () => {
  it('agrees with the toolkit view on every cell, over random maps, origins and radii', () => {
    fc.assert(
      // Whole radii up to 16 read the lines-of-sight tables; larger and fractional ones walk the rows.
      fc.property(scenes(18, true), ({ opaque, width, height, ox, oy, radius }) => {
        expect(disagreements(opaque, width, height, ox, oy, radius)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('the tables and the plain rows walk (the bench keeps a row of one against the other) agree on every cell', () => {
    fc.assert(
      fc.property(scenes(16, false), ({ opaque, width, height, ox, oy, radius }) => {
        for (let y = 0; y < height; y++)
          for (let x = 0; x < width; x++)
            expect(seesCell(opaque, width, height, ox, oy, radius, x, y)).toBe(
              seesCellByRows(opaque, width, height, ox, oy, radius, x, y),
            );
      }),
      { numRuns: 200 },
    );
  });

  it('agrees on the pillar, corridor and diagonal-gap layouts where vertices meet exactly', () => {
    // Pillars on a lattice put many wall vertices exactly on the slopes of cell centres.
    const width = 25;
    const height = 25;
    for (let step = 2; step <= 5; step++) {
      const opaque = new Uint8Array(width * height);
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) if (x % step === 0 && y % step === 0) opaque[y * width + x] = 1;
      for (let oy = 9; oy <= 15; oy++)
        for (let ox = 9; ox <= 15; ox++) expect(disagreements(opaque, width, height, ox, oy, 12)).toEqual([]);
    }
    // Diagonal walls with one-cell gaps.
    const diag = new Uint8Array(width * height);
    for (let k = 0; k < width; k++)
      if (k % 3 !== 1) diag[k * width + k] = diag[k * width + (width - 1 - k)] = 1;
    for (let oy = 0; oy < height; oy += 3)
      for (let ox = 0; ox < width; ox += 2)
        expect(disagreements(diag, width, height, ox, oy, 10)).toEqual([]);
  });

  it('changeReachesView: opacity changes it clears leave the view exactly as it was', () => {
    let kept = 0;
    let changed = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 3, max: 40 }),
        fc.integer({ min: 3, max: 30 }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        fc.integer({ min: 1, max: 16 }),
        fc.nat(),
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        (seed, width, height, density, radius, at, flips) => {
          const before = randomMap(seed, width, height, density);
          const after = before.slice();
          for (const f of flips) after[f % after.length] ^= 1;
          const ox = at % width;
          const oy = Math.floor(at / width) % height;
          const clear = flips.every(
            (f) =>
              !changeReachesView(
                after,
                width,
                height,
                ox,
                oy,
                radius,
                (f % after.length) % width,
                Math.floor((f % after.length) / width),
              ),
          );
          const fov = (opaque: Uint8Array): number[] =>
            Array.from(
              computeFov({ width, height, opaque }, { x: ox, y: oy }, radius, { algorithm: 'symmetric' }),
            );
          const same = fov(before).join() === fov(after).join();
          if (clear) {
            kept++;
            expect(same).toBe(true);
          } else if (!same) changed++;
        },
      ),
      { numRuns: 600 },
    );
    // Both outcomes were exercised: views kept, and views that did change after a change it flagged.
    expect(kept).toBeGreaterThan(30);
    expect(changed).toBeGreaterThan(30);
  });

  it('changeReachesView says whether the cell would be seen were it a wall', () => {
    fc.assert(
      fc.property(scenes(18, true), ({ opaque, width, height, ox, oy, radius }) => {
        const wrong: string[] = [];
        for (let y = 0; y < height; y++)
          for (let x = 0; x < width; x++) {
            if (x === ox && y === oy) continue;
            const walled = opaque.slice();
            walled[y * width + x] = 1;
            if (
              changeReachesView(opaque, width, height, ox, oy, radius, x, y) !==
              seesCell(walled, width, height, ox, oy, radius, x, y)
            )
              wrong.push(`${x},${y}`);
          }
        expect(wrong).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('sees nothing beyond the radius and always its own cell', () => {
    const opaque = new Uint8Array(15 * 15);
    expect(seesCell(opaque, 15, 15, 7, 7, 0, 7, 7)).toBe(true);
    expect(seesCell(opaque, 15, 15, 7, 7, 0, 8, 7)).toBe(false);
    expect(seesCell(opaque, 15, 15, 7, 7, 3, 10, 7)).toBe(true);
    expect(seesCell(opaque, 15, 15, 7, 7, 3, 10, 8)).toBe(false);
  });
});
