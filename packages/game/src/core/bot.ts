import { dijkstraMap, line, type Point } from '@hullbreach/toolkit';
import type { ActorView, Command, CommandResult, GameView, ItemView, Terrain } from './api.js';
import { isGearItem } from './content.js';
import { createGame, perform } from './game.js';
import { stateHash } from './serialize.js';
import { view } from './view.js';
import type { RunRules } from './run-rules.js';
import type { GameState } from './state.js';

/** The line `hullbreach autoplay` prints (cli.md §autoplay). */
export interface AutoplayResult {
  readonly seed: number | string;
  readonly outcome: 'won' | 'died' | 'adrift' | 'turn-limit';
  readonly depth: number;
  readonly turns: number;
  readonly kills: number;
  readonly stateHash: string;
}

/** What the bot remembers between its turns (it sees the game only through the view). */
export interface BotMemory {
  depth: number;
  floorTurns: number;
  /** Doors (cell indices) the bot shut against a breach on this floor: it leaves them shut a while. */
  sealed?: number[];
  /** `floorTurns` when it last shut one; the list is forgotten 30 turns later. */
  sealedAt?: number;
  /**
   * Walk with the game's own journeys: `explore` where it would explore, `travel` where it would
   * head for the stairs, the console or an item it wants (as a player pressing `o` or `>`).
   */
  journeys?: boolean;
  /** `floorTurns` when the game last refused a journey: the bot walks step by step for a while. */
  refusedAt?: number;
  /**
   * How many times it has shut each door (cell index) on this floor: past `MAX_SHUTS` it leaves
   * that door alone, or a creature opening it from the far side holds it in a loop for ever.
   */
  shuts?: Record<number, number>;
  /** The cells (indices) it stood on at its last `TRAIL` decisions on this floor, oldest first. */
  trail?: number[];
  /**
   * `floorTurns` when it found itself stepping to and fro between two or three cells: the game's
   * journeys can swing like that when what the lamp shows changes with each step, so it walks on
   * its own feet for a while.
   */
  swayAt?: number;
}

/** Decisions the bot looks back over to notice it is swaying in place. */
const TRAIL = 24;

/** Turns it walks on its own feet after it notices it is swaying (see `swayAt`). */
const SWAY_PAUSE = 40;

/** Times the bot shuts one door against a breach on a floor before it gives up on that door. */
const MAX_SHUTS = 3;

/** Turns the bot walks on its own after the game refuses a journey. */
const REFUSAL_PAUSE = 5;

/** Turns the bot spends exploring a floor before it heads for known stairs anyway. */
const FLOOR_BUDGET = 700;

/** Guns in the order the bot prefers them, with the distances it uses each at. */
const GUN_PREFERENCE: readonly { kind: string; min: number; max: number }[] = [
  { kind: 'rocket-launcher', min: 4, max: 20 },
  { kind: 'flamethrower', min: 2, max: 5 },
  { kind: 'shotgun', min: 1, max: 6 },
  { kind: 'machine-gun', min: 1, max: 14 },
  { kind: 'rifle', min: 1, max: 20 },
  { kind: 'pistol', min: 1, max: 12 },
];

/** Weapons that get through a tank's armour. */
const TANK_KILLERS = ['shotgun', 'rifle', 'machine-gun', 'rocket-launcher', 'flamethrower'];

function passable(t: Terrain | undefined): boolean {
  return t === 'floor' || t === 'door-open' || t === 'door-closed' || t === 'stairs-down';
}

function chebyshev(a: Point, b: Point): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/** True when nothing the bot knows of stands between it and the target. */
function clearShot(v: GameView, from: Point, to: Point, others: readonly ActorView[]): boolean {
  const cells = line(from, to);
  for (let k = 1; k < cells.length - 1; k++) {
    const c = cells[k];
    const t = v.knownTerrain(c.x, c.y);
    if (t !== 'floor' && t !== 'door-open' && t !== 'stairs-down') return false;
    if (others.some((a) => a.kind !== 'bones' && a.x === c.x && a.y === c.y)) return false;
  }
  return true;
}

