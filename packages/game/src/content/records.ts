/**
 * The record types of the content registry: one record per monster kind, item, weapon, variant,
 * vault fixture and legend character. Every table the rules read (spawn counts and weights, blow
 * verbs, sighting lines, kill experience, glyphs, the map legend) is derived from these.
 */
import type {
  FloorTable as FloorSupplies,
  GearDef,
  ItemDef,
  MonsterDef,
  WeaponDef,
} from '../core/content.js';
import type { VariantDef } from '../core/variants.js';

/** The monster kinds the game ships with (any other string id is a kind a content pack added). */
export type BuiltinMonsterId = 'zombie' | 'skeleton' | 'bloat' | 'tank';

/**
 * How a difficulty's crew numbers apply to a kind: `crew` kinds get the difficulty's `monsters`
 * added on floors 1-5, `heavy` kinds its `tanks` on floors 3-5 and its `tankSight` as their sight;
 * `none` is left as the table says.
 */
export type DifficultyGroup = 'crew' | 'heavy' | 'none';

/**
 * An Endless spawn weight at chunk distance d: 0 below `from`, else `base + d / divisor` (no
 * divisor: just `base`), at most `cap`. Written this way so the built-in weights are the same
 * floating-point numbers as before the registry.
 */
export interface EndlessWeight {
  readonly from: number;
  readonly base: number;
  readonly divisor?: number;
  readonly cap?: number;
}

/** Where and how often a kind spawns. */
export interface MonsterSpawn {
  /** Count on each campaign floor, by depth (index 0 = the docking bay). Missing depths: 0. */
  readonly floors: readonly number[];
  /** Weight among the kinds an Endless chunk draws from. */
  readonly endless: EndlessWeight;
}

/** What the AI, the rules and the bot ask of a kind instead of its name. */
export interface MonsterTraits {
  /**
   * Falls into bones at 0 HP instead of dying (unless fire or a blast did it) and stands up again
   * after `SKELETON_REFORM_TURNS`.
   */
  readonly reforms: boolean;
  /** How a difficulty changes it. */
  readonly difficulty: DifficultyGroup;
  /** The bot keeps clear of it unless it carries a weapon that gets through heavy armour. */
  readonly heavy: boolean;
}

/** One monster kind: what it is, how it fights, what the log says of it and where it spawns. */
export interface MonsterRecord extends MonsterDef {
  /** Its kind id, kept in the state (`Monster.kind`). */
  readonly id: string;
  /** Experience its kill is worth. */
  readonly xp: number;
  /** Its landed blow, as in "The zombie bites you for 3." (without the article and name). */
  readonly verb: string;
  /** The log line when the player first sees one. */
  readonly sighting: string;
  readonly spawn: MonsterSpawn;
  readonly traits: MonsterTraits;
}

/** One item kind as the registry holds it: its look and text, and what it is when it is more than a thing. */
export interface ItemRecord extends ItemDef {
  readonly id: string;
  /** Set for weapons: how it fights. */
  readonly weapon?: WeaponDef;
  /** Set for equipment: what wearing it changes. */
  readonly gear?: GearDef;
}

/** One monster variant (a prefix that changes a base kind's numbers). */
export interface VariantRecord extends VariantDef {
  readonly id: string;
}

/**
 * What a campaign floor holds besides its monsters (whose counts are on the monster records), by
 * depth. `monsters` is derived: kind id -> count, in the registry's monster order.
 */
export interface FloorTable extends FloorSupplies {
  readonly monsters: Readonly<Record<string, number>>;
}

/** A floor table as the data writes it: everything but the derived monster counts. */
export type FloorItems = Omit<FloorTable, 'monsters'>;

/** Kinds of vault fixture: the pieces of a vault puzzle set in its walls. */
export type VaultFixtureKind = 'card-lock' | 'pressure-door' | 'sealed-door' | 'switch';

/**
 * A vault fixture on a cell: its kind and its typed facts (a card lock's code, a switch plate's
 * number), from which the note the player reads is written. Rules read the fields, never the text.
 */
export type VaultFixture =
  | { readonly kind: 'card-lock'; readonly code: string }
  | { readonly kind: 'pressure-door' }
  | { readonly kind: 'sealed-door' }
  | { readonly kind: 'switch'; readonly order: number };

/** One vault fixture kind: its terrain, its layout character and how its note reads. */
export interface VaultFixtureRecord {
  readonly id: VaultFixtureKind;
  /** Its terrain code (`Ter`). */
  readonly terrain: number;
  /** Its character in the vault layouts (and the shared legend). */
  readonly char: string;
}

/**
 * What a legend character stands for: a terrain, a vault fixture (vault layouts only), the
 * player's start or a monster kind on floor (hand-made floors and scenarios).
 */
export type LegendMeaning =
  | { readonly role: 'terrain'; readonly terrain: number }
  | { readonly role: 'fixture'; readonly terrain: number; readonly fixture: VaultFixtureKind }
  | { readonly role: 'player' }
  | { readonly role: 'monster'; readonly kind: string };

/** One character of the ASCII maps (floors, vaults, scenarios, the ASCII views). */
export interface LegendEntry {
  readonly char: string;
  readonly meaning: LegendMeaning;
  /** What it is, in words (for error messages and docs). */
  readonly name: string;
}
