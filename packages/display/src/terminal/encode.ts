import { GREY_INDICES, greyNear, nearest256, nearestGrey256, toGrey, xterm256Rgb } from '../color/palette.js';

/** How many colours a terminal is sent: 24-bit, the 256-colour palette, the 16 ANSI colours, or palette greys. */
export type ColorMode = 'truecolor' | '256' | '16' | 'grey';

/**
 * What a colour mode sends for one RGB colour: a 24-bit colour, or an index into the terminal's
 * palette (0..15 for 16-colour mode, 16..255 for 256-colour and grey modes). `faint` (16-colour
 * foregrounds only) asks for the faint attribute with the colour.
 */
export type Encoded =
  | { readonly kind: 'rgb'; readonly rgb: number }
  | { readonly kind: 'index'; readonly index: number; readonly faint?: boolean };

/** Foregrounds whose brightest channel is below this are sent as black in 16-colour mode. */
export const ANSI_BLACK_BELOW = 40;
/** Below this chroma (max − min) relative to the brightest channel, a 16-colour foreground is a grey. */
export const ANSI_GREY_CHROMA = 0.35;
/** Greys with a luma below this are sent as faint white in 16-colour mode (never bright black). */
export const ANSI_FAINT_BELOW = 112;
/** Greys with a luma from this up are sent as bright white. */
export const ANSI_BRIGHT_GREY = 200;
/** Colours whose brightest channel reaches this are sent as the bright variant (normal hues are 205 or 238 in the palette, bright ones 255). */
export const ANSI_BRIGHT_FROM = 240;

/** ANSI indices of the six hues, from red every 60 degrees: red, yellow, green, cyan, blue, magenta. */
const HUE_INDEX: readonly number[] = [1, 3, 2, 6, 4, 5];

/**
 * A foreground in 16-colour mode, chosen by hue rather than by distance: nearest-by-distance
 * turns every dim tile colour into grey, so seen and remembered cells looked the same. Greys go
 * to white (faint below ANSI_FAINT_BELOW, bright from ANSI_BRIGHT_GREY); colours go to the
 * nearest of the six hues, bright from ANSI_BRIGHT_FROM. Bright black (8) is never sent: terminals
 * with 8 colours (tmux on many setups) show it as black, and several themes draw it almost as
 * dark as the background, which is how remembered walls went black on black.
 */
export function ansi16Foreground(rgb: number): { readonly index: number; readonly faint: boolean } {
  const r = (rgb >>> 16) & 255;
  const g = (rgb >>> 8) & 255;
  const b = rgb & 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  if (max < ANSI_BLACK_BELOW) return { index: 0, faint: false };
  if (chroma < ANSI_GREY_CHROMA * max) {
    const l = toGrey(rgb) & 255;
    if (l < ANSI_FAINT_BELOW) return { index: 7, faint: true };
    return { index: l < ANSI_BRIGHT_GREY ? 7 : 15, faint: false };
  }
  const sector = hueSector(r, g, b);
  return { index: HUE_INDEX[sector] + (max >= ANSI_BRIGHT_FROM ? 8 : 0), faint: false };
}

/** Backgrounds whose brightest channel is below this are black in 16-colour mode (every tile's is). */
export const ANSI_BG_BLACK_BELOW = 120;

/**
 * A background in 16-colour mode: black unless it is meant to be seen (a cursor, a selection, the
 * line of fire, flames: brightest channel from ANSI_BG_BLACK_BELOW up), then the nearest of the six
 * hues, or white for a light grey. Only the normal eight are sent, which every terminal has.
 */
export function ansi16Background(rgb: number): number {
  const r = (rgb >>> 16) & 255;
  const g = (rgb >>> 8) & 255;
  const b = rgb & 255;
  const max = Math.max(r, g, b);
  const chroma = max - Math.min(r, g, b);
  if (max < ANSI_BG_BLACK_BELOW) return 0;
  if (chroma < ANSI_GREY_CHROMA * max) return (toGrey(rgb) & 255) < 128 ? 0 : 7;
  return HUE_INDEX[hueSector(r, g, b)];
}

/** The hue sector (0 red, 1 yellow, 2 green, 3 cyan, 4 blue, 5 magenta) of a colour that is not grey. */
function hueSector(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b);
  const chroma = max - Math.min(r, g, b);
  let hue: number;
  if (max === r) hue = (60 * (g - b)) / chroma;
  else if (max === g) hue = 120 + (60 * (b - r)) / chroma;
  else hue = 240 + (60 * (r - g)) / chroma;
  return Math.round((hue + 360) / 60) % 6;
}

/**
 * Maps an RGB colour to what the mode sends, for a foreground or a background; deterministic for
 * every input. Grey mode sends palette greys (nearestGrey256); 16-colour foregrounds go by hue
 * (ansi16Foreground), backgrounds likewise (ansi16Background: dark ones stay black).
 */
