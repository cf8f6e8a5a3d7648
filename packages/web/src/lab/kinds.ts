import type { GeneratorKind } from '@hullbreach/toolkit';

/** The seed when the URL gives none (as `hullbreach gen`). */
export const LAB_DEFAULT_SEED = 1;

/** One parameter of a generator as the lab offers it: a text box, or a list of choices. */
export interface ParamSpec {
  readonly name: string;
  /** What the toolkit does with it, and its default. */
  readonly hint: string;
  /** Allowed values for a choice (booleans are the choice true/false); absent for free text. */
  readonly choices?: readonly string[];
}

const BOOL = ['true', 'false'] as const;

const ACCRETION: readonly ParamSpec[] = [
  { name: 'maxRooms', hint: 'rooms to place (10)' },
  { name: 'roomMin', hint: 'smallest room side (3)' },
  { name: 'roomMax', hint: 'largest room side (8)' },
  { name: 'corridorMin', hint: 'shortest corridor (3)' },
  { name: 'corridorMax', hint: 'longest corridor (8)' },
  { name: 'maxAttempts', hint: 'placement tries (20000)' },
  { name: 'roomShape', hint: 'room outline (rectangle)', choices: ['rectangle', 'irregular'] },
  { name: 'roomBand', hint: 'irregular: band depth (1)' },
  { name: 'roomPoints', hint: 'irregular: points per side (2)' },
];

const MAZE: readonly ParamSpec[] = [
  { name: 'ends', hint: 'where start and exit go (corners)', choices: ['corners', 'farthest'] },
];

/** The parameters each kind takes besides seed, width and height (see the toolkit's GeneratorOptionsMap). */
export const GENERATOR_PARAMS: Readonly<Record<GeneratorKind, readonly ParamSpec[]>> = {
  station: [
    { name: 'small', hint: 'the small docking bay (false)', choices: BOOL },
    { name: 'hullScale', hint: 'tiles per hull cell (size-dependent)' },
    { name: 'bayWidth', hint: 'small bay width (10)' },
    { name: 'bayHeight', hint: 'small bay height (10)' },
    { name: 'minRoomWidth', hint: 'smallest room width (3)' },
    { name: 'minRoomHeight', hint: 'smallest room height (2)' },
    { name: 'stopArea', hint: 'parts this small may stop splitting (0)' },
    { name: 'stopChance', hint: 'chance they stop (0.5)' },
    { name: 'hallChance', hint: 'chance of a hall in a big split (0)' },
    { name: 'hallWidth', hint: 'hall width (2)' },
    { name: 'maxAttempts', hint: 'whole attempts (400)' },
  ],
  ship: [
    { name: 'depth', hint: 'floor depth; even swaps start and exit (1)' },
    { name: 'windowsMin', hint: 'fewest windows (30)' },
    { name: 'windowsMax', hint: 'most windows (40)' },
  ],
  cellular: [
    { name: 'mode', hint: 'single-cell updates or generations (async)', choices: ['async', 'rule'] },
    { name: 'p', hint: 'percent closed at first (45)' },
    { name: 'h', hint: 'async: close when above n (true)', choices: BOOL },
    { name: 'n', hint: 'async: neighbour threshold (4)' },
    { name: 'i', hint: 'async: updates (5 x cells)' },
    { name: 'rule', hint: 'rule mode: B5678/S45678' },
    { name: 'iterations', hint: 'rule mode: generations (4)' },
    { name: 'connect', hint: 'open regions (join)', choices: ['join', 'drop', 'none'] },
    { name: 'border', hint: 'close the outer ring (true)', choices: BOOL },
  ],
  caves: [
    { name: 'caves', hint: 'diggers (17)' },
    { name: 'steps', hint: 'steps per digger (1000)' },
  ],
  features: [...ACCRETION, { name: 'roomChance', hint: 'percent of features that are rooms (50)' }],
  rooms: ACCRETION,
  bsp: [
    { name: 'minRoomWidth', hint: 'smallest leaf width (3)' },
    { name: 'minRoomHeight', hint: 'smallest leaf height (2)' },
    { name: 'maxAttempts', hint: 'attempts (50)' },
  ],
  chunk: [
    { name: 'cx', hint: 'chunk column in the world (0)' },
    { name: 'cy', hint: 'chunk row in the world (0)' },
  ],
  'maze-eller': MAZE,
  'maze-divided': MAZE,
  'maze-icey': [...MAZE, { name: 'regularity', hint: '0 twisty .. 1e6 straight (0)' }],
  rogue: [
    { name: 'gridWidth', hint: 'grid cells across (3)' },
    { name: 'gridHeight', hint: 'grid cells down (3)' },
    { name: 'minRoomWidth', hint: 'smallest room width' },
    { name: 'maxRoomWidth', hint: 'largest room width' },
    { name: 'minRoomHeight', hint: 'smallest room height' },
    { name: 'maxRoomHeight', hint: 'largest room height' },
    { name: 'extraConnections', hint: 'corridors beyond the tree (0)' },
  ],
  arena: [],
};
