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

/** Squared Euclidean distance between two 0xRRGGBB colours in plain RGB (not how different they look: see perceptualDistance). */
export function rgbDistance(a: number, b: number): number {
  const dr = ((a >>> 16) & 255) - ((b >>> 16) & 255);
  const dg = ((a >>> 8) & 255) - ((b >>> 8) & 255);
  const db = (a & 255) - (b & 255);
  return dr * dr + dg * dg + db * db;
}

/** An sRGB channel (0..255) as linear light (0..1). */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/**
 * A 0xRRGGBB colour in OKLab (Björn Ottosson's perceptual space): `[L, a, b]`, lightness 0..1 and
 * two opponent axes, where equal distances look about equally different.
 */
export function toOklab(rgb: number): [number, number, number] {
  const r = linear((rgb >>> 16) & 255);
  const g = linear((rgb >>> 8) & 255);
  const b = linear(rgb & 255);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

/** Squared Euclidean distance in OKLab between two 0xRRGGBB colours: how different they look. */
export function perceptualDistance(a: number, b: number): number {
  const [l1, a1, b1] = toOklab(a);
  const [l2, a2, b2] = toOklab(b);
  return (l1 - l2) ** 2 + (a1 - a2) ** 2 + (b1 - b2) ** 2;
}

/** OKLab of palette entries `from`..`to - 1`, three numbers each (computed once; never written after). */
function oklabTable(from: number, to: number): Float64Array {
  const table = new Float64Array((to - from) * 3);
  for (let i = from; i < to; i++) table.set(toOklab(xterm256Rgb(i)), (i - from) * 3);
  return table;
}

const OKLAB_256 = /* @__PURE__ */ oklabTable(16, 256);
const OKLAB_16 = /* @__PURE__ */ oklabTable(0, 16);

/** The index (from `first`) of the table entry nearest in OKLab to `rgb`; ties go to the lower index. */
function nearestIn(table: Float64Array, first: number, rgb: number): number {
  const [l, a, b] = toOklab(rgb);
  let best = 0;
  let bestDistance = Infinity;
  for (let k = 0; k < table.length; k += 3) {
    const dl = table[k] - l;
    const da = table[k + 1] - a;
    const db = table[k + 2] - b;
    const d = dl * dl + da * da + db * db;
    if (d < bestDistance) {
      best = k / 3;
      bestDistance = d;
    }
  }
  return first + best;
}

/**
 * The xterm 256-colour index (16..255: the 6x6x6 cube or the 24 greys) that looks nearest to an
 * RGB colour (least OKLab distance, `perceptualDistance`); ties go to the lower index. 0..15 are
 * skipped: terminals restyle them.
 */
export function nearest256(rgb: number): number {
  return nearestIn(OKLAB_256, 16, rgb);
}

/** The standard ANSI colour index (0..15) that looks nearest to an RGB colour (least OKLab distance); ties go to the lower index. */
export function nearest16(rgb: number): number {
  return nearestIn(OKLAB_16, 0, rgb);
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
