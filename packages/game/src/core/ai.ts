import type { Rng } from '@hullbreach/toolkit';
import { MONSTERS } from './content.js';
import { monsterMelee } from './combat.js';
import { observe } from './knowledge.js';
import { say } from './log.js';
import { approachMap, fleeMap, waypoints } from './maps.js';
import { Ter, type GameState, type Monster } from './state.js';
import { chebyshev, isStandable, moveMonster } from './world.js';

/** True when the monster sees the player now: within its sight radius and in the player's (symmetric) view. */
export function monsterSeesPlayer(game: GameState, m: Monster): boolean {
  const { player, floor } = game;
  const dx = m.x - player.x;
  const dy = m.y - player.y;
  const r = MONSTERS[m.kind].sight;
  return dx * dx + dy * dy <= r * r && floor.visible[m.y * floor.width + m.x] !== 0;
}

const candidates = new Int32Array(8);

/**
 * Moves the monster one step downhill on `map` (to the lowest strictly lower neighbour it knows
 * as walkable, ties broken by the gameplay stream), opening a closed door instead of stepping when
 * the door is the way. Returns false when no step was possible.
 */
function stepDownhill(game: GameState, rng: Rng, m: Monster, map: Float64Array): boolean {
  const floor = game.floor;
  const { width, height, npcWalk, terrain, occupant } = floor;
  const here = map[m.y * width + m.x];
  let best = here;
  let count = 0;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const x = m.x + dx;
      const y = m.y + dy;
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const j = y * width + x;
      const v = map[j];
      if (npcWalk[j] === 0 || !(v <= best)) continue;
      const t = terrain[j];
      // Cells occupied by others, or not really passable, are skipped: the next best is taken.
      if (t !== Ter.DoorClosed && (!isStandable(t) || occupant[j] !== 0)) continue;
      if (v < best) {
        best = v;
        count = 0;
      }
      if (v < here) candidates[count++] = j;
    }
  }
  if (count === 0) return false;
  const j = count === 1 ? candidates[0] : candidates[rng.int(0, count - 1)];
  if (terrain[j] === Ter.DoorClosed) {
    terrain[j] = Ter.DoorOpen;
    const wasSeen = floor.visible[j] !== 0;
    observe(game);
    if (wasSeen || floor.visible[j] !== 0) say(game, `The ${MONSTERS[m.kind].name} opens a door.`, 'warn');
    return true;
  }
  moveMonster(floor, m, j % width, (j - (j % width)) / width);
  return true;
}

/** Bones lying still: stand up when the time has come and nobody stands on them. */
function bonesTurn(game: GameState, m: Monster): void {
  const floor = game.floor;
  const i = m.y * floor.width + m.x;
  if (game.turn < m.reformAt || floor.occupant[i] !== 0) return;
  m.mode = 'wandering';
  m.hp = MONSTERS[m.kind].hp;
  floor.occupant[i] = m.id;
  if (floor.visible[i] !== 0) say(game, 'The bones rattle and pull themselves back into a skeleton.', 'warn');
}

/** One action of one monster: attack, flee, hunt the player's last known place, or wander. */
export function monsterTurn(game: GameState, rng: Rng, m: Monster): void {
  if (m.mode === 'bones') {
    bonesTurn(game, m);
    return;
  }
  const { player, floor } = game;
  const w = floor.width;
  const def = MONSTERS[m.kind];
  const playerCell = player.y * w + player.x;
  const sees = monsterSeesPlayer(game, m);
  if (sees) m.lastKnown = playerCell;
  const hurt = def.flee > 0 && m.hp < def.flee * def.hp;
  if (sees && hurt) {
    m.mode = 'fleeing';
    if (
      !stepDownhill(game, rng, m, fleeMap(floor, playerCell)) &&
      chebyshev(m.x, m.y, player.x, player.y) === 1
    ) {
      monsterMelee(game, rng, m);
    }
    return;
  }
  if (sees && chebyshev(m.x, m.y, player.x, player.y) === 1) {
    m.mode = 'hunting';
    monsterMelee(game, rng, m);
    return;
  }
  if (m.lastKnown >= 0) {
    if (m.lastKnown === m.y * w + m.x) {
      m.lastKnown = -1;
    } else {
      m.mode = 'hunting';
      if (!stepDownhill(game, rng, m, approachMap(floor, m.lastKnown)) && !sees) m.lastKnown = -1;
      return;
    }
  }
  m.mode = 'wandering';
  const points = waypoints(floor);
  if (points.length === 0) return;
  if (m.wander < 0 || m.wander === m.y * w + m.x) m.wander = rng.pick(points);
  if (!stepDownhill(game, rng, m, approachMap(floor, m.wander)) && rng.chance(0.3)) m.wander = -1;
}

/** Lets every monster act until it has caught up with the player's clock (the energy scheduler). */
export function runMonsters(game: GameState, rng: Rng): void {
  const floor = game.floor;
  const until = game.player.next;
  const list = floor.monsters.slice();
  for (const m of list) {
    const delay = MONSTERS[m.kind].delay;
    while (m.next < until && game.outcome === 'playing') {
      if (m.mode !== 'bones' && m.hp <= 0) break;
      monsterTurn(game, rng, m);
      m.next += delay;
    }
    if (m.next < until) m.next = until;
  }
}
