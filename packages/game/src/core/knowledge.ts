/**
 * What each observer knows (techniques.md 1.16). Every cell carries a stamp of the floor's change
 * clock (cells.ts); an observer keeps, per cell, the clock at which it last re-saw that cell. On
 * observation a visible cell is copied into the observer's knowledge only when it is dirty (its
 * stamp is newer than the observer's copy), so a quiet turn re-sees nothing. With
 * `eagerKnowledge` every visible cell is copied every time instead: the knowledge is the same
 * either way (K1), only the work differs (K5).
 *
 * The player starts knowing nothing and learns terrain and items from what it sees; monsters are
 * born knowing the floor's layout as generated ("familiar") and learn only what changed.
 */
import { createFov, createLighting, type Fov, type Lighting, type Light } from '@hullbreach/toolkit';
import { FIRE_LIGHT, LAMP, LAMP_CONE, MONSTERS, PLAYER, type MonsterKind } from './content.js';
import { cached } from './cells.js';
import { say, type Turn } from './log.js';
import { Ter, type FloorState, type GameState, type Monster } from './state.js';
import { OPAQUE, PLANNABLE } from './terrain.js';

const SIGHTINGS: Readonly<Record<MonsterKind, string>> = {
  zombie: 'A zombie shuffles into view.',
  skeleton: 'A skeleton clicks into view.',
  bloat: 'A bloat drifts into view. Kill it from a distance: it bursts.',
  tank: 'A tank lumbers into view. Small rounds will not stop it.',
};

/** A light sum (r + g + b) above this counts as lit: the cell is seen. */
export const SEEN_THRESHOLD = 0.12;

/** A field-of-view calculator kept with the floor (its working memory is reused turn after turn). */
export function fovOf(floor: FloorState): Fov {
  return cached(floor, 'fov', createFov);
}

/** The floor's opacity grid, rebuilt when the layout changes. */
export function opacityOf(floor: FloorState): Uint8Array {
  const holder = cached(floor, 'opacity', () => ({ layout: -1, mask: new Uint8Array(floor.terrain.length) }));
  if (holder.layout !== floor.layout) {
    const { terrain } = floor;
    for (let i = 0; i < terrain.length; i++) holder.mask[i] = OPAQUE[terrain[i]];
    holder.layout = floor.layout;
  }
  return holder.mask;
}

interface LightCache {
  readonly lighting: Lighting;
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
  const near = (x: number, y: number, r: number): boolean =>
    Math.abs(x - px) <= reach + r && Math.abs(y - py) <= reach + r;
  for (const l of [...floor.lights, ...floor.flashes])
    if (near(l.x, l.y, l.radius)) lights.push({ x: l.x, y: l.y, color: l.colour, radius: l.radius });
  const { fire, width } = floor;
  for (let i = 0; i < fire.length; i++) {
    if (fire[i] === 0) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (near(x, y, FIRE_LIGHT.radius))
      lights.push({ x, y, color: FIRE_LIGHT.colour, radius: FIRE_LIGHT.radius });
  }
  return lights;
}

function lightHolder(floor: FloorState): { cache?: LightCache } {
  return cached<{ cache?: LightCache }>(floor, 'light', () => ({}));
}

/**
 * Lights the floor as the player at (px, py) sees it (the toolkit's lighting, with the face rule for
 * walls). The cone lamp's beam is lit on its own and added only on the cells of its cone.
 */
function computeLight(floor: FloorState, px: number, py: number, lamp: LampAim): Float32Array {
  const holder = lightHolder(floor);
  holder.cache ??= { lighting: createLighting(), out: new Float32Array(floor.terrain.length * 3) };
  const cache = holder.cache;
  const { width, height } = floor;
  const map = { width, height, opaque: opacityOf(floor) };
  const viewer = { x: px, y: py, visible: floor.visible };
  const out = cache.lighting.compute(map, lightsOf(floor, px, py, lamp), { out: cache.out, viewer });
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
  return computeLight(game.floor, game.player.x, game.player.y, lampOf(game));
}

/**
 * The light on every cell the player sees, 3 floats per cell, as of the last observation
 * (recomputed if the state was just loaded). Presentation only (L5).
 */
export function lightOf(game: GameState): Float32Array {
  const { floor, player } = game;
  return lightHolder(floor).cache?.out ?? computeLight(floor, player.x, player.y, lampOf(game));
}

/**
 * The player looks around: field of view (symmetric shadowcasting, so a monster sees the player
 * exactly when the player has it in view), then light: a cell in view is seen only when lit, or
 * when it is open space, whose stars need no light (L3). Seen cells that changed since the player
 * last saw them are copied into memory (terrain and items). Announces monsters seen for the first
 * time and notes.
 */
