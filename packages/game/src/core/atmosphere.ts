/**
 * Air, after the integer-pressure model (techniques.md 1.12, "OD"): each cell holds 0..FULL_AIR.
 * An update finds every cell joined to open space through cells that are not airtight (8-way,
 * but never squeezing diagonally between two airtight cells); each such cell that still has air
 * loses one step of pressure, and whatever stands or lies in it is pulled one step toward the
 * hole. Every cell not joined to space is refilled at once, so closing a door re-seals a section
 * at the next update. The air acts twice per player turn (every 5 time units), so a breached
 * section empties in three turns.
 */
import { pullChance } from './character.js';
import { FULL_AIR } from './content.js';
import { contentOf, monsterRecord } from '../content/registry.js';
import { cached, cacheOf, monsterRoster, moveActor, moveItem, removeItem, removeMonster } from './cells.js';
import { emit, say, type Turn } from './log.js';
import { knowledgeOf, Ter, type FloorState, type Monster } from './state.js';
import { AIRTIGHT, FLOORLESS, WALKABLE } from './terrain.js';
import { lastHole, noteKill } from './run-rules.js';
import { actorOf } from './world.js';
import { terrainLog, type TerrainLog } from './terrain-log.js';

/**
 * How far each cell is from open space through air-passable cells, for the floor's current layout.
 * One object per floor, updated in place as the layout changes (see {@link flowMap}).
 */
export interface FlowMap {
  /** The layout this map is up to date with. */
  layout: number;
  /** Steps to the nearest floorless cell; 0 on floorless cells; -1 where no path leads to space. */
  readonly dist: Int32Array;
  /**
   * Cells with dist > 0 in the order a breadth-first search from every floorless cell (in index
   * order) reaches them: nearest to space first, and the order the air and the pulls go in.
   */
  order: Int32Array;
  /** How many cells the last update of the layout rebuilt (every open cell on a new map). */
  rebuilt: number;
}

/**
 * A venting section: connected regions of open cells with a deck (8-way, never squeezing
 * diagonally between two airtight cells) that air can leave to space through. Its distances and
 * order depend only on its own cells and the floorless cells beside them, so a change elsewhere
 * leaves them as they are. Sealed regions are not kept: their cells have no distance to keep.
 */
interface Section {
  /** Every floorless cell air can pass to from the section, ascending: where its air escapes. */
  readonly seeds: Int32Array;
  /** The section's cells in breadth-first order from its seeds (each cell once). */
  readonly order: Int32Array;
}

/** The flow map and what it is built from, kept with the floor (never saved). */
interface FlowHolder {
  readonly map: FlowMap;
  /** Terrain as of the last update of the map (each cell's, as of when the map last read it from the log). */
  readonly terrain: Uint8Array;
  /** The floor's terrain log the map follows, and how far into it the map has read. */
  readonly track: TerrainLog;
  at: number;
  /** Per cell: the id of its venting section, or -1 (sealed, airtight or floorless). */
  readonly section: Int32Array;
  readonly sections: Map<number, Section>;
  nextId: number;
  /** The floor's change clock at the last update of the map. */
  clock: number;
  /** True while the floor's order has to be merged again from the sections' orders. */
  orderStale: boolean;
  /**
   * True until the first air update on this map: it clears every flow and refills every sealed
   * cell, as on a floor just loaded.
   */
  fullPass: boolean;
  /**
   * Cells the next air update clears the flow of and refills if sealed: those of sections rebuilt,
   * those whose terrain changed, and those stamped since (a door shut and opened again between two
   * updates). Every other sealed cell is full already and every other flow is clear or venting.
   */
  readonly pending: number[];
  /**
   * Working marks for searches: `mark[i] === stamp` means reached in the current search. Module
   * state of one floor's map, never returned; a search sets a new stamp before it reads any mark.
   */
  readonly mark: Int32Array;
  stamp: number;
}

const DX = [0, 1, 0, -1, 1, 1, -1, -1];
const DY = [-1, 0, 1, 0, -1, 1, 1, -1];

