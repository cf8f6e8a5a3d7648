/**
 * The player's light with each light's field of view kept with the floor (issue 18.8). A lamp on
 * the wall or a fire lights the same cells turn after turn while no opacity changes near it; only
 * what the viewer sees of that light changes as the player moves. So the field of view of each
 * light is kept (in a window around it, the way the toolkit frames a light) and computed again
 * only when a cell within its reach changed opacity; what it adds to each cell is worked out
 * again every time, with the toolkit lighting's arithmetic (falloff, colour, the face rule for
 * walls) cell for cell and light after light, so the sums are the same floats as
 * `createLighting().compute(map, lights, { viewer })` (the property test holds it to that).
 */
import { createFov, type Fov, type FovAlgorithm, type Light } from '@hullbreach/toolkit';
import { cached } from './cells.js';
import { opacityChangedNear, opacityTrack, type OpacityTrack } from './incremental.js';
import type { FloorState } from './state.js';

/** One light's field of view, kept: the window around it, its opacity and what the light sees. */
interface KeptView {
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  /** Half the window's side: the light's reach in whole cells. */
  readonly reach: number;
  readonly side: number;
  /** The window's opacity (opaque off the map) and the light's field of view in it. */
  readonly opaque: Uint8Array;
  readonly lit: Uint8Array;
  /** Brightness by squared distance, 0..top (the toolkit's falloff for this radius). */
  readonly levels: Float64Array;
  readonly top: number;
  /** The opacity track's version the view holds at. */
  opacity: number;
  /** The call that last used it (views no call used are dropped). */
  used: number;
}

interface KeptLights {
  readonly fov: Fov;
  readonly options: { algorithm: FovAlgorithm; out: Uint8Array };
  /** Kept views by the light's cell. */
  readonly views: Map<number, KeptView[]>;
  calls: number;
}

function keptOf(floor: FloorState): KeptLights {
  return cached<KeptLights>(floor, 'kept-lights', () => ({
    fov: createFov(),
    options: { algorithm: 'symmetric', out: new Uint8Array(0) },
    views: new Map(),
    calls: 0,
  }));
}

/**
 * Lights `out` (3 floats per cell, cleared first) with `lights` as the viewer at (vx, vy) with
 * field of view `seen` is shown them: the same result as the toolkit's lighting with that viewer,
 * each light's field of view kept from earlier calls while no opacity change reaches it.
 */
export function lightKept(
  floor: FloorState,
  lights: readonly Light[],
  seen: Uint8Array,
  vx: number,
  vy: number,
  out: Float32Array,
): Float32Array {
  const kept = keptOf(floor);
  const track = opacityTrack(floor);
  const call = ++kept.calls;
  out.fill(0);
  for (const light of lights) {
    const view = viewOf(floor, track, kept, light);
    view.used = call;
    shine(floor.width, floor.height, view, light, seen, vx, vy, out);
  }
  // Views of lights no longer shining (a fire gone out, the lamp's last cell) are dropped.
  for (const [cell, list] of kept.views) {
    let still = 0;
    for (let k = 0; k < list.length; k++) if (list[k].used === call) list[still++] = list[k];
    if (still === 0) kept.views.delete(cell);
    else list.length = still;
  }
  return out;
}

/** The kept view of this light, computed again if a change of opacity since lies within its reach. */
function viewOf(floor: FloorState, track: OpacityTrack, kept: KeptLights, light: Light): KeptView {
  const { width, height } = floor;
  const cell = light.y * width + light.x;
  let list = kept.views.get(cell);
  let view: KeptView | undefined;
  if (list !== undefined) for (const v of list) if (v.radius === light.radius) view = v;
  if (view !== undefined) {
    if (!opacityChangedNear(floor, track, view.opacity, view.x, view.y, view.reach)) {
      view.opacity = track.log.length;
      return view;
    }
  } else {
    view = newView(width, height, light);
    if (list === undefined) kept.views.set(cell, (list = []));
    list.push(view);
  }
  // The window around the light, opaque off the map, and the light's field of view in it.
  const { side, reach, opaque } = view;
  const x0 = view.x - reach;
  const y0 = view.y - reach;
  const mask = track.mask;
  for (let wy = 0; wy < side; wy++)
    for (let wx = 0; wx < side; wx++) {
      const mx = x0 + wx;
      const my = y0 + wy;
      opaque[wy * side + wx] = mx < 0 || my < 0 || mx >= width || my >= height ? 1 : mask[my * width + mx];
    }
  kept.options.out = view.lit;
  kept.fov.computeFov(
    { width: side, height: side, opaque },
    { x: reach, y: reach },
    light.radius,
    kept.options,
  );
  view.opacity = track.log.length;
  return view;
}

