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
import { FIRE_LIGHT, LAMP, LAMP_CONE, PLAYER } from './content.js';
import { contentOf, monsterRecord } from '../content/registry.js';
import { burningCells, cached } from './cells.js';
import { say, type Turn } from './log.js';
import { noteText } from './notes.js';
import { knowledgeOf, Ter, type FloorState, type GameState, type Monster } from './state.js';
import { PLANNABLE } from './terrain.js';
import { seesCell } from './sightline.js';
import { lightKept } from './light-kept.js';
import {
  changedBuckets,
  monsterSight,
  nearSeen,
  noteSeenAt,
  opacityChangedNear,
  opacityChangeSeen,
  opacityTrack,
  playerSightMemo,
  type MonsterSight,
  type PlayerSightMemo,
} from './incremental.js';

/** A light sum (r + g + b) above this counts as lit: the cell is seen. */
export const SEEN_THRESHOLD = 0.12;

/** A field-of-view calculator kept with the floor (its working memory is reused turn after turn). */
export function fovOf(floor: FloorState): Fov {
  return cached(floor, 'fov', createFov);
}

/** The floor's opacity grid, brought up to date (by difference) when the layout changes. */
export function opacityOf(floor: FloorState): Uint8Array {
  return opacityTrack(floor).mask;
}

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

function wordsOf(grid: Uint8Array): Uint32Array {
  return grid.byteOffset % 4 === 0
    ? new Uint32Array(grid.buffer, grid.byteOffset, grid.length >> 2)
    : new Uint32Array(0);
}

/** The player's view and seen masks read four cells to a word (kept with the floor; none when unaligned). */
interface SightWords {
  visible: Uint8Array;
  seen: Uint8Array;
  visibleWords: Uint32Array;
  seenWords: Uint32Array;
}

function newSightWords(): SightWords {
  const none = new Uint8Array(0);
  return { visible: none, seen: none, visibleWords: wordsOf(none), seenWords: wordsOf(none) };
}

/** The word views of `visible` and `seen`, made again only when the masks are new arrays. */
function sightWords(floor: FloorState, visible: Uint8Array, seen: Uint8Array): SightWords {
  const holder = cached(floor, 'sight-words', newSightWords);
  if (holder.visible !== visible) {
    holder.visible = visible;
    holder.visibleWords = wordsOf(visible);
  }
  if (holder.seen !== seen) {
    holder.seen = seen;
    holder.seenWords = wordsOf(seen);
  }
  return holder;
}

function lightHolder(floor: FloorState): { cache?: LightCache } {
  return cached<{ cache?: LightCache }>(floor, 'light', () => ({}));
}

/**
 * Lights the floor as the player at (px, py) sees it (the toolkit's lighting, with the face rule for
 * walls). The cone lamp's beam is lit on its own and added only on the cells of its cone.
 */
