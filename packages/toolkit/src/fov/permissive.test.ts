import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Scene, scene, expectSymmetric } from './scenes.test.support.js';
import { permissiveScan } from './permissive.js';
import { FovScratch } from './scratch.js';
import { symmetricScan } from './symmetric.js';

function run(s: Scene, visibility?: Float32Array): Uint8Array {
  const out = new Uint8Array(s.width * s.height);
  permissiveScan({ ...s, out, visibility }, new FovScratch());
  return out;
}

// ---------------------------------------------------------------------------------------------
// The reference: the definition, checked line by line.
//
// Lines are given by an integer point P and an integer direction v, in coordinates where every
// cell is a K x K square. Whether a line carries a segment that makes T visible depends only on
// which side of the line each corner of the cells between S and T lies (those corners are the
// only points where anything changes), so lines fall into classes, the faces of the arrangement
// of those corners, and a whole class is valid or not. One line of each class is tried: lines
// through two corners (vertices); for a corner c and two consecutive directions from c to other
// corners, a line through c between them (an edge), and that line moved slightly to either side
// (the 2-faces next to it). Only the cells between S and T matter: a segment between them stays in
// the rectangle they span, and one that runs along its border can be moved inside.
// ---------------------------------------------------------------------------------------------

/** Where the line P + t v meets the closed square [x0, x1] x [y0, y1], t = num / den. */
interface Chord {
  lo: number;
  hi: number;
  /** Whether each end is a corner of the square. */
  loCorner: boolean;
  hiCorner: boolean;
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/**
 * Where the line P + t v meets the closed square of cell (cx, cy), cells k wide, as t = num / den
 * with den = |vx| |vy| (a zero component counts as 1); null if it misses.
 */
function chordOf(
  px: number,
  py: number,
  vx: number,
  vy: number,
  k: number,
  cx: number,
  cy: number,
): Chord | null {
  const den = (vx !== 0 ? Math.abs(vx) : 1) * (vy !== 0 ? Math.abs(vy) : 1);
  const x0 = k * cx;
  const x1 = k * cx + k;
  const y0 = k * cy;
  const y1 = k * cy + k;
  let lo = -Infinity;
  let hi = Infinity;
  if (vx === 0) {
    if (px < x0 || px > x1) return null;
  } else {
    const a = ((x0 - px) * den) / vx;
    const b = ((x1 - px) * den) / vx;
    lo = Math.max(lo, Math.min(a, b));
    hi = Math.min(hi, Math.max(a, b));
  }
  if (vy === 0) {
    if (py < y0 || py > y1) return null;
  } else {
    const a = ((y0 - py) * den) / vy;
    const b = ((y1 - py) * den) / vy;
    lo = Math.max(lo, Math.min(a, b));
    hi = Math.min(hi, Math.max(a, b));
  }
  if (lo > hi) return null;
  const corner = (t: number): boolean => {
    const x = px * den + t * vx; // the point's coordinates times den
    const y = py * den + t * vy;
    return (x === x0 * den || x === x1 * den) && (y === y0 * den || y === y1 * den);
  };
  return { lo, hi, loCorner: corner(lo), hiCorner: corner(hi) };
}

/**
 * Whether the segment from the centre of the eye's cell to the centre of (tx, ty) meets no opaque
 * cell between them but at its corners: then the definition is met by that very segment.
 */
function centreClear(s: Scene, tx: number, ty: number): boolean {
  const vx = 2 * (tx - s.x);
  const vy = 2 * (ty - s.y);
  const den = (vx !== 0 ? Math.abs(vx) : 1) * (vy !== 0 ? Math.abs(vy) : 1);
  for (let y = Math.min(s.y, ty); y <= Math.max(s.y, ty); y++) {
    for (let x = Math.min(s.x, tx); x <= Math.max(s.x, tx); x++) {
      if (s.opaque[y * s.width + x] === 0 || (x === s.x && y === s.y) || (x === tx && y === ty)) continue;
      const c = chordOf(2 * s.x + 1, 2 * s.y + 1, vx, vy, 2, x, y);
      if (c === null) continue;
      // The part of the chord within the segment, t from 0 to den.
      const lo = Math.max(c.lo, 0);
      const hi = Math.min(c.hi, den);
      if (lo < hi || (lo === hi && !(lo === c.lo && c.loCorner) && !(hi === c.hi && c.hiCorner)))
        return false;
    }
  }
  return true;
}

/** Whether cell (tx, ty) is visible from (ox, oy) by the definition (not checking the radius). */
function referenceSees(s: Scene, tx: number, ty: number): boolean {
  const { width, opaque, x: ox, y: oy } = s;
  const minX = Math.min(ox, tx);
  const maxX = Math.max(ox, tx);
  const minY = Math.min(oy, ty);
  const maxY = Math.max(oy, ty);
  const walls: Array<[number, number]> = [];
  for (let y = minY; y <= maxY; y++)
    for (let x = minX; x <= maxX; x++)
      if (opaque[y * width + x] !== 0 && !(x === ox && y === oy) && !(x === tx && y === ty))
        walls.push([x, y]);
  const corners: Array<[number, number]> = [];
  for (let y = minY; y <= maxY + 1; y++) for (let x = minX; x <= maxX + 1; x++) corners.push([x, y]);

  /** Whether the line P + t v (cells k wide) carries a segment from S to T clear of every wall. */
  const valid = (px: number, py: number, vx: number, vy: number, k: number): boolean => {
    const square = (cx: number, cy: number): Chord | null => chordOf(px, py, vx, vy, k, cx, cy);
    const cs = square(ox, oy);
    const ct = square(tx, ty);
    if (cs === null || ct === null) return false;
    const blocks = walls.map(([x, y]) => square(x, y)).filter((c): c is Chord => c !== null);
    // Pieces of the line: each chord end, and the open stretch between two consecutive ends.
    const ends = [...new Set([cs, ct, ...blocks].flatMap((c) => [c.lo, c.hi]))].sort((a, b) => a - b);
    /** Whether the piece (a point at ends[i] when open is false, else the stretch after it) is in c, corners aside. */
    const inside = (c: Chord, i: number, open: boolean): boolean => {
      if (!open) {
        const t = ends[i];
        return t >= c.lo && t <= c.hi && !(t === c.lo && c.loCorner) && !(t === c.hi && c.hiCorner);
      }
      return c.lo <= ends[i] && ends[i + 1] <= c.hi;
    };
    let sawS = false;
    let sawT = false;
    for (let i = 0; i < ends.length; i++) {
      for (const open of [false, true]) {
        if (open && i === ends.length - 1) continue;
        if (blocks.some((c) => inside(c, i, open))) {
          sawS = false;
          sawT = false;
          continue;
        }
        sawS ||= inside(cs, i, open);
        sawT ||= inside(ct, i, open);
        if (sawS && sawT) return true;
      }
    }
    return false;
  };

  for (const [cx, cy] of corners) {
    // Directions from c to every other corner, as primitive vectors in the upper half-plane.
    const seen = new Set<string>();
    const dirs: Array<[number, number]> = [];
    for (const [x, y] of corners) {
      let dx = x - cx;
      let dy = y - cy;
      if (dx === 0 && dy === 0) continue;
      const g = gcd(dx, dy);
      dx /= g;
      dy /= g;
      if (dy < 0 || (dy === 0 && dx < 0)) [dx, dy] = [-dx, -dy];
      const key = `${dx},${dy}`;
      if (!seen.has(key)) {
        seen.add(key);
        dirs.push([dx, dy]);
      }
    }
    dirs.sort((a, b) => b[0] * a[1] - a[0] * b[1]);
    for (let i = 0; i < dirs.length; i++) {
      const d1 = dirs[i];
      // A vertex: the line through c and the corners in direction d1.
      if (valid(cx, cy, d1[0], d1[1], 1)) return true;
      // An edge: between d1 and the next direction (the first one turned half a circle after the last).
      const d2: [number, number] = i + 1 < dirs.length ? dirs[i + 1] : [-dirs[0][0], -dirs[0][1]];
      const vx = d1[0] + d2[0];
      const vy = d1[1] + d2[1];
      if (valid(cx, cy, vx, vy, 1)) return true;
      // The 2-faces beside it: the same line moved by less than any corner's distance from it.
      const k = Math.abs(vx) + Math.abs(vy) + 1;
      if (valid(k * cx, k * cy + 1, vx, vy, k) || valid(k * cx, k * cy - 1, vx, vy, k)) return true;
    }
  }
  return false;
}

function reference(s: Scene): Uint8Array {
  const seen = new Uint8Array(s.width * s.height);
  for (let y = 0; y < s.height; y++) {
    for (let x = 0; x < s.width; x++) {
      const dx = x - s.x;
      const dy = y - s.y;
      if (dx * dx + dy * dy > s.radius * s.radius) continue;
      if ((dx === 0 && dy === 0) || referenceSees(s, x, y)) seen[y * s.width + x] = 1;
    }
  }
  return seen;
}

describe('permissiveScan', () => {
  it('equals the definition checked line by line (reference) on small maps', () => {
    fc.assert(
      fc.property(scene(8), (s) => {
        expect(run(s)).toEqual(reference(s));
      }),
      { numRuns: 300 },
    );
  });

  it('sees through the point where two walls touch diagonally, not along the edge two walls share', () => {
    const at = (rows: string[]): Scene => {
      const height = rows.length;
      const width = rows[0].length;
      const opaque = Uint8Array.from(rows.join(''), (c) => (c === '#' ? 1 : 0));
      const s = rows.join('').indexOf('s');
      return { width, height, opaque, x: s % width, y: Math.floor(s / width), radius: Infinity };
    };
    const seenAt = (rows: string[], what: string): boolean => {
      const s = at(rows);
      const d = rows.join('').indexOf(what);
      return run(s)[d] !== 0;
    };
    expect(seenAt(['#d', 's#'], 'd')).toBe(true);
    expect(seenAt(['..d', '.#.', 's..'], 'd')).toBe(false);
    expect(seenAt(['..d', '#..', 's#.'], 'd')).toBe(true);
    expect(seenAt(['d..', '##.', 's..'], 'd')).toBe(false);
    expect(seenAt(['.d.', '###', '.s.'], 'd')).toBe(false);
  });

  it('is symmetric: floor cell a sees floor cell b exactly when b sees a', () => {
    fc.assert(
      fc.property(scene(12), (s) => expectSymmetric(run, s)),
      { numRuns: 200 },
    );
  });

  it('sees every cell that an unobstructed segment between the two centres reaches', () => {
    fc.assert(
      fc.property(scene(24), (s) => {
        const seen = run(s);
        for (let y = 0; y < s.height; y++) {
          for (let x = 0; x < s.width; x++) {
            if ((x - s.x) ** 2 + (y - s.y) ** 2 > s.radius * s.radius) continue;
            if (centreClear(s, x, y)) expect([x, y, seen[y * s.width + x]]).toEqual([x, y, 1]);
          }
        }
      }),
      { numRuns: 600 },
    );
  });

  it('does not see everything symmetric shadowcasting sees: its walls block at row centres only', () => {
    // A staircase corridor one cell wide. Symmetric shadowcasting tests a ray from the eye's centre
    // against each row only at the row's centre line, so between rows the ray may cut the corners
    // of wall squares; no straight segment fits inside the corridor from the eye to T.
    const rows = ['#s#####', '#...###', '###..##', '####.##', '####..#', '#####..', '######T'];
    const width = rows[0].length;
    const cells = rows.join('');
    const opaque = Uint8Array.from(cells, (c) => (c === '#' ? 1 : 0));
    const eye = cells.indexOf('s');
    const target = cells.indexOf('T');
    const s = {
      width,
      height: rows.length,
      opaque,
      x: eye % width,
      y: Math.floor(eye / width),
      radius: Infinity,
    };
    const sym = new Uint8Array(cells.length);
    symmetricScan({ ...s, out: sym }, new FovScratch());
    expect(sym[target]).toBe(1);
    expect(run(s)[target]).toBe(0);
    expect(referenceSees(s, target % width, Math.floor(target / width))).toBe(false);
  });

  it('reports a visibility in (0, 1] on every cell it sees and 0 elsewhere', () => {
    fc.assert(
      fc.property(scene(24), (s) => {
        const visibility = new Float32Array(s.width * s.height);
        const seen = run(s, visibility);
        for (let i = 0; i < seen.length; i++) {
          if (seen[i] !== 0) {
            expect(visibility[i]).toBeGreaterThan(0);
            expect(visibility[i]).toBeLessThanOrEqual(1);
          } else {
            expect(visibility[i]).toBe(0);
          }
        }
      }),
      { numRuns: 600 },
    );
  });

  it('reports the part of a cell in sight: half a cell beside and beyond a pillar', () => {
    // The eye at (0, 0), a pillar at (1, 1): lines passing below it reach only what lies below the
    // line through the eye's corner (1, 0) and the pillar's corner (2, 1), i.e. y < x - 1, and
    // lines passing above it stay above y = x + 1; so (2, 1) and (3, 2) are half in sight.
    const width = 5;
    const opaque = new Uint8Array(width * 4);
    opaque[1 * width + 1] = 1;
    const visibility = new Float32Array(width * 4);
    const seen = run({ width, height: 4, opaque, x: 0, y: 0, radius: Infinity }, visibility);
    for (const [x, y] of [
      [2, 1],
      [3, 2],
      [1, 2],
      [2, 3],
    ]) {
      expect(seen[y * width + x]).toBe(1);
      expect(visibility[y * width + x]).toBeCloseTo(0.5, 6);
    }
    expect(visibility[2 * width + 2]).toBe(0);
    expect(visibility[0 * width + 4]).toBe(1);
  });

  it('reports whole cells on an empty map', () => {
    fc.assert(
      fc.property(scene(20), (s) => {
        const visibility = new Float32Array(s.width * s.height);
        const seen = run({ ...s, opaque: new Uint8Array(s.width * s.height) }, visibility);
        for (let i = 0; i < seen.length; i++) expect(visibility[i]).toBe(seen[i] !== 0 ? 1 : 0);
      }),
      { numRuns: 200 },
    );
  });
});
