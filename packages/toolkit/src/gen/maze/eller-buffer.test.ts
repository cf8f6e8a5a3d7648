import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateEllerMaze } from './eller.js';

describe('maze-eller working buffer', () => {
  it('leaves no trace from one maze to the next: any order of sizes and seeds gives the same mazes', () => {
    const job = fc.record({
      width: fc.integer({ min: 5, max: 61 }),
      height: fc.integer({ min: 5, max: 41 }),
      seed: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.array(job, { minLength: 2, maxLength: 8 }), (jobs) => {
        const forward = jobs.map((o) => generateEllerMaze(o).tiles);
        const backward = [...jobs]
          .reverse()
          .map((o) => generateEllerMaze(o).tiles)
          .reverse();
        expect(backward).toEqual(forward);
      }),
      { numRuns: 100 },
    );
  });
});