/** A step downhill on a distance map from the bot's cell, or undefined when there is none. */
function downhill(
  v: GameView,
  dist: Float64Array,
  blocked: (x: number, y: number) => boolean,
): Command | undefined {
  const { x, y } = v.player;
  let best = dist[y * v.width + x];
  let step: Command | undefined;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= v.width || ny >= v.height || blocked(nx, ny)) continue;
      const d = dist[ny * v.width + nx];
      if (d < best) {
        best = d;
        step = { kind: 'move', dx, dy };
      }
    }
  }
  return step;
}

/** 1 for every cell the bot knows it can walk (closed doors included, but not those it sealed), row-major. */
function knownWalkable(v: GameView, sealed: readonly number[] = []): Uint8Array {
  const walkable = new Uint8Array(v.width * v.height);
  for (let y = 0; y < v.height; y++)
    for (let x = 0; x < v.width; x++) if (passable(v.knownTerrain(x, y))) walkable[y * v.width + x] = 1;
  for (const i of sealed)
    if (v.knownTerrain(i % v.width, Math.floor(i / v.width)) === 'door-closed') walkable[i] = 0;
  return walkable;
}

/** `knownWalkable` without the cells the bot sees venting or airless (where they leave another way). */
function breathableWalkable(v: GameView, sealed: readonly number[]): Uint8Array {
  const walkable = knownWalkable(v, sealed);
  for (let y = 0; y < v.height; y++)
    for (let x = 0; x < v.width; x++) if (!safeAir(v, x, y)) walkable[y * v.width + x] = 0;
  walkable[v.player.y * v.width + v.player.x] = 1;
  return walkable;
}

/** Steps toward the nearest of the goal cells over the terrain the bot knows. */
function travel(
  v: GameView,
  goals: readonly Point[],
  actors: readonly ActorView[],
  goalsWalkable = false,
  sealed: readonly number[] = [],
): Command | undefined {
  if (goals.length === 0) return undefined;
  const { width, height } = v;
  const occupied = new Set(actors.filter((a) => a.kind !== 'bones').map((a) => a.y * width + a.x));
  const stepOn = (walkable: Uint8Array): Command | undefined => {
    if (goalsWalkable) for (const g of goals) walkable[g.y * width + g.x] = 1;
    const dist = dijkstraMap({ width, height, walkable }, goals);
    return downhill(
      v,
      dist,
      (x, y) => occupied.has(y * width + x) && !goals.some((g) => g.x === x && g.y === y),
    );
  };
  // With the lungs full it goes any way it knows; short of breath, only through still air (and
  // it is breathing again, so the oxygen climbs and this lasts a few turns at most).
  const p = v.player;
  if (p.oxygen >= p.maxOxygen - 2 || !safeAir(v, p.x, p.y)) return stepOn(knownWalkable(v, sealed));
  return stepOn(breathableWalkable(v, sealed));
}

/** Steps from `from` to `to` over the terrain the bot knows (Infinity when it knows no way). */
function walkDistance(v: GameView, from: Point, to: Point): number {
  const { width, height } = v;
  const walkable = knownWalkable(v);
  walkable[to.y * width + to.x] = 1;
  return dijkstraMap({ width, height, walkable }, [to])[from.y * width + from.x];
}

function frontier(v: GameView): Point[] {
  const out: Point[] = [];
  for (let y = 0; y < v.height; y++) {
    for (let x = 0; x < v.width; x++) {
      if (!passable(v.knownTerrain(x, y))) continue;
      let open = false;
      for (let dy = -1; dy <= 1 && !open; dy++) {
        for (let dx = -1; dx <= 1 && !open; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < v.width && ny < v.height && v.knownTerrain(nx, ny) === undefined)
            open = true;
        }
      }
      if (open) out.push({ x, y });
    }
  }
  return out;
}

function findTerrain(v: GameView, kind: Terrain): Point | undefined {
  for (let y = 0; y < v.height; y++)
    for (let x = 0; x < v.width; x++) if (v.knownTerrain(x, y) === kind) return { x, y };
  return undefined;
}

function wanted(v: GameView, item: ItemView): boolean {
  const inv = v.player.inventory;
  if (item.kind.startsWith('ammo-')) return true;
  if (inv.length >= 10) return false;
  if (item.kind === 'chainsaw') return !inv.some((i) => i.kind === 'chainsaw');
  if (item.kind === 'oxygen-canister') return inv.filter((i) => i.kind === 'oxygen-canister').length < 2;
  // It neither wears gear nor works devices or vaults: walking to them only cost it turns (and runs).
  return !UNUSED_BY_BOT.has(item.kind) && !isGearItem(item.kind);
}

