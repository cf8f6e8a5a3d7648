import type { FloorState, Monster } from './state.js';

export { isStandable, isOpaque, stopsBullets, isFloorless } from './terrain.js';
export { moveMonster, movePlayer } from './cells.js';

/** True when (x, y) lies on the floor's grid. */
export function inBounds(floor: FloorState, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < floor.width && y < floor.height;
}

/** The living (non-bones) monster standing at (x, y), if any. */
export function monsterAt(floor: FloorState, x: number, y: number): Monster | undefined {
  if (!inBounds(floor, x, y)) return undefined;
  const id = floor.occupant[y * floor.width + x];
  return id > 0 ? floor.monsters[id] : undefined;
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
