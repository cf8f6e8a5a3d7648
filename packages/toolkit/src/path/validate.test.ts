import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCellArray, checkMap, checkPoint, checkTopology } from './validate.js';

describe('path input checks', () => {
  it('accepts exactly the cells of the map and returns their row-major index', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: -3, max: 53 }),
        fc.integer({ min: -3, max: 53 }),
        (width, height, x, y) => {
          const map = { width, height, walkable: new Uint8Array(width * height) };
          expect(checkMap(map, 'f')).toBe(width * height);
          const inside = x >= 0 && y >= 0 && x < width && y < height;
          if (inside) expect(checkPoint(map, { x, y }, 'p', 'f')).toBe(y * width + x);
          else expect(() => checkPoint(map, { x, y }, 'p', 'f')).toThrow(RangeError);
        },
      ),
    );
  });

  it('rejects malformed maps, topologies and per-cell arrays', () => {
    expect(() => checkMap({ width: 2.5, height: 2, walkable: new Uint8Array(5) }, 'f')).toThrow(RangeError);
    expect(() => checkMap({ width: 2, height: 2, walkable: new Uint8Array(3) }, 'f')).toThrow(/walkable/);
    expect(() =>
      checkMap({ width: 2, height: 2, walkable: [1, 1, 1, 1] as unknown as Uint8Array }, 'f'),
    ).toThrow(RangeError);
    expect(checkTopology(undefined, 'f')).toBe(8);
    expect(checkTopology(4, 'f')).toBe(4);
    expect(checkTopology(6, 'f')).toBe(6);
    expect(() => checkTopology(5 as 4, 'f')).toThrow(/topology/);
    expect(() => checkCellArray(new Uint8Array(3), 4, 'cost', 'f')).toThrow(/cost/);
    expect(() => checkCellArray(undefined, 4, 'cost', 'f')).not.toThrow();
  });
});