/** Devices and keys the bot has no use for. */
const UNUSED_BY_BOT: ReadonlySet<string> = new Set(['blink-pack', 'stun-pulser', 'patch-kit', 'key-card']);

/** True when the bot may stand on the cell without being pulled into space or choking. */
function safeAir(v: GameView, x: number, y: number): boolean {
  const air = v.airAt(x, y);
  return air === undefined || air === 'air';
}

function slotOf(v: GameView, kind: string): number {
  return v.player.inventory.findIndex((i) => i.kind === kind);
}

function rounds(item: ItemView): number {
  return item.detail === undefined ? 0 : Number.parseInt(item.detail.replace(/^fuel /, ''), 10);
}

function reserveFor(v: GameView, kind: string): number {
  return v.player.ammo.find((a) => a.weapon === kind)?.count ?? 0;
}

/** The bot's choice of weapon against a target at distance d, or undefined to keep the current one. */
function pickWeapon(v: GameView, target: ActorView, d: number): number | undefined {
  const w = v.player.weapon;
  const usable = (kind: string): boolean => {
    const slot = slotOf(v, kind);
    if (slot < 0) return false;
    const item = v.player.inventory[slot];
    if (target.kind === 'tank' && !TANK_KILLERS.includes(kind)) return false;
    if (kind === 'flamethrower' && !v.player.breathing) return false;
    return rounds(item) > 0 || (w.kind === kind && w.reserve > 0) || reserveFor(v, kind) > 0;
  };
  if (d === 1 && slotOf(v, 'chainsaw') >= 0 && rounds(v.player.inventory[slotOf(v, 'chainsaw')]) > 0) {
    const current = w.kind;
    const currentOk =
      current !== 'fists' &&
      current !== 'chainsaw' &&
      w.loaded > 0 &&
      !(current === 'pistol' && target.kind === 'tank');
    if (!currentOk && current !== 'chainsaw') return slotOf(v, 'chainsaw');
    if (current === 'chainsaw') return undefined;
  }
  for (const { kind, min, max } of GUN_PREFERENCE) {
    if (d < min || d > max) continue;
    if (usable(kind)) return w.kind === kind ? undefined : slotOf(v, kind);
  }
  return undefined;
}

/** True when the bot carries something that gets through a tank's armour. */
function canHurtTank(v: GameView): boolean {
  return v.player.inventory.some((i) => {
    if (i.kind === 'chainsaw') return rounds(i) > 0;
    if (TANK_KILLERS.includes(i.kind)) return rounds(i) > 0 || reserveFor(v, i.kind) > 0;
    return false;
  });
}

/** Gets away from monsters it cannot fight: down the stairs if known, else on with exploring, keeping clear of them. */
function avoid(
  v: GameView,
  threats: readonly ActorView[],
  actors: readonly ActorView[],
  stairs: Point | undefined,
): Command | undefined {
  const p = v.player;
  if (stairs !== undefined && stairs.x === p.x && stairs.y === p.y) return { kind: 'descend' };
  const near = (x: number, y: number): boolean => threats.some((t) => chebyshev(t, { x, y }) <= 1);
  const { width } = v;
  const walkable = new Uint8Array(width * v.height);
  for (let y = 0; y < v.height; y++) {
    for (let x = 0; x < width; x++)
      if (passable(v.knownTerrain(x, y)) && !near(x, y)) walkable[y * width + x] = 1;
  }
  walkable[p.y * width + p.x] = 1;
  const goals = stairs !== undefined ? [stairs] : frontier(v).filter((g) => !near(g.x, g.y));
  const occupied = new Set(actors.filter((a) => a.kind !== 'bones').map((a) => a.y * width + a.x));
  if (goals.length > 0) {
    const dist = dijkstraMap({ width, height: v.height, walkable }, goals);
    const step = downhill(v, dist, (x, y) => occupied.has(y * width + x) || walkable[y * width + x] === 0);
    if (step !== undefined) return step;
  }
  // No way round: back off to the neighbour farthest from the nearest threat.
  let best: Command | undefined;
  let bestGap = Math.min(...threats.map((t) => chebyshev(t, p)));
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const x = p.x + dx;
      const y = p.y + dy;
      const t = v.knownTerrain(x, y);
      if (
        (dx === 0 && dy === 0) ||
        (t !== 'floor' && t !== 'door-open' && t !== 'stairs-down') ||
        occupied.has(y * width + x)
      )
        continue;
      const gap = Math.min(...threats.map((th) => chebyshev(th, { x, y })));
      if (gap > bestGap) {
        bestGap = gap;
        best = { kind: 'move', dx, dy };
      }
    }
  }
  return best;
}

