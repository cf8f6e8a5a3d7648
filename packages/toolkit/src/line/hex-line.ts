/**
 * Lines on a hex grid in doubled-width coordinates (a cell where x + y is even; neighbours at
 * (±2, 0) and (±1, ±1)).
 *
 * In cube coordinates q = (x - y) / 2, r = y, s = -q - r, two cells N hex steps apart are joined
 * by N + 1 points spaced evenly along the straight segment between their centres, each rounded to
 * the nearest hex: every coordinate to its nearest integer, then the one that moved most is
 * recomputed from the other two so that q + r + s = 0 again. A point can lie exactly on the edge
 * between two hexes (a tie); the whole segment is shifted by a vanishingly small fixed amount
 * (ε, 2ε, -3ε) in (q, r, s), which settles every tie and keeps consecutive cells adjacent. The
 * arithmetic is exact: coordinates are scaled by N and the shift is carried as a symbol, never as
 * a float. The line is always traced from the smaller end (by x, then y) and reversed when needed,
 * so line(b, a) is line(a, b) reversed.
 */

/** The shift of the segment in q, r and s, in units of the vanishing ε; all distinct in size. */
const NUDGE_Q = 1;
const NUDGE_R = 2;
const NUDGE_S = -3;

/** floor(a / b) for integers, b > 0. */
function floorDiv(a: number, b: number): number {
  return Math.floor(a / b);
}

/**
 * The integer nearest to v / n + ε·nudge (n > 0, ε vanishing): halves go up when the nudge is
 * positive, down when it is negative.
 */
function roundNudged(v: number, n: number, nudge: number): number {
  const t = 2 * v + n;
  const twoN = 2 * n;
  const fl = floorDiv(t, twoN);
  return t === fl * twoN && nudge < 0 ? fl - 1 : fl;
}

/**
 * Compares the rounding errors |k - (v / n + ε·nudge)| of two coordinates: positive when the first
 * is larger. `c` = n·k - v is the error without the shift; equal sizes are settled by the shift,
 * whose three sizes differ, so two different coordinates never tie.
 */
function compareError(ca: number, nudgeA: number, cb: number, nudgeB: number): number {
  const sa = ca < 0 ? -ca : ca;
  const sb = cb < 0 ? -cb : cb;
  if (sa !== sb) return sa - sb;
  // |c/n - ε·e| is |c|/n - ε·e·sign(c) for c != 0, and ε·|e| for c = 0.
  const ta = ca === 0 ? Math.abs(nudgeA) : ca > 0 ? -nudgeA : nudgeA;
  const tb = cb === 0 ? Math.abs(nudgeB) : cb > 0 ? -nudgeB : nudgeB;
  return ta - tb;
}

/**
 * Writes the cells of the hex line from (x0, y0) to (x1, y1) (doubled-width, both with x + y even)
 * into `out` as interleaved x, y pairs and returns the number of cells, hex distance + 1. `out`
 * needs 2 * (hex distance + 1) slots.
 */
export function hexLineInto(x0: number, y0: number, x1: number, y1: number, out: Int32Array): number {
  const swap = x1 < x0 || (x1 === x0 && y1 < y0);
  const ax = swap ? x1 : x0;
  const ay = swap ? y1 : y0;
  const bx = swap ? x0 : x1;
  const by = swap ? y0 : y1;
  const qa = (ax - ay) / 2;
  const ra = ay;
  const sa = -qa - ra;
  const dq = (bx - by) / 2 - qa;
  const dr = by - ra;
  const ds = -dq - dr;
  const n = Math.max(Math.abs(dq), Math.abs(dr), Math.abs(ds));
  if (n === 0) {
    out[0] = ax;
    out[1] = ay;
    return 1;
  }
  for (let i = 0; i <= n; i++) {
    // The point at i / n of the way, scaled by n: (vq, vr, vs) / n, plus the shift.
    const vq = n * qa + i * dq;
    const vr = n * ra + i * dr;
    const vs = n * sa + i * ds;
    let q = roundNudged(vq, n, NUDGE_Q);
    let r = roundNudged(vr, n, NUDGE_R);
    const s = roundNudged(vs, n, NUDGE_S);
    const cq = n * q - vq;
    const cr = n * r - vr;
    const cs = n * s - vs;
    if (compareError(cq, NUDGE_Q, cr, NUDGE_R) > 0 && compareError(cq, NUDGE_Q, cs, NUDGE_S) > 0) {
      q = -r - s;
    } else if (compareError(cr, NUDGE_R, cs, NUDGE_S) > 0) {
      r = -q - s;
    }
    const k = swap ? n - i : i;
    out[2 * k] = 2 * q + r;
    out[2 * k + 1] = r;
  }
  return n + 1;
}
