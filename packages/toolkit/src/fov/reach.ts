import type { FovScratch } from './scratch.js';

/**
 * Fills `scratch.reach` (grown to `limit + 2` slots: one spare past the deepest row) for this radius
 * and a map whose longer side is `limit`: `reach[d]`, for every depth d from 0 while
 * `d * d <= radius * radius` (and d <= limit), is the largest u in [0, limit] with
 * `u * u + d * d <= radius * radius`. Returns the deepest such d (-1 when even depth 0 is out, which
 * a radius >= 0 never is). No square roots: u only shrinks as d grows, so one walk down from the
 * radius finds every row's. Every call fills it anew, so nothing carries over from an earlier call.
 */
export const reachFor = (scratch: FovScratch, radius: number, limit: number): number => {
  // Made here on first use (undefined >= n is false).
  if (!(scratch.reach?.length >= limit + 2)) scratch.reach = new Int32Array(limit + 2);
  const reach = scratch.reach;
  const r2 = radius * radius;
  // floor(radius), at most limit (an infinite radius starts at limit).
  let u = radius < limit ? Math.floor(radius) : limit;
  while (u < limit && (u + 1) * (u + 1) <= r2) u++;
  let d = 0;
  for (; d <= limit && d * d <= r2; d++) {
    while (u > 0 && u * u + d * d > r2) u--;
    reach[d] = u;
  }
  return d - 1;
};
