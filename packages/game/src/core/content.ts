/**
 * The game's numbers and item, weapon and floor tables. The monster kinds are records of the
 * content registry (src/content/monsters.ts); MONSTERS and KILL_XP here are derived from them.
 * Every table the game reads goes through the registry (src/content/registry.ts).
 */
import { BUILTIN_MONSTERS } from '../content/monsters.js';
import type { BuiltinMonsterId } from '../content/records.js';

// The character's tables (equipment, devices and abilities, stats) live in gear.ts, one idea apart.
export * from './gear.js';
import type { DeviceKind, GearKind } from './gear.js';
import type { StationOptions } from '@hullbreach/toolkit/gen';

/**
 * A monster kind's id ('zombie', or any id a content pack adds). The built-in ids are typed as
 * {@link BuiltinMonsterId}; the records live in the content registry (src/content/).
 */
export type MonsterKind = string;

export type { BuiltinMonsterId };

/** What a monster is and how it fights. */
export interface MonsterDef {
  readonly name: string;
  readonly glyph: string;
  readonly colour: number;
  readonly hp: number;
  /** Hits whose penetration is below this do nothing. */
  readonly armour: number;
  /** Melee damage dice. */
  readonly damage: string;
  /** Chance that a melee swing connects. */
  readonly accuracy: number;
  /** Time units between actions (the player's ordinary action takes 10). */
  readonly delay: number;
  /** Flees when hp / maxHp falls below this (0 = never). */
  readonly flee: number;
  /** Sight radius in cells. */
  readonly sight: number;
  /** Floats: never pulled by venting air, never falls into space. */
  readonly floats: boolean;
  /** Blast radius when it dies (0 = none). */
  readonly blast: number;
  readonly description: string;
}

/** The built-in monster kinds' numbers, by id (derived from the registry's built-in records). */
export const MONSTERS: Readonly<Record<BuiltinMonsterId, MonsterDef>> = Object.fromEntries(
  BUILTIN_MONSTERS.map((m) => [m.id, m]),
) as unknown as Record<BuiltinMonsterId, MonsterDef>;

/** Turns a skeleton's bones lie before it stands up again. */
export const SKELETON_REFORM_TURNS = 12;

/** Ammunition types. */
export type AmmoKind = 'bullets' | 'shells' | 'slugs' | 'belts' | 'rockets' | 'fuel';

/** Every ammunition type, in a fixed order. */
export const AMMO_KINDS: readonly AmmoKind[] = ['bullets', 'shells', 'slugs', 'belts', 'rockets', 'fuel'];

/** Display names of the ammunition types. */
export const AMMO_NAMES: Readonly<Record<AmmoKind, string>> = {
  bullets: 'pistol rounds',
  shells: 'shotgun shells',
  slugs: 'rifle rounds',
  belts: 'machine-gun rounds',
  rockets: 'rockets',
  fuel: 'fuel',
};

/** Kinds of weapon the player can wield ('fists' is the bare-handed default). */
export type WeaponKind =
  'fists' | 'chainsaw' | 'pistol' | 'shotgun' | 'rifle' | 'machine-gun' | 'rocket-launcher' | 'flamethrower';

/** How a weapon's shot behaves. */
export type ShotKind = 'melee' | 'bullet' | 'rocket' | 'flame';

/** How a weapon hurts. */
export interface WeaponDef {
  readonly name: string;
  readonly melee: boolean;
  /** Penetration, compared with the target's armour. */
  readonly pen: number;
  /** Damage dice per hit (per pellet for the shotgun). */
  readonly damage: string;
  /** Melee: fuel capacity (0 = unlimited); guns: magazine size. */
  readonly capacity: number;
  readonly ammo?: AmmoKind;
  readonly range: number;
  /** Pellets per shot (shotgun). */
  readonly pellets: number;
  /** Pellet scatter, in cells at full range, either side. */
  readonly spread: number;
  /** True when the projectile keeps going past what it hurts (the PEN − armour rule). */
  readonly pierces: boolean;
  /** What each shot is. */
  readonly shot: ShotKind;
  /** Shots per trigger pull, one round each (the machine gun's burst). */
  readonly burst: number;
}

