/**
 * The content registry: the built-in records plus any content packs, checked and merged all or
 * nothing into one {@link Content}, from which every table the game reads is derived. A game holds
 * its content as a reference chosen when it is made or loaded ({@link useContent}); the reference
 * is not part of the state (saves, hashes), which records only {@link Content.hash}.
 */
import {
  FLOOR_SIZES,
  FLOOR_TABLES,
  GEAR,
  ITEMS,
  WEAPONS,
  type FloorTable,
  type ItemKind,
  type WeaponDef,
  type WeaponKind,
} from '../core/content.js';
import { canonicalJson, textHash } from './hash.js';
import { buildLegend, FIXTURE_LEGEND, PLAYER_CHAR, TERRAIN_LEGEND, type Legend } from './legend.js';
import { BUILTIN_MONSTERS } from './monsters.js';
import type { ItemRecord, MonsterRecord, VariantRecord } from './records.js';
import { foldVariant, VARIANT_KINDS, VARIANTS, type VariantMonsterDef } from './variants.js';

/** A weapon as the registry holds it ('fists' included). */
export interface WeaponRecord extends WeaponDef {
  readonly id: string;
}

/** A floor's table with its monster counts (kind id -> count, in the registry's monster order). */
export interface FloorSpawns extends FloorTable {
  readonly monsters: Readonly<Record<string, number>>;
}

/** The content a game plays with. Build one with {@link buildContent}; the built-in one is {@link BUILTIN_CONTENT}. */
export interface Content {
  /** 16 hex digits over every record (see hash.ts): what a save or a run records. */
  readonly hash: string;
  /** The packs applied over the built-in records, by source name, in order (none for the built-in content). */
  readonly sources: readonly string[];
  /** Monster kinds in spawn order. */
  readonly monsters: readonly MonsterRecord[];
  readonly items: readonly ItemRecord[];
  readonly weapons: readonly WeaponRecord[];
  readonly variants: readonly VariantRecord[];
  /** Campaign floors by depth. */
  readonly floors: readonly FloorSpawns[];
  /** The one ASCII legend, with this content's monster glyphs. */
  readonly legend: Legend;
  readonly monsterById: ReadonlyMap<string, MonsterRecord>;
  readonly itemById: ReadonlyMap<string, ItemRecord>;
  readonly weaponById: ReadonlyMap<string, WeaponRecord>;
  readonly variantById: ReadonlyMap<string, VariantRecord>;
  /** Every kind, and every kind in every variant ("volatile zombie"), folded once. */
  readonly folded: ReadonlyMap<string, VariantMonsterDef>;
}

/** A change to a monster kind (an existing id: the fields given replace its own) or a new kind (every field). */
export type MonsterPatch = { readonly id: string } & {
  readonly [K in Exclude<keyof MonsterRecord, 'id' | 'spawn' | 'traits'>]?: MonsterRecord[K];
} & {
  readonly spawn?: Partial<MonsterRecord['spawn']>;
  readonly traits?: Partial<MonsterRecord['traits']>;
};

/** A change to an existing item's look and text (its numbers are rules, which packs do not change). */
export type ItemPatch = { readonly id: string } & {
  readonly name?: string;
  readonly glyph?: string;
  readonly colour?: number;
  readonly description?: string;
};

/** A change to a variant, or a new one (every field). */
export type VariantPatch = { readonly id: string } & Partial<Omit<VariantRecord, 'id'>>;

/** A change to one campaign floor's table (its monster counts are on the monster records). */
export type FloorPatch = { readonly depth: number } & Partial<FloorTable>;

/** One content pack (say, a `content/*.json` file), named by `source` in every problem it causes. */
export interface ContentPack {
  readonly source: string;
  readonly monsters?: readonly MonsterPatch[];
  readonly items?: readonly ItemPatch[];
  readonly variants?: readonly VariantPatch[];
  readonly floors?: readonly FloorPatch[];
}

/** One thing wrong with a pack: the file, the JSON path in it, and what was expected there. */
export interface ContentProblem {
  readonly source: string;
  /** A JSON path such as `$.monsters[2].hp`. */
  readonly path: string;
  readonly expected: string;
}

/** What {@link buildContent} gives: the content, or every problem found (and no content). */
export type BuildResult =
  | { readonly ok: true; readonly content: Content }
  | { readonly ok: false; readonly problems: readonly ContentProblem[] };

