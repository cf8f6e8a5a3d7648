/**
 * A glyph grid: width x height cells, each a glyph (a Unicode code point) with a foreground and a
 * background colour (0xRRGGBB), held in typed arrays, with the cells changed since a painter last
 * took them.
 */
import { parseColor } from '../color/parse.js';
import { markupLines, type MarkupCell } from './markup.js';

export { parseMarkup, markupLines, wrapText, type MarkupToken, type MarkupCell } from './markup.js';

/**
 * The cells a painter draws: row-major, `index = y * width + x`. A `Grid` is one; so is any object
 * of this shape (a frame made elsewhere).
 */
export interface Cells {
  readonly width: number;
  readonly height: number;
  /** Unicode code point of each cell's glyph (32 for a blank). */
  readonly glyph: Uint32Array;
  /** Foreground colour of each cell, 0xRRGGBB. */
  readonly fg: Uint32Array;
  /** Background colour of each cell, 0xRRGGBB. */
  readonly bg: Uint32Array;
}

/** A colour as a number (0xRRGGBB) or as text `parseColor` reads (`#f80`, `rgb(...)`, `hsl(...)`, a name). */
export type ColorInput = number | string;

/** The colours a new grid, `clear` and uncoloured text use. */
export interface GridOptions {
  /** Default foreground (light grey unless given). */
  readonly fg?: ColorInput;
  /** Default background (black unless given). */
  readonly bg?: ColorInput;
}

/** Options of `Grid.drawText`. */
export interface TextOptions {
  /** Wrap words at this many columns (default: to the right edge of the grid). */
  readonly maxWidth?: number;
  /** Foreground of text outside any `%c{...}` (default: the grid's). */
  readonly fg?: ColorInput;
  /** Background of text outside any `%b{...}` (default: the grid's). */
  readonly bg?: ColorInput;
}

const colorCache = new Map<string, number>();

/** A colour input as 0xRRGGBB (strings parsed once and remembered). */
export function toRgbNumber(color: ColorInput): number {
  if (typeof color === 'number') {
    if (!Number.isInteger(color) || color < 0 || color > 0xffffff) {
      throw new RangeError(`A colour number must be an integer 0x000000..0xffffff, not ${color}.`);
    }
    return color;
  }
  let rgb = colorCache.get(color);
  if (rgb === undefined) {
    rgb = parseColor(color);
    colorCache.set(color, rgb);
  }
  return rgb;
}

function checkSize(width: number, height: number): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`A grid needs a whole width and height of at least 1, not ${width}x${height}.`);
  }
}

/**
 * A grid of glyph cells. Drawing records which cells changed, so a painter given the grid draws
 * only those (`takeChanges`); drawing a cell as it already is records nothing.
 */
export class Grid implements Cells {
  private w: number;
  private h: number;
  private glyphs: Uint32Array;
  private fgs: Uint32Array;
  private bgs: Uint32Array;
  private dirty: Uint8Array;
  private changes: Uint32Array;
  private changeCount = 0;
  /** The default foreground, 0xRRGGBB. */
  readonly defaultFg: number;
  /** The default background, 0xRRGGBB. */
  readonly defaultBg: number;

  /** A `width` x `height` grid of blanks in the default colours. */
  constructor(width: number, height: number, options: GridOptions = {}) {
    checkSize(width, height);
    this.defaultFg = toRgbNumber(options.fg ?? 0xc0c0c0);
    this.defaultBg = toRgbNumber(options.bg ?? 0x000000);
    this.w = width;
    this.h = height;
    const n = width * height;
    this.glyphs = new Uint32Array(n).fill(32);
    this.fgs = new Uint32Array(n).fill(this.defaultFg);
    this.bgs = new Uint32Array(n).fill(this.defaultBg);
    this.dirty = new Uint8Array(n);
    this.changes = new Uint32Array(n);
    this.markAll();
  }

  /** Columns. */
  get width(): number {
    return this.w;
  }

  /** Rows. */
  get height(): number {
    return this.h;
  }

  /** Glyph code points, row-major (read them; draw through the methods so changes are tracked). */
  get glyph(): Uint32Array {
    return this.glyphs;
  }

