import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from './rng.js';

const seedArb = fc.oneof(fc.integer(), fc.string(), fc.maxSafeInteger());

/** The standard normal CDF by Simpson's rule on the density (error below 1e-9 for |x| <= 8). */
function normalCdf(x: number): number {
  if (x < 0) return 1 - normalCdf(-x);
  const steps = 2 * Math.max(1, Math.ceil(x * 60));
  const h = x / steps;
  const f = (t: number): number => Math.exp(-0.5 * t * t);
  let sum = f(0) + f(x);
  for (let i = 1; i < steps; i++) sum += (i % 2 === 1 ? 4 : 2) * f(i * h);
  return 0.5 + (sum * h) / 3 / Math.sqrt(2 * Math.PI);
}

/** Plain reference: the cumulative weights as a list, the first whose running sum exceeds u * total. */
function referenceWeighted(uniform: () => number, table: Record<string, number>): string {
  const entries = Object.entries(table);
  const total = entries.reduce((a, [, w]) => a + w, 0);
  const u = uniform() * total;
  let acc = 0;
  for (const [key, w] of entries) {
    acc += w;
    if (u < acc) return key;
  }
  return entries.filter(([, w]) => w > 0).pop()![0];
}

/** Pearson's chi-square statistic of observed counts against expected counts. */
function chiSquare(observed: number[], expected: number[]): number {
  return observed.reduce((sum, o, i) => sum + (o - expected[i]) ** 2 / expected[i], 0);
}

/** Upper p = 0.001 critical values of chi-square by degrees of freedom (1..9). */
const CHI_001 = [0, 10.828, 13.816, 16.266, 18.467, 20.515, 22.458, 24.322, 26.124, 27.877];

const statesAfter = (rng: Rng): string => JSON.stringify(rng.getState());

describe('normal', () => {
  it('follows the normal distribution: Kolmogorov-Smirnov distance below the p = 0.001 critical value', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const rng = createRng(seed);
        const n = 50_000;
        const xs = Float64Array.from({ length: n }, () => rng.normal());
        xs.sort();
        let d = 0;
        for (let i = 0; i < n; i++) {
          const cdf = normalCdf(xs[i]);
          d = Math.max(d, Math.abs(cdf - i / n), Math.abs((i + 1) / n - cdf));
        }
        expect(d).toBeLessThan(1.9495 / Math.sqrt(n));
      }),
      { numRuns: 8 },
    );
  });

  it('fills 34 bins from the centre to beyond +-4 as the normal CDF says (chi-square, p = 0.001)', () => {
    const edges = [-Infinity, ...Array.from({ length: 33 }, (_, i) => -4 + i * 0.25), Infinity];
    const expectedShare = edges.slice(1).map((hi, i) => {
      const lo = edges[i];
      return (hi === Infinity ? 1 : normalCdf(hi)) - (lo === -Infinity ? 0 : normalCdf(lo));
    });
    for (const seed of ['bins-a', 'bins-b', 7]) {
      const rng = createRng(seed);
      const n = 200_000;
      const counts = new Array<number>(34).fill(0);
      for (let i = 0; i < n; i++) {
        const x = rng.normal(3, 2);
        const z = (x - 3) / 2;
        const bin = z < -4 ? 0 : z >= 4 ? 33 : 1 + Math.floor((z + 4) / 0.25);
        counts[bin]++;
      }
      const stat = chiSquare(
        counts,
        expectedShare.map((p) => p * n),
      );
      expect(stat).toBeLessThan(63.87); // 33 degrees of freedom
    }
  });

  it('reaches the tails beyond the base layer (|x| > 3.4426) as often as the normal CDF says', () => {
    const rng = createRng('tails');
    const n = 1_000_000;
    let beyond = 0;
    let positive = 0;
    let max = 0;
    for (let i = 0; i < n; i++) {
      const x = rng.normal();
      if (Math.abs(x) > 3.442619855899) beyond++;
      if (x > 0) positive++;
      max = Math.max(max, Math.abs(x));
    }
    const p = 2 * (1 - normalCdf(3.442619855899));
    expect(Math.abs(beyond - n * p)).toBeLessThan(5 * Math.sqrt(n * p));
    expect(Math.abs(positive - n / 2)).toBeLessThan(5 * Math.sqrt(n / 4));
    expect(max).toBeGreaterThan(4.2); // P(max |x| of 1e6 draws < 4.2) is about e^-27
  });

  it('has the asked mean and standard deviation over many draws', () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.double({ min: -100, max: 100, noNaN: true }),
        fc.double({ min: 0.1, max: 50, noNaN: true }),
        (seed, mean, stddev) => {
          const rng = createRng(seed);
          const n = 20_000;
          let sum = 0;
          let sumSq = 0;
          let within1 = 0;
          for (let i = 0; i < n; i++) {
            const x = rng.normal(mean, stddev);
            sum += x;
            sumSq += x * x;
            if (Math.abs(x - mean) < stddev) within1++;
          }
          const m = sum / n;
          const sd = Math.sqrt(sumSq / n - m * m);
          // Standard errors: stddev / sqrt(n) for the mean, about stddev / sqrt(2n) for the stddev.
          expect(Math.abs(m - mean)).toBeLessThan((5 * stddev) / Math.sqrt(n));
          expect(Math.abs(sd - stddev)).toBeLessThan((5 * stddev) / Math.sqrt(2 * n));
          // 68.27% of a normal lies within one stddev of the mean.
          expect(Math.abs(within1 / n - 0.6827)).toBeLessThan(5 * Math.sqrt((0.6827 * 0.3173) / n));
        },
      ),
      // A fixed fast-check seed: 30 random runs at p = 0.001 would fail about one test run in 30.
      { numRuns: 30, seed: 1126 },
    );
  });

  it('defaults to the standard normal and is a pure function of the state', () => {
    fc.assert(
      fc.property(seedArb, fc.nat(20), (seed, skip) => {
        const rng = createRng(seed);
        for (let i = 0; i < skip; i++) rng.normal();
        const state = rng.getState();
        const a = [rng.normal(), rng.normal(), rng.normal()];
        rng.setState(state);
        expect([rng.normal(0, 1), rng.normal(0, 1), rng.normal(0, 1)]).toEqual(a);
        expect(createRng(seed).normal(5, 0)).toBe(5);
      }),
    );
  });

  it('rejects a non-finite mean and a negative or non-finite stddev', () => {
    const rng = createRng(1);
    expect(() => rng.normal(NaN)).toThrow(/normal/);
    expect(() => rng.normal(0, -1)).toThrow(RangeError);
    expect(() => rng.normal(0, Infinity)).toThrow(RangeError);
  });
});

