/** What the bot remembers between turns, and when it hands its walking to the game's journeys. */
import { dijkstraMap, type Point } from '@hullbreach/toolkit';
import type { ActorView, Command, GameView } from '../api.js';
import { knownWalkable } from './map.js';

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
  /** The most cells of this floor it has known, and how many items it knew of, at its last progress. */
  knownCells?: number;
  knownItems?: number;
  /** `floorTurns` when it last saw something new or found or took an item (see `stalled`). */
  progressAt?: number;
}

/** Decisions the bot looks back over to notice it is swaying in place. */
export const TRAIL = 24;

/** Turns it walks on its own feet after it notices it is swaying (see `swayAt`). */
export const SWAY_PAUSE = 40;

/** Turns the bot walks on its own after the game refuses a journey. */
export const REFUSAL_PAUSE = 5;

/** Turns the bot spends exploring a floor before it heads for known stairs anyway. */
export const FLOOR_BUDGET = 700;

/**
 * Adds the bot's cell to its trail and tells whether its last `TRAIL` cells were only two or three
 * (stepping to and fro; one cell is waiting, which is not swaying).
 */
export function swaying(trail: number[], here: number): boolean {
  trail.push(here);
  if (trail.length > TRAIL) trail.shift();
  if (trail.length < TRAIL) return false;
  const cells = new Set(trail).size;
  if (cells < 2 || cells > 3) return false;
  trail.length = 0;
  return true;
}

/** True when the bot may hand its walking to the game's journeys this turn. */
export function mayJourney(memory: BotMemory, actors: readonly ActorView[]): boolean {
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
export function journeyTo(v: GameView, items: readonly Point[], edge: readonly Point[]): Command {
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
