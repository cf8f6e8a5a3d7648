/**
 * Hullbreach's own bitmap font: a 6x12 pixel cell per character. Letters are drawn from a compact
 * table (5x9 pixels, written for this game: 7 rows above the baseline, 2 below); box-drawing
 * lines and block elements are computed from the cell itself so they join across cells.
 * Nothing is loaded from anywhere: the glyph masks are built at startup.
 */

/** Width of a character cell in font pixels. */
export const CELL_W = 6;
/** Height of a character cell in font pixels. */
export const CELL_H = 12;
/** Row of the cell where the letters' top row sits. */
const TOP = 2;
/** Row of box-drawing lines across a cell, and column of the lines down it. */
const MID_Y = 5;
const MID_X = 2;

/** Printable ASCII (U+0020-U+007E) in order, 9 characters a glyph: one base-32 digit per row of 5 pixels (16 = leftmost). */
const ASCII =
  '000000000444440400aaa000000aavavaa004fke5u400op248j300cik8lid00448000000248884200842224800' +
  '04lel4000044v44000000004480000v0000000000cc0001248g000ehjlphe004c4444e00eh1248v00v2421he00' +
  '26aiv2200vgu11he0068guhhe00v12488800ehhehhe00ehhf12c000cc0cc0000cc0cc800248g8420000v0v0000' +
  '842124800eh1240400ehnlngf00ehhvhhh00uhhuhhu00ehggghe00sihhhis00vgguggv00vgguggg00ehgnhhf00' +
  'hhhvhhh00e44444e0072222ic00hikokih00ggggggv00hrllhhh00hhpljhh00ehhhhhe00uhhuggg00ehhhlid00' +
  'uhhukih00fgge11u00v44444400hhhhhhe00hhhhha400hhhllla00hha4ahh00hha444400v1248gv00e88888e00' +
  '0g8421000e22222e004ah0000000000000v084200000000e1fhf00ggmphhu0000egghe0011djhhf0000ehvge00' +
  '698s8880000fhhf1heggmphhh0040c444e002062222icggikoki00c44444e0000qlllh0000mphhh0000ehhhe00' +
  '00uhhuggg00fhhf11100mpggg0000fge1u0088s88960000hhhjd0000hhha40000hhlla0000ha4ah0000hhhf1he' +
  '00v248v00344844300444444400o44244o00008l20000';
/** The other letters of the game's text, same encoding. */
const EXTRA: Readonly<Record<number, string>> = {
  0xb7: '000400000',
  0xd7: '0ha4ah000',
  0x2212: '000v00000',
  0x2026: '000000l00',
  0xa7: 'egcic2s00',
  0xb0: 'cic000000',
};

const DIGITS = '0123456789abcdefghijklmnopqrstuv';

/** Box-drawing characters as the arms they draw from the middle: up, down, left, right. */
const BOX: Readonly<Record<number, readonly [boolean, boolean, boolean, boolean]>> = {
  0x2500: [false, false, true, true],
  0x2502: [true, true, false, false],
  0x250c: [false, true, false, true],
  0x2510: [false, true, true, false],
  0x2514: [true, false, false, true],
  0x2518: [true, false, true, false],
  0x251c: [true, true, false, true],
  0x2524: [true, true, true, false],
  0x252c: [false, true, true, true],
  0x2534: [true, false, true, true],
  0x253c: [true, true, true, true],
  0x2574: [false, false, true, false],
  0x2575: [true, false, false, false],
  0x2576: [false, false, false, true],
  0x2577: [false, true, false, false],
};

/** Whether font pixel (x, y) of a block element (U+2580-U+259F) is lit, or undefined for other characters. */
function blockPixel(code: number, x: number, y: number): boolean | undefined {
  if (code === 0x2580) return y < CELL_H / 2;
  if (code >= 0x2581 && code <= 0x2588) return y >= CELL_H - Math.round(((code - 0x2580) * CELL_H) / 8);
  if (code >= 0x2589 && code <= 0x258f) return x < Math.round(((0x2590 - code) * CELL_W) / 8);
  if (code === 0x2590) return x >= CELL_W / 2;
  if (code === 0x2591) return x % 2 === 0 && y % 2 === 0;
  if (code === 0x2592) return (x + y) % 2 === 0;
  if (code === 0x2593) return !(x % 2 === 1 && y % 2 === 1);
  if (code === 0x2594) return y < CELL_H / 8;
  if (code === 0x2595) return x >= CELL_W - 1;
  return undefined;
}

/** The 9-row code of a letter of the table, or undefined. */
function letterCode(code: number): string | undefined {
  if (code >= 0x20 && code <= 0x7e) return ASCII.slice((code - 0x20) * 9, (code - 0x20) * 9 + 9);
  return EXTRA[code];
}

/** True when the font draws `code` itself (anything else shows as a hollow box). */
export function hasGlyph(code: number): boolean {
  return letterCode(code) !== undefined || BOX[code] !== undefined || blockPixel(code, 0, 0) !== undefined;
}

