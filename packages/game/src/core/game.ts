import { createRng, type Rng } from '@hullbreach/toolkit';
import type { Command, CommandResult } from './api.js';
import { runMonsters } from './ai.js';
import { cannotFire, fireAt, playerMelee, wieldedItem } from './combat.js';
import {
  AMMO_BOX,
  AMMO_NAMES,
  ITEMS,
  LAST_FLOOR,
  PLAYER,
  WEAPONS,
  ammoOfItem,
  isWeaponItem,
  type WeaponKind,
} from './content.js';
import { buildFloor, makeItem, type BareFloor } from './floor.js';
import { observe } from './knowledge.js';
import { say } from './log.js';
import { Ter, type GameState } from './state.js';
import { bonesAt, inBounds, isStandable, monsterAt, movePlayer } from './world.js';

/** Time one ordinary player action takes (monster delays are in the same units). */
export const ACTION_TIME = 10;

/** Options of {@link createGame}. */
export interface CreateGameOptions {
  /** Start on a hand-made floor instead of the generated docking bay (tests, demos). */
  readonly floor?: BareFloor;
}

/** A new run from a seed: the docking bay, a pistol, and the log's first lines. */
export function createGame(seed: number | string, options: CreateGameOptions = {}): GameState {
  const bare = options.floor ?? buildFloor(seed, 0, 0);
  const pistolId = 1;
  const game: GameState = {
    version: 1,
    seed,
    turn: 0,
    rng: createRng(seed).fork('gameplay').getState(),
    outcome: 'playing',
    causeOfDeath: null,
    player: {
      x: bare.start.x,
      y: bare.start.y,
      hp: PLAYER.hp,
      maxHp: PLAYER.hp,
      oxygen: PLAYER.oxygen,
      maxOxygen: PLAYER.oxygen,
      armour: 0,
      next: 0,
      inventory: [makeItem(pistolId, 'pistol', -1, -1, WEAPONS.pistol.capacity)],
      wielded: pistolId,
      ammo: { bullets: PLAYER.startBullets, shells: 0, slugs: 0 },
    },
    floor: bare.floor,
    nextId: 2,
    log: [],
    stats: { turns: 0, kills: 0, deepestFloor: bare.floor.depth, damageTaken: 0, shotsFired: 0 },
  };
  movePlayer(game, bare.start.x, bare.start.y);
  if (options.floor === undefined) {
    say(game, 'The shuttle seals behind you. The Kestrel is dark, and falling.', 'info');
    say(
      game,
      'Carry the core down to the engine deck on floor 5. Bump into things to open or hit them.',
      'info',
    );
  }
  observe(game);
  return game;
}

/** Carries out one player command and, if it took time, lets the station answer. */
export function perform(game: GameState, command: Command): CommandResult {
  if (game.outcome !== 'playing') return { tookTurn: false };
  const rng = createRng(0);
  rng.setState(game.rng);
  const took = act(game, rng, command);
  if (took) {
    game.turn++;
    game.stats.turns = game.turn;
    game.player.next += ACTION_TIME;
    observe(game);
    if (game.outcome === 'playing') runMonsters(game, rng);
  }
  game.rng = rng.getState();
  return { tookTurn: took };
}

function refuse(game: GameState, text: string): false {
  say(game, text, 'warn');
  return false;
}

function isStep(dx: number, dy: number): boolean {
  return (
    Number.isInteger(dx) &&
    Number.isInteger(dy) &&
    Math.abs(dx) <= 1 &&
    Math.abs(dy) <= 1 &&
    (dx !== 0 || dy !== 0)
  );
}

function act(game: GameState, rng: Rng, command: Command): boolean {
  switch (command.kind) {
    case 'move':
      return move(game, rng, command.dx, command.dy);
    case 'wait':
      return true;
    case 'close':
      return close(game, command.dx, command.dy);
    case 'pickup':
      return pickUp(game);
    case 'fire': {
      const why = cannotFire(game, command.x, command.y);
      if (why !== undefined) return refuse(game, why);
      if (!inBounds(game.floor, command.x, command.y)) return refuse(game, 'That is off the map.');
      fireAt(game, rng, command.x, command.y);
      return true;
    }
    case 'reload':
      return reload(game);
    case 'descend':
      return descend(game);
    case 'use':
      return use(game, command.slot);
    case 'wield':
      return wield(game, command.slot);
    case 'drop':
      return drop(game, command.slot);
    default:
      return false;
  }
}