/** The weapon table. */
export const WEAPONS: Readonly<Record<WeaponKind, WeaponDef>> = {
  fists: {
    name: 'fists',
    melee: true,
    pen: 2,
    damage: '1d2+1',
    capacity: 0,
    range: 1,
    pellets: 1,
    spread: 0,
    pierces: false,
    shot: 'melee',
    burst: 1,
  },
  chainsaw: {
    name: 'chainsaw',
    melee: true,
    pen: 10,
    damage: '2d3+3',
    capacity: 12,
    range: 1,
    pellets: 1,
    spread: 0,
    pierces: false,
    shot: 'melee',
    burst: 1,
  },
  pistol: {
    name: 'pistol',
    melee: false,
    pen: 3,
    damage: '1d3+2',
    capacity: 8,
    ammo: 'bullets',
    range: 12,
    pellets: 1,
    spread: 0,
    pierces: false,
    shot: 'bullet',
    burst: 1,
  },
  shotgun: {
    name: 'shotgun',
    melee: false,
    pen: 4,
    damage: '1d2+1',
    capacity: 4,
    ammo: 'shells',
    range: 6,
    pellets: 6,
    spread: 2,
    pierces: false,
    shot: 'bullet',
    burst: 1,
  },
  rifle: {
    name: 'rifle',
    melee: false,
    pen: 7,
    damage: '1d3+4',
    capacity: 5,
    ammo: 'slugs',
    range: 20,
    pellets: 1,
    spread: 0,
    pierces: true,
    shot: 'bullet',
    burst: 1,
  },
  'machine-gun': {
    name: 'machine gun',
    melee: false,
    pen: 4,
    damage: '1d3+1',
    capacity: 24,
    ammo: 'belts',
    range: 14,
    pellets: 1,
    spread: 0,
    pierces: false,
    shot: 'bullet',
    burst: 4,
  },
  'rocket-launcher': {
    name: 'rocket launcher',
    melee: false,
    pen: 10,
    damage: '2d4+4',
    capacity: 1,
    ammo: 'rockets',
    range: 20,
    pellets: 1,
    spread: 0,
    pierces: false,
    shot: 'rocket',
    burst: 1,
  },
  flamethrower: {
    name: 'flamethrower',
    melee: false,
    pen: 0,
    damage: '1d3',
    capacity: 12,
    ammo: 'fuel',
    range: 6,
    pellets: 5,
    spread: 1,
    pierces: true,
    shot: 'flame',
    burst: 1,
  },
};

/** Blast radius of a rocket. */
export const ROCKET_BLAST = 2;

/** Damage of a blast to everyone within its radius. */
export const BLAST_DAMAGE = '1d6+1';

/** Chance that a blast destroys a breakable wall, window or door it reaches (R2: whatever the air). */
export const BLAST_BREAK_CHANCE = 1 / 2;

/** Chance that a bullet destroys the pressure wall it hits (R1: only pressure walls). */
export const BULLET_BREAK_CHANCE = 1 / 3;

/** Turns a cell burns when flames reach it. */
export const FIRE_TURNS = 4;

/** Chance per turn that a fire spreads to each open neighbour with air. */
export const FIRE_SPREAD = 0.15;

/** Damage per turn to whoever stands in fire or is on fire. */
export const BURN_DAMAGE = '1d2';

/** Turns a creature burns after catching fire. */
export const BURN_TURNS = 3;

/** Chance that venting air drags the player a step on the turn's first atmosphere update. */
export const PLAYER_PULL_CHANCE = 1 / 3;

/** Turns an open door with an empty doorway stays open before it slides shut by itself. */
export const DOOR_CLOSE_TURNS = 6;

/** Full air pressure of a cell (a breach drains a step per atmosphere update). */
export const FULL_AIR = 6;

/** Oxygen restored by a canister. */
export const CANISTER_OXYGEN = 20;

/** Oxygen at or below which the HUD and the log warn. */
export const LOW_OXYGEN = 8;

/** HP at or below which the HUD and the log warn. */
export const LOW_HP = 6;

/** Every kind of item that can lie on the floor or be carried. */
export type ItemKind =
  | Exclude<WeaponKind, 'fists'>
  | 'medkit'
  | 'armour'
  | 'oxygen-canister'
  | 'ammo-bullets'
  | 'ammo-shells'
  | 'ammo-slugs'
  | 'ammo-belts'
  | 'ammo-rockets'
  | 'ammo-fuel'
  | GearKind
  | DeviceKind
  | 'key-card';

