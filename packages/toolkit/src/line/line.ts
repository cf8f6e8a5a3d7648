import { checkOptionKeys } from '../check-options.js';
import { checkIntegerPoint } from '../grid/check.js';
import type { Point } from '../grid/types.js';
import { hexLineInto } from './hex-line.js';

/**
 * Writes the cells of the symmetric Bresenham line from (x0, y0) to (x1, y1) into `out` as
 * interleaved x, y pairs and returns the number of cells. `out` needs 2 * (max(|dx|, |dy|) + 1) slots.
 */
export function lineInto(x0: number, y0: number, x1: number, y1: number, out: Int32Array): number {
  // Always trace from the lexicographically smaller end and reverse if needed: this makes
  // line(b, a) exactly line(a, b) reversed, whatever way the halfway ties fall.
  const swap = x1 < x0 || (x1 === x0 && y1 < y0);
  const ax = swap ? x1 : x0;
  const ay = swap ? y1 : y0;
  const bx = swap ? x0 : x1;
  const by = swap ? y0 : y1;
  const dx = Math.abs(bx - ax);
  const dy = Math.abs(by - ay);
  const sx = bx > ax ? 1 : bx < ax ? -1 : 0;
  const sy = by > ay ? 1 : by < ay ? -1 : 0;
  const major = dx >= dy ? dx : dy;
  const minor = dx >= dy ? dy : dx;
  const n = major + 1;
  // Minor offset at step i is round(i * minor / major), halves rounded away from the start.
  let off = 0;
  let r = major; // (2 * i * minor + major) - off * 2 * major
  const twoMajor = 2 * major;
  const twoMinor = 2 * minor;
  for (let i = 0; i < n; i++) {
    const px = dx >= dy ? ax + sx * i : ax + sx * off;
    const py = dx >= dy ? ay + sy * off : ay + sy * i;
    const k = swap ? n - 1 - i : i;
    out[2 * k] = px;
    out[2 * k + 1] = py;
    r += twoMinor;
    if (r >= twoMajor) {
      r -= twoMajor;
      off++;
    }
  }
  return n;
}

/** Options of {@link line}. */
export interface LineOptions {
  /**
   * 8 (the default): an 8-connected Bresenham line on a square grid. 6: a line of hex cells in
   * doubled-width coordinates (both ends must have x + y even), each a hex neighbour of the last.
   */
  readonly topology?: 6 | 8;
}

/** The keys `line` takes. */
const LINE_KEYS: readonly (keyof LineOptions)[] = ['topology'];

/**
 * An 8-connected Bresenham line, both ends included; line(b, a) is line(a, b) reversed. With
 * `topology: 6`, the hex cells nearest the straight segment between two hex cells (doubled-width
 * coordinates), hex distance + 1 of them, each a neighbour of the last, just as symmetric.
 */
export function line(from: Point, to: Point, options?: LineOptions): Point[] {
  checkIntegerPoint(from, 'from', 'line');
  checkIntegerPoint(to, 'to', 'line');
  checkOptionKeys('line', options, LINE_KEYS);
  const topology = options?.topology ?? 8;
  if (topology === 6) return hexLine(from, to);
  if (topology !== 8) throw new RangeError(`line: topology must be 6 or 8, got ${String(topology)}`);
  const n = Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y)) + 1;
  const buf = new Int32Array(2 * n);
  lineInto(from.x, from.y, to.x, to.y, buf);
  const points: Point[] = new Array(n);
  for (let i = 0; i < n; i++) points[i] = { x: buf[2 * i], y: buf[2 * i + 1] };
  return points;
}

/** `line` with topology 6: checks that both ends are hex cells, then traces the hex line. */
function hexLine(from: Point, to: Point): Point[] {
  for (const [p, name] of [
    [from, 'from'],
    [to, 'to'],
  ] as const) {
    if (!Number.isInteger(p.x) || !Number.isInteger(p.y) || ((p.x + p.y) & 1) !== 0) {
      throw new RangeError(
        `line: ${name} (${String(p.x)}, ${String(p.y)}) is not a hex cell (topology 6 needs integers with x + y even)`,
      );
    }
  }
  const dx = Math.abs(to.x - from.x);
  const dy = Math.abs(to.y - from.y);
  const n = (dx > dy ? dy + (dx - dy) / 2 : dy) + 1;
  const buf = new Int32Array(2 * n);
  hexLineInto(from.x, from.y, to.x, to.y, buf);
  const points: Point[] = new Array(n);
  for (let i = 0; i < n; i++) points[i] = { x: buf[2 * i], y: buf[2 * i + 1] };
  return points;
}