const DICE = /^\d+d\d+([+-]\d+)?$/;
const ID = /^[a-z][a-z0-9-]*$/;
/** Kind ids the scenario runner and the log use for other things. */
const RESERVED_IDS = new Set(['bones', 'player', 'something']);

type Check = (value: unknown) => string | undefined;
const isInt =
  (min: number, max = Number.MAX_SAFE_INTEGER): Check =>
  (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max
      ? undefined
      : max === Number.MAX_SAFE_INTEGER
        ? `an integer >= ${min}`
        : `an integer from ${min} to ${max}`;
const isNumber =
  (min: number, max: number): Check =>
  (v) =>
    typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max
      ? undefined
      : `a number from ${min} to ${max}`;
const isFinite: Check = (v) => (typeof v === 'number' && Number.isFinite(v) ? undefined : 'a finite number');
const isText: Check = (v) => (typeof v === 'string' && v.trim() !== '' ? undefined : 'a non-empty string');
const isBool: Check = (v) => (typeof v === 'boolean' ? undefined : 'true or false');
const isDice: Check = (v) => (typeof v === 'string' && DICE.test(v) ? undefined : 'dice such as "1d3+1"');
const isColour = isInt(0, 0xffffff);
const isGlyph: Check = (v) =>
  typeof v === 'string' && [...v].length === 1 && v.trim() === v && v !== ''
    ? undefined
    : 'one visible character';
const oneOf =
  (...options: string[]): Check =>
  (v) =>
    typeof v === 'string' && options.includes(v)
      ? undefined
      : `one of ${options.map((o) => `"${o}"`).join(', ')}`;
const listOf =
  (each: Check, maxLength: number): Check =>
  (v) =>
    Array.isArray(v) && v.length <= maxLength && v.every((e) => each(e) === undefined)
      ? undefined
      : `an array of at most ${maxLength} of: ${each(Symbol()) ?? ''}`;

const MONSTER_FIELDS: Readonly<Record<string, Check>> = {
  name: isText,
  glyph: isGlyph,
  colour: isColour,
  hp: isInt(1),
  armour: isInt(0),
  damage: isDice,
  accuracy: isNumber(0, 1),
  delay: isInt(1),
  flee: isNumber(0, 1),
  sight: isInt(0),
  floats: isBool,
  blast: isInt(0),
  description: isText,
  xp: isInt(0),
  verb: isText,
  sighting: isText,
};
const SPAWN_FIELDS: Readonly<Record<string, Check>> = {
  floors: listOf(isInt(0), FLOOR_SIZES.length),
  endless: () => undefined, // checked field by field below
};
const ENDLESS_FIELDS: Readonly<Record<string, Check>> = {
  from: isInt(0),
  base: isFinite,
  divisor: isNumber(Number.MIN_VALUE, Number.MAX_VALUE),
  cap: isFinite,
};
const TRAIT_FIELDS: Readonly<Record<string, Check>> = {
  reforms: isBool,
  difficulty: oneOf('crew', 'heavy', 'none'),
  heavy: isBool,
};
const VARIANT_FIELDS: Readonly<Record<string, Check>> = {
  prefix: isText,
  colour: isColour,
  description: isText,
  hpScale: isNumber(0.01, 100),
  armour: isInt(0),
  delayScale: isNumber(0.01, 100),
  damage: isInt(-100, 100),
  accuracy: isNumber(-1, 1),
  blast: isInt(0),
  soak: isInt(0),
  evasion: isNumber(0, 0.95),
  fearless: isBool,
};
const ITEM_FIELDS: Readonly<Record<string, Check>> = {
  name: isText,
  glyph: isGlyph,
  colour: isColour,
  description: isText,
};
const FLOOR_FIELDS: Readonly<Record<string, Check>> = {
  medkits: isInt(0),
  oxygen: isInt(0),
  ammo: isInt(0),
  armour: isInt(0),
  weapons: isInt(0),
  weaponPool: (v) =>
    Array.isArray(v) && v.every((e) => typeof e === 'string') ? undefined : 'an array of weapon ids',
  lightEvery: isInt(1),
};

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Checks `patch`'s fields against `fields` (plus the `allowed` keys checked elsewhere), reporting each problem. */
function checkFields(
  patch: Record<string, unknown>,
  fields: Readonly<Record<string, Check>>,
  path: string,
  report: (path: string, expected: string) => void,
  allowed: readonly string[] = [],
): void {
  for (const key of Object.keys(patch)) {
    const check = fields[key];
    if (check === undefined) {
      if (!allowed.includes(key))
        report(
          `${path}.${key}`,
          `no such field (fields: ${[...allowed, ...Object.keys(fields)].join(', ')})`,
        );
      continue;
    }
    const wrong = check(patch[key]);
    if (wrong !== undefined) report(`${path}.${key}`, wrong);
  }
}

/** The built-in item records: every item kind, with its weapon or equipment numbers. */
function builtinItems(): ItemRecord[] {
  return (Object.keys(ITEMS) as ItemKind[]).map((id) => {
    const weapon = Object.prototype.hasOwnProperty.call(WEAPONS, id) ? WEAPONS[id as WeaponKind] : undefined;
    const gear = Object.prototype.hasOwnProperty.call(GEAR, id) ? GEAR[id as keyof typeof GEAR] : undefined;
    return {
      id,
      ...ITEMS[id],
      ...(weapon === undefined ? {} : { weapon }),
      ...(gear === undefined ? {} : { gear }),
    };
  });
}

/** The records a content is made from (the derived tables come from these alone). */
interface Records {
  readonly monsters: readonly MonsterRecord[];
  readonly items: readonly ItemRecord[];
  readonly weapons: readonly WeaponRecord[];
  readonly variants: readonly VariantRecord[];
  readonly floors: readonly FloorTable[];
}

const BUILTIN_RECORDS: Records = {
  monsters: BUILTIN_MONSTERS,
  items: builtinItems(),
  weapons: (Object.keys(WEAPONS) as WeaponKind[]).map((id) => ({ id, ...WEAPONS[id] })),
  variants: VARIANT_KINDS.map((id) => ({ id, ...VARIANTS[id] })),
  floors: FLOOR_TABLES,
};

/** Derives every table of a content from its records (which must already be checked). */
function derive(records: Records, sources: readonly string[]): Content {
  const { monsters, items, weapons, variants } = records;
  const floors = records.floors.map((table, depth): FloorSpawns => {
    const counts: Record<string, number> = {};
    for (const m of monsters) counts[m.id] = m.spawn.floors[depth] ?? 0;
    return { ...table, monsters: counts };
  });
  const monsterById = new Map(monsters.map((m) => [m.id, m]));
  const variantById = new Map(variants.map((v) => [v.id, v]));
  const itemById = new Map(items.map((it) => [it.id, it]));
  const weaponById = new Map(weapons.map((w) => [w.id, w]));
  const folded = new Map<string, VariantMonsterDef>();
  for (const m of monsters) {
    folded.set(m.id, foldVariant(m));
    for (const v of variants) folded.set(`${v.id} ${m.id}`, foldVariant(m, v));
  }
  const hash = textHash(canonicalJson({ monsters, items, weapons, variants, floors: records.floors }));
  const legend = buildLegend(monsters);
  return {
    hash,
    sources,
    monsters,
    items,
    weapons,
    variants,
    floors,
    legend,
    monsterById,
    itemById,
    weaponById,
    variantById,
    folded,
  };
}

/** The game's own content, with no packs. */
export const BUILTIN_CONTENT: Content = derive(BUILTIN_RECORDS, []);

/** Merges a patch's fields over a record (nested `spawn`, `traits`, `endless` and `weapon` merge field by field). */
function merge<T extends object>(base: T, patch: object): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch)) {
    const before = out[key];
    out[key] = isObject(before) && isObject(value) ? merge(before, value) : value;
  }
  return out as T;
}

