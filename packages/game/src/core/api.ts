/**
 * The contract between the game core (rules, state, AI) and everything that shows or drives it
 * (the UI state machine, the autoplay bot, tests). The core implements it; the UI reads only
 * this view, which is built from the player's knowledge: nothing unseen may leak through it.
 *
 * The core owner may extend these types (add fields, commands, terrain kinds); do not remove
 * or rename what is here without updating every user.
 */
import type { RunRules } from './run-rules.js';
import type { MonsterRecord, VaultFixture } from '../content/records.js';

/** Terrain as the player remembers or sees it. */
export type Terrain =
  | 'void' // outside the hull: space
  | 'floor'
  | 'wall'
  | 'door-closed'
  | 'door-open'
  | 'window'
  | 'stairs-down'
  | 'console' // the engine-deck console on floor 5 (the goal)
  | 'breach' // a destroyed wall or window (a floorless hole to space)
  | 'door-card' // a vault door with a card lock
  | 'door-pressure' // a vault door with a pressure interlock
  | 'door-sealed' // a vault door opened by switch plates
  | 'switch' // a switch plate in a wall
  | 'switch-on'; // a pressed switch plate

/** Every terrain, in the order of the state's terrain codes (code 0 is 'void'). */
export const TERRAINS: readonly Terrain[] = [
  'void',
  'floor',
  'wall',
  'door-closed',
  'door-open',
  'window',
  'stairs-down',
  'console',
  'breach',
  'door-card',
  'door-pressure',
  'door-sealed',
  'switch',
  'switch-on',
];

/** A direction step, each component in -1..1. */
export interface Step {
  readonly dx: number;
  readonly dy: number;
}

/** Everything the player can ask for on their turn. */
export type Command =
  | { readonly kind: 'move'; readonly dx: number; readonly dy: number } // bump attacks, opens doors, uses the console
  | { readonly kind: 'wait' }
  | { readonly kind: 'close'; readonly dx: number; readonly dy: number }
  | { readonly kind: 'pickup' }
  | { readonly kind: 'fire'; readonly x: number; readonly y: number } // at a target cell
  | { readonly kind: 'reload' }
  | { readonly kind: 'descend' }
  | { readonly kind: 'use'; readonly slot: number } // inventory slot: medkit, armour, oxygen canister…
  | { readonly kind: 'wield'; readonly slot: number }
  | { readonly kind: 'drop'; readonly slot: number }
  /** One step of auto-explore toward the nearest unexplored place it can reach (opening a door is the step). */
  | { readonly kind: 'explore' }
  /** One step along a path through known cells to the known cell (x, y). */
  | { readonly kind: 'travel'; readonly x: number; readonly y: number }
  /** Spends a level-up on a stat ('might' | 'agility' | 'endurance'); takes no game time. */
  | { readonly kind: 'raise'; readonly stat: 'might' | 'agility' | 'endurance' }
  /** Wears the carried item in an inventory slot in its equipment slot (swapping out what was there). */
  | { readonly kind: 'equip'; readonly slot: number }
  /** Takes off what is worn in an equipment slot (it stays in the pack). */
  | { readonly kind: 'unequip'; readonly gear: 'head' | 'body' | 'hands' | 'tool' }
  /**
   * Uses an ability of a carried device, spending energy: 'blink' to the seen floor cell (x, y),
   * 'stun' everything adjacent, 'patch' the adjacent breach at (x, y) (or the first one next to you).
   */
  | {
      readonly kind: 'ability';
      readonly which: 'blink' | 'stun' | 'patch';
      readonly x?: number;
      readonly y?: number;
    };

/** A cell of the grid, as in events. */
export interface Cell {
  readonly x: number;
  readonly y: number;
}

/**
 * Something that happened during a turn, in the order it happened. The log is written from these,
 * and front ends may animate them (a shot's path, a blast, a breach). `actor` and `target` are
 * actor ids: the player's (`PLAYER_ID`, also `GameState.player.id`) or a monster's.
 */
