import {
  createRng,
  createScheduler,
  type DelaySchedule,
  type Rng,
  type Scheduler,
  type WritableSchedulerState,
} from '@hullbreach/toolkit';
import type { Command, CommandResult } from './api.js';
import { monsterTurn } from './ai.js';
import { breathe } from './breath.js';
import { dropIntoSpace, updateAir } from './atmosphere.js';
import { cached, monsterRoster, setTerrain } from './cells.js';
import { cannotFire, explode, fireAt } from './combat.js';
import { playerMelee } from './melee.js';
import { AMMO_KINDS, LAST_FLOOR, PLAYER, WEAPONS, type AmmoKind } from './content.js';
import { loseStunnedAction, useAbility } from './abilities.js';
import {
  equipItem,
  gainXp,
  killXp,
  newCharacter,
  picksLocks,
  raiseStat,
  rechargeEnergy,
  unequipSlot,
} from './character.js';
import { doorwayBlocked, updateDoors } from './doors.js';
import { endJourneyStep, isJourney, startJourneyStep } from './explore.js';
import { updateFire } from './fire.js';
import {
  fuseId,
  scheduled,
  SYSTEM_IDS,
  type ScheduleId,
  type ScheduleState,
  type SystemId,
} from './schedule-ids.js';
import { buildFloor, makeItem, newKnowledge, type BareFloor } from './floor.js';
import { observe, updateView } from './knowledge.js';
import { beginTurn, emit, say, type Turn } from './log.js';
import { DIFFICULTY, facingOf, rulesOf, type RunRules } from './run-rules.js';
import { PLAYER_ID, Ter, type GameState, type PlayerKnowledge } from './state.js';
import { monsterDef } from './variants.js';
import { BUILTIN_CONTENT, contentOf, itemName, useContent, type Content } from '../content/registry.js';
import { isVaultCell, vaultBump } from './vaults.js';
import { autoPickUp, drop, pickUp, refuse, reload, use, wield } from './pack.js';
import { inBounds, isStandable, monsterAt, movePlayer } from './world.js';

/** Time one ordinary player action takes (monster delays are in the same units). */
export const ACTION_TIME = 10;

/** Time between atmosphere updates: two a turn. */
export const AIR_TIME = 5;

/** Time from a fuse being lit to its blast. */
const FUSE_TIME = 1;

/** Options of {@link createGame}. */
export interface CreateGameOptions {
  /** Start on a hand-made floor instead of the generated docking bay (tests, demos, scenarios). */
  readonly floor?: BareFloor;
  /** Re-see every visible cell each turn instead of only changed cells (same knowledge; for checks). */
  readonly eagerKnowledge?: boolean;
  /**
   * The run's rules (difficulty, lamp, autopickup), kept in the state. Absent: the classic ones
   * (normal numbers, round lamp, no autopickup), as every game was before they existed.
   */
  readonly rules?: RunRules;
  /**
   * The content it plays with (content/registry.ts: built from the built-in records and any packs);
   * held beside the state, never in it. Absent: the built-in content.
   */
  readonly content?: Content;
  /**
   * What the player already knows of the floor (Endless: of the window, from a world stored by an
   * older game). Absent: nothing yet.
   */
  readonly knowledge?: PlayerKnowledge;
}

/** A floor system on the schedule: how often it acts, when it first does, and its work. */
interface FloorSystem {
  /** Time between its updates. */
  readonly every: number;
  /** Time to its first update, when not `every`. */
  readonly first?: number;
  /** One update, at schedule time `time`. */
  readonly run: (turn: Turn, time: number) => void;
}

/**
 * The floor's systems by id (issue 18.5), put on every new floor's schedule in {@link SYSTEM_IDS}
 * order and run by {@link runUntilPlayer} through this table instead of string tests.
 */
const FLOOR_SYSTEMS: { readonly [K in SystemId]: FloorSystem } = {
  // Every AIR_TIME, starting half a period in: both of a turn's updates fall between two actions of
  // the player (the first of them is the one that moves things).
  air: {
    every: AIR_TIME,
    first: AIR_TIME / 2,
    run: (turn, time) => updateAir(turn, time % ACTION_TIME < AIR_TIME),
  },
  fire: { every: ACTION_TIME, run: (turn) => updateFire(turn) },
  doors: { every: ACTION_TIME, run: (turn) => updateDoors(turn) },
};

