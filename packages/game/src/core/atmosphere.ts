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
import { cached, moveActor, moveItem, removeItem, removeMonster } from './cells.js';
import { emit, say, type Turn } from './log.js';
import { knowledgeOf, Ter, type FloorState, type Monster } from './state.js';
import { AIRTIGHT, FLOORLESS, WALKABLE } from './terrain.js';
import { lastHole, noteKill } from './run-rules.js';
import { actorOf } from './world.js';

/** How far each cell is from open space through air-passable cells, for one layout. */
interface FlowMap {
  layout: number;
  /** True once an update has run on this layout with nothing joined to space and nothing to refill. */
  settled: boolean;
  /**
   * True once an update has refilled the cells this layout seals off and cleared every stale flow;
   * until the layout changes, only cells joined to space can lose air or flow.
   */
  refilled: boolean;
  /** Steps to the nearest floorless cell; 0 on floorless cells; -1 where no path leads to space. */
  dist: Int32Array;
  /** Cells with dist > 0, nearest to space first. */
  order: Int32Array;
}

const DX = [0, 1, 0, -1, 1, 1, -1, -1];
const DY = [-1, 0, 1, 0, -1, 1, 1, -1];

/** True when air can pass from cell (x, y) to its neighbour (x+dx, y+dy) (both known to be open). */
function diagonalOpen(floor: FloorState, x: number, y: number, dx: number, dy: number): boolean {
  if (dx === 0 || dy === 0) return true;
  const { width, terrain } = floor;
  return AIRTIGHT[terrain[y * width + x + dx]] === 0 || AIRTIGHT[terrain[(y + dy) * width + x]] === 0;
}

function buildFlow(floor: FloorState): FlowMap {
  const { width, height, terrain } = floor;
  const n = width * height;
  const dist = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) {
    if (FLOORLESS[terrain[i]] !== 0) {
      dist[i] = 0;
      queue[tail++] = i;
    }
  }
  const firstInside = tail;
  while (head < tail) {
    const i = queue[head++];
    const x = i % width;
    const y = (i - x) / width;
    for (let k = 0; k < 8; k++) {
      const nx = x + DX[k];
      const ny = y + DY[k];
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (dist[j] >= 0 || AIRTIGHT[terrain[j]] !== 0) continue;
      if (!diagonalOpen(floor, x, y, DX[k], DY[k])) continue;
      dist[j] = dist[i] + 1;
      queue[tail++] = j;
    }
  }
  return {
    layout: floor.layout,
    settled: false,
    refilled: false,
    dist,
    order: queue.slice(firstInside, tail),
  };
}

/** The flow map kept with the floor, and what the terrain was like for air when it was last checked. */
interface FlowHolder {
  map: FlowMap;
  /** Per cell: 1 if airtight, 2 if floorless (as of the last check). */
  readonly classes: Uint8Array;
  /** The floor's change clock at the last check. */
  clock: number;
}

function airClass(t: number): number {
  return (AIRTIGHT[t] !== 0 ? 1 : 0) | (FLOORLESS[t] !== 0 ? 2 : 0);
}

/**
 * The flow map of the floor's current layout (cached until the layout changes). A new layout
 * whose air-relevant changes all lie in sealed sections (the changed cells and their neighbours
 * not joined to space, none turned floorless: a door between rooms that hold their air) keeps the
 * distances, and refills only the cells that changed; any other change rebuilds the map.
 */
export function flowMap(floor: FloorState): FlowMap {
  const holder = cached<FlowHolder>(floor, 'flow', () => {
    const classes = new Uint8Array(floor.terrain.length);
    for (let i = 0; i < classes.length; i++) classes[i] = airClass(floor.terrain[i]);
    return { map: buildFlow(floor), classes, clock: floor.clock };
  });
  if (holder.map.layout !== floor.layout) holder.map = keptFlow(floor, holder) ?? buildFlow(floor);
  return holder.map;
}

/** The flow map of a new layout when it changed only sealed sections (see flowMap), else undefined. */
function keptFlow(floor: FloorState, holder: FlowHolder): FlowMap | undefined {
  const { width, height, terrain, air, stamp, changed } = floor;
  const { classes, map } = holder;
  const { dist } = map;
  const since = holder.clock;
  holder.clock = floor.clock;
  const diff: number[] = [];
  for (let i = 0; i < terrain.length; i++) {
    const c = airClass(terrain[i]);
    if (c !== classes[i]) {
      classes[i] = c;
      diff.push(i);
    }
  }
  for (const i of diff) {
    if (dist[i] !== -1 || FLOORLESS[terrain[i]] !== 0) return undefined;
    const x = i % width;
    const y = (i - x) / width;
    for (let k = 0; k < 8; k++) {
      const nx = x + DX[k];
      const ny = y + DY[k];
      if (nx >= 0 && ny >= 0 && nx < width && ny < height && dist[ny * width + nx] !== -1) return undefined;
    }
  }
  // What a full refill would do to the cells that changed (every other sealed cell is full already).
  if (map.refilled) {
    const refill = (i: number): void => {
      if (AIRTIGHT[terrain[i]] === 0 && air[i] < FULL_AIR) air[i] = FULL_AIR;
    };
    for (const i of diff) refill(i);
    for (const i of changed) if (stamp[i] > since && dist[i] < 0) refill(i);
  }
  return { layout: floor.layout, settled: false, refilled: map.refilled, dist, order: map.order };
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
  const map = flowMap(floor);
  const { dist, order } = map;
  // Nothing joined to space and everything refilled: the air cannot change until the layout does.
  if (map.settled) return;
  if (!map.refilled) {
    for (let i = 0; i < terrain.length; i++) {
      flow[i] = 0;
      if (dist[i] < 0 && AIRTIGHT[terrain[i]] === 0 && air[i] < FULL_AIR) air[i] = FULL_AIR;
    }
    map.refilled = true;
  } else {
    for (let k = 0; k < order.length; k++) flow[order[k]] = 0;
  }
  if (order.length === 0) {
    map.settled = true;
    return;
  }
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
  for (const key in floor.monsters) {
    const m = floor.monsters[key];
    if (m.mode !== 'bones') continue;
    const i = m.y * floor.width + m.x;
    const list = map.get(i);
    if (list === undefined) map.set(i, [m]);
    else list.push(m);
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
  const { terrain, width } = floor;
  const gone = (x: number, y: number): boolean => FLOORLESS[terrain[y * width + x]] !== 0;
  for (const it of floor.items.filter((item) => gone(item.x, item.y))) removeItem(floor, it);
  for (const key in floor.monsters) {
    const m = floor.monsters[key];
    if (!gone(m.x, m.y) || (m.mode !== 'bones' && monsterRecord(contentOf(game), m.kind).floats)) continue;
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
  if (game.outcome === 'playing' && gone(p.x, p.y)) {
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
