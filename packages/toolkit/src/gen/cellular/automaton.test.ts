import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../../rng/rng.js';
import {
  closedNeighbours,
  parseLifeRule,
  randomFill,
  stepGeneration,
  thresholdRule,
  updateCell,
} from './automaton.js';

const grid = fc
  .record({ width: fc.integer({ min: 1, max: 12 }), height: fc.integer({ min: 1, max: 12 }) })
  .chain(({ width, height }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      cells: fc.uint8Array({ min: 0, max: 1, minLength: width * height, maxLength: width * height }),
    }),
  );

/** Closed state of (x, y) with everything outside the grid closed: the reference reading of CA3. */
function closedAt(cells: Uint8Array, width: number, height: number, x: number, y: number): number {
  return x < 0 || y < 0 || x >= width || y >= height ? 1 : cells[y * width + x];
}

describe('closedNeighbours', () => {
  it('counts closed 8-neighbours, with cells outside the grid closed (CA3)', () => {
    fc.assert(
      fc.property(grid, ({ width, height, cells }) => {
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            let expected = 0;
            for (let dy = -1; dy <= 1; dy++)
              for (let dx = -1; dx <= 1; dx++)
                if (dx !== 0 || dy !== 0) expected += closedAt(cells, width, height, x + dx, y + dy);
            expect(closedNeighbours(cells, width, height, x, y)).toBe(expected);
          }
        }
      }),
    );
  });

  it('sees the outside of an all-open grid as closed: 5 at an edge, 3 on a side, 0 inside', () => {
    const open = new Uint8Array(25);
    expect(closedNeighbours(open, 5, 5, 0, 0)).toBe(5);
    expect(closedNeighbours(open, 5, 5, 2, 0)).toBe(3);
    expect(closedNeighbours(open, 5, 5, 2, 2)).toBe(0);
  });
});

describe('thresholdRule', () => {
  it('closes when c > n in island mode and opens when c > n in labyrinth mode', () => {
    for (let n = 0; n <= 8; n++) {
      for (let c = 0; c <= 8; c++) {
        expect(thresholdRule(c, n, true)).toBe(c > n ? 1 : 0);
        expect(thresholdRule(c, n, false)).toBe(c > n ? 0 : 1);
      }
    }
  });
});

describe('updateCell', () => {
  it('sets only cell k, to the rule applied to its closed-neighbour count (CA4)', () => {
    fc.assert(
      fc.property(grid, fc.nat(), fc.integer({ min: 0, max: 8 }), fc.boolean(), (g, pick, n, h) => {
        const { width, height, cells } = g;
        const k = pick % cells.length;
        const before = cells.slice();
        const x = k % width;
        const y = Math.floor(k / width);
        const c = closedNeighbours(before, width, height, x, y);
        updateCell(cells, width, height, k, n, h);
        for (let i = 0; i < cells.length; i++) {
          if (i === k) expect(cells[i]).toBe(thresholdRule(c, n, h));
          else expect(cells[i]).toBe(before[i]);
        }
      }),
    );
  });
});

describe('stepGeneration', () => {
  it('matches the cell-by-cell birth/survival rule over the previous generation', () => {
    const masks = fc.integer({ min: 0, max: 511 });
    fc.assert(
      fc.property(grid, masks, masks, ({ width, height, cells }, born, survive) => {
        const out = new Uint8Array(cells.length);
        stepGeneration(cells, out, width, height, born, survive);
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            const c = closedNeighbours(cells, width, height, x, y);
            const mask = cells[y * width + x] === 1 ? survive : born;
            expect(out[y * width + x]).toBe((mask >> c) & 1);
          }
        }
      }),
    );
  });
});

describe('randomFill', () => {
  it('closes about p% of the cells (within 3 sigma, CA2) across many seeds', () => {
    const n = 4000;
    for (const p of [0, 10, 45, 75, 100]) {
      for (let seed = 0; seed < 40; seed++) {
        const cells = new Uint8Array(n);
        randomFill(cells, p, createRng(seed));
        const closed = cells.reduce((s, v) => s + v, 0);
        const q = p / 100;
        const sigma = Math.sqrt(n * q * (1 - q));
        expect(Math.abs(closed - n * q)).toBeLessThanOrEqual(3 * sigma + 1e-9);
      }
    }
  });
});

describe('parseLifeRule', () => {
  it('sets one bit per listed count', () => {
    fc.assert(
      fc.property(
        fc.subarray([0, 1, 2, 3, 4, 5, 6, 7, 8]),
        fc.subarray([0, 1, 2, 3, 4, 5, 6, 7, 8]),
        (b, s) => {
          const rule = parseLifeRule(`B${b.join('')}/S${s.join('')}`);
          for (let c = 0; c <= 8; c++) {
            expect((rule.bornMask >> c) & 1).toBe(b.includes(c) ? 1 : 0);
            expect((rule.surviveMask >> c) & 1).toBe(s.includes(c) ? 1 : 0);
          }
        },
      ),
    );
  });

  it('rejects malformed rules with a RangeError naming the option', () => {
    for (const bad of ['', 'B9/S1', '5678/45678', 'S45/B5', 'B5678']) {
      expect(() => parseLifeRule(bad)).toThrow(RangeError);
      expect(() => parseLifeRule(bad)).toThrow(/"rule"/);
    }
  });
});