function computeLight(game: GameState, px: number, py: number, lamp: LampAim): Float32Array {
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
  const { width, terrain, stamp } = floor;
  const known = knowledgeOf(game);
  const { memory, seenAt } = known;
  updateView(game);
  const light = computeLight(game, player.x, player.y, lampOf(game));
  const { visible, seen } = known;
  const eager = game.eagerKnowledge;
  let itemsByCell: Map<number, number> | undefined;
  const { occupant } = floor;
  let spotted: Monster[] | undefined;
  // Only cells within sight now, or at the last observation, can be (or have been) in view.
  const box = viewBox(playerSightMemo(floor), floor, seen, player.x, player.y);
  const { visibleWords, seenWords } = sightWords(floor, visible, seen);
  for (let y = box.y0; y <= box.y1; y++) {
    const end = y * width + box.x1;
    for (let i = y * width + box.x0; i <= end; i++) {
      // Four cells neither in view now nor seen before: nothing to clear, nothing to see.
      if ((i & 3) === 0 && i + 3 <= end && visibleWords[i >> 2] === 0 && seenWords[i >> 2] === 0) {
        i += 3;
        continue;
      }
      if (visible[i] === 0) {
        seen[i] = 0;
        continue;
      }
      const lit = light[3 * i] + light[3 * i + 1] + light[3 * i + 2] > SEEN_THRESHOLD;
      seen[i] = lit || terrain[i] === Ter.Void ? 1 : 0;
      if (seen[i] === 0) continue;
      // A living monster stands in the cell its id holds in `occupant`: one seen for the first time?
      const who = occupant[i];
      if (who !== 0 && who !== player.id) {
        const m = floor.monsters[who];
        if (m !== undefined && !m.noticed && m.mode !== 'bones' && m.y * width + m.x === i)
          (spotted ??= []).push(m);
      }
      if (!eager && seenAt[i] >= 0 && stamp[i] <= seenAt[i]) continue;
      // Dirty (or never seen): copy the cell's terrain and items into memory.
      memory[i] = terrain[i] + 1;
      seenAt[i] = floor.clock;
      turn.reobserved++;
      itemsByCell ??= countItems(floor);
      if (itemsByCell.has(i) || known.itemMemory.some((m) => m.y * width + m.x === i)) {
        known.itemMemory = known.itemMemory.filter((m) => m.y * width + m.x !== i);
        for (const item of floor.items) {
          if (item.y * width + item.x === i) known.itemMemory.push({ ...item });
        }
        known.itemMemory.sort((a, b) => a.id - b.id);
      }
    }
  }
  // Announced by ascending id, the order of the floor's record of monsters.
  if (spotted !== undefined)
    for (const m of spotted.sort((a, b) => a.id - b.id)) {
      m.noticed = true;
      turn.reobserved++;
      say(turn, monsterRecord(contentOf(turn.game), m.kind).sighting, 'warn');
    }
  for (const note of floor.notes) {
    if (!note.seen && seen[note.y * width + note.x] !== 0) {
      note.seen = true;
      say(turn, noteText(note), 'warn');
    }
  }
}

/**
 * The rows and columns an observation from (px, py) must visit: the square within the player's
 * sight now, joined with the last observation's (whose seen cells it clears); the whole floor
 * when there was none. Notes the square of now for the next observation.
 */
function viewBox(
  memo: PlayerSightMemo,
  floor: FloorState,
  seen: Uint8Array,
  px: number,
  py: number,
): { x0: number; y0: number; x1: number; y1: number } {
  const { width, height } = floor;
  const r = PLAYER.sight;
  const now = {
    x0: Math.max(0, px - r),
    y0: Math.max(0, py - r),
    x1: Math.min(width - 1, px + r),
    y1: Math.min(height - 1, py + r),
    seen,
  };
  const last = memo.box;
  memo.box = now;
  if (last === undefined || last.seen !== seen) return { x0: 0, y0: 0, x1: width - 1, y1: height - 1 };
  return {
    x0: Math.min(now.x0, last.x0),
    y0: Math.min(now.y0, last.y0),
    x1: Math.max(now.x1, last.x1),
    y1: Math.max(now.y1, last.y1),
  };
}

/**
 * The player's field of view only (symmetric shadowcasting), without light or memory: what monsters
 * need after the player moves, to know whether they see the player. Kept from the last call when
 * the player stands where they did and no opacity change since reaches the view (changeReachesView).
 */
