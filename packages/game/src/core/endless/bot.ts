/**
 * The autoplay bot in the Endless world. Fights, heals, reloads, picks things up and keeps out of
 * vacuum as the campaign bot does; when nothing presses, it heads outward: to the known edge of
 * the explored map that lies farthest from the start, so the run keeps reaching new chunks.
 */
import type { Command, GameView, Terrain } from '../api.js';
import { botCommand, type BotMemory } from '../bot.js';
import { PLAYER } from '../content.js';
import { stateHash } from '../serialize.js';
import type { RunRules } from '../run-rules.js';
import { view } from '../view.js';
import type { GameState } from '../state.js';
import type { ChunkSource } from './chunk.js';
import { createEndlessGame, performEndless } from './endless.js';
import { flushWindow } from './window.js';
import type { Content } from '../../content/registry.js';

/** The line `hullbreach autoplay --mode endless` prints. */
export interface EndlessAutoplayResult {
  readonly seed: number | string;
  readonly outcome: 'died' | 'adrift' | 'turn-limit';
  /** The game's depth, as in the campaign's line: the Endless world is one deck, depth 0. */
  readonly depth: number;
  readonly turns: number;
  readonly kills: number;
  /** Chunks generated during the run. */
  readonly chunks: number;
  /** Farthest chunk distance from (0, 0) reached (Chebyshev, in chunks). */
  readonly distance: number;
  readonly stateHash: string;
}

/** What the Endless bot keeps between turns. */
export interface EndlessBotMemory {
  readonly inner: BotMemory;
}

function passable(t: Terrain | undefined): boolean {
  return t === 'floor' || t === 'door-open' || t === 'door-closed';
}

const DX = [0, 1, 0, -1, 1, 1, -1, -1];
const DY = [-1, 0, 1, 0, -1, 1, 1, -1];

/**
 * One step toward the frontier cell (known, walkable, next to an unknown cell) with the best
 * score: its distance from the world's start minus half the steps to it, so the bot pushes
 * outward without crossing the whole map for a few cells of gain. A wanted item within reach comes
 * first. Undefined when no frontier is
 * reachable over known cells.
 */
export function outwardStep(v: GameView, originX: number, originY: number): Command | undefined {
  const { width: w, height: h } = v;
  const n = w * h;
  const known = new Uint8Array(n);
  const walk = new Uint8Array(n);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = v.knownTerrain(x, y);
      if (t !== undefined) known[y * w + x] = 1;
      if (passable(t)) walk[y * w + x] = 1;
    }
  }
  const occupied = new Set(v.visibleActors().map((a) => a.y * w + a.x));
  const start = v.player.y * w + v.player.x;
  const parent = new Int32Array(n).fill(-1);
  const dist = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  dist[start] = 0;
  const loot = new Set(
    v
      .knownItems()
      .filter((it) => wanted(v, it.kind))
      .map((it) => it.y * w + it.x),
  );
  let best = -1;
  let bestScore = -Infinity;
  while (head < tail) {
    const i = queue[head++];
    const x = i % w;
    const y = (i - x) / w;
    let edge = false;
    for (let k = 0; k < 8; k++) {
      const nx = x + DX[k];
      const ny = y + DY[k];
      if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
      const j = ny * w + nx;
      if (known[j] === 0) edge = true;
      if (dist[j] >= 0 || walk[j] === 0 || occupied.has(j)) continue;
      dist[j] = dist[i] + 1;
      parent[j] = i;
      queue[tail++] = j;
    }
    if (loot.has(i) && i !== start && dist[i] <= LOOT_REACH) {
      // The nearest wanted item within reach comes first (cells come out nearest first).
      best = i;
      break;
    }
    if (edge && i !== start) {
      const score = Math.hypot(originX + x, originY + y) - dist[i] / 2;
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
  }
  if (best < 0) return undefined;
  let cell = best;
  while (parent[cell] !== start) cell = parent[cell];
  const cx = cell % w;
  return { kind: 'move', dx: cx - v.player.x, dy: (cell - cx) / w - v.player.y };
}

