import { computeLighting, isOpaqueTile, lightFalloff } from '@hullbreach/toolkit';
import { brightness, lightingOptionsOf, lightsOf, lightToText } from './compute.js';
import { LabContext, paneWidth } from './context.js';
import {
  button,
  createGridCanvas,
  el,
  labelled,
  litRgba,
  markCell,
  paintCells,
  numberInput,
  readNumber,
  select,
} from './draw.js';
import { hex6, LIMITS, type LightSettings } from './settings.js';
import { timeInto } from './workers.js';

/** The falloff of one light as text: its brightness at each whole distance up to its radius. */
export function falloffText(radius: number, height: number | undefined, focus: number): string {
  const values: string[] = [];
  for (let d = 0; d <= radius; d++) {
    values.push(lightFalloff(d, radius, { ...(height === undefined ? {} : { height }), focus }).toFixed(2));
  }
  return `Brightness of a radius ${radius} light at distance 0..${radius}: ${values.join(' ')}`;
}

/**
 * Builds the lighting pane: click the map to place a light of the chosen colour and radius (click
 * one to take it away); `computeLighting` lights the map with the chosen falloff and bounces.
 */
export function createLightPane(ctx: LabContext): HTMLElement {
  const section = el('section', { className: 'pane' });
  section.id = 'light';
  section.append(el('h2', { text: 'Lighting' }));
  const s = ctx.settings.light;
  const colour = el('input', { testId: 'light-colour' });
  colour.type = 'color';
  colour.value = `#${hex6(s.color)}`;
  const radius = numberInput('light-radius', s.radius, LIMITS.lightRadius, '1');
  const height = numberInput('light-height', s.height ?? 0, LIMITS.lightHeight);
  if (s.height === undefined) height.value = '';
  height.placeholder = 'radius / 3';
  const focus = numberInput('light-focus', s.focus, LIMITS.lightFocus, '0.05');
  const bounces = select(['0', '1', '2', '3', '4'], String(s.bounces), 'light-bounces');
  const clear = button('Clear lights', () => {
    ctx.set('light', { lights: [] });
    compute();
  });
  const controls = el('div', { className: 'controls' });
  controls.append(
    labelled('Next light: colour', colour),
    labelled('radius', radius),
    labelled('Lamp height (all)', height),
    labelled('Focus (all)', focus),
    labelled('Bounces', bounces),
    clear,
    el('span', { className: 'hint', text: 'Click to place a light; click a light to take it away.' }),
  );
  const error = el('p', { className: 'error', testId: 'light-error' });
  const info = el('p', { testId: 'light-info' });
  info.setAttribute('aria-live', 'polite');
  const falloff = el('p', { className: 'hint', testId: 'light-falloff' });
  const time = el('output', { className: 'time', testId: 'light-time' });
  const grid = createGridCanvas('The map lit by the placed lights', 'light-canvas');
  const ascii = el('pre', { className: 'ascii', testId: 'light-ascii' });
  ascii.tabIndex = 0;
  section.append(
    controls,
    error,
    info,
    falloff,
    time,
    grid.canvas,
    el('h3', { text: 'Brightness as text (mean of the channels, " " dark to "@" full)' }),
    ascii,
  );
  const channel = ctx.timing.channel('light');

  function compute(): void {
    const { work } = ctx;
    const settings: LightSettings = ctx.settings.light;
    const opaque = new Uint8Array(work.tiles.length);
    for (let i = 0; i < opaque.length; i++) opaque[i] = isOpaqueTile(work.tiles[i]) ? 1 : 0;
    const map = { width: work.width, height: work.height, opaque };
    const lights = lightsOf(settings).filter((l) => l.x < work.width && l.y < work.height);
    const options = lightingOptionsOf(settings);
    falloff.textContent = falloffText(settings.radius, settings.height, settings.focus);
    let light: Float32Array;
    try {
      light = computeLighting(map, lights, options);
    } catch (caught) {
      error.textContent = caught instanceof Error ? caught.message : String(caught);
      return;
    }
    let lit = 0;
    let best = -1;
    for (let i = 0; i < work.tiles.length; i++) {
      const b = brightness(light, i);
      if (b > 0) lit++;
      if (best < 0 || b > brightness(light, best)) best = i;
    }
    const where =
      best >= 0 && lit > 0 ? `; brightest ${best % work.width},${Math.floor(best / work.width)}` : '';
    info.textContent =
      `${lights.length} light${lights.length === 1 ? '' : 's'}` +
      (lights.length > 0
        ? ` (${lights.map((l) => `${l.x},${l.y} #${hex6(l.color)} r${l.radius}`).join('; ')})`
        : '') +
      `: ${lit} of ${work.tiles.length} cells lit${where}.`;
    ascii.textContent = lightToText(work.width, work.height, light);
    grid.resize(work.width, work.height, paneWidth());
    paintCells(grid, (i) => litRgba(work.tiles[i], light[3 * i], light[3 * i + 1], light[3 * i + 2]));
    for (const l of lights) markCell(grid, l.x, l.y, `#${hex6(l.color)}`, -1);
    timeInto(
      channel,
      time,
      lights.length === 0
        ? []
        : [{ label: 'computeLighting', task: { task: 'light', map, lights, options } }],
    );
  }

  function applyForm(): void {
    const r = readNumber(radius, 'The radius', LIMITS.lightRadius, true);
    const h =
      height.value.trim() === ''
        ? undefined
        : readNumber(height, 'The lamp height', LIMITS.lightHeight, false);
    const f = readNumber(focus, 'The focus', LIMITS.lightFocus, false);
    const problem = [r, h, f].find((v) => typeof v === 'string');
    error.textContent = problem ?? '';
    if (problem !== undefined) return;
    ctx.set('light', {
      color: parseInt(colour.value.slice(1), 16),
      radius: r as number,
      height: h as number | undefined,
      focus: f as number,
      bounces: Number(bounces.value),
    });
    compute();
  }
  for (const control of [colour, radius, height, focus, bounces])
    control.addEventListener('change', applyForm);

  grid.canvas.addEventListener('click', (event) => {
    const at = grid.cellAt(event);
    if (at === undefined) return;
    const { lights, color, radius: r } = ctx.settings.light;
    const here = lights.findIndex((l) => l.x === at.x && l.y === at.y);
    if (here >= 0) {
      ctx.set('light', { lights: lights.filter((_, k) => k !== here) });
    } else if (lights.length >= LIMITS.lights[1]) {
      error.textContent = `At most ${LIMITS.lights[1]} lights: take one away first.`;
      return;
    } else {
      ctx.set('light', { lights: [...lights, { x: at.x, y: at.y, color, radius: r }] });
    }
    error.textContent = '';
    compute();
  });
  ctx.onLevel(compute);
  ctx.onMapEdit(compute);
  return section;
}