/** A schedule for a floor the player has just arrived on: the player first, then its monsters, then the floor's systems. */
function scheduleFloor(game: GameState, turn: Turn): void {
  const sched = createScheduler<ScheduleId>();
  sched.add(game.player.id, { delay: 0 });
  for (const key in game.floor.monsters) {
    const m = game.floor.monsters[key];
    sched.add(m.id, { delay: 1 + turn.rng.int(0, ACTION_TIME - 1) });
  }
  for (const id of SYSTEM_IDS) {
    const system = FLOOR_SYSTEMS[id];
    sched.add(id, { delay: system.every, repeat: true });
    if (system.first !== undefined) sched.reschedule(id, system.first);
  }
  game.schedule = sched.getState();
}

/** A new run from a seed: the docking bay, a pistol, and the log's first lines. */
export function createGame(seed: number | string, options: CreateGameOptions = {}): GameState {
  const rules = options.rules;
  const content = options.content ?? BUILTIN_CONTENT;
  const bare = options.floor ?? buildFloor(seed, 0, rules?.difficulty, content);
  const pistolId = 1;
  const ammo = Object.fromEntries(AMMO_KINDS.map((k) => [k, 0])) as Record<AmmoKind, number>;
  const level = rules === undefined ? undefined : DIFFICULTY[rules.difficulty];
  ammo.bullets = level?.startBullets ?? PLAYER.startBullets;
  const oxygen = level?.oxygen ?? PLAYER.oxygen;
  const game: GameState = {
    version: 2,
    mode: 'campaign',
    seed,
    ...(rules === undefined ? {} : { rules: { ...rules } }),
    turn: 0,
    rng: createRng(seed).fork('gameplay').getState(),
    // Replaced by the first floor's schedule below (the key keeps its place in the state).
    schedule: { time: 0, seq: 0, actors: [] },
    fuses: {},
    eagerKnowledge: options.eagerKnowledge ?? false,
    outcome: 'playing',
    causeOfDeath: null,
    player: {
      id: PLAYER_ID,
      x: bare.start.x,
      y: bare.start.y,
      hp: PLAYER.hp,
      maxHp: PLAYER.hp,
      oxygen,
      maxOxygen: oxygen,
      armour: 0,
      burning: 0,
      inventory: [makeItem(pistolId, 'pistol', -1, -1, WEAPONS.pistol.capacity)],
      wielded: pistolId,
      ammo,
      character: newCharacter(),
      knowledge: options.knowledge ?? newKnowledge(bare.floor.width * bare.floor.height),
    },
    floor: bare.floor,
    nextId: 2,
    log: [],
    stats: { turns: 0, kills: 0, deepestFloor: bare.floor.depth, damageTaken: 0, shotsFired: 0 },
  };
  useContent(game, content);
  movePlayer(game, bare.start.x, bare.start.y);
  if (rules !== undefined) faceInto(game);
  const rng = createRng(0);
  rng.setState(game.rng);
  const turn = beginTurn(game, rng);
  if (options.floor === undefined) {
    say(turn, 'The shuttle seals behind you. The Kestrel is dark, and falling.', 'info');
    say(
      turn,
      'Carry the core down to the engine deck on floor 5. Bump into things to open or hit them.',
      'info',
    );
  }
  scheduleFloor(game, turn);
  observe(turn);
  runUntilPlayer(turn);
  game.rng = rng.getState();
  return game;
}

/**
 * On arriving on a floor, the player faces its middle (the way into the station from the edge
 * they arrive at), as a whole number of degrees.
 */
function faceInto(game: GameState): void {
  const { player, floor } = game;
  player.facing =
    facingOf(Math.round(floor.width / 2) - player.x, Math.round(floor.height / 2) - player.y) ?? 0;
}

/** Turns the player toward a step or an aim, when the run has rules (the classic state keeps no facing). */
function face(game: GameState, dx: number, dy: number): void {
  if (game.rules === undefined) return;
  const deg = facingOf(dx, dy);
  if (deg !== undefined) game.player.facing = deg;
}

/**
 * Carries out one command of `actor` (by actor id; the player's when not given) and, if it took
 * time, lets the station answer. Only the player takes commands: a monster's id (or any other) is
 * refused with a RangeError and the state is untouched, since monsters act on their own turns from
 * the schedule.
 */
