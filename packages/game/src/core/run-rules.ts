/**
 * The rules a run is played under, chosen before it starts and kept in its state (so a replay
 * plays under the same ones): the difficulty, the shape of the player's lamp, and autopickup.
 * A state without them (runs from before they existed, hand-made tests and scenarios) plays as
 * the game did then: normal numbers, a round lamp, nothing picked up by walking.
 */
import type { Content, FloorSpawns } from '../content/registry.js';
import type { FloorState, GameState, Monster } from './state.js';

/**
 * Version of the game's rules: a run records it, and a replay under other rules says so.
 * 3: a broken wall, window or door opens to space only beside space itself (a blast by a breach
 * no longer cuts a floor in two), and the state (so its hash) holds the player's actor id.
 * 4: explore and travel never open a door onto space the player remembers open to the void, nor
 * a door they remember closed that holds vacuum back (its gauge shows it), so a run that used
 * them may walk differently.
 * 5: explore and travel started in bad air (vacuum, moving air, fire) lead out through it, crossing
 * as few bad cells as they can, instead of refusing, and falling oxygen no longer stops them there;
 * and a badly hurt creature out of sight of the player flees from where it last saw them instead
 * of going back to look.
 * 6: a monster keeps no seen times (it looks again only at changed cells it believes wrongly, which
 * leaves what it knows the same turn by turn), so the state, and its hash, no longer hold them.
 */
export const RULES_VERSION = 6;

/** How hard the station is. */
export type Difficulty = 'easy' | 'normal' | 'hard';

/** Every difficulty, easiest first. */
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'normal', 'hard'];

/** The player's lamp: a cone toward where they face (with a dim halo), or the old round lamp. */
export type LampShape = 'cone' | 'round';

/** The rules of one run. */
export interface RunRules {
  readonly difficulty: Difficulty;
  readonly lamp: LampShape;
  /** Ammunition, medkits and oxygen canisters are picked up by walking over them. */
  readonly autopickup: boolean;
}

/** The rules a new run gets when the player has chosen nothing: normal, the cone lamp, autopickup. */
export const DEFAULT_RULES: RunRules = { difficulty: 'normal', lamp: 'cone', autopickup: true };

/** The rules of a state made before rules existed (and of hand-made floors): today's normal, round lamp. */
export const CLASSIC_RULES: RunRules = { difficulty: 'normal', lamp: 'round', autopickup: false };

/** What a difficulty changes: numbers added to or replacing the normal ones. */
export interface DifficultyDef {
  /** Added to every floor's count of each `crew` kind (zombies, skeletons, bloats; floors 1-5; never below 0). */
  readonly monsters: number;
  /** Added to every floor's count of each `heavy` kind (tanks) on floors 3-5 (never below 0). */
  readonly tanks: number;
  /** Added to every floor's ammunition boxes (never below 0). */
  readonly ammo: number;
  /** Added to every floor's medkits (floors 1-5; never below 0). */
  readonly medkits: number;
  /** The player's oxygen at the start (and its maximum before gear). */
  readonly oxygen: number;
  /** Pistol rounds carried at the start, besides the loaded clip. */
  readonly startBullets: number;
  /** How far `heavy` kinds (tanks) see, in cells. */
  readonly tankSight: number;
}

/** The difficulties' numbers (normal is the game's own; see bench/README.md for how they were tuned). */
export const DIFFICULTY: Readonly<Record<Difficulty, DifficultyDef>> = {
  easy: { monsters: 0, tanks: -1, ammo: 0, medkits: 0, oxygen: 25, startBullets: 20, tankSight: 6 },
  normal: { monsters: 0, tanks: 0, ammo: 0, medkits: 0, oxygen: 20, startBullets: 16, tankSight: 7 },
  hard: { monsters: 0, tanks: 0, ammo: -1, medkits: -1, oxygen: 15, startBullets: 12, tankSight: 8 },
};

/** The rules of a game: its own, or the classic ones for states that have none. */
export function rulesOf(game: GameState): RunRules {
  return game.rules ?? CLASSIC_RULES;
}

/**
 * A floor table as a difficulty changes it (normal returns the table itself): kinds whose record
 * says `crew` get the difficulty's `monsters` on floors 1-5, `heavy` ones its `tanks` on floors 3-5.
 */
export function tableFor(
  table: FloorSpawns,
  depth: number,
  difficulty: Difficulty,
  content: Content,
): FloorSpawns {
  if (difficulty === 'normal') return table;
  const d = DIFFICULTY[difficulty];
  const more = (n: number, by: number): number => Math.max(0, n + by);
  const crew = depth >= 1 ? d.monsters : 0;
  const monsters: Record<string, number> = {};
  for (const m of content.monsters) {
    const n = table.monsters[m.id] ?? 0;
    const group = m.traits.difficulty;
    monsters[m.id] =
      group === 'crew' ? more(n, crew) : group === 'heavy' && depth >= 3 ? more(n, d.tanks) : n;
  }
  return {
    ...table,
    monsters,
    ammo: more(table.ammo, d.ammo),
    medkits: depth >= 1 ? more(table.medkits, d.medkits) : table.medkits,
  };
}

/** True when `text` names a difficulty. */
export function isDifficulty(text: string): text is Difficulty {
  return (DIFFICULTIES as readonly string[]).includes(text);
}

/** Facing as degrees (0 = east, 90 = south) of a step or an aim from the player, or undefined for none. */
export function facingOf(dx: number, dy: number): number | undefined {
  if (dx === 0 && dy === 0) return undefined;
  const deg = Math.round((Math.atan2(dy, dx) * 180) / Math.PI);
  return (deg + 360) % 360;
}

/** Counts a kill by the creature's kind ('zombie', 'volatile zombie'...), in runs with rules (for the morgue). */
export function noteKill(game: GameState, m: Monster): void {
  if (game.rules === undefined) return;
  const name = m.variant === undefined ? m.kind : `${m.variant} ${m.kind}`;
  const killed = (game.stats.killed ??= {});
  killed[name] = (killed[name] ?? 0) + 1;
}

/** What the floor's newest remembered hole in the hull is ('the window you shot'), if any. */
export function lastHole(floor: FloorState): string | undefined {
  const holes = floor.holes;
  if (holes === undefined) return undefined;
  let newest: string | undefined;
  let at = -1;
  for (const key in holes) {
    const i = Number(key);
    if (floor.stamp[i] > at) {
      at = floor.stamp[i];
      newest = holes[i];
    }
  }
  return newest;
}

/**
 * The seed of the day for a UTC date given as 'YYYY-MM-DD' (the front end reads its clock; the
 * core never does): the word seed 'daily-YYYY-MM-DD', the same on every machine. Throws a
 * RangeError for text that is not such a date.
 */
export function dailySeed(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`not a date (YYYY-MM-DD): "${date}"`);
  return `daily-${date}`;
}

/** The date of a seed of the day ('daily-2026-11-26' gives '2026-11-26'), or undefined for any other seed. */
export function dailyDateOf(seed: number | string): string | undefined {
  if (typeof seed !== 'string') return undefined;
  const m = /^daily-(\d{4}-\d{2}-\d{2})$/.exec(seed);
  return m === null ? undefined : m[1];
}