/** True when air can pass from cell (x, y) to its neighbour (x+dx, y+dy) (both known to be open). */
function diagonalOpen(floor: FloorState, x: number, y: number, dx: number, dy: number): boolean {
  if (dx === 0 || dy === 0) return true;
  const { width, terrain } = floor;
  return AIRTIGHT[terrain[y * width + x + dx]] === 0 || AIRTIGHT[terrain[(y + dy) * width + x]] === 0;
}

/**
 * Breadth-first search from `seeds` (floorless cells, ascending, dist 0) through open cells with a
 * deck, as a search from every floorless cell at once would go: writes `dist` and returns the cells
 * reached in order, and the seeds that border at least one cell it may enter. With `fresh`, it
 * enters only cells in no section (it is building one); else any.
 */
function searchFrom(
  floor: FloorState,
  h: FlowHolder,
  seeds: ArrayLike<number>,
  fresh: boolean,
): { order: Int32Array; linked: Int32Array } {
  const { width, height, terrain } = floor;
  const { dist } = h.map;
  const { mark, section } = h;
  const stamp = ++h.stamp;
  const queue: number[] = [];
  const linked: number[] = [];
  for (let s = 0; s < seeds.length; s++) queue.push(seeds[s]);
  const first = queue.length;
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head];
    const x = i % width;
    const y = (i - x) / width;
    const d = dist[i] + 1;
    let borders = false;
    for (let k = 0; k < 8; k++) {
      const nx = x + DX[k];
      const ny = y + DY[k];
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      const t = terrain[j];
      if (AIRTIGHT[t] !== 0 || FLOORLESS[t] !== 0 || (fresh && section[j] >= 0)) continue;
      if (!diagonalOpen(floor, x, y, DX[k], DY[k])) continue;
      borders = true;
      if (mark[j] === stamp) continue;
      mark[j] = stamp;
      dist[j] = d;
      queue.push(j);
    }
    if (head < first && borders) linked.push(i);
  }
  return { order: Int32Array.from(queue.slice(first)), linked: Int32Array.from(linked) };
}

/** Builds a section from `seeds` (ascending) over cells in no section, and keeps it if air flows in it. */
function buildSection(floor: FloorState, h: FlowHolder, seeds: ArrayLike<number>): number {
  const { order, linked } = searchFrom(floor, h, seeds, true);
  if (order.length === 0) return 0;
  const id = h.nextId++;
  for (let k = 0; k < order.length; k++) h.section[order[k]] = id;
  h.sections.set(id, { seeds: linked, order });
  h.orderStale = true;
  return order.length;
}

/** Builds the map of a floor from scratch: one search from every floorless cell, as a floor just loaded. */
function newHolder(floor: FloorState, track: TerrainLog): FlowHolder {
  const { terrain } = floor;
  const n = terrain.length;
  const dist = new Int32Array(n).fill(-1);
  const h: FlowHolder = {
    map: { layout: floor.layout, dist, order: new Int32Array(0), rebuilt: 0 },
    terrain: Uint8Array.from(terrain),
    track,
    at: track.log.length,
    section: new Int32Array(n).fill(-1),
    sections: new Map(),
    nextId: 0,
    clock: floor.clock,
    orderStale: true,
    fullPass: true,
    pending: [],
    mark: new Int32Array(n),
    stamp: 0,
  };
  const seeds: number[] = [];
  for (let i = 0; i < n; i++)
    if (FLOORLESS[terrain[i]] !== 0) {
      dist[i] = 0;
      seeds.push(i);
    }
  h.map.rebuilt = buildSection(floor, h, seeds);
  return h;
}

/**
 * Brings the map up to the floor's layout. A change with no floorless cell and no venting section
 * beside it leaves every section as it was (sealed rooms stay sealed, whatever a door between them
 * does); otherwise the venting sections beside the changed cells are searched again from their
 * seeds and the floorless cells there, which reaches only cells air flows through now.
 */
