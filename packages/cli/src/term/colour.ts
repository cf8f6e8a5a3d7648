import type { ColourMode } from '@hullbreach/game';
import { ANSI16, CUBE_LEVELS, rgbDistance, xterm256Rgb } from './palette.js';

/**
 * What a colour mode sends for one RGB colour: a 24-bit colour, or an index into the terminal's
 * palette (0..15 for 16-colour mode, 16..255 for 256-colour mode).
 */
export type Encoded =
  { readonly kind: 'rgb'; readonly rgb: number } | { readonly kind: 'index'; readonly index: number };

function nearestLevel(v: number): number {
  let best = 0;
  for (let i = 1; i < CUBE_LEVELS.length; i++) {
    if (Math.abs(CUBE_LEVELS[i] - v) < Math.abs(CUBE_LEVELS[best] - v)) best = i;
  }
  return best;
}

/**
 * The xterm 256-colour index (16..255: the 6x6x6 cube or the 24 greys) nearest to an RGB colour by
 * Euclidean distance; ties go to the lower index. 0..15 are skipped: terminals restyle them.
 */
export function nearest256(rgb: number): number {
  const r = (rgb >>> 16) & 255;
  const g = (rgb >>> 8) & 255;
  const b = rgb & 255;
  // The cube is a product of per-channel levels, so its nearest point is the per-channel nearest.
  const cube = 16 + 36 * nearestLevel(r) + 6 * nearestLevel(g) + nearestLevel(b);
  let best = cube;
  let bestDistance = rgbDistance(rgb, xterm256Rgb(cube));
  // Greys are 8 + 10k; only the two around the mean can be nearest, but checking all 24 is cheap.
  for (let index = 232; index < 256; index++) {
    const d = rgbDistance(rgb, xterm256Rgb(index));
    if (d < bestDistance) {
      best = index;
      bestDistance = d;
    }
  }
  return best;
}

/** The standard ANSI colour index (0..15) nearest to an RGB colour by Euclidean distance; ties go to the lower index. */
export function nearest16(rgb: number): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let index = 0; index < 16; index++) {
    const d = rgbDistance(rgb, ANSI16[index]);
    if (d < bestDistance) {
      best = index;
      bestDistance = d;
    }
  }
  return best;
}

/** The grey (r = g = b) with the colour's Rec. 709 luma, as 0xRRGGBB. */
export function toGrey(rgb: number): number {
  const r = (rgb >>> 16) & 255;
  const g = (rgb >>> 8) & 255;
  const b = rgb & 255;
  const v = Math.round(0.2126 * r + 0.7152 * g + 0.0722 * b);
  return (v << 16) | (v << 8) | v;
}

/** Maps an RGB colour to what the mode sends; deterministic for every input. Grey is sent as 24-bit grey. */
export function encodeColour(mode: ColourMode, rgb: number): Encoded {
  const c = rgb & 0xffffff;
  switch (mode) {
    case 'truecolor':
      return { kind: 'rgb', rgb: c };
    case 'grey':
      return { kind: 'rgb', rgb: toGrey(c) };
    case '256':
      return { kind: 'index', index: nearest256(c) };
    case '16':
      return { kind: 'index', index: nearest16(c) };
  }
}

/** The SGR parameters (without `ESC[` and `m`) that set the foreground or background to an encoded colour. */
export function sgrParams(encoded: Encoded, layer: 'fg' | 'bg'): string {
  if (encoded.kind === 'rgb') {
    const { rgb } = encoded;
    return `${layer === 'fg' ? 38 : 48};2;${(rgb >>> 16) & 255};${(rgb >>> 8) & 255};${rgb & 255}`;
  }
  const { index } = encoded;
  if (index >= 16) return `${layer === 'fg' ? 38 : 48};5;${index}`;
  // 16-colour mode uses the classic codes (30-37/40-47 and the bright 90-97/100-107), understood everywhere.
  const base = layer === 'fg' ? (index < 8 ? 30 : 90) : index < 8 ? 40 : 100;
  return String(base + (index % 8));
}

/** The colour a terminal shows for an encoded colour (the palette entry for indices), as 0xRRGGBB. */
export function shownColour(encoded: Encoded): number {
  return encoded.kind === 'rgb' ? encoded.rgb : xterm256Rgb(encoded.index);
}

/** Caches the SGR parameters of each (colour, layer) for one mode, since frames repeat few colours. */
export class SgrCache {
  private readonly fg = new Map<number, string>();
  private readonly bg = new Map<number, string>();

  /** Creates a cache for one colour mode. */
  constructor(readonly mode: ColourMode) {}

  /** The SGR parameters that set the foreground to this colour. */
  foreground(rgb: number): string {
    let s = this.fg.get(rgb);
    if (s === undefined) {
      s = sgrParams(encodeColour(this.mode, rgb), 'fg');
      this.fg.set(rgb, s);
    }
    return s;
  }

  /** The SGR parameters that set the background to this colour. */
  background(rgb: number): string {
    let s = this.bg.get(rgb);
    if (s === undefined) {
      s = sgrParams(encodeColour(this.mode, rgb), 'bg');
      this.bg.set(rgb, s);
    }
    return s;
  }
}