/**
 * Steps from every known cell to the nearest known hole in the hull (undefined when none is
 * known), optionally with one cell taken out of the way.
 */
function breachDistance(v: GameView, without = -1): Float64Array | undefined {
  const { width, height } = v;
  const holes: Point[] = [];
  const walkable = knownWalkable(v);
  if (without >= 0) walkable[without] = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (v.knownTerrain(x, y) === 'breach') {
        holes.push({ x, y });
        walkable[y * width + x] = 1;
      }
  return holes.length === 0 ? undefined : dijkstraMap({ width, height, walkable }, holes);
}

/**
 * Closes an open door next to the bot that lies between it and a known breach while air is moving
 * or gone around it (sealing the bot's side, which refills at once), or, with no breach known, a
 * door with venting or airless cells beyond it and still air on the bot's side.
 */
function sealBreach(
  v: GameView,
  actors: readonly ActorView[],
  holes: Float64Array | undefined,
  shuts: Readonly<Record<number, number>>,
): Command | undefined {
  const p = v.player;
  const here = p.y * v.width + p.x;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const x = p.x + dx;
      const y = p.y + dy;
      if (v.knownTerrain(x, y) !== 'door-open') continue;
      if ((shuts[y * v.width + x] ?? 0) >= MAX_SHUTS) continue;
      if (actors.some((a) => a.x === x && a.y === y)) continue;
      if (v.knownItems().some((i) => i.x === x && i.y === y)) continue;
      let leaking = false;
      for (let ey = -1; ey <= 1; ey++)
        for (let ex = -1; ex <= 1; ex++) {
          const air = v.airAt(x + ex, y + ey);
          if (air === 'flowing' || air === 'vacuum') leaking = true;
        }
      if (!leaking) continue;
      // Shut it when it stands between the bot and the hole: without it, the hole is out of reach.
      const cuts =
        holes !== undefined &&
        holes[y * v.width + x] < holes[here] &&
        !Number.isFinite(breachDistance(v, y * v.width + x)?.[here] ?? Infinity);
      if (holes !== undefined ? cuts : safeAir(v, p.x, p.y)) return { kind: 'close', dx, dy };
    }
  }
  return undefined;
}

/**
 * A step away from the breach toward still air: visible air, else air flowing well away from the
 * holes, else closed doors, else cells well away from known holes.
 */
function escapeVacuum(
  v: GameView,
  actors: readonly ActorView[],
  holes: Float64Array | undefined,
  sealed: readonly number[],
): Command | undefined {
  const p = v.player;
  const here = holes?.[p.y * v.width + p.x] ?? 0;
  const air: Point[] = [];
  const flowing: Point[] = [];
  const away: Point[] = [];
  const doors: Point[] = [];
  for (let y = 0; y < v.height; y++) {
    for (let x = 0; x < v.width; x++) {
      const t = v.knownTerrain(x, y);
      if (!passable(t)) continue;
      const far = holes === undefined || holes[y * v.width + x] > here;
      if (!far) continue;
      const a = v.airAt(x, y);
      if (a === 'air') air.push({ x, y });
      else if (a === 'flowing' && holes !== undefined && holes[y * v.width + x] >= here + 3)
        flowing.push({ x, y });
      else if (t === 'door-closed') doors.push({ x, y });
      else if (holes !== undefined && holes[y * v.width + x] >= here + 6) away.push({ x, y });
    }
  }
  // Air still flowing out of a room just opened beats the vacuum: through the door, and the door
  // can be shut behind (without this it swung between the door and the far side of the vacuum).
  for (const goals of [air, flowing, doors, away]) {
    const step = travel(v, goals, actors, false, sealed);
    if (step !== undefined) return step;
  }
  return undefined;
}

