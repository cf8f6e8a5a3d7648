import { createRngStream } from '../../rng/stream.js';
import { Tile, type Level } from '../level.js';
import { checkBaseOptions, rejectUnknownOptions, type GenerateOptions } from '../options.js';

/** Smallest arena: 3x4 or 4x3, so the floor has two cells for the start and the exit. */
export const ARENA_MIN_SIZE = { width: 3, height: 3 } as const;
/** Largest arena size. */
export const ARENA_MAX_SIZE = { width: 1024, height: 1024 } as const;

/**
 * One open room: a rim of wall around floor. The seed only picks the corner of the floor where
 * the start stands; the exit (stairs down) is the opposite corner. Options: width, height, seed
 * (no others); the floor needs at least two cells, so 3x3 is refused.
 */
export function generateArena(options: GenerateOptions): Level {
  rejectUnknownOptions(options, 'arena', []);
  checkBaseOptions(
    options,
    ARENA_MIN_SIZE.width,
    ARENA_MIN_SIZE.height,
    ARENA_MAX_SIZE.width,
    ARENA_MAX_SIZE.height,
  );
  const { width, height } = options;
  if (width === 3 && height === 3) {
    throw new RangeError('option "width" or "height" must be above 3: a 3x3 arena has one floor cell');
  }
  const tiles = new Uint8Array(width * height).fill(Tile.Floor);
  tiles.fill(Tile.Wall, 0, width);
  tiles.fill(Tile.Wall, (height - 1) * width);
  for (let y = 1; y < height - 1; y++) {
    tiles[y * width] = Tile.Wall;
    tiles[y * width + width - 1] = Tile.Wall;
  }
  const corner = createRngStream(options.seed).int(0, 3);
  const right = (corner & 1) === 1;
  const bottom = (corner & 2) === 2;
  const start = { x: right ? width - 2 : 1, y: bottom ? height - 2 : 1 };
  const exit = { x: right ? 1 : width - 2, y: bottom ? 1 : height - 2 };
  tiles[exit.y * width + exit.x] = Tile.StairsDown;
  return { width, height, tiles, rooms: [], doors: [], windows: [], start, exit };
}
