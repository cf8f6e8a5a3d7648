/** Content packs (mods): the pack format, its validator and schema, and packs into the content registry. */
export {
  checkContentPack,
  parseContentPack,
  modProblemText,
  type ModPack,
  type ModProblem,
  type PackResult,
  type PackMonster,
  type PackItem,
  type PackVariant,
  type PackFloor,
} from './validate.js';
export { contentFromPacks, type ModContentResult } from './apply.js';
export { contentSchema, CONTENT_SCHEMA_ID } from './json-schema.js';
export { BUILTIN_CONTENT, type Content } from '../content/registry.js';
