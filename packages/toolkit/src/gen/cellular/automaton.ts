import type { RngStream } from '../../rng/stream.js';

/**
 * The cave automaton with single-cell threshold updates, and the usual birth/survival variant.
 * A grid is a row-major `Uint8Array` of 1 (closed) and 0 (open); cells outside the grid count as
 * closed (CA3), which keeps the edges solid.
 */

/** Closes each cell independently with probability `percent`/100 (the initial fill). */
export function randomFill(closed: Uint8Array, percent: number, rng: RngStream): void {
  const p = percent / 100;
  for (let i = 0; i < closed.length; i++) closed[i] = rng.next() < p ? 1 : 0;
}

/** Number of closed 8-neighbours of (x, y); neighbours outside the grid count as closed (CA3). */
export function closedNeighbours(
  closed: Uint8Array,
  width: number,
  height: number,
  x: number,
  y: number,
): number {
  let count = 0;
  for (let dy = -1; dy <= 1; dy++) {
    const ny = y + dy;
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const nx = x + dx;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) count++;
      else count += closed[ny * width + nx];
    }
  }
  return count;
}

/** The threshold rule: with `closeAbove` true a cell closes when c > n, else opens; false flips it. */
export function thresholdRule(c: number, n: number, closeAbove: boolean): 0 | 1 {
  return c > n === closeAbove ? 1 : 0;
}

/** One asynchronous update (CA4): sets cell k to the threshold rule of its closed neighbours, nothing else. */
export function updateCell(
  closed: Uint8Array,
  width: number,
  height: number,
  k: number,
  n: number,
  closeAbove: boolean,
): void {
  const x = k % width;
  const y = (k - x) / width;
  closed[k] = thresholdRule(closedNeighbours(closed, width, height, x, y), n, closeAbove);
}

/** Runs `count` asynchronous updates, each at a uniformly drawn cell. */
export function runAsync(
  closed: Uint8Array,
  width: number,
  height: number,
  count: number,
  n: number,
  closeAbove: boolean,
  rng: RngStream,
): void {
  const last = closed.length - 1;
  for (let step = 0; step < count; step++) updateCell(closed, width, height, rng.int(0, last), n, closeAbove);
}

/**
 * One synchronous birth/survival generation: an open cell closes when its closed-neighbour count
 * is in `born`, a closed cell stays closed when the count is in `survive`. The masks hold bit c for
 * count c. Reads `from`, writes `to` (they must differ).
 */
export function stepGeneration(
  from: Uint8Array,
  to: Uint8Array,
  width: number,
  height: number,
  bornMask: number,
  surviveMask: number,
): void {
  // A padded copy with a closed border lets the inner loop skip bounds checks.
  const pw = width + 2;
  const padded = new Uint8Array(pw * (height + 2)).fill(1);
  for (let y = 0; y < height; y++) padded.set(from.subarray(y * width, (y + 1) * width), (y + 1) * pw + 1);
  for (let y = 0; y < height; y++) {
    let up = y * pw + 1;
    let mid = up + pw;
    let down = mid + pw;
    const row = y * width;
    for (let x = 0; x < width; x++, up++, mid++, down++) {
      const c =
        padded[up - 1] +
        padded[up] +
        padded[up + 1] +
        padded[mid - 1] +
        padded[mid + 1] +
        padded[down - 1] +
        padded[down] +
        padded[down + 1];
      const mask = padded[mid] === 1 ? surviveMask : bornMask;
      to[row + x] = (mask >>> c) & 1;
    }
  }
}

/** A parsed birth/survival rule: bit c of each mask is set when count c triggers it. */
export interface LifeRule {
  readonly bornMask: number;
  readonly surviveMask: number;
}

const RULE = /^\s*B([0-8]*)\s*\/\s*S([0-8]*)\s*$/i;

/** Parses a rule such as "B5678/S45678"; throws a RangeError naming the `rule` option when malformed. */
export function parseLifeRule(text: string): LifeRule {
  const m = RULE.exec(text);
  if (m === null) {
    throw new RangeError(
      `option "rule" must look like "B5678/S45678" (digits 0-8), got ${JSON.stringify(text)}`,
    );
  }
  const mask = (digits: string): number => {
    let bits = 0;
    for (const ch of digits) bits |= 1 << Number(ch);
    return bits;
  };
  return { bornMask: mask(m[1]), surviveMask: mask(m[2]) };
}
