import {
  GENERATOR_DEFAULT_SIZES,
  GENERATOR_KINDS,
  levelToAscii,
  parseSeedText,
  type GenerationStage,
  type GeneratorKind,
  type Level,
} from '@hullbreach/toolkit';
import { stagesWithFinal } from './compute.js';
import { LabContext, paneWidth } from './context.js';
import { button, createGridCanvas, drawTiles, el, labelled, markCell, select } from './draw.js';
import { GENERATOR_PARAMS } from './kinds.js';
import { generatorOptions, MAX_SIDE, OVERLAYS, type Overlay } from './settings.js';
import { formatMs } from './timing.js';
import { timingsText, WorkerChannel } from './workers.js';

export { stagesWithFinal };

/**
 * Builds the generator pane: settings, parameters, stages, overlays, timing, the map and its ASCII
 * text. Levels are made in a worker; the section's `data-state` is `generating` until the level
 * is shown, then `timing` until its timing is, then `done`.
 */
export function createGenPane(ctx: LabContext): HTMLElement {
  const channel = new WorkerChannel();
  const section = el('section', { className: 'pane' });
  section.id = 'gen';
  section.append(el('h2', { text: 'Generators' }));

  const form = el('div', { className: 'controls' });
  const kind = select(GENERATOR_KINDS, ctx.settings.gen.kind, 'gen-kind');
  const seed = el('input', { testId: 'gen-seed' });
  const width = el('input', { testId: 'gen-width' });
  const height = el('input', { testId: 'gen-height' });
  for (const input of [width, height]) {
    input.type = 'number';
    input.min = '1';
    input.max = String(MAX_SIDE);
  }
  const reseed = button('Next seed', () => {
    const s = ctx.settings.gen.seed;
    ctx.setGen({ seed: typeof s === 'number' ? s + 1 : `${s}+`, stage: undefined });
    run();
  });
  form.append(
    labelled('Kind', kind),
    labelled('Seed', seed),
    reseed,
    labelled('Width', width),
    labelled('Height', height),
  );
  const params = el('div', { className: 'controls params', testId: 'gen-params' });

  const stageRow = el('div', { className: 'controls' });
  const stageSlider = el('input', { testId: 'gen-stage' });
  stageSlider.type = 'range';
  stageSlider.min = '0';
  const stageName = el('output', { testId: 'gen-stage-name' });
  const prev = button('◀ Stage', () => stepStage(-1));
  const next = button('Stage ▶', () => stepStage(1));
  stageRow.append(prev, labelled('Stage', stageSlider), next, stageName);

  const overlayRow = el('div', { className: 'controls' });
  const overlayBoxes = new Map<Overlay, HTMLInputElement>();
  for (const name of OVERLAYS) {
    const box = el('input', { testId: `gen-overlay-${name}` });
    box.type = 'checkbox';
    box.checked = ctx.settings.view.overlays.includes(name);
    box.addEventListener('change', () => {
      ctx.setView({ overlays: OVERLAYS.filter((o) => overlayBoxes.get(o)?.checked === true) });
      draw();
    });
    overlayBoxes.set(name, box);
    overlayRow.append(labelled(name, box));
  }
  const timing = el('output', { className: 'time', testId: 'gen-time' });
  timing.setAttribute('aria-live', 'polite');
  const error = el('p', { className: 'error', testId: 'gen-error' });
  error.setAttribute('role', 'alert');
  const grid = createGridCanvas('The generated level', 'gen-canvas');
  const ascii = el('pre', { className: 'ascii', testId: 'level-ascii' });
  const asciiTitle = el('h3', { text: 'The level as text (levelToAscii, as hullbreach gen prints it)' });
  ascii.tabIndex = 0;
  section.append(form, params, stageRow, overlayRow, timing, error, grid.canvas, asciiTitle, ascii);

  let stages: GenerationStage[] = [];

  function fillForm(): void {
    const gen = ctx.settings.gen;
    kind.value = gen.kind;
    seed.value = String(gen.seed);
    width.value = String(gen.width);
    height.value = String(gen.height);
    params.replaceChildren();
    for (const spec of GENERATOR_PARAMS[gen.kind]) {
      const current = gen.params[spec.name] ?? '';
      let control: HTMLInputElement | HTMLSelectElement;
      if (spec.choices !== undefined) {
        control = select(['', ...spec.choices], current);
      } else {
        control = el('input');
        control.value = current;
        control.placeholder = spec.hint;
        control.size = 8;
      }
      control.dataset.param = spec.name;
      control.title = spec.hint;
      control.addEventListener('change', () => {
        const next = { ...ctx.settings.gen.params };
        if (control.value === '') delete next[spec.name];
        else next[spec.name] = control.value;
        ctx.setGen({ params: next, stage: undefined });
        run();
      });
      params.append(labelled(spec.name, control));
    }
    if (GENERATOR_PARAMS[gen.kind].length === 0) params.append('This kind takes no parameters.');
  }

  kind.addEventListener('change', () => {
    const k = kind.value as GeneratorKind;
    ctx.setGen({ kind: k, ...GENERATOR_DEFAULT_SIZES[k], params: {}, stage: undefined });
    fillForm();
    run();
  });
  seed.addEventListener('change', () => {
    ctx.setGen({ seed: seed.value === '' ? 1 : parseSeedText(seed.value), stage: undefined });
    run();
  });
  for (const [input, key] of [
    [width, 'width'],
    [height, 'height'],
  ] as const) {
    input.addEventListener('change', () => {
      const value = Number(input.value);
      if (!Number.isInteger(value) || value < 1 || value > MAX_SIDE) {
        error.textContent = `${key} must be a whole number from 1 to ${MAX_SIDE}`;
        return;
      }
      ctx.setGen({ [key]: value, stage: undefined });
      run();
    });
  }
  stageSlider.addEventListener('input', () => {
    const index = Number(stageSlider.value);
    ctx.setGen({ stage: index === stages.length - 1 ? undefined : index });
    show();
  });

  function stepStage(delta: number): void {
    const current = ctx.settings.gen.stage ?? stages.length - 1;
    const index = Math.max(0, Math.min(stages.length - 1, current + delta));
    ctx.setGen({ stage: index === stages.length - 1 ? undefined : index });
    show();
  }

  /** Generates the level of the current settings in the worker, then times it there (warm runs apart from the first). */
  function run(): void {
    const gen = ctx.settings.gen;
    const label = `${gen.kind} ${gen.width}x${gen.height}`;
    error.textContent = '';
    timing.textContent = `Generating ${label} in a worker…`;
    section.dataset.state = timing.dataset.state = 'generating';
    const options = generatorOptions(gen);
    channel.request({ type: 'generate', kind: gen.kind, options }, (message) => {
      if (message.type === 'level') {
        stages = message.stages;
        const cold = message.coldMs;
        timing.textContent = `Generated ${label}: cold first run ${formatMs(cold)}; warm runs queued for the timing worker…`;
        section.dataset.state = timing.dataset.state = 'timing';
        show();
        // The warm runs queue with the other panes' timings, so none of them compete for a core.
        const job = { label, task: { task: 'generate' as const, kind: gen.kind, options } };
        ctx.timing.channel('gen').request({ type: 'time', jobs: [job] }, (answer) => {
          if (answer.type === 'timings') {
            // The cold run shown is the one that made the level on screen (the timing worker's own first run only warms it).
            const timings = answer.timings.map((t) => ({ ...t, timing: { ...t.timing, coldMs: cold } }));
            timing.textContent = `Generated ${timingsText(timings)}`;
          } else if (answer.type === 'error') {
            timing.textContent = `Generated ${label}: cold first run ${formatMs(cold)}; timing failed: ${answer.message}`;
          }
          section.dataset.state = timing.dataset.state = 'done';
        });
      } else if (message.type === 'error') {
        stages = [];
        error.textContent = `${gen.kind}: ${message.message}`;
        timing.textContent = '';
        section.dataset.state = timing.dataset.state = 'done';
        show();
      }
    });
  }

  function shownLevel(): Level | undefined {
    if (stages.length === 0) return undefined;
    const index = ctx.settings.gen.stage;
    return stages[index === undefined || index >= stages.length ? stages.length - 1 : index].level;
  }

  function show(): void {
    const index = Math.min(ctx.settings.gen.stage ?? stages.length - 1, stages.length - 1);
    stageSlider.max = String(Math.max(0, stages.length - 1));
    stageSlider.value = String(Math.max(0, index));
    stageSlider.disabled = stages.length <= 1;
    prev.disabled = next.disabled = stages.length <= 1;
    stageName.textContent =
      stages.length === 0 ? '' : `${index + 1} of ${stages.length}: ${stages[Math.max(0, index)].name}`;
    const level = shownLevel();
    ascii.textContent = level === undefined ? '' : levelToAscii(level);
    ctx.showLevel(level);
    draw();
  }

  function draw(): void {
    const level = ctx.level;
    if (level === undefined) {
      grid.resize(1, 1, 1);
      return;
    }
    grid.resize(level.width, level.height, paneWidth());
    drawTiles(grid, level.tiles);
    const on = (name: Overlay): boolean => overlayBoxes.get(name)?.checked === true;
    const { ctx: g, cell } = grid;
    if (on('rooms')) {
      level.rooms.forEach((room, i) => {
        g.strokeStyle = `hsl(${(i * 67) % 360} 80% 60%)`;
        g.lineWidth = 1;
        g.strokeRect(room.x * cell + 0.5, room.y * cell + 0.5, room.width * cell - 1, room.height * cell - 1);
      });
    }
    if (on('doors')) for (const d of level.doors) markCell(grid, d.x, d.y, '#ff9f1c');
    if (on('windows')) for (const w of level.windows) markCell(grid, w.x, w.y, '#7fdbff');
    if (on('start') && level.start !== undefined) markCell(grid, level.start.x, level.start.y, '#2ecc40', -1);
    if (on('exit') && level.exit !== undefined) markCell(grid, level.exit.x, level.exit.y, '#ff4136', -1);
  }

  fillForm();
  run();
  window.addEventListener('resize', draw);
  return section;
}
