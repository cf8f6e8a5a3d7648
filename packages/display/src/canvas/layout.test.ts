import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellAt, cellBox, layoutSize } from './layout.js';

// The toolkit's doubled-width hex grid (packages/toolkit/src/path/hex.ts, as rot.js): a cell
// exists where x + y is even; its six neighbours are (±2, 0) and (±1, ±1).
const HEX_DX = [-1, 1, 2, 1, -1, -2];
const HEX_DY = [-1, -1, 0, 1, 1, 0];
const isHexCell = (x: number, y: number): boolean => (x + y) % 2 === 0;

describe('layouts', () => {
  it('rect: cell (x, y) sits at (x * w, y * h), and cellAt finds it from any of its pixels', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 49 }),
        fc.integer({ min: 1, max: 16 }),
        fc.integer({ min: 1, max: 24 }),
        (x, y, w, h) => {
          expect(cellBox('rect', x, y, w, h)).toEqual({ left: x * w, top: y * h, width: w, height: h });
          expect(cellAt('rect', x * w + w - 1, y * h, w, h)).toEqual({ x, y });
        },
      ),
    );
  });

  it("hex: cells exist where the toolkit's hex grid has them, and its six neighbours touch the cell", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 60 }), fc.integer({ min: 1, max: 30 }), (x, y) => {
        const w = 6;
        const h = 12;
        const box = cellBox('hex', x, y, w, h);
        expect(box !== undefined).toBe(isHexCell(x, y));
        if (box === undefined) return;
        for (let k = 0; k < 6; k++) {
          const n = cellBox('hex', x + HEX_DX[k], y + HEX_DY[k], w, h);
          expect(n).toBeDefined();
          // Same row: the next cell either side, edge to edge; rows above and below: half a cell over.
          const dx = n!.left - box.left;
          const dy = n!.top - box.top;
          expect([dx, dy]).toEqual(
            HEX_DY[k] === 0 ? [HEX_DX[k] * (w / 2), 0] : [HEX_DX[k] * (w / 2), HEX_DY[k] * h],
          );
        }
        // Every pixel of the box leads back to the cell.
        for (let px = box.left; px < box.left + w; px++)
          expect(cellAt('hex', px, box.top + h - 1, w, h)).toEqual({ x, y });
      }),
    );
  });

  it('the canvas holds every cell of the grid and no more', () => {
    expect(layoutSize('rect', 80, 25, 6, 12)).toEqual({ width: 480, height: 300 });
    // Doubled-width columns 0..cols-1: the last cell starts at (cols - 1) * w / 2.
    expect(layoutSize('hex', 80, 25, 6, 12)).toEqual({ width: 243, height: 300 });
  });
});
