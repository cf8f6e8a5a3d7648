import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Scene, scene } from './scenes.test.support.js';
import { FovScratch } from './scratch.js';
import { recursiveScan } from './recursive.js';

/**
 * The textbook algorithm as RogueBasin gives it: float slopes, one recursive call per wall run,
 * every row out to the far edge of the map, the outside treated as walls; then the radius cut.
 * One guard is added: once a window's start slope has dropped below its end slope it holds no ray,
 * and it is dropped (the bare textbook loop keeps scanning it and lights cells that no ray reaches).
 */
function reference(s: Scene): Uint8Array {
  const { width, height, opaque, x: ox, y: oy, radius } = s;
  const seen = new Uint8Array(width * height);
  const inMap = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < width && y < height;
  const blocks = (x: number, y: number): boolean => !inMap(x, y) || opaque[y * width + x] !== 0;
  const light = (x: number, y: number): void => {
    if (inMap(x, y) && (x - ox) ** 2 + (y - oy) ** 2 <= radius * radius) seen[y * width + x] = 1;
  };
  const depth = Math.max(width, height);
  const cast = (
    row: number,
    start: number,
    end: number,
    xx: number,
    xy: number,
    yx: number,
    yy: number,
  ): void => {
    if (start < end) return;
    let newStart = 0;
    for (let j = row; j <= depth; j++) {
      if (start < end) break;
      let blocked = false;
      for (let dx = -j; dx <= 0; dx++) {
        const dy = -j;
        const X = ox + dx * xx + dy * xy;
        const Y = oy + dx * yx + dy * yy;
        const lSlope = (dx - 0.5) / (dy + 0.5);
        const rSlope = (dx + 0.5) / (dy - 0.5);
        if (start < rSlope) continue;
        if (end > lSlope) break;
        light(X, Y);
        if (blocked) {
          if (blocks(X, Y)) {
            newStart = rSlope;
          } else {
            blocked = false;
            start = newStart;
          }
        } else if (blocks(X, Y) && j < depth) {
          blocked = true;
          cast(j + 1, start, lSlope, xx, xy, yx, yy);
          newStart = rSlope;
        }
      }
      if (blocked) break;
    }
  };
  light(ox, oy);
  const octants = [
    [1, 0, 0, 1],
    [0, 1, 1, 0],
    [0, -1, 1, 0],
    [-1, 0, 0, 1],
    [-1, 0, 0, -1],
    [0, -1, -1, 0],
    [0, 1, -1, 0],
    [1, 0, 0, -1],
  ];
  for (const [xx, xy, yx, yy] of octants) cast(1, 1, 0, xx, xy, yx, yy);
  return seen;
}

function run(s: Scene): Uint8Array {
  const out = new Uint8Array(s.width * s.height);
  recursiveScan({ ...s, out }, new FovScratch());
  return out;
}

describe('recursiveScan', () => {
  it('equals the textbook float version run over the whole map and cut to the radius', () => {
    fc.assert(
      fc.property(scene(24), (s) => {
        expect(run(s)).toEqual(reference(s));
      }),
      { numRuns: 1500 },
    );
  });

  it('lets sight slip between two walls that touch only at a corner, as the classic algorithm does', () => {
    // Walls at (2, 1) and (1, 2) touch only at the corner (1.5, 1.5), which the diagonal from (0, 0) crosses.
    const width = 5;
    const height = 5;
    const opaque = new Uint8Array(width * height);
    opaque[1 * width + 2] = 1; // (2, 1)
    opaque[2 * width + 1] = 1; // (1, 2)
    const out = new Uint8Array(width * height);
    recursiveScan(
      { opaque, width, height, x: 0, y: 0, radius: Number.POSITIVE_INFINITY, out },
      new FovScratch(),
    );
    expect(out[2 * width + 2]).not.toBe(0);
    expect(out[3 * width + 3]).not.toBe(0);
  });
});
