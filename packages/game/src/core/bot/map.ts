/**
 * What the bot reads off the map it knows: where it can walk, how far things are, where the edge
 * of the known map is, and steps toward goals over it.
 */
import { dijkstraMap, line, type Point } from '@hullbreach/toolkit';
import type { ActorView, Command, GameView, Terrain } from '../api.js';

/** True for terrain the bot may plan a step onto (closed doors open as the step). */
export function passable(t: Terrain | undefined): boolean {
  return t === 'floor' || t === 'door-open' || t === 'door-closed' || t === 'stairs-down';
}

/** Chebyshev distance: king moves between two cells. */
export function chebyshev(a: Point, b: Point): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/** True when nothing the bot knows of stands between it and the target. */
export function clearShot(v: GameView, from: Point, to: Point, others: readonly ActorView[]): boolean {
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
export function downhill(
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
export function knownWalkable(v: GameView, sealed: readonly number[] = []): Uint8Array {
  const walkable = new Uint8Array(v.width * v.height);
  for (let y = 0; y < v.height; y++)
    for (let x = 0; x < v.width; x++) if (passable(v.knownTerrain(x, y))) walkable[y * v.width + x] = 1;
  for (const i of sealed)
    if (v.knownTerrain(i % v.width, Math.floor(i / v.width)) === 'door-closed') walkable[i] = 0;
  return walkable;
}

/** `knownWalkable` without the cells the bot sees venting or airless (where they leave another way). */
export function breathableWalkable(v: GameView, sealed: readonly number[]): Uint8Array {
  const walkable = knownWalkable(v, sealed);
  for (let y = 0; y < v.height; y++)
    for (let x = 0; x < v.width; x++) if (!safeAir(v, x, y)) walkable[y * v.width + x] = 0;
  walkable[v.player.y * v.width + v.player.x] = 1;
  return walkable;
}

/** Steps toward the nearest of the goal cells over the terrain the bot knows. */
export function travel(
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

/** Steps from `from` to `to` (or the nearest of several) over the terrain the bot knows (Infinity when it knows no way). */
export function walkDistance(v: GameView, from: Point, to: Point | readonly Point[]): number {
  const { width, height } = v;
  const walkable = knownWalkable(v);
  const goals = 'x' in to ? [to] : to;
  if (goals.length === 0) return Infinity;
  for (const g of goals) walkable[g.y * width + g.x] = 1;
  return dijkstraMap({ width, height, walkable }, goals)[from.y * width + from.x];
}

/** Known walkable cells next to a cell the bot has never seen (the edge of its map). */
export function frontier(v: GameView): Point[] {
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

/** The first known cell of the terrain, row by row, or undefined. */
export function findTerrain(v: GameView, kind: Terrain): Point | undefined {
  for (let y = 0; y < v.height; y++)
    for (let x = 0; x < v.width; x++) if (v.knownTerrain(x, y) === kind) return { x, y };
  return undefined;
}

/** True when the bot may stand on the cell without being pulled into space or choking. */
export function safeAir(v: GameView, x: number, y: number): boolean {
  const air = v.airAt(x, y);
  return air === undefined || air === 'air';
}

/**
 * Steps from every known cell to the nearest known hole in the hull (undefined when none is
 * known), optionally with one cell taken out of the way.
 */
export function breachDistance(v: GameView, without = -1): Float64Array | undefined {
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
