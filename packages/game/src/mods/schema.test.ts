import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentSchema, type SchemaNode } from './json-schema.js';
import { checkContentPack } from './validate.js';
import { GHOUL as BASE_GHOUL } from './ghoul.test.support.js';

// The schema published in docs/ and the validator judge every pack the same. The schema is read
// by a small checker of the keywords it uses (it refuses any other keyword, so nothing the schema
// says goes unread), never by the validator's own code.
// The game package has no Node types; the test reaches Node's fs and path by name.
const { readFileSync } = (await import('node:fs' as string)) as {
  readFileSync(path: string, encoding: 'utf8'): string;
};
const { fileURLToPath } = (await import('node:url' as string)) as { fileURLToPath(url: string): string };
const { join } = (await import('node:path' as string)) as { join(...parts: string[]): string };
/** docs/content-schema.json (this file is packages/game/src/mods/schema.test.ts). */
const SCHEMA_FILE = join(
  fileURLToPath((import.meta as unknown as { url: string }).url),
  '../../../../../docs/content-schema.json',
);
const PUBLISHED = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as SchemaNode;

const KNOWN = new Set([
  '$schema',
  '$id',
  'title',
  'description',
  'type',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'enum',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'maxItems',
  'uniqueItems',
  'maxProperties',
  'propertyNames',
]);

function typeOk(type: unknown, v: unknown): boolean {
  switch (type) {
    case 'object':
      return typeof v === 'object' && v !== null && !Array.isArray(v);
    case 'array':
      return Array.isArray(v);
    case 'string':
      return typeof v === 'string';
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number';
    case 'boolean':
      return typeof v === 'boolean';
    default:
      throw new Error(`the checker does not know type ${String(type)}`);
  }
}

/** True when `v` is valid under `s` (draft 2020-12 semantics for the keywords in KNOWN). */
function valid(s: SchemaNode, v: unknown): boolean {
  for (const key of Object.keys(s)) if (!KNOWN.has(key)) throw new Error(`the checker does not know ${key}`);
  if (s.type !== undefined && !typeOk(s.type, v)) return false;
  if (s.enum !== undefined && !(s.enum as unknown[]).includes(v)) return false;
  if (typeof v === 'number') {
    if (s.minimum !== undefined && v < (s.minimum as number)) return false;
    if (s.maximum !== undefined && v > (s.maximum as number)) return false;
  }
  if (typeof v === 'string') {
    const n = [...v].length;
    if (s.minLength !== undefined && n < (s.minLength as number)) return false;
    if (s.maxLength !== undefined && n > (s.maxLength as number)) return false;
    if (s.pattern !== undefined && !new RegExp(s.pattern as string, 'u').test(v)) return false;
  }
  if (Array.isArray(v)) {
    if (s.maxItems !== undefined && v.length > (s.maxItems as number)) return false;
    if (s.uniqueItems === true && new Set(v.map((x) => JSON.stringify(x))).size !== v.length) return false;
    if (s.items !== undefined && !v.every((x) => valid(s.items as SchemaNode, x))) return false;
  }
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    const props = (s.properties ?? {}) as Record<string, SchemaNode>;
    if (s.maxProperties !== undefined && Object.keys(o).length > (s.maxProperties as number)) return false;
    for (const r of (s.required ?? []) as string[])
      if (!Object.prototype.hasOwnProperty.call(o, r)) return false;
    for (const [k, x] of Object.entries(o)) {
      if (s.propertyNames !== undefined && !valid(s.propertyNames as SchemaNode, k)) return false;
      if (Object.prototype.hasOwnProperty.call(props, k)) {
        if (!valid(props[k], x)) return false;
      } else if (s.additionalProperties === false) return false;
      else if (typeof s.additionalProperties === 'object' && !valid(s.additionalProperties as SchemaNode, x))
        return false;
    }
  }
  return true;
}

/** The validator's verdict, leaving out what no JSON Schema can say (an id given twice in one list). */
function validatorOk(json: unknown): boolean {
  const result = checkContentPack('t.json', json);
  return result.ok || result.problems.every((p) => p.expected.includes('not given earlier in this file'));
}

const GHOUL = { ...BASE_GHOUL, endless: { weight: 2, from: 3 } };

const GOOD = {
  $schema: '../docs/content-schema.json',
  description: 'Ghouls on the upper decks.',
  monsters: [GHOUL, { id: 'zombie', hp: 12 }],
  items: [{ id: 'medkit', name: 'first-aid kit', colour: '#ff0000' }],
  variants: [{ id: 'volatile', blast: 2 }],
  floors: [{ depth: 1, monsters: { ghoul: 2, zombie: 3 }, weaponPool: ['rifle', 'shotgun'], lightEvery: 3 }],
};