export function encodeColor(mode: ColorMode, rgb: number, layer: 'fg' | 'bg' = 'fg'): Encoded {
  const c = rgb & 0xffffff;
  switch (mode) {
    case 'truecolor':
      return { kind: 'rgb', rgb: c };
    case 'grey':
      return { kind: 'index', index: nearestGrey256(c) };
    case '256':
      return { kind: 'index', index: nearest256(c) };
    case '16':
      return layer === 'bg'
        ? { kind: 'index', index: ansi16Background(c) }
        : { kind: 'index', ...ansi16Foreground(c) };
  }
}

/** How far apart (in grey level) grey mode keeps a glyph from its background when they would merge. */
export const GREY_SEPARATION = 48;

/**
 * Encodes a cell's foreground and background together: like encodeColor for each, except that a
 * glyph meant to show (a foreground that differs from its background and is not black) never
 * comes out in its background's colour. In 16-colour mode "the same" ignores bright versus normal
 * (8-colour terminals merge them): the glyph then turns bright white, or black on white. In grey
 * mode it moves GREY_SEPARATION levels away on the side where its own grey lies (the other side at
 * either end of the scale).
 */
export function encodePair(mode: ColorMode, fg: number, bg: number): { fg: Encoded; bg: Encoded } {
  const f = fg & 0xffffff;
  const b = bg & 0xffffff;
  const fgEnc = encodeColor(mode, f, 'fg');
  const bgEnc = encodeColor(mode, b, 'bg');
  if (f === b || fgEnc.kind !== 'index' || bgEnc.kind !== 'index') return { fg: fgEnc, bg: bgEnc };
  if (mode === '16') {
    if (fgEnc.index === 0 || fgEnc.index % 8 !== bgEnc.index % 8) return { fg: fgEnc, bg: bgEnc };
    return { fg: { kind: 'index', index: bgEnc.index % 8 === 7 ? 0 : 15, faint: false }, bg: bgEnc };
  }
  if (mode === 'grey' && fgEnc.index === bgEnc.index && nearestGrey256(f) !== GREY_INDICES[0]) {
    const own = toGrey(f) & 255;
    const level = xterm256Rgb(bgEnc.index) & 255;
    const up = level + GREY_SEPARATION;
    const down = level - GREY_SEPARATION;
    const target = (own > (toGrey(b) & 255) && up <= 255) || down < 0 ? up : down;
    return { fg: { kind: 'index', index: greyNear(target) }, bg: bgEnc };
  }
  return { fg: fgEnc, bg: bgEnc };
}

/** The SGR parameters (without `ESC[` and `m`) that set the foreground or background to an encoded colour. */
export function sgrParams(encoded: Encoded, layer: 'fg' | 'bg'): string {
  if (encoded.kind === 'rgb') {
    const { rgb } = encoded;
    return `${layer === 'fg' ? 38 : 48};2;${(rgb >>> 16) & 255};${(rgb >>> 8) & 255};${rgb & 255}`;
  }
  const { index } = encoded;
  if (index >= 16) return `${layer === 'fg' ? 38 : 48};5;${index}`;
  // 16-colour mode uses the classic codes (30-37/40-47 and the bright 90-97/100-107), understood
  // everywhere; a foreground also sets or clears faint (2 / 22), so no faintness lingers.
  if (layer === 'bg') return String((index < 8 ? 40 : 100) + (index % 8));
  return `${encoded.faint === true ? 2 : 22};${(index < 8 ? 30 : 90) + (index % 8)}`;
}

/** The colour a terminal shows for an encoded colour (the palette entry for indices), as 0xRRGGBB. */
export function shownColor(encoded: Encoded): number {
  return encoded.kind === 'rgb' ? encoded.rgb : xterm256Rgb(encoded.index);
}

/**
 * Caches the SGR parameters of each (foreground, background) pair for one mode (see encodePair),
 * since frames repeat few pairs.
 */
export class SgrCache {
  private readonly pairs = new Map<number, { readonly fg: string; readonly bg: string }>();

  /** Creates a cache for one colour mode. */
  constructor(readonly mode: ColorMode) {}

  /** The SGR parameters that set the foreground and the background of a cell to these colours. */
  pair(fg: number, bg: number): { readonly fg: string; readonly bg: string } {
    const key = (fg & 0xffffff) * 0x1000000 + (bg & 0xffffff);
    let s = this.pairs.get(key);
    if (s === undefined) {
      const e = encodePair(this.mode, fg, bg);
      s = { fg: sgrParams(e.fg, 'fg'), bg: sgrParams(e.bg, 'bg') };
      this.pairs.set(key, s);
    }
    return s;
  }
}