  /** Foregrounds, row-major. */
  get fg(): Uint32Array {
    return this.fgs;
  }

  /** Backgrounds, row-major. */
  get bg(): Uint32Array {
    return this.bgs;
  }

  /**
   * Sets one cell: `glyph` is a character (its first code point; '' is a blank) or a code point;
   * colours left out keep the grid's defaults. Cells outside the grid are ignored.
   */
  draw(x: number, y: number, glyph: string | number, fg?: ColorInput, bg?: ColorInput): void {
    const code = typeof glyph === 'number' ? glyph : (glyph.codePointAt(0) ?? 32);
    this.set(
      x,
      y,
      code,
      fg === undefined ? this.defaultFg : toRgbNumber(fg),
      bg === undefined ? this.defaultBg : toRgbNumber(bg),
    );
  }

  /** Sets one cell from numbers alone (no parsing): the fast path for painting whole maps. */
  set(x: number, y: number, code: number, fg: number, bg: number): void {
    if (x < 0 || y < 0 || x >= this.w || y >= this.h || !Number.isInteger(x) || !Number.isInteger(y)) return;
    const i = y * this.w + x;
    if (this.glyphs[i] === code && this.fgs[i] === fg && this.bgs[i] === bg) return;
    this.glyphs[i] = code;
    this.fgs[i] = fg;
    this.bgs[i] = bg;
    this.mark(i);
  }

  /**
   * Writes text from (x, y) with rot.js's colour markup (`%c{red}` sets the foreground, `%b{#024}`
   * the background, `%c{}` / `%b{}` go back to the defaults), wrapping words at `maxWidth` columns
   * and at newlines. Returns the number of rows the text took.
   */
  drawText(x: number, y: number, text: string, options: TextOptions = {}): number {
    const maxWidth = options.maxWidth ?? this.w - x;
    const fg = options.fg === undefined ? this.defaultFg : toRgbNumber(options.fg);
    const bg = options.bg === undefined ? this.defaultBg : toRgbNumber(options.bg);
    const lines = markupLines(text, Math.max(1, maxWidth));
    lines.forEach((line: readonly MarkupCell[], row) => {
      line.forEach((cell, col) => {
        const f = cell.fg === undefined ? fg : toRgbNumber(cell.fg);
        const b = cell.bg === undefined ? bg : toRgbNumber(cell.bg);
        this.set(x + col, y + row, cell.code, f, b);
      });
    });
    return lines.length;
  }

  /** The glyph and colours of a cell, or undefined outside the grid. */
  get(x: number, y: number): { glyph: number; fg: number; bg: number } | undefined {
    if (x < 0 || y < 0 || x >= this.w || y >= this.h) return undefined;
    const i = y * this.w + x;
    return { glyph: this.glyphs[i], fg: this.fgs[i], bg: this.bgs[i] };
  }

  /** Blanks every cell in the default colours (or the colours given). */
  clear(fg?: ColorInput, bg?: ColorInput): void {
    const f = fg === undefined ? this.defaultFg : toRgbNumber(fg);
    const b = bg === undefined ? this.defaultBg : toRgbNumber(bg);
    for (let i = 0; i < this.glyphs.length; i++) {
      if (this.glyphs[i] === 32 && this.fgs[i] === f && this.bgs[i] === b) continue;
      this.glyphs[i] = 32;
      this.fgs[i] = f;
      this.bgs[i] = b;
      this.mark(i);
    }
  }

  /** Copies a frame of the same shape into the grid, recording only the cells that differ. */
  copyFrom(cells: Cells): void {
    if (cells.width !== this.w || cells.height !== this.h) this.resize(cells.width, cells.height);
    const { glyph, fg, bg } = cells;
    for (let i = 0; i < glyph.length; i++) {
      if (this.glyphs[i] === glyph[i] && this.fgs[i] === fg[i] && this.bgs[i] === bg[i]) continue;
      this.glyphs[i] = glyph[i];
      this.fgs[i] = fg[i];
      this.bgs[i] = bg[i];
      this.mark(i);
    }
  }

