import { createFov } from '../fov/fov.js';
import type { FovAlgorithm, OpacityMap } from '../fov/types.js';
import type { Point } from '../grid/types.js';
import { brightnessAt, createFalloff, defaultHeight, setFalloff, type Falloff } from './falloff.js';
import { wallShowsLight } from './faces.js';
import type { CreateLightingOptions, Light, Lighting, LightingOptions } from './types.js';
import { validateCreateLighting, validateLightingArgs } from './validate.js';
import { createViewStore, type KeptView, type WindowBox } from './kept-views.js';

/** Reach of a bounce when `reflection.radius` is absent. */
const BOUNCE_RADIUS = 4;
/** `reflection.threshold` when absent. */
const BOUNCE_THRESHOLD = 0.05;

/**
 * Frames with a window only when the map holds more than this many windows' worth of cells.
 * Below it, clearing a whole-map mask for the light's field of view costs less than copying a
 * window cell by cell (a fill runs ~30x faster per byte than the copy loop).
 */
export const WINDOW_FACTOR = 16;

/**
 * A `side` x `side` copy of the map centred on a light (opaque off the map) and the light's field
 * of view in it. Every cell the light can reach lies in it, and outside the map counts as opaque
 * for computeFov, so its field of view there is the same as on the whole map; only the window is
 * copied and cleared per light, whatever the size of the map.
 */
interface LightWindow {
  readonly width: number;
  readonly height: number;
  readonly opaque: Uint8Array;
  /** computeFov's options, reused; `out` receives the field of view. */
  readonly fov: { algorithm: FovAlgorithm; out: Uint8Array };
  readonly centre: Point;
}

/** What one compute call shares with `shine`. */
interface Pass {
  map: OpacityMap;
  out: Float32Array;
  /** The viewer's field of view, or null without a viewer. */
  seen: Uint8Array | null;
  vx: number;
  vy: number;
  /** Light reaching floor cells in this pass, seen or not (what the next bounce re-emits), or null. */
  receive: Float32Array | null;
  algorithm: FovAlgorithm;
}

/**
 * A lighting calculator that keeps its scratch (field-of-view masks, a window per light size, the
 * viewer's field of view, the bounce buffers) between calls; hold one in a render loop. With
 * `{ keep: true }` it also keeps each light's field of view, and `update(x, y)` says a cell changed.
 */
