/** The game's user interface: frames, keys and the app state machine that turns one into the other. */
export * from './frame.js';
export * from './keys.js';
export * from './app-types.js';
export { createApp } from './app.js';
export type { AppOptions } from './app-options.js';
export { playLayout, MIN_WIDTH, MIN_HEIGHT, type PlayLayout } from './play-screen.js';
export {
  startCoreGame,
  resumeCoreGame,
  sessionOfGame,
  coreGamesWith,
  recordSession,
  parseSeed,
  type GameSession,
  type StartGame,
  type RecordedSession,
  type RecordOptions,
  type RunMode,
} from './session.js';
export {
  CAMPAIGN_RUN,
  ENDLESS_RUN,
  RUN_MODES,
  runModeOf,
  parseRunMode,
  type RunModeInfo,
} from './run-modes.js';
export { createReplayApp, REPLAY_SPEEDS, type ReplayApp, type ReplayOptions } from './replay.js';
export {
  summariseRun,
  savePlace,
  AUTOSAVE_TURNS,
  type Persistence,
  type LiveSaveSummary,
  type ResumedSession,
  type RunOutcome,
  type RunSummary,
} from './persistence.js';
export { drawMap, followPlayer, type MapViewport, type MapMarks } from './map-view.js';
export { asciiView, asciiActor, type AsciiViewSpec } from './ascii-view.js';
export { frameText, rowText, type Rect } from './draw.js';
export { dimFrame, drawDialog, dialogRect, MENU_DIM, type DialogContent } from './dialog.js';
export { drawTileMap, followPlayerTiles, cellAt, TILE } from './tile-map.js';
export {
  parseKeyMap,
  keyLabel,
  keysLabel,
  DEFAULT_KEYS,
  BINDABLE_ACTIONS,
  type KeyMap,
  type KeyMapResult,
  type BindableAction,
} from './key-map.js';