/**
 * Adds the bot's cell to its trail and tells whether its last `TRAIL` cells were only two or three
 * (stepping to and fro; one cell is waiting, which is not swaying).
 */
function swaying(trail: number[], here: number): boolean {
  trail.push(here);
  if (trail.length > TRAIL) trail.shift();
  if (trail.length < TRAIL) return false;
  const cells = new Set(trail).size;
  if (cells < 2 || cells > 3) return false;
  trail.length = 0;
  return true;
}

/** True when the bot may hand its walking to the game's journeys this turn. */
function mayJourney(memory: BotMemory, actors: readonly ActorView[]): boolean {
  if (memory.journeys !== true) return false;
  if (memory.refusedAt !== undefined && memory.floorTurns - memory.refusedAt <= REFUSAL_PAUSE) return false;
  if (memory.swayAt !== undefined && memory.floorTurns - memory.swayAt <= SWAY_PAUSE) return false;
  // A journey will not start with a creature in view.
  return !actors.some((a) => a.kind !== 'bones');
}

/**
 * Where the bot would walk among the items it wants and the edge of the known map: `travel` to the
 * item when one is at least as near as the edge, else `explore`.
 */
function journeyTo(v: GameView, items: readonly Point[], edge: readonly Point[]): Command {
  if (items.length === 0) return { kind: 'explore' };
  const { width, height } = v;
  const dist = dijkstraMap({ width, height, walkable: knownWalkable(v) }, [{ x: v.player.x, y: v.player.y }]);
  const nearest = (goals: readonly Point[]): [number, Point | undefined] => {
    let best: Point | undefined;
    let d = Infinity;
    for (const g of goals) {
      const e = dist[g.y * width + g.x];
      if (e < d) {
        d = e;
        best = g;
      }
    }
    return [d, best];
  };
  const [di, item] = nearest(items);
  const [de] = nearest(edge);
  if (item !== undefined && di <= de) return { kind: 'travel', x: item.x, y: item.y };
  return { kind: 'explore' };
}

