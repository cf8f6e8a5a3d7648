/**
 * Colour helpers on 0xRRGGBB numbers: reading CSS-style text, hex and ANSI output, mixing, and the
 * nearest entries of the terminal palettes.
 */
import { encodeColor, sgrParams, type ColorMode } from '../terminal/encode.js';

export {
  NAMED_COLORS,
  add,
  fromRgb,
  hslToRgb,
  interpolate,
  lighten,
  multiply,
  parseColor,
  rgbToHsl,
  toCss,
  toHex,
  toRgb,
} from './parse.js';
export {
  ANSI16,
  CUBE_LEVELS,
  GREY_INDICES,
  greyNear,
  nearest16,
  nearest256,
  nearestGrey256,
  perceptualDistance,
  rgbDistance,
  toGrey,
  toOklab,
  xterm256Rgb,
} from './palette.js';
export type { ColorMode } from '../terminal/encode.js';

/**
 * The escape sequence that sets a terminal's foreground (or background) to `color` in a colour
 * mode: 24-bit, the nearest of the 256 palette, the 16-colour hue, or the nearest palette grey.
 */
export function toAnsi(color: number, mode: ColorMode = 'truecolor', layer: 'fg' | 'bg' = 'fg'): string {
  return `\x1b[${sgrParams(encodeColor(mode, color, layer), layer)}m`;
}
