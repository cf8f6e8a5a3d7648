import { computeFov, isOpaqueTile, isWalkableTile, Tile, type FovAlgorithm } from '@hullbreach/toolkit';
import { defaultCell, LabContext, paneWidth } from './context.js';
import {
  createGridCanvas,
  drawTiles,
  el,
  labelled,
  markCell,
  paintCells,
  rgbaOf,
  select,
  type GridCanvas,
} from './draw.js';
import { timeInto } from './workers.js';

/** The three algorithms the pane compares, with the bit each sets in the combined mask. */
export const FOV_ALGORITHMS: readonly FovAlgorithm[] = ['recursive', 'symmetric', 'raycast'];

/** Colour of a cell in the overlay by which algorithms see it (bit 1 recursive, 2 symmetric, 4 raycast). */
const OVERLAY_COLOURS: readonly string[] = [
  '', // seen by none: the tile colour shows through, darkened
  '#e8553d', // recursive only
  '#3da5e8', // symmetric only
  '#b45de8', // recursive and symmetric, not raycast
  '#f2c12e', // raycast only
  '#f28a2e', // recursive and raycast
  '#2ee8a5', // symmetric and raycast
  '#f4f1de', // all three
];

/** Names of the overlay's combinations, for its legend and its statistics text. */
const COMBINATIONS: readonly string[] = [
  'none',
  'recursive only',
  'symmetric only',
  'recursive + symmetric',
  'raycast only',
  'recursive + raycast',
  'symmetric + raycast',
  'all three',
];

/** For each combination of the three algorithms' masks (bit per algorithm), the number of cells seen so. */
export function combineMasks(masks: readonly Uint8Array[]): { combined: Uint8Array; counts: number[] } {
  const combined = new Uint8Array(masks[0].length);
  const counts = new Array<number>(8).fill(0);
  for (let i = 0; i < combined.length; i++) {
    let bits = 0;
    for (let a = 0; a < masks.length; a++) if (masks[a][i] !== 0) bits |= 1 << a;
    combined[i] = bits;
    counts[bits]++;
  }
  return { combined, counts };
}