function update(floor: FloorState, h: FlowHolder): void {
  const { width, height, terrain, stamp: stamps, changed } = floor;
  const { map, section, sections, pending } = h;
  map.layout = floor.layout;
  map.rebuilt = 0;
  if (h.clock !== floor.clock) {
    for (let k = 0; k < changed.length; k++) if (stamps[changed[k]] > h.clock) pending.push(changed[k]);
    h.clock = floor.clock;
  }
  // The cells whose terrain changed since the map last read the log (a cell may be logged twice).
  const diff: number[] = [];
  const kept = h.terrain;
  const { log } = h.track;
  for (let k = h.at; k < log.length; k++) {
    const i = log[k];
    if (terrain[i] === kept[i]) continue;
    const was = kept[i];
    kept[i] = terrain[i];
    if (AIRTIGHT[was] !== AIRTIGHT[terrain[i]] || FLOORLESS[was] !== FLOORLESS[terrain[i]]) diff.push(i);
  }
  h.at = log.length;
  if (diff.length === 0) return;
  const seeds = new Set<number>();
  let venting = false;
  for (const i of diff) {
    pending.push(i);
    const x = i % width;
    const y = (i - x) / width;
    for (let k = -1; k < 8; k++) {
      const nx = k < 0 ? x : x + DX[k];
      const ny = k < 0 ? y : y + DY[k];
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (FLOORLESS[terrain[j]] !== 0) {
        seeds.add(j);
        venting = true;
        continue;
      }
      const old = section[j];
      if (old < 0) continue;
      // A venting section beside a change: its cells may be sealed now, or farther from space.
      venting = true;
      const gone = sections.get(old) as Section;
      sections.delete(old);
      h.orderStale = true;
      for (let s = 0; s < gone.seeds.length; s++) seeds.add(gone.seeds[s]);
      for (let c = 0; c < gone.order.length; c++) {
        const cell = gone.order[c];
        section[cell] = -1;
        map.dist[cell] = -1;
        pending.push(cell);
      }
    }
  }
  // After the sections are cleared, whatever order the changes came in: a hole is 0 from space.
  for (const i of diff) map.dist[i] = FLOORLESS[terrain[i]] !== 0 ? 0 : -1;
  // Sealed rooms only: they stay sealed (refilled through `pending`), and no distance changes.
  if (!venting) return;
  // A seed of a searched section may have a floor again (a hole patched): it is no seed now.
  const now = Int32Array.from(seeds).filter((i) => FLOORLESS[terrain[i]] !== 0);
  map.rebuilt = buildSection(floor, h, now.sort());
}

/** Merges the sections' orders into the floor's: one search from all their seeds, in index order. */
function mergeOrder(floor: FloorState, h: FlowHolder): void {
  h.orderStale = false;
  if (h.sections.size <= 1) {
    const only = h.sections.values().next();
    h.map.order = only.done === true ? new Int32Array(0) : only.value.order;
    return;
  }
  // Sections that share no floorless cell still interleave in a search from all of space at once.
  const seeds = new Set<number>();
  for (const s of h.sections.values()) for (let k = 0; k < s.seeds.length; k++) seeds.add(s.seeds[k]);
  h.map.order = searchFrom(floor, h, Int32Array.from(seeds).sort(), false).order;
}

/** newHolder following the floor's terrain log. */
function newFlowHolder(floor: FloorState): FlowHolder {
  return newHolder(floor, terrainLog(floor));
}

/** The floor's air map brought up to its layout, with what the next air update must clear or refill. */
function flowHolder(floor: FloorState): FlowHolder {
  const track = terrainLog(floor);
  let h = cached(floor, 'flow', newFlowHolder);
  if (h.track !== track) {
    // A new terrain array or log: the map starts again from the terrain.
    h = newHolder(floor, track);
    cacheOf(floor).flow = h;
  }
  if (h.map.layout !== floor.layout) update(floor, h);
  if (h.orderStale) mergeOrder(floor, h);
  return h;
}

/**
 * The flow map of the floor's current layout, kept with the floor. A change of layout searches
 * again only the venting sections beside the changed cells (a door between rooms that hold their
 * air searches nothing), so a breach or a door at a venting room costs the cells air flows through.
 */
export function flowMap(floor: FloorState): FlowMap {
  return flowHolder(floor).map;
}

/** Air as a floor starts: full everywhere that no open path joins to space, none elsewhere. */
export function initialAir(floor: FloorState): void {
  const { dist } = flowMap(floor);
  const { terrain, air, flow } = floor;
  for (let i = 0; i < terrain.length; i++) {
    air[i] = AIRTIGHT[terrain[i]] !== 0 || dist[i] >= 0 ? 0 : FULL_AIR;
    flow[i] = 0;
  }
}