export type GameEvent =
  | { readonly type: 'message'; readonly text: string; readonly tone: LogMessage['tone'] }
  | { readonly type: 'moved'; readonly actor: number; readonly from: Cell; readonly to: Cell }
  | { readonly type: 'door'; readonly actor: number; readonly at: Cell; readonly open: boolean }
  | {
      readonly type: 'attack';
      readonly actor: number;
      readonly target: number;
      readonly damage: number;
      readonly hit: boolean;
    }
  | {
      readonly type: 'shot';
      readonly weapon: string;
      readonly path: readonly Cell[];
      readonly stoppedBy: string;
    }
  | { readonly type: 'breach'; readonly at: Cell; readonly was: Terrain }
  | { readonly type: 'explosion'; readonly at: Cell; readonly radius: number }
  | { readonly type: 'ignite'; readonly at: Cell }
  | { readonly type: 'pulled'; readonly actor: number; readonly from: Cell; readonly to: Cell }
  | { readonly type: 'died'; readonly actor: number; readonly cause: string };

/** How a command went: whether it spent the player's turn (a refused action spends none), and what happened. */
export interface CommandResult {
  readonly tookTurn: boolean;
  /** Everything that happened while the command and the station's answer played out. */
  readonly events: readonly GameEvent[];
  /** Cells observers re-saw this turn because they had changed, plus first sightings (K5's counter). */
  readonly reobserved: number;
  /**
   * Explore and travel only: set when the journey is over, saying why ("You arrive.", "A zombie
   * comes into view.", "Explored everything you can reach."). The core has already put the reason
   * in the log (or a line of the same turn said it), so front ends need not repeat it. Absent: the
   * same command may be sent again for the next step. When not even one step could be taken,
   * `tookTurn` is false and `stop` says why.
   */
  readonly stop?: string;
}

/** The air of a cell the player sees: breathable, rushing toward a breach, or gone. */
export type AirState = 'air' | 'flowing' | 'vacuum';

/** A line of the message log; repeats are condensed into `count`. */
export interface LogMessage {
  readonly text: string;
  readonly turn: number;
  readonly count: number;
  /** Presentation hint: 'info' | 'good' | 'bad' | 'warn'. */
  readonly tone: 'info' | 'good' | 'bad' | 'warn';
}

/** An item as the player knows it (on the floor as last seen, or carried). */
export interface ItemView {
  readonly id: number;
  readonly kind: string; // 'pistol', 'shotgun', 'medkit', 'ammo-bullets', …
  readonly name: string;
  readonly glyph: string;
  readonly colour: number; // 0xRRGGBB
  readonly x: number;
  readonly y: number;
  /** Weapons: rounds loaded and capacity; stacks: quantity; a key card: its code. In words, for display. */
  readonly detail?: string;
  /** Weapons: the rounds (or fuel) loaded, as a number (`detail` words it). */
  readonly loaded?: number;
  /** A key card: the code of the card lock it opens (`detail` words it). */
  readonly code?: string;
  /**
   * What it is, in words, from the game's content (a pack may change it). The core's view always
   * gives it; views made by hand may leave it out.
   */
  readonly description?: string;
}

/** A creature the player can currently see. */
export interface ActorView {
  readonly id: number;
  readonly kind: string; // 'zombie', 'skeleton', 'bloat', 'tank'
  readonly name: string;
  readonly glyph: string;
  readonly colour: number;
  readonly x: number;
  readonly y: number;
  readonly hp: number;
  readonly maxHp: number;
  /** Short status for examine: 'hunting', 'fleeing', 'wandering', 'bones (re-forms in 4)'. */
  readonly status: string;
  readonly description: string;
  /** Its variant ('volatile', 'shielded', 'swift', ...), absent for the plain kind; `name` carries the prefix. */
  readonly variant?: string;
}

/** Writing the player has seen on a wall or door (the docking-bay warning, a vault plate), for examine. */
export interface NoteView {
  readonly x: number;
  readonly y: number;
  /** What it says, in words (for a vault plate, worded from `fixture`). */
  readonly text: string;
  /** A vault fixture's plate: its typed facts (a card lock's code, a switch plate's number). */
  readonly fixture?: VaultFixture;
}