describe('weighted', () => {
  const tableArb = fc
    .uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 })
    .chain((keys) =>
      fc
        .array(fc.oneof(fc.constant(0), fc.double({ min: 0.001, max: 1000, noNaN: true })), {
          minLength: keys.length,
          maxLength: keys.length,
        })
        .map((weights) => Object.fromEntries(keys.map((k, i) => [k, weights[i]])) as Record<string, number>),
    )
    .filter((t) => Object.values(t).some((w) => w > 0));

  it('equals a plain cumulative-sum reference fed the same uniform stream', () => {
    fc.assert(
      fc.property(seedArb, tableArb, (seed, table) => {
        const ours = createRng(seed);
        const uniform = createRng(seed);
        for (let i = 0; i < 20; i++) {
          const key = ours.weighted(table);
          expect(key).toBe(referenceWeighted(() => uniform.next(), table));
          expect(table[key]).toBeGreaterThan(0);
        }
        expect(statesAfter(ours)).toBe(statesAfter(uniform));
      }),
    );
  });

  it('picks keys at frequencies matching their weights (chi-square, p = 0.001)', () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 2, maxLength: 9 }),
        (seed, weights) => {
          const table: Record<string, number> = {};
          weights.forEach((w, i) => (table[`k${i}`] = w));
          const total = weights.reduce((a, b) => a + b, 0);
          const rng = createRng(seed);
          const n = 20_000;
          const counts = weights.map(() => 0);
          for (let i = 0; i < n; i++) counts[Number(rng.weighted(table).slice(1))]++;
          const expected = weights.map((w) => (n * w) / total);
          expect(chiSquare(counts, expected)).toBeLessThan(CHI_001[weights.length - 1]);
        },
      ),
      // A fixed fast-check seed: 30 random runs at p = 0.001 would fail about one test run in 30.
      { numRuns: 30, seed: 1126 },
    );
  });

  it('never picks a zero-weight key and gives the same picks for the same seed', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const table = { none: 0, a: 1, zero: 0, b: 3, last: 0 };
        const a = createRng(seed);
        const b = createRng(seed);
        for (let i = 0; i < 200; i++) {
          const key = a.weighted(table);
          expect(key === 'a' || key === 'b').toBe(true);
          expect(b.weighted(table)).toBe(key);
        }
      }),
    );
  });

  it('walks inherited enumerable keys too, as for...in does', () => {
    const rng = createRng('inherit');
    const table = Object.create({ base: 1 }) as Record<string, number>;
    table.own = 0;
    for (let i = 0; i < 20; i++) expect(rng.weighted(table)).toBe('base');
  });

  it('rejects empty tables, bad weights and a zero sum with a RangeError naming weighted', () => {
    const rng = createRng(1);
    const bad: unknown[] = [
      {},
      { a: 0 },
      { a: 0, b: 0 },
      { a: -1, b: 2 },
      { a: NaN },
      { a: Infinity },
      { a: '1' },
      null,
    ];
    for (const table of bad) expect(() => rng.weighted(table as Record<string, number>)).toThrow(/weighted/);
    expect(() => rng.weighted({ a: Number.MAX_VALUE, b: Number.MAX_VALUE })).toThrow(RangeError);
  });
});

