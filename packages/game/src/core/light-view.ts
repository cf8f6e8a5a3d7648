/**
 * The light the player sees by (issue 18.8 moved it out of knowledge.ts): which lights shine on
 * the floor now, the light kept while nothing it depends on changed, and the cone lamp's beam.
 * Observation (knowledge.ts) reads it to tell lit cells from dark ones; front ends read it to draw.
 */
import { createLighting, type Light, type Lighting } from '@hullbreach/toolkit';
import { FIRE_LIGHT, LAMP, LAMP_CONE, PLAYER } from './content.js';
import { burningCells, cached } from './cells.js';
import { knowledgeOf, type FloorState, type GameState } from './state.js';
import { lightKept } from './light-kept.js';
import { fovOf, opacityChangedNear, opacityOf, opacityTrack, playerSightMemo } from './incremental.js';

interface LightCache {
  /** The light, lit by lightKept (light-kept.ts: each light's field of view kept). */
  readonly out: Float32Array;
  /** The cone lamp's own beam, lit alone before it is masked to the cone and added to `out`. */
  beam?: { readonly lighting: Lighting; readonly out: Float32Array };
}

/** The player's lamp: round (every way), or a cone toward `facing` (degrees, 0 = east, 90 = south). */
export interface LampAim {
  readonly cone: boolean;
  readonly facing: number;
}

/** The round lamp every game without rules carries. */
const ROUND_LAMP: LampAim = { cone: false, facing: 0 };

/** The lamp the player carries now, from the run's rules and where they face. */
export function lampOf(game: GameState): LampAim {
  return game.rules?.lamp === 'cone' ? { cone: true, facing: game.player.facing ?? 0 } : ROUND_LAMP;
}

/**
 * Every light shining on the floor now: the player's lamp (with the cone lamp, only its dim halo:
 * the beam is added by itself), fixed lights, fires and flashes.
 */
export function lightsOf(floor: FloorState, px: number, py: number, lamp: LampAim = ROUND_LAMP): Light[] {
  const lights: Light[] = [
    lamp.cone
      ? { x: px, y: py, color: LAMP.colour, radius: LAMP_CONE.haloRadius, intensity: LAMP_CONE.haloIntensity }
      : { x: px, y: py, color: LAMP.colour, radius: LAMP.radius },
  ];
  const reach = PLAYER.sight;
  for (const list of [floor.lights, floor.flashes])
    for (const l of list)
      if (Math.abs(l.x - px) <= reach + l.radius && Math.abs(l.y - py) <= reach + l.radius)
        lights.push({ x: l.x, y: l.y, color: l.colour, radius: l.radius });
  // Fires within the same reach, in the order of the cells.
  const far = reach + FIRE_LIGHT.radius;
  for (const i of burningCells(floor)) addFire(lights, i, floor.width, px, py, far);
  return lights;
}

/** Adds the light of the fire in cell `i` when it lies within `far` of (px, py) on both axes. */
function addFire(lights: Light[], i: number, width: number, px: number, py: number, far: number): void {
  const x = i % width;
  const y = (i - x) / width;
  if (Math.abs(x - px) <= far && Math.abs(y - py) <= far)
    lights.push({ x, y, color: FIRE_LIGHT.colour, radius: FIRE_LIGHT.radius });
}

function newLightHolder(): { cache?: LightCache } {
  return {};
}

function lightHolder(floor: FloorState): { cache?: LightCache } {
  return cached(floor, 'light', newLightHolder);
}

/**
 * Lights the floor as the player at (px, py) sees it (the toolkit's lighting, with the face rule for
 * walls). The cone lamp's beam is lit on its own and added only on the cells of its cone.
 */
export function computeLight(game: GameState, px: number, py: number, lamp: LampAim): Float32Array {
  const floor = game.floor;
  const { visible } = knowledgeOf(game);
  const holder = lightHolder(floor);
  const lights = lightsOf(floor, px, py, lamp);
  if (holder.cache !== undefined && lightStillHolds(floor, visible, px, py, lamp, lights))
    return holder.cache.out;
  holder.cache ??= { out: new Float32Array(floor.terrain.length * 3) };
  const cache = holder.cache;
  const { width, height } = floor;
  const map = { width, height, opaque: opacityOf(floor) };
  const viewer = { x: px, y: py, visible };
  // A light that reaches no cell in view adds nothing the viewer is shown: it is left out.
  const view = playerSightMemo(floor).view;
  const sightOnly = view !== undefined && view.out === visible && view.x === px && view.y === py;
  const shining = lights.filter((l) =>
    reachesView(visible, width, height, l, sightOnly ? { px, py } : undefined),
  );
  const out = lightKept(floor, shining, visible, px, py, cache.out);
  if (!lamp.cone) return out;
  cache.beam ??= { lighting: createLighting(), out: new Float32Array(floor.terrain.length * 3) };
  const beam = cache.beam.lighting.compute(map, [{ x: px, y: py, color: LAMP.colour, radius: LAMP.radius }], {
    out: cache.beam.out,
    viewer,
  });
  const cone = coneOf(floor, px, py, lamp.facing);
  for (let i = 0; i < cone.length; i++) {
    if (cone[i] === 0) continue;
    out[3 * i] += beam[3 * i];
    out[3 * i + 1] += beam[3 * i + 1];
    out[3 * i + 2] += beam[3 * i + 2];
  }
  return out;
}

