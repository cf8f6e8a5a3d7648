import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Tile } from '../level.js';
import { fillRect, outwardRect, rectFits, STEPS } from './placement.js';

const shape = fc.record({
  jx: fc.integer({ min: -20, max: 20 }),
  jy: fc.integer({ min: -20, max: 20 }),
  dir: fc.integer({ min: 0, max: 3 }),
  along: fc.integer({ min: 1, max: 9 }),
  across: fc.integer({ min: 1, max: 9 }),
  pick: fc.nat(),
});

describe('outwardRect', () => {
  it('has the asked size and puts the cell just beyond the joint inside, at the asked offset', () => {
    fc.assert(
      fc.property(shape, ({ jx, jy, dir, along, across, pick }) => {
        const { x: dx, y: dy } = STEPS[dir];
        const offset = pick % across;
        const r = outwardRect(jx, jy, dx, dy, along, across, offset);
        expect(r.width * r.height).toBe(along * across);
        expect(dx !== 0 ? r.width : r.height).toBe(along);
        const bx = jx + dx;
        const by = jy + dy;
        expect(bx >= r.x && bx < r.x + r.width && by >= r.y && by < r.y + r.height).toBe(true);
        expect(dx !== 0 ? by - r.y : bx - r.x).toBe(offset);
        // the joint itself is outside, touching the near side
        expect(jx >= r.x && jx < r.x + r.width && jy >= r.y && jy < r.y + r.height).toBe(false);
      }),
    );
  });
});

describe('rectFits', () => {
  it('accepts a rectangle exactly when its grown box is in bounds and all wall but the exception', () => {
    const size = 12;
    fc.assert(
      fc.property(
        fc.uint8Array({ min: 0, max: 1, minLength: size * size, maxLength: size * size }),
        fc.record({
          x: fc.integer({ min: -1, max: 12 }),
          y: fc.integer({ min: -1, max: 12 }),
          width: fc.integer({ min: 1, max: 6 }),
          height: fc.integer({ min: 1, max: 6 }),
        }),
        fc.integer({ min: 0, max: size * size - 1 }),
        (bits, rect, except) => {
          const tiles = bits.map((b) => (b === 1 ? Tile.Floor : Tile.Wall));
          let expected =
            rect.x >= 1 && rect.y >= 1 && rect.x + rect.width < size && rect.y + rect.height < size;
          if (expected) {
            for (let y = rect.y - 1; y <= rect.y + rect.height; y++)
              for (let x = rect.x - 1; x <= rect.x + rect.width; x++)
                if (tiles[y * size + x] !== Tile.Wall && y * size + x !== except) expected = false;
          }
          expect(rectFits(tiles, size, size, rect, except)).toBe(expected);
        },
      ),
    );
  });
});

describe('fillRect', () => {
  it('sets exactly the cells of the rectangle', () => {
    fc.assert(
      fc.property(
        fc.record({
          x: fc.integer({ min: 0, max: 5 }),
          y: fc.integer({ min: 0, max: 5 }),
          width: fc.integer({ min: 1, max: 5 }),
          height: fc.integer({ min: 1, max: 5 }),
        }),
        (rect) => {
          const tiles = new Uint8Array(100).fill(Tile.Wall);
          expect(fillRect(tiles, 10, rect, Tile.Floor)).toBe(rect.width * rect.height);
          for (let i = 0; i < 100; i++) {
            const x = i % 10;
            const y = Math.floor(i / 10);
            const inside = x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height;
            expect(tiles[i]).toBe(inside ? Tile.Floor : Tile.Wall);
          }
        },
      ),
    );
  });
});