export function observe(turn: Turn): void {
  const { game } = turn;
  const { floor, player } = game;
  const { width, terrain, memory, seenAt, stamp } = floor;
  updateView(game);
  const light = computeLight(floor, player.x, player.y, lampOf(game));
  const { visible, seen } = floor;
  const eager = game.eagerKnowledge;
  let itemsByCell: Map<number, number> | undefined;
  for (let i = 0; i < visible.length; i++) {
    if (visible[i] === 0) {
      seen[i] = 0;
      continue;
    }
    const lit = light[3 * i] + light[3 * i + 1] + light[3 * i + 2] > SEEN_THRESHOLD;
    seen[i] = lit || terrain[i] === Ter.Void ? 1 : 0;
    if (seen[i] === 0) continue;
    if (!eager && seenAt[i] >= 0 && stamp[i] <= seenAt[i]) continue;
    // Dirty (or never seen): copy the cell's terrain and items into memory.
    memory[i] = terrain[i] + 1;
    seenAt[i] = floor.clock;
    turn.reobserved++;
    itemsByCell ??= countItems(floor);
    if (itemsByCell.has(i) || floor.itemMemory.some((m) => m.y * width + m.x === i)) {
      floor.itemMemory = floor.itemMemory.filter((m) => m.y * width + m.x !== i);
      for (const item of floor.items) {
        if (item.y * width + item.x === i) floor.itemMemory.push({ ...item });
      }
      floor.itemMemory.sort((a, b) => a.id - b.id);
    }
  }
  for (const key in floor.monsters) {
    const m = floor.monsters[key];
    if (!m.noticed && m.mode !== 'bones' && seen[m.y * width + m.x] !== 0) {
      m.noticed = true;
      turn.reobserved++;
      say(turn, SIGHTINGS[m.kind], 'warn');
    }
  }
  for (const note of floor.notes) {
    if (!note.seen && seen[note.y * width + note.x] !== 0) {
      note.seen = true;
      say(turn, note.text, 'warn');
    }
  }
}

/**
 * The player's field of view only (symmetric shadowcasting), without light or memory: what monsters
 * need after the player moves, to know whether they see the player.
 */
export function updateView(game: GameState): void {
  const { floor, player } = game;
  const { width, height } = floor;
  fovOf(floor).computeFov(
    { width, height, opaque: opacityOf(floor) },
    { x: player.x, y: player.y },
    PLAYER.sight,
    {
      algorithm: 'symmetric',
      out: floor.visible,
    },
  );
}

function countItems(floor: FloorState): Map<number, number> {
  const map = new Map<number, number>();
  for (const it of floor.items) {
    const i = it.y * floor.width + it.x;
    map.set(i, (map.get(i) ?? 0) + 1);
  }
  return map;
}

/** True when the player sees cell (x, y) this turn. */
export function playerSees(floor: FloorState, x: number, y: number): boolean {
  return floor.seen[y * floor.width + x] !== 0;
}

/** What a monster believes is at cell `i`: what it last saw there, or the layout it was born knowing. */
export function monsterBelief(floor: FloorState, m: Monster, i: number): number {
  const known = m.known[i];
  return known === undefined ? floor.familiar[i] : known;
}

function reSee(turn: Turn, floor: FloorState, m: Monster, i: number): void {
  const real = floor.terrain[i];
  const before = PLANNABLE[monsterBelief(floor, m, i)];
  if (real === floor.familiar[i]) delete m.known[i];
  else m.known[i] = real;
  if (floor.stamp[i] > 0) m.seenAt[i] = floor.clock;
  if (PLANNABLE[real] !== before) m.walkKey = walkKeyOf(floor, m);
  turn.reobserved++;
}

/**
 * A monster looks around at the start of its turn. Lazily, only cells that changed since it last
 * saw them (the floor's list of changed cells) can be dirty, so it runs its field of view only when
 * such a cell lies within its sight radius.
 */
export function monsterObserve(turn: Turn, m: Monster): void {
  const floor = turn.game.floor;
  const { width, height } = floor;
  const r = MONSTERS[m.kind].sight;
  const eager = turn.game.eagerKnowledge;
  const dirty: number[] = [];
  if (!eager) {
    const { changed, stamp } = floor;
    for (let k = 0; k < changed.length; k++) {
      const i = changed[k];
      const x = i % width;
      const dx = x - m.x;
      const dy = (i - x) / width - m.y;
      if (dx * dx + dy * dy > r * r) continue;
      if (stamp[i] > (m.seenAt[i] ?? 0)) dirty.push(i);
    }
    if (dirty.length === 0) return;
  }
  const view = fovOf(floor).computeFov({ width, height, opaque: opacityOf(floor) }, { x: m.x, y: m.y }, r, {
    algorithm: 'symmetric',
  });
  if (eager) {
    for (let i = 0; i < view.length; i++) if (view[i] !== 0) reSee(turn, floor, m, i);
  } else {
    for (const i of dirty) if (view[i] !== 0) reSee(turn, floor, m, i);
  }
}

/**
 * The cells a monster would plan through, as a key naming how its knowledge differs from the
 * familiar layout ('' when it does not), for sharing walk maps among monsters that know the same.
 * Kept on the monster (`walkKey`) and recomputed only when a re-seen cell changes it.
 */
export function walkKeyOf(floor: FloorState, m: Monster): string {
  let key = '';
  for (const k in m.known) {
    const i = Number(k);
    if (PLANNABLE[m.known[i]] !== PLANNABLE[floor.familiar[i]]) key += `${i}:${PLANNABLE[m.known[i]]},`;
  }
  return key;
}
