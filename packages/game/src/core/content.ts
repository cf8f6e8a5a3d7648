/**
 * The game's content as data: monsters, weapons, items and the per-floor tables. Every number that
 * balances the game lives here.
 */

/** Kinds of monster. Bloats (exploding) come with explosions and vacuum, later. */
export type MonsterKind = 'zombie' | 'skeleton' | 'tank';

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
  readonly description: string;
}

/** The monster table. */
export const MONSTERS: Readonly<Record<MonsterKind, MonsterDef>> = {
  zombie: {
    name: 'zombie',
    glyph: 'z',
    colour: 0x7fae5a,
    hp: 9,
    armour: 1,
    damage: '1d3+1',
    accuracy: 0.7,
    delay: 20,
    flee: 0.3,
    sight: 9,
    description: 'A crew member in a torn jumpsuit, slow and hard to put down.',
  },
  skeleton: {
    name: 'skeleton',
    glyph: 's',
    colour: 0xe8e4d0,
    hp: 5,
    armour: 2,
    damage: '1d3',
    accuracy: 0.75,
    delay: 10,
    flee: 0,
    sight: 9,
    description:
      'Bare bones held together by something. It falls apart when hit hard, and pulls itself back together.',
  },
  tank: {
    name: 'tank',
    glyph: 'T',
    colour: 0xc0503a,
    hp: 16,
    armour: 4,
    damage: '2d3',
    accuracy: 0.7,
    delay: 15,
    flee: 0,
    sight: 9,
    description: 'A hulk grown into plates of fused hull metal. Small rounds bounce off it.',
  },
};

/** Turns a skeleton's bones lie before it stands up again. */
export const SKELETON_REFORM_TURNS = 12;

/** Ammunition types. */
export type AmmoKind = 'bullets' | 'shells' | 'slugs';

/** Display names of the ammunition types. */
export const AMMO_NAMES: Readonly<Record<AmmoKind, string>> = {
  bullets: 'pistol rounds',
  shells: 'shotgun shells',
  slugs: 'rifle rounds',
};

/** Kinds of weapon the player can wield ('fists' is the bare-handed default). */
export type WeaponKind = 'fists' | 'chainsaw' | 'pistol' | 'shotgun' | 'rifle';

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
  },
};

/** Every kind of item that can lie on the floor or be carried. */
export type ItemKind =
  Exclude<WeaponKind, 'fists'> | 'medkit' | 'armour' | 'ammo-bullets' | 'ammo-shells' | 'ammo-slugs';

/** Look and text of an item kind. */
export interface ItemDef {
  readonly name: string;
  readonly glyph: string;
  readonly colour: number;
  readonly description: string;
}

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
  medkit: {
    name: 'medkit',
    glyph: '+',
    colour: 0xe04040,
    description: 'Sealant foam and painkillers. Restores health.',
  },
  armour: {
    name: 'armour plate',
    glyph: '[',
    colour: 0x8090a0,
    description: 'A strap-on plate that soaks up part of each blow until it wears through.',
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
};

/** The ammunition an ammo item holds, or undefined for other items. */
export function ammoOfItem(kind: ItemKind): AmmoKind | undefined {
  if (kind === 'ammo-bullets') return 'bullets';
  if (kind === 'ammo-shells') return 'shells';
  if (kind === 'ammo-slugs') return 'slugs';
  return undefined;
}

/** True when the item kind is a weapon. */
export function isWeaponItem(kind: string): kind is Exclude<WeaponKind, 'fists'> {
  return kind === 'chainsaw' || kind === 'pistol' || kind === 'shotgun' || kind === 'rifle';
}

/** Rounds in one ammo box of each type. */
export const AMMO_BOX: Readonly<Record<AmmoKind, number>> = { bullets: 10, shells: 6, slugs: 5 };

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

/** The deepest floor (with the engine-deck console). */
export const LAST_FLOOR = 5;

/** What a floor holds, by depth (index 0 = the docking bay). */
export interface FloorTable {
  readonly zombies: number;
  readonly skeletons: number;
  readonly tanks: number;
  readonly medkits: number;
  readonly ammo: number;
  readonly armour: number;
  /** Weapons lying around (drawn from shotgun, rifle, chainsaw). */
  readonly weapons: number;
}

/** The per-floor population table. */
export const FLOOR_TABLES: readonly FloorTable[] = [
  { zombies: 0, skeletons: 0, tanks: 0, medkits: 0, ammo: 1, armour: 0, weapons: 0 },
  { zombies: 5, skeletons: 1, tanks: 0, medkits: 1, ammo: 3, armour: 1, weapons: 0 },
  { zombies: 7, skeletons: 2, tanks: 0, medkits: 1, ammo: 3, armour: 1, weapons: 1 },
  { zombies: 8, skeletons: 3, tanks: 1, medkits: 2, ammo: 4, armour: 1, weapons: 1 },
  { zombies: 9, skeletons: 3, tanks: 1, medkits: 1, ammo: 4, armour: 1, weapons: 1 },
  { zombies: 10, skeletons: 4, tanks: 2, medkits: 2, ammo: 5, armour: 1, weapons: 1 },
];