function move(game: GameState, rng: Rng, dx: number, dy: number): boolean {
  if (!isStep(dx, dy)) return false;
  const { player, floor } = game;
  const x = player.x + dx;
  const y = player.y + dy;
  if (!inBounds(floor, x, y)) return refuse(game, 'There is nothing that way.');
  const m = monsterAt(floor, x, y);
  if (m !== undefined) {
    playerMelee(game, rng, m);
    return true;
  }
  const i = y * floor.width + x;
  const t = floor.terrain[i];
  if (t === Ter.Console) {
    game.outcome = 'won';
    say(
      game,
      'You lock the core into the engine console. Deep below, the drives wake and the station begins to climb.',
      'good',
    );
    return true;
  }
  if (t === Ter.DoorClosed) {
    floor.terrain[i] = Ter.DoorOpen;
    if (i === floor.innerDoor) {
      floor.innerDoor = -1;
      say(game, 'The door grinds open. Whoever wrote that warning is not here to argue.', 'warn');
    } else {
      say(game, 'You open the door.');
    }
    return true;
  }
  if (!isStandable(t)) {
    return refuse(
      game,
      t === Ter.Window
        ? 'Thick glass; stars beyond.'
        : t === Ter.Void
          ? 'Only space out there.'
          : 'A wall blocks the way.',
    );
  }
  movePlayer(game, x, y);
  const here = floor.items.filter((it) => it.x === x && it.y === y);
  if (here.length > 0) say(game, `You see here: ${here.map((it) => ITEMS[it.kind].name).join(', ')}.`);
  if (t === Ter.Stairs) say(game, 'A stairwell leads down. Press > to descend; there is no coming back.');
  return true;
}

function close(game: GameState, dx: number, dy: number): boolean {
  if (!isStep(dx, dy)) return false;
  const { player, floor } = game;
  const x = player.x + dx;
  const y = player.y + dy;
  if (!inBounds(floor, x, y) || floor.terrain[y * floor.width + x] !== Ter.DoorOpen) {
    return refuse(game, 'There is no open door there.');
  }
  const i = y * floor.width + x;
  if (
    floor.occupant[i] !== 0 ||
    bonesAt(floor, x, y) !== undefined ||
    floor.items.some((it) => it.x === x && it.y === y)
  ) {
    return refuse(game, 'Something is in the doorway; the door will not shut.');
  }
  floor.terrain[i] = Ter.DoorClosed;
  say(game, 'You close the door.');
  return true;
}

function pickUp(game: GameState): boolean {
  const { player, floor } = game;
  const item = floor.items.find((it) => it.x === player.x && it.y === player.y);
  if (item === undefined) return refuse(game, 'There is nothing here to pick up.');
  const ammo = ammoOfItem(item.kind);
  const take = (): void => {
    floor.items.splice(floor.items.indexOf(item), 1);
  };
  if (ammo !== undefined) {
    take();
    const rounds = AMMO_BOX[ammo];
    player.ammo[ammo] += rounds;
    say(game, `You pocket ${rounds} ${AMMO_NAMES[ammo]}.`, 'good');
    return true;
  }
  if (isWeaponItem(item.kind) && item.kind !== 'chainsaw') {
    const same = player.inventory.find((it) => it.kind === item.kind);
    if (same !== undefined) {
      const ammoKind = WEAPONS[item.kind].ammo;
      if (ammoKind !== undefined) {
        take();
        player.ammo[ammoKind] += item.loaded;
        say(
          game,
          `You already have a ${ITEMS[item.kind].name}; you strip ${item.loaded} ${AMMO_NAMES[ammoKind]} from this one.`,
          'good',
        );
        return true;
      }
    }
  }
  if (player.inventory.length >= PLAYER.inventorySize) return refuse(game, 'Your pack is full.');
  take();
  item.x = -1;
  item.y = -1;
  player.inventory.push(item);
  say(game, `You pick up the ${ITEMS[item.kind].name}.`, 'good');
  if (isWeaponItem(item.kind) && player.wielded === 0) player.wielded = item.id;
  return true;
}

