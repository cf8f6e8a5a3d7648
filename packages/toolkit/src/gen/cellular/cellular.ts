import { createRngStream } from '../../rng/stream.js';
import { Tile, type Level } from '../level.js';
import {
  boolOption,
  checkBaseOptions,
  enumOption,
  intOption,
  numberOption,
  rejectUnknownOptions,
  type GenerateOptions,
} from '../options.js';
import { farthestCell, pointOf, StepScratch } from '../start-exit.js';
import type { StageRecorder } from '../stages.js';
import { parseLifeRule, randomFill, runAsync, stepGeneration } from './automaton.js';
import { joinRegions, keepLargestRegion, openDiagonalCorners } from './connect.js';

/** How `cellular` treats disconnected open regions: leave them, tunnel them together, or keep the largest. */
export type CellularConnect = 'none' | 'join' | 'drop';

const DEFAULT_RULE = 'B5678/S45678';

/** The tiles are written as WALL - open (1 or 0), which needs these codes (the types fail to compile otherwise). */
const FLOOR: 1 = Tile.Floor;
const WALL: 2 = Tile.Wall;

const KNOWN = ['mode', 'p', 'h', 'n', 'i', 'rule', 'iterations', 'connect', 'border'] as const;

function toLevel(width: number, height: number, closed: Uint8Array): Level {
  const tiles = new Uint8Array(closed.length);
  for (let i = 0; i < closed.length; i++) tiles[i] = closed[i] === 1 ? Tile.Wall : Tile.Floor;
  return { width, height, tiles, rooms: [], doors: [], windows: [] };
}

/** Closes every cell of the outer ring of a row-major mask (1 = open). */
function closeRing(open: Uint8Array, width: number, height: number): void {
  open.fill(0, 0, width);
  open.fill(0, (height - 1) * width);
  for (let y = 1; y < height - 1; y++) {
    open[y * width] = 0;
    open[y * width + width - 1] = 0;
  }
}

/**
 * A cave from a cellular automaton (the "map generator 1" technique). Options besides width/height/seed:
 * - `mode`: 'async' (default unless `rule` or `iterations` is given) or 'rule'.
 * - `p` (0..100, default 45): percent of cells closed by the initial fill.
 * - async mode: `h` (default true; true closes a cell when c > n, false opens it), `n` (0..8,
 *   default 4), `i` (number of single-cell updates at uniformly drawn cells, default 5·W·H).
 * - rule mode: `rule` (default "B5678/S45678", counts of closed 8-neighbours) and `iterations`
 *   (synchronous generations, default 4).
 * - `border` (default true): close the outer ring, so the level has a solid rim.
 * - `connect`: 'join' (default: tunnel every region to the largest), 'drop' (keep only the largest
 *   region) or 'none' (the raw automaton, exempt from G4/G5); 'join' and 'drop' then open a
 *   corner cell wherever two open cells touch only diagonally.
 * Neighbours outside the map always count as closed. Walls are `#`, open cells are floor. With
 * the defaults the open cells are one 4-connected region inside a solid rim. The start is a
 * random open cell and the exit (stairs down) the open cell farthest from it by 4-connected steps.
 */
export function generateCellular(
  options: GenerateOptions,
  stages?: StageRecorder,
  workspace: { readonly steps: StepScratch } = { steps: new StepScratch() },
): Level {
  rejectUnknownOptions(options, 'cellular', KNOWN);
  checkBaseOptions(options, 3, 3);
  const { width, height } = options;
  const n = width * height;
  const ruleGiven = options.rule !== undefined || options.iterations !== undefined;
  const mode = enumOption(options, 'mode', ruleGiven ? 'rule' : 'async', ['async', 'rule']);
  const percent = numberOption(options, 'p', 45, 0, 100);
  const connect = enumOption<CellularConnect>(options, 'connect', 'join', ['none', 'join', 'drop']);
  const border = boolOption(options, 'border', true);
  const rng = createRngStream(options.seed);

  let closed = new Uint8Array(n);
  if (mode === 'async') {
    for (const name of ['rule', 'iterations'] as const) {
      if (options[name] !== undefined) throw new RangeError(`option "${name}" only applies to mode "rule"`);
    }
    const closeAbove = boolOption(options, 'h', true);
    const threshold = intOption(options, 'n', 4, 0, 8);
    const updates = intOption(options, 'i', 5 * n, 0, 1_000_000_000);
    randomFill(closed, percent, rng);
    stages?.('fill', toLevel(width, height, closed));
    runAsync(closed, width, height, updates, threshold, closeAbove, rng);
  } else {
    for (const name of ['h', 'n', 'i'] as const) {
      if (options[name] !== undefined) throw new RangeError(`option "${name}" only applies to mode "async"`);
    }
    const ruleText = options.rule === undefined ? DEFAULT_RULE : options.rule;
    if (typeof ruleText !== 'string') {
      throw new RangeError(
        `option "rule" must be a string such as "${DEFAULT_RULE}", got ${JSON.stringify(ruleText)}`,
      );
    }
    const { bornMask, surviveMask } = parseLifeRule(ruleText);
    const iterations = intOption(options, 'iterations', 4, 0, 10_000);
    randomFill(closed, percent, rng);
    stages?.('fill', toLevel(width, height, closed));
    let spare = new Uint8Array(n);
    for (let g = 0; g < iterations; g++) {
      stepGeneration(closed, spare, width, height, bornMask, surviveMask);
      const t = closed;
      closed = spare;
      spare = t;
    }
  }
  if (connect !== 'none' || border) {
    stages?.('automaton', toLevel(width, height, closed));
    const open = closed; // reuse the buffer: flip to 1 = open, and back after
    for (let k = 0; k < n; k++) open[k] ^= 1;
    if (border) closeRing(open, width, height);
    if (connect !== 'none') {
      if (connect === 'join') joinRegions(open, width, height);
      else keepLargestRegion(open, width, height);
      openDiagonalCorners(open, width, height, () => rng.chance(0.5));
    }
    for (let k = 0; k < n; k++) open[k] ^= 1;
  }
  // The tiles (Floor where open, Wall where closed) and the open count, in one pass.
  const tiles = new Uint8Array(n);
  let count = 0;
  for (let k = 0; k < n; k++) {
    const isOpen = closed[k] ^ 1;
    tiles[k] = WALL - isOpen;
    count += isOpen;
  }
  // An automaton that closed everything still leaves one cell to stand on: the centre.
  if (count === 0) {
    tiles[(height >> 1) * width + (width >> 1)] = FLOOR;
    count = 1;
  }
  // A uniform floor cell, drawn as rng.pick over the floor cells in order would draw it.
  let nth = rng.int(0, count - 1);
  let start = 0;
  while (tiles[start] !== FLOOR || nth-- > 0) start++;
  // Floor is 1, so the tiles are the open mask farthestCell reads.
  const exit = farthestCell({ cells: tiles, width, height }, start, workspace.steps);
  tiles[exit] = Tile.StairsDown;
  return {
    width,
    height,
    tiles,
    rooms: [],
    doors: [],
    windows: [],
    start: pointOf(start, width),
    exit: pointOf(exit, width),
  };
}
