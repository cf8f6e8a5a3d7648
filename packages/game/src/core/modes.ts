/**
 * The two ways to play as objects (issue 18, part 5): the campaign (the station's five floors) and
 * Endless (a world of chunks seen through a moving window). What differs between them in the
 * core is asked of the mode, `modeOf(game).something`, instead of `mode === 'endless'` tests.
 */
import type { GameView, WorldView } from './api.js';
import { CHUNK } from './endless/size.js';
import type { GameState } from './state.js';

/** What the core asks of a mode. */
export interface GameMode {
  /** The value of `GameState.mode` (as saves hold it). */
  readonly id: GameState['mode'];
  /** Its name in the morgue ('campaign', 'Endless'). */
  readonly title: string;
  /**
   * Whether breaches are remembered by cell for the morgue (the campaign's floors stay put; the
   * Endless window shifts its cells, so a cell index names no place for long).
   */
  readonly remembersHoles: boolean;
  /** Where the player stands in the world (Endless), or undefined when the mode has no world. */
  worldView(game: GameState): WorldView | undefined;
  /** How far the run got, for the morgue ("floor 3", "4 chunks from the start"). */
  reached(game: GameState, v: GameView): string;
  /** How a won run ended, in words. */
  wonText(v: GameView): string;
}

/** The station's five floors. */
export const CAMPAIGN: GameMode = {
  id: 'campaign',
  title: 'campaign',
  remembersHoles: true,
  worldView: () => undefined,
  reached: (game) => `floor ${game.stats.deepestFloor}`,
  wonText: () => 'Installed the core on the engine deck; the station climbs back to a safe orbit.',
};

/** The endless world of chunks. */
export const ENDLESS: GameMode = {
  id: 'endless',
  title: 'Endless',
  remembersHoles: false,
  worldView: (game) => {
    if (game.world === undefined) return undefined;
    const x = game.floor.originX + game.player.x;
    const y = game.floor.originY + game.player.y;
    const chunkX = Math.floor(x / CHUNK);
    const chunkY = Math.floor(y / CHUNK);
    const distance = Math.max(Math.abs(chunkX), Math.abs(chunkY));
    return { chunkX, chunkY, distance, farthest: Math.max(game.world.farthest, distance), x, y };
  },
  reached: (_game, v) => `${v.world?.farthest ?? 0} chunks from the start`,
  wonText: (v) => `Came through alive, ${v.world?.farthest ?? 0} chunks out.`,
};

/** Every mode by its id. */
export const MODES: { readonly [K in GameState['mode']]: GameMode } = {
  campaign: CAMPAIGN,
  endless: ENDLESS,
};

/** The mode a game is played in. */
export function modeOf(game: GameState): GameMode {
  return MODES[game.mode];
}
