import fc from 'fast-check';
import { extractPatterns, readSample } from '@hullbreach/toolkit';
import { describe, expect, it } from 'vitest';
import { WFC_SAMPLES } from './wfc-pane.js';
import { WfcStepper } from './wfc-stepper.js';

/** Every NxN window of text rows in all 8 orientations (wrapping when `periodic`), as strings. */
function windowsOf(rows: readonly string[], N: number, periodic: boolean): Set<string> {
  const h = rows.length;
  const w = rows[0].length;
  const out = new Set<string>();
  const maps: ((i: number, j: number) => [number, number])[] = [
    (i, j) => [i, j],
    (i, j) => [N - 1 - i, j],
    (i, j) => [i, N - 1 - j],
    (i, j) => [N - 1 - i, N - 1 - j],
    (i, j) => [j, i],
    (i, j) => [N - 1 - j, i],
    (i, j) => [j, N - 1 - i],
    (i, j) => [N - 1 - j, N - 1 - i],
  ];
  for (let y = 0; y < (periodic ? h : h - N + 1); y++) {
    for (let x = 0; x < (periodic ? w : w - N + 1); x++) {
      for (const m of maps) {
        let key = '';
        for (let j = 0; j < N; j++) {
          for (let i = 0; i < N; i++) {
            const [a, b] = m(i, j);
            key += rows[(y + b) % h][(x + a) % w];
          }
        }
        out.add(key);
      }
    }
  }
  return out;
}

/** The output of a finished stepper as text rows. */
function rowsOf(stepper: WfcStepper, symbols: readonly string[]): string[] {
  const rows: string[] = [];
  for (let y = 0; y < stepper.height; y++) {
    let row = '';
    for (let x = 0; x < stepper.width; x++) row += symbols[stepper.valueAt(x, y)] ?? '?';
    rows.push(row);
  }
  return rows;
}

describe('WfcStepper', () => {
  it('finishes outputs whose every NxN window occurs in the sample, wrapping or not', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(WFC_SAMPLES)),
        fc.constantFrom(2, 3),
        fc.boolean(),
        fc.integer({ min: 6, max: 16 }),
        fc.integer({ min: 6, max: 12 }),
        fc.nat(1_000_000),
        (name, N, periodic, width, height, seed) => {
          const sample = WFC_SAMPLES[name];
          const read = readSample(sample);
          const patterns = extractPatterns(read, { N, symmetry: 8, periodic: true });
          const stepper = new WfcStepper(patterns, width, height, periodic, seed);
          let steps = 0;
          while (stepper.step() !== 'done' && steps < 100_000) steps++;
          expect(stepper.status).toBe('done');
          const rows = rowsOf(stepper, read.symbols);
          const allowed = windowsOf(sample, N, true);
          const found = windowsOf(rows, N, periodic);
          for (const window of found) expect(allowed.has(window), window).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('decides one more cell at least with each step until done, and is the same for the same seed', () => {
    const read = readSample(WFC_SAMPLES.rooms);
    const patterns = extractPatterns(read, { N: 3, symmetry: 8, periodic: true });
    const a = new WfcStepper(patterns, 12, 10, true, 'same');
    const b = new WfcStepper(patterns, 12, 10, true, 'same');
    for (let k = 0; k < 5000 && a.status !== 'done'; k++) {
      const before = a.remaining.reduce((n, r) => n + (r === 1 ? 1 : 0), 0);
      const status = a.step();
      b.step();
      const after = a.remaining.reduce((n, r) => n + (r === 1 ? 1 : 0), 0);
      if (status === 'running') expect(after).toBeGreaterThan(before);
      expect(Array.from(b.remaining)).toEqual(Array.from(a.remaining));
    }
    expect(a.status).toBe('done');
  });
});
