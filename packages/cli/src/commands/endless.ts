import { randomUUID } from 'node:crypto';
import {
  autoplayEndlessGame,
  CHUNK,
  decodeChunk,
  endlessAutoplayLine,
  endlessSession,
  recordSession,
  summariseRun,
  Ter,
  type Command,
  type Content,
  type RunRules,
} from '@hullbreach/game';
import { StoreError } from '@hullbreach/store';
import { levelToAscii, Tile } from '@hullbreach/toolkit';
import { flagValue, parseArgs, type FlagSpec } from '../args.js';
import { homedir } from 'node:os';
import { resolveDataDir } from '../data-dir.js';
import { endlessGames, openWorldStore, storeChunkSource, worldKey } from '../endless-world.js';
import { helpText } from '../help.js';
import { recordFinishedRun, type SavesSetup } from '../saves.js';
import { RULE_FLAGS } from '../rules-flags.js';
import type { CommandIo } from '../io.js';
import { parseSeed } from '../seed.js';
import { UsageError } from '../usage-error.js';
import { RuntimeFailure, runPlay, type AppFactory, type PlayDeps } from './play.js';

/** The app factory `hullbreach endless` needs: the game's `createApp` with its Endless option. */
export type EndlessAppFactory = AppFactory;

/** Turns a store problem into one line for the user. */
function storeFailure(error: unknown): never {
  if (error instanceof StoreError) throw new RuntimeFailure(error.message);
  throw error;
}

/**
 * `hullbreach autoplay --mode endless`: the bot explores the Endless world outward; the line adds
 * the chunks generated and the farthest chunk distance. With a data folder the world is stored
 * there (replacing that seed's stored world) and the finished run goes into its history, input
 * log and all (so `runs` lists it and `replay RUN --verify` checks it); without, the world lives
 * in a temporary database removed at exit. The line is the same either way.
 */
export function runAutoplayEndless(
  seed: number | string,
  turns: number,
  dataDir: string | undefined,
  io: CommandIo,
  rules?: RunRules,
  content?: Content,
): number {
  let opened: ReturnType<typeof openWorldStore>;
  try {
    opened = openWorldStore(dataDir);
  } catch (error) {
    storeFailure(error);
  }
  try {
    const world = worldKey(seed);
    const source = storeChunkSource(opened.store, world);
    const inputs: Command[] = [];
    let game: ReturnType<typeof autoplayEndlessGame>;
    // The world of a run the player saved and has not finished is theirs: never replaced by the bot's.
    const live = dataDir === undefined ? undefined : opened.store.latestSave('endless');
    if (live !== undefined && worldKey(live.seed) === world)
      throw new RuntimeFailure(
        `the data folder holds a saved Endless run on seed ${JSON.stringify(seed)}, whose world autoplay would replace; play it on (hullbreach play --continue), or give autoplay another --data-dir or seed`,
      );
    try {
      opened.store.deleteWorld(world);
      opened.store.putWorldMeta(world, JSON.stringify({ seed }));
      game = autoplayEndlessGame(seed, turns, source, undefined, (c) => inputs.push(c), rules, content);
    } catch (error) {
      storeFailure(error);
    }
    const r = endlessAutoplayLine(seed, game);
    if (dataDir !== undefined) {
      const session = recordSession(endlessSession(game, source), {
        runId: '',
        seed,
        mode: 'endless',
        inputs,
      });
      try {
        recordFinishedRun(
          opened.store,
          { ...summariseRun(session, r.outcome), inputs },
          { now: () => new Date(), newId: () => randomUUID() },
        );
      } catch (error) {
        storeFailure(error);
      }
    }
    const line = {
      seed,
      outcome: r.outcome,
      depth: r.depth,
      turns: r.turns,
      kills: r.kills,
      chunks: r.chunks,
      distance: r.distance,
      stateHash: r.stateHash,
    };
    io.stdout(`${JSON.stringify(line)}\n`);
    return 0;
  } finally {
    opened.close();
  }
}

const WORLD_FLAGS: readonly FlagSpec[] = [
  { name: 'seed', takesValue: true },
  { name: 'chunk', takesValue: true },
  { name: 'data-dir', takesValue: true },
];

