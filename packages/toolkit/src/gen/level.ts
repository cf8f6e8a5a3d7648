import { checkObject } from '../grid/check.js';
import type { Point } from '../grid/types.js';

/** Tile codes stored in `Level.tiles`. */
export const Tile = {
  /** Outside the hull, or unused space. */
  Void: 0,
  Floor: 1,
  Wall: 2,
  /** A closed door; walkable for connectivity, opaque until opened. */
  Door: 3,
  /** Solid but transparent. */
  Window: 4,
  StairsDown: 5,
  StairsUp: 6,
} as const;

/** One of the `Tile` codes. */
export type TileCode = (typeof Tile)[keyof typeof Tile];

/** A room of a generated level: its bounding box and how many floor cells it has. */
export interface Room {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Number of cells that belong to the room. */
  readonly cells: number;
}

/** A generated level. */
export interface Level {
  readonly width: number;
  readonly height: number;
  /** Tile codes, row-major. */
  readonly tiles: Uint8Array;
  /** Empty for generators without rooms. */
  readonly rooms: readonly Room[];
  readonly doors: readonly Point[];
  readonly windows: readonly Point[];
  readonly start?: Point;
  /** Stairs down, or the goal. */
  readonly exit?: Point;
  /** Room id of every cell (-1 for none); present when `rooms` is not empty. */
  readonly roomOf?: Int16Array;
}

/** A level with a start and an exit: what every generator kind but `chunk` returns. */
export interface PlayableLevel extends Level {
  readonly start: Point;
  /** Stairs down, or the goal. */
  readonly exit: Point;
}

const GLYPHS: Record<number, string> = {
  [Tile.Void]: ' ',
  [Tile.Floor]: '.',
  [Tile.Wall]: '#',
  [Tile.Door]: '+',
  [Tile.Window]: '%',
  [Tile.StairsDown]: '>',
  [Tile.StairsUp]: '<',
};

/** The ASCII glyph of a tile code (`?` for codes outside the legend). */
export function tileGlyph(code: number): string {
  return GLYPHS[code] ?? '?';
}

/** Checks that `level` has integer sides and a `tiles` array of `width * height` codes. */
export function checkLevel(level: Level, fn: string): void {
  checkObject(level, 'the level', fn);
  const { width, height, tiles } = level;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 0 || height < 0) {
    throw new RangeError(`${fn}: width and height must be non-negative integers, got ${width}x${height}`);
  }
  if (!(tiles instanceof Uint8Array) || tiles.length !== width * height) {
    throw new RangeError(`${fn}: tiles must be a Uint8Array of width * height = ${width * height} codes`);
  }
}

/** Renders a level in ASCII (`#` wall, `.` floor, space, `+` door, `%` window, `>` `<` stairs, `@` at the start); rows joined by '\n'. */
export function levelToAscii(level: Level): string {
  checkLevel(level, 'levelToAscii');
  const { width, height, tiles, start } = level;
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    let row = '';
    for (let x = 0; x < width; x++) {
      row += start !== undefined && start.x === x && start.y === y ? '@' : tileGlyph(tiles[y * width + x]);
    }
    rows.push(row);
  }
  return rows.join('\n');
}

/** True for tiles a walker can stand on or pass (floor, doors, stairs). */
export function isWalkableTile(code: number): boolean {
  return code === Tile.Floor || code === Tile.Door || code === Tile.StairsDown || code === Tile.StairsUp;
}

/** True for tiles that block sight: walls and closed doors (windows, floor, stairs and void are see-through). */
export function isOpaqueTile(code: number): boolean {
  return code === Tile.Wall || code === Tile.Door;
}

/** A mask of the walkable cells of a level (doors count as walkable): the `walkable` of a path map. */
export function walkableMask(level: Level): Uint8Array {
  checkLevel(level, 'walkableMask');
  const mask = new Uint8Array(level.width * level.height);
  for (let i = 0; i < mask.length; i++) mask[i] = isWalkableTile(level.tiles[i]) ? 1 : 0;
  return mask;
}

/** A mask of the cells of a level that block sight (walls, closed doors): the `opaque` of a field-of-view map. */
export function opaqueMask(level: Level): Uint8Array {
  checkLevel(level, 'opaqueMask');
  const mask = new Uint8Array(level.width * level.height);
  for (let i = 0; i < mask.length; i++) mask[i] = isOpaqueTile(level.tiles[i]) ? 1 : 0;
  return mask;
}
