import { PaintedCells, type Cells } from '../grid/index.js';
import { sizeCanvas, type CanvasLike } from './painter.js';
import { cellBox, layoutSize, type Layout } from './layout.js';

/** Options of `TilePainter`: rot.js's tile display, a tileset and where each glyph's tile is in it. */
export interface TilePainterOptions {
  /** The tileset (an image, a canvas or an ImageBitmap, already loaded). */
  readonly tileset: CanvasImageSource;
  readonly tileWidth: number;
  readonly tileHeight: number;
  /** For each glyph (a character), the pixel position [x, y] of its tile's top left corner in the tileset. */
  readonly tileMap: Readonly<Record<string, readonly [number, number]>>;
  /** How cells are laid out (default `rect`). */
  readonly layout?: Layout;
}

function toCss(rgb: number): string {
  return `#${(rgb & 0xffffff).toString(16).padStart(6, '0')}`;
}

/**
 * Paints glyph grids as tiles: each cell is filled with its background, then the tile its glyph
 * maps to is drawn over it (a glyph with no tile shows its background only). The canvas holds one
 * pixel per tile pixel and is shown at a whole number of device pixels per pixel, as
 * `CanvasPainter` does; only changed cells are drawn.
 */
export class TilePainter {
  /** How cells are laid out. */
  readonly layout: Layout;
  private readonly ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
  private readonly painted = new PaintedCells();
  private readonly tiles = new Map<number, readonly [number, number]>();
  private cols = 0;
  private rows = 0;

  /** Paints on `canvas` with a tileset; call `resize` before the first paint. */
  constructor(
    readonly canvas: CanvasLike,
    private readonly options: TilePainterOptions,
  ) {
    const { tileWidth, tileHeight } = options;
    if (!Number.isInteger(tileWidth) || !Number.isInteger(tileHeight) || tileWidth < 1 || tileHeight < 1) {
      throw new RangeError(`Tiles need a whole size of at least 1x1, not ${tileWidth}x${tileHeight}.`);
    }
    for (const [glyph, at] of Object.entries(options.tileMap)) this.tiles.set(glyph.codePointAt(0) ?? 32, at);
    this.layout = options.layout ?? 'rect';
    const ctx = canvas.getContext('2d', { alpha: false }) as
      CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (ctx === null) throw new Error('This browser gives no 2D canvas.');
    this.ctx = ctx;
  }

  /** Sizes the canvas for `cols` x `rows` tiles shown at `scale` device pixels per tile pixel on a screen of `dpr`. */
  resize(cols: number, rows: number, scale = 1, dpr = 1): void {
    const { width, height } = layoutSize(
      this.layout,
      cols,
      rows,
      this.options.tileWidth,
      this.options.tileHeight,
    );
    sizeCanvas(this.canvas, width, height, scale, dpr);
    this.ctx.imageSmoothingEnabled = false;
    this.cols = cols;
    this.rows = rows;
    this.painted.invalidate();
  }

  /** Draws the cells that changed; returns how many were drawn. */
  paint(cells: Cells): number {
    const { tileWidth: tw, tileHeight: th, tileset } = this.options;
    const width = cells.width;
    let drawn = 0;
    for (const i of this.painted.changed(cells)) {
      const cx = i % width;
      const cy = (i - cx) / width;
      if (cx >= this.cols || cy >= this.rows) continue;
      const box = cellBox(this.layout, cx, cy, tw, th);
      if (box === undefined) continue;
      this.ctx.fillStyle = toCss(cells.bg[i]);
      this.ctx.fillRect(box.left, box.top, tw, th);
      const at = this.tiles.get(cells.glyph[i]);
      if (at !== undefined) this.ctx.drawImage(tileset, at[0], at[1], tw, th, box.left, box.top, tw, th);
      drawn++;
    }
    return drawn;
  }
}