export function createLighting(setup?: CreateLightingOptions): Lighting {
  validateCreateLighting(setup);
  const keep = setup?.keep === true;
  const fov = createFov();
  const windows = new Map<number, LightWindow>();
  // Kept views (only with keep).
  const kept = keep ? createViewStore() : null;
  // computeFov's options and eye when a light's frame is the whole map.
  const whole: { algorithm: FovAlgorithm; out: Uint8Array } = {
    algorithm: 'symmetric',
    out: new Uint8Array(0),
  };
  const eye = { x: 0, y: 0 };
  const viewerFov: { algorithm: FovAlgorithm; out: Uint8Array } = {
    algorithm: 'symmetric',
    out: new Uint8Array(0),
  };
  let received = new Float32Array(0);
  let spare = new Float32Array(0);
  const falloff = createFalloff();
  // Put back into `pass` after each call, so that it keeps no caller's arrays alive.
  const noMap: OpacityMap = { width: 0, height: 0, opaque: new Uint8Array(0) };
  const noOut = new Float32Array(0);
  const pass: Pass = {
    map: noMap,
    out: noOut,
    seen: null,
    vx: 0,
    vy: 0,
    receive: null,
    algorithm: 'symmetric',
  };

  // Brightness by squared distance for the falloff last filled in (see levelsFor).
  let levels = new Float64Array(128);
  const levelsOf = createFalloff();
  let levelsTop = -1;

  /**
   * Fills `levels[d2]` with the brightness of `f` for d2 = 0..top (the squared distances a window
   * of this reach holds within the radius) and returns top; lights with the same falloff reuse it.
   */
  function levelsFor(f: Falloff, reach: number): number {
    const widest = 2 * reach * reach;
    const top = f.r2 < widest ? Math.floor(f.r2) : widest;
    if (
      top === levelsTop &&
      f.r2 === levelsOf.r2 &&
      f.h2 === levelsOf.h2 &&
      f.twoFH === levelsOf.twoFH &&
      f.edge === levelsOf.edge
    ) {
      return top;
    }
    if (levels.length <= top) levels = new Float64Array(2 * top + 2);
    for (let d2 = 0; d2 <= top; d2++) levels[d2] = brightnessAt(f, d2);
    levelsOf.r2 = f.r2;
    levelsOf.h2 = f.h2;
    levelsOf.twoFH = f.twoFH;
    levelsOf.edge = f.edge;
    levelsTop = top;
    return top;
  }

  // The part of a kept view's window on the map, for settle (reused).
  const onMap: WindowBox = { colFrom: 0, colTo: 0, rowFrom: 0, rowTo: 0 };
  function box(colFrom: number, colTo: number, rowFrom: number, rowTo: number): WindowBox {
    onMap.colFrom = colFrom;
    onMap.colTo = colTo;
    onMap.rowFrom = rowFrom;
    onMap.rowTo = rowTo;
    return onMap;
  }

  function windowOf(side: number): LightWindow {
    let win = windows.get(side);
    if (win === undefined) {
      const half = (side - 1) / 2;
      win = {
        width: side,
        height: side,
        opaque: new Uint8Array(side * side),
        fov: { algorithm: 'symmetric', out: new Uint8Array(side * side) },
        centre: { x: half, y: half },
      };
      windows.set(side, win);
    }
    return win;
  }

  /**
   * Adds a light of colour (r, g, b) (already scaled) at (x, y) to `pass.out` (and `pass.receive`),
   * each cell it sees getting the colour times its brightness; the light's own cell is skipped
   * when `skipSelf`. The light's field of view is computed in a frame: the map itself, or on a
   * large map a window copied around the light (see WINDOW_FACTOR).
   */
  function shine(
    x: number,
    y: number,
    radius: number,
    r: number,
    g: number,
    b: number,
    f: Falloff,
    skipSelf: boolean,
    view: KeptView | null,
  ): void {
    const { map, out, seen, vx, vy, receive } = pass;
    const { opaque } = map;
    const width = map.width | 0;
    const height = map.height | 0;
    const lightX = x | 0;
    const lightY = y | 0;
    // Reach in whole cells, never more than the map needs. Integers are truncated with `| 0` so
    // that V8 indexes the arrays below with int32 arithmetic (Math.floor returns a double).
    const longer = width > height ? width : height;
    const reach = Math.min(Math.floor(radius), longer - 1) | 0;
    const side = (2 * reach + 1) | 0;
    // The frame: its grids `frame` (opacity) and `lit`, row stride, the light's place in it, the
    // map cell of its (0, 0), and the part of it (columns, rows) within the map and the reach.
    let frame: Uint8Array;
    let lit: Uint8Array;
    let stride: number;
    let lx: number;
    let ly: number;
    let x0: number;
    let y0: number;
    let colFrom: number;
    let colTo: number;
    let rowFrom: number;
    let rowTo: number;
    if (view === null && width * height <= WINDOW_FACTOR * side * side) {
      if (whole.out.length !== width * height) whole.out = new Uint8Array(width * height);
      whole.algorithm = pass.algorithm;
      eye.x = lightX;
      eye.y = lightY;
      lit = fov.computeFov(map, eye, radius, whole);
      frame = opaque;
      stride = width;
      lx = lightX;
      ly = lightY;
      x0 = 0;
      y0 = 0;
      colFrom = lightX > reach ? (lightX - reach) | 0 : 0;
      colTo = lightX + reach < width ? (lightX + reach + 1) | 0 : width;
      rowFrom = lightY > reach ? (lightY - reach) | 0 : 0;
      rowTo = lightY + reach < height ? (lightY + reach + 1) | 0 : height;
    } else {
      const win = view ?? windowOf(side);
      stride = side;
      lx = reach;
      ly = reach;
      x0 = (lightX - reach) | 0;
      y0 = (lightY - reach) | 0;
      colFrom = x0 < 0 ? (0 - x0) | 0 : 0;
      colTo = width - x0 < side ? (width - x0) | 0 : side;
      rowFrom = y0 < 0 ? (0 - y0) | 0 : 0;
      rowTo = height - y0 < side ? (height - y0) | 0 : side;
      if (view !== null && kept !== null && kept.fresh(view, opaque)) {
        frame = view.opaque;
        lit = view.fov.out;
      } else if (
        view !== null &&
        kept !== null &&
        kept.settle(view, opaque, width, x0, y0, box(colFrom, colTo, rowFrom, rowTo))
      ) {
        // A cell within the kept view's reach is not as its window has it, but its other window is
        // the map's again (a door that shuts and opens turn by turn): that window's field of view.
        frame = view.opaque;
        lit = view.fov.out;
        kept.made(view);
      } else {
        // settle (if it ran) chose the view's window to fill.
        frame = win.opaque;
        for (let wy = 0; wy < side; wy++) {
          const row = wy * side;
          if (wy < rowFrom || wy >= rowTo) {
            frame.fill(1, row, row + side);
            continue;
          }
          if (colFrom > 0) frame.fill(1, row, row + colFrom);
          if (colTo < side) frame.fill(1, row + colTo, row + side);
          const src = (y0 + wy) * width + x0;
          for (let wx = colFrom; wx < colTo; wx++) frame[row + wx] = opaque[src + wx];
        }
        win.fov.algorithm = pass.algorithm;
        lit = fov.computeFov(win, win.centre, radius, win.fov);
        if (view !== null && kept !== null) kept.made(view);
      }
    }
    const top = levelsFor(f, reach);
    const level = levels;
    for (let fy = rowFrom; fy < rowTo; fy++) {
      const dy = fy - ly;
      const row = fy * stride;
      const mapRow = (y0 + fy) * width + x0;
      for (let fx = colFrom; fx < colTo; fx++) {
        const fi = row + fx;
        if (lit[fi] === 0) continue;
        const dx = fx - lx;
        const d2 = dx * dx + dy * dy;
        if (d2 > top || (d2 === 0 && skipSelf)) continue;
        const v = level[d2];
        if (v === 0) continue;
        const i = mapRow + fx;
        if (frame[fi] !== 0) {
          if (
            seen !== null &&
            (seen[i] === 0 ||
              (d2 !== 0 &&
                !wallShowsLight(frame, lit, stride, lx, ly, fx, fy, seen, width, x0 + fx, y0 + fy, vx, vy)))
          ) {
            continue;
          }
        } else {
          if (receive !== null) {
            receive[3 * i] += v * r;
            receive[3 * i + 1] += v * g;
            receive[3 * i + 2] += v * b;
          }
          if (seen !== null && seen[i] === 0) continue;
        }
        out[3 * i] += v * r;
        out[3 * i + 1] += v * g;
        out[3 * i + 2] += v * b;
      }
    }
  }

  /** Sum of a bounce's brightness over its disc without its centre: one unit re-emitted spreads as 1. */
  function discWeight(f: Falloff, radius: number): number {
    const reach = Math.floor(radius);
    let sum = 0;
    for (let dy = -reach; dy <= reach; dy++) {
      for (let dx = -reach; dx <= reach; dx++) {
        const d2 = dx * dx + dy * dy;
        if (d2 !== 0) sum += brightnessAt(f, d2);
      }
    }
    return sum;
  }

  function compute(map: OpacityMap, lights: readonly Light[], options?: LightingOptions): Float32Array {
    validateLightingArgs(map, lights, options);
    const { width, height, opaque } = map;
    const cells = width * height;
    let out = options?.out;
    if (out === undefined) out = new Float32Array(3 * cells);
    else out.fill(0);
    const algorithm = options?.algorithm ?? 'symmetric';
    const viewer = options?.viewer;
    let seen: Uint8Array | null = null;
    if (viewer !== undefined) {
      if (viewer.visible !== undefined) {
        seen = viewer.visible;
      } else {
        if (viewerFov.out.length !== cells) viewerFov.out = new Uint8Array(cells);
        viewerFov.algorithm = algorithm;
        // Every cell of the map lies within width + height of the viewer.
        seen = fov.computeFov(map, viewer, width + height, viewerFov);
      }
    }
    const reflection = options?.reflection;
    const bounces = reflection?.bounces ?? 0;
    if (bounces > 0 && received.length !== 3 * cells) {
      received = new Float32Array(3 * cells);
      spare = new Float32Array(3 * cells);
    }
    if (bounces > 0) received.fill(0);
    pass.map = map;
    pass.out = out;
    pass.seen = seen;
    pass.vx = viewer?.x ?? 0;
    pass.vy = viewer?.y ?? 0;
    pass.receive = bounces > 0 ? received : null;
    pass.algorithm = algorithm;

    const call = kept !== null ? kept.begin(width, height) : 0;
    for (const light of lights) {
      const { x, y, color, radius } = light;
      const k = (light.intensity ?? 1) / 255;
      setFalloff(falloff, radius, light.height ?? defaultHeight(radius), light.focus ?? 0);
      const view = kept !== null ? kept.view(x, y, radius, algorithm, call) : null;
      shine(
        x,
        y,
        radius,
        ((color >> 16) & 255) * k,
        ((color >> 8) & 255) * k,
        (color & 255) * k,
        falloff,
        false,
        view,
      );
    }
    // Views of lights not shone for a while (a fire gone out, a lamp that moved on) are dropped.
    if (kept !== null) kept.end(call);

    if (reflection !== undefined && bounces > 0) {
      const bounceRadius = reflection.radius ?? BOUNCE_RADIUS;
      const threshold = reflection.threshold ?? BOUNCE_THRESHOLD;
      const reflectivity = reflection.reflectivity;
      setFalloff(falloff, bounceRadius, defaultHeight(bounceRadius), 0);
      const weight = discWeight(falloff, bounceRadius);
      for (let bounce = 1; bounce <= bounces && weight > 0; bounce++) {
        // The light floors received in the last pass is what they send on in this one.
        const from = received;
        if (bounce < bounces) {
          spare.fill(0);
          pass.receive = spare;
        } else {
          pass.receive = null;
        }
        for (let i = 0; i < cells; i++) {
          if (opaque[i] !== 0) continue;
          const rho = typeof reflectivity === 'number' ? reflectivity : reflectivity[i];
          if (!(rho > 0)) continue;
          const er = from[3 * i] * rho;
          const eg = from[3 * i + 1] * rho;
          const eb = from[3 * i + 2] * rho;
          if (er + eg + eb <= threshold) continue;
          const x = i % width;
          const y = (i - x) / width;
          shine(x, y, bounceRadius, er / weight, eg / weight, eb / weight, falloff, true, null);
        }
        received = spare;
        spare = from;
      }
    }
    pass.map = noMap;
    pass.out = noOut;
    pass.seen = null;
    pass.receive = null;
    return out;
  }

  function update(x: number, y: number): void {
    if (!Number.isInteger(x) || !Number.isInteger(y)) {
      throw new RangeError(`Lighting.update: x and y must be integers, got (${String(x)}, ${String(y)})`);
    }
    if (kept !== null) kept.update(x, y);
  }

  return { compute, update };
}

