import { extractPatterns, readSample } from '@hullbreach/toolkit';
import { LabContext, paneWidth } from './context.js';
import { button, createGridCanvas, el, labelled, select, type GridCanvas } from './draw.js';
import { WFC_SAMPLES } from './samples.js';
import { LIMITS, WFC_PALETTE, type WfcSettings } from './settings.js';
import { describeTiming } from './timing.js';
import { WfcStepper } from './wfc-stepper.js';

export { WFC_SAMPLES };

const SYMBOL_COLOURS: Readonly<Record<string, string>> = {
  '#': '#8b919c',
  '.': '#2b303b',
  '~': '#1f5f8b',
  '+': '#c7892c',
};
const PALETTE: readonly string[] = WFC_PALETTE;

function colourOf(symbol: string): string {
  return SYMBOL_COLOURS[symbol] ?? '#d04ed0';
}

/**
 * Builds the WFC pane: a sample to pick or draw, N and options, and a collapse to step through.
 * The address carries every setting, the drawn sample and the steps taken, so a reload shows the
 * same collapse at the same step.
 */
export function createWfcPane(ctx: LabContext): HTMLElement {
  const initial = ctx.settings.wfc;
  const section = el('section', { className: 'pane' });
  section.id = 'wfc';
  section.append(el('h2', { text: 'Wave function collapse' }));
  const controls = el('div', { className: 'controls' });
  const sampleName = select(Object.keys(WFC_SAMPLES), initial.sample, 'wfc-sample');
  const brush = select(PALETTE, '#', 'wfc-brush');
  const n = select(['2', '3', '4'], String(initial.n), 'wfc-n');
  const symmetry = select(['1', '2', '4', '8'], String(initial.symmetry), 'wfc-symmetry');
  const periodicIn = el('input', { testId: 'wfc-wrap-in' });
  periodicIn.type = 'checkbox';
  periodicIn.checked = initial.wrapIn;
  const periodicOut = el('input', { testId: 'wfc-wrap-out' });
  periodicOut.type = 'checkbox';
  periodicOut.checked = initial.wrapOut;
  const outW = el('input', { testId: 'wfc-width' });
  const outH = el('input', { testId: 'wfc-height' });
  const seed = el('input', { testId: 'wfc-seed' });
  for (const [input, value] of [
    [outW, String(initial.width)],
    [outH, String(initial.height)],
    [seed, initial.seed],
  ] as const) {
    input.value = value;
    input.size = 4;
  }
  for (const input of [outW, outH]) {
    input.type = 'number';
    input.min = String(LIMITS.wfcSide[0]);
    input.max = String(LIMITS.wfcSide[1]);
  }
  controls.append(
    labelled('Sample', sampleName),
    labelled('Brush', brush),
    labelled('N', n),
    labelled('Orientations', symmetry),
    labelled('Sample wraps', periodicIn),
    labelled('Output wraps', periodicOut),
    labelled('Width', outW),
    labelled('Height', outH),
    labelled('Seed', seed),
  );
  const buttons = el('div', { className: 'controls' });
  const status = el('p', { testId: 'wfc-status' });
  const toolkit = el('p', { className: 'time', testId: 'wfc-toolkit' });
  status.setAttribute('aria-live', 'polite');
  const sampleGrid = createGridCanvas('The sample (click to draw)', 'wfc-sample-canvas');
  const output = createGridCanvas('The output collapsing', 'wfc-canvas');
  const text = el('pre', { className: 'ascii', testId: 'wfc-ascii' });
  const row = el('div', { className: 'side-by-side' });
  row.append(sampleGrid.canvas, output.canvas);
  section.append(controls, buttons, status, toolkit, row, text);

  const channel = ctx.timing.channel('wfc');
  let sample: string[] = [...(initial.drawn ?? WFC_SAMPLES[initial.sample] ?? WFC_SAMPLES.rooms)];
  let symbols: readonly string[] = [];
  let stepper: WfcStepper | undefined;
  let playing = 0;
  let note = '';
  /** Calls of the stepper's step() since the start (what the address's wfcsteps replays). */
  let taken = 0;
  let lastUrlWrite = 0;

  /** The settings the form shows, or a sentence saying which value is out of range. */
  function formSettings(): Omit<WfcSettings, 'steps'> | string {
    const [lo, hi] = LIMITS.wfcSide;
    for (const [input, name] of [
      [outW, 'width'],
      [outH, 'height'],
    ] as const) {
      const v = Number(input.value);
      if (!/^[0-9]+$/.test(input.value) || v < lo || v > hi) {
        return `The output ${name} must be a whole number from ${lo} to ${hi}, got "${input.value}".`;
      }
    }
    const named = WFC_SAMPLES[sampleName.value];
    const same =
      named !== undefined && named.length === sample.length && named.every((r, y) => r === sample[y]);
    return {
      sample: sampleName.value,
      drawn: same ? undefined : [...sample],
      n: Number(n.value),
      symmetry: Number(symmetry.value),
      wrapIn: periodicIn.checked,
      wrapOut: periodicOut.checked,
      width: Number(outW.value),
      height: Number(outH.value),
      seed: seed.value === '' ? '1' : seed.value,
    };
  }

  /** Writes the steps taken into the address (at most twice a second while playing). */
  function writeSteps(force: boolean): void {
    const now = performance.now();
    if (!force && now - lastUrlWrite < 500) return;
    lastUrlWrite = now;
    ctx.set('wfc', { steps: taken });
  }

  function start(replay = 0): void {
    stop();
    text.textContent = '';
    toolkit.textContent = '';
    taken = 0;
    const form = formSettings();
    if (typeof form === 'string') {
      stepper = undefined;
      note = form;
      draw();
      return;
    }
    ctx.set('wfc', { ...form, steps: 0 });
    try {
      const read = readSample(sample);
      symbols = read.symbols;
      const options = { N: Number(n.value), symmetry: Number(symmetry.value), periodic: periodicIn.checked };
      const patterns = extractPatterns(read, options);
      stepper = new WfcStepper(patterns, form.width, form.height, form.wrapOut, form.seed);
      note = `${patterns.count} patterns.`;
    } catch (caught) {
      stepper = undefined;
      note = caught instanceof Error ? caught.message : String(caught);
    }
    if (replay > 0) step(replay);
    else draw();
  }

  /** Times the toolkit's own solver on the same settings in a worker (its draws differ from the stepper's). */
  function timeToolkit(): void {
    const form = formSettings();
    if (typeof form === 'string') {
      toolkit.textContent = form;
      return;
    }
    toolkit.textContent = "Timing the toolkit's solver in a worker…";
    toolkit.dataset.state = 'timing';
    const options = {
      sample,
      N: form.n,
      symmetry: form.symmetry,
      periodicInput: form.wrapIn,
      periodicOutput: form.wrapOut,
      width: form.width,
      height: form.height,
      seed: form.seed,
    };
    channel.request(
      { type: 'time', jobs: [{ label: 'overlappingWfc', task: { task: 'wfc', options } }] },
      (m) => {
        if (m.type === 'level') return;
        toolkit.dataset.state = 'done';
        if (m.type === 'error') {
          toolkit.textContent = m.message;
          return;
        }
        const [t] = m.timings;
        toolkit.textContent = `The toolkit's solver (overlappingWfc) ${t.outcome ?? ''}: ${describeTiming('', t.timing).trim()}.`;
      },
    );
  }

  function step(count: number): void {
    if (stepper === undefined) return;
    for (let k = 0; k < count && stepper.status !== 'done'; k++) {
      stepper.step();
      taken++;
    }
    writeSteps(playing === 0);
    draw();
  }

  function stop(): void {
    if (playing !== 0) cancelAnimationFrame(playing);
    if (playing !== 0) writeSteps(true);
    playing = 0;
  }

  function play(): void {
    if (playing !== 0) {
      stop();
      return;
    }
    const frame = (): void => {
      step(4);
      if (stepper !== undefined && stepper.status !== 'done') playing = requestAnimationFrame(frame);
      else stop();
    };
    playing = requestAnimationFrame(frame);
  }

  buttons.append(
    button('Step', () => step(1), 'wfc-step'),
    button('Play / pause', play, 'wfc-play'),
    button('Finish', () => step(Number.MAX_SAFE_INTEGER), 'wfc-finish'),
    button(
      'Restart with another seed',
      () => {
        seed.value = /^[0-9]+$/.test(seed.value) ? String(Number(seed.value) + 1) : `${seed.value}+`;
        start();
      },
      'wfc-restart',
    ),
    button("Time the toolkit's solver", timeToolkit, 'wfc-time'),
  );

  function drawSample(): void {
    const h = sample.length;
    const w = sample[0].length;
    sampleGrid.resize(w, h, Math.min(240, paneWidth() / 4));
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        sampleGrid.ctx.fillStyle = colourOf(sample[y][x]);
        sampleGrid.ctx.fillRect(x * sampleGrid.cell, y * sampleGrid.cell, sampleGrid.cell, sampleGrid.cell);
      }
    }
  }

  function drawOutput(grid: GridCanvas, s: WfcStepper): void {
    grid.resize(s.width, s.height, (paneWidth() * 3) / 4 - 16);
    const P = s.patterns.count;
    const { ctx: g, cell } = grid;
    for (let y = 0; y < s.height; y++) {
      for (let x = 0; x < s.width; x++) {
        const v = s.valueAt(x, y);
        if (v >= 0) {
          g.fillStyle = colourOf(symbols[v] ?? '?');
        } else {
          const left = s.optionsAt(x, y);
          const shade = left === 0 ? 0 : Math.round(40 + 150 * (1 - left / P));
          g.fillStyle = left === 0 ? '#a01010' : `rgb(${shade},${shade},${Math.min(255, shade + 40)})`;
        }
        g.fillRect(x * cell, y * cell, cell, cell);
      }
    }
  }

  function draw(): void {
    drawSample();
    if (stepper === undefined) {
      status.textContent = note;
      output.resize(1, 1, 1);
      return;
    }
    drawOutput(output, stepper);
    const decided = stepper.remaining.reduce((a, r) => a + (r === 1 ? 1 : 0), 0);
    status.textContent =
      `${stepper.status === 'done' ? 'Done' : stepper.status === 'contradiction' ? 'Contradiction (the next step restarts)' : 'Collapsing'}: ` +
      `attempt ${stepper.attempt}, ${stepper.steps} observations, ${decided} of ${stepper.remaining.length} cells decided. ${note}`;
    if (stepper.status === 'done') {
      const rows: string[] = [];
      for (let y = 0; y < stepper.height; y++) {
        let line = '';
        for (let x = 0; x < stepper.width; x++) line += symbols[stepper.valueAt(x, y)] ?? '?';
        rows.push(line);
      }
      text.textContent = rows.join('\n');
    }
  }

  let drawing = false;
  function paint(event: MouseEvent): void {
    const at = sampleGrid.cellAt(event);
    if (at === undefined || sample[at.y][at.x] === brush.value) return;
    const line = sample[at.y];
    sample[at.y] = line.slice(0, at.x) + brush.value + line.slice(at.x + 1);
    drawSample();
  }
  sampleGrid.canvas.addEventListener('mousedown', (event) => {
    drawing = true;
    paint(event);
  });
  sampleGrid.canvas.addEventListener('mousemove', (event) => {
    if (drawing) paint(event);
  });
  window.addEventListener('mouseup', () => {
    if (!drawing) return;
    drawing = false;
    start();
  });
  sampleName.addEventListener('change', () => {
    sample = [...WFC_SAMPLES[sampleName.value]];
    start();
  });
  for (const control of [n, symmetry, periodicIn, periodicOut, outW, outH, seed]) {
    control.addEventListener('change', () => start());
  }
  start(initial.steps);
  return section;
}
