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
   * Rows deeper than 31 as 32-bit words (bit k & 31 of word k >> 5 for lateral offset k): the
   * previous row's cells seen and open, this row's candidates (then its walls) and its lit cells.
   */
  seen: Int32Array = new Int32Array(8);
  cand: Int32Array = new Int32Array(8);
  lit: Int32Array = new Int32Array(8);
  /** The octant's obstacles so far, and its minimum angle minN / minD. */
  count = 0;
  minN = 0;
  minD = 1;
}

/** The 8 octants as [depth dx, depth dy, lateral dx, lateral dy]. */
const OCTANTS = [
  0, 1, 1, 0, 1, 0, 0, 1, 0, 1, -1, 0, -1, 0, 0, 1, 0, -1, 1, 0, 1, 0, 0, -1, 0, -1, -1, 0, -1, 0, 0, -1,
];

/**
 * Marks what the eye sees with MRPAS (see the file comment), the 8 octants in one loop (one call
 * per octant cost r8 scans about 8%); rows deeper than 31, if any, go to scanWide.
 */
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
  // A row's offsets 0..limit in words 0..limit >> 5.
  if (mem.seen.length <= limit >> 5) {
    mem.seen = new Int32Array((limit >> 5) + 1);
    mem.cand = new Int32Array((limit >> 5) + 1);
    mem.lit = new Int32Array((limit >> 5) + 1);
  }
  const { opaque, out } = job;
  const reach = scratch.reach;
  octants: for (let o = 0; o < 32; o += 4) {
    const ddx = OCTANTS[o];
    const ddy = OCTANTS[o + 1];
    const ldx = OCTANTS[o + 2];
    const ldy = OCTANTS[o + 3];
    const depthRoom = ddx > 0 ? width - 1 - ox : ddx < 0 ? ox : ddy > 0 ? height - 1 - oy : oy;
    const lateralRoom = ldx > 0 ? width - 1 - ox : ldx < 0 ? ox : ldy > 0 ? height - 1 - oy : oy;
    const lastRow = depthRoom < deepest ? depthRoom : deepest;
    // Depth steps by depthStep in the mask, lateral offsets by step.
    const depthStep = ddy * width + ddx;
    const step = (ldy * width + ldx) | 0;
    mem.count = 0;
    mem.minN = 0;
    mem.minD = 1;
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
      const known = mem.count;
      const twoD = 2 * d;
      const { minN, minD, startN, startD, endN, endD } = mem;
      const first = minN === 0 ? 0 : ((2 * minN * d + minD) / (2 * minD)) | 0;
      let last = d < lateralRoom ? d : lateralRoom;
      if (reach[d] < last) last = reach[d];
      if (first > last) continue octants;
      // Bits first..last (2 << 31 is 0 in int32 arithmetic, so last = 31 gives every bit up from first).
      let cand = ((2 << last) - 1) & ~((1 << first) - 1);
      if (known > 0) cand &= seen | (seen << 1);
      if (cand === 0) continue octants;
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
        if (wallRules(mem, out, (rowBase + Math.imul(k, step)) | 0, k, twoD, known)) anySeen = true;
      }
      if (!anySeen) continue octants;
      seen = open;
    }
    if (d <= lastRow) {
      scanWide(job, reach, mem, origin, depthStep, step, lastRow, lateralRoom, d, seen);
    }
  }
}

/**
 * Scans an octant's rows from `d` (32) to `lastRow` as mrpasScan does, given the state the rows
 * before left: the minimum angle and the obstacles in `mem`, and the previous row's seen open
 * cells as the bits of `seen`. A row here spans several words (see MrpasScratch), and
 * each mask of the bit rows is made word by word.
 */
