import { dijkstraMap, line, type Point } from '@hullbreach/toolkit';
import type { ActorView, Command, GameView, ItemView, Terrain } from './api.js';
import { createGame, perform } from './game.js';
import { stateHash } from './serialize.js';
import { view } from './view.js';

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
}

/** Turns the bot spends exploring a floor before it heads for known stairs anyway. */
const FLOOR_BUDGET = 700;

const GUN_PREFERENCE = ['shotgun', 'rifle', 'pistol'] as const;
const RANGES: Record<string, number> = { pistol: 12, shotgun: 6, rifle: 20 };

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

/** 1 for every cell the bot knows it can walk (closed doors included), row-major. */
function knownWalkable(v: GameView): Uint8Array {
  const walkable = new Uint8Array(v.width * v.height);
  for (let y = 0; y < v.height; y++)
    for (let x = 0; x < v.width; x++) if (passable(v.knownTerrain(x, y))) walkable[y * v.width + x] = 1;
  return walkable;
}

/** Steps toward the nearest of the goal cells over the terrain the bot knows. */
function travel(
  v: GameView,
  goals: readonly Point[],
  actors: readonly ActorView[],
  goalsWalkable = false,
): Command | undefined {
  if (goals.length === 0) return undefined;
  const { width, height } = v;
  const walkable = knownWalkable(v);
  if (goalsWalkable) for (const g of goals) walkable[g.y * width + g.x] = 1;
  const occupied = new Set(actors.filter((a) => a.kind !== 'bones').map((a) => a.y * width + a.x));
  const dist = dijkstraMap({ width, height, walkable }, goals);
  return downhill(
    v,
    dist,
    (x, y) => occupied.has(y * width + x) && !goals.some((g) => g.x === x && g.y === y),
  );
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
  return true;
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
    if (kind === 'pistol' && target.kind === 'tank') return false;
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
  for (const kind of GUN_PREFERENCE) {
    if (kind === 'shotgun' && d > RANGES.shotgun) continue;
    if (usable(kind)) return w.kind === kind ? undefined : slotOf(v, kind);
  }
  return undefined;
}

/** True when the bot carries something that gets through a tank's armour. */
function canHurtTank(v: GameView): boolean {
  return v.player.inventory.some((i) => {
    if (i.kind === 'chainsaw') return rounds(i) > 0;
    if (i.kind === 'shotgun' || i.kind === 'rifle') return rounds(i) > 0 || reserveFor(v, i.kind) > 0;
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

/** The bot's next command, decided from the view alone. */
export function botCommand(v: GameView, memory: BotMemory): Command {
  if (v.depth !== memory.depth) {
    memory.depth = v.depth;
    memory.floorTurns = 0;
  }
  memory.floorTurns++;
  const p = v.player;
  const me = { x: p.x, y: p.y };
  const medkit = slotOf(v, 'medkit');
  const enemies = v.targets();
  if (medkit >= 0 && p.hp <= p.maxHp * (enemies.length > 0 ? 0.4 : 0.6)) return { kind: 'use', slot: medkit };
  const plate = slotOf(v, 'armour');
  if (plate >= 0 && p.armour <= 6) return { kind: 'use', slot: plate };
  const actors = v.visibleActors();
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
  if (e !== undefined) {
    const d = chebyshev(me, e);
    const swap = pickWeapon(v, e, d);
    if (swap !== undefined) return { kind: 'wield', slot: swap };
    const w = p.weapon;
    if (
      !w.melee &&
      w.loaded > 0 &&
      d <= w.range &&
      clearShot(v, me, e, actors) &&
      !(w.kind === 'pistol' && e.kind === 'tank')
    ) {
      return { kind: 'fire', x: e.x, y: e.y };
    }
    if (!w.melee && w.loaded === 0 && w.reserve > 0 && d >= 2) return { kind: 'reload' };
    if (d === 1) return { kind: 'move', dx: e.x - p.x, dy: e.y - p.y };
    const step = travel(v, [{ x: e.x, y: e.y }], actors, true);
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
  if (console !== undefined) {
    if (chebyshev(me, console) === 1) return { kind: 'move', dx: console.x - p.x, dy: console.y - p.y };
    const step = travel(v, [console], actors, true);
    if (step !== undefined) return step;
  }
  const edge = frontier(v);
  const goals: Point[] = items.filter((i) => wanted(v, i)).map((i) => ({ x: i.x, y: i.y }));
  const leaving = stairs !== undefined && (edge.length === 0 || memory.floorTurns > FLOOR_BUDGET);
  if (leaving && stairs !== undefined && goals.length === 0) {
    if (stairs.x === p.x && stairs.y === p.y) return { kind: 'descend' };
    const step = travel(v, [stairs], actors);
    if (step !== undefined) return step;
  }
  const step = travel(v, [...goals, ...edge], actors);
  if (step !== undefined) return step;
  if (stairs !== undefined) {
    if (stairs.x === p.x && stairs.y === p.y) return { kind: 'descend' };
    const toStairs = travel(v, [stairs], actors);
    if (toStairs !== undefined) return toStairs;
  }
  return { kind: 'wait' };
}

/** Plays one whole game with the bot until it ends or `maxTurns` turns pass. */
export function autoplay(seed: number | string, maxTurns = 20000): AutoplayResult {
  const game = createGame(seed);
  const memory: BotMemory = { depth: -1, floorTurns: 0 };
  while (game.outcome === 'playing' && game.turn < maxTurns) {
    const command = botCommand(view(game), memory);
    if (!perform(game, command).tookTurn) {
      perform(game, { kind: 'wait' });
    }
  }
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
}

/** Runs the bot on every seed and counts the outcomes. */
export function botStats(seeds: readonly (number | string)[], maxTurns = 20000): BotStats {
  const depths = [0, 0, 0, 0, 0, 0];
  let won = 0;
  let died = 0;
  let adrift = 0;
  let turnLimit = 0;
  let turns = 0;
  for (const seed of seeds) {
    const r = autoplay(seed, maxTurns);
    depths[r.depth]++;
    turns += r.turns;
    if (r.outcome === 'won') won++;
    else if (r.outcome === 'died') died++;
    else if (r.outcome === 'adrift') adrift++;
    else turnLimit++;
  }
  return {
    runs: seeds.length,
    won,
    died,
    adrift,
    turnLimit,
    depths,
    meanTurns: seeds.length === 0 ? 0 : turns / seeds.length,
  };
}