/** Look and text of an item kind. */
export interface ItemDef {
  readonly name: string;
  readonly glyph: string;
  readonly colour: number;
  readonly description: string;
}

/**
 * The glyph of a skeleton lying in bones (an actor like any other), apart from every terrain and
 * item glyph: `%` is the window's.
 */
export const BONES_GLYPH = ';';

/** The item table. */
export const ITEMS: Readonly<Record<ItemKind, ItemDef>> = {
  chainsaw: {
    name: 'chainsaw',
    glyph: '/',
    colour: 0xd0d040,
    description: 'A maintenance saw. Loud, thirsty, and it goes through anything.',
  },
  pistol: {
    name: 'pistol',
    glyph: '}',
    colour: 0xb0b0c0,
    description: 'A sidearm. Light rounds; armour shrugs them off.',
  },
  shotgun: {
    name: 'shotgun',
    glyph: '}',
    colour: 0xd08c40,
    description: 'A scattergun. A spray of pellets, short reach.',
  },
  rifle: {
    name: 'rifle',
    glyph: '}',
    colour: 0x60a0e0,
    description: 'A long gun. Its rounds punch through one body into the next.',
  },
  'machine-gun': {
    name: 'machine gun',
    glyph: '}',
    colour: 0x90c070,
    description: 'A belt-fed gun. Each pull of the trigger sprays a burst of light rounds.',
  },
  'rocket-launcher': {
    name: 'rocket launcher',
    glyph: '}',
    colour: 0xe07050,
    description: 'One rocket at a time. It bursts on whatever it hits, and walls give way to the blast.',
  },
  flamethrower: {
    name: 'flamethrower',
    glyph: '}',
    colour: 0xf0a020,
    description:
      'A spray of burning fuel that rolls through bodies and sets everything it passes alight. It will not light in vacuum.',
  },
  medkit: {
    name: 'medkit',
    glyph: '"',
    colour: 0xe04040,
    description: 'Sealant foam and painkillers. Restores health.',
  },
  armour: {
    name: 'armour plate',
    glyph: '[',
    colour: 0x8090a0,
    description: 'A strap-on plate that soaks up part of each blow until it wears through.',
  },
  'oxygen-canister': {
    name: 'oxygen canister',
    glyph: '!',
    colour: 0x60d0f0,
    description: 'A bottle of breathing gas. Refills your oxygen.',
  },
  'ammo-bullets': {
    name: 'box of pistol rounds',
    glyph: '=',
    colour: 0xb0b0c0,
    description: 'Rounds for a pistol.',
  },
  'ammo-shells': {
    name: 'box of shotgun shells',
    glyph: '=',
    colour: 0xd08c40,
    description: 'Shells for a shotgun.',
  },
  'ammo-slugs': {
    name: 'box of rifle rounds',
    glyph: '=',
    colour: 0x60a0e0,
    description: 'Rounds for a rifle.',
  },
  'ammo-belts': {
    name: 'belt of machine-gun rounds',
    glyph: '=',
    colour: 0x90c070,
    description: 'Rounds for a machine gun.',
  },
  'ammo-rockets': {
    name: 'crate of rockets',
    glyph: '=',
    colour: 0xe07050,
    description: 'Rockets for a rocket launcher.',
  },
  'ammo-fuel': {
    name: 'fuel can',
    glyph: '=',
    colour: 0xf0a020,
    description: 'Fuel for a flamethrower.',
  },
  'pressure-helmet': {
    name: 'pressure helmet',
    glyph: '^',
    colour: 0x80c8e8,
    description: 'A sealed helmet with its own small tank. Worn on the head: more oxygen to spend in vacuum.',
  },
  'plated-suit': {
    name: 'plated suit',
    glyph: ']',
    colour: 0xa0a8c0,
    description:
      'A work suit sewn with hull plates. Worn on the body: every blow that lands hurts a little less.',
  },
  'grip-gloves': {
    name: 'grip gloves',
    glyph: '(',
    colour: 0xd0a060,
    description:
      'Magnetic gloves that lock onto any deck plate. Worn on the hands: rushing air cannot drag you.',
  },
  'power-gloves': {
    name: 'power gloves',
    glyph: '(',
    colour: 0xe06060,
    description: 'Servo-driven gauntlets. Worn on the hands: your blows land much harder.',
  },
  multitool: {
    name: 'multitool',
    glyph: '~',
    colour: 0xc0c060,
    description:
      'A cutter, a driver and a lock probe in one grip. As your tool: a locked door gives at the first try.',
  },
  'power-cell': {
    name: 'power cell',
    glyph: '~',
    colour: 0x60e0c0,
    description:
      'A spare cell for your suit. As your tool: more energy for devices, and it recharges faster.',
  },
  'blink-pack': {
    name: 'blink pack',
    glyph: '&',
    colour: 0xa080f0,
    description:
      'A short-range jump rig. Carried: spend energy to leap to a floor cell you can see, a few steps away.',
  },
  'stun-pulser': {
    name: 'stun pulser',
    glyph: '&',
    colour: 0xf0e060,
    description:
      'A discharge coil. Carried: spend energy to jolt everything next to you; it loses a few turns.',
  },
  'patch-kit': {
    name: 'patch kit',
    glyph: '&',
    colour: 0x60c0a0,
    description:
      'A foam sprayer and hull sealant. Carried: spend energy to seal a breach next to you into solid wall.',
  },
  'key-card': {
    name: 'key card',
    glyph: '-',
    colour: 0xf0d040,
    description: 'A vault key card. It opens the card lock whose plate bears the same code.',
  },
};

