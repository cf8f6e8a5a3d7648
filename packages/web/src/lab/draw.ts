import { Tile } from '@hullbreach/toolkit';

/** Fill colour of each tile code on the lab's maps. */
export const TILE_COLOURS: Readonly<Record<number, string>> = {
  [Tile.Void]: '#05060a',
  [Tile.Floor]: '#2b303b',
  [Tile.Wall]: '#8b919c',
  [Tile.Door]: '#c7892c',
  [Tile.Window]: '#53b6de',
  [Tile.StairsDown]: '#e6d34a',
  [Tile.StairsUp]: '#9fdc4a',
};

/** A canvas showing a grid of cells, crisp at any devicePixelRatio, that maps pointer events to cells. */
export interface GridCanvas {
  readonly canvas: HTMLCanvasElement;
  readonly ctx: CanvasRenderingContext2D;
  /** Side of a cell in CSS pixels. */
  readonly cell: number;
  readonly width: number;
  readonly height: number;
  /** Sizes the canvas for a grid (cell side chosen to fit `maxCssWidth`). */
  resize(width: number, height: number, maxCssWidth: number): void;
  /** The cell under a pointer event, or undefined outside the grid. */
  cellAt(event: MouseEvent): { x: number; y: number } | undefined;
}

/** Creates a grid canvas with an accessible label. */
export function createGridCanvas(label: string, testId: string): GridCanvas {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-label', label);
  canvas.setAttribute('role', 'img');
  canvas.dataset.testid = testId;
  const ctx = canvas.getContext('2d');
  if (ctx === null) throw new Error('the lab needs a 2D canvas');
  const grid = {
    canvas,
    ctx,
    cell: 8,
    width: 0,
    height: 0,
    resize(width: number, height: number, maxCssWidth: number): void {
      const cell = Math.max(2, Math.min(16, Math.floor(maxCssWidth / Math.max(1, width))));
      const dpr = window.devicePixelRatio || 1;
      grid.cell = cell;
      grid.width = width;
      grid.height = height;
      canvas.width = Math.round(width * cell * dpr);
      canvas.height = Math.round(height * cell * dpr);
      canvas.style.width = `${width * cell}px`;
      canvas.style.height = `${height * cell}px`;
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.imageSmoothingEnabled = false;
    },
    cellAt(event: MouseEvent): { x: number; y: number } | undefined {
      const rect = canvas.getBoundingClientRect();
      const x = Math.floor((event.clientX - rect.left) / grid.cell);
      const y = Math.floor((event.clientY - rect.top) / grid.cell);
      return x >= 0 && y >= 0 && x < grid.width && y < grid.height ? { x, y } : undefined;
    },
  };
  return grid;
}

/** A colour `#rrggbb` and an alpha in [0, 1] as one number 0xRRGGBBAA. */
export function rgbaOf(hex: string, alpha = 1): number {
  return ((parseInt(hex.slice(1, 7), 16) << 8) | Math.round(alpha * 255)) >>> 0;
}

/** Each tile code's colour as 0xRRGGBBAA. */
const TILE_RGBA: Readonly<Record<number, number>> = Object.fromEntries(
  Object.entries(TILE_COLOURS).map(([tile, hex]) => [tile, rgbaOf(hex)]),
);

/**
 * Paints one colour per cell in one go (a 1-pixel-per-cell image scaled up unsmoothed: a million
 * cells take milliseconds, where a million fillRect calls take seconds). `rgba(i)` gives cell i's
 * colour as 0xRRGGBBAA; an alpha below 255 blends over what is drawn, 0 leaves the cell as it was.
 */
export function paintCells(grid: GridCanvas, rgba: (i: number) => number): void {
  const { ctx, cell, width, height } = grid;
  if (width === 0 || height === 0) return;
  const image = new ImageData(width, height);
  const data = image.data;
  for (let i = 0; i < width * height; i++) {
    const c = rgba(i);
    data[4 * i] = c >>> 24;
    data[4 * i + 1] = (c >>> 16) & 255;
    data[4 * i + 2] = (c >>> 8) & 255;
    data[4 * i + 3] = c & 255;
  }
  const bitmap = document.createElement('canvas');
  bitmap.width = width;
  bitmap.height = height;
  bitmap.getContext('2d')?.putImageData(image, 0, 0);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(bitmap, 0, 0, width * cell, height * cell);
}

