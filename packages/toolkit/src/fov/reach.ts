/**
 * Writes into `reach[d]`, for every depth d from 0 while `d * d <= radius * radius` (and d <= limit),
 * the largest u in [0, limit] with `u * u + d * d <= radius * radius`, and returns the deepest such
 * d (-1 when even depth 0 is out, which a radius >= 0 never is). `reach` needs `limit + 1` slots.
 */
export function fillReach(radius: number, limit: number, reach: Int32Array): number {
  // Beyond this every cell of a map whose sides are <= limit + 1 lies inside the circle, so a larger
  // (or infinite) radius changes nothing; clamping keeps the integer search below finite.
  const r = radius > 2 * limit + 2 ? 2 * limit + 2 : radius;
  const r2 = r * r;
  let d = 0;
  for (; d <= limit; d++) {
    const d2 = d * d;
    if (d2 > r2) break;
    let u = Math.floor(Math.sqrt(r2 - d2));
    while ((u + 1) * (u + 1) + d2 <= r2) u++;
    while (u > 0 && u * u + d2 > r2) u--;
    reach[d] = u < limit ? u : limit;
  }
  return d - 1;
}
