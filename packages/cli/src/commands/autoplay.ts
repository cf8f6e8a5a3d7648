import { flagValue, parseArgs, type FlagSpec } from '../args.js';
import { helpText } from '../help.js';
import type { CommandIo } from '../io.js';
import { parseIntFlag } from '../numbers.js';
import { parseSeed } from '../seed.js';
import { UsageError } from '../usage-error.js';
import { dailyFromFlags, RULE_FLAGS, rulesFromFlags, utcToday } from '../rules-flags.js';
import { parseRunMode, RUN_MODES, type Content, type RunMode, type RunRules } from '@hullbreach/game';
import { recordedCampaignAutoplay } from './autoplay-record.js';
import { runAutoplayEndless } from './endless.js';
import { loadContent } from '../content-packs.js';
import { playBotRun } from '../bot-run.js';

const FLAGS: readonly FlagSpec[] = [
  { name: 'seed', takesValue: true },
  { name: 'turns', takesValue: true },
  { name: 'mode', takesValue: true },
  { name: 'data-dir', takesValue: true },
  { name: 'content', takesValue: true },
  ...RULE_FLAGS,
];

/** The default turn limit of `hullbreach autoplay`. */
export const DEFAULT_TURNS = 20_000;

/** What the core's bot reports about one game. */
export interface BotResult {
  readonly outcome: string;
  readonly depth: number;
  readonly turns: number;
  readonly kills: number;
  readonly stateHash: string;
}

/** The core's bot: plays a whole game from a seed for at most `maxTurns` turns, under `options.rules`. */
export type Bot = (
  seed: number | string,
  maxTurns: number,
  options?: { readonly rules?: RunRules },
) => BotResult;

/** The bot's game with mods: the game's own bot turn, as `autoplay` plays, over the mods' content. */
function moddedAutoplay(seed: number | string, turns: number, rules: RunRules, content: Content): BotResult {
  const run = playBotRun({ seed, maxTurns: turns, rules, content });
  const v = run.session.view();
  return {
    outcome: run.outcome,
    depth: v.depth,
    turns: v.turn,
    kills: v.stats.kills,
    stateHash: run.session.hash(),
  };
}

/**
 * `hullbreach autoplay`: lets the bot play one game and prints its summary line; returns the exit
 * status. `today` is the UTC date `--daily` plays the seed of (default: this machine's clock).
 */
export function runAutoplay(argv: readonly string[], io: CommandIo, bot: Bot, today = utcToday()): number {
  const args = parseArgs(argv, FLAGS, 'autoplay');
  if (args.help) {
    io.stdout(helpText('autoplay'));
    return 0;
  }
  if (args.positionals.length > 0) {
    throw new UsageError(
      `autoplay takes no positional arguments, got "${args.positionals[0]}"; use --seed S`,
    );
  }
  const rules = rulesFromFlags(args);
  const daily = dailyFromFlags(args, 'autoplay', today);
  const seedText = flagValue(args, 'seed');
  if (seedText === undefined && daily === undefined)
    throw new UsageError('autoplay needs --seed S (digits or any word) or --daily');
  const seed = daily ?? parseSeed(seedText ?? '');
  const turnsText = flagValue(args, 'turns');
  const turns = turnsText === undefined ? DEFAULT_TURNS : parseIntFlag('turns', turnsText, 1, 10_000_000);
  const modeText = flagValue(args, 'mode') ?? 'campaign';
  const mode = parseRunMode(modeText);
  if (mode === undefined)
    throw new UsageError(`option --mode must be ${Object.keys(RUN_MODES).join(' or ')}, got "${modeText}"`);
  const dataDir = flagValue(args, 'data-dir');
  // The mods: content/ of --data-dir, then --content DIR; a bad one is every problem on stderr, exit 2.
  const mods = loadContent(dataDir, flagValue(args, 'content'));
  if (mods.problems.length > 0) {
    for (const line of mods.problems) io.stderr(`hullbreach: ${line}\n`);
    io.stderr('hullbreach: the mods were not loaded; nothing was played\n');
    return 2;
  }
  const content = mods.files.length > 0 ? mods.content : undefined;
  // Each mode's bot run; each prints its own summary line.
  const byMode: { readonly [M in RunMode]: () => number } = {
    campaign: () => campaignAutoplay(seed, turns, dataDir, io, bot, rules, content),
    endless: () => runAutoplayEndless(seed, turns, dataDir, io, rules, content),
  };
  return byMode[mode]();
}

/** The campaign's bot run (recorded under `dataDir` when given); prints its summary line. */
function campaignAutoplay(
  seed: number | string,
  turns: number,
  dataDir: string | undefined,
  io: CommandIo,
  bot: Bot,
  rules: RunRules,
  content: Content | undefined,
): number {
  const result =
    dataDir !== undefined
      ? recordedCampaignAutoplay(seed, turns, dataDir, rules, content)
      : content !== undefined
        ? moddedAutoplay(seed, turns, rules, content)
        : bot(seed, turns, { rules });
  const line = {
    seed,
    outcome: result.outcome,
    depth: result.depth,
    turns: result.turns,
    kills: result.kills,
    stateHash: result.stateHash,
  };
  io.stdout(`${JSON.stringify(line)}\n`);
  return 0;
}