function reload(game: GameState): boolean {
  const item = wieldedItem(game);
  if (item === undefined) return refuse(game, 'Your fists need no reloading.');
  const w = WEAPONS[item.kind as WeaponKind];
  if (w.ammo === undefined) return refuse(game, `The ${w.name} takes no ammunition.`);
  if (item.loaded >= w.capacity) return refuse(game, `The ${w.name} is already full.`);
  const reserve = game.player.ammo[w.ammo];
  if (reserve <= 0) return refuse(game, `You have no ${AMMO_NAMES[w.ammo]}.`);
  const n = Math.min(w.capacity - item.loaded, reserve);
  item.loaded += n;
  game.player.ammo[w.ammo] -= n;
  say(game, `You reload the ${w.name}.`);
  return true;
}

function descend(game: GameState): boolean {
  const { player, floor } = game;
  if (floor.terrain[player.y * floor.width + player.x] !== Ter.Stairs)
    return refuse(game, 'There are no stairs here.');
  const depth = floor.depth + 1;
  const bare = buildFloor(game.seed, Math.min(depth, LAST_FLOOR), player.next + ACTION_TIME);
  game.floor = bare.floor;
  movePlayer(game, bare.start.x, bare.start.y);
  game.stats.deepestFloor = Math.max(game.stats.deepestFloor, depth);
  say(
    game,
    depth >= LAST_FLOOR
      ? 'Floor 5: the engine deck. The console must be close.'
      : `You climb down to floor ${depth}.`,
    'info',
  );
  return true;
}

function use(game: GameState, slot: number): boolean {
  const { player } = game;
  const item = player.inventory[slot];
  if (item === undefined) return refuse(game, 'You have nothing in that slot.');
  if (isWeaponItem(item.kind)) return wield(game, slot);
  if (item.kind === 'medkit') {
    if (player.hp >= player.maxHp) return refuse(game, 'You are not hurt.');
    const healed = Math.min(PLAYER.medkitHeal, player.maxHp - player.hp);
    player.hp += healed;
    player.inventory.splice(slot, 1);
    say(game, `You patch yourself up (+${healed} HP).`, 'good');
    return true;
  }
  if (item.kind === 'armour') {
    if (player.armour >= PLAYER.maxArmour) return refuse(game, 'You cannot strap on any more plating.');
    player.armour = Math.min(PLAYER.maxArmour, player.armour + PLAYER.armourPlate);
    player.inventory.splice(slot, 1);
    say(game, 'You strap the plate on.', 'good');
    return true;
  }
  return refuse(game, 'You cannot use that.');
}

function wield(game: GameState, slot: number): boolean {
  const { player } = game;
  const item = player.inventory[slot];
  if (item === undefined) return refuse(game, 'You have nothing in that slot.');
  if (!isWeaponItem(item.kind)) return refuse(game, 'That is not a weapon.');
  if (player.wielded === item.id) return refuse(game, `You already hold the ${ITEMS[item.kind].name}.`);
  player.wielded = item.id;
  say(game, `You ready the ${ITEMS[item.kind].name}.`);
  return true;
}

function drop(game: GameState, slot: number): boolean {
  const { player, floor } = game;
  const item = player.inventory[slot];
  if (item === undefined) return refuse(game, 'You have nothing in that slot.');
  player.inventory.splice(slot, 1);
  if (player.wielded === item.id) player.wielded = 0;
  item.x = player.x;
  item.y = player.y;
  floor.items.push(item);
  say(game, `You drop the ${ITEMS[item.kind].name}.`);
  return true;
}