/**
 * True when a cell marked in `visible` lies strictly within the light's radius (the only cells it
 * brightens). `sight`, when given, is the origin of the view `visible` holds (the player's, of
 * radius PLAYER.sight), so only cells within that square are read.
 */
function reachesView(
  visible: Uint8Array,
  width: number,
  height: number,
  light: Light,
  sight: { px: number; py: number } | undefined,
): boolean {
  const { x, y, radius } = light;
  // Most lights that matter are in view themselves.
  if (radius > 0 && visible[y * width + x] !== 0) return true;
  const reach = Math.floor(radius);
  const r2 = radius * radius;
  let x0 = Math.max(0, x - reach);
  let x1 = Math.min(width - 1, x + reach);
  let y0 = Math.max(0, y - reach);
  let y1 = Math.min(height - 1, y + reach);
  if (sight !== undefined) {
    const r = PLAYER.sight;
    x0 = Math.max(x0, sight.px - r);
    x1 = Math.min(x1, sight.px + r);
    y0 = Math.max(y0, sight.py - r);
    y1 = Math.min(y1, sight.py + r);
  }
  for (let cy = y0; cy <= y1; cy++) {
    const dy = cy - y;
    for (let cx = x0, i = cy * width + x0; cx <= x1; cx++, i++)
      if (visible[i] !== 0 && (cx - x) * (cx - x) + dy * dy < r2) return true;
  }
  return false;
}

/**
 * True when the light last computed is still exact: the player's view has not been recomputed
 * since, the lamp and every light are the same, and no cell within reach of the lights changed
 * opacity. Otherwise notes what the light is about to be computed for and returns false.
 */
function lightStillHolds(
  floor: FloorState,
  visible: Uint8Array,
  px: number,
  py: number,
  lamp: LampAim,
  lights: Light[],
): boolean {
  const memo = playerSightMemo(floor);
  const track = opacityTrack(floor);
  const view = memo.view !== undefined && memo.view.out === visible ? memo.view.version : -1;
  const flat: number[] = [];
  for (const l of lights) flat.push(l.x, l.y, l.color, l.radius, l.intensity ?? -1);
  const last = memo.light;
  if (
    view >= 0 &&
    last !== undefined &&
    last.view === view &&
    last.cone === lamp.cone &&
    last.facing === lamp.facing &&
    sameNumbers(last.lights, flat) &&
    // Each light reaches only the cells within its radius (the cone lamp's beam is the lamp's own).
    !lights.some((l) => opacityChangedNear(floor, track, last.opacity, l.x, l.y, Math.ceil(l.radius) + 1)) &&
    !(lamp.cone && opacityChangedNear(floor, track, last.opacity, px, py, LAMP.radius + 1))
  ) {
    last.opacity = track.log.length;
    return true;
  }
  memo.light = { view, cone: lamp.cone, facing: lamp.facing, lights: flat, opacity: track.log.length };
  return false;
}

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

/** The cells of the cone lamp's beam from (px, py) facing `facing` degrees (nonzero): the toolkit's cone of view, kept with the floor. */
function coneOf(floor: FloorState, px: number, py: number, facing: number): Uint8Array {
  const holder = cached(floor, 'cone', () => ({ mask: new Uint8Array(floor.terrain.length) }));
  const { width, height } = floor;
  return fovOf(floor).computeFov({ width, height, opaque: opacityOf(floor) }, { x: px, y: py }, LAMP.radius, {
    algorithm: 'symmetric',
    direction: facing,
    angle: LAMP_CONE.angle,
    out: holder.mask,
  });
}

/** Recomputes the light the player sees now (what each observation does), 3 floats per cell. */
export function relight(game: GameState): Float32Array {
  return computeLight(game, game.player.x, game.player.y, lampOf(game));
}

/**
 * The light on every cell the player sees, 3 floats per cell, as of the last observation
 * (recomputed if the state was just loaded). Presentation only (L5).
 */
export function lightOf(game: GameState): Float32Array {
  const { floor, player } = game;
  return lightHolder(floor).cache?.out ?? computeLight(game, player.x, player.y, lampOf(game));
}