/** Whether font pixel (x, y) of the cell of `code` is lit (x < CELL_W, y < CELL_H). */
export function glyphPixel(code: number, x: number, y: number): boolean {
  const letter = letterCode(code);
  if (letter !== undefined) {
    const row = y - TOP;
    if (row < 0 || row >= 9 || x >= 5) return false;
    return ((DIGITS.indexOf(letter[row]) >> (4 - x)) & 1) === 1;
  }
  const arms = BOX[code];
  if (arms !== undefined) {
    const [up, down, left, right] = arms;
    if (x === MID_X) return (up && y <= MID_Y) || (down && y >= MID_Y);
    if (y === MID_Y) return (left && x <= MID_X) || (right && x >= MID_X);
    return false;
  }
  const block = blockPixel(code, x, y);
  if (block !== undefined) return block;
  // A hollow box for anything the font lacks, so it is seen and reported rather than hidden.
  return y >= TOP && y <= TOP + 6 && x <= 4 && (x === 0 || x === 4 || y === TOP || y === TOP + 6);
}

/**
 * A bitmap font: cells of `cellWidth` x `cellHeight` font pixels, and for each code point a mask of
 * them, one byte a pixel (1 lit), row by row.
 */
export interface BitmapFont {
  readonly cellWidth: number;
  readonly cellHeight: number;
  /** The mask of a code point (a font shows something for every code point, if only a box). */
  mask(code: number): Uint8Array;
}

/** Hullbreach's own 6x12 font: printable ASCII, box drawing, block elements and a few symbols. */
export const hullbreachFont: BitmapFont = {
  cellWidth: CELL_W,
  cellHeight: CELL_H,
  mask: (() => {
    const masks = new Map<number, Uint8Array>();
    return (code: number): Uint8Array => {
      let m = masks.get(code);
      if (m === undefined) {
        m = new Uint8Array(CELL_W * CELL_H);
        for (let y = 0; y < CELL_H; y++)
          for (let x = 0; x < CELL_W; x++) m[y * CELL_W + x] = glyphPixel(code, x, y) ? 1 : 0;
        masks.set(code, m);
      }
      return m;
    };
  })(),
};

/** The code points the built-in font draws itself, in order (anything else shows as a hollow box). */
export function fontCodePoints(): number[] {
  const out: number[] = [];
  for (let c = 0x20; c <= 0x7e; c++) out.push(c);
  for (const c of Object.keys(EXTRA).map(Number)) out.push(c);
  for (const c of Object.keys(BOX).map(Number)) out.push(c);
  for (let c = 0x2580; c <= 0x259f; c++) if (blockPixel(c, 0, 0) !== undefined) out.push(c);
  return out.sort((a, b) => a - b);
}

/** How `fontFromPixels` reads a font sheet: its cell size and which characters it holds. */
export interface FontSheetOptions {
  readonly cellWidth: number;
  readonly cellHeight: number;
  /**
   * The characters of the sheet's cells, left to right, top to bottom; or the code point of the
   * first cell, the rest following in order (default 0: a 16 x 16 code page sheet).
   */
  readonly chars?: string | number;
  /** A pixel is lit when its alpha and its brightest channel both reach this (default 128). */
  readonly threshold?: number;
  /** Mask for characters the sheet lacks (default: the sheet's `?`, else a blank). */
  readonly missing?: number;
}

/** The RGBA pixels of an image (an ImageData, or any object of that shape). */
export interface PixelsLike {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray | Uint8Array;
}

/**
 * A bitmap font from the pixels of a font sheet: cells laid edge to edge in rows, light glyphs
 * on a dark or transparent ground.
 */
export function fontFromPixels(sheet: PixelsLike, options: FontSheetOptions): BitmapFont {
  const { cellWidth: cw, cellHeight: ch } = options;
  if (!Number.isInteger(cw) || !Number.isInteger(ch) || cw < 1 || ch < 1) {
    throw new RangeError(`A font sheet needs a whole cell size of at least 1x1, not ${cw}x${ch}.`);
  }
  const across = Math.floor(sheet.width / cw);
  const down = Math.floor(sheet.height / ch);
  if (across < 1 || down < 1) {
    throw new RangeError(`A ${sheet.width}x${sheet.height} sheet holds no ${cw}x${ch} cell.`);
  }
  const threshold = options.threshold ?? 128;
  const chars = options.chars ?? 0;
  const codes =
    typeof chars === 'number'
      ? Array.from({ length: across * down }, (_, k) => chars + k)
      : [...chars].map((c) => c.codePointAt(0) ?? 32);
  const masks = new Map<number, Uint8Array>();
  codes.slice(0, across * down).forEach((code, k) => {
    const m = new Uint8Array(cw * ch);
    const x0 = (k % across) * cw;
    const y0 = Math.floor(k / across) * ch;
    for (let y = 0; y < ch; y++) {
      for (let x = 0; x < cw; x++) {
        const o = ((y0 + y) * sheet.width + x0 + x) * 4;
        const d = sheet.data;
        m[y * cw + x] = d[o + 3] >= threshold && Math.max(d[o], d[o + 1], d[o + 2]) >= threshold ? 1 : 0;
      }
    }
    if (!masks.has(code)) masks.set(code, m);
  });
  const fallback = masks.get(options.missing ?? 0x3f) ?? new Uint8Array(cw * ch);
  const blank = new Uint8Array(cw * ch);
  return {
    cellWidth: cw,
    cellHeight: ch,
    mask: (code: number) => masks.get(code) ?? (code === 32 ? blank : fallback),
  };
}
