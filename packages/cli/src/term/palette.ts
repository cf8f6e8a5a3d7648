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
