import { CELL_H, CELL_W, GlyphSheet } from './font.js';

/** The cells of a frame as the worker sends them (the game's `Frame` without its methods). */
export interface FrameCells {
  readonly width: number;
  readonly height: number;
  readonly glyph: Uint32Array;
  readonly fg: Uint32Array;
  readonly bg: Uint32Array;
}

/** 0xRRGGBB as an opaque pixel of a little-endian RGBA buffer. */
function pixel(rgb: number): number {
  return (0xff000000 | ((rgb & 0xff) << 16) | (rgb & 0xff00) | ((rgb >>> 16) & 0xff)) >>> 0;
}

/**
 * Paints frames on a canvas with the bitmap font, every font pixel a whole number of device
 * pixels (crisp at any devicePixelRatio). Only the cells that changed since the last frame are
 * drawn, and only their bounding box is copied to the canvas.
 */
export class CanvasPainter {
  private sheet = new GlyphSheet(1);
  private image: ImageData | undefined;
  private pixels = new Uint32Array(0);
  private last: FrameCells | undefined;
  private readonly ctx: CanvasRenderingContext2D;

  /** Paints on `canvas`. */
  constructor(private readonly canvas: HTMLCanvasElement) {
    const ctx = canvas.getContext('2d', { alpha: false });
    if (ctx === null) throw new Error('This browser gives no 2D canvas.');
    this.ctx = ctx;
  }

  /** Device pixels per font pixel. */
  get scale(): number {
    return this.sheet.scale;
  }

  /** Sizes the canvas for `cols` x `rows` cells at `scale` device pixels per font pixel, CSS size from `dpr`. */
  resize(cols: number, rows: number, scale: number, dpr: number): void {
    if (scale !== this.sheet.scale) this.sheet = new GlyphSheet(scale);
    const w = cols * CELL_W * scale;
    const h = rows * CELL_H * scale;
    this.canvas.width = w;
    this.canvas.height = h;
    this.canvas.style.width = `${w / dpr}px`;
    this.canvas.style.height = `${h / dpr}px`;
    this.image = this.ctx.createImageData(w, h);
    this.pixels = new Uint32Array(this.image.data.buffer);
    this.last = undefined;
  }

  /** Draws a frame (cells beyond the canvas are left out); returns how many cells changed. */
  paint(frame: FrameCells): number {
    const image = this.image;
    if (image === undefined) return 0;
    const k = this.sheet.scale;
    const cw = CELL_W * k;
    const ch = CELL_H * k;
    const cols = Math.min(frame.width, Math.floor(image.width / cw));
    const rows = Math.min(frame.height, Math.floor(image.height / ch));
    const last = this.last !== undefined && this.last.width === frame.width ? this.last : undefined;
    const px = this.pixels;
    const stride = image.width;
    let x0 = cols;
    let y0 = rows;
    let x1 = -1;
    let y1 = -1;
    let changed = 0;
    for (let cy = 0; cy < rows; cy++) {
      for (let cx = 0; cx < cols; cx++) {
        const i = cy * frame.width + cx;
        const g = frame.glyph[i];
        const f = frame.fg[i];
        const b = frame.bg[i];
        if (last !== undefined && last.glyph[i] === g && last.fg[i] === f && last.bg[i] === b) continue;
        changed++;
        if (cx < x0) x0 = cx;
        if (cx > x1) x1 = cx;
        if (cy < y0) y0 = cy;
        if (cy > y1) y1 = cy;
        const mask = this.sheet.mask(g);
        const fp = pixel(f);
        const bp = pixel(b);
        let m = 0;
        for (let y = 0; y < ch; y++) {
          let o = (cy * ch + y) * stride + cx * cw;
          for (let x = 0; x < cw; x++) px[o++] = mask[m++] === 1 ? fp : bp;
        }
      }
    }
    this.last = frame;
    if (changed > 0)
      this.ctx.putImageData(image, 0, 0, x0 * cw, y0 * ch, (x1 - x0 + 1) * cw, (y1 - y0 + 1) * ch);
    return changed;
  }
}

/**
 * The grid and scale for a window: the largest whole number of device pixels per font pixel that
 * still fits the game's smallest screen (`minCols` x `minRows`), then as many cells as fit.
 */
export function fitGrid(
  cssWidth: number,
  cssHeight: number,
  dpr: number,
  minCols: number,
  minRows: number,
): { cols: number; rows: number; scale: number } {
  const w = Math.floor(cssWidth * dpr);
  const h = Math.floor(cssHeight * dpr);
  const scale = Math.max(1, Math.min(Math.floor(w / (minCols * CELL_W)), Math.floor(h / (minRows * CELL_H))));
  return {
    cols: Math.max(minCols, Math.floor(w / (CELL_W * scale))),
    rows: Math.max(minRows, Math.floor(h / (CELL_H * scale))),
    scale,
  };
}
