export * from './api.js';
export { createGame, perform, ACTION_TIME, type CreateGameOptions } from './game.js';
export { view } from './view.js';
export { serialize, deserialize, stateHash } from './serialize.js';
export { formatEntry } from './log.js';
export { floorFromAscii, floorLevel, buildFloor, WARNING_TEXT } from './floor.js';
export type { GameState } from './state.js';
export { autoplay, botStats, botCommand, type AutoplayResult, type BotStats } from './bot.js';