describe('weightedTable', () => {
  const tableArb = fc
    .uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 40 })
    .chain((keys) =>
      fc
        .array(fc.oneof(fc.constant(0), fc.double({ min: 0.001, max: 1000, noNaN: true })), {
          minLength: keys.length,
          maxLength: keys.length,
        })
        .map((weights) => Object.fromEntries(keys.map((k, i) => [k, weights[i]])) as Record<string, number>),
    )
    .filter((t) => Object.values(t).some((w) => w > 0));

  it('pick() gives what weighted(table) gives from the same state, draw for draw, interleaved with other draws', () => {
    fc.assert(
      fc.property(seedArb, tableArb, fc.array(fc.boolean(), { maxLength: 30 }), (seed, table, extra) => {
        const a = createRng(seed);
        const b = createRng(seed);
        const prepared = a.weightedTable(table);
        for (const other of extra) {
          const key = prepared.pick();
          expect(key).toBe(b.weighted(table));
          expect(table[key]).toBeGreaterThan(0);
          if (other) expect(a.next()).toBe(b.next());
        }
        expect(statesAfter(a)).toBe(statesAfter(b));
      }),
    );
  });

  it('equals the plain cumulative-sum reference and keeps a copy of the table', () => {
    fc.assert(
      fc.property(seedArb, tableArb, (seed, table) => {
        const copy = { ...table };
        const rng = createRng(seed);
        const uniform = createRng(seed);
        const prepared = rng.weightedTable(table);
        for (const key of Object.keys(table)) table[key] = 0;
        for (let i = 0; i < 20; i++)
          expect(prepared.pick()).toBe(referenceWeighted(() => uniform.next(), copy));
      }),
    );
  });

  it('rejects what weighted rejects, naming weightedTable', () => {
    const rng = createRng(1);
    const bad: unknown[] = [{}, { a: 0 }, { a: -1, b: 2 }, { a: NaN }, { a: Infinity }, { a: '1' }, null];
    for (const table of bad) {
      expect(() => rng.weightedTable(table as Record<string, number>)).toThrow(RangeError);
      expect(() => rng.weightedTable(table as Record<string, number>)).toThrow(/^weightedTable\(table\)/);
    }
  });
});

describe('percentage', () => {
  it('is rng.int(1, 100) on the same stream: integers 1..100', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const ours = createRng(seed);
        const ref = createRng(seed);
        for (let i = 0; i < 50; i++) {
          const p = ours.percentage();
          expect(p).toBe(ref.int(1, 100));
          expect(Number.isInteger(p) && p >= 1 && p <= 100).toBe(true);
        }
      }),
    );
  });

  it('is uniform over ten deciles', () => {
    const rng = createRng('percent');
    const counts = new Array<number>(10).fill(0);
    const n = 50_000;
    for (let i = 0; i < n; i++) counts[Math.floor((rng.percentage() - 1) / 10)]++;
    expect(chiSquare(counts, new Array<number>(10).fill(n / 10))).toBeLessThan(CHI_001[9]);
  });
});