/** Good and bad packs, each judged by both. */
const TABLE: readonly [string, unknown, boolean][] = [
  ['the full example', GOOD, true],
  ['an empty pack', {}, true],
  ['a list instead of a pack', [], false],
  ['null', null, false],
  ['an unknown top-level key', { monster: [] }, false],
  ['an unknown monster key', { monsters: [{ id: 'zombie', speed: 3 }] }, false],
  ['a monster without an id', { monsters: [{ hp: 3 }] }, false],
  ['an id with capitals', { monsters: [{ id: 'Ghoul' }] }, false],
  ['an id too long', { monsters: [{ id: 'a'.repeat(25) }] }, false],
  ['hp 0', { monsters: [{ id: 'zombie', hp: 0 }] }, false],
  ['hp 999', { monsters: [{ id: 'zombie', hp: 999 }] }, true],
  ['hp 1.5', { monsters: [{ id: 'zombie', hp: 1.5 }] }, false],
  ['hp as a string', { monsters: [{ id: 'zombie', hp: '3' }] }, false],
  ['accuracy 1', { monsters: [{ id: 'zombie', accuracy: 1 }] }, true],
  ['accuracy 1.01', { monsters: [{ id: 'zombie', accuracy: 1.01 }] }, false],
  ['a two-letter glyph', { monsters: [{ id: 'zombie', glyph: 'zz' }] }, false],
  ['a space glyph', { monsters: [{ id: 'zombie', glyph: ' ' }] }, false],
  ['a colour by name', { monsters: [{ id: 'zombie', colour: 'green' }] }, false],
  ['dice 2d4+1', { monsters: [{ id: 'zombie', damage: '2d4+1' }] }, true],
  ['dice 0d4', { monsters: [{ id: 'zombie', damage: '0d4' }] }, false],
  ['an empty verb', { monsters: [{ id: 'zombie', verb: '' }] }, false],
  ['endless without from', { monsters: [{ id: 'zombie', endless: { weight: 1 } }] }, false],
  ['a floor at depth 6', { floors: [{ depth: 6 }] }, false],
  ['a floor count of 51', { floors: [{ depth: 2, monsters: { zombie: 51 } }] }, false],
  ['a floor kind with a space', { floors: [{ depth: 2, monsters: { 'big ghoul': 1 } }] }, false],
  ['an unknown weapon in a pool', { floors: [{ depth: 2, weaponPool: ['pistol'] }] }, false],
  ['a weapon twice in a pool', { floors: [{ depth: 2, weaponPool: ['rifle', 'rifle'] }] }, false],
  ['seven floors', { floors: [0, 1, 2, 3, 4, 5, 0].map((depth) => ({ depth })) }, false],
  ['a variant scale of 0', { variants: [{ id: 'swift', delayScale: 0 }] }, false],
  ['a variant flag as a number', { variants: [{ id: 'swift', fearless: 1 }] }, false],
  ['an item key', { items: [{ id: 'medkit', heal: 20 }] }, false],
];

describe('docs/content-schema.json', () => {
  it('is the schema generated from the pack format the validator walks', () => {
    expect(PUBLISHED).toEqual(contentSchema());
  });

  it.each(TABLE)('%s: judged the same by the schema and the validator', (_, json, ok) => {
    expect(valid(PUBLISHED, json)).toBe(ok);
    expect(validatorOk(json)).toBe(ok);
  });

  it('judges any change to a good pack the same as the validator does', () => {
    // Change one value somewhere in the good pack to something of any shape, or add a key.
    const anyValue = fc.oneof(
      fc.integer({ min: -5, max: 1100 }),
      fc.double({ min: -2, max: 12, noNaN: true }),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom(
        '',
        'g',
        'gg',
        '#a0c040',
        '#a0c04',
        '1d3',
        '2d4+1',
        'rifle',
        'pistol',
        'ghoul-2',
        'Zed',
      ),
      fc.string({ maxLength: 130 }),
      fc.constant([]),
      fc.constant({}),
      fc.constant({ weight: 1, from: 2 }),
      fc.constant(['rifle', 'rifle']),
    );
    const paths: (string | number)[][] = [];
    const walk = (v: unknown, path: (string | number)[]): void => {
      paths.push(path);
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
      else if (typeof v === 'object' && v !== null)
        for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
    };
    walk(GOOD, []);
    const keys = fc.constantFrom('hp', 'hpp', 'id', 'ghoul', 'Big One', 'weight', 'extra');
    fc.assert(
      fc.property(fc.constantFrom(...paths), keys, anyValue, fc.boolean(), (path, key, value, add) => {
        const pack = JSON.parse(JSON.stringify(GOOD)) as unknown;
        let target = pack as Record<string | number, unknown>;
        if (path.length === 0) return;
        for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>;
        const last = path[path.length - 1];
        if (add && typeof target[last] === 'object' && target[last] !== null && !Array.isArray(target[last]))
          (target[last] as Record<string, unknown>)[key] = value;
        else target[last] = value;
        expect(valid(PUBLISHED, pack)).toBe(validatorOk(pack));
      }),
      { numRuns: 800, seed: 18 },
    );
  });

  it('judges random JSON values the same as the validator does', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (json) => {
        expect(valid(PUBLISHED, json)).toBe(validatorOk(json));
        const asMonsters = { monsters: [json] };
        expect(valid(PUBLISHED, asMonsters)).toBe(validatorOk(asMonsters));
      }),
      { numRuns: 1000, seed: 2 },
    );
  });
});
