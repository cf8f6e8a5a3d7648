/**
 * The whole game as plain data: no classes, no closures. Typed arrays hold the grids; everything
 * else is numbers, strings, arrays and plain objects, so the state serialises and hashes as is.
 */
import type { RngState } from '@hullbreach/toolkit';
import type { AmmoKind, GearSlot, ItemKind, MonsterKind, StatKind } from './content.js';
import type { Outcome } from './api.js';
import type { RunRules } from './run-rules.js';
import type { ScheduleState } from './schedule-ids.js';
import type { VaultFixture } from '../content/records.js';

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
  /** A vault door that opens for the key card bearing its code. */
  CardDoor: 9,
  /** A vault door whose interlock opens only with the same pressure on both sides. */
  PressureDoor: 10,
  /** A vault door opened by pressing its switch plates in order. */
  SealedDoor: 11,
  /** A switch plate set in a wall, not pressed. */
  Switch: 12,
  /** A switch plate set in a wall, pressed. */
  SwitchOn: 13,
} as const;

/** One of the `Ter` codes. */
export type TerCode = (typeof Ter)[keyof typeof Ter];

/**
 * The player's actor id: the schedule, the cells' occupants and events name the player by it, as
 * they name a monster by its own. No monster ever gets it (a floor numbers its monsters from
 * 100001, an Endless chunk from its id base, the game's own counter starts at 2).
 */
export const PLAYER_ID = 1;

/** An item, lying on the floor (x, y >= 0) or carried (x = y = -1). */
export interface Item {
  id: number;
  kind: ItemKind;
  x: number;
  y: number;
  /** Weapons: rounds loaded (or fuel); other items: unused (0). */
  loaded: number;
  /** Key cards: the code of the card lock it opens. */
  code?: string;
}

/** What the player remembers of an item on the floor. */
export interface ItemMemory {
  id: number;
  kind: ItemKind;
  x: number;
  y: number;
  loaded: number;
}

/**
 * A monster. A skeleton that has fallen apart stays in the list as bones. When it next acts is
 * kept by the game's schedule, not here.
 */
export interface Monster {
  id: number;
  kind: MonsterKind;
  x: number;
  y: number;
  hp: number;
  /** Turns it goes on burning (0 = not on fire). */
  burning: number;
  /**
   * What it knows of the floor beyond the layout it was born knowing (`FloorState.familiar`):
   * cell index -> terrain code as last seen, for cells seen to differ from that layout.
   */
  known: Record<number, number>;
  /**
   * Which cells it would plan through differently from the familiar layout, as "cell:walkable,"
   * pairs ('' = none): monsters with the same key share walk maps. Follows from `known`.
   */
  walkKey: string;
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
  /** Its variant (variants.ts: 'volatile', 'shielded', ...), absent for the plain kind. */
  variant?: string;
  /** Stunned: it loses its actions until this turn (absent = not stunned). */
  stunnedUntil?: number;
}

/**
 * A note written on the map: prose (the docking-bay warning), or the plate of a vault fixture,
 * which holds its typed facts (a card lock's code, a switch plate's number) and no text: the
 * rules read the fields, and the words the player reads are derived from them (notes.ts).
 */
export type Note = TextNote | FixtureNote;

/** A note of prose: its text is all it says. */
export interface TextNote {
  x: number;
  y: number;
  text: string;
  fixture?: undefined;
  seen: boolean;
}

/** The plate of a vault fixture: its facts as fields; `noteText` (notes.ts) words them. */
export interface FixtureNote {
  x: number;
  y: number;
  fixture: VaultFixture;
  text?: undefined;
  seen: boolean;
}

/** The floor the player is on (floors above are gone: the way down is one-way). */
export interface FloorState {
  depth: number;
  width: number;
  height: number;
  /**
   * World position of the window's cell (0, 0): the campaign's floor is a world of one bounded
   * piece at (0, 0); in Endless the window is the 3x3 chunks around the player's chunk.
   */
  originX: number;
  originY: number;
  /** Endless only: locked doors, turns of forcing each still needs (0 = not locked). */
  lock?: Uint8Array;
  /** Real terrain, `Ter` codes. Change it only through `setTerrain` (cells.ts). */
  terrain: Uint8Array;
  /**
   * The layout every monster is born knowing ("familiar"): the terrain as generated. A monster's
   * own `known` overrides hold what it has since seen change.
   */
  familiar: Uint8Array;
  /** Occupant of each cell: 0 none, else the actor id of who stands there (the player's is `PLAYER_ID`). Bones do not occupy. */
  occupant: Int32Array;
  /** Air pressure of each cell, 0 (vacuum) to `FULL_AIR`; solids keep 0. */
  air: Uint8Array;
  /** Steps to the nearest open space, for cells whose air was moving at the last update; else 0. */
  flow: Int32Array;
  /** Turns each cell goes on burning (0 = no fire). */
  fire: Uint8Array;
  /** Turns each open door's doorway has stood empty (it shuts at `DOOR_CLOSE_TURNS`). */
  doorAge: Uint8Array;
  /** The change clock when each cell last changed in a way observers can see (0 = as generated). */
  stamp: Int32Array;
  /** The change clock: bumped by every knowable change of a cell. */
  clock: number;
  /** Bumped whenever any cell's terrain changes; caches of walk maps and air flow key on it. */
  layout: number;
  /** Cells whose stamp is above 0, in the order they first changed. */
  changed: number[];
  /** Fixed lights of the floor (emergency lamps, consoles). */
  lights: LightSource[];
  /** Lights of this turn only: muzzle flashes and blasts (cleared when the player next acts). */
  flashes: LightSource[];
  items: Item[];
  /** Monsters by id (keys ascend, so iteration order is by id). */
  monsters: Record<number, Monster>;
  notes: Note[];
  /** The first time the player opens the inner door of the docking bay. */
  innerDoor: number;
  /**
   * Ids of the items the player has stood on while they lay on this floor: auto-explore walks to
   * items it has not yet visited, once each (absent in saves from before it existed = none).
   */
  visitedItems?: number[];
  /** Runs with rules: who made each hole in the hull (cell index -> 'the window you shot'), for the morgue. */
  holes?: Record<number, string>;
}