export function perform(game: GameState, command: Command, actor: number = game.player.id): CommandResult {
  if (actor !== game.player.id)
    throw new RangeError(
      game.floor.monsters[actor] === undefined
        ? `perform: there is no actor ${actor}; commands are the player's (actor ${game.player.id})`
        : `perform: actor ${actor} is a monster, which acts on its own turns; commands are the player's (actor ${game.player.id})`,
    );
  if (game.outcome !== 'playing')
    return {
      tookTurn: false,
      events: [],
      reobserved: 0,
      ...(isJourney(command) ? { stop: 'The run is over.' } : {}),
    };
  // Explore and travel: plan one ordinary step, and note what the player knows before it.
  const journey = isJourney(command) ? startJourneyStep(game, command) : undefined;
  const rng = gameplayRng(game);
  const turn = beginTurn(game, rng);
  game.floor.flashes = [];
  const depth = game.floor.depth;
  // Who is on the floor now: those gone when the station has answered were killed (experience).
  const floorBefore = game.floor;
  const roster = monsterRoster(game.floor);
  const took =
    journey === undefined
      ? act(turn, command)
      : journey.step === undefined
        ? false
        : move(turn, journey.step.dx, journey.step.dy);
  if (took) {
    game.turn++;
    game.stats.turns = game.turn;
    if (game.floor.depth === depth) {
      const sched = loadSchedule(game);
      sched.add(game.player.id, { delay: ACTION_TIME });
    }
    breathe(turn);
    dropIntoSpace(turn);
    updateView(game);
    runUntilPlayer(turn);
    rechargeEnergy(game);
  }
  // A roster still live on the same record: no monster came or went, so none was killed.
  if (game.floor === floorBefore && !(roster.live && roster.source === game.floor.monsters)) {
    let xp = 0;
    for (const m of roster.list)
      if (game.floor.monsters[m.id] === undefined) xp += killXp(m, contentOf(game));
    if (xp > 0 && game.outcome === 'playing') gainXp(turn, xp);
  }
  const stop =
    journey !== undefined && isJourney(command)
      ? endJourneyStep(turn, command, journey, { tookTurn: took, events: turn.events })
      : undefined;
  game.rng = rng.getState();
  return {
    tookTurn: took,
    events: turn.events,
    reobserved: turn.reobserved,
    ...(stop === undefined ? {} : { stop }),
  };
}

/** A generator for gameplayRng to set (its seed is overwritten at once). */
function newGameplayRng(): Rng {
  return createRng(0);
}

/**
 * The generator a command draws the gameplay stream from: one kept with the floor (making one
 * hashes a seed, ~0.5 us), set from `game.rng` here, so it carries nothing of its own between
 * commands; `perform` writes its state back when the command is done.
 */
function gameplayRng(game: GameState): Rng {
  const rng = cached(game.floor, 'gameplay-rng', newGameplayRng);
  rng.setState(game.rng);
  return rng;
}

/** The live scheduler kept with the floor, and the state it last read or wrote. */
interface ScheduleHolder {
  state: ScheduleState | undefined;
  sched?: Scheduler<ScheduleId>;
}

function newScheduleHolder(): ScheduleHolder {
  return { state: undefined };
}

/**
 * The live scheduler of the game's schedule state. The state in `GameState` is plain data; the
 * scheduler built from it is kept with the floor and reused while the state object is the one it
 * last wrote, so a turn does not rebuild the queue from scratch.
 */
function loadSchedule(game: GameState): Scheduler<ScheduleId> {
  const holder = cached(game.floor, 'schedule', newScheduleHolder);
  if (holder.sched === undefined || holder.state !== game.schedule) {
    holder.sched = createScheduler<ScheduleId>();
    holder.sched.setState(game.schedule);
    holder.state = game.schedule;
  }
  return holder.sched;
}

/** Writes the scheduler back into the game state (and remembers that state as its own). */
function saveSchedule(game: GameState, sched: Scheduler<ScheduleId>): void {
  const holder = cached(game.floor, 'schedule', newScheduleHolder);
  // While the game still holds the state this scheduler last read or wrote, the new one is written
  // over it (a turn changes the rest of the state in place too) instead of 60-odd new records.
  game.schedule =
    holder.sched === sched && holder.state === game.schedule
      ? sched.getState(game.schedule as WritableSchedulerState<ScheduleId>)
      : sched.getState();
  holder.sched = sched;
  holder.state = game.schedule;
}

/**
 * Runs the schedule until it is the player's turn again: monsters, the air (twice a turn), the
 * fire (once a turn) and fuses, in time order. The player is taken off the queue while it is their
 * turn and put back when they act.
 */
