/**
 * The autoplay bot: it decides each turn from the player's view alone (bot/*.ts hold its map
 * reading, weapons, escapes and memory) and plays whole runs for autoplay, tests and the win rate.
 */
import type { Point } from '@hullbreach/toolkit';
import type { Command, CommandResult, GameView } from './api.js';
import { createGame, perform } from './game.js';
import { stateHash } from './serialize.js';
import { view } from './view.js';
import type { RunRules } from './run-rules.js';
import type { GameState } from './state.js';
import { bursts, canHurtTank, isHeavy, pickWeapon, slotOf, TANK_KILLERS, wanted } from './bot/arms.js';
import { avoid, escapeVacuum, sealBreach } from './bot/escape.js';
import {
  breachDistance,
  chebyshev,
  clearShot,
  findTerrain,
  frontier,
  safeAir,
  travel,
  walkDistance,
} from './bot/map.js';
import { FLOOR_BUDGET, journeyTo, mayJourney, SWAY_PAUSE, swaying, type BotMemory } from './bot/memory.js';
import { stalled } from './bot/progress.js';

export type { BotMemory } from './bot/memory.js';

/** The line `hullbreach autoplay` prints (cli.md §autoplay). */
export interface AutoplayResult {
  readonly seed: number | string;
  readonly outcome: 'won' | 'died' | 'adrift' | 'turn-limit';
  readonly depth: number;
  readonly turns: number;
  readonly kills: number;
  readonly stateHash: string;
}

