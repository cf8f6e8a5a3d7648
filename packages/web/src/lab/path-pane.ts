import { dijkstraMap, findPath, isWalkableTile, type Point, type Topology } from '@hullbreach/toolkit';
import { FLEE_FACTOR, fleeMapOf, type Task } from './compute.js';
import { defaultCell, LabContext, paneWidth } from './context.js';
import { createGridCanvas, drawTiles, el, heatRgba, labelled, markCell, paintCells, select } from './draw.js';
import { timeInto } from './workers.js';

export { FLEE_FACTOR, fleeMapOf };

/** Builds the pathfinding pane: Dijkstra and flee heat maps from clicked goals, and A* between two clicks. */
export function createPathPane(ctx: LabContext): HTMLElement {
  const section = el('section', { className: 'pane' });
  section.id = 'path';
  section.append(el('h2', { text: 'Pathfinding' }));
  const controls = el('div', { className: 'controls' });
  const settings = ctx.settings.path;
  const mode = select(['goals', 'A*'], settings.click === 'astar' ? 'A*' : 'goals', 'path-mode');
  const map = select(['dijkstra', 'flee'], settings.heat, 'path-map');
  const topology = select(['8', '4'], String(settings.topology), 'path-topology');
  const clear = el('button', { text: 'Clear' });
  clear.type = 'button';
  controls.append(
    labelled('Click sets', mode),
    labelled('Heat map', map),
    labelled('Steps', topology),
    clear,
    el('span', {
      className: 'hint',
      text: 'Goals: click cells to add or remove. A*: click the start, then the end.',
    }),
  );
  const info = el('p', { testId: 'path-info' });
  info.setAttribute('aria-live', 'polite');
  const hover = el('p', {
    className: 'hint',
    testId: 'path-hover',
    text: 'Point at a cell to read its value.',
  });
  const time = el('output', { className: 'time', testId: 'path-time' });
  const channel = ctx.timing.channel('path');
  const grid = createGridCanvas('Distance heat map and path', 'path-canvas');
  section.append(controls, info, time, hover, grid.canvas);

  let values: Float64Array = new Float64Array(0);
  let path: Point[] | null = null;

  function walkMap(): { width: number; height: number; walkable: Uint8Array } {
    const { work } = ctx;
    const walkable = new Uint8Array(work.tiles.length);
    for (let i = 0; i < walkable.length; i++) walkable[i] = isWalkableTile(work.tiles[i]) ? 1 : 0;
    return { width: work.width, height: work.height, walkable };
  }

  function compute(): void {
    const { work } = ctx;
    const walk = walkMap();
    const topo = Number(topology.value) as Topology;
    const inside = (p: Point): boolean => p.x < work.width && p.y < work.height;
    const goals = ctx.settings.view.goals.filter(inside);
    const shown = goals.length > 0 ? goals : [defaultCell(work, isWalkableTile)];
    const approach = dijkstraMap(walk, shown, { topology: topo });
    const flee = map.value === 'flee';
    values = flee ? fleeMapOf(walk, approach, topo) : approach;
    const jobs: { label: string; task: Task }[] = [
      { label: 'Dijkstra map', task: { task: 'dijkstra', map: walk, goals: shown, topology: topo } },
    ];
    if (flee) jobs.push({ label: 'flee map', task: { task: 'flee', map: walk, approach, topology: topo } });
    const parts = [
      `${goals.length > 0 ? goals.length : 'no'} goal${goals.length === 1 ? '' : 's'}` +
        (goals.length > 0 ? '' : ' (showing distances from the start)'),
      `${flee ? 'flee' : 'Dijkstra'} map, ${topo} steps`,
    ];
    const { from, to } = ctx.settings.view;
    path = null;
    if (from !== undefined && to !== undefined && inside(from) && inside(to)) {
      path = findPath(walk, from, to, { topology: topo });
      jobs.push({ label: 'A*', task: { task: 'astar', map: walk, from, to, topology: topo } });
      if (path === null) {
        parts.push(`A* from ${from.x},${from.y} to ${to.x},${to.y}: no path`);
      } else {
        const check = dijkstraMap(walk, [from], { topology: topo })[to.y * work.width + to.x];
        parts.push(
          `A* from ${from.x},${from.y} to ${to.x},${to.y}: ${path.length - 1} steps, cost ${path.length - 1} ` +
            `(Dijkstra from the start agrees: ${check})`,
        );
      }
    } else if (from !== undefined) {
      parts.push(`A* from ${from.x},${from.y}: click the end`);
    }
    timeInto(channel, time, jobs);
    info.textContent = parts.join('; ') + '.';
    draw(shown);
  }

  function draw(goals: readonly Point[]): void {
    const { work } = ctx;
    grid.resize(work.width, work.height, paneWidth());
    drawTiles(grid, work.tiles);
    let lo = Infinity;
    let hi = -Infinity;
    for (const v of values) {
      if (Number.isFinite(v)) {
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
    }
    const span = hi > lo ? hi - lo : 1;
    const { ctx: g, cell } = grid;
    paintCells(grid, (i) => (Number.isFinite(values[i]) ? heatRgba((values[i] - lo) / span) : 0));
    for (const goal of goals) markCell(grid, goal.x, goal.y, '#ffffff', -1);
    if (path !== null) {
      g.fillStyle = '#ffffff';
      for (const p of path)
        g.fillRect(p.x * cell + cell / 3, p.y * cell + cell / 3, cell / 3 + 1, cell / 3 + 1);
    }
    const { from, to } = ctx.settings.view;
    if (from !== undefined) markCell(grid, from.x, from.y, '#2ecc40');
    if (to !== undefined) markCell(grid, to.x, to.y, '#ff4136');
  }

  grid.canvas.addEventListener('click', (event) => {
    const at = grid.cellAt(event);
    if (at === undefined) return;
    if (!isWalkableTile(ctx.work.tiles[at.y * ctx.work.width + at.x])) {
      hover.textContent = `Cell ${at.x},${at.y} cannot be walked on: pick a floor, door or stairs cell.`;
      return;
    }
    if (mode.value === 'goals') {
      const goals = ctx.settings.view.goals;
      const exists = goals.some((g) => g.x === at.x && g.y === at.y);
      ctx.setView({ goals: exists ? goals.filter((g) => g.x !== at.x || g.y !== at.y) : [...goals, at] });
    } else {
      const { from, to } = ctx.settings.view;
      if (from === undefined || to !== undefined) ctx.setView({ from: at, to: undefined });
      else ctx.setView({ to: at });
    }
    compute();
  });
  grid.canvas.addEventListener('mousemove', (event) => {
    const at = grid.cellAt(event);
    if (at === undefined) return;
    const v = values[at.y * ctx.work.width + at.x];
    hover.textContent = `Cell ${at.x},${at.y}: ${Number.isFinite(v) ? v.toFixed(1) : 'unreachable'}`;
  });
  clear.addEventListener('click', () => {
    ctx.setView({ goals: [], from: undefined, to: undefined });
    compute();
  });
  mode.addEventListener('change', () => ctx.set('path', { click: mode.value === 'A*' ? 'astar' : 'goals' }));
  map.addEventListener('change', () => {
    ctx.set('path', { heat: map.value === 'flee' ? 'flee' : 'dijkstra' });
    compute();
  });
  topology.addEventListener('change', () => {
    ctx.set('path', { topology: topology.value === '4' ? 4 : 8 });
    compute();
  });
  ctx.onLevel(compute);
  ctx.onMapEdit(compute);
  return section;
}
