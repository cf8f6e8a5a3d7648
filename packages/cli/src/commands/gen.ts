import { GENERATOR_KINDS, generateWithStages, levelToAscii, type GeneratorKind } from '@hullbreach/toolkit';
import { flagValue, parseArgs, type FlagSpec } from '../args.js';
import { DEFAULT_GEN_SEED, DEFAULT_SIZES } from '../gen-defaults.js';
import { formatStages, levelJson } from '../gen-format.js';
import { parseParams } from '../gen-params.js';
import { helpText } from '../help.js';
import type { CommandIo } from '../io.js';
import { parseIntFlag } from '../numbers.js';
import { parseSeed } from '../seed.js';
import { UsageError } from '../usage-error.js';

const FLAGS: readonly FlagSpec[] = [
  { name: 'seed', takesValue: true },
  { name: 'width', takesValue: true },
  { name: 'height', takesValue: true },
  { name: 'format', takesValue: true },
  { name: 'stages', takesValue: false },
  { name: 'param', takesValue: true, repeatable: true },
];

const MAX_SIDE = 1024;

function isKind(text: string): text is GeneratorKind {
  return (GENERATOR_KINDS as readonly string[]).includes(text);
}

/** `hullbreach gen`: prints one generated level as ASCII, JSON or its stages; returns the exit status. */
export function runGen(argv: readonly string[], io: CommandIo): number {
  const args = parseArgs(argv, FLAGS, 'gen');
  if (args.help) {
    io.stdout(helpText('gen'));
    return 0;
  }
  const kinds = GENERATOR_KINDS.join(', ');
  if (args.positionals.length === 0) throw new UsageError(`gen needs a KIND: one of ${kinds}`);
  if (args.positionals.length > 1) {
    throw new UsageError(`gen takes one KIND, got ${args.positionals.length}: ${args.positionals.join(' ')}`);
  }
  const kind = args.positionals[0];
  if (!isKind(kind)) throw new UsageError(`unknown generator kind "${kind}"; expected one of ${kinds}`);
  const format = flagValue(args, 'format') ?? 'ascii';
  if (format !== 'ascii' && format !== 'json') {
    throw new UsageError(`option --format must be ascii or json, got "${format}"`);
  }
  const seedText = flagValue(args, 'seed');
  const seed = seedText === undefined ? DEFAULT_GEN_SEED : parseSeed(seedText);
  const widthText = flagValue(args, 'width');
  const heightText = flagValue(args, 'height');
  const width =
    widthText === undefined ? DEFAULT_SIZES[kind].width : parseIntFlag('width', widthText, 1, MAX_SIDE);
  const height =
    heightText === undefined ? DEFAULT_SIZES[kind].height : parseIntFlag('height', heightText, 1, MAX_SIDE);
  const params = parseParams(args.values.get('param') ?? []);

  let result: ReturnType<typeof generateWithStages>;
  try {
    result = generateWithStages(kind, { ...params, width, height, seed });
  } catch (error) {
    // The toolkit reports invalid options as RangeErrors naming the problem: the user's mistake.
    // They start with the toolkit function's name (generateRooms:), which means nothing here.
    if (error instanceof RangeError)
      throw new UsageError(`gen ${kind}: ${error.message.replace(/^generate[A-Za-z]*: /, '')}`);
    throw error;
  }
  const { level } = result;
  const stages = [...result.stages];
  const finalAscii = levelToAscii(level);
  const last = stages[stages.length - 1];
  if (last === undefined || levelToAscii(last.level) !== finalAscii) stages.push({ name: 'final', level });

  if (format === 'json') {
    const json = args.switches.has('stages')
      ? {
          ...levelJson(kind, seed, level),
          stages: stages.map((s) => ({ name: s.name, rows: levelToAscii(s.level).split('\n') })),
        }
      : levelJson(kind, seed, level);
    io.stdout(`${JSON.stringify(json)}\n`);
  } else if (args.switches.has('stages')) {
    io.stdout(`${formatStages(stages)}\n`);
  } else {
    io.stdout(`${finalAscii}\n`);
  }
  return 0;
}
