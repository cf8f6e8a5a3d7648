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
  addMonster,
  WARNING_TEXT,
  type BareFloor,
} from './floor.js';
export {
  MONSTERS,
  WEAPONS,
  ITEMS,
  FLOOR_SIZES,
  FLOOR_TABLES,
  LAST_FLOOR,
  type MonsterKind,
} from './content.js';
export type { GameState } from './state.js';
export { autoplay, botStats, botCommand, type AutoplayResult, type BotStats } from './bot.js';
