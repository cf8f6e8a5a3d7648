import { parseSeedText } from '@hullbreach/toolkit';
import { nameSamplesOf, namesOf } from './compute.js';
import type { LabContext } from './context.js';
import { el, labelled, numberInput, readNumber, select } from './draw.js';
import { NAME_SAMPLES } from './samples.js';
import { LIMITS } from './settings.js';
import { timeInto } from './workers.js';

/** Builds the names pane: a Markov chain over the characters of sample names, and a list of its names. */
export function createNamesPane(ctx: LabContext): HTMLElement {
  const section = el('section', { className: 'pane' });
  section.id = 'names';
  section.append(el('h2', { text: 'Names' }));
  const s = ctx.settings.names;
  const set = select(Object.keys(NAME_SAMPLES), s.set, 'names-set');
  const samples = el('textarea', { testId: 'names-samples' });
  samples.rows = 6;
  samples.cols = 24;
  samples.value = nameSamplesOf(s).join('\n');
  const order = numberInput('names-order', s.order, LIMITS.order, '1');
  const prior = numberInput('names-prior', s.prior, LIMITS.prior);
  const seed = el('input', { testId: 'names-seed' });
  seed.value = String(s.seed);
  seed.size = 8;
  const count = numberInput('names-count', s.count, LIMITS.count, '1');
  const controls = el('div', { className: 'controls' });
  controls.append(
    labelled('Samples', set),
    labelled('Order', order),
    labelled('Prior', prior),
    labelled('Seed', seed),
    labelled('How many', count),
  );
  const sampleRow = el('div', { className: 'controls' });
  sampleRow.append(labelled('Sample names, one a line (edit freely)', samples));
  const error = el('p', { className: 'error', testId: 'names-error' });
  const info = el('p', { testId: 'names-info' });
  const time = el('output', { className: 'time', testId: 'names-time' });
  const list = el('ol', { className: 'names', testId: 'names-list' });
  section.append(controls, sampleRow, error, info, time, list);
  const channel = ctx.timing.channel('names');

  function compute(): void {
    const settings = ctx.settings.names;
    list.replaceChildren();
    error.textContent = '';
    let names: string[];
    try {
      names = namesOf(settings);
    } catch (caught) {
      error.textContent = caught instanceof Error ? caught.message : String(caught);
      info.textContent = '';
      timeInto(channel, time, []);
      return;
    }
    const learnt = nameSamplesOf(settings);
    const copies = names.filter((n) => learnt.includes(n)).length;
    info.textContent =
      `${names.length} names from ${learnt.length} samples (${settings.samples === undefined ? settings.set : 'typed'}), ` +
      `order ${settings.order}, prior ${settings.prior}, seed ${settings.seed}; ${copies} of them are samples.`;
    for (const name of names) list.append(el('li', { text: name }));
    timeInto(channel, time, [{ label: `${settings.count} names`, task: { task: 'names', settings } }]);
  }

  function applyForm(typed: boolean): void {
    const read = [
      readNumber(order, 'The order', LIMITS.order, true),
      readNumber(prior, 'The prior', LIMITS.prior, false),
      readNumber(count, 'How many', LIMITS.count, true),
    ];
    const problem = read.find((v) => typeof v === 'string');
    if (problem !== undefined) {
      error.textContent = problem;
      return;
    }
    const lines = samples.value
      .split('\n')
      .map((line) => line.trim().replaceAll(',', ''))
      .filter((line) => line !== '');
    const named = NAME_SAMPLES[set.value];
    const same = lines.length === named.length && lines.every((line, k) => line === named[k]);
    if (!typed) samples.value = named.join('\n');
    const [o, p, c] = read as number[];
    ctx.set('names', {
      set: set.value,
      samples: typed && !same && lines.length > 0 ? lines : undefined,
      order: o,
      prior: p,
      seed: seed.value.trim() === '' ? 1 : parseSeedText(seed.value.trim()),
      count: c,
    });
    compute();
  }
  set.addEventListener('change', () => applyForm(false));
  samples.addEventListener('change', () => applyForm(true));
  for (const control of [order, prior, seed, count]) {
    control.addEventListener('change', () => applyForm(ctx.settings.names.samples !== undefined));
  }
  compute();
  return section;
}
