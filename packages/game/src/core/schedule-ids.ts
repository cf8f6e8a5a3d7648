/**
 * Who can stand on the game's one schedule, as types (issue 18, parts 3 and 5): actors by their id
 * (the player by `PLAYER_ID`, monsters by theirs), the floor's systems (air, fire, doors) and
 * fuses, each typed and told apart by {@link scheduled} instead of string tests where the schedule
 * is run.
 */
import type { SchedulerState } from '@hullbreach/toolkit';
import { PLAYER_ID } from './state.js';

/** The floor's systems that act on the schedule (their work is the registry in game.ts). */
export const SYSTEM_IDS = ['air', 'fire', 'doors'] as const;

/** One of {@link SYSTEM_IDS}. */
export type SystemId = (typeof SYSTEM_IDS)[number];

/** A fuse burning down to its blast: `fuse:` and the key of `GameState.fuses`. */
export type FuseId = `fuse:${number}`;

/** Anything the game's schedule holds. */
export type ScheduleId = number | SystemId | FuseId;

/** The game's schedule as plain data (the toolkit scheduler's state over {@link ScheduleId}). */
export type ScheduleState = SchedulerState<ScheduleId>;

/** What one schedule id stands for. */
export type Scheduled =
  | { readonly kind: 'player'; readonly id: number }
  | { readonly kind: 'monster'; readonly id: number }
  | { readonly kind: 'system'; readonly id: SystemId }
  | { readonly kind: 'fuse'; readonly key: number };

/** The schedule id of the fuse kept under `key` in `GameState.fuses`. */
export function fuseId(key: number): FuseId {
  return `fuse:${key}`;
}

const SYSTEMS: ReadonlySet<string> = new Set(SYSTEM_IDS);

/** What a schedule id stands for; throws a RangeError for an id the game never schedules. */
export function scheduled(id: ScheduleId): Scheduled {
  if (typeof id === 'number') return { kind: id === PLAYER_ID ? 'player' : 'monster', id };
  if (SYSTEMS.has(id)) return { kind: 'system', id: id as SystemId };
  if (id.startsWith('fuse:')) {
    const key = Number(id.slice(5));
    if (Number.isInteger(key)) return { kind: 'fuse', key };
  }
  throw new RangeError(`the schedule holds an unknown id '${id}'`);
}