/** The player's wielded weapon. */
export interface WeaponView {
  readonly name: string;
  readonly melee: boolean;
  readonly loaded: number; // rounds in the weapon (0 for melee)
  readonly capacity: number;
  readonly reserve: number; // spare rounds of its ammo type carried
  /** Kind of the wielded item ('fists' when none), e.g. 'pistol', 'chainsaw'. */
  readonly kind: string;
  /** Farthest a shot reaches, in cells (1 for melee). */
  readonly range: number;
}

/** Spare ammunition of one type that the player carries. */
export interface AmmoView {
  readonly kind: string; // 'bullets' | 'shells' | 'slugs'
  readonly name: string; // 'pistol rounds'
  /** The weapon kind that fires it. */
  readonly weapon: string;
  readonly count: number;
}

/** The player's own state. */
export interface PlayerView {
  readonly x: number;
  readonly y: number;
  readonly hp: number;
  readonly maxHp: number;
  readonly oxygen: number;
  readonly maxOxygen: number;
  /** True when the player's cell has breathable air (oxygen refills); false in vacuum (it drains). */
  readonly breathing: boolean;
  /** True while the player is on fire. */
  readonly burning: boolean;
  readonly armour: number;
  readonly weapon: WeaponView;
  readonly inventory: readonly ItemView[];
  /** Spare ammunition by type (every type, zero counts included). */
  readonly ammo: readonly AmmoView[];
  /** Stats, level, energy, equipment and abilities (absent only in hand-made views). */
  readonly character?: CharacterView;
}

/** The player's character as the HUD and the character screen show it. */
export interface CharacterView {
  readonly level: number;
  readonly xp: number;
  /** Experience at which the next level-up comes. */
  readonly nextXp: number;
  /** Level-ups waiting to be spent with the `raise` command. */
  readonly points: number;
  /** Each stat: 'might' (melee damage, pack space), 'agility' (dodging, aim), 'endurance' (HP, oxygen). */
  readonly stats: readonly StatView[];
  readonly energy: number;
  readonly maxEnergy: number;
  /** Every equipment slot, in the order head, body, hands, tool; `item` absent when empty. */
  readonly gear: readonly GearView[];
  /** Abilities of the devices carried, with whether there is energy for them now. */
  readonly abilities: readonly AbilityView[];
}

/** One stat. */
export interface StatView {
  readonly stat: 'might' | 'agility' | 'endurance';
  readonly value: number;
  /** What a point does, for the character screen. */
  readonly effect: string;
}

/** One equipment slot. */
export interface GearView {
  readonly slot: 'head' | 'body' | 'hands' | 'tool';
  readonly item?: ItemView;
}

/** An ability the player can use now or once there is energy. */
export interface AbilityView {
  readonly which: 'blink' | 'stun' | 'patch';
  readonly name: string;
  readonly cost: number;
  /** True when there is energy enough now. */
  readonly ready: boolean;
  /** Blink: farthest jump in cells; patch: 1 (adjacent); stun: 1 (adjacent). */
  readonly range: number;
}

/** Where a shot would fly, as {@link GameView.lineOfFire} judges it from the player's knowledge. */
export interface LineOfFire {
  /**
   * The cells the shot passes, in order, not counting the player's: up to and including the aimed
   * cell when clear, else up to and including the cell it stops at (or the last in range).
   */
  readonly path: readonly Cell[];
  /** True when nothing the player knows of stops it before the aimed cell, and that cell is in range. */
  readonly clear: boolean;
  /** The cell it stops at short of the aim (a wall, a pane of glass, a creature), or null when clear. */
  readonly stopsAt: Cell | null;
  /**
   * What stops it: 'window', 'wall', 'door', 'console', 'a zombie' (a creature it would not pass),
   * 'vacuum' (flames), 'range' (the aim is out of reach); null when clear.
   */
  readonly stopsBy: string | null;
}

