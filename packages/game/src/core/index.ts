export * from './api.js';
export { createGame, perform, ACTION_TIME, type CreateGameOptions } from './game.js';
export { view } from './view.js';
export { serialize, deserialize, stateHash } from './serialize.js';
export { formatEntry } from './log.js';
export {
  floorFromAscii,
  floorLevel,
  buildFloor,
  makeMonster,
  makeItem,
  WARNING_TEXT,
  type BareFloor,
} from './floor.js';
export { addMonster, monsterList } from './cells.js';
export {
  MONSTERS,
  WEAPONS,
  ITEMS,
  FLOOR_SIZES,
  FLOOR_TABLES,
  LAST_FLOOR,
  AMMO_KINDS,
  AMMO_NAMES,
  FULL_AIR,
  LOW_OXYGEN,
  LOW_HP,
  isWeaponItem,
  type MonsterKind,
  type ItemKind,
  type AmmoKind,
  type WeaponKind,
} from './content.js';
export {
  knowledgeOf,
  PLAYER_ID,
  Ter,
  type GameState,
  type FloorState,
  type Monster,
  type Item,
  type PlayerKnowledge,
  type WindowKnowledge,
} from './state.js';
export {
  autoplay,
  autoplayGame,
  botStats,
  botCommand,
  botTurn,
  type AutoplayOptions,
  type AutoplayResult,
  type BotMemory,
  type BotStats,
} from './bot.js';
export { relight } from './light-view.js';
export { causeInWords, morgueText, type MorgueEnd, type MorgueOptions } from './morgue.js';
export {
  CLASSIC_RULES,
  DEFAULT_RULES,
  DIFFICULTIES,
  DIFFICULTY,
  RULES_VERSION,
  dailyDateOf,
  dailySeed,
  isDifficulty,
  type Difficulty,
  type DifficultyDef,
  type LampShape,
  type RunRules,
} from './run-rules.js';
export {
  CHUNK,
  decodeChunk,
  encodeChunk,
  memoryChunkSource,
  type ChunkContent,
  type ChunkData,
  type ChunkSource,
  type MemoryChunkSource,
} from './endless/chunk.js';
export { createEndlessGame, performEndless, settleWindow } from './endless/endless.js';
export { makeChunk, chunkDistance, LOCK_TURNS } from './endless/make.js';
export { populateChunk, type PopulateContext } from './endless/populate.js';
export { flushWindow, recentre, WINDOW } from './endless/window.js';
export {
  autoplayEndless,
  autoplayEndlessGame,
  endlessAutoplayLine,
  endlessBotCommand,
  type EndlessAutoplayResult,
} from './endless/bot.js';
export {
  endlessSession,
  startEndlessSession,
  resumeEndlessSession,
  type EndlessSession,
} from './endless/session.js';