function scanWide(
  job: FovJob,
  reach: Int32Array,
  mem: MrpasScratch,
  origin: number,
  depthStep: number,
  step: number,
  lastRow: number,
  lateralRoom: number,
  d: number,
  seen: number,
): void {
  const { opaque, out } = job;
  const { seen: seenW, cand: candW, lit: litW } = mem;
  seenW[0] = seen;
  // Words of seenW that hold the previous row (the rest are read as 0).
  let seenEnd = 1;
  for (; d <= lastRow; d++) {
    const known = mem.count;
    const twoD = 2 * d;
    const { minN, minD, startN, startD, endN, endD } = mem;
    // round(min x d), halves up (0.5 | 0 is 0 while min is 0).
    const first = ((2 * minN * d + minD) / (2 * minD)) | 0;
    let last = d < lateralRoom ? d : lateralRoom;
    if (reach[d] < last) last = reach[d];
    if (first > last) return;
    const fw = first >> 5;
    const lw = last >> 5;
    let any = 0;
    for (let w = fw; w <= lw; w++) {
      let c = w === fw ? ~((1 << (first & 31)) - 1) : -1;
      if (w === lw) c &= (2 << (last & 31)) - 1;
      if (known > 0) {
        const s = w < seenEnd ? seenW[w] : 0;
        c &= s | (s << 1) | (w > 0 && w <= seenEnd ? seenW[w - 1] >>> 31 : 0);
      }
      candW[w] = c;
      litW[w] = c;
      any |= c;
    }
    if (any === 0) return;
    for (let i = 0; i < known; i++) {
      const s = startN[i] * d;
      let from = s < 0 ? 0 : ((s / startD[i]) | 0) + 1;
      let to = ((endN[i] * d - 1) / endD[i]) | 0;
      if (from < first) from = first;
      if (to > last) to = last;
      while (from <= to) {
        const top = from | 31;
        const end = to < top ? to : top;
        litW[from >> 5] &= ~(((2 << (end & 31)) - 1) & ~((1 << (from & 31)) - 1));
        from = top + 1;
      }
    }
    const rowBase = (origin + d * depthStep) | 0;
    let anySeen = false;
    for (let w = 0; w <= lw; w++) {
      const c = w < fw ? 0 : candW[w];
      let walls = 0;
      if (c !== 0) {
        const lit = litW[w];
        const lo = 31 - Math.clz32(c & -c);
        const hi = 31 - Math.clz32(c);
        let index = (rowBase + Math.imul((w << 5) + lo, step)) | 0;
        for (let b = lo; b <= hi; b++) {
          const wall = -opaque[index] >>> 31;
          walls |= wall << b;
          out[index] |= (lit >>> b) & (wall ^ 1);
          index = (index + step) | 0;
        }
        walls &= c;
        if ((lit & ~walls) !== 0) anySeen = true;
        seenW[w] = lit & ~walls;
      } else {
        seenW[w] = 0;
      }
      candW[w] = walls;
    }
    seenEnd = lw + 1;
    for (let w = fw; w <= lw; w++) {
      let m = candW[w];
      while (m !== 0) {
        const bit = m & -m;
        m ^= bit;
        const k = (w << 5) + 31 - Math.clz32(bit);
        if (wallRules(mem, out, (rowBase + Math.imul(k, step)) | 0, k, twoD, known)) anySeen = true;
      }
    }
    if (!anySeen) return;
  }
}

/**
 * The obstacle rules for a wall at lateral offset k of row twoD / 2, against the octant's first
 * `known` obstacles (see the file comment): returns whether the wall is seen; a seen wall is marked
 * at `index` of `out` and moves the minimum angle or, unless it grew an obstacle, becomes one.
 */
function wallRules(
  mem: MrpasScratch,
  out: Uint8Array,
  index: number,
  k: number,
  twoD: number,
  known: number,
): boolean {
  // Its angles over 2d: start 2k-1, end 2k+1.
  const sN = 2 * k - 1;
  const eN = 2 * k + 1;
  const { startN, startD, endN, endD } = mem;
  let extended = false;
  for (let i = 0; i < known; i++) {
    const oSN = startN[i];
    const oSD = startD[i];
    const oEN = endN[i];
    const oED = endD[i];
    if (sN * oED > oEN * twoD || eN * oSD < oSN * twoD) continue;
    if (sN * oSD >= oSN * twoD && eN * oED <= oEN * twoD) return false;
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
  out[index] = 1;
  if (mem.minN * twoD >= sN * mem.minD) {
    mem.minN = eN;
    mem.minD = twoD;
  } else if (!extended) {
    if (mem.count === startN.length) growObstacles(mem);
    const c = mem.count++;
    mem.startN[c] = sN;
    mem.startD[c] = twoD;
    mem.endN[c] = eN;
    mem.endD[c] = twoD;
  }
  return true;
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