/** A view for this light, its falloff worked out as the toolkit's (height radius / 3, no focus). */
function newView(width: number, height: number, light: Light): KeptView {
  const { x, y, radius } = light;
  const longer = width > height ? width : height;
  const reach = Math.min(Math.floor(radius), longer - 1) | 0;
  const side = 2 * reach + 1;
  const lampHeight = radius / 3;
  const h2 = lampHeight * lampHeight;
  const edge = radius > 0 && h2 > 0 ? h2 / (radius * radius + 0 * radius + h2) : 0;
  const fh2 = h2 > 0 ? h2 : 1;
  const scale = 1 / (1 - edge);
  const r2 = radius * radius;
  const widest = 2 * reach * reach;
  const top = r2 < widest ? Math.floor(r2) : widest;
  const levels = new Float64Array(top + 1);
  for (let d2 = 0; d2 <= top; d2++) {
    if (d2 === 0) levels[d2] = 1;
    else if (d2 >= r2) levels[d2] = 0;
    else {
      const value = (fh2 / (d2 + 0 + fh2) - edge) * scale;
      levels[d2] = value > 0 ? value : 0;
    }
  }
  return {
    x,
    y,
    radius,
    reach,
    side,
    opaque: new Uint8Array(side * side),
    lit: new Uint8Array(side * side),
    levels,
    top,
    opacity: -1,
    used: 0,
  };
}

/** Adds what one light shows the viewer to `out`: the toolkit's shine, over the kept window. */
function shine(
  width: number,
  height: number,
  view: KeptView,
  light: Light,
  seen: Uint8Array,
  vx: number,
  vy: number,
  out: Float32Array,
): void {
  const k = (light.intensity ?? 1) / 255;
  const r = ((light.color >> 16) & 255) * k;
  const g = ((light.color >> 8) & 255) * k;
  const b = (light.color & 255) * k;
  const { side, reach, opaque, lit, levels, top } = view;
  const x0 = view.x - reach;
  const y0 = view.y - reach;
  const colFrom = x0 < 0 ? -x0 : 0;
  const colTo = width - x0 < side ? width - x0 : side;
  const rowFrom = y0 < 0 ? -y0 : 0;
  const rowTo = height - y0 < side ? height - y0 : side;
  for (let fy = rowFrom; fy < rowTo; fy++) {
    const dy = fy - reach;
    const row = fy * side;
    const mapRow = (y0 + fy) * width + x0;
    for (let fx = colFrom; fx < colTo; fx++) {
      const fi = row + fx;
      if (lit[fi] === 0) continue;
      const dx = fx - reach;
      const d2 = dx * dx + dy * dy;
      if (d2 > top) continue;
      const v = levels[d2];
      if (v === 0) continue;
      const i = mapRow + fx;
      if (seen[i] === 0) continue;
      if (
        opaque[fi] !== 0 &&
        d2 !== 0 &&
        !wallShows(opaque, lit, side, reach, fx, fy, seen, width, x0 + fx, y0 + fy, vx, vy)
      )
        continue;
      out[3 * i] += v * r;
      out[3 * i + 1] += v * g;
      out[3 * i + 2] += v * b;
    }
  }
}

function sign(v: number): number {
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}

/**
 * The toolkit's face rule: whether the wall at (wx, wy) of the window shows the light at its
 * centre (reach, reach) to the viewer at (vx, vy): some exposed face or corner has both in front
 * of it, and its open cell is lit by the light and seen by the viewer.
 */
function wallShows(
  opaque: Uint8Array,
  lit: Uint8Array,
  stride: number,
  l: number,
  wx: number,
  wy: number,
  seen: Uint8Array,
  mapWidth: number,
  mapX: number,
  mapY: number,
  vx: number,
  vy: number,
): boolean {
  const sx = sign(l - wx);
  const sy = sign(l - wy);
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