/** The bot's next command, decided from the view alone. */
export function botCommand(v: GameView, memory: BotMemory): Command {
  if (v.depth !== memory.depth) {
    memory.depth = v.depth;
    memory.floorTurns = 0;
    memory.sealed = [];
    memory.shuts = {};
    memory.trail = [];
    memory.swayAt = undefined;
    memory.knownCells = undefined;
    memory.knownItems = undefined;
    memory.progressAt = undefined;
  }
  if (memory.floorTurns - (memory.sealedAt ?? 0) > 30) memory.sealed = [];
  const sealed = (memory.sealed ??= []);
  memory.floorTurns++;
  const p = v.player;
  if (swaying((memory.trail ??= []), p.y * v.width + p.x)) memory.swayAt = memory.floorTurns;
  // Stuck on the floor: no more items or journeys, which are what held it; stairs if it knows them.
  const stuck = stalled(v, memory);
  const me = { x: p.x, y: p.y };
  const medkit = slotOf(v, 'medkit');
  const enemies = v.targets();
  if (medkit >= 0 && p.hp <= p.maxHp * (enemies.length > 0 ? 0.4 : 0.6)) return { kind: 'use', slot: medkit };
  const plate = slotOf(v, 'armour');
  if (plate >= 0 && p.armour <= 6) return { kind: 'use', slot: plate };
  const canister = slotOf(v, 'oxygen-canister');
  if (canister >= 0 && !p.breathing && p.oxygen <= 6) return { kind: 'use', slot: canister };
  const actors = v.visibleActors();
  const holes = breachDistance(v);
  const shuts = (memory.shuts ??= {});
  const seal = sealBreach(v, actors, holes, shuts);
  if (seal !== undefined && seal.kind === 'close') {
    const door = (p.y + seal.dy) * v.width + p.x + seal.dx;
    shuts[door] = (shuts[door] ?? 0) + 1;
    sealed.push(door);
    memory.sealedAt = memory.floorTurns;
    return seal;
  }
  // Venting air drags it toward the hole: get out of the draught. In still vacuum it carries on
  // while its oxygen lasts, and turns back for air at half.
  const stairs = findTerrain(v, 'stairs-down');
  if (v.airAt(p.x, p.y) === 'flowing' || (!safeAir(v, p.x, p.y) && p.oxygen <= p.maxOxygen / 2)) {
    // Leaving the floor (or stuck on it) through still vacuum, with the stairs (or, none known, the
    // edge of its map) nearer than its breath lasts: on, not back. Turning back at half, it would
    // walk to and fro between the air and a way on it never reaches.
    const ahead: Point[] = stairs !== undefined ? [stairs] : stuck ? frontier(v) : [];
    if (
      v.airAt(p.x, p.y) !== 'flowing' &&
      (stuck || memory.floorTurns > FLOOR_BUDGET) &&
      walkDistance(v, me, ahead) < p.oxygen
    ) {
      if (stairs !== undefined && stairs.x === p.x && stairs.y === p.y) return { kind: 'descend' };
      const on = travel(v, ahead, actors, false, sealed);
      if (on !== undefined) return on;
    }
    // Venting or airless here: get back to still air before anything else.
    const step = escapeVacuum(v, actors, holes, sealed);
    if (step !== undefined) return step;
  }
  if (p.breathing && p.oxygen < p.maxOxygen - 4 && enemies.length === 0 && safeAir(v, p.x, p.y)) {
    // Get the breath back in still air before walking anywhere that might be airless.
    return { kind: 'wait' };
  }
  const dangerous = enemies.filter((e) => isHeavy(v, e) && !canHurtTank(v));
  if (dangerous.length > 0 && chebyshev(me, dangerous[0]) <= 6) {
    const escape = avoid(v, dangerous, actors, stairs);
    if (escape !== undefined) return escape;
  }
  // Enemies seen through a window with the only way round far off are left alone: chasing them
  // loses sight of them, and the bot would swing between chasing and exploring for ever. So is a
  // fleeing one out of a clear shot once the bot has caught itself swinging: it keeps out of
  // sight in the dark, and each step of the chase that turns the lamp away loses it.
  const swung = memory.swayAt !== undefined && memory.floorTurns - memory.swayAt <= SWAY_PAUSE;
  const e = enemies.find(
    (x) =>
      clearShot(v, me, x, actors) ||
      (!(swung && x.status === 'fleeing') && walkDistance(v, me, x) <= 2 * chebyshev(me, x) + 8),
  );
  if (e !== undefined && bursts(v, e) && chebyshev(me, e) <= 2) {
    // Never burst a bloat at arm's length: back off first.
    const escape = avoid(v, [e], actors, undefined);
    if (escape !== undefined) return escape;
  }
  if (e !== undefined) {
    const d = chebyshev(me, e);
    const swap = pickWeapon(v, e, d);
    if (swap !== undefined) return { kind: 'wield', slot: swap };
    const w = p.weapon;
    const blastSafe = w.kind !== 'rocket-launcher' || d >= 4;
    const flameSafe = w.kind !== 'flamethrower' || (p.breathing && d >= 2);
    if (
      !w.melee &&
      w.loaded > 0 &&
      d <= w.range &&
      blastSafe &&
      flameSafe &&
      clearShot(v, me, e, actors) &&
      !(isHeavy(v, e) && !TANK_KILLERS.includes(w.kind))
    ) {
      return { kind: 'fire', x: e.x, y: e.y };
    }
    if (!w.melee && w.loaded === 0 && w.reserve > 0 && d >= 2) return { kind: 'reload' };
    if (d === 1) return { kind: 'move', dx: e.x - p.x, dy: e.y - p.y };
    const step = travel(v, [{ x: e.x, y: e.y }], actors, true, sealed);
    if (step !== undefined) return step;
    return { kind: 'wait' };
  }
  const w = p.weapon;
  const bones = actors.find(
    (a) => a.kind === 'bones' && chebyshev(me, a) <= w.range && clearShot(v, me, a, actors),
  );
  if (bones !== undefined && !w.melee && w.loaded > 0 && (bones.x !== p.x || bones.y !== p.y)) {
    return { kind: 'fire', x: bones.x, y: bones.y };
  }
  if (!w.melee && w.loaded < w.capacity && w.reserve > 0) return { kind: 'reload' };
  const items = v.knownItems();
  if (items.some((i) => i.x === p.x && i.y === p.y && wanted(v, i))) return { kind: 'pickup' };
  const console = findTerrain(v, 'console');
  const journey = !stuck && mayJourney(memory, actors);
  if (console !== undefined) {
    if (chebyshev(me, console) === 1) return { kind: 'move', dx: console.x - p.x, dy: console.y - p.y };
    if (journey) return { kind: 'travel', x: console.x, y: console.y };
    const step = travel(v, [console], actors, true, sealed);
    if (step !== undefined) return step;
  }
  const edge = frontier(v);
  const goals: Point[] = stuck ? [] : items.filter((i) => wanted(v, i)).map((i) => ({ x: i.x, y: i.y }));
  const leaving = stairs !== undefined && (stuck || edge.length === 0 || memory.floorTurns > FLOOR_BUDGET);
  if (leaving && stairs !== undefined && goals.length === 0) {
    if (stairs.x === p.x && stairs.y === p.y) return { kind: 'descend' };
    if (journey) return { kind: 'travel', x: stairs.x, y: stairs.y };
    const step = travel(v, [stairs], actors, false, sealed);
    if (step !== undefined) return step;
  }
  const step = travel(v, [...goals, ...edge], actors, false, sealed);
  if (step !== undefined) return journey ? journeyTo(v, goals, edge) : step;
  if (stairs !== undefined) {
    if (stairs.x === p.x && stairs.y === p.y) return { kind: 'descend' };
    if (journey) return { kind: 'travel', x: stairs.x, y: stairs.y };
    const toStairs = travel(v, [stairs], actors, false, sealed);
    if (toStairs !== undefined) return toStairs;
  }
  return { kind: 'wait' };
}

