/**
 * The whole game as plain data: no classes, no closures. Typed arrays hold the grids; everything
 * else is numbers, strings, arrays and plain objects, so the state serialises and hashes as is.
 */
import type { RngState } from '@hullbreach/toolkit';
import type { AmmoKind, ItemKind, MonsterKind } from './content.js';
import type { Outcome } from './api.js';

/** Terrain codes of the real map (and, plus one, of the player's memory; 0 there = unknown). */
export const Ter = {
  Void: 0,
  Floor: 1,
  Wall: 2,
  DoorClosed: 3,
  DoorOpen: 4,
  Window: 5,
  Stairs: 6,
  Console: 7,
  Breach: 8,
} as const;

/** One of the `Ter` codes. */
export type TerCode = (typeof Ter)[keyof typeof Ter];

/** An item, lying on the floor (x, y >= 0) or carried (x = y = -1). */
export interface Item {
  id: number;
  kind: ItemKind;
  x: number;
  y: number;
  /** Weapons: rounds loaded (or fuel); other items: unused (0). */
  loaded: number;
}

/** What the player remembers of an item on the floor. */
export interface ItemMemory {
  id: number;
  kind: ItemKind;
  x: number;
  y: number;
  loaded: number;
}

/** A monster. A skeleton that has fallen apart stays in the list as bones. */
export interface Monster {
  id: number;
  kind: MonsterKind;
  x: number;
  y: number;
  hp: number;
  /** Time at which it next acts. */
  next: number;
  /** Where it last saw the player (cell index), or -1. */
  lastKnown: number;
  /** Its wander goal (cell index), or -1. */
  wander: number;
  /** 'hunting' | 'fleeing' | 'wandering' | 'bones'. */
  mode: 'hunting' | 'fleeing' | 'wandering' | 'bones';
  /** Bones only: the turn it stands up again. */
  reformAt: number;
  /** True once the player has seen it (its first sighting is announced). */
  noticed: boolean;
}

/** A note written on the map (the docking-bay warning). */
export interface Note {
  x: number;
  y: number;
  text: string;
  seen: boolean;
}

/** The floor the player is on (floors above are gone: the way down is one-way). */
export interface FloorState {
  depth: number;
  width: number;
  height: number;
  /** Real terrain, `Ter` codes. */
  terrain: Uint8Array;
  /**
   * What monsters know of the floor's layout ("familiar": the static terrain as generated, doors
   * passable even when closed). They plan only through cells marked here.
   */
  npcWalk: Uint8Array;
  /** Player memory: `Ter` code + 1, 0 = never seen. */
  memory: Uint8Array;
  /** Cells the player sees this turn (nonzero). */
  visible: Uint8Array;
  /** Occupant of each cell: 0 none, -1 the player, else a monster id. Bones do not occupy. */
  occupant: Int32Array;
  items: Item[];
  itemMemory: ItemMemory[];
  monsters: Monster[];
  notes: Note[];
  /** The first time the player opens the inner door of the docking bay. */
  innerDoor: number;
}

/** The player. */
export interface PlayerState {
  x: number;
  y: number;
  hp: number;
  maxHp: number;
  oxygen: number;
  maxOxygen: number;
  armour: number;
  next: number;
  inventory: Item[];
  /** Id of the wielded weapon (carried), or 0 for fists. */
  wielded: number;
  ammo: Record<AmmoKind, number>;
}

/** One line of the log. */
export interface LogEntry {
  text: string;
  turn: number;
  count: number;
  tone: 'info' | 'good' | 'bad' | 'warn';
}

/** Run statistics. */
export interface Stats {
  turns: number;
  kills: number;
  deepestFloor: number;
  damageTaken: number;
  shotsFired: number;
}

/** The whole game. */
export interface GameState {
  version: 1;
  seed: number | string;
  turn: number;
  /** Gameplay stream (never used for generation or cosmetics). */
  rng: RngState;
  outcome: Outcome;
  causeOfDeath: string | null;
  player: PlayerState;
  floor: FloorState;
  nextId: number;
  log: LogEntry[];
  stats: Stats;
}
