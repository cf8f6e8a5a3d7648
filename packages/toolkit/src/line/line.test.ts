import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { line } from './line.js';

const coord = fc.integer({ min: -40, max: 40 });
const point = fc.record({ x: coord, y: coord });

describe('line', () => {
  it('includes both ends, is 8-connected and has max(|dx|,|dy|)+1 cells', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const cells = line(a, b);
        expect(cells[0]).toEqual(a);
        expect(cells[cells.length - 1]).toEqual(b);
        expect(cells.length).toBe(Math.max(Math.abs(b.x - a.x), Math.abs(b.y - a.y)) + 1);
        for (let i = 1; i < cells.length; i++) {
          const step = Math.max(Math.abs(cells[i].x - cells[i - 1].x), Math.abs(cells[i].y - cells[i - 1].y));
          expect(step).toBe(1);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('is symmetric: line(b, a) is line(a, b) reversed', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(line(b, a)).toEqual(line(a, b).reverse());
      }),
      { numRuns: 2000 },
    );
  });

  it('stays within half a cell of the ideal line on the minor axis', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        for (const p of line(a, b)) {
          if (Math.abs(dx) >= Math.abs(dy)) {
            const ideal = dx === 0 ? a.y : a.y + ((p.x - a.x) * dy) / dx;
            expect(Math.abs(p.y - ideal)).toBeLessThanOrEqual(0.5);
          } else {
            const ideal = a.x + ((p.y - a.y) * dx) / dy;
            expect(Math.abs(p.x - ideal)).toBeLessThanOrEqual(0.5);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('is a single cell when both ends coincide', () => {
    expect(line({ x: 3, y: -2 }, { x: 3, y: -2 })).toEqual([{ x: 3, y: -2 }]);
  });

  it('refuses an options object with a key it does not take, instead of drawing a square-grid line', () => {
    const a = { x: 0, y: 0 };
    const b = { x: 6, y: 2 };
    expect(() => line(a, b, { topolgy: 6 } as never)).toThrow(
      /^line: unknown option "topolgy" \(did you mean "topology"\?\); it takes topology$/,
    );
    expect(() => line(a, b, null as never)).toThrow(TypeError);
    // The key spelt right draws the hex line, every cell of it a hex cell (x + y even).
    expect(line(a, b, { topology: 6 }).every((p) => (p.x + p.y) % 2 === 0)).toBe(true);
    expect(line(a, b, {})).toEqual(line(a, b));
  });
});
