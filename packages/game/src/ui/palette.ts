import { hashSeed } from '@hullbreach/toolkit';
import type { Terrain } from '../core/api.js';
import type { Rgb } from './frame.js';

/** Deep space blue (the backdrop of stars and of menu boxes). */
export const SPACE_BLUE: Rgb = 0x000038;
/** Menu box background: space blue × 2/3. */
export const BOX_BG: Rgb = 0x000025;
/** Menu box border. */
export const BOX_BORDER: Rgb = 0x8aa6c8;
/** Ordinary text. */
export const TEXT: Rgb = 0xd8d8d8;
/** Secondary text (hints, footers). */
export const TEXT_DIM: Rgb = 0x8a8a9a;
/** Titles and headings. */
export const ACCENT: Rgb = 0xffbe4c;
/** Hotkey letters in menus. */
export const HOTKEY: Rgb = 0xffd37a;
/** Background of the selected menu item. */
export const SELECTED_BG: Rgb = 0x2f4f80;
/** Disabled menu items. */
export const DISABLED: Rgb = 0x5a5a66;
/** The player's colour. */
export const PLAYER_COLOUR: Rgb = 0xffffff;
/** The player's glyph, `@`. */
export const PLAYER_GLYPH = 0x40;
/** The glyph of a burning cell, `§` (the pressure helmet is `^`). */
export const FIRE_GLYPH = 0xa7;

/** Colours of log message tones. */
export const TONE_COLOUR: Readonly<Record<'info' | 'good' | 'bad' | 'warn', Rgb>> = {
  info: 0xc8c8c8,
  good: 0x86e08a,
  bad: 0xff6f6f,
  warn: 0xffcc55,
};

/** How one map cell looks before lighting: glyph (code point) and colours. */
export interface CellStyle {
  readonly glyph: number;
  readonly fg: Rgb;
  readonly bg: Rgb;
}

const cp = (s: string): number => s.codePointAt(0) ?? 32;

/**
 * Terrain looks. No glyph here is shared with another terrain, an item, a creature, fire or a
 * star (glyphs.test.ts checks it against the real tables), so nothing is told apart by colour
 * alone: the console is `_` (devices are `&`), vault doors are shaded blocks, switch plates `°`
 * and, once pressed, `×`. Every glyph is one the browser's own font draws too.
 */
const TERRAIN: Readonly<Record<Terrain, CellStyle>> = {
  void: { glyph: 32, fg: 0, bg: 0 },
  breach: { glyph: 0x2a, fg: 0x9a7a62, bg: 0 },
  floor: { glyph: cp('.'), fg: 0xb8a27a, bg: 0x1a1610 },
  wall: { glyph: cp('#'), fg: 0xd08c15, bg: 0x492e00 },
  'door-closed': { glyph: cp('+'), fg: 0xffbe4c, bg: 0x5a3a10 },
  'door-open': { glyph: cp("'"), fg: 0xffbe4c, bg: 0x1a1610 },
  window: { glyph: cp('%'), fg: 0x7fd0ff, bg: 0x123050 },
  'stairs-down': { glyph: cp('>'), fg: 0xffffff, bg: 0x303030 },
  console: { glyph: cp('_'), fg: 0x40ffd0, bg: 0x0d3a30 },
  'door-card': { glyph: 0x2592, fg: 0xf0d040, bg: 0x4a3a10 },
  'door-pressure': { glyph: 0x2593, fg: 0x7fd0ff, bg: 0x123050 },
  'door-sealed': { glyph: 0x2591, fg: 0xd0a0ff, bg: 0x2a1a40 },
  switch: { glyph: 0xb0, fg: 0xe0e0e0, bg: 0x492e00 },
  'switch-on': { glyph: 0xd7, fg: 0x60ff90, bg: 0x492e00 },
};

/** The unlit look of a terrain kind. Void and breaches show space instead (see starfield.ts). */
export function terrainStyle(terrain: Terrain): CellStyle {
  return TERRAIN[terrain];
}

/** True for terrain drawn as open space (the starfield). */
export function isSpace(terrain: Terrain): boolean {
  return terrain === 'void' || terrain === 'breach';
}

/** Multiplies a colour by a factor in [0, 1] (rounding down each channel). */
export function scale(colour: Rgb, f: number): Rgb {
  const k = f <= 0 ? 0 : f >= 1 ? 1 : f;
  const r = Math.floor(((colour >>> 16) & 255) * k);
  const g = Math.floor(((colour >>> 8) & 255) * k);
  const b = Math.floor((colour & 255) * k);
  return ((r << 16) | (g << 8) | b) >>> 0;
}

/** A remembered (out of sight) colour: the grey of the channel mean, halved. */
export function remembered(colour: Rgb): Rgb {
  const mean = (((colour >>> 16) & 255) + ((colour >>> 8) & 255) + (colour & 255)) / 3;
  const v = Math.floor(mean / 2);
  return ((v << 16) | (v << 8) | v) >>> 0;
}

/**
 * The least grey of a remembered glyph (not its background): half the mean of a dark wall colour
 * would fall below the midpoint between black and grey, and 16-colour terminals would paint it
 * black on black.
 */
export const REMEMBERED_GLYPH_MIN = 68;

/** A remembered glyph colour: `remembered`, but never darker than REMEMBERED_GLYPH_MIN (black stays black). */
export function rememberedGlyph(colour: Rgb): Rgb {
  if ((colour & 0xffffff) === 0) return 0;
  const g = remembered(colour) & 255;
  const v = Math.max(g, REMEMBERED_GLYPH_MIN);
  return ((v << 16) | (v << 8) | v) >>> 0;
}

/** Multiplies two colours channel by channel (a tint), each channel scaled to 0..255. */
export function tint(colour: Rgb, by: Rgb): Rgb {
  const r = Math.floor((((colour >>> 16) & 255) * ((by >>> 16) & 255)) / 255);
  const g = Math.floor((((colour >>> 8) & 255) * ((by >>> 8) & 255)) / 255);
  const b = Math.floor(((colour & 255) * (by & 255)) / 255);
  return ((r << 16) | (g << 8) | b) >>> 0;
}

/** Milliseconds between two flickers of a fire (cosmetic time, never game time). */
export const FLICKER_MS = 160;

const FIRE_FG: readonly Rgb[] = [0xffe070, 0xffa030, 0xff6a20];
const FIRE_BG: readonly Rgb[] = [0x7a2a06, 0x5c1e04, 0x943a0a];

/**
 * A burning cell at cosmetic time `ms`: FIRE_GLYPH in a flame colour over glowing embers. The flicker is
 * a pure hash of the cell and the flicker number, so it draws nothing from any random stream.
 */
export function fireStyle(x: number, y: number, ms: number): CellStyle {
  const h = hashSeed('flame', x, y, Math.floor(Math.max(0, ms) / FLICKER_MS));
  return { glyph: FIRE_GLYPH, fg: FIRE_FG[h % 3], bg: FIRE_BG[(h >>> 8) % 3] };
}