/** Options of {@link autoplayGame}. */
export interface AutoplayOptions {
  /** Let the bot walk with the game's explore and travel (default true); false: step by step. */
  readonly journeys?: boolean;
  /** Called after every command the bot sends, with the depth it was sent on and what came of it. */
  readonly onCommand?: (command: Command, result: CommandResult, depth: number) => void;
  /** The run's rules (difficulty, lamp, autopickup); absent: the classic ones, as `createGame`. */
  readonly rules?: RunRules;
}

/**
 * One turn of the bot: its command, and when the game refuses a journey, the step it would have
 * taken itself instead (when that is refused too, it waits).
 */
export function botTurn(
  game: GameState,
  memory: BotMemory,
  onCommand?: AutoplayOptions['onCommand'],
): CommandResult {
  const send = (command: Command): CommandResult => {
    const depth = game.floor.depth;
    const result = perform(game, command);
    onCommand?.(command, result, depth);
    return result;
  };
  const command = botCommand(view(game), memory);
  let result = send(command);
  if (!result.tookTurn && (command.kind === 'explore' || command.kind === 'travel')) {
    // Walk on its own for a while; the decision is retaken as if this turn had not been counted.
    memory.floorTurns--;
    memory.refusedAt = memory.floorTurns;
    result = send(botCommand(view(game), memory));
  }
  if (!result.tookTurn) result = send({ kind: 'wait' });
  return result;
}

/** Plays one whole game with the bot until it ends or `maxTurns` turns pass, and returns the final state. */
export function autoplayGame(
  seed: number | string,
  maxTurns = 20000,
  options: AutoplayOptions = {},
): GameState {
  const game = createGame(seed, options.rules === undefined ? {} : { rules: options.rules });
  const memory: BotMemory = { depth: -1, floorTurns: 0, journeys: options.journeys ?? true };
  while (game.outcome === 'playing' && game.turn < maxTurns) botTurn(game, memory, options.onCommand);
  return game;
}

/** Plays one whole game with the bot until it ends or `maxTurns` turns pass. */
export function autoplay(
  seed: number | string,
  maxTurns = 20000,
  options: AutoplayOptions = {},
): AutoplayResult {
  const game = autoplayGame(seed, maxTurns, options);
  return {
    seed,
    outcome: game.outcome === 'playing' ? 'turn-limit' : game.outcome,
    depth: game.floor.depth,
    turns: game.turn,
    kills: game.stats.kills,
    stateHash: stateHash(game),
  };
}

/** Summary of bot runs over many seeds. */
export interface BotStats {
  readonly runs: number;
  readonly won: number;
  readonly died: number;
  readonly adrift: number;
  readonly turnLimit: number;
  /** The seeds of the runs that reached the turn limit, in the order played (to replay them). */
  readonly turnLimitSeeds: readonly (number | string)[];
  /** How many runs ended on each depth (index = depth). */
  readonly depths: readonly number[];
  readonly meanTurns: number;
  /** Runs lost, by cause of death ("killed by a zombie", "suffocated in vacuum", "pulled out into space"…). */
  readonly causes: Readonly<Record<string, number>>;
}

/** Runs the bot on every seed and counts the outcomes. */
export function botStats(
  seeds: readonly (number | string)[],
  maxTurns = 20000,
  options: AutoplayOptions = {},
): BotStats {
  const depths = [0, 0, 0, 0, 0, 0];
  let won = 0;
  let died = 0;
  let adrift = 0;
  let turnLimit = 0;
  const turnLimitSeeds: (number | string)[] = [];
  let turns = 0;
  const causes: Record<string, number> = {};
  for (const seed of seeds) {
    const g = autoplayGame(seed, maxTurns, options);
    depths[g.floor.depth]++;
    turns += g.turn;
    if (g.outcome === 'won') won++;
    else if (g.outcome === 'died') died++;
    else if (g.outcome === 'adrift') adrift++;
    else {
      turnLimit++;
      turnLimitSeeds.push(seed);
    }
    if (g.causeOfDeath !== null) causes[g.causeOfDeath] = (causes[g.causeOfDeath] ?? 0) + 1;
  }
  return {
    runs: seeds.length,
    won,
    died,
    adrift,
    turnLimit,
    turnLimitSeeds,
    depths,
    meanTurns: seeds.length === 0 ? 0 : turns / seeds.length,
    causes,
  };
}
