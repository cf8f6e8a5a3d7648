import { hashSeed } from '@hullbreach/toolkit';
import type { CellStyle } from './palette.js';
import { SPACE_BLUE, scale, terrainStyle } from './palette.js';

/** A star's glyph: `·` (a middle dot), apart from the deck's `.` even where colour does not show. */
export const STAR_GLYPH = 0xb7;

/**
 * The still starfield seen through windows and breaches. Each cell's star is a pure hash of the
 * field's key and the cell, so the pattern never changes between frames and draws nothing from
 * any random stream. `brightness` is 1 for space in view, 1/4 for remembered space.
 */
export function starCell(key: number, x: number, y: number, brightness: number): CellStyle {
  const h = hashSeed(key, x, y);
  const roll = h % 60;
  const bgFactor = Math.min(1, (30 + Math.max(0, y)) / 90);
  const bg = scale(scale(SPACE_BLUE, bgFactor), brightness);
  if (roll === 0) return { glyph: STAR_GLYPH, fg: scale(0xffffff, brightness), bg };
  if (roll === 1 || roll === 2) return { glyph: STAR_GLYPH, fg: scale(0x707090, brightness), bg };
  return { glyph: 32, fg: 0, bg };
}

/** The starfield key of a run's floor (stable for a seed and depth). */
export function starKey(seed: number | string, depth: number): number {
  return hashSeed('stars', seed, depth);
}

/**
 * A breach: the hole shows the same space background as the starfield (lighting never touches
 * it), with a '*' in the colour of torn metal so it reads apart from open space and windows.
 */
export function breachCell(key: number, x: number, y: number, brightness: number): CellStyle {
  const space = starCell(key, x, y, brightness);
  return { glyph: 0x2a, fg: scale(terrainStyle('breach').fg, brightness), bg: space.bg };
}