/** Steps the bot goes out of its way for a wanted item. */
const LOOT_REACH = 15;

/** Whether the bot picks up an item of this kind (ammunition always; no second chainsaw; two canisters at most). */
function wanted(v: GameView, kind: string): boolean {
  const inv = v.player.inventory;
  if (kind.startsWith('ammo-')) return true;
  if (inv.length >= PLAYER.inventorySize) return false;
  if (kind === 'chainsaw') return !inv.some((i) => i.kind === 'chainsaw');
  if (kind === 'oxygen-canister') return inv.filter((i) => i.kind === 'oxygen-canister').length < 2;
  return true;
}

/** True when the campaign bot's choices come first: enemies, bad air, wounds, reloading. */
function busy(v: GameView): boolean {
  const p = v.player;
  if (v.targets().length > 0) return true;
  if (!p.breathing || p.oxygen < p.maxOxygen - 4) return true;
  if (v.airAt(p.x, p.y) === 'flowing') return true;
  if (p.hp <= p.maxHp * 0.6 && p.inventory.some((it) => it.kind === 'medkit')) return true;
  if (!p.weapon.melee && p.weapon.loaded < p.weapon.capacity && p.weapon.reserve > 0) return true;
  // Hurt with nothing to heal: search nearby for a medkit rather than push on into worse danger.
  return p.hp < p.maxHp * 0.6 && !p.inventory.some((it) => it.kind === 'medkit');
}

/** The Endless bot's next command. */
export function endlessBotCommand(game: GameState, memory: EndlessBotMemory): Command {
  const v = view(game);
  if (!busy(v)) {
    const p = v.player;
    if (v.knownItems().some((it) => it.x === p.x && it.y === p.y && wanted(v, it.kind)))
      return { kind: 'pickup' };
    const step = outwardStep(v, game.floor.originX, game.floor.originY);
    if (step !== undefined) return step;
  }
  return botCommand(v, memory.inner);
}

/**
 * Plays an Endless run with the bot for up to `turns` turns (or until it dies); returns the final
 * state. `onCommand` is told every command performed, in order (a replay's input log).
 */
export function autoplayEndlessGame(
  seed: number | string,
  turns: number,
  source: ChunkSource,
  onTurn?: (game: GameState) => void,
  onCommand?: (command: Command) => void,
  rules?: RunRules,
  content?: Content,
): GameState {
  const game = createEndlessGame(seed, source, rules, content);
  const memory: EndlessBotMemory = { inner: { depth: -1, floorTurns: 0 } };
  const act = (command: Command): boolean => {
    onCommand?.(command);
    return performEndless(game, source, command).tookTurn;
  };
  while (game.outcome === 'playing' && game.turn < turns) {
    if (!act(endlessBotCommand(game, memory))) act({ kind: 'wait' });
    onTurn?.(game);
  }
  flushWindow(game, source);
  return game;
}

/** Plays an Endless run with the bot and sums it up in the autoplay line. */
export function autoplayEndless(
  seed: number | string,
  turns: number,
  source: ChunkSource,
  rules?: RunRules,
): EndlessAutoplayResult {
  return endlessAutoplayLine(seed, autoplayEndlessGame(seed, turns, source, undefined, undefined, rules));
}

/** The autoplay line of an Endless game the bot has finished playing. */
export function endlessAutoplayLine(seed: number | string, game: GameState): EndlessAutoplayResult {
  return {
    seed,
    outcome: game.outcome === 'playing' || game.outcome === 'won' ? 'turn-limit' : game.outcome,
    depth: game.floor.depth,
    turns: game.turn,
    kills: game.stats.kills,
    chunks: game.world?.generated ?? 0,
    distance: game.world?.farthest ?? 0,
    stateHash: stateHash(game),
  };
}
