import { Ter, type FloorState, type GameState, type Monster } from './state.js';

/** True for terrain a creature can stand on (closed doors are not: they must be opened first). */
export function isStandable(code: number): boolean {
  return code === Ter.Floor || code === Ter.DoorOpen || code === Ter.Stairs;
}

/** True for terrain that blocks sight. */
export function isOpaque(code: number): boolean {
  return code === Ter.Wall || code === Ter.DoorClosed;
}

/** True for terrain that stops bullets (everything solid: walls, closed doors, windows, the console). */
export function stopsBullets(code: number): boolean {
  return code === Ter.Wall || code === Ter.DoorClosed || code === Ter.Window || code === Ter.Console;
}

/** True when (x, y) lies on the floor's grid. */
export function inBounds(floor: FloorState, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < floor.width && y < floor.height;
}

/** The living (non-bones) monster standing at (x, y), if any. */
export function monsterAt(floor: FloorState, x: number, y: number): Monster | undefined {
  if (!inBounds(floor, x, y)) return undefined;
  const id = floor.occupant[y * floor.width + x];
  if (id <= 0) return undefined;
  return floor.monsters.find((m) => m.id === id);
}

/** Skeleton bones lying at (x, y), if any. */
export function bonesAt(floor: FloorState, x: number, y: number): Monster | undefined {
  return floor.monsters.find((m) => m.mode === 'bones' && m.x === x && m.y === y);
}

/** Moves a living monster to (x, y), keeping the occupancy grid in step. */
export function moveMonster(floor: FloorState, m: Monster, x: number, y: number): void {
  const w = floor.width;
  if (floor.occupant[m.y * w + m.x] === m.id) floor.occupant[m.y * w + m.x] = 0;
  m.x = x;
  m.y = y;
  floor.occupant[y * w + x] = m.id;
}

/** Moves the player to (x, y), keeping the occupancy grid in step. */
export function movePlayer(game: GameState, x: number, y: number): void {
  const { floor, player } = game;
  const w = floor.width;
  if (floor.occupant[player.y * w + player.x] === -1) floor.occupant[player.y * w + player.x] = 0;
  player.x = x;
  player.y = y;
  floor.occupant[y * w + x] = -1;
}

/** Chebyshev distance (8-way steps on an open floor). */
export function chebyshev(ax: number, ay: number, bx: number, by: number): number {
  return Math.max(Math.abs(ax - bx), Math.abs(ay - by));
}