/** Builds the field-of-view pane: three algorithms from one eye, overlaid or side by side, with wall editing. */
export function createFovPane(ctx: LabContext): HTMLElement {
  const section = el('section', { className: 'pane' });
  section.id = 'fov';
  section.append(el('h2', { text: 'Field of view' }));
  const controls = el('div', { className: 'controls' });
  const radius = el('input', { testId: 'fov-radius' });
  radius.type = 'range';
  radius.min = '1';
  radius.max = '60';
  radius.value = String(ctx.settings.view.radius);
  const radiusOut = el('output', { text: radius.value });
  const view = select(['overlay', 'side'], ctx.settings.view.fovView, 'fov-view');
  const tool = select(['eye', 'wall', 'floor'], ctx.settings.view.fovTool, 'fov-tool');
  tool.addEventListener('change', () =>
    ctx.setView({ fovTool: tool.value === 'wall' ? 'wall' : tool.value === 'floor' ? 'floor' : 'eye' }),
  );
  controls.append(
    labelled('Radius', radius),
    radiusOut,
    labelled('View', view),
    labelled('Mouse places', tool),
    el('span', {
      className: 'hint',
      text: 'Click to move the eye; pick wall or floor to draw with the mouse.',
    }),
  );
  const stats = el('p', { testId: 'fov-stats' });
  stats.setAttribute('aria-live', 'polite');
  const time = el('output', { className: 'time', testId: 'fov-time' });
  const channel = ctx.timing.channel('fov');
  const legend = el('ul', { className: 'legend' });
  for (let bits = 1; bits < 8; bits++) {
    const item = el('li');
    const swatch = el('span', { className: 'swatch' });
    swatch.style.background = OVERLAY_COLOURS[bits];
    item.append(swatch, COMBINATIONS[bits]);
    legend.append(item);
  }
  const overlay = createGridCanvas('Fields of view overlaid', 'fov-canvas');
  const sides = FOV_ALGORITHMS.map((a) => createGridCanvas(`Field of view: ${a}`, `fov-canvas-${a}`));
  const sideRow = el('div', { className: 'side-by-side' });
  sides.forEach((g, a) => {
    const figure = el('figure');
    figure.append(g.canvas, el('figcaption', { text: FOV_ALGORITHMS[a] }));
    sideRow.append(figure);
  });
  section.append(controls, stats, time, legend, overlay.canvas, sideRow);

  const opaque = { width: 0, height: 0, opaque: new Uint8Array(0) };
  let masks: Uint8Array[] = [];

  function eye(): { x: number; y: number } {
    const { work } = ctx;
    const e = ctx.settings.view.eye;
    if (e !== undefined && e.x < work.width && e.y < work.height) return e;
    return defaultCell(work, isWalkableTile);
  }

  function compute(): void {
    const { work } = ctx;
    if (opaque.opaque.length !== work.tiles.length) opaque.opaque = new Uint8Array(work.tiles.length);
    opaque.width = work.width;
    opaque.height = work.height;
    for (let i = 0; i < work.tiles.length; i++) opaque.opaque[i] = isOpaqueTile(work.tiles[i]) ? 1 : 0;
    const r = Number(radius.value);
    masks = FOV_ALGORITHMS.map((algorithm) => computeFov(opaque, eye(), r, { algorithm }));
    const { combined, counts } = combineMasks(masks);
    const seen = FOV_ALGORITHMS.map(
      (a, i) => `${a} sees ${masks[i].reduce((n, v) => n + (v !== 0 ? 1 : 0), 0)}`,
    );
    const differ = counts.slice(1, 7).reduce((a, b) => a + b, 0);
    const e = eye();
    stats.textContent =
      `Eye at ${e.x},${e.y}, radius ${r}: ${seen.join(', ')}; ${counts[7]} cells seen by all three, ` +
      `${differ} where they differ.`;
    draw(combined);
    timeInto(
      channel,
      time,
      FOV_ALGORITHMS.map((algorithm) => ({
        label: algorithm,
        task: { task: 'fov' as const, map: opaque, eye: e, radius: r, algorithm },
      })),
    );
  }

  function paintMask(grid: GridCanvas, mask: Uint8Array, colours: (v: number) => string): void {
    const { work } = ctx;
    grid.resize(work.width, work.height, grid === overlay ? paneWidth() : paneWidth() / 3 - 8);
    drawTiles(grid, work.tiles);
    // Unseen cells darkened; seen ones tinted by who sees them (walls more faintly).
    paintCells(grid, (i) =>
      mask[i] === 0 ? 0x00000099 : rgbaOf(colours(mask[i]), isOpaqueTile(work.tiles[i]) ? 0.45 : 0.7),
    );
    const e = eye();
    markCell(grid, e.x, e.y, '#ffffff', -1);
  }

  function draw(combined: Uint8Array): void {
    const side = view.value === 'side';
    overlay.canvas.hidden = side;
    legend.hidden = side;
    sideRow.hidden = !side;
    if (side) sides.forEach((g, a) => paintMask(g, masks[a], () => OVERLAY_COLOURS[7]));
    else paintMask(overlay, combined, (v) => OVERLAY_COLOURS[v]);
  }

  let painting = false;
  function apply(event: MouseEvent, grid: GridCanvas): void {
    const at = grid.cellAt(event);
    if (at === undefined) return;
    const { work } = ctx;
    if (tool.value === 'eye') {
      ctx.setView({ eye: at });
    } else {
      const i = at.y * work.width + at.x;
      const tile = tool.value === 'wall' ? Tile.Wall : Tile.Floor;
      if (work.tiles[i] === tile) return;
      ctx.editCell(at.x, at.y, tool.value === 'wall' ? 'wall' : 'floor');
      return;
    }
    compute();
  }
  for (const grid of [overlay, ...sides]) {
    grid.canvas.addEventListener('mousedown', (event) => {
      painting = tool.value !== 'eye';
      apply(event, grid);
    });
    grid.canvas.addEventListener('mousemove', (event) => {
      if (painting) apply(event, grid);
    });
  }
  window.addEventListener('mouseup', () => (painting = false));
  radius.addEventListener('input', () => {
    radiusOut.textContent = radius.value;
    ctx.setView({ radius: Number(radius.value) });
    compute();
  });
  view.addEventListener('change', () => {
    ctx.setView({ fovView: view.value === 'side' ? 'side' : 'overlay' });
    compute();
  });
  ctx.onLevel(compute);
  ctx.onMapEdit(compute);
  return section;
}