function runUntilPlayer(turn: Turn): void {
  const { game } = turn;
  const sched = loadSchedule(game);
  const playerId = game.player.id;
  if (!sched.has(playerId)) throw new Error('the schedule has lost the player');
  // Fuses are lit only under a fresh id (lightFuse takes game.nextId++), so new ones can have
  // appeared only when nextId moved: the fuses are looked over then, and on the first pass.
  let idsAtLastLook = Number.NaN;
  for (;;) {
    if (game.nextId !== idsAtLastLook) {
      idsAtLastLook = game.nextId;
      for (const key in game.fuses) {
        const id = fuseId(Number(key));
        if (!sched.has(id)) sched.add(id, { delay: FUSE_TIME });
      }
    }
    // The id alone (no Turn record); the turn's time is then sched.time.
    const nextId = sched.nextId();
    if (nextId === undefined) break;
    // A number is an actor: the player or a monster (as scheduled() tells, without its record).
    if (nextId === playerId) break;
    if (typeof nextId === 'number') {
      monsterActs(turn, sched, nextId);
      if (game.outcome !== 'playing') break;
      continue;
    }
    const who = scheduled(nextId);
    if (who.kind === 'player') break;
    if (who.kind === 'system') {
      FLOOR_SYSTEMS[who.id].run(turn, sched.time);
    } else if (who.kind === 'fuse') {
      const key = who.key;
      const fuse = game.fuses[key];
      delete game.fuses[key];
      if (fuse !== undefined) {
        explode(turn, fuse.x, fuse.y, fuse.radius, fuse.source);
        dropIntoSpace(turn);
      }
    } else {
      monsterActs(turn, sched, who.id);
    }
    if (game.outcome !== 'playing') break;
  }
  saveSchedule(game, sched);
  if (game.outcome === 'playing') observe(turn);
}

/** A monster's turn off the schedule (a stunned one loses it), and its next queued while it is on the floor. */
function monsterActs(turn: Turn, sched: Scheduler<ScheduleId>, id: number): void {
  const { game } = turn;
  const m = game.floor.monsters[id];
  if (m === undefined) return;
  // Its numbers, looked up once: kind and variant do not change during its turn.
  const def = monsterDef(m, contentOf(game));
  if (!loseStunnedAction(game, m)) monsterTurn(turn, m, def);
  if (game.floor.monsters[m.id] !== undefined) sched.add(m.id, DELAYS[def.delay] ?? { delay: def.delay });
}

/** Scheduler options of the whole delays 0..64, made once: a monster's turn then queues its next without a new record. */
const DELAYS: readonly (DelaySchedule | undefined)[] = Array.from({ length: 65 }, (_, delay) =>
  Object.freeze({ delay }),
);

function isStep(dx: number, dy: number): boolean {
  return (
    Number.isInteger(dx) &&
    Number.isInteger(dy) &&
    Math.abs(dx) <= 1 &&
    Math.abs(dy) <= 1 &&
    (dx !== 0 || dy !== 0)
  );
}

function act(turn: Turn, command: Command): boolean {
  const { game } = turn;
  switch (command.kind) {
    case 'move':
      return move(turn, command.dx, command.dy);
    case 'wait':
      return true;
    case 'close':
      return close(turn, command.dx, command.dy);
    case 'pickup':
      return pickUp(turn);
    case 'fire': {
      const why = cannotFire(game, command.x, command.y);
      if (why !== undefined) return refuse(turn, why);
      if (!inBounds(game.floor, command.x, command.y)) return refuse(turn, 'That is off the map.');
      face(game, command.x - game.player.x, command.y - game.player.y);
      fireAt(turn, command.x, command.y);
      return true;
    }
    case 'reload':
      return reload(turn);
    case 'descend':
      return descend(turn);
    case 'use':
      return use(turn, command.slot);
    case 'wield':
      return wield(turn, command.slot);
    case 'drop':
      return drop(turn, command.slot);
    case 'raise':
      // Spending a level-up is a choice, not an action: no game time passes.
      raiseStat(turn, command.stat);
      return false;
    case 'equip':
      return equipItem(turn, command.slot);
    case 'unequip':
      return unequipSlot(turn, command.gear);
    case 'ability':
      return useAbility(turn, command.which, command.x, command.y);
    default:
      return false;
  }
}