/** The neighbour of `i` one step nearer to space that a pulled thing moves to, or -1 when there is none. */
function pullTarget(floor: FloorState, dist: Int32Array, i: number, free: (j: number) => boolean): number {
  const { width, height } = floor;
  const x = i % width;
  const y = (i - x) / width;
  const d = dist[i];
  for (let k = 0; k < 8; k++) {
    const nx = x + DX[k];
    const ny = y + DY[k];
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
    const j = ny * width + nx;
    if (dist[j] < 0 || dist[j] >= d || !diagonalOpen(floor, x, y, DX[k], DY[k])) continue;
    if (free(j)) return j;
  }
  return -1;
}

/**
 * One atmosphere update. `pullPlayer` is false on the second update of a turn: the player, braced,
 * is pulled at most once a turn, and then only with probability `pullChance` (none with grip gloves; holding on
 * to whatever is near); monsters and loose things go every time.
 */
export function updateAir(turn: Turn, pullPlayer: boolean): void {
  const { game } = turn;
  const floor = game.floor;
  const { terrain, air, flow, occupant, width } = floor;
  const h = flowHolder(floor);
  const { dist, order } = h.map;
  // What a rebuilt map would do first: clear every flow and refill every sealed cell. Only the
  // cells a change touched can need it (the others are full, or venting and handled below).
  const refill = (i: number): void => {
    flow[i] = 0;
    if (dist[i] < 0 && AIRTIGHT[terrain[i]] === 0 && air[i] < FULL_AIR) air[i] = FULL_AIR;
  };
  if (h.fullPass) {
    for (let i = 0; i < terrain.length; i++) refill(i);
    h.fullPass = false;
  } else {
    for (const i of h.pending) refill(i);
  }
  h.pending.length = 0;
  // Nothing joined to space: the air cannot change until the layout does.
  if (order.length === 0) return;
  for (let k = 0; k < order.length; k++) flow[order[k]] = 0;
  const standFree = (j: number): boolean =>
    occupant[j] === 0 && (WALKABLE[terrain[j]] !== 0 || FLOORLESS[terrain[j]] !== 0);
  let itemsByCell: Map<number, number[]> | undefined;
  let bonesByCell: Map<number, Monster[]> | undefined;
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    if (air[i] === 0) continue;
    air[i]--;
    flow[i] = dist[i];
    // Loose things first, then whoever stands here.
    if (floor.items.length > 0) {
      itemsByCell ??= indexItems(floor);
      const here = itemsByCell.get(i);
      if (here !== undefined) {
        const to = pullTarget(floor, dist, i, () => true);
        if (to >= 0) {
          for (const id of here) {
            const item = floor.items.find((it) => it.id === id);
            if (item !== undefined) moveItem(floor, item, to % width, (to - (to % width)) / width);
          }
          itemsByCell.delete(i);
        }
      }
    }
    bonesByCell ??= indexBones(floor);
    const heap = bonesByCell.get(i);
    if (heap !== undefined) {
      const to = pullTarget(floor, dist, i, () => true);
      if (to >= 0) {
        for (const m of heap) {
          m.x = to % width;
          m.y = (to - m.x) / width;
        }
        bonesByCell.delete(i);
      }
    }
    const who = occupant[i];
    const isPlayer = who === game.player.id;
    if (who === 0 || (isPlayer && !(pullPlayer && turn.rng.chance(pullChance(game))))) continue;
    if (!isPlayer && monsterRecord(contentOf(game), floor.monsters[who].kind).floats) continue;
    const to = pullTarget(floor, dist, i, standFree);
    if (to < 0) continue;
    const from = { x: i % width, y: (i - (i % width)) / width };
    const dest = { x: to % width, y: (to - (to % width)) / width };
    moveActor(floor, actorOf(game, who), dest.x, dest.y);
    emit(turn, { type: 'pulled', actor: who, from, to: dest });
    if (isPlayer) say(turn, 'The rushing air drags you toward the breach!', 'bad');
  }
  dropIntoSpace(turn);
}