/** A light fixed on the floor. */
export interface LightSource {
  x: number;
  y: number;
  /** 0xRRGGBB. */
  colour: number;
  radius: number;
}

/** The player. */
export interface PlayerState {
  /** Its actor id, {@link PLAYER_ID} (on the schedule, in `occupant` and in events). */
  id: number;
  x: number;
  y: number;
  hp: number;
  maxHp: number;
  oxygen: number;
  maxOxygen: number;
  armour: number;
  /** Turns the player goes on burning (0 = not on fire). */
  burning: number;
  inventory: Item[];
  /** Id of the wielded weapon (carried), or 0 for fists. */
  wielded: number;
  ammo: Record<AmmoKind, number>;
  /** Stats, experience, energy and worn equipment (character.ts). */
  character: CharacterState;
  /**
   * What the player knows: of the floor's (the window's) cells, and in Endless of the chunks out of
   * the window. The floor holds only the world.
   */
  knowledge: PlayerKnowledge;
  /**
   * Where the player faces, in degrees (0 = east, 90 = south): the last step, bump, shot or door
   * closed. The cone lamp shines this way. Absent in games without rules (round lamp).
   */
  facing?: number;
}

/**
 * What the player knows of the cells of the floor (the Endless window): remembered terrain, when
 * each cell was last re-seen, what is in view and seen this turn, remembered items. Indexed like
 * the floor's grids; read it through {@link knowledgeOf}.
 */
export interface WindowKnowledge {
  /** Remembered terrain: `Ter` code + 1, 0 = never seen. */
  memory: Uint8Array;
  /** The floor's change clock when the player last re-saw each cell (-1 = never). */
  seenAt: Int32Array;
  /** Cells in the player's field of view this turn (nonzero); a monster there sees the player. */
  visible: Uint8Array;
  /** Cells the player sees this turn: in view and lit, or open space (nonzero). */
  seen: Uint8Array;
  /** Items as the player last saw them lying on the floor, by id. */
  itemMemory: ItemMemory[];
}

/** The player's knowledge of the cells of the floor (the Endless window): the player's own record. */
export function knowledgeOf(game: GameState): WindowKnowledge {
  return game.player.knowledge;
}

/**
 * The player's knowledge record, kept with the player, not with the world (as each monster keeps
 * its own `known`): the window's cells, and what is kept of chunks out of it.
 */
export interface PlayerKnowledge extends WindowKnowledge {
  /**
   * Endless, by chunk ("cx,cy"): the player's memory, seen times and remembered items of a chunk
   * that left the window, packed by `encodeKnowledge` (endless/chunk.ts); absent until one has.
   * Stored chunks hold only the world.
   */
  chunks?: Record<string, Uint8Array>;
}

/** The player's character: stats raised on levelling up, energy for devices, worn equipment. */
export interface CharacterState {
  /** Points in each stat (0 at the start). */
  stats: Record<StatKind, number>;
  level: number;
  /** Experience gathered from kills since the run began. */
  xp: number;
  /** Level-ups not yet spent on a stat. */
  points: number;
  energy: number;
  /** Turns played since energy last rose (regains a point every few turns). */
  charge: number;
  /** Ids of the carried items worn in each slot (0 = empty). */
  gear: Record<GearSlot, number>;
}

/** A blast waiting to go off. */
export interface Fuse {
  x: number;
  y: number;
  radius: number;
  /** What the blast is, for the log and the cause of death ("bloat"). */
  source: string;
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
  /** Runs with rules: kills by kind ('zombie', 'volatile zombie'), for the morgue. */
  killed?: Record<string, number>;
}

/** Where the Endless window stands in the world, and how far the world has grown. */
export interface WorldState {
  /** The chunk the player is in: the centre of the 3x3 window. */
  cx: number;
  cy: number;
  /** Chunks generated so far (each once, the first time the player came within one chunk). */
  generated: number;
  /** Farthest chunk distance (Chebyshev, in chunks) from (0, 0) the player has stood in. */
  farthest: number;
}

/** The whole game. */
export interface GameState {
  version: 2;
  /** The station's five floors, or the endless world of chunks. */
  mode: 'campaign' | 'endless';
  /** Endless only: the window's place in the world. */
  world?: WorldState;
  seed: number | string;
  /** The run's rules (difficulty, lamp, autopickup); absent = the classic ones (run-rules.ts). */
  rules?: RunRules;
  turn: number;
  /** Gameplay stream (never used for generation or cosmetics). */
  rng: RngState;
  /**
   * The one time-ordered schedule of everything that acts: the player and monsters (by actor id), the air ('air'), fires ('fire'), doors ('doors') and fuses ('fuse:<id>'): schedule-ids.ts
   * types them. Its state as the toolkit's scheduler gives it.
   */
  schedule: ScheduleState;
  /** Fuses burning down to a blast (a killed bloat), by id. */
  fuses: Record<number, Fuse>;
  /** Re-see every visible cell each turn instead of only changed ones (for the K1 check; same results). */
  eagerKnowledge: boolean;
  outcome: Outcome;
  causeOfDeath: string | null;
  /** Adrift in a run with rules: the hole the player was pulled through ('the window you shot'). */
  lostThrough?: string;
  player: PlayerState;
  floor: FloorState;
  nextId: number;
  log: LogEntry[];
  stats: Stats;
}
