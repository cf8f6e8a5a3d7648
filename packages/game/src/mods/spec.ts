/**
 * The content pack format as one description: the validator walks it and the published JSON
 * Schema (docs/content-schema.json) is generated from it, so the two cannot say different things.
 * Every leaf carries the words a modder reads when a value is wrong ("an integer from 1 to 999").
 */

/** One node of the pack format. */
export type Spec =
  | { readonly kind: 'integer'; readonly min: number; readonly max: number }
  | { readonly kind: 'number'; readonly min: number; readonly max: number }
  | { readonly kind: 'boolean' }
  | {
      readonly kind: 'string';
      readonly minLength: number;
      readonly maxLength: number;
      /** A regular expression the whole string must match (anchored with ^ and $). */
      readonly pattern?: string;
      /** What the modder is told when the string does not fit. */
      readonly expected: string;
    }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'array'; readonly items: Spec; readonly maxItems: number; readonly unique?: boolean }
  | {
      readonly kind: 'object';
      readonly fields: Readonly<Record<string, Spec>>;
      readonly required: readonly string[];
      /** What the object is, for messages ("a monster"). */
      readonly what: string;
    }
  | {
      readonly kind: 'map';
      /** Keys must match this (anchored). */
      readonly keyPattern: string;
      readonly keyExpected: string;
      readonly values: Spec;
      readonly maxEntries: number;
    };

/** Ids of monsters, items and variants: what packs name things by. */
export const ID_PATTERN = '^[a-z][a-z0-9-]{0,23}$';

const ID_EXPECTED = "an id: 1 to 24 lower-case letters, digits or '-', starting with a letter";

const id: Spec = { kind: 'string', minLength: 1, maxLength: 24, pattern: ID_PATTERN, expected: ID_EXPECTED };

const text = (maxLength: number): Spec => ({
  kind: 'string',
  minLength: 1,
  maxLength,
  expected: `a text of 1 to ${maxLength} characters`,
});

const glyph: Spec = {
  kind: 'string',
  minLength: 1,
  maxLength: 1,
  pattern: '^[!-~]$',
  expected: "one printable ASCII character other than space, like 'g'",
};

const colour: Spec = {
  kind: 'string',
  minLength: 7,
  maxLength: 7,
  pattern: '^#[0-9a-fA-F]{6}$',
  expected: "a colour written '#rrggbb', like '#7fae5a'",
};

const dice: Spec = {
  kind: 'string',
  minLength: 3,
  maxLength: 9,
  pattern: '^[1-9]d[1-9][0-9]?([+-][1-9][0-9]?)?$',
  expected: "dice like '1d3', '2d4+1' or '1d6-1' (1 to 9 dice of 1 to 99 sides, then + or - up to 99)",
};

const int = (min: number, max: number): Spec => ({ kind: 'integer', min, max });
const num = (min: number, max: number): Spec => ({ kind: 'number', min, max });
const bool: Spec = { kind: 'boolean' };

/**
 * The numbers and words of a monster kind; a pack adding a kind gives all but `endless` and the
 * three behaviour fields (`reforms`, `heavy`, `difficulty`), which default to none.
 */
export const MONSTER_SPEC: Spec = {
  kind: 'object',
  what: 'a monster',
  required: ['id'],
  fields: {
    id,
    name: text(24),
    glyph,
    colour,
    hp: int(1, 999),
    armour: int(0, 20),
    damage: dice,
    accuracy: num(0, 1),
    delay: int(5, 100),
    flee: num(0, 1),
    sight: int(1, 30),
    floats: bool,
    blast: int(0, 3),
    xp: int(0, 999),
    verb: text(24),
    sighting: text(120),
    description: text(300),
    reforms: bool,
    heavy: bool,
    difficulty: { kind: 'enum', values: ['crew', 'heavy', 'none'] },
    endless: {
      kind: 'object',
      what: "a monster's Endless spawning",
      required: ['weight', 'from'],
      fields: { weight: num(0, 20), from: int(0, 100) },
    },
  },
};

/** The look and words of an item (packs change built-in items; they cannot invent new behaviour). */
export const ITEM_SPEC: Spec = {
  kind: 'object',
  what: 'an item',
  required: ['id'],
  fields: { id, name: text(40), glyph, colour, description: text(300) },
};

/** How a variant changes its base kind. */
export const VARIANT_SPEC: Spec = {
  kind: 'object',
  what: 'a variant',
  required: ['id'],
  fields: {
    id,
    prefix: text(16),
    colour,
    description: text(200),
    hpScale: num(0.1, 10),
    armour: int(0, 20),
    delayScale: num(0.25, 4),
    damage: int(0, 20),
    accuracy: num(0, 0.5),
    blast: int(0, 3),
    soak: int(0, 10),
    evasion: num(0, 0.9),
    fearless: bool,
  },
};

/** Weapons a floor may leave lying around. */
export const FLOOR_WEAPONS: readonly string[] = [
  'chainsaw',
  'shotgun',
  'rifle',
  'machine-gun',
  'rocket-launcher',
  'flamethrower',
];

/** What one campaign floor holds; the fields given replace the built-in table's. */
export const FLOOR_SPEC: Spec = {
  kind: 'object',
  what: 'a floor table',
  required: ['depth'],
  fields: {
    depth: int(0, 5),
    monsters: {
      kind: 'map',
      keyPattern: ID_PATTERN,
      keyExpected: ID_EXPECTED,
      values: int(0, 50),
      maxEntries: 64,
    },
    medkits: int(0, 20),
    oxygen: int(0, 20),
    ammo: int(0, 20),
    armour: int(0, 20),
    weapons: int(0, 5),
    weaponPool: { kind: 'array', items: { kind: 'enum', values: FLOOR_WEAPONS }, maxItems: 6, unique: true },
    lightEvery: int(1, 10),
  },
};

/** A whole content pack: one JSON file of `content/`. */
export const PACK_SPEC: Spec = {
  kind: 'object',
  what: 'a content pack',
  required: [],
  fields: {
    $schema: { kind: 'string', minLength: 1, maxLength: 500, expected: 'the address of the schema' },
    description: text(300),
    monsters: { kind: 'array', items: MONSTER_SPEC, maxItems: 64 },
    items: { kind: 'array', items: ITEM_SPEC, maxItems: 64 },
    variants: { kind: 'array', items: VARIANT_SPEC, maxItems: 64 },
    floors: { kind: 'array', items: FLOOR_SPEC, maxItems: 6 },
  },
};

/** The words a modder reads for what a node expects. */
export function expectedOf(spec: Spec): string {
  switch (spec.kind) {
    case 'integer':
      return `an integer from ${spec.min} to ${spec.max}`;
    case 'number':
      return `a number from ${spec.min} to ${spec.max}`;
    case 'boolean':
      return 'true or false';
    case 'string':
      return spec.expected;
    case 'enum':
      return `one of ${spec.values.map((v) => `"${v}"`).join(', ')}`;
    case 'array':
      return `a list of at most ${spec.maxItems} entries${spec.unique === true ? ', each once' : ''}`;
    case 'object':
      return `${spec.what} (an object)`;
    case 'map':
      return `an object of at most ${spec.maxEntries} entries, each an id and ${expectedOf(spec.values)}`;
  }
}