/** Statistics of the run for the end screens. */
export interface RunStats {
  readonly seed: number | string;
  readonly turns: number;
  readonly kills: number;
  readonly deepestFloor: number;
  readonly damageTaken: number;
  readonly shotsFired: number;
  /** Endless only: the farthest chunk distance from the start reached (Chebyshev, in chunks). */
  readonly farthest?: number;
}

/** Where the player stands in the Endless world (every number in world terms, not the window's). */
export interface WorldView {
  /** The chunk the player is in (32x32 cells each; the run starts in chunk 0,0). */
  readonly chunkX: number;
  readonly chunkY: number;
  /** The player's distance from the start now, in chunks (Chebyshev). */
  readonly distance: number;
  /** The farthest distance reached so far, in chunks. */
  readonly farthest: number;
  /** The player's world cell. */
  readonly x: number;
  readonly y: number;
}

/** How the run ended, if it has. */
export type Outcome = 'playing' | 'won' | 'died' | 'adrift';

/** Read-only view of a game, drawn only from the player's knowledge. */
export interface GameView {
  readonly seed: number | string;
  /** The station's five floors, or the Endless world (absent in hand-made views: the campaign). */
  readonly mode?: 'campaign' | 'endless';
  /** Endless only: the player's chunk, distance and world cell. */
  readonly world?: WorldView;
  /** The run's rules (difficulty, lamp, autopickup); absent in runs from before they existed. */
  readonly rules?: RunRules;
  /** Where the player faces, in degrees (0 = east, 90 = south); absent without rules. */
  readonly facing?: number;
  readonly depth: number; // 0..5
  readonly turn: number;
  readonly width: number;
  readonly height: number;
  readonly outcome: Outcome;
  /** Why the player died ("killed by a zombie"), when outcome is 'died' or 'adrift'. */
  readonly causeOfDeath?: string;
  readonly player: PlayerView;
  /** Remembered or seen terrain, or undefined when the player has never seen the cell. */
  knownTerrain(x: number, y: number): Terrain | undefined;
  /**
   * True when the player sees the cell this turn: in the field of view and lit (by the lamp or
   * any other light) or open space, whose stars need no light. A dark cell in view is not seen.
   */
  isVisible(x: number, y: number): boolean;
  /** The air of a cell the player sees now, or undefined for cells not in view or solid. */
  airAt(x: number, y: number): AirState | undefined;
  /** True when a cell the player sees is on fire. */
  isBurning(x: number, y: number): boolean;
  /**
   * True when the player sees a closed door with vacuum on one side and still air on another:
   * its pressure gauge shows it, and opening it would let the air rush out.
   */
  holdsVacuumBack(x: number, y: number): boolean;
  /**
   * The light falling on a cell the player sees, as linear RGB (0 = dark, 1 = full white per
   * channel; bright overlapping lights may exceed 1), or undefined for cells not seen. Walls are lit
   * only on faces both the light and the player see. Presentation only: the rules never read it.
   */
  lightAt(x: number, y: number): readonly [number, number, number] | undefined;
  /** Creatures in view now (never remembered ones). */
  visibleActors(): readonly ActorView[];
  /**
   * The record of a monster kind in the game's content (its traits: `heavy`, `reforms`; its `blast`),
   * or undefined for 'bones' and unknown kinds: what the bot asks instead of naming kinds.
   */
  kindRecord(kind: string): MonsterRecord | undefined;
  /** Floor items as the player last saw them. */
  knownItems(): readonly ItemView[];
  /** Visible enemies a gun could target, nearest first. */
  targets(): readonly ActorView[];
  /**
   * The line a shot of the wielded weapon aimed at (x, y) would fly, and where it would stop, as
   * far as the player knows (remembered terrain, creatures seen now): the same cells the real shot
   * takes. Aiming at the player's own cell gives an empty path.
   */
  lineOfFire(x: number, y: number): LineOfFire;
  /** Writing the player has seen (the warning by the inner door of the docking bay). */
  knownNotes(): readonly NoteView[];
  /** The nearest stairs the player knows of, or the engine console on the last floor (for `>`). */
  knownExit(): Cell | undefined;
  /** The message log, oldest first. */
  readonly log: readonly LogMessage[];
  readonly stats: RunStats;
}
