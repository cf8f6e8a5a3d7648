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
   * Zoom: 0 (the default) is the largest scale that still shows the smallest grid; each step up
   * is one scale larger (bigger letters, fewer cells), each step down one smaller (down to 1).
   */
  readonly zoom?: number;
}

/** What `fit` chooses. */
export interface Fit {
  /** Columns and rows to draw (at least the minimum grid). */
  readonly cols: number;
  readonly rows: number;
  /** Device pixels per font pixel, a whole number of at least 1. */
  readonly scale: number;
  /** The largest scale that shows the minimum grid (the scale at zoom 0). */
  readonly fitScale: number;
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
 * The scale and grid for a screen: the largest whole number of device pixels per font pixel at
 * which `minCols` x `minRows` cells fit, moved by `zoom` steps, then as many cells as fit at it
 * (never fewer than the minimum: a screen too small for it gets scale 1 and the minimum grid).
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
  const scale = Math.max(1, fitScale + zoom);
  const cols = Math.max(minCols, Math.floor(w / (cw * scale)));
  const rows = Math.max(minRows, Math.floor(h / (ch * scale)));
  return {
    cols,
    rows,
    scale,
    fitScale,
    cssWidth: (cols * cw * scale) / dpr,
    cssHeight: (rows * ch * scale) / dpr,
  };
}

/**
 * The zoom after a zoom key: `in` one step larger, `out` one smaller, never below the step that
 * gives scale 1 nor more than `maxSteps` above the fitting scale.
 */
export function stepZoom(zoom: number, direction: 'in' | 'out', fitScale: number, maxSteps = 8): number {
  const next = zoom + (direction === 'in' ? 1 : -1);
  return Math.min(maxSteps, Math.max(1 - fitScale, next));
}
