/** How the bot gets out of trouble: away from what it cannot fight, and out of the draught of a breach. */
import { dijkstraMap, type Point } from '@hullbreach/toolkit';
import type { ActorView, Command, GameView } from '../api.js';
import { breachDistance, chebyshev, downhill, frontier, passable, safeAir, travel } from './map.js';

/** Times the bot shuts one door against a breach on a floor before it gives up on that door. */
export const MAX_SHUTS = 3;

/** Gets away from monsters it cannot fight: down the stairs if known, else on with exploring, keeping clear of them. */
export function avoid(
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
 * Closes an open door next to the bot that lies between it and a known breach while air is moving
 * or gone around it (sealing the bot's side, which refills at once), or, with no breach known, a
 * door with venting or airless cells beyond it and still air on the bot's side.
 */
export function sealBreach(
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
export function escapeVacuum(
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
