/** Degrees to radians. */
const RAD = Math.PI / 180;

/**
 * Clears from `out` (and `visibility`) every marked cell within `reach` columns and rows of the eye
 * (ox, oy) whose centre lies outside the cone facing `direction` degrees, `angle` degrees wide; the
 * eye's own cell stays. Square cells sit 1 apart; `hex` grids in doubled-width coordinates are
 * placed at their true spacing (sqrt 3 / 2 across, 3 / 2 down).
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
  hex: number,
): void {
  const sx = hex ? Math.sqrt(3) / 2 : 1;
  const sy = hex ? 1.5 : 1;
  const ux = Math.cos(direction * RAD);
  const uy = Math.sin(direction * RAD);
  // Slack on the edge: a centre within 1e-12 radians of it (far below the angle between two cell
  // directions on any map of sane size) counts as on it, so that cells exactly on the edge (45
  // degrees for a 90 degree cone facing east) are in despite rounding in cos and sin.
  const half = (angle / 2) * RAD + 1e-12;
  // Math.floor(Infinity) stays Infinity; the max and min below cut it to the map.
  const r = Math.floor(reach);
  const y1 = Math.min(oy + r, height - 1);
  const x0 = Math.max(ox - r, 0);
  const x1 = Math.min(ox + r, width - 1);
  for (let y = Math.max(oy - r, 0); y <= y1; y++) {
    const dy = (y - oy) * sy;
    for (let x = x0; x <= x1; x++) {
      const i = y * width + x;
      const dx = (x - ox) * sx;
      // The angle between the axis and the centre, from its sine and cosine (exact near 0 and 180).
      if (out[i] && (dx || dy) && Math.abs(Math.atan2(ux * dy - uy * dx, ux * dx + uy * dy)) > half) {
        out[i] = 0;
        if (visibility) visibility[i] = 0;
      }
    }
  }
}