function move(turn: Turn, dx: number, dy: number): boolean {
  if (!isStep(dx, dy)) return false;
  const { game } = turn;
  const { player, floor } = game;
  const x = player.x + dx;
  const y = player.y + dy;
  if (!inBounds(floor, x, y)) return refuse(turn, 'There is nothing that way.');
  face(game, dx, dy);
  const m = monsterAt(floor, x, y);
  if (m !== undefined) {
    playerMelee(turn, m);
    return true;
  }
  const i = y * floor.width + x;
  const t = floor.terrain[i];
  if (t === Ter.Console) {
    game.outcome = 'won';
    say(
      turn,
      'You lock the core into the engine console. Deep below, the drives wake and the station begins to climb.',
      'good',
    );
    return true;
  }
  if (isVaultCell(t)) return vaultBump(turn, i);
  if (t === Ter.DoorClosed && floor.lock !== undefined && floor.lock[i] > 0) {
    // Endless: a locked door gives after a few turns of forcing (at once with a multitool), and then stays unlocked.
    floor.lock[i] = picksLocks(game) ? 0 : floor.lock[i] - 1;
    if (floor.lock[i] > 0) {
      say(turn, `The door is locked. You work at the lock (${floor.lock[i]} more to go).`, 'info');
      return true;
    }
    say(turn, 'The lock gives.', 'good');
  }
  if (t === Ter.DoorClosed) {
    setTerrain(floor, i, Ter.DoorOpen);
    emit(turn, { type: 'door', actor: game.player.id, at: { x, y }, open: true });
    if (i === floor.innerDoor) {
      floor.innerDoor = -1;
      say(turn, 'The door grinds open. Whoever wrote that warning is not here to argue.', 'warn');
    } else {
      say(turn, 'You open the door.');
    }
    return true;
  }
  if (!isStandable(t)) {
    return refuse(
      turn,
      t === Ter.Window
        ? 'Thick glass; stars beyond.'
        : t === Ter.Void || t === Ter.Breach
          ? 'Only space out there. You hold on to the frame.'
          : 'A wall blocks the way.',
    );
  }
  const from = { x: player.x, y: player.y };
  movePlayer(game, x, y);
  emit(turn, { type: 'moved', actor: game.player.id, from, to: { x, y } });
  const here = floor.items.filter((it) => it.x === x && it.y === y);
  const left = rulesOf(game).autopickup ? autoPickUp(turn, here) : here;
  if (left.length > 0)
    say(turn, `You see here: ${left.map((it) => itemName(contentOf(turn.game), it.kind)).join(', ')}.`);
  if (t === Ter.Stairs) say(turn, 'A stairwell leads down. Descend from here; there is no coming back.');
  if (floor.fire[i] !== 0) say(turn, 'You step into the flames!', 'bad');
  return true;
}

function close(turn: Turn, dx: number, dy: number): boolean {
  if (!isStep(dx, dy)) return false;
  const { player, floor } = turn.game;
  const x = player.x + dx;
  const y = player.y + dy;
  if (!inBounds(floor, x, y) || floor.terrain[y * floor.width + x] !== Ter.DoorOpen) {
    return refuse(turn, 'There is no open door there.');
  }
  const i = y * floor.width + x;
  if (doorwayBlocked(floor, i)) return refuse(turn, 'Something is in the doorway; the door will not shut.');
  face(turn.game, dx, dy);
  setTerrain(floor, i, Ter.DoorClosed);
  emit(turn, { type: 'door', actor: turn.game.player.id, at: { x, y }, open: false });
  say(turn, 'You close the door.');
  return true;
}

function descend(turn: Turn): boolean {
  const { game } = turn;
  const { player, floor } = game;
  if (floor.terrain[player.y * floor.width + player.x] !== Ter.Stairs)
    return refuse(turn, 'There are no stairs here.');
  const depth = floor.depth + 1;
  const bare = buildFloor(game.seed, Math.min(depth, LAST_FLOOR), game.rules?.difficulty, contentOf(game));
  game.floor = bare.floor;
  // A new floor: the player knows nothing of it yet.
  player.knowledge = newKnowledge(bare.floor.width * bare.floor.height);
  game.fuses = {};
  player.burning = 0;
  movePlayer(game, bare.start.x, bare.start.y);
  if (game.rules !== undefined) faceInto(game);
  game.stats.deepestFloor = Math.max(game.stats.deepestFloor, depth);
  say(
    turn,
    depth >= LAST_FLOOR
      ? 'Floor 5: the engine deck. The console must be close.'
      : `You climb down to floor ${depth}.`,
    'info',
  );
  scheduleFloor(game, turn);
  // The new floor's schedule starts with the player's turn: take it off, as if just returned.
  const sched = loadSchedule(game);
  sched.next();
  sched.add(game.player.id, { delay: ACTION_TIME });
  saveSchedule(game, sched);
  return true;
}
