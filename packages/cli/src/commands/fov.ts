import { computeFov, type FovAlgorithm } from '@hullbreach/toolkit';
import { flagValue, parseArgs, type FlagSpec } from '../args.js';
import { parseAsciiMap, renderVisible } from '../ascii-map.js';
import { helpText } from '../help.js';
import type { CommandIo } from '../io.js';
import { parseNumberFlag } from '../numbers.js';
import { UsageError } from '../usage-error.js';

const FLAGS: readonly FlagSpec[] = [
  { name: 'map', takesValue: true },
  { name: 'at', takesValue: true },
  { name: 'radius', takesValue: true },
  { name: 'algorithm', takesValue: true },
];

const ALGORITHMS: readonly FovAlgorithm[] = [
  'recursive',
  'symmetric',
  'raycast',
  'permissive',
  'mrpas',
  'diamond',
];

function required(value: string | undefined, name: string, what: string): string {
  if (value === undefined) throw new UsageError(`fov needs --${name} ${what}`);
  return value;
}

/** `hullbreach fov`: prints an ASCII map with only what is visible from one cell; returns the exit status. */
export async function runFov(argv: readonly string[], io: CommandIo): Promise<number> {
  const args = parseArgs(argv, FLAGS, 'fov');
  if (args.help) {
    io.stdout(helpText('fov'));
    return 0;
  }
  if (args.positionals.length > 0) {
    throw new UsageError(`fov takes no positional arguments, got "${args.positionals[0]}"; use --map FILE|-`);
  }
  const mapPath = required(flagValue(args, 'map'), 'map', 'FILE (or - for standard input)');
  const atText = required(flagValue(args, 'at'), 'at', 'X,Y (the origin cell, from 0)');
  const radiusText = required(flagValue(args, 'radius'), 'radius', 'R (a number >= 0)');
  const algorithmText = flagValue(args, 'algorithm') ?? 'recursive';
  const algorithm = ALGORITHMS.find((a) => a === algorithmText);
  if (algorithm === undefined) {
    throw new UsageError(`option --algorithm must be ${ALGORITHMS.join(', ')}; got "${algorithmText}"`);
  }
  const at = /^([0-9]+),([0-9]+)$/.exec(atText);
  if (at === null)
    throw new UsageError(`option --at must be X,Y with whole numbers from 0 (e.g. 4,7), got "${atText}"`);
  const origin = { x: Number(at[1]), y: Number(at[2]) };
  const radius = parseNumberFlag('radius', radiusText, 10_000);

  let text: string;
  try {
    text = await io.readText(mapPath);
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    const where = mapPath === '-' ? 'standard input' : `"${mapPath}"`;
    throw new UsageError(`cannot read the map from ${where} (${reason}); give a readable text file or -`);
  }
  const map = parseAsciiMap(text);
  if (map.width === 0 || map.height === 0)
    throw new UsageError('the map is empty; give at least one line of cells');
  if (origin.x >= map.width || origin.y >= map.height) {
    throw new UsageError(
      `origin ${origin.x},${origin.y} is off the ${map.width}x${map.height} map; X must be below ${map.width} and Y below ${map.height}`,
    );
  }
  const visible = computeFov(map, origin, radius, { algorithm });
  io.stdout(renderVisible(map, visible, origin));
  return 0;
}