/** The ammunition an ammo item holds, or undefined for other items. */
export function ammoOfItem(kind: ItemKind): AmmoKind | undefined {
  return kind.startsWith('ammo-') ? (kind.slice(5) as AmmoKind) : undefined;
}

/** True when the item kind is a weapon. */
export function isWeaponItem(kind: string): kind is Exclude<WeaponKind, 'fists'> {
  return kind !== 'fists' && Object.prototype.hasOwnProperty.call(WEAPONS, kind);
}

/** Rounds in one ammo box of each type. */
export const AMMO_BOX: Readonly<Record<AmmoKind, number>> = {
  bullets: 10,
  shells: 6,
  slugs: 5,
  belts: 16,
  rockets: 2,
  fuel: 8,
};

/** The player's starting numbers. */
export const PLAYER = {
  hp: 20,
  oxygen: 20,
  sight: 15,
  inventorySize: 10,
  medkitHeal: 10,
  armourPlate: 6,
  maxArmour: 12,
  startBullets: 16,
} as const;

/** Map size of each floor (0 = the docking bay). */
export const FLOOR_SIZES: readonly { readonly width: number; readonly height: number }[] = [
  { width: 24, height: 14 },
  { width: 40, height: 22 },
  { width: 46, height: 24 },
  { width: 52, height: 27 },
  { width: 58, height: 29 },
  { width: 64, height: 32 },
];

/**
 * How the station generator divides each depth's floor into rooms (its `StationSplit` options):
 * the upper decks have big rooms and long halls; deeper ones are more divided, never into the
 * warren of 3x3 closets the generator's defaults give. Index 0 (the docking bay) is unused.
 */
export const STATION_SPLITS: readonly Readonly<
  Partial<Pick<StationOptions, 'minRoomWidth' | 'minRoomHeight' | 'stopArea' | 'stopChance' | 'hallChance'>>
>[] = [
  {},
  { minRoomWidth: 4, minRoomHeight: 3, stopArea: 48, stopChance: 0.4, hallChance: 0.6 },
  { minRoomWidth: 4, minRoomHeight: 3, stopArea: 48, stopChance: 0.4, hallChance: 0.6 },
  { minRoomWidth: 4, minRoomHeight: 3, stopArea: 40, stopChance: 0.35, hallChance: 0.5 },
  { minRoomWidth: 4, minRoomHeight: 3, stopArea: 40, stopChance: 0.35, hallChance: 0.5 },
  { minRoomWidth: 4, minRoomHeight: 3, stopArea: 36, stopChance: 0.3, hallChance: 0.5 },
];

