import { PaintedCells, type Cells } from '../grid/index.js';
import { hullbreachFont, type BitmapFont } from './font.js';
import { cellBox, layoutSize, type Layout } from './layout.js';

/** A canvas a painter can draw on: a page's canvas element or an OffscreenCanvas (in a worker). */
export type CanvasLike = HTMLCanvasElement | OffscreenCanvas;

/** Options of `CanvasPainter`. */
export interface CanvasPainterOptions {
  /** The bitmap font (default: the built-in 6x12 `hullbreachFont`). */
  readonly font?: BitmapFont;
  /** How cells are laid out (default `rect`). */
  readonly layout?: Layout;
}

/** 0xRRGGBB as an opaque pixel of a little-endian RGBA buffer. */
function pixel(rgb: number): number {
  return (0xff000000 | ((rgb & 0xff) << 16) | (rgb & 0xff00) | ((rgb >>> 16) & 0xff)) >>> 0;
}

function context(canvas: CanvasLike): CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D {
  const ctx = canvas.getContext('2d', { alpha: false }) as
    CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (ctx === null) throw new Error('This browser gives no 2D canvas.');
  return ctx;
}

/**
 * Sizes a canvas for a picture of `width` x `height` pixels shown at `scale` device pixels per
 * pixel: the canvas holds the picture at one pixel per font pixel and the browser scales it up
 * without smoothing (`image-rendering: pixelated`), so the cost of a frame does not grow with the
 * screen's pixels. An OffscreenCanvas only gets its pixel size.
 */
export function sizeCanvas(
  canvas: CanvasLike,
  width: number,
  height: number,
  scale: number,
  dpr: number,
): void {
  canvas.width = width;
  canvas.height = height;
  if (typeof HTMLCanvasElement !== 'undefined' && canvas instanceof HTMLCanvasElement) {
    canvas.style.width = `${(width * scale) / dpr}px`;
    canvas.style.height = `${(height * scale) / dpr}px`;
    canvas.style.imageRendering = 'pixelated';
  }
}

/**
 * Paints glyph grids on a canvas with a bitmap font, crisp at every devicePixelRatio: the canvas
 * holds one pixel per font pixel and is shown at a whole number of device pixels per font pixel.
 * Only the cells that changed since the last paint are drawn.
 */
export class CanvasPainter {
  /** The font cells are drawn in. */
  readonly font: BitmapFont;
  /** How cells are laid out. */
  readonly layout: Layout;
  private readonly ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
  private readonly painted = new PaintedCells();
  private image: ImageData | undefined;
  private pixels = new Uint32Array(0);
  private cols = 0;
  private rows = 0;
  private shownScale = 1;

  /** Paints on `canvas`; call `resize` before the first paint. */
  constructor(
    readonly canvas: CanvasLike,
    options: CanvasPainterOptions = {},
  ) {
    this.font = options.font ?? hullbreachFont;
    this.layout = options.layout ?? 'rect';
    this.ctx = context(canvas);
  }

  /** Device pixels per font pixel, as last given to `resize`. */
  get scale(): number {
    return this.shownScale;
  }

  /** Sizes the canvas for `cols` x `rows` cells shown at `scale` device pixels per font pixel on a screen of `dpr`. */
  resize(cols: number, rows: number, scale = 1, dpr = 1): void {
    if (!Number.isInteger(cols) || !Number.isInteger(rows) || cols < 1 || rows < 1) {
      throw new RangeError(`A canvas painter needs at least 1x1 whole cells, not ${cols}x${rows}.`);
    }
    if (!Number.isInteger(scale) || scale < 1)
      throw new RangeError(`scale must be a whole number of at least 1, not ${scale}.`);
    const { width, height } = layoutSize(this.layout, cols, rows, this.font.cellWidth, this.font.cellHeight);
    sizeCanvas(this.canvas, width, height, scale, dpr);
    this.cols = cols;
    this.rows = rows;
    this.shownScale = scale;
    this.image = this.ctx.createImageData(width, height);
    this.pixels = new Uint32Array(this.image.data.buffer);
    this.painted.invalidate();
  }

  /** Forgets what the canvas shows: the next paint draws every cell. */
  invalidate(): void {
    this.painted.invalidate();
  }

  /** Draws the cells that changed (cells beyond the canvas are left out); returns how many were drawn. */
  paint(cells: Cells): number {
    const image = this.image;
    if (image === undefined) throw new Error('CanvasPainter.paint: call resize(cols, rows) first.');
    const { cellWidth: cw, cellHeight: ch } = this.font;
    const px = this.pixels;
    const stride = image.width;
    const width = cells.width;
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -1;
    let y1 = -1;
    let drawn = 0;
    const boxes: number[] = [];
    for (const i of this.painted.changed(cells)) {
      const cx = i % width;
      const cy = (i - cx) / width;
      if (cx >= this.cols || cy >= this.rows) continue;
      const box = cellBox(this.layout, cx, cy, cw, ch);
      if (box === undefined) continue;
      const mask = this.font.mask(cells.glyph[i]);
      const fp = pixel(cells.fg[i]);
      const bp = pixel(cells.bg[i]);
      let m = 0;
      for (let y = 0; y < ch; y++) {
        let o = (box.top + y) * stride + box.left;
        for (let x = 0; x < cw; x++) px[o++] = mask[m++] === 1 ? fp : bp;
      }
      drawn++;
      if (box.left < x0) x0 = box.left;
      if (box.top < y0) y0 = box.top;
      if (box.left + cw > x1) x1 = box.left + cw;
      if (box.top + ch > y1) y1 = box.top + ch;
      if (boxes.length < 64) boxes.push(box.left, box.top);
    }
    if (drawn === 0) return 0;
    // A few cells go up one by one; many as the rectangle around them.
    if (drawn <= 16)
      for (let k = 0; k < boxes.length; k += 2)
        this.ctx.putImageData(image, 0, 0, boxes[k], boxes[k + 1], cw, ch);
    else this.ctx.putImageData(image, 0, 0, x0, y0, x1 - x0, y1 - y0);
    return drawn;
  }
}
