import { isOpaqueTile, line, type Point } from '@hullbreach/toolkit';
import { LabContext, paneWidth } from './context.js';
import { button, createGridCanvas, drawTiles, el, markCell } from './draw.js';
import { timeInto } from './workers.js';

/** What the lines pane says about a line: its cells, whether it is symmetric, what blocks it. */
export function describeLine(a: Point, b: Point, opaqueAt: (p: Point) => boolean): string {
  const cells = line(a, b);
  const back = line(b, a).reverse();
  const symmetric =
    back.length === cells.length && back.every((p, k) => p.x === cells[k].x && p.y === cells[k].y);
  const between = cells.slice(1, -1).filter(opaqueAt);
  return (
    `Line from ${a.x},${a.y} to ${b.x},${b.y}: ${cells.length} cells: ${cells.map((p) => `${p.x},${p.y}`).join(' ')}. ` +
    `The line from ${b.x},${b.y} back is the same cells reversed: ${symmetric ? 'yes' : 'NO'}. ` +
    (between.length === 0
      ? 'Nothing opaque between the ends.'
      : `Opaque between the ends: ${between.map((p) => `${p.x},${p.y}`).join(' ')}.`)
  );
}

/** Builds the lines pane: two clicks give the Bresenham line between them, drawn over the map. */
export function createLinePane(ctx: LabContext): HTMLElement {
  const section = el('section', { className: 'pane' });
  section.id = 'line';
  section.append(el('h2', { text: 'Lines' }));
  const controls = el('div', { className: 'controls' });
  controls.append(
    button('Clear', () => {
      ctx.set('line', { a: undefined, b: undefined });
      compute();
    }),
    el('span', { className: 'hint', text: 'Click one end, then the other; a third click starts again.' }),
  );
  const info = el('p', { testId: 'line-info' });
  info.setAttribute('aria-live', 'polite');
  const time = el('output', { className: 'time', testId: 'line-time' });
  const grid = createGridCanvas('A line between two cells', 'line-canvas');
  section.append(controls, info, time, grid.canvas);
  const channel = ctx.timing.channel('line');

  function compute(): void {
    const { work } = ctx;
    const { a, b } = ctx.settings.line;
    const inside = (p: Point | undefined): p is Point =>
      p !== undefined && p.x < work.width && p.y < work.height;
    grid.resize(work.width, work.height, paneWidth());
    drawTiles(grid, work.tiles);
    const { ctx: g, cell } = grid;
    if (inside(a) && inside(b)) {
      const opaqueAt = (p: Point): boolean => isOpaqueTile(work.tiles[p.y * work.width + p.x]);
      info.textContent = describeLine(a, b, opaqueAt);
      for (const p of line(a, b)) {
        g.fillStyle = opaqueAt(p) ? 'rgba(255,80,60,0.85)' : 'rgba(120,230,255,0.8)';
        g.fillRect(p.x * cell, p.y * cell, cell, cell);
      }
      timeInto(channel, time, [{ label: 'line', task: { task: 'line', a, b } }]);
    } else {
      info.textContent = inside(a)
        ? `From ${a.x},${a.y}: click the other end.`
        : 'Click the first end of a line.';
      timeInto(channel, time, []);
    }
    if (inside(a)) markCell(grid, a.x, a.y, '#2ecc40', -1);
    if (inside(b)) markCell(grid, b.x, b.y, '#ff4136', -1);
  }

  grid.canvas.addEventListener('click', (event) => {
    const at = grid.cellAt(event);
    if (at === undefined) return;
    const { a, b } = ctx.settings.line;
    if (a === undefined || b !== undefined) ctx.set('line', { a: at, b: undefined });
    else ctx.set('line', { b: at });
    compute();
  });
  ctx.onLevel(compute);
  ctx.onMapEdit(compute);
  return section;
}
