/**
 * Fitting a glyph grid to a screen: the whole-number scale (device pixels per font pixel) and the
 * number of cells, so a bigger screen shows more cells rather than bigger letters.
 */

/** What `fit` is given. */
export interface FitOptions {
  /** Space available, in CSS pixels. */
  readonly width: number;
  readonly height: number;
  /** Device pixels per CSS pixel (`devicePixelRatio`, default 1). */
  readonly dpr?: number;
  /** Size of a cell in font pixels (default 6 x 12, the built-in font's). */
  readonly cellWidth?: number;
  readonly cellHeight?: number;
  /** The smallest grid the program needs (default 1 x 1). */
  readonly minCols?: number;
  readonly minRows?: number;
  /**
   * The size of a font pixel wanted at zoom 0, in CSS pixels (default 2: the 6x12 font as 12x24
   * CSS pixels, the same size on every screen, so a bigger screen shows more cells).
   */
  readonly pixelSize?: number;
  /**
   * Zoom steps from there: each step up is one scale larger (bigger letters, fewer cells), each
   * step down one smaller; the scale stays from 1 to the largest that shows the smallest grid.
   */
  readonly zoom?: number;
  /**
   * The most cells zoom 0 may give (default: no limit). Where the scale near `pixelSize` would
   * give more, zoom 0 takes the smallest larger scale that gives at most this many (or `fitScale`),
   * so a very large screen still shows more cells than a small one without making every frame
   * cost what drawing all of them costs; zooming out can still choose the smaller scales.
   */
  readonly maxCells?: number;
}

/** What `fit` chooses. */
export interface Fit {
  /** Columns and rows to draw (at least the minimum grid). */
  readonly cols: number;
  readonly rows: number;
  /** Device pixels per font pixel, a whole number of at least 1. */
  readonly scale: number;
  /** The largest scale that shows the minimum grid. */
  readonly fitScale: number;
  /** The scale at zoom 0 (`pixelSize` CSS pixels per font pixel, raised for `maxCells`, within 1..fitScale). */
  readonly baseScale: number;
  /** The canvas's size in CSS pixels (cells x cell size x scale / dpr). */
  readonly cssWidth: number;
  readonly cssHeight: number;
}

function positive(name: string, v: number, whole: boolean): number {
  if (!Number.isFinite(v) || v < (whole ? 1 : 0) || (whole && !Number.isInteger(v))) {
    throw new RangeError(
      `fit: ${name} must be ${whole ? 'a whole number of at least 1' : 'a number of 0 or more'}, not ${v}.`,
    );
  }
  return v;
}

/**
 * The scale and grid for a screen: the whole number of device pixels per font pixel nearest to
 * `pixelSize` CSS pixels (raised while it gives more than `maxCells`), moved by `zoom` steps, and
 * never more than the largest scale at which `minCols` x `minRows` cells fit; then as many cells
 * as fit at it (never fewer than the minimum: a screen too small for it gets scale 1 and the
 * minimum grid).
 */
export function fit(options: FitOptions): Fit {
  const dpr = options.dpr === undefined || options.dpr <= 0 ? 1 : options.dpr;
  const cw = positive('cellWidth', options.cellWidth ?? 6, true);
  const ch = positive('cellHeight', options.cellHeight ?? 12, true);
  const minCols = positive('minCols', options.minCols ?? 1, true);
  const minRows = positive('minRows', options.minRows ?? 1, true);
  const zoom = Math.trunc(options.zoom ?? 0);
  const w = Math.floor(positive('width', options.width, false) * dpr);
  const h = Math.floor(positive('height', options.height, false) * dpr);
  const fitScale = Math.max(1, Math.min(Math.floor(w / (minCols * cw)), Math.floor(h / (minRows * ch))));
  const pixelSize = options.pixelSize ?? 2;
  if (!Number.isFinite(pixelSize) || pixelSize <= 0) {
    throw new RangeError(`fit: pixelSize must be a number above 0, not ${pixelSize}.`);
  }
  const maxCells = options.maxCells ?? Infinity;
  if (!(maxCells > 0)) throw new RangeError(`fit: maxCells must be a number above 0, not ${maxCells}.`);
  const colsAt = (s: number): number => Math.max(minCols, Math.floor(w / (cw * s)));
  const rowsAt = (s: number): number => Math.max(minRows, Math.floor(h / (ch * s)));
  let baseScale = Math.min(fitScale, Math.max(1, Math.round(pixelSize * dpr)));
  while (baseScale < fitScale && colsAt(baseScale) * rowsAt(baseScale) > maxCells) baseScale++;
  const scale = Math.min(fitScale, Math.max(1, baseScale + zoom));
  const cols = colsAt(scale);
  const rows = rowsAt(scale);
  return {
    cols,
    rows,
    scale,
    fitScale,
    baseScale,
    cssWidth: (cols * cw * scale) / dpr,
    cssHeight: (rows * ch * scale) / dpr,
  };
}

/**
 * The zoom after a zoom key: `in` one step larger, `out` one smaller, kept where the scale stays
 * from 1 to `fitScale` (so a key past either end changes nothing).
 */
export function stepZoom(
  zoom: number,
  direction: 'in' | 'out',
  fitted: Pick<Fit, 'baseScale' | 'fitScale'>,
): number {
  const next = zoom + (direction === 'in' ? 1 : -1);
  return Math.min(fitted.fitScale - fitted.baseScale, Math.max(1 - fitted.baseScale, next));
}
