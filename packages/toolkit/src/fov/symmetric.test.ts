import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Scene, scene, expectSymmetric } from './scenes.test.support.js';
import { FovScratch } from './scratch.js';
import { symmetricScan } from './symmetric.js';

/** An exact rational number n/d with d > 0. */
class Fraction {
  readonly n: number;
  readonly d: number;
  constructor(n: number, d: number) {
    this.n = d < 0 ? -n : n;
    this.d = Math.abs(d);
  }
  times(k: number): Fraction {
    return new Fraction(this.n * k, this.d);
  }
  /** Sign of this - other. */
  compare(other: Fraction): number {
    return Math.sign(this.n * other.d - other.n * this.d);
  }
}

const floorOf = (f: Fraction): number => Math.floor(f.n / f.d);
const ceilOf = (f: Fraction): number => Math.ceil(f.n / f.d);
const roundTiesUp = (f: Fraction): number => floorOf(new Fraction(2 * f.n + f.d, 2 * f.d));
const roundTiesDown = (f: Fraction): number => ceilOf(new Fraction(2 * f.n - f.d, 2 * f.d));

class Row {
  constructor(
    readonly depth: number,
    public start: Fraction,
    public end: Fraction,
  ) {}
  tiles(): Array<[number, number]> {
    const tiles: Array<[number, number]> = [];
    const lo = roundTiesUp(this.start.times(this.depth));
    const hi = roundTiesDown(this.end.times(this.depth));
    for (let col = lo; col <= hi; col++) tiles.push([this.depth, col]);
    return tiles;
  }
  next(): Row {
    return new Row(this.depth + 1, this.start, this.end);
  }
}

const slope = ([depth, col]: [number, number]): Fraction => new Fraction(2 * col - 1, 2 * depth);
const isSymmetric = (row: Row, [, col]: [number, number]): boolean =>
  new Fraction(col, 1).compare(row.start.times(row.depth)) >= 0 &&
  new Fraction(col, 1).compare(row.end.times(row.depth)) <= 0;

/**
 * Ford's algorithm as his article writes it: exact fractions, one recursive call per row, on the
 * whole map with everything outside it blocking; the radius is applied only when marking.
 */
function reference(s: Scene): Uint8Array {
  const { width, height, opaque, x: ox, y: oy } = s;
  const seen = new Uint8Array(width * height);
  const inMap = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < width && y < height;
  const isBlocking = (x: number, y: number): boolean => !inMap(x, y) || opaque[y * width + x] !== 0;
  const markVisible = (x: number, y: number): void => {
    if (inMap(x, y) && (x - ox) ** 2 + (y - oy) ** 2 <= s.radius * s.radius) seen[y * width + x] = 1;
  };
  markVisible(ox, oy);
  const quadrants: Array<(depth: number, col: number) => [number, number]> = [
    (depth, col) => [ox + col, oy - depth],
    (depth, col) => [ox + col, oy + depth],
    (depth, col) => [ox + depth, oy + col],
    (depth, col) => [ox - depth, oy + col],
  ];
  for (const transform of quadrants) {
    const reveal = (t: [number, number]): void => markVisible(...transform(t[0], t[1]));
    const isWall = (t: [number, number] | null): boolean =>
      t !== null && isBlocking(...transform(t[0], t[1]));
    const isFloor = (t: [number, number] | null): boolean =>
      t !== null && !isBlocking(...transform(t[0], t[1]));
    const scan = (row: Row): void => {
      let prev: [number, number] | null = null;
      for (const tile of row.tiles()) {
        if (isWall(tile) || isSymmetric(row, tile)) reveal(tile);
        if (isWall(prev) && isFloor(tile)) row.start = slope(tile);
        if (isFloor(prev) && isWall(tile)) {
          const next = row.next();
          next.end = slope(tile);
          scan(next);
        }
        prev = tile;
      }
      if (isFloor(prev)) scan(row.next());
    };
    scan(new Row(1, new Fraction(-1, 1), new Fraction(1, 1)));
  }
  return seen;
}

function run(s: Scene): Uint8Array {
  const out = new Uint8Array(s.width * s.height);
  symmetricScan({ ...s, out }, new FovScratch());
  return out;
}

describe('symmetricScan', () => {
  it("equals Ford's algorithm run over the whole map and cut to the radius", () => {
    fc.assert(
      fc.property(scene(24), (s) => {
        expect(run(s)).toEqual(reference(s));
      }),
      { numRuns: 1500 },
    );
  });

  it('is symmetric: floor cell a sees floor cell b exactly when b sees a', () => {
    fc.assert(
      fc.property(scene(14), (s) => expectSymmetric(run, s)),
      { numRuns: 300 },
    );
  });
});