/** The bot's next command, decided from the view alone. */
export function botCommand(v: GameView, memory: BotMemory): Command {
  if (v.depth !== memory.depth) {
    memory.depth = v.depth;
    memory.floorTurns = 0;
    memory.sealed = [];
    memory.shuts = {};
    memory.trail = [];
    memory.swayAt = undefined;
  }
  if (memory.floorTurns - (memory.sealedAt ?? 0) > 30) memory.sealed = [];
  const sealed = (memory.sealed ??= []);
  memory.floorTurns++;
  const p = v.player;
  if (swaying((memory.trail ??= []), p.y * v.width + p.x)) memory.swayAt = memory.floorTurns;
  const me = { x: p.x, y: p.y };
  const medkit = slotOf(v, 'medkit');
  const enemies = v.targets();
  if (medkit >= 0 && p.hp <= p.maxHp * (enemies.length > 0 ? 0.4 : 0.6)) return { kind: 'use', slot: medkit };
  const plate = slotOf(v, 'armour');
  if (plate >= 0 && p.armour <= 6) return { kind: 'use', slot: plate };
  const canister = slotOf(v, 'oxygen-canister');
  if (canister >= 0 && !p.breathing && p.oxygen <= 6) return { kind: 'use', slot: canister };
  const actors = v.visibleActors();
  const holes = breachDistance(v);
  const shuts = (memory.shuts ??= {});
  const seal = sealBreach(v, actors, holes, shuts);
  if (seal !== undefined && seal.kind === 'close') {
    const door = (p.y + seal.dy) * v.width + p.x + seal.dx;
    shuts[door] = (shuts[door] ?? 0) + 1;
    sealed.push(door);
    memory.sealedAt = memory.floorTurns;
    return seal;
  }
  // Venting air drags it toward the hole: get out of the draught. In still vacuum it carries on
  // while its oxygen lasts, and turns back for air at half.
  if (v.airAt(p.x, p.y) === 'flowing' || (!safeAir(v, p.x, p.y) && p.oxygen <= p.maxOxygen / 2)) {
    // Venting or airless here: get back to still air before anything else.
    const step = escapeVacuum(v, actors, holes, sealed);
    if (step !== undefined) return step;
  }
  if (p.breathing && p.oxygen < p.maxOxygen - 4 && enemies.length === 0 && safeAir(v, p.x, p.y)) {
    // Get the breath back in still air before walking anywhere that might be airless.
    return { kind: 'wait' };
  }
  const stairs = findTerrain(v, 'stairs-down');
  const dangerous = enemies.filter((e) => e.kind === 'tank' && !canHurtTank(v));
  if (dangerous.length > 0 && chebyshev(me, dangerous[0]) <= 6) {
    const escape = avoid(v, dangerous, actors, stairs);
    if (escape !== undefined) return escape;
  }
  // Enemies seen through a window with the only way round far off are left alone: chasing them
  // loses sight of them, and the bot would swing between chasing and exploring for ever.
  const e = enemies.find(
    (x) => clearShot(v, me, x, actors) || walkDistance(v, me, x) <= 2 * chebyshev(me, x) + 8,
  );
  if (e !== undefined && e.kind === 'bloat' && chebyshev(me, e) <= 2) {
    // Never burst a bloat at arm's length: back off first.
    const escape = avoid(v, [e], actors, undefined);
    if (escape !== undefined) return escape;
  }
  if (e !== undefined) {
    const d = chebyshev(me, e);
    const swap = pickWeapon(v, e, d);
    if (swap !== undefined) return { kind: 'wield', slot: swap };
    const w = p.weapon;
    const blastSafe = w.kind !== 'rocket-launcher' || d >= 4;
    const flameSafe = w.kind !== 'flamethrower' || (p.breathing && d >= 2);
    if (
      !w.melee &&
      w.loaded > 0 &&
      d <= w.range &&
      blastSafe &&
      flameSafe &&
      clearShot(v, me, e, actors) &&
      !(e.kind === 'tank' && !TANK_KILLERS.includes(w.kind))
    ) {
      return { kind: 'fire', x: e.x, y: e.y };
    }
    if (!w.melee && w.loaded === 0 && w.reserve > 0 && d >= 2) return { kind: 'reload' };
    if (d === 1) return { kind: 'move', dx: e.x - p.x, dy: e.y - p.y };
    const step = travel(v, [{ x: e.x, y: e.y }], actors, true, sealed);
    if (step !== undefined) return step;
    return { kind: 'wait' };
  }
  const w = p.weapon;
  const bones = actors.find(
    (a) => a.kind === 'bones' && chebyshev(me, a) <= w.range && clearShot(v, me, a, actors),
  );
  if (bones !== undefined && !w.melee && w.loaded > 0 && (bones.x !== p.x || bones.y !== p.y)) {
    return { kind: 'fire', x: bones.x, y: bones.y };
  }
  if (!w.melee && w.loaded < w.capacity && w.reserve > 0) return { kind: 'reload' };
  const items = v.knownItems();
  if (items.some((i) => i.x === p.x && i.y === p.y && wanted(v, i))) return { kind: 'pickup' };
  const console = findTerrain(v, 'console');
  const journey = mayJourney(memory, actors);
  if (console !== undefined) {
    if (chebyshev(me, console) === 1) return { kind: 'move', dx: console.x - p.x, dy: console.y - p.y };
    if (journey) return { kind: 'travel', x: console.x, y: console.y };
    const step = travel(v, [console], actors, true, sealed);
    if (step !== undefined) return step;
  }
  const edge = frontier(v);
  const goals: Point[] = items.filter((i) => wanted(v, i)).map((i) => ({ x: i.x, y: i.y }));
  const leaving = stairs !== undefined && (edge.length === 0 || memory.floorTurns > FLOOR_BUDGET);
  if (leaving && stairs !== undefined && goals.length === 0) {
    if (stairs.x === p.x && stairs.y === p.y) return { kind: 'descend' };
    if (journey) return { kind: 'travel', x: stairs.x, y: stairs.y };
    const step = travel(v, [stairs], actors, false, sealed);
    if (step !== undefined) return step;
  }
  const step = travel(v, [...goals, ...edge], actors, false, sealed);
  if (step !== undefined) return journey ? journeyTo(v, goals, edge) : step;
  if (stairs !== undefined) {
    if (stairs.x === p.x && stairs.y === p.y) return { kind: 'descend' };
    if (journey) return { kind: 'travel', x: stairs.x, y: stairs.y };
    const toStairs = travel(v, [stairs], actors, false, sealed);
    if (toStairs !== undefined) return toStairs;
  }
  return { kind: 'wait' };
}

