/**
 * The content registry's public face: build a content from the built-in records and packs, give it
 * to a game, read a kind's record. (`BUILTIN_CONTENT` and `Content` are exported with the mods API;
 * `MonsterRecord` as `MonsterKindRecord`, apart from the scenario runner's `MonsterRecord`.)
 */
export {
  buildContent,
  contentOf,
  useContent,
  monsterRecord,
  weaponRecord,
  foldedDef,
  type BuildResult,
  type ContentPack,
  type ContentProblem,
  type MonsterPatch,
  type ItemPatch,
  type VariantPatch,
  type FloorPatch,
  type FloorSpawns,
  type WeaponRecord,
} from './registry.js';
export type {
  BuiltinMonsterId,
  MonsterRecord as MonsterKindRecord,
  MonsterTraits,
  MonsterSpawn,
  EndlessWeight,
  DifficultyGroup,
  ItemRecord,
  VariantRecord,
  VaultFixture,
  VaultFixtureKind,
  LegendEntry,
  LegendMeaning,
} from './records.js';
export { BUILTIN_MONSTERS } from './monsters.js';
export {
  TERRAIN_LEGEND,
  FIXTURE_LEGEND,
  PLAYER_CHAR,
  PLAIN_CHARS,
  buildLegend,
  mapChars,
  type Legend,
} from './legend.js';
export { canonicalJson, textHash } from './hash.js';