/** Paints tile codes, one filled square per cell. */
export function drawTiles(grid: GridCanvas, tiles: Uint8Array): void {
  paintCells(grid, (i) => TILE_RGBA[tiles[i]] ?? 0xff00ffff);
}

/** Outlines one cell (a marker drawn over the tiles). */
export function markCell(grid: GridCanvas, x: number, y: number, colour: string, inset = 0): void {
  const { ctx, cell } = grid;
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1, cell / 5);
  const pad = inset + ctx.lineWidth / 2;
  ctx.strokeRect(x * cell + pad, y * cell + pad, cell - 2 * pad, cell - 2 * pad);
}

/** A colour on a blue-to-yellow-to-red ramp for t in [0, 1], as 0xRRGGBBAA (opaque). */
export function heatRgba(t: number): number {
  const u = Math.min(1, Math.max(0, t));
  const r = Math.round(u < 0.5 ? 40 + u * 2 * 200 : 240);
  const g = Math.round(u < 0.5 ? 60 + u * 2 * 160 : 220 - (u - 0.5) * 2 * 190);
  const b = Math.round(u < 0.5 ? 170 - u * 2 * 130 : 40);
  return ((r << 24) | (g << 16) | (b << 8) | 255) >>> 0;
}

/** A labelled form control in a `<label>` wrapper. */
export function labelled(text: string, control: HTMLElement): HTMLLabelElement {
  const label = document.createElement('label');
  label.append(`${text} `, control);
  return label;
}

/** Creates an element with a class, text and test id. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { className?: string; text?: string; testId?: string } = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className !== undefined) node.className = props.className;
  if (props.text !== undefined) node.textContent = props.text;
  if (props.testId !== undefined) node.dataset.testid = props.testId;
  return node;
}

/** Creates a `<select>` of the given values. */
export function select(values: readonly string[], current: string, testId?: string): HTMLSelectElement {
  const node = el('select', testId === undefined ? {} : { testId });
  for (const value of values) {
    const option = document.createElement('option');
    option.value = value;
    option.textContent = value === '' ? '(default)' : value;
    node.append(option);
  }
  node.value = current;
  return node;
}

/** Creates a button that runs `onClick`. */
export function button(text: string, onClick: () => void, testId?: string): HTMLButtonElement {
  const node = el('button', testId === undefined ? { text } : { text, testId });
  node.type = 'button';
  node.addEventListener('click', onClick);
  return node;
}

/** Creates a number input holding `value`, with its limits as min and max. */
export function numberInput(
  testId: string,
  value: number,
  [lo, hi]: readonly [number, number],
  step = 'any',
): HTMLInputElement {
  const input = el('input', { testId });
  input.type = 'number';
  input.min = String(lo);
  input.max = String(hi);
  input.step = step;
  input.value = String(value);
  input.size = 6;
  return input;
}

/** The number typed in `input`, or a sentence saying why it is not usable (out of range, not whole...). */
export function readNumber(
  input: HTMLInputElement,
  name: string,
  [lo, hi]: readonly [number, number],
  whole: boolean,
): number | string {
  const text = input.value.trim();
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) return `${name} must be a number, got "${input.value}".`;
  if (whole && !Number.isInteger(value)) return `${name} must be a whole number, got ${text}.`;
  if (value < lo || value > hi) return `${name} must be from ${lo} to ${hi}, got ${text}.`;
  return value;
}

/** The colour (0xRRGGBBAA) of a tile lit by (r, g, b) light: its map colour scaled by a little ambient plus the light. */
export function litRgba(tile: number, r: number, g: number, b: number): number {
  const base = TILE_RGBA[tile] ?? 0xff00ffff;
  const channel = (shift: number, light: number): number =>
    Math.min(255, Math.round(((base >>> shift) & 255) * (0.25 + 2 * light)));
  return ((channel(24, r) << 24) | (channel(16, g) << 16) | (channel(8, b) << 8) | 255) >>> 0;
}