/** Options of {@link autoplayGame}. */
export interface AutoplayOptions {
  /** Let the bot walk with the game's explore and travel (default true); false: step by step. */
  readonly journeys?: boolean;
  /** Called after every command the bot sends, with the depth it was sent on and what came of it. */
  readonly onCommand?: (command: Command, result: CommandResult, depth: number) => void;
  /** The run's rules (difficulty, lamp, autopickup); absent: the classic ones, as `createGame`. */
  readonly rules?: RunRules;
}

/**
 * One turn of the bot: its command, and when the game refuses a journey, the step it would have
 * taken itself instead (when that is refused too, it waits).
 */
export function botTurn(
  game: GameState,
  memory: BotMemory,
  onCommand?: AutoplayOptions['onCommand'],
): CommandResult {
  const send = (command: Command): CommandResult => {
    const depth = game.floor.depth;
    const result = perform(game, command);
    onCommand?.(command, result, depth);
    return result;
  };
  const command = botCommand(view(game), memory);
  let result = send(command);
  if (!result.tookTurn && (command.kind === 'explore' || command.kind === 'travel')) {
    // Walk on its own for a while; the decision is retaken as if this turn had not been counted.
    memory.floorTurns--;
    memory.refusedAt = memory.floorTurns;
    result = send(botCommand(view(game), memory));
  }
  if (!result.tookTurn) result = send({ kind: 'wait' });
  return result;
}

/** Plays one whole game with the bot until it ends or `maxTurns` turns pass, and returns the final state. */
export function autoplayGame(
  seed: number | string,
  maxTurns = 20000,
  options: AutoplayOptions = {},
): GameState {
  const game = createGame(seed, options.rules === undefined ? {} : { rules: options.rules });
  const memory: BotMemory = { depth: -1, floorTurns: 0, journeys: options.journeys ?? true };
  while (game.outcome === 'playing' && game.turn < maxTurns) botTurn(game, memory, options.onCommand);
  return game;
}

/** Plays one whole game with the bot until it ends or `maxTurns` turns pass. */
export function autoplay(
  seed: number | string,
  maxTurns = 20000,
  options: AutoplayOptions = {},
): AutoplayResult {
  const game = autoplayGame(seed, maxTurns, options);
  return {
    seed,
    outcome: game.outcome === 'playing' ? 'turn-limit' : game.outcome,
    depth: game.floor.depth,
    turns: game.turn,
    kills: game.stats.kills,
    stateHash: stateHash(game),
  };
}

/** Summary of bot runs over many seeds. */
export interface BotStats {
  readonly runs: number;
  readonly won: number;
  readonly died: number;
  readonly adrift: number;
  readonly turnLimit: number;
  /** How many runs ended on each depth (index = depth). */
  readonly depths: readonly number[];
  readonly meanTurns: number;
  /** Runs lost, by cause of death ("killed by a zombie", "suffocated in vacuum", "pulled out into space"…). */
  readonly causes: Readonly<Record<string, number>>;
}

/** Runs the bot on every seed and counts the outcomes. */
export function botStats(
  seeds: readonly (number | string)[],
  maxTurns = 20000,
  options: AutoplayOptions = {},
): BotStats {
  const depths = [0, 0, 0, 0, 0, 0];
  let won = 0;
  let died = 0;
  let adrift = 0;
  let turnLimit = 0;
  let turns = 0;
  const causes: Record<string, number> = {};
  for (const seed of seeds) {
    const g = autoplayGame(seed, maxTurns, options);
    depths[g.floor.depth]++;
    turns += g.turn;
    if (g.outcome === 'won') won++;
    else if (g.outcome === 'died') died++;
    else if (g.outcome === 'adrift') adrift++;
    else turnLimit++;
    if (g.causeOfDeath !== null) causes[g.causeOfDeath] = (causes[g.causeOfDeath] ?? 0) + 1;
  }
  return {
    runs: seeds.length,
    won,
    died,
    adrift,
    turnLimit,
    depths,
    meanTurns: seeds.length === 0 ? 0 : turns / seeds.length,
    causes,
  };
}