/**
 * The plain computeLighting's working memory: one calculator, module-private and never returned.
 * Each call clears what it reads (the result, the bounce buffers, each light's window and field of
 * view) and drops its references to the caller's arrays on the way out, so a result never depends
 * on an earlier call. It is never held across a call into user code: the only user code a call
 * can run is a getter on the map, a light or an option, and computeLighting reads those into plain
 * records of its own (see plainArgs) before it hands them to the calculator.
 */
const plainLighting = createLighting();

/**
 * The arguments read once into plain records of the known fields, after checking the originals
 * (so an unknown key or a bad value is reported as given); the calculator checks the copies again.
 */
function plainArgs(
  map: OpacityMap,
  lights: readonly Light[],
  options: LightingOptions | undefined,
): [OpacityMap, Light[], LightingOptions | undefined] {
  validateLightingArgs(map, lights, options);
  const copies: Light[] = [];
  for (let k = 0; k < lights.length; k++) {
    const { x, y, color, radius, intensity, height, focus } = lights[k];
    copies.push({ x, y, color, radius, intensity, height, focus });
  }
  let plainOptions: LightingOptions | undefined;
  if (options !== undefined) {
    const { out, viewer, algorithm, reflection } = options;
    plainOptions = {
      out,
      algorithm,
      viewer: viewer && { x: viewer.x, y: viewer.y, visible: viewer.visible },
      reflection: reflection && {
        bounces: reflection.bounces,
        reflectivity: reflection.reflectivity,
        radius: reflection.radius,
        threshold: reflection.threshold,
      },
    };
  }
  return [{ width: map.width, height: map.height, opaque: map.opaque }, copies, plainOptions];
}

/**
 * RGB light per cell, 3 floats per cell (`out[3 * (y * width + x) + channel]`): each light adds its
 * colour (channel / 255, times its intensity) times a smooth falloff to every cell its field of
 * view reaches within its radius. Allocates nothing but the result (none when `out` is given) and
 * a plain copy of the lights once its shared working memory has grown to the maps and radii in use.
 */
export function computeLighting(
  map: OpacityMap,
  lights: readonly Light[],
  options?: LightingOptions,
): Float32Array {
  return plainLighting.compute(...plainArgs(map, lights, options));
}