/** The docking bay's size range (width and height of its hull, drawn per seed). */
export const BAY_SIZES = { minWidth: 9, maxWidth: 16, minHeight: 9, maxHeight: 12 } as const;

/** The deepest floor (with the engine-deck console). */
export const LAST_FLOOR = 5;

/**
 * What a floor holds besides its monsters, by depth (index 0 = the docking bay). How many of each
 * monster kind is on the kind's record (`spawn.floors`); the registry's `floors` joins the two.
 */
export interface FloorTable {
  readonly medkits: number;
  readonly oxygen: number;
  readonly ammo: number;
  readonly armour: number;
  /** Weapons lying around (drawn from `weaponPool`). */
  readonly weapons: number;
  readonly weaponPool: readonly string[];
  /** Emergency lights: one in about this many rooms. */
  readonly lightEvery: number;
}

/** The per-floor table of items and lights. */
export const FLOOR_TABLES: readonly FloorTable[] = [
  {
    medkits: 0,
    oxygen: 1,
    ammo: 1,
    armour: 0,
    weapons: 0,
    weaponPool: [],
    lightEvery: 2,
  },
  {
    medkits: 1,
    oxygen: 1,
    ammo: 3,
    armour: 1,
    weapons: 0,
    weaponPool: [],
    lightEvery: 2,
  },
  {
    medkits: 1,
    oxygen: 2,
    ammo: 3,
    armour: 1,
    weapons: 1,
    weaponPool: ['shotgun', 'rifle', 'chainsaw', 'machine-gun'],
    lightEvery: 2,
  },
  {
    medkits: 2,
    oxygen: 2,
    ammo: 4,
    armour: 1,
    weapons: 1,
    weaponPool: ['shotgun', 'rifle', 'machine-gun', 'flamethrower'],
    lightEvery: 2,
  },
  {
    medkits: 1,
    oxygen: 2,
    ammo: 4,
    armour: 1,
    weapons: 1,
    weaponPool: ['rifle', 'rocket-launcher', 'flamethrower', 'machine-gun'],
    lightEvery: 2,
  },
  {
    medkits: 2,
    oxygen: 2,
    ammo: 5,
    armour: 1,
    weapons: 1,
    weaponPool: ['rifle', 'rocket-launcher', 'flamethrower'],
    lightEvery: 3,
  },
];

/** Colours of the floors' fixed lights. */
export const LIGHT_COLOURS = {
  emergency: 0xd04030,
  console: 0x40a0f0,
  stairs: 0x60e090,
} as const;

/** The player's lamp: a soft white light carried at the eye. */
export const LAMP = { colour: 0xe0e0d0, radius: 11 } as const;

/**
 * The cone lamp (the default): the lamp's light only within `angle` degrees around where the
 * player faces, and a dim halo all round, so what is behind them stays dark. The halo's light
 * (radius 3 at half strength) is bright enough to see by out to 2 cells, the 8 neighbours included.
 */
export const LAMP_CONE = { angle: 90, haloRadius: 3, haloIntensity: 0.5 } as const;

/** A muzzle flash: lights the shooter's surroundings for the turn. */
export const MUZZLE_FLASH = { colour: 0xffe0a0, radius: 6 } as const;

/** A blast's flash; its radius is how far it reaches beyond the blast itself. */
export const BLAST_FLASH = { colour: 0xffbb3f, radius: 6 } as const;

/** Firelight. */
export const FIRE_LIGHT = { colour: 0xff8030, radius: 4 } as const;

/** Experience a kill of each built-in kind is worth (derived from the records' `xp`). */
export const KILL_XP: Readonly<Record<BuiltinMonsterId, number>> = Object.fromEntries(
  BUILTIN_MONSTERS.map((m) => [m.id, m.xp]),
) as unknown as Record<BuiltinMonsterId, number>;

/** Equipment and devices that may lie on campaign floors (one drawn per floor from depth 1 to 4). */
export const CAMPAIGN_GEAR: readonly (GearKind | DeviceKind)[] = [
  'pressure-helmet',
  'grip-gloves',
  'patch-kit',
  'plated-suit',
  'blink-pack',
  'stun-pulser',
];

/** Depths whose floor holds one piece of {@link CAMPAIGN_GEAR}. */
export const GEAR_DEPTHS: readonly number[] = [1, 2, 3, 4];