/**
 * Builds a content from the built-in records (or `base`) and the packs, applied in order: a record
 * with a new id is added (every field given), one with a known id is changed (the fields given
 * replace its own). Every problem of every pack is reported, with its file and JSON path; if there
 * is any, no content is made (a pack is never half applied).
 */
export function buildContent(packs: readonly ContentPack[], base: Content = BUILTIN_CONTENT): BuildResult {
  const problems: ContentProblem[] = [];
  let monsters = [...base.monsters];
  const items = [...base.items];
  let variants = [...base.variants];
  let floors = base.floors.map(({ monsters: _counts, ...table }) => table as FloorTable);
  const weapons = base.weapons;
  for (const pack of packs) {
    const report = (path: string, expected: string): void => {
      problems.push({ source: pack.source, path, expected });
    };
    const listAt = (key: 'monsters' | 'items' | 'variants' | 'floors'): readonly unknown[] => {
      const list: unknown = (pack as unknown as Record<string, unknown>)[key];
      if (list === undefined) return [];
      if (!Array.isArray(list)) {
        report(`$.${key}`, 'an array');
        return [];
      }
      return list;
    };
    for (const key of Object.keys(pack))
      if (!['source', 'monsters', 'items', 'variants', 'floors'].includes(key))
        report(`$.${key}`, 'no such section (sections: monsters, items, variants, floors)');

    listAt('monsters').forEach((patch, k) => {
      const path = `$.monsters[${k}]`;
      if (!isObject(patch)) return report(path, 'an object');
      const id = patch.id;
      if (typeof id !== 'string' || !ID.test(id) || RESERVED_IDS.has(id))
        return report(
          `${path}.id`,
          'a kind id of lower-case letters, digits and dashes (not bones, player or something)',
        );
      checkFields(patch, MONSTER_FIELDS, path, report, ['id', 'spawn', 'traits']);
      if (patch.spawn !== undefined) {
        if (!isObject(patch.spawn)) report(`${path}.spawn`, 'an object');
        else {
          checkFields(patch.spawn, SPAWN_FIELDS, `${path}.spawn`, report);
          const endless = patch.spawn.endless;
          if (endless !== undefined) {
            if (!isObject(endless)) report(`${path}.spawn.endless`, 'an object');
            else checkFields(endless, ENDLESS_FIELDS, `${path}.spawn.endless`, report);
          }
        }
      }
      if (patch.traits !== undefined) {
        if (!isObject(patch.traits)) report(`${path}.traits`, 'an object');
        else checkFields(patch.traits, TRAIT_FIELDS, `${path}.traits`, report);
      }
      const at = monsters.findIndex((m) => m.id === id);
      if (at >= 0) {
        monsters[at] = merge(monsters[at], patch);
        return;
      }
      const missing = [...Object.keys(MONSTER_FIELDS), 'spawn', 'traits'].filter(
        (f) => patch[f] === undefined,
      );
      const spawn = isObject(patch.spawn) ? patch.spawn : {};
      const traits = isObject(patch.traits) ? patch.traits : {};
      for (const f of ['floors', 'endless'])
        if (spawn[f] === undefined && patch.spawn !== undefined) missing.push(`spawn.${f}`);
      for (const f of ['from', 'base'])
        if (isObject(spawn.endless) && spawn.endless[f] === undefined) missing.push(`spawn.endless.${f}`);
      for (const f of Object.keys(TRAIT_FIELDS))
        if (traits[f] === undefined && patch.traits !== undefined) missing.push(`traits.${f}`);
      if (missing.length > 0)
        return report(path, `a new kind "${id}" with every field; missing: ${missing.join(', ')}`);
      monsters = [...monsters, patch as unknown as MonsterRecord];
    });

    listAt('items').forEach((patch, k) => {
      const path = `$.items[${k}]`;
      if (!isObject(patch)) return report(path, 'an object');
      const at = items.findIndex((it) => it.id === patch.id);
      if (at < 0)
        return report(
          `${path}.id`,
          `the id of an item the game has (${items.map((it) => it.id).join(', ')})`,
        );
      checkFields(patch, ITEM_FIELDS, path, report, ['id']);
      items[at] = merge(items[at], patch);
    });

    listAt('variants').forEach((patch, k) => {
      const path = `$.variants[${k}]`;
      if (!isObject(patch)) return report(path, 'an object');
      const id = patch.id;
      if (typeof id !== 'string' || !ID.test(id))
        return report(`${path}.id`, 'a variant id of lower-case letters, digits and dashes');
      checkFields(patch, VARIANT_FIELDS, path, report, ['id']);
      const at = variants.findIndex((v) => v.id === id);
      if (at >= 0) {
        variants[at] = merge(variants[at], patch);
        return;
      }
      const missing = Object.keys(VARIANT_FIELDS).filter((f) => patch[f] === undefined);
      if (missing.length > 0)
        return report(path, `a new variant "${id}" with every field; missing: ${missing.join(', ')}`);
      variants = [...variants, patch as unknown as VariantRecord];
    });

    listAt('floors').forEach((patch, k) => {
      const path = `$.floors[${k}]`;
      if (!isObject(patch)) return report(path, 'an object');
      const depth = patch.depth;
      if (typeof depth !== 'number' || !Number.isInteger(depth) || depth < 0 || depth >= floors.length)
        return report(`${path}.depth`, `an integer from 0 to ${floors.length - 1}`);
      checkFields(patch, FLOOR_FIELDS, path, report, ['depth']);
      const pool = patch.weaponPool;
      if (Array.isArray(pool))
        pool.forEach((w, n) => {
          if (!weapons.some((x) => x.id === w && x.id !== 'fists'))
            report(
              `${path}.weaponPool[${n}]`,
              `a weapon id (${weapons
                .filter((x) => x.id !== 'fists')
                .map((x) => x.id)
                .join(', ')})`,
            );
        });
      const { depth: _depth, ...table } = patch;
      floors = floors.map((f, d) => (d === depth ? merge(f, table) : f));
    });
  }
  checkWhole(monsters, items, problems, packs.length > 0 ? packs[packs.length - 1].source : 'built-in');
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    content: derive({ monsters, items, weapons, variants, floors }, [
      ...base.sources,
      ...packs.map((p) => p.source),
    ]),
  };
}

