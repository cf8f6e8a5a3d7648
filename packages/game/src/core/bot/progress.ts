/**
 * How the bot notices it is getting nowhere on a floor: nothing new seen and no item found or
 * taken for a long while. Then it stops chasing what has kept it busy (items beyond vacuum, the
 * game's journeys that keep refusing) and heads for the stairs, or the edge of its map, on its
 * own feet.
 */
import type { GameView } from '../api.js';
import type { BotMemory } from './memory.js';

/** Turns without progress after which the bot counts itself stuck on the floor. */
export const STALL = 300;

/** How many cells of the floor the bot has seen at least once. */
export function knownCells(v: GameView): number {
  let n = 0;
  for (let y = 0; y < v.height; y++)
    for (let x = 0; x < v.width; x++) if (v.knownTerrain(x, y) !== undefined) n++;
  return n;
}

/**
 * Notes this turn's progress (more cells known than ever on the floor, or another number of known
 * items: one found or taken) and tells whether the bot has gone `STALL` turns without any.
 */
export function stalled(v: GameView, memory: BotMemory): boolean {
  const cells = knownCells(v);
  const items = v.knownItems().length;
  if (cells > (memory.knownCells ?? -1) || items !== memory.knownItems) {
    memory.knownCells = Math.max(cells, memory.knownCells ?? -1);
    memory.knownItems = items;
    memory.progressAt = memory.floorTurns;
  }
  return memory.floorTurns - (memory.progressAt ?? memory.floorTurns) > STALL;
}
