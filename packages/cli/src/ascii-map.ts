import type { OpacityMap } from '@hullbreach/toolkit';

/** An ASCII map read into a rectangle: one code point per cell, ragged lines padded with spaces. */
export interface AsciiMap extends OpacityMap {
  /** The character of every cell, row-major. */
  readonly cells: readonly string[];
}

/** Characters that block sight: `#` wall and `+` closed door. */
const OPAQUE = new Set(['#', '+']);

/**
 * Reads map text into a rectangle as wide as its longest line. CR LF and LF line ends both work;
 * one final line end is not an extra row. Cells past the end of a short line are void (space).
 */
export function parseAsciiMap(text: string): AsciiMap {
  const lines = text.split(/\r?\n/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const rows = lines.map((row) => Array.from(row));
  const width = rows.reduce((max, row) => Math.max(max, row.length), 0);
  const height = rows.length;
  const cells: string[] = [];
  const opaque = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ch = rows[y][x] ?? ' ';
      cells.push(ch);
      if (OPAQUE.has(ch)) opaque[y * width + x] = 1;
    }
  }
  return { width, height, cells, opaque };
}

/** Prints the map with every cell the mask marks invisible as a space and the origin as `@`; rows end in LF. */
export function renderVisible(map: AsciiMap, visible: Uint8Array, origin: { x: number; y: number }): string {
  let out = '';
  for (let y = 0; y < map.height; y++) {
    for (let x = 0; x < map.width; x++) {
      const i = y * map.width + x;
      out += x === origin.x && y === origin.y ? '@' : visible[i] !== 0 ? map.cells[i] : ' ';
    }
    out += '\n';
  }
  return out;
}
