import { createRngStream } from '../../rng/stream.js';
import type { Point } from '../../grid/types.js';
import { Tile, type Level } from '../level.js';
import { checkBaseOptions, intOption, rejectUnknownOptions, type GenerateOptions } from '../options.js';
import type { StageRecorder } from '../stages.js';
import { keepLargestRegion } from '../cellular/connect.js';
import { dig } from './digger.js';
import { farthestCell, pointOf, StepScratch } from '../start-exit.js';

/** The classic map size and digger counts (CV6). */
export const CAVE_DEFAULTS = { width: 100, height: 57, caves: 17, steps: 1000 } as const;

function toLevel(width: number, height: number, open: Uint8Array, start?: Point, exit?: Point): Level {
  const tiles = new Uint8Array(open.length);
  for (let i = 0; i < open.length; i++) tiles[i] = open[i] === 1 ? Tile.Floor : Tile.Wall;
  if (exit !== undefined) tiles[exit.y * width + exit.x] = Tile.StairsDown;
  return { width, height, tiles, rooms: [], doors: [], windows: [], start, exit };
}

/**
 * Caves dug by tunnel diggers. Options: width (default 100), height (57), caves (17
 * diggers) and steps (1000 per digger), all drawn from one seeded stream (CV1). After digging,
 * only the largest 4-connected region is kept; the start is a random cell of it and the exit
 * (stairs down) the cell farthest from the start by 4-connected steps (CV5).
 */
export function generateCaves(
  options: GenerateOptions,
  stages?: StageRecorder,
  workspace: { readonly steps: StepScratch } = { steps: new StepScratch() },
): Level {
  const sized = {
    ...options,
    width: options.width ?? CAVE_DEFAULTS.width,
    height: options.height ?? CAVE_DEFAULTS.height,
  };
  rejectUnknownOptions(options, 'caves', ['caves', 'steps']);
  checkBaseOptions(sized, 5, 5);
  const { width, height } = sized;
  const caves = intOption(options, 'caves', CAVE_DEFAULTS.caves, 1, 10_000);
  const steps = intOption(options, 'steps', CAVE_DEFAULTS.steps, 1, 1_000_000);
  if (caves * steps > 100_000_000) throw new RangeError(`option "steps" times "caves" must be at most 1e8`);
  const rng = createRngStream(options.seed);

  const open = new Uint8Array(width * height);
  dig(open, width, height, caves, steps, rng);
  stages?.('dig', toLevel(width, height, open));
  keepLargestRegion(open, width, height);
  const cells: number[] = [];
  for (let i = 0; i < open.length; i++) if (open[i] === 1) cells.push(i);
  if (cells.length === 0) return toLevel(width, height, open); // unreachable: the first digger always carves
  const start = rng.pick(cells);
  const exit = farthestCell({ cells: open, width, height }, start, workspace.steps);
  return toLevel(width, height, open, pointOf(start, width), pointOf(exit, width));
}
