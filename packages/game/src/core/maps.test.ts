import { createRng, dijkstraMap } from '@hullbreach/toolkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relaxFlee } from './maps.js';

/** The flee map as dijkstraMap computes it: every known cell a goal at its approach value times −6/5. */
function fleeByToolkit(
  walk: Uint8Array,
  approach: Float64Array,
  width: number,
  height: number,
): Float64Array {
  const goals: { x: number; y: number; cost: number }[] = [];
  for (let i = 0; i < approach.length; i++)
    if (walk[i] !== 0 && Number.isFinite(approach[i]))
      goals.push({ x: i % width, y: Math.floor(i / width), cost: Math.floor((approach[i] * -6) / 5) });
  return dijkstraMap({ width, height, walkable: walk }, goals, { topology: 8 });
}

describe('relaxFlee: the flee map without a goal per cell (issue 18.8)', () => {
  it('gives the same numbers as dijkstraMap over random walk masks and goals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 30 }),
        fc.double({ min: 0, max: 0.7, noNaN: true }),
        fc.nat(),
        (seed, width, height, density, at) => {
          const rng = createRng(`flee ${seed}`);
          const walk = new Uint8Array(width * height);
          for (let i = 0; i < walk.length; i++) walk[i] = rng.chance(density) ? 0 : 1;
          const goal = at % walk.length;
          const approach = dijkstraMap(
            { width, height, walkable: walk },
            [{ x: goal % width, y: Math.floor(goal / width) }],
            { topology: 8 },
          );
          const mine = Array.from(relaxFlee(walk, approach, width, height));
          const theirs = Array.from(fleeByToolkit(walk, approach, width, height));
          // toEqual tells 0 from -0: the goal's own cell must read 0 as the toolkit stores it.
          expect(mine).toEqual(theirs);
        },
      ),
      { numRuns: 300 },
    );
  });
});
