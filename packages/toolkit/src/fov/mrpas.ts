import type { Point } from '../grid/types.js';
import { reachFor } from './reach.js';
import { runFov } from './run.js';
import type { FovJob, FovScratch } from './scratch.js';
import type { FovAlgorithmOptions, OpacityMap } from './types.js';

/**
 * Mingos' restrictive precise angle shadowcasting (MRPAS, as libtcod 1.x gives it), written anew
 * with exact fractions.
 *
 * Each of the 8 octants is scanned on its own, row by row outwards: row d holds the cells at
 * lateral offsets k = 0..d, and cell k spans the angles start = (2k-1)/2d, centre = k/d and
 * end = (2k+1)/2d (angles are lateral offset over depth). The octant keeps a list of obstacles
 * (angle ranges shadowed by walls seen in earlier rows) and a minimum angle below which all is
 * dark. Cells of row d from k = round(minimum angle x d) up are tested in order:
 * - once there are obstacles, a cell needs one of its two parents in the row before, (d-1, k) or
 *   (d-1, k-1), to have been seen in this octant and to be transparent;
 * - a transparent cell is hidden by an obstacle that holds its centre strictly inside;
 * - an opaque cell is hidden by an obstacle that holds its whole range; any obstacle it only
 *   overlaps (ends included) grows to cover it instead;
 * - a seen opaque cell whose start is within the minimum angle moves the minimum angle to its
 *   end; otherwise, unless it grew an obstacle, it becomes a new obstacle (from the next row on).
 * The octant ends after a row with nothing seen. The axis and diagonal cells belong to two octants;
 * a cell is visible when either sees it. Seen walls are visible.
 *
 * Two choices differ from libtcod's C code: a parent counts only when this octant saw it (libtcod
 * reads whatever an earlier octant left in the map's flags, so its result depends on the order of
 * the octants), and every obstacle is checked in both octants of a quadrant (its horizontal
 * octant skips the obstacle after each one it checks). Cells beyond the radius, or off the map,
 * are not scanned; no cell within them has them as parents or lies inside their obstacles.
 */

/** Working memory of MRPAS, kept in a FovScratch. */
export class MrpasScratch {
  /** Obstacles: start and end angles as numerator over denominator. */
  startN: Int32Array = new Int32Array(64);
  startD: Int32Array = new Int32Array(64);
  endN: Int32Array = new Int32Array(64);
  endD: Int32Array = new Int32Array(64);
  /**
   * The cells of the previous (current) row seen and transparent, as runs of lateral offsets in
   * order, first and last of each; runs never touch (one ending at k - 1 and one starting at k are one).
   */
  previous: Int32Array = new Int32Array(64);
  current: Int32Array = new Int32Array(64);
  /**
   * The union of the obstacles' open ranges as disjoint open intervals in angle order (numerator
   * and denominator of each start and end), with the obstacle order used to build it.
   */
  shadeSN: Int32Array = new Int32Array(64);
  shadeSD: Int32Array = new Int32Array(64);
  shadeEN: Int32Array = new Int32Array(64);
  shadeED: Int32Array = new Int32Array(64);
  order: Int32Array = new Int32Array(64);
  /** Each obstacle's start as a double, the sort key while the shade is built. */
  key: Float64Array = new Float64Array(64);
}

/** The 8 octants as [depth dx, depth dy, lateral dx, lateral dy]. */
const OCTANTS = [
  0, 1, 1, 0, 1, 0, 0, 1, 0, 1, -1, 0, -1, 0, 0, 1, 0, -1, 1, 0, 1, 0, 0, -1, 0, -1, -1, 0, -1, 0, 0, -1,
];

