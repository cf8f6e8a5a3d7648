/**
 * Shared by the tests that hold what a turn keeps to a from-scratch recompute
 * (incremental.test.ts, systems-kept.test.ts): forgetting the floor's derived caches, and finding
 * the cells a test changes.
 */
import { cacheOf } from './cells.js';
import { Ter, type GameState, type TerCode } from './state.js';
import { FLOORLESS } from './terrain.js';

/** Forgets every derived cache of the floor, so its next turn recomputes everything from scratch. */
export function forget(game: GameState): void {
  const cache = cacheOf(game.floor);
  for (const key of Object.keys(cache)) delete cache[key];
}

/** The floor's cells holding any of these terrain codes, in cell order. */
export function cellsOf(game: GameState, ...codes: TerCode[]): number[] {
  const { terrain } = game.floor;
  const cells: number[] = [];
  for (let i = 0; i < terrain.length; i++) if (codes.includes(terrain[i] as TerCode)) cells.push(i);
  return cells;
}

/** Hull walls: walls with open space beside them (4-way), in cell order. */
export function hullWalls(game: GameState): number[] {
  const f = game.floor;
  const walls: number[] = [];
  for (let i = f.width; i < f.terrain.length - f.width; i++)
    if (
      f.terrain[i] === Ter.Wall &&
      [-1, 1, -f.width, f.width].some((d) => FLOORLESS[f.terrain[i + d]] !== 0)
    )
      walls.push(i);
  return walls;
}
