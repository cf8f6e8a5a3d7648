import { DEFAULT_SCENARIO_SEED, parseScenario, runScenario, ScenarioError } from '@hullbreach/game';
import { flagValue, parseArgs, type FlagSpec } from '../args.js';
import { helpText } from '../help.js';
import type { CommandIo } from '../io.js';
import { parseSeed } from '../seed.js';
import { UsageError } from '../usage-error.js';
import { loadContent } from '../content-packs.js';

const FLAGS: readonly FlagSpec[] = [
  { name: 'seed', takesValue: true },
  { name: 'format', takesValue: true },
  { name: 'content', takesValue: true },
];

/** The name a scenario read from standard input goes by in messages. */
export const STDIN_NAME = '<stdin>';

/**
 * `hullbreach scenario`: plays a scenario file and prints what happened; returns the exit status.
 * A malformed file prints one line, `FILE:LINE: what is wrong`, on stderr and returns 2.
 */
export async function runScenarioCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  const args = parseArgs(argv, FLAGS, 'scenario');
  if (args.help) {
    io.stdout(helpText('scenario'));
    return 0;
  }
  if (args.positionals.length === 0)
    throw new UsageError('scenario needs a FILE (or - to read standard input)');
  if (args.positionals.length > 1) {
    throw new UsageError(
      `scenario takes one FILE, got ${args.positionals.length}: ${args.positionals.join(' ')}`,
    );
  }
  const [path] = args.positionals;
  const format = flagValue(args, 'format') ?? 'json';
  if (format !== 'json' && format !== 'text') {
    throw new UsageError(`option --format must be json or text, got "${format}"`);
  }
  const seedText = flagValue(args, 'seed');
  const seed = seedText === undefined ? DEFAULT_SCENARIO_SEED : parseSeed(seedText);
  // The mods of --content DIR (a scenario reads no data folder); a bad one: every problem, exit 2.
  const mods = loadContent(undefined, flagValue(args, 'content'));
  if (mods.problems.length > 0) {
    for (const line of mods.problems) io.stderr(`hullbreach: ${line}\n`);
    io.stderr('hullbreach: the mods were not loaded; nothing was played\n');
    return 2;
  }

  let text: string;
  try {
    text = await io.readText(path);
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    const where = path === '-' ? 'standard input' : `"${path}"`;
    throw new UsageError(
      `cannot read the scenario from ${where} (${reason}); give a readable text file or -`,
    );
  }
  let lines: string[];
  try {
    lines = runScenario(parseScenario(text, path === '-' ? STDIN_NAME : path, mods.content), {
      seed,
      format,
    });
  } catch (error) {
    if (!(error instanceof ScenarioError)) throw error;
    io.stderr(`${error.message}\n`);
    return 2;
  }
  io.stdout(lines.map((line) => `${line}\n`).join(''));
  return 0;
}