/** Checks what only the merged records show: monster glyphs unique and apart from the map legend. */
function checkWhole(
  monsters: readonly MonsterRecord[],
  _items: readonly ItemRecord[],
  problems: ContentProblem[],
  source: string,
): void {
  const taken = new Map<string, string>();
  for (const e of [...TERRAIN_LEGEND, ...FIXTURE_LEGEND]) taken.set(e.char, e.name);
  taken.set(PLAYER_CHAR, 'the player');
  monsters.forEach((m) => {
    const other = taken.get(m.glyph);
    if (other !== undefined)
      problems.push({
        source,
        path: `$.monsters[id=${m.id}].glyph`,
        expected: `a glyph of its own ("${m.glyph}" is already ${other})`,
      });
    taken.set(m.glyph, `the ${m.name}`);
  });
}

/** The record of monster kind `id`; a RangeError names an unknown kind. */
export function monsterRecord(content: Content, id: string): MonsterRecord {
  const m = content.monsterById.get(id);
  if (m === undefined) throw new RangeError(`unknown monster kind "${id}"`);
  return m;
}

/** The name of item kind `id` in `content` ("medkit", or what a pack renamed it to); a RangeError names an unknown item. */
export function itemName(content: Content, id: string): string {
  const it = content.itemById.get(id);
  if (it === undefined) throw new RangeError(`unknown item "${id}"`);
  return it.name;
}