/** Marks what the eye sees with MRPAS (see the file comment). */
export function mrpasScan(job: FovJob, scratch: FovScratch): void {
  // The arguments' checks made these integers, and indices stay below 2^31 (as everywhere in the
  // scan); | 0 says so to the compiler. A coordinate the engine holds as a number object (as it
  // holds the bench's origins, made with rng.int: HeapNumber 55.0) would otherwise make every
  // index in the scan a double operation.
  const width = job.width | 0;
  const height = job.height | 0;
  const ox = job.x | 0;
  const oy = job.y | 0;
  const origin = (oy * width + ox) | 0;
  job.out[origin] = 1;
  const limit = width > height ? width : height;
  const deepest = reachFor(scratch, job.radius, limit);
  const mem = (scratch.mrpas ??= new MrpasScratch());
  // r runs that never touch span at least 2r - 1 of a row's at most limit + 1 offsets: 2r <= limit + 2.
  if (mem.previous.length < limit + 2) {
    mem.previous = new Int32Array(limit + 2);
    mem.current = new Int32Array(limit + 2);
  }
  for (let o = 0; o < 32; o += 4) {
    const ddx = OCTANTS[o];
    const ddy = OCTANTS[o + 1];
    const ldx = OCTANTS[o + 2];
    const ldy = OCTANTS[o + 3];
    const depthRoom = ddx > 0 ? width - 1 - ox : ddx < 0 ? ox : ddy > 0 ? height - 1 - oy : oy;
    const lateralRoom = ldx > 0 ? width - 1 - ox : ldx < 0 ? ox : ldy > 0 ? height - 1 - oy : oy;
    const lastRow = depthRoom < deepest ? depthRoom : deepest;
    scanOctant(job, scratch.reach, mem, origin, ddy * width + ddx, ldy * width + ldx, lastRow, lateralRoom);
  }
}

/**
 * Scans one octant: depth steps by `depthStep` in the mask, lateral offsets by `lateralStep`.
 * Rows up to 31 deep are bit masks over their lateral offsets (see below); deeper rows, if any, go
 * to scanRuns with the state the bit rows leave.
 */
function scanOctant(
  job: FovJob,
  reach: Int32Array,
  mem: MrpasScratch,
  origin: number,
  depthStep: number,
  lateralStep: number,
  lastRow: number,
  lateralRoom: number,
): void {
  const { opaque, out } = job;
  const step = lateralStep | 0;
  let count = 0;
  // The minimum angle, minN / minD.
  let minN = 0;
  let minD = 1;
  // The obstacle lists (made anew only by growObstacles, after which they are read again).
  let startN = mem.startN;
  let startD = mem.startD;
  let endN = mem.endN;
  let endD = mem.endD;
  // Rows 1..31 (the bench's radii, and most games') as bit masks over k: bit k of `seen` is cell
  // (d - 1, k) seen and open. A cell's parents are bits k and k - 1, so a row's candidates are
  // (seen | seen << 1) cut to first..last; an open candidate is seen unless its centre is strictly
  // inside an obstacle, which clears the bits from floor(start x d) + 1 to ceil(end x d) - 1 (no
  // merged shade needed: a centre strictly inside the union of open ranges is strictly inside one).
  // Open cells do not depend on this row's walls, nor walls on its open cells, so the open ones are
  // marked together and the walls then take the obstacle rules in order.
  let seen = 0;
  let d = 1;
  for (const bitRows = lastRow < 31 ? lastRow : 31; d <= bitRows; d++) {
    const known = count;
    const twoD = 2 * d;
    const first = minN === 0 ? 0 : ((2 * minN * d + minD) / (2 * minD)) | 0;
    let last = d < lateralRoom ? d : lateralRoom;
    if (reach[d] < last) last = reach[d];
    if (first > last) return;
    // Bits first..last (2 << 31 is 0 in int32 arithmetic, so last = 31 gives every bit up from first).
    let cand = ((2 << last) - 1) & ~((1 << first) - 1);
    if (known > 0) cand &= seen | (seen << 1);
    if (cand === 0) return;
    const lo = 31 - Math.clz32(cand & -cand);
    const hi = 31 - Math.clz32(cand);
    // The candidates not in an obstacle's shade: the open ones among them are seen.
    let lit = cand;
    for (let i = 0; i < known && lit !== 0; i++) {
      // Centres k / d with start < k / d < end; starts below 0 hide from k = 0, ends are above 0.
      const s = startN[i] * d;
      const from = s < 0 ? 0 : ((s / startD[i]) | 0) + 1;
      let to = ((endN[i] * d - 1) / endD[i]) | 0;
      if (to > hi) to = hi;
      if (from <= to) lit &= ~(((2 << to) - 1) & ~((1 << from) - 1));
    }
    // One pass over lo..hi, without branches: each cell's wall bit (-v >>> 31 is 1 for v in
    // 1..255), and the open lit ones marked (a cell not marked is or-ed with 0, which changes nothing).
    const rowBase = (origin + d * depthStep) | 0;
    let walls = 0;
    let index = (rowBase + Math.imul(lo, step)) | 0;
    for (let k = lo; k <= hi; k++) {
      const wall = -opaque[index] >>> 31;
      walls |= wall << k;
      out[index] |= (lit >>> k) & (wall ^ 1);
      index = (index + step) | 0;
    }
    walls &= cand;
    const open = lit & ~walls;
    let anySeen = open !== 0;
    let m = walls;
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const k = 31 - Math.clz32(bit);
      // A wall at k. Its angles over 2d: start 2k-1, end 2k+1.
      const sN = 2 * k - 1;
      const eN = 2 * k + 1;
      let visible = true;
      let extended = false;
      for (let i = 0; i < known && visible; i++) {
        const oSN = startN[i];
        const oSD = startD[i];
        const oEN = endN[i];
        const oED = endD[i];
        if (sN * oED > oEN * twoD || eN * oSD < oSN * twoD) continue;
        if (sN * oSD >= oSN * twoD && eN * oED <= oEN * twoD) {
          visible = false;
        } else {
          if (sN * oSD < oSN * twoD) {
            startN[i] = sN;
            startD[i] = twoD;
          }
          if (eN * oED > oEN * twoD) {
            endN[i] = eN;
            endD[i] = twoD;
          }
          extended = true;
        }
      }
      if (visible) {
        anySeen = true;
        out[(rowBase + Math.imul(k, step)) | 0] = 1;
        if (minN * twoD >= sN * minD) {
          minN = eN;
          minD = twoD;
        } else if (!extended) {
          if (count === startN.length) {
            growObstacles(mem);
            startN = mem.startN;
            startD = mem.startD;
            endN = mem.endN;
            endD = mem.endD;
          }
          startN[count] = sN;
          startD[count] = twoD;
          endN[count] = eN;
          endD[count] = twoD;
          count++;
        }
      }
    }
    if (!anySeen) return;
    seen = open;
  }
  if (d <= lastRow) {
    scanRuns(job, reach, mem, origin, depthStep, step, lastRow, lateralRoom, d, minN, minD, count, seen);
  }
}

