/** The six channel levels of the xterm 6x6x6 colour cube (indices 16..231). */
export const CUBE_LEVELS: readonly number[] = [0, 95, 135, 175, 215, 255];

/** The standard 16 ANSI colours as xterm draws them by default (0..7 normal, 8..15 bright). */
export const ANSI16: readonly number[] = [
  0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000ee, 0xcd00cd, 0x00cdcd, 0xe5e5e5, 0x7f7f7f, 0xff0000,
  0x00ff00, 0xffff00, 0x5c5cff, 0xff00ff, 0x00ffff, 0xffffff,
];

/** The RGB colour (0xRRGGBB) of an xterm 256-colour palette index. */
export function xterm256Rgb(index: number): number {
  if (index < 16) return ANSI16[index];
  if (index < 232) {
    const i = index - 16;
    const r = CUBE_LEVELS[Math.floor(i / 36)];
    const g = CUBE_LEVELS[Math.floor(i / 6) % 6];
    const b = CUBE_LEVELS[i % 6];
    return (r << 16) | (g << 8) | b;
  }
  const v = 8 + 10 * (index - 232);
  return (v << 16) | (v << 8) | v;
}

/** Squared Euclidean distance between two 0xRRGGBB colours. */
export function rgbDistance(a: number, b: number): number {
  const dr = ((a >>> 16) & 255) - ((b >>> 16) & 255);
  const dg = ((a >>> 8) & 255) - ((b >>> 8) & 255);
  const db = (a & 255) - (b & 255);
  return dr * dr + dg * dg + db * db;
}

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

/** The 256-colour palette entries that are greys (r = g = b): black, white, the cube's four, the ramp's 24. */
export const GREY_INDICES: readonly number[] = [16, 59, 102, 145, 188, 231].concat(
  Array.from({ length: 24 }, (_, k) => 232 + k),
);

/**
 * The 256-colour grey (see GREY_INDICES) nearest to the colour's Rec. 709 luma; ties go to the
 * darker grey. Grey mode sends these palette greys, never 24-bit colour.
 */
export function nearestGrey256(rgb: number): number {
  return greyNear(toGrey(rgb) & 255);
}

/** The 256-colour palette grey (see GREY_INDICES) nearest to a grey level 0..255; ties go to the darker grey. */
export function greyNear(level: number): number {
  let best = GREY_INDICES[0];
  let bestDistance = Infinity;
  for (const index of GREY_INDICES) {
    const v = xterm256Rgb(index) & 255;
    const d = Math.abs(v - level);
    if (d < bestDistance || (d === bestDistance && v < (xterm256Rgb(best) & 255))) {
      best = index;
      bestDistance = d;
    }
  }
  return best;
}
