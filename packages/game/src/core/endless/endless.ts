/**
 * The Endless mode: a run in the infinite world of 32x32 chunks. The game state is the ordinary
 * one with `mode: 'endless'`, a world descriptor, and a floor that is the window of 3x3 chunks
 * around the player; the chunks themselves live in a {@link ChunkSource}.
 */
import type { Command, CommandResult } from '../api.js';
import { emptyFloor, newKnowledge } from '../floor.js';
import { createGame, perform } from '../game.js';
import { modeOf } from '../modes.js';
import type { RunRules } from '../run-rules.js';
import { BUILTIN_CONTENT, type Content } from '../../content/registry.js';
import type { GameState, LogEntry } from '../state.js';
import { CHUNK, type ChunkSource } from './chunk.js';
import { chunkDistance, startCell } from './make.js';
import {
  installChunk,
  installKnowledge,
  loadOrMake,
  playerChunk,
  recentre,
  WINDOW,
  WINDOW_CHUNKS,
} from './window.js';

/** The first lines of an Endless run's log. */
const INTRO: readonly string[] = [
  'The hulk goes on for ever: deck after deck, welded together in the dark.',
  'Go as far as you can. The farther from here, the worse it gets, and the better the pickings.',
];

/**
 * A new Endless run from a world seed: the window around chunk (0, 0), the player in the middle
 * of it with the campaign's starting kit. Chunks come from `source` when stored there, else are
 * made (and stored) the first time the player comes within one chunk of them.
 */
export function createEndlessGame(
  seed: number | string,
  source: ChunkSource,
  rules?: RunRules,
  content: Content = BUILTIN_CONTENT,
): GameState {
  const floor = emptyFloor(0, WINDOW, WINDOW);
  floor.originX = -CHUNK;
  floor.originY = -CHUNK;
  floor.lock = new Uint8Array(WINDOW * WINDOW);
  const knowledge = newKnowledge(WINDOW * WINDOW);
  let generated = 0;
  let start = -1;
  for (let sy = 0; sy < WINDOW_CHUNKS; sy++) {
    for (let sx = 0; sx < WINDOW_CHUNKS; sx++) {
      const chunk = loadOrMake(seed, source, sx - 1, sy - 1, () => generated++, content);
      if (sx === 1 && sy === 1) start = startCell(chunk);
      installChunk(floor, undefined, sx, sy, chunk);
      // A world stored by an older game (format 1 chunks) still carries the player's knowledge.
      if (chunk.knowledge !== undefined) installKnowledge(knowledge, WINDOW, sx, sy, chunk.knowledge);
    }
  }
  const at = { x: CHUNK + (start % CHUNK), y: CHUNK + Math.floor(start / CHUNK) };
  const game = createGame(seed, {
    floor: { floor, start: at, exit: at },
    knowledge,
    content,
    ...(rules === undefined ? {} : { rules }),
  });
  game.mode = 'endless';
  game.world = { cx: 0, cy: 0, generated, farthest: 0 };
  game.stats.deepestFloor = 0;
  const intro: LogEntry[] = INTRO.map((text) => ({ text, turn: 0, count: 1, tone: 'info' }));
  game.log.unshift(...intro);
  return game;
}

/**
 * Carries out one command of `actor` (the player's id when not given; any other is refused as by
 * `perform`) in an Endless run and, when the player has crossed into another chunk (on foot, or
 * dragged by the air), re-centres the window on it.
 */
export function performEndless(
  game: GameState,
  source: ChunkSource,
  command: Command,
  actor: number = game.player.id,
): CommandResult {
  const result = perform(game, command, actor);
  settleWindow(game, source);
  return result;
}

/** Re-centres the window on the player's chunk if the player has left the centre one. */
export function settleWindow(game: GameState, source: ChunkSource): void {
  const world = game.world;
  // Only a mode that plays in a world of chunks has a window to move.
  if (world === undefined || modeOf(game).worldView(game) === undefined) return;
  const { cx, cy } = playerChunk(game);
  if (cx !== world.cx || cy !== world.cy) recentre(game, source, cx, cy);
  world.farthest = Math.max(world.farthest, chunkDistance(cx, cy));
}

/** The player's distance from the start in chunks (Chebyshev), now. */
export function endlessDistance(game: GameState): number {
  const { cx, cy } = playerChunk(game);
  return chunkDistance(cx, cy);
}
