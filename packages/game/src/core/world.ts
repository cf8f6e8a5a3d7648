import { PLAYER_ID, type FloorState, type GameState, type Monster, type PlayerState } from './state.js';

export { isStandable, isOpaque, stopsBullets, isFloorless } from './terrain.js';
export { moveMonster, movePlayer } from './cells.js';

/** True when (x, y) lies on the floor's grid. */
export function inBounds(floor: FloorState, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < floor.width && y < floor.height;
}

/** The living (non-bones) monster standing at (x, y), if any. */
export function monsterAt(floor: FloorState, x: number, y: number): Monster | undefined {
  if (!inBounds(floor, x, y)) return undefined;
  return monsterIn(floor, y * floor.width + x);
}

/** The living monster standing on cell `i`, if any (not the player, who is no monster). */
export function monsterIn(floor: FloorState, i: number): Monster | undefined {
  const id = floor.occupant[i];
  return id === 0 || id === PLAYER_ID ? undefined : floor.monsters[id];
}

/** The actor with id `id` on the floor: the player or a monster; throws a RangeError for an id nobody has. */
export function actorOf(game: GameState, id: number): PlayerState | Monster {
  if (id === game.player.id) return game.player;
  const m = game.floor.monsters[id];
  if (m === undefined) throw new RangeError(`no actor ${id} on this floor`);
  return m;
}

/** Skeleton bones lying at (x, y), if any. */
export function bonesAt(floor: FloorState, x: number, y: number): Monster | undefined {
  for (const key in floor.monsters) {
    const m = floor.monsters[key];
    if (m.mode === 'bones' && m.x === x && m.y === y) return m;
  }
  return undefined;
}

/** Chebyshev distance (8-way steps on an open floor). */
export function chebyshev(ax: number, ay: number, bx: number, by: number): number {
  return Math.max(Math.abs(ax - bx), Math.abs(ay - by));
}