/** Stored terrain codes as the tiles of `levelToAscii` (open doors and breaches have no glyph of their own there). */
function tileOf(code: number): number {
  switch (code) {
    case Ter.Floor:
    case Ter.Console:
      return Tile.Floor;
    case Ter.Wall:
      return Tile.Wall;
    case Ter.DoorClosed:
    case Ter.DoorOpen:
    case Ter.CardDoor:
    case Ter.PressureDoor:
    case Ter.SealedDoor:
      return Tile.Door;
    case Ter.Switch:
    case Ter.SwitchOn:
      // A switch plate is set in a wall: the legend has no plate, and a wall is what stands there.
      return Tile.Wall;
    case Ter.Window:
      return Tile.Window;
    case Ter.Stairs:
      return Tile.StairsDown;
    default:
      return Tile.Void;
  }
}

/** `hullbreach world`: prints one stored chunk of an Endless world as ASCII, as the player left it. */
export function runWorld(
  argv: readonly string[],
  io: CommandIo,
  env: Readonly<Record<string, string | undefined>>,
): number {
  const args = parseArgs(argv, WORLD_FLAGS, 'world');
  if (args.help) {
    io.stdout(helpText('world'));
    return 0;
  }
  if (args.positionals.length > 0)
    throw new UsageError(`world takes no positional arguments, got "${args.positionals[0]}"`);
  const seedText = flagValue(args, 'seed');
  if (seedText === undefined) throw new UsageError('world needs --seed S (the seed of the Endless run)');
  const chunkText = flagValue(args, 'chunk');
  const match = chunkText === undefined ? null : /^(-?\d{1,9}),(-?\d{1,9})$/.exec(chunkText);
  if (match === null)
    throw new UsageError(`world needs --chunk CX,CY (two integers), got "${chunkText ?? ''}"`);
  const [cx, cy] = [Number(match[1]), Number(match[2])];
  const seed = parseSeed(seedText);
  const dir = resolveDataDir({ flag: flagValue(args, 'data-dir'), env, home: homedir() });
  let opened: ReturnType<typeof openWorldStore>;
  try {
    opened = openWorldStore(dir);
  } catch (error) {
    storeFailure(error);
  }
  try {
    const data = opened.store.getChunk(worldKey(seed), cx, cy);
    if (data === undefined)
      throw new RuntimeFailure(
        `no chunk ${cx},${cy} of the world of seed ${String(seed)} is stored in ${dir}`,
      );
    const chunk = decodeChunk(data);
    const tiles = Uint8Array.from(chunk.terrain, tileOf);
    const ascii = levelToAscii({ width: CHUNK, height: CHUNK, tiles, rooms: [], doors: [], windows: [] });
    io.stdout(`${ascii}\n`);
    return 0;
  } catch (error) {
    if (error instanceof RangeError)
      throw new RuntimeFailure(`chunk ${cx},${cy} does not decode: ${error.message}`);
    throw error;
  } finally {
    opened.close();
  }
}

const ENDLESS_FLAGS: readonly FlagSpec[] = [
  { name: 'seed', takesValue: true },
  ...RULE_FLAGS,
  { name: 'colors', takesValue: true },
  { name: 'data-dir', takesValue: true },
  { name: 'content', takesValue: true },
];

/**
 * `hullbreach endless`: the terminal game in the Endless world, through the same saves as `play`
 * (one connection to the data folder's database): the run is saved and recorded as an Endless
 * one, each save writing the chunks it changed and its state in one transaction, and Continue
 * (the title's, or `play --continue`) takes it up again.
 */
export async function runEndless(
  argv: readonly string[],
  io: CommandIo,
  deps: PlayDeps,
  createApp: EndlessAppFactory,
): Promise<number> {
  const args = parseArgs(argv, ENDLESS_FLAGS, 'endless');
  if (args.help) {
    io.stdout(helpText('endless'));
    return 0;
  }
  const rest: string[] = [];
  for (const name of ['seed', 'difficulty', 'colors', 'data-dir', 'content']) {
    const value = flagValue(args, name);
    if (value !== undefined) rest.push(`--${name}`, value);
  }
  if (args.switches.has('daily')) rest.push('--daily');
  rest.push(...args.positionals);
  const saves: SavesSetup = deps.saves ?? {
    home: homedir(),
    now: () => new Date(),
    newId: () => randomUUID(),
  };
  return runPlay(
    rest,
    io,
    { ...deps, createApp, saves: { ...saves, endless: saves.endless ?? endlessGames } },
    'endless',
  );
}
