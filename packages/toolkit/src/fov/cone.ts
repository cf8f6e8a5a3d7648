/** Degrees to radians. */
const RAD = Math.PI / 180;

/**
 * Slack on the cone's edge in radians: a centre within 1e-12 of the edge (far below the angle
 * between two cell directions on any map of sane size) counts as on it, so that cells exactly on
 * the edge (45 degrees for a 90 degree cone facing east) are in despite rounding in cos and sin.
 */
const EDGE = 1e-12;

/**
 * Clears from `out` (and `visibility`) every marked cell within `reach` columns and rows of the eye
 * whose centre lies outside the cone facing `direction` degrees, `angle` degrees wide; the eye's own
 * cell stays. Cells are placed at (x * sx, y * sy), so a hex grid in doubled-width coordinates
 * passes its true spacing (sqrt 3 / 2 across, 3 / 2 down).
 */
export function applyCone(
  out: Uint8Array,
  visibility: Float32Array | undefined,
  width: number,
  height: number,
  ox: number,
  oy: number,
  reach: number,
  direction: number,
  angle: number,
  sx: number,
  sy: number,
): void {
  const ux = Math.cos(direction * RAD);
  const uy = Math.sin(direction * RAD);
  const half = (angle / 2) * RAD + EDGE;
  const y0 = oy - reach > 0 ? oy - reach : 0;
  const y1 = oy + reach < height - 1 ? oy + reach : height - 1;
  const x0 = ox - reach > 0 ? ox - reach : 0;
  const x1 = ox + reach < width - 1 ? ox + reach : width - 1;
  for (let y = y0; y <= y1; y++) {
    const dy = (y - oy) * sy;
    const row = y * width;
    for (let x = x0; x <= x1; x++) {
      const i = row + x;
      if (out[i] === 0) continue;
      const dx = (x - ox) * sx;
      // The angle between the axis and the centre, from its sine and cosine (exact near 0 and 180).
      const off = Math.abs(Math.atan2(ux * dy - uy * dx, ux * dx + uy * dy));
      if (off <= half || (dx === 0 && dy === 0)) continue;
      out[i] = 0;
      if (visibility !== undefined) visibility[i] = 0;
    }
  }
}