/**
 * Scans an octant's rows from `d` to `lastRow` (as scanOctant), given the state of the rows before:
 * the minimum angle minN / minD, `count` obstacles in `mem`, and the previous row's seen open cells
 * as bits of `seen` (d is 32 then). Each row is taken as runs of candidate cells (without
 * obstacles, the whole row from the first cell; with them, each run of the previous row's seen
 * cells and the cell after it), each run cut where a shade interval starts or ends: open cells up
 * to the next cut are all seen (or, inside a shade interval, all hidden), so only walls need the
 * obstacle rules cell by cell.
 */
function scanRuns(
  job: FovJob,
  reach: Int32Array,
  mem: MrpasScratch,
  origin: number,
  depthStep: number,
  step: number,
  lastRow: number,
  lateralRoom: number,
  d: number,
  minN: number,
  minD: number,
  count: number,
  seen: number,
): void {
  const { opaque, out } = job;
  let previous = mem.previous;
  let current = mem.current;
  // Ints used in previous (two per run).
  let previousEnd = 0;
  // How many obstacles the shade's order (mem.order) holds, sorted by start when it was built.
  let ordered = 0;
  let shades = 0;
  let shadeSN = mem.shadeSN;
  let shadeSD = mem.shadeSD;
  let shadeEN = mem.shadeEN;
  let shadeED = mem.shadeED;
  // The obstacle lists (made anew only by growObstacles, after which they are read again).
  let startN = mem.startN;
  let startD = mem.startD;
  let endN = mem.endN;
  let endD = mem.endD;
  // The sort keys, and whether the obstacles changed since the shade was built (it never was).
  let key = mem.key;
  for (let i = 0; i < count; i++) key[i] = startN[i] / startD[i];
  let dirty = count > 0;
  while (seen !== 0) {
    const low = seen & -seen;
    const from = 31 - Math.clz32(low);
    // The run of ones from bit `from` up: adding its lowest bit carries through it.
    const above = (seen + low) | 0;
    const to = above === 0 ? 31 : 30 - Math.clz32(above & -above);
    previous[previousEnd] = from;
    previous[previousEnd + 1] = to;
    previousEnd += 2;
    seen &= above;
  }
  for (; d <= lastRow; d++) {
    const known = count;
    if (dirty) {
      shades = buildShade(mem, known, ordered);
      ordered = known;
      dirty = false;
      shadeSN = mem.shadeSN;
      shadeSD = mem.shadeSD;
      shadeEN = mem.shadeEN;
      shadeED = mem.shadeED;
    }
    const twoD = 2 * d;
    // First cell: round(min * d), halves up: floor((2 minN d + minD) / 2 minD), taken with | 0 (the
    // quotient is >= 0) so that k stays a small integer: Math.floor's result is a double to the
    // compiler, and every comparison and index along the row would be done in doubles.
    const first = minN === 0 ? 0 : ((2 * minN * d + minD) / (2 * minD)) | 0;
    let last = d < lateralRoom ? d : lateralRoom;
    if (reach[d] < last) last = reach[d];
    if (first > last) break;
    let anySeen = false;
    let currentEnd = 0;
    const rowBase = (origin + d * depthStep) | 0;
    // The shade interval that may hold the next centre (k / d); open cells come in angle order.
    // Growing obstacles in this row changes nothing for them: a wall grows one only up to its own
    // end, short of every centre after it.
    let p = 0;
    // Once there are obstacles, a cell needs a parent seen and open, (d-1, k) or (d-1, k-1).
    let j = 0;
    for (;;) {
      let lo: number;
      let hi: number;
      if (known === 0) {
        if (j > 0) break;
        j = 2;
        lo = first;
        hi = last;
      } else {
        if (j === previousEnd) break;
        lo = previous[j];
        hi = previous[j + 1] + 1;
        j += 2;
        if (lo > last) break;
        if (lo < first) lo = first;
        if (hi > last) hi = last;
        if (lo > hi) continue;
      }
      let k = lo;
      let index = (rowBase + Math.imul(k, step)) | 0;
      while (k <= hi) {
        // Past the intervals that end at or before the centre.
        while (p < shades && k * shadeED[p] >= shadeEN[p] * d) p++;
        let from = k;
        if (p === shades) {
          while (k <= hi && opaque[index] === 0) {
            out[index] = 1;
            k++;
            index = (index + step) | 0;
          }
        } else {
          const sn = shadeSN[p];
          const sd = shadeSD[p];
          if (k * sd > sn * d) {
            // Centre strictly inside interval p: open cells are hidden up to its end.
            const en = shadeEN[p];
            const ed = shadeED[p];
            while (k <= hi && opaque[index] === 0 && k * ed < en * d) {
              k++;
              index = (index + step) | 0;
            }
            from = k;
          } else {
            // Open cells are seen up to the interval's start.
            while (k <= hi && opaque[index] === 0 && k * sd <= sn * d) {
              out[index] = 1;
              k++;
              index = (index + step) | 0;
            }
          }
        }
        // Open cells from..k-1 were seen: the run ending just before them grows, or they start one.
        if (k > from) {
          if (currentEnd > 0 && current[currentEnd - 1] === from - 1) {
            current[currentEnd - 1] = k - 1;
          } else {
            current[currentEnd] = from;
            current[currentEnd + 1] = k - 1;
            currentEnd += 2;
          }
        }
        if (k > hi) break;
        // The run stopped at a shade edge, not a wall: look again from there.
        if (opaque[index] === 0) continue;
        // A wall at k. Its angles over 2d: start 2k-1, end 2k+1.
        const sN = 2 * k - 1;
        const eN = 2 * k + 1;
        let visible = true;
        let extended = false;
        for (let i = 0; i < known && visible; i++) {
          const oSN = startN[i];
          const oSD = startD[i];
          const oEN = endN[i];
          const oED = endD[i];
          // Overlap, ends included: start <= obstacle end and end >= obstacle start.
          if (sN * oED > oEN * twoD || eN * oSD < oSN * twoD) continue;
          if (sN * oSD >= oSN * twoD && eN * oED <= oEN * twoD) {
            visible = false;
          } else {
            if (sN * oSD < oSN * twoD) {
              startN[i] = sN;
              key[i] = sN / twoD;
              startD[i] = twoD;
            }
            if (eN * oED > oEN * twoD) {
              endN[i] = eN;
              endD[i] = twoD;
            }
            extended = true;
            dirty = true;
          }
        }
        if (visible) {
          anySeen = true;
          out[index] = 1;
          if (minN * twoD >= sN * minD) {
            minN = eN;
            minD = twoD;
          } else if (!extended) {
            if (count === startN.length) {
              growObstacles(mem);
              startN = mem.startN;
              startD = mem.startD;
              endN = mem.endN;
              endD = mem.endD;
              key = mem.key;
            }
            startN[count] = sN;
            key[count] = sN / twoD;
            startD[count] = twoD;
            endN[count] = eN;
            endD[count] = twoD;
            count++;
            dirty = true;
          }
        }
        k++;
        index = (index + step) | 0;
      }
    }
    if (!anySeen && currentEnd === 0) break;
    const swap = previous;
    previous = current;
    current = swap;
    previousEnd = currentEnd;
  }
}

