import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Scene, scene } from './scenes.test.support.js';
import { mrpasScan } from './mrpas.js';
import { FovScratch } from './scratch.js';

/** An exact rational number n/d, d > 0. */
class Q {
  constructor(
    readonly n: number,
    readonly d: number,
  ) {}
  lt(o: Q): boolean {
    return this.n * o.d < o.n * this.d;
  }
  le(o: Q): boolean {
    return this.n * o.d <= o.n * this.d;
  }
  static min(a: Q, b: Q): Q {
    return a.le(b) ? a : b;
  }
  static max(a: Q, b: Q): Q {
    return a.le(b) ? b : a;
  }
}

/**
 * MRPAS as its rules read, octant by octant with exact fractions and plain objects: rows outwards,
 * cells from round(min angle x d) on; parents, obstacles, growing and the minimum angle as in the
 * description in mrpas.ts; cells off the map or beyond the radius not scanned; an octant ends
 * after a row with nothing seen.
 */
function reference(s: Scene): Uint8Array {
  const { width, height, opaque, x: ox, y: oy, radius } = s;
  const seen = new Uint8Array(width * height);
  seen[oy * width + ox] = 1;
  const octants = [
    [0, 1, 1, 0],
    [1, 0, 0, 1],
    [0, 1, -1, 0],
    [-1, 0, 0, 1],
    [0, -1, 1, 0],
    [1, 0, 0, -1],
    [0, -1, -1, 0],
    [-1, 0, 0, -1],
  ];
  for (const [ddx, ddy, ldx, ldy] of octants) {
    const obstacles: Array<{ start: Q; end: Q }> = [];
    let min = new Q(0, 1);
    let seenBefore = new Set<number>(); // offsets k seen and transparent in the row before
    for (let d = 1; ; d++) {
      const known = obstacles.length;
      const seenNow = new Set<number>();
      let anySeen = false;
      for (let k = Math.floor((2 * min.n * d + min.d) / (2 * min.d)); k <= d; k++) {
        const x = ox + d * ddx + k * ldx;
        const y = oy + d * ddy + k * ldy;
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        if ((x - ox) ** 2 + (y - oy) ** 2 > radius * radius) continue;
        const transparent = opaque[y * width + x] === 0;
        const start = new Q(2 * k - 1, 2 * d);
        const centre = new Q(k, d);
        const end = new Q(2 * k + 1, 2 * d);
        let visible = true;
        let extended = false;
        if (known > 0) {
          if (!(k <= d - 1 && seenBefore.has(k)) && !(k >= 1 && seenBefore.has(k - 1))) visible = false;
          for (let i = 0; i < known && visible; i++) {
            const o = obstacles[i];
            if (!(start.le(o.end) && o.start.le(end))) continue;
            if (transparent) {
              if (o.start.lt(centre) && centre.lt(o.end)) visible = false;
            } else if (o.start.le(start) && end.le(o.end)) {
              visible = false;
            } else {
              o.start = Q.min(o.start, start);
              o.end = Q.max(o.end, end);
              extended = true;
            }
          }
        }
        if (!visible) continue;
        anySeen = true;
        seen[y * width + x] = 1;
        if (transparent) seenNow.add(k);
        else if (start.le(min)) min = end;
        else if (!extended) obstacles.push({ start, end });
      }
      if (!anySeen) break;
      seenBefore = seenNow;
    }
  }
  return seen;
}

function run(s: Scene): Uint8Array {
  const out = new Uint8Array(s.width * s.height);
  mrpasScan({ ...s, out }, new FovScratch());
  return out;
}

describe('mrpasScan', () => {
  it('equals the rules applied plainly, with exact fractions, octant by octant', () => {
    fc.assert(
      fc.property(scene(24), (s) => {
        expect(run(s)).toEqual(reference(s));
      }),
      { numRuns: 1500 },
    );
  });

  it('equals the rules when an octant holds more than 64 obstacles, with one scratch reused', () => {
    // A column of pillars every other cell, 130-150 cells from an eye in a corner, makes one
    // obstacle per pillar in one octant, past the lists' first 64 entries, so the lists are grown
    // while in use, in rows of five words; sparse random pillars beyond it, and one scratch serves
    // every scene in turn.
    const scratch = new FovScratch();
    fc.assert(
      fc.property(
        fc.integer({ min: 130, max: 150 }),
        fc.integer({ min: 0, max: 1 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.boolean(),
        (depth, phase, percent, seed, transpose) => {
          const side = depth + 4;
          const opaque = new Uint8Array(side * side);
          let h = seed | 1;
          for (let i = 1; i < opaque.length; i++) {
            h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) ^ i;
            // Beyond the column only: before it, they would shadow much of it.
            const along = transpose ? Math.floor(i / side) : i % side;
            if (along > depth && (h >>> 0) % 100 < percent) opaque[i] = 1;
          }
          for (let k = phase; k < side; k += 2) opaque[transpose ? depth * side + k : k * side + depth] = 1;
          const s: Scene = { width: side, height: side, opaque, x: 0, y: 0, radius: Infinity };
          const out = new Uint8Array(side * side);
          mrpasScan({ ...s, out }, scratch);
          expect(out).toEqual(reference(s));
          expect(scratch.mrpas?.startN.length).toBeGreaterThan(64);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('equals the rules past depth 31, where a row takes more than one 32-bit word', () => {
    // Sparse pillars on maps 33-48 cells a side with the eye within 6 cells of a corner, so octants
    // reach past row 31 holding obstacles, a minimum angle and seen cells from the bit rows.
    fc.assert(
      fc.property(
        fc.integer({ min: 33, max: 48 }),
        fc.integer({ min: 33, max: 48 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom(Infinity, 31, 32, 40, 45.5),
        (width, height, percent, seed, dx, dy, radius) => {
          const opaque = new Uint8Array(width * height);
          let h = seed | 1;
          for (let i = 0; i < opaque.length; i++) {
            h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) ^ i;
            if ((h >>> 0) % 100 < percent) opaque[i] = 1 + ((h >>> 8) % 9);
          }
          const x = seed % 2 === 0 ? dx : width - 1 - dx;
          const y = (seed >>> 1) % 2 === 0 ? dy : height - 1 - dy;
          opaque[y * width + x] = 0;
          const s: Scene = { width, height, opaque, x, y, radius };
          expect(run(s)).toEqual(reference(s));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('lights a lone pillar and shadows the cells right behind it', () => {
    const width = 9;
    const opaque = new Uint8Array(width * 9);
    opaque[4 * width + 6] = 1; // a pillar two cells east of the eye at (4, 4)
    const out = run({ width, height: 9, opaque, x: 4, y: 4, radius: Infinity });
    expect(out[4 * width + 6]).toBe(1);
    expect(out[4 * width + 7]).toBe(0);
    expect(out[4 * width + 8]).toBe(0);
    expect(out[3 * width + 8]).toBe(1);
  });
});
