/** An RGB colour packed as 0xRRGGBB. */
export type Rgb = number;

/**
 * What a front end paints: a grid of character cells, each a glyph with a foreground and a
 * background colour. Row-major, `index = y * width + x`.
 */
export interface Frame {
  readonly width: number;
  readonly height: number;
  /** Unicode code point of each cell's glyph (32 for a blank). */
  readonly glyph: Uint32Array;
  /** Foreground colour of each cell. */
  readonly fg: Uint32Array;
  /** Background colour of each cell. */
  readonly bg: Uint32Array;
}

/** A blank frame (spaces, grey on black). */
export function createFrame(width: number, height: number): Frame {
  const n = width * height;
  return {
    width,
    height,
    glyph: new Uint32Array(n).fill(32),
    fg: new Uint32Array(n).fill(0xc0c0c0),
    bg: new Uint32Array(n),
  };
}

/** Packs three 0..255 channels into an Rgb. */
export function rgb(r: number, g: number, b: number): Rgb {
  return ((clamp255(r) << 16) | (clamp255(g) << 8) | clamp255(b)) >>> 0;
}

function clamp255(v: number): number {
  return v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
}

/** Multiplies every channel by n/255 (chargrid's dim tint). */
export function dim(colour: Rgb, n: number): Rgb {
  const r = (colour >>> 16) & 255;
  const g = (colour >>> 8) & 255;
  const b = colour & 255;
  return rgb(Math.floor((r * n) / 255), Math.floor((g * n) / 255), Math.floor((b * n) / 255));
}