export function updateView(game: GameState): void {
  const { floor, player } = game;
  const { visible } = knowledgeOf(game);
  const { width, height } = floor;
  const track = opacityTrack(floor);
  const memo = playerSightMemo(floor);
  const last = memo.view;
  if (
    last !== undefined &&
    last.out === visible &&
    last.x === player.x &&
    last.y === player.y &&
    !opacityChangeSeen(floor, track, last.opacity, player.x, player.y, PLAYER.sight, visible)
  ) {
    last.opacity = track.log.length;
    return;
  }
  memo.view = {
    x: player.x,
    y: player.y,
    out: visible,
    opacity: track.log.length,
    version: (last?.version ?? 0) + 1,
  };
  fovOf(floor).computeFov(
    { width, height, opaque: opacityOf(floor) },
    { x: player.x, y: player.y },
    PLAYER.sight,
    {
      algorithm: 'symmetric',
      out: visible,
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
export function playerSees(game: GameState, x: number, y: number): boolean {
  return knowledgeOf(game).seen[y * game.floor.width + x] !== 0;
}

/** What a monster believes is at cell `i`: what it last saw there, or the layout it was born knowing. */
export function monsterBelief(floor: FloorState, m: Monster, i: number): number {
  const known = m.known[i];
  return known === undefined ? floor.familiar[i] : known;
}

/** Monster m (whose sight is `sight`) re-sees cell `i`: its knowledge of the cell, seenAt and walk key. */
function reSee(turn: Turn, floor: FloorState, m: Monster, sight: MonsterSight, i: number): void {
  const real = floor.terrain[i];
  const familiar = floor.familiar[i];
  const known = m.known[i];
  const before = PLANNABLE[known === undefined ? familiar : known];
  // Only a belief that changes is written (the record is a dictionary: a write costs a lookup).
  if (real === familiar) {
    if (known !== undefined) delete m.known[i];
  } else if (known !== real) m.known[i] = real;
  if (floor.stamp[i] > 0) noteSeenAt(sight, i, floor.clock);
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
  const r = monsterRecord(contentOf(turn.game), m.kind).sight;
  const eager = turn.game.eagerKnowledge;
  if (dirtyCells.length < floor.terrain.length) dirtyCells = new Int32Array(floor.terrain.length);
  const dirty = dirtyCells;
  let count = 0;
  const sight = monsterSight(floor, m.id, m.seenAt);
  const track = opacityTrack(floor);
  if (!eager) {
    const { stamp } = floor;
    // A dirty cell that changed after this monster's last field of view could be seen now.
    let fresh = !sight.seen;
    const index = changedBuckets(floor);
    const { size, columns, start, cells, xs, ys } = index;
    // seenAt[k] is the monster's seenAt entry for cells[k].
    const seenAt = nearSeen(sight, index);
    const since = sight.clock;
    const { x: mx, y: my } = m;
    const r2 = r * r;
    // The buckets of the square around the circle: per row of buckets, one run of the index.
    const bx0 = (Math.max(0, mx - r) / size) | 0;
    const bx1 = ((Math.min(width - 1, mx + r) / size) | 0) + 1;
    const last = ((Math.min(height - 1, my + r) / size) | 0) * columns;
    for (let row = ((Math.max(0, my - r) / size) | 0) * columns; row <= last; row += columns) {
      const end = start[row + bx1];
      for (let k = start[row + bx0]; k < end; k++) {
        const i = cells[k];
        if (stamp[i] <= seenAt[k]) continue;
        const dx = xs[k] - mx;
        const dy = ys[k] - my;
        if (dx * dx + dy * dy > r2) continue;
        dirty[count++] = i;
        if (stamp[i] > since) fresh = true;
      }
    }
    if (count === 0) return;
    // Every dirty cell was already dirty at the last field of view, from this very cell, and was not
    // in view then (else it would have been re-seen); with no opacity change since that reaches the
    // view (changeReachesView), the view is the same and it is not in view now either.
    if (
      !fresh &&
      sight.x === m.x &&
      sight.y === m.y &&
      !opacityChangeSeen(floor, track, sight.opacity, m.x, m.y, r)
    ) {
      sight.opacity = track.log.length;
      return;
    }
  }
  sight.seen = true;
  sight.x = m.x;
  sight.y = m.y;
  sight.clock = floor.clock;
  sight.opacity = track.log.length;
  if (!eager && count <= PER_CELL_LIMIT) {
    // A few dirty cells: test each against the view (the same answer as the whole view, cell for cell).
    for (let k = 0; k < count; k++) {
      const i = dirty[k];
      const x = i % width;
      if (seesCell(track.mask, width, height, m.x, m.y, r, x, (i - x) / width))
        reSee(turn, floor, m, sight, i);
    }
    return;
  }
  const view = fovOf(floor).computeFov({ width, height, opaque: track.mask }, { x: m.x, y: m.y }, r, {
    algorithm: 'symmetric',
    out: cached(floor, 'monster-fov', () => new Uint8Array(floor.terrain.length)),
  });
  if (eager) {
    for (let i = 0; i < view.length; i++) if (view[i] !== 0) reSee(turn, floor, m, sight, i);
  } else {
    for (let k = 0; k < count; k++) if (view[dirty[k]] !== 0) reSee(turn, floor, m, sight, dirty[k]);
  }
}

/**
 * Most dirty cells a monster tests one by one (seesCell) rather than by computing its whole view:
 * on the engine deck one test costs about a tenth of a view of radius 9 (65 ns against 640 ns).
 */
const PER_CELL_LIMIT = 10;

/**
 * The dirty cells of the monster observing now. Module-private working memory: monsterObserve
 * fills it from index 0 on every call, reads only what it filled, never returns it and calls no
 * user code while it holds it.
 */
let dirtyCells = new Int32Array(0);

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
