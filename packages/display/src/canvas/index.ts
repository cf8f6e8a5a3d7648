/**
 * Glyph grids on a canvas: a bitmap-font painter (the built-in 6x12 font or any font sheet), a
 * tile painter, rectangular and hex layouts. Each keeps one canvas pixel per font pixel and lets
 * the browser scale by a whole factor, so frames are crisp at every devicePixelRatio and cost the
 * same on a 4K screen as on a small one.
 */
import { fontFromPixels, type BitmapFont, type FontSheetOptions } from './font.js';

export { CanvasPainter, sizeCanvas, type CanvasLike, type CanvasPainterOptions } from './painter.js';
export { TilePainter, type TilePainterOptions } from './tiles.js';
export { cellAt, cellBox, layoutSize, type CellBox, type Layout } from './layout.js';
export {
  CELL_H,
  CELL_W,
  fontCodePoints,
  fontFromPixels,
  glyphPixel,
  hasGlyph,
  hullbreachFont,
  type BitmapFont,
  type FontSheetOptions,
  type PixelsLike,
} from './font.js';
export { Grid, type Cells } from '../grid/index.js';
export { keyName, type KeyEventLike, type KeyName } from '../keys/index.js';
export { fit, stepZoom, type Fit, type FitOptions } from '../fit/index.js';

/** A bitmap font from a loaded font sheet image (see `fontFromPixels` for the sheet's layout). */
export function fontFromImage(
  image: CanvasImageSource & { width: number; height: number },
  options: FontSheetOptions,
): BitmapFont {
  const width = Number(image.width);
  const height = Number(image.height);
  const canvas =
    typeof OffscreenCanvas !== 'undefined'
      ? new OffscreenCanvas(width, height)
      : Object.assign(document.createElement('canvas'), { width, height });
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (ctx === null) throw new Error('This browser gives no 2D canvas.');
  ctx.drawImage(image, 0, 0);
  return fontFromPixels(ctx.getImageData(0, 0, width, height), options);
}
