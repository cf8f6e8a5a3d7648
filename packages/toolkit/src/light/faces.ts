/** -1, 0 or 1. */
function sign(v: number): number {
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}

/**
 * The face rule: whether an opaque cell W shows a light's contribution to the viewer.
 *
 * W's exposed surfaces are its faces towards its open 4-neighbours, and its corners towards an open
 * diagonal neighbour when both 4-neighbours beside that corner are opaque (the inside corner of a
 * room has no open face, only that corner). A point P is in front of the surface towards
 * neighbour N = W + (ox, oy) when it lies strictly on that side of W on every axis where the
 * offset is nonzero (px - wx has the sign of ox, py - wy that of oy). W shows the light when some
 * exposed surface has both the light and the viewer in front of it, and its open cell N is seen by
 * both. A wall between two rooms thus shows each room's light only to a viewer in that room.
 *
 * Geometry is in the light's frame: `opaque` and `lit` (the light's field of view) are grids
 * `stride` wide holding W at (wx, wy) and the light at (lx, ly), either the map itself or a
 * window copied around the light (opaque off the map). The cell in front of W towards the light
 * is nearer the light, so it always lies in that frame. The viewer's cells are in map
 * coordinates: W is (mapX, mapY), the viewer at (vx, vy) with mask `seen`.
 */
export function wallShowsLight(
  opaque: Uint8Array,
  lit: Uint8Array,
  stride: number,
  lx: number,
  ly: number,
  wx: number,
  wy: number,
  seen: Uint8Array,
  mapWidth: number,
  mapX: number,
  mapY: number,
  vx: number,
  vy: number,
): boolean {
  // The directions, per axis, in which both the light and the viewer lie strictly in front of W.
  const sx = sign(lx - wx);
  const sy = sign(ly - wy);
  const fx = sx !== 0 && sx === sign(vx - mapX) ? sx : 0;
  const fy = sy !== 0 && sy === sign(vy - mapY) ? sy : 0;
  if (fx === 0 && fy === 0) return false;
  const w = wy * stride + wx;
  const m = mapY * mapWidth + mapX;
  if (fx !== 0 && opaque[w + fx] === 0 && lit[w + fx] !== 0 && seen[m + fx] !== 0) return true;
  const down = fy * stride;
  const mapDown = fy * mapWidth;
  if (fy !== 0 && opaque[w + down] === 0 && lit[w + down] !== 0 && seen[m + mapDown] !== 0) return true;
  if (fx === 0 || fy === 0 || opaque[w + fx] === 0 || opaque[w + down] === 0) return false;
  const corner = w + down + fx;
  return opaque[corner] === 0 && lit[corner] !== 0 && seen[m + mapDown + fx] !== 0;
}