  /** Changes the size, keeping the cells that still fit; every cell counts as changed. */
  resize(width: number, height: number): void {
    checkSize(width, height);
    const n = width * height;
    const glyphs = new Uint32Array(n).fill(32);
    const fgs = new Uint32Array(n).fill(this.defaultFg);
    const bgs = new Uint32Array(n).fill(this.defaultBg);
    for (let y = 0; y < Math.min(height, this.h); y++) {
      for (let x = 0; x < Math.min(width, this.w); x++) {
        glyphs[y * width + x] = this.glyphs[y * this.w + x];
        fgs[y * width + x] = this.fgs[y * this.w + x];
        bgs[y * width + x] = this.bgs[y * this.w + x];
      }
    }
    this.w = width;
    this.h = height;
    this.glyphs = glyphs;
    this.fgs = fgs;
    this.bgs = bgs;
    this.dirty = new Uint8Array(n);
    this.changes = new Uint32Array(n);
    this.changeCount = 0;
    this.markAll();
  }

  /** How many cells changed since the changes were last taken. */
  get changeCountSinceTaken(): number {
    return this.changeCount;
  }

  /**
   * The indices of the cells changed since the last call, in the order they first changed, and
   * forgets them. One painter takes a grid's changes; a second painter of the same grid would see
   * none (give it the grid as plain `Cells` then: it compares with what it drew).
   */
  takeChanges(): Uint32Array {
    const out = this.changes.slice(0, this.changeCount);
    for (let k = 0; k < this.changeCount; k++) this.dirty[this.changes[k]] = 0;
    this.changeCount = 0;
    return out;
  }

  /** Records every cell as changed (after the screen under a painter was lost). */
  markAll(): void {
    for (let i = 0; i < this.glyphs.length; i++) this.mark(i);
  }

  private mark(i: number): void {
    if (this.dirty[i] === 1) return;
    this.dirty[i] = 1;
    this.changes[this.changeCount++] = i;
  }
}

/** True when `cells` is a grid that tracks its changes (any object with `takeChanges`). */
export function tracksChanges(cells: Cells): cells is Cells & { takeChanges(): Uint32Array } {
  return typeof (cells as { takeChanges?: unknown }).takeChanges === 'function';
}

/**
 * What a painter last drew, to find the cells to draw next: with a change-tracking grid it asks
 * the grid, with any other `Cells` it compares every cell with its copy.
 */
export class PaintedCells {
  private width = -1;
  private height = -1;
  private glyph = new Uint32Array(0);
  private fg = new Uint32Array(0);
  private bg = new Uint32Array(0);
  private source: Cells | undefined;

  /** Forgets what was drawn: the next `changed` lists every cell. */
  invalidate(): void {
    this.width = -1;
    this.source = undefined;
  }

  /**
   * The indices of the cells of `cells` that differ from what was drawn (all of them after a
   * size change or `invalidate`), in row-major order, and remembers `cells` as drawn.
   */
  changed(cells: Cells): Uint32Array {
    const { width, height } = cells;
    const n = width * height;
    const tracked = tracksChanges(cells);
    if (width !== this.width || height !== this.height) {
      this.width = width;
      this.height = height;
      this.glyph = cells.glyph.slice(0, n);
      this.fg = cells.fg.slice(0, n);
      this.bg = cells.bg.slice(0, n);
      this.source = cells;
      if (tracked) cells.takeChanges();
      const all = new Uint32Array(n);
      for (let i = 0; i < n; i++) all[i] = i;
      return all;
    }
    const candidates = tracked && this.source === cells ? cells.takeChanges().sort() : undefined;
    if (tracked && candidates === undefined) cells.takeChanges();
    this.source = cells;
    const out: number[] = [];
    const visit = (i: number): void => {
      const g = cells.glyph[i];
      const f = cells.fg[i];
      const b = cells.bg[i];
      if (this.glyph[i] === g && this.fg[i] === f && this.bg[i] === b) return;
      this.glyph[i] = g;
      this.fg[i] = f;
      this.bg[i] = b;
      out.push(i);
    };
    if (candidates !== undefined) for (const i of candidates) visit(i);
    else for (let i = 0; i < n; i++) visit(i);
    return Uint32Array.from(out);
  }
}