/** The weapon record of `id` ('fists' or a weapon item); a RangeError names an unknown weapon. */
export function weaponRecord(content: Content, id: string): WeaponRecord {
  const w = content.weaponById.get(id);
  if (w === undefined) throw new RangeError(`unknown weapon "${id}"`);
  return w;
}

/**
 * The numbers a monster of kind `id` in `variant` fights with (an unknown or absent variant: the
 * plain kind); a RangeError names an unknown kind.
 */
export function foldedDef(content: Content, id: string, variant?: string): VariantMonsterDef {
  const def =
    (variant !== undefined ? content.folded.get(`${variant} ${id}`) : undefined) ?? content.folded.get(id);
  if (def === undefined) throw new RangeError(`unknown monster kind "${id}"`);
  return def;
}

/** What a game that holds content looks like to {@link useContent} (any object: the state's type stays plain). */
type Holder = object;

/**
 * Gives `game` the content it plays with: kept as a non-enumerable property, so serialising and
 * hashing the state never see it. Call it when a game is made or loaded; returns the game.
 */
export function useContent<T extends Holder>(game: T, content: Content): T {
  Object.defineProperty(game, 'content', {
    value: content,
    enumerable: false,
    writable: true,
    configurable: true,
  });
  return game;
}

/** The content `game` plays with: what {@link useContent} gave it, or the built-in content. */
export function contentOf(game: Holder): Content {
  return (game as { readonly content?: Content }).content ?? BUILTIN_CONTENT;
}
