import { parseSeedText } from '@hullbreach/toolkit';
import { noiseGrid, noiseToText } from './compute.js';
import { paneWidth, type LabContext } from './context.js';
import {
  createGridCanvas,
  el,
  heatRgba,
  labelled,
  numberInput,
  paintCells,
  readNumber,
  select,
} from './draw.js';
import { LIMITS, type NoiseSettings } from './settings.js';
import { timeInto } from './workers.js';

/** Builds the noise pane: seeded simplex noise, 2D or a slice of 3D, summed over octaves, as a heat map. */
export function createNoisePane(ctx: LabContext): HTMLElement {
  const section = el('section', { className: 'pane' });
  section.id = 'noise';
  section.append(el('h2', { text: 'Noise' }));
  const s = ctx.settings.noise;
  const dims = select(['2d', '3d'], `${s.dims}d`, 'noise-dims');
  const seed = el('input', { testId: 'noise-seed' });
  seed.value = String(s.seed);
  seed.size = 8;
  const width = numberInput('noise-width', s.width, LIMITS.noiseSide, '1');
  const height = numberInput('noise-height', s.height, LIMITS.noiseSide, '1');
  const scale = numberInput('noise-scale', s.scale, LIMITS.noiseScale);
  const octaves = numberInput('noise-octaves', s.octaves, LIMITS.octaves, '1');
  const lacunarity = numberInput('noise-lacunarity', s.lacunarity, LIMITS.lacunarity);
  const gain = numberInput('noise-gain', s.gain, LIMITS.gain);
  const z = numberInput('noise-z', s.z, LIMITS.z);
  const controls = el('div', { className: 'controls' });
  controls.append(
    labelled('Noise', dims),
    labelled('Seed', seed),
    labelled('Width', width),
    labelled('Height', height),
    labelled('Scale (per cell)', scale),
    labelled('Octaves', octaves),
    labelled('Lacunarity', lacunarity),
    labelled('Gain', gain),
    labelled('z (3D slice)', z),
  );
  const error = el('p', { className: 'error', testId: 'noise-error' });
  const info = el('p', { testId: 'noise-info' });
  const time = el('output', { className: 'time', testId: 'noise-time' });
  const grid = createGridCanvas('Noise as a heat map', 'noise-canvas');
  const ascii = el('pre', { className: 'ascii', testId: 'noise-ascii' });
  ascii.tabIndex = 0;
  section.append(
    controls,
    error,
    info,
    time,
    grid.canvas,
    el('h3', { text: 'The noise as text (" " is -1, "@" is 1)' }),
    ascii,
  );
  const channel = ctx.timing.channel('noise');

  function compute(): void {
    const settings: NoiseSettings = ctx.settings.noise;
    z.disabled = settings.dims === 2;
    const values = noiseGrid(settings);
    let lo = Infinity;
    let hi = -Infinity;
    let sum = 0;
    for (const v of values) {
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
      sum += v;
    }
    info.textContent =
      `${settings.dims}D simplex noise, seed ${settings.seed}, ${settings.width}x${settings.height} cells at ` +
      `${settings.scale} per cell, ${settings.octaves} octave${settings.octaves === 1 ? '' : 's'} ` +
      `(lacunarity ${settings.lacunarity}, gain ${settings.gain})${settings.dims === 3 ? `, slice z=${settings.z}` : ''}: ` +
      `min ${lo.toFixed(3)}, max ${hi.toFixed(3)}, mean ${(sum / values.length).toFixed(3)}.`;
    ascii.textContent = noiseToText(settings.width, settings.height, values);
    grid.resize(settings.width, settings.height, paneWidth());
    paintCells(grid, (i) => heatRgba((values[i] + 1) / 2));
    timeInto(channel, time, [
      { label: `${settings.width}x${settings.height} samples`, task: { task: 'noise', settings } },
    ]);
  }

  function applyForm(): void {
    const read = [
      readNumber(width, 'The width', LIMITS.noiseSide, true),
      readNumber(height, 'The height', LIMITS.noiseSide, true),
      readNumber(scale, 'The scale', LIMITS.noiseScale, false),
      readNumber(octaves, 'Octaves', LIMITS.octaves, true),
      readNumber(lacunarity, 'The lacunarity', LIMITS.lacunarity, false),
      readNumber(gain, 'The gain', LIMITS.gain, false),
      readNumber(z, 'z', LIMITS.z, false),
    ];
    const problem = read.find((v) => typeof v === 'string');
    error.textContent = problem ?? '';
    if (problem !== undefined) return;
    const [w, h, sc, oc, la, ga, zz] = read as number[];
    ctx.set('noise', {
      dims: dims.value === '3d' ? 3 : 2,
      seed: seed.value.trim() === '' ? 1 : parseSeedText(seed.value.trim()),
      width: w,
      height: h,
      scale: sc,
      octaves: oc,
      lacunarity: la,
      gain: ga,
      z: zz,
    });
    compute();
  }
  for (const control of [dims, seed, width, height, scale, octaves, lacunarity, gain, z]) {
    control.addEventListener('change', applyForm);
  }
  compute();
  return section;
}
