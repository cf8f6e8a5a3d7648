import { parseSeedText } from '@hullbreach/toolkit';
import { rngDraws } from './compute.js';
import { paneWidth, type LabContext } from './context.js';
import { el, labelled, numberInput, readNumber, select } from './draw.js';
import { LIMITS, type RngSettings } from './settings.js';
import { timeInto } from './workers.js';

/** Counts of draws in `bins` equal bins from the least to the greatest draw (whole numbers get a bin each when they fit). */
export function histogram(
  values: Float64Array,
  bins: number,
): { lo: number; width: number; counts: number[] } {
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of values) {
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  }
  const whole = values.every((v) => Number.isInteger(v));
  const span = hi - lo;
  let n = whole && span + 1 <= bins ? span + 1 : bins;
  let width = whole && span + 1 <= bins ? 1 : span > 0 ? span / n : 1;
  // A span of a few subnormals divided into bins rounds to a width of 0; one bin holds them all.
  if (width === 0) [n, width] = [1, span];
  const counts = new Array<number>(n).fill(0);
  for (const v of values) counts[Math.min(n - 1, Math.floor((v - lo) / width))]++;
  return { lo, width, counts };
}

/** Builds the random numbers pane: draws from a seeded stream, their first values, mean, spread and a histogram. */
export function createRngPane(ctx: LabContext): HTMLElement {
  const section = el('section', { className: 'pane' });
  section.id = 'rng';
  section.append(el('h2', { text: 'Random numbers' }));
  const s = ctx.settings.rng;
  const seed = el('input', { testId: 'rng-seed' });
  seed.value = String(s.seed);
  seed.size = 8;
  const draw = select(['next', 'int', 'dice', 'normal'], s.draw, 'rng-draw');
  const dice = el('input', { testId: 'rng-dice' });
  dice.value = s.dice;
  dice.size = 8;
  const count = numberInput('rng-count', s.count, LIMITS.draws, '1');
  const controls = el('div', { className: 'controls' });
  controls.append(
    labelled('Seed', seed),
    labelled('Draw', draw),
    labelled('Dice', dice),
    labelled('How many', count),
    el('span', {
      className: 'hint',
      text: 'next: [0, 1); int: 1..6; dice: the spec; normal: mean 0, deviation 1.',
    }),
  );
  const error = el('p', { className: 'error', testId: 'rng-error' });
  const info = el('p', { testId: 'rng-info' });
  const time = el('output', { className: 'time', testId: 'rng-time' });
  const canvas = el('canvas', { testId: 'rng-canvas' });
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', 'Histogram of the draws');
  const text = el('pre', { className: 'ascii', testId: 'rng-histogram' });
  section.append(controls, error, info, time, canvas, text);
  const channel = ctx.timing.channel('rng');

  function compute(): void {
    const settings: RngSettings = ctx.settings.rng;
    dice.disabled = settings.draw !== 'dice';
    let values: Float64Array;
    try {
      values = rngDraws(settings);
    } catch (caught) {
      error.textContent = caught instanceof Error ? caught.message : String(caught);
      return;
    }
    error.textContent = '';
    let sum = 0;
    for (const v of values) sum += v;
    const mean = sum / values.length;
    let sq = 0;
    for (const v of values) sq += (v - mean) ** 2;
    const first = Array.from(values.subarray(0, 8), (v) => (Number.isInteger(v) ? String(v) : v.toFixed(4)));
    info.textContent =
      `${settings.count} draws (${settings.draw === 'dice' ? settings.dice : settings.draw}) from seed ${settings.seed}: ` +
      `first ${first.join(' ')}; mean ${mean.toFixed(4)}, standard deviation ${Math.sqrt(sq / values.length).toFixed(4)}.`;
    const h = histogram(values, 24);
    const most = Math.max(...h.counts);
    const label = (k: number): string =>
      h.width === 1 && Number.isInteger(h.lo) ? String(h.lo + k) : (h.lo + k * h.width).toFixed(3);
    text.textContent = h.counts
      .map(
        (c, k) =>
          `${label(k).padStart(8)} ${String(c).padStart(6)} ${'#'.repeat(Math.round((40 * c) / most))}`,
      )
      .join('\n');
    const w = Math.min(600, paneWidth());
    const hgt = 120;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(hgt * dpr);
    canvas.style.width = `${w}px`;
    canvas.style.height = `${hgt}px`;
    const g = canvas.getContext('2d');
    if (g !== null) {
      g.setTransform(dpr, 0, 0, dpr, 0, 0);
      g.fillStyle = '#05060a';
      g.fillRect(0, 0, w, hgt);
      g.fillStyle = '#f2c12e';
      const bw = w / h.counts.length;
      h.counts.forEach((c, k) => {
        const bh = (hgt - 4) * (c / most);
        g.fillRect(k * bw + 1, hgt - bh, bw - 2, bh);
      });
    }
    timeInto(channel, time, [{ label: `${settings.count} draws`, task: { task: 'rng', settings } }]);
  }

  function applyForm(): void {
    const n = readNumber(count, 'How many', LIMITS.draws, true);
    if (typeof n === 'string') {
      error.textContent = n;
      return;
    }
    const d = draw.value;
    ctx.set('rng', {
      seed: seed.value.trim() === '' ? 1 : parseSeedText(seed.value.trim()),
      draw: d === 'next' || d === 'int' || d === 'normal' ? d : 'dice',
      dice: dice.value.trim() === '' ? '3d6' : dice.value.trim(),
      count: n,
    });
    compute();
  }
  for (const control of [seed, draw, dice, count]) control.addEventListener('change', applyForm);
  compute();
  return section;
}
