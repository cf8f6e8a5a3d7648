/** Degrees to radians. */
const RAD = Math.PI / 180;

/**
 * Clears from `out` (and `visibility`), a `width`-wide mask, every marked cell whose centre lies
 * outside the cone from the eye (ox, oy) facing `direction` degrees, `angle` degrees wide; the eye's
 * own cell stays. Square cells sit 1 apart; on `hex` grids (doubled-width coordinates) a row lies
 * sqrt 3 times as far as a column, as their true spacing (sqrt 3 / 2 across, 3 / 2 down) has it.
 * It reads every cell, which costs about what clearing the mask did, and only marked ones further.
 */
export function applyCone(
  out: Uint8Array,
  visibility: Float32Array | undefined,
  width: number,
  ox: number,
  oy: number,
  direction: number,
  angle: number,
  hex: number,
): void {
  const ux = Math.cos(direction * RAD);
  const uy = Math.sin(direction * RAD);
  // Slack on the edge: a centre within 1e-12 radians of it (far below the angle between two cell
  // directions on any map of sane size) counts as on it, so that cells exactly on the edge (45
  // degrees for a 90 degree cone facing east) are in despite rounding in cos and sin.
  const half = (angle / 2) * RAD + 1e-12;
  for (let i = out.length; i--;) {
    if (out[i]) {
      const dx = (i % width) - ox;
      const dy = (((i / width) | 0) - oy) * (hex ? Math.sqrt(3) : 1);
      // The angle between the axis and the centre, from its sine and cosine (exact near 0 and 180).
      if ((dx || dy) && Math.abs(Math.atan2(ux * dy - uy * dx, ux * dx + uy * dy)) > half) {
        out[i] = 0;
        if (visibility) visibility[i] = 0;
      }
    }
  }
}