function indexItems(floor: FloorState): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const it of floor.items) {
    const i = it.y * floor.width + it.x;
    const list = map.get(i);
    if (list === undefined) map.set(i, [it.id]);
    else list.push(it.id);
  }
  return map;
}

/** Heaps of bones by the cell they lie in. */
function indexBones(floor: FloorState): Map<number, Monster[]> {
  const map = new Map<number, Monster[]>();
  const { list } = monsterRoster(floor);
  for (let k = 0; k < list.length; k++) {
    const m = list[k];
    if (m.mode !== 'bones') continue;
    const i = m.y * floor.width + m.x;
    const heap = map.get(i);
    if (heap === undefined) map.set(i, [m]);
    else heap.push(m);
  }
  return map;
}

/**
 * Whatever has ended up on a cell with no floor (pulled through a breach, knocked out by a blast)
 * drifts away into space: items and bones vanish, monsters are gone for good (floating ones stay),
 * and the player is lost: the "adrift" ending.
 */
export function dropIntoSpace(turn: Turn): void {
  const { game } = turn;
  const floor = game.floor;
  const { terrain, width, items } = floor;
  // Items in list order (removing one moves the rest down a place).
  for (let k = 0; k < items.length; k++) {
    const it = items[k];
    if (FLOORLESS[terrain[it.y * width + it.x]] === 0) continue;
    removeItem(floor, it);
    k--;
  }
  const roster = monsterRoster(floor);
  const { list } = roster;
  for (let k = 0; k < list.length; k++) {
    const m = list[k];
    if (FLOORLESS[terrain[m.y * width + m.x]] === 0) continue;
    if (!roster.live && floor.monsters[m.id] !== m) continue;
    if (m.mode !== 'bones' && monsterRecord(contentOf(game), m.kind).floats) continue;
    removeMonster(floor, m);
    if (m.mode !== 'bones') {
      game.stats.kills++;
      noteKill(game, m);
      if (knowledgeOf(game).seen[m.y * width + m.x] !== 0)
        say(turn, `The ${monsterRecord(contentOf(game), m.kind).name} tumbles out into space.`, 'good');
    }
    emit(turn, { type: 'died', actor: m.id, cause: 'adrift' });
  }
  const p = game.player;
  if (game.outcome === 'playing' && FLOORLESS[terrain[p.y * width + p.x]] !== 0) {
    game.outcome = 'adrift';
    game.causeOfDeath = 'pulled out into space';
    const through = floor.holes?.[p.y * width + p.x] ?? lastHole(floor);
    if (through !== undefined) game.lostThrough = through;
    say(turn, 'The station spins away above you. You drift out among the stars.', 'bad');
    emit(turn, { type: 'died', actor: game.player.id, cause: 'adrift' });
  }
}

/**
 * True when the breakable solid at `i` is a pressure wall: on one side (4-way) vacuum or open
 * space, on another pressurised air that is not venting (V7).
 */
export function isPressureWall(floor: FloorState, i: number): boolean {
  const { width, height, terrain, air, flow } = floor;
  const x = i % width;
  const y = (i - x) / width;
  let vacuum = false;
  let pressed = false;
  for (let k = 0; k < 4; k++) {
    const nx = x + DX[k];
    const ny = y + DY[k];
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
    const j = ny * width + nx;
    const t = terrain[j];
    if (FLOORLESS[t] !== 0) vacuum = true;
    else if (AIRTIGHT[t] === 0) {
      if (air[j] === 0) vacuum = true;
      else if (flow[j] === 0) pressed = true;
    }
  }
  return vacuum && pressed;
}

/**
 * What a destroyed wall, window or door leaves: a hole to space if it bordered space itself (void),
 * else bare deck. A hole beside it is not enough: a doorway next to a breached hull wall leaves deck,
 * or one blast by the hull could cut a floor in two for good (a floorless cell cannot be crossed).
 */
export function rubbleOf(floor: FloorState, i: number): 'breach' | 'floor' {
  const { width, height, terrain } = floor;
  const x = i % width;
  const y = (i - x) / width;
  for (let k = 0; k < 8; k++) {
    const nx = x + DX[k];
    const ny = y + DY[k];
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
    if (terrain[ny * width + nx] === Ter.Void) return 'breach';
  }
  return 'floor';
}
