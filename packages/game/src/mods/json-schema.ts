/**
 * The JSON Schema (draft 2020-12) of a content pack, generated from the same description the
 * validator walks (spec.ts). docs/content-schema.json is this, written out; a test keeps them equal.
 */
import { expectedOf, PACK_SPEC, type Spec } from './spec.js';

/** A JSON Schema node (the subset this format uses). */
export type SchemaNode = { readonly [key: string]: unknown };

/** Where the published schema lives, as its `$id`. */
export const CONTENT_SCHEMA_ID =
  'https://raw.githubusercontent.com/hullbreach/hullbreach/main/docs/content-schema.json';

function node(spec: Spec): SchemaNode {
  const description = expectedOf(spec);
  switch (spec.kind) {
    case 'integer':
    case 'number':
      return { type: spec.kind, minimum: spec.min, maximum: spec.max, description };
    case 'boolean':
      return { type: 'boolean' };
    case 'string':
      return {
        type: 'string',
        minLength: spec.minLength,
        maxLength: spec.maxLength,
        ...(spec.pattern === undefined ? {} : { pattern: spec.pattern }),
        description,
      };
    case 'enum':
      return { enum: [...spec.values] };
    case 'array':
      return {
        type: 'array',
        maxItems: spec.maxItems,
        ...(spec.unique === true ? { uniqueItems: true } : {}),
        items: node(spec.items),
      };
    case 'object':
      return {
        type: 'object',
        description: spec.what,
        properties: Object.fromEntries(Object.entries(spec.fields).map(([k, v]) => [k, node(v)])),
        required: [...spec.required],
        additionalProperties: false,
      };
    case 'map':
      return {
        type: 'object',
        maxProperties: spec.maxEntries,
        propertyNames: { pattern: spec.keyPattern },
        additionalProperties: node(spec.values),
      };
  }
}

/** The published JSON Schema of a content pack. */
export function contentSchema(): SchemaNode {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: CONTENT_SCHEMA_ID,
    title: 'Hullbreach content pack',
    ...node(PACK_SPEC),
    description:
      'One JSON file of content/ in the data folder (or of --content DIR): monsters, items, variants and floor tables it adds or changes. See docs/mods.md.',
  };
}