/**
 * Builds the shade from the first `known` obstacles: sorted by start, open ranges that overlap
 * merged (two that only touch stay apart, the point between them being lit). Returns its length.
 */
function buildShade(mem: MrpasScratch, known: number, ordered: number): number {
  if (mem.order.length < known) {
    const n = mem.startN.length;
    const order = new Int32Array(n);
    order.set(mem.order);
    mem.order = order;
    mem.shadeSN = new Int32Array(n);
    mem.shadeSD = new Int32Array(n);
    mem.shadeEN = new Int32Array(n);
    mem.shadeED = new Int32Array(n);
  }
  const { startN, startD, endN, endD, order, key, shadeSN, shadeSD, shadeEN, shadeED } = mem;
  // Insertion sort by start of the order the last build left, the obstacles made since then
  // appended: an obstacle's start only moves down as it grows, and few do between two builds, so
  // little moves. The starts are compared as doubles (key), which orders them exactly: a quotient
  // of integers is rounded correctly, so equal fractions give equal doubles and rounding keeps
  // order, and two different fractions n/d and n'/d' differ by at least 1/(d d'), far more than a
  // rounding step while d d' < 2^50 (the scan's cross products already need depths below 2^26).
  for (let i = ordered; i < known; i++) order[i] = i;
  for (let i = 1; i < known; i++) {
    const o = order[i];
    const s = key[o];
    let j = i;
    while (j > 0 && s < key[order[j - 1]]) {
      order[j] = order[j - 1];
      j--;
    }
    order[j] = o;
  }
  let shades = 0;
  // The last interval's end, lastN / lastD.
  let lastN = 0;
  let lastD = 1;
  for (let j = 0; j < known; j++) {
    const i = order[j];
    if (shades > 0 && startN[i] * lastD < lastN * startD[i]) {
      // Overlaps the last interval: extend it if this one reaches further.
      if (endN[i] * lastD > lastN * endD[i]) {
        lastN = endN[i];
        lastD = endD[i];
        shadeEN[shades - 1] = lastN;
        shadeED[shades - 1] = lastD;
      }
      continue;
    }
    shadeSN[shades] = startN[i];
    shadeSD[shades] = startD[i];
    lastN = endN[i];
    lastD = endD[i];
    shadeEN[shades] = lastN;
    shadeED[shades] = lastD;
    shades++;
  }
  return shades;
}

/** Doubles the obstacle lists. */
function growObstacles(mem: MrpasScratch): void {
  const grow = (a: Int32Array): Int32Array => {
    const bigger = new Int32Array(a.length * 2);
    bigger.set(a);
    return bigger;
  };
  mem.startN = grow(mem.startN);
  mem.startD = grow(mem.startD);
  mem.endN = grow(mem.endN);
  mem.endD = grow(mem.endD);
  const key = new Float64Array(mem.key.length * 2);
  key.set(mem.key);
  mem.key = key;
}

/**
 * MRPAS on its own, importable without the other methods: the same as
 * `computeFov(map, origin, radius, { algorithm: 'mrpas', ...options })`.
 */
export function mrpasFov(
  map: OpacityMap,
  origin: Point,
  radius: number,
  options?: FovAlgorithmOptions,
): Uint8Array {
  return runFov('mrpasFov', mrpasScan, map, origin, radius, options);
}
