/**
 * The map coordinate shown at the first column (or row) of a viewport `view` cells long over a
 * map `size` cells long, keeping `focus` in view: a map that fits is centred; a larger one
 * scrolls to centre the focus, clamped so no space is wasted past the map's edges.
 */
export function cameraOrigin(size: number, view: number, focus: number): number {
  if (size <= view) return -Math.floor((view - size) / 2);
  const centred = focus - Math.floor(view / 2);
  return Math.max(0, Math.min(size - view, centred));
}
