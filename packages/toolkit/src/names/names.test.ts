import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng/rng.js';
import { createNameGenerator, type NameGeneratorOptions } from './names.js';

const START = '<start>';
const END = '<end>';

interface Resolved {
  seed: number | string;
  order: number;
  prior: number;
  minLength: number;
  maxLength: number;
}

/**
 * Plain reference: contexts are JSON-encoded arrays of symbol strings in one Map per length,
 * counts in nested Maps, every weight array rebuilt at each step. Same draw rule as documented:
 * the longest context seen in training, weight = count + prior, END excluded below minLength,
 * only END at maxLength, one uniform draw per step, restart on a dead end, up to 1000 tries.
 */
function referenceGenerator(samples: string[], o: Resolved): () => string {
  const alphabet = [...new Set(samples.flatMap((s) => Array.from(s)))];
  const symbols = [...alphabet, END];
  const counts = new Map<string, Map<string, number>>();
  for (const s of samples) {
    const padded = [...new Array<string>(o.order).fill(START), ...Array.from(s), END];
    for (let p = o.order; p < padded.length; p++) {
      for (let k = 0; k <= o.order; k++) {
        const key = JSON.stringify(padded.slice(p - k, p));
        const row = counts.get(key) ?? new Map<string, number>();
        row.set(padded[p], (row.get(padded[p]) ?? 0) + 1);
        counts.set(key, row);
      }
    }
  }
  const rng = createRng(o.seed);
  const attempt = (): string | undefined => {
    const name: string[] = [];
    for (;;) {
      const context = [...new Array<string>(o.order).fill(START), ...name].slice(-o.order);
      let row: Map<string, number> | undefined;
      for (let k = o.order; k >= 0 && row === undefined; k--) {
        row = counts.get(JSON.stringify(k === 0 ? [] : context.slice(-k)));
      }
      const weights = symbols.map((s) => (row!.get(s) ?? 0) + o.prior);
      if (name.length >= o.maxLength) return weights[weights.length - 1] > 0 ? name.join('') : undefined;
      const allowed = name.length < o.minLength ? alphabet.length : symbols.length;
      const total = weights.slice(0, allowed).reduce((a, b) => a + b, 0);
      if (!(total > 0)) return undefined;
      const r = rng.next() * total;
      let acc = 0;
      let pick = -1;
      for (let i = 0; i < allowed; i++) {
        acc += weights[i];
        if (r < acc) {
          pick = i;
          break;
        }
      }
      if (pick < 0) throw new Error('reference: rounding fallback reached');
      if (symbols[pick] === END) return name.join('');
      name.push(symbols[pick]);
    }
  };
  return () => {
    for (let t = 0; t < 1000; t++) {
      const name = attempt();
      if (name !== undefined) return name;
    }
    throw new RangeError('reference: no name in 1000 tries');
  };
}

/** With prior 0, is any name of minLength..maxLength possible? Depth-first over (context, length). */
function referenceFeasible(samples: string[], o: Resolved): boolean {
  const next = new Map<string, Set<string>>();
  for (const s of samples) {
    const padded = [...new Array<string>(o.order).fill(START), ...Array.from(s), END];
    for (let p = o.order; p < padded.length; p++) {
      const key = JSON.stringify(padded.slice(p - o.order, p));
      next.set(key, (next.get(key) ?? new Set()).add(padded[p]));
    }
  }
  const seen = new Set<string>();
  const visit = (context: string[], len: number): boolean => {
    const key = JSON.stringify(context);
    if (seen.has(`${key}|${len}`)) return false;
    seen.add(`${key}|${len}`);
    for (const s of next.get(key) ?? []) {
      if (s === END) {
        if (len >= o.minLength && len <= o.maxLength) return true;
      } else if (len < o.maxLength && visit([...context.slice(1), s], len + 1)) return true;
    }
    return false;
  };
  return visit(new Array<string>(o.order).fill(START), 0);
}

const resolve = (samples: string[], options: NameGeneratorOptions): Resolved => {
  const lengths = samples.map((s) => Array.from(s).length);
  const minLength = options.minLength ?? Math.min(...lengths);
  return {
    seed: options.seed,
    order: options.order ?? 3,
    prior: options.prior ?? 0.001,
    minLength,
    maxLength: options.maxLength ?? Math.max(minLength, ...lengths),
  };
};

const samplesArb = fc.array(
  fc.string({ unit: fc.constantFrom('a', 'b', 'r', 'o', 'k', 'é', '𝔵'), minLength: 1, maxLength: 9 }),
  {
    minLength: 1,
    maxLength: 12,
  },
);
const optionsArb: fc.Arbitrary<NameGeneratorOptions> = fc
  .record({
    seed: fc.oneof(fc.integer(), fc.string()),
    order: fc.integer({ min: 1, max: 4 }),
    prior: fc.constantFrom(0, 0.001, 0.3),
    minLength: fc.integer({ min: 1, max: 6 }),
    span: fc.integer({ min: 0, max: 8 }),
  })
  .map(({ span, minLength, ...rest }) => ({ ...rest, minLength, maxLength: minLength + span }));

const STORY = [
  'kestrel', 'harrow', 'meridian', 'solace', 'vantage', 'corvus', 'tamsin', 'halcyon', 'orison',
  'palisade', 'sorrel', 'vesper', 'caliban', 'marisol', 'tethys', 'aurelia', 'bastion', 'cassia',
]; // prettier-ignore

describe('createNameGenerator', () => {
  it('produces exactly the names of a plain reference chain, or refuses exactly when no name fits', () => {
    fc.assert(
      fc.property(samplesArb, optionsArb, (samples, options) => {
        const o = resolve(samples, options);
        if (o.prior === 0 && !referenceFeasible(samples, o)) {
          expect(() => createNameGenerator(samples, options)).toThrow(/createNameGenerator\(\).*prior/);
          return;
        }
        const ours = createNameGenerator(samples, options);
        const ref = referenceGenerator(samples, o);
        for (let i = 0; i < 15; i++) {
          let expected: string;
          try {
            expected = ref();
          } catch {
            expect(() => ours.next()).toThrow(/next\(\).*tries/);
            return;
          }
          expect(ours.next()).toBe(expected);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every name within the length bounds and the training alphabet', () => {
    fc.assert(
      fc.property(samplesArb, optionsArb, (samples, options) => {
        fc.pre(options.prior !== 0);
        const alphabet = new Set(samples.flatMap((s) => Array.from(s)));
        const gen = createNameGenerator(samples, options);
        for (let i = 0; i < 30; i++) {
          const chars = Array.from(gen.next());
          expect(chars.length).toBeGreaterThanOrEqual(options.minLength!);
          expect(chars.length).toBeLessThanOrEqual(options.maxLength!);
          for (const c of chars) expect(alphabet.has(c)).toBe(true);
        }
      }),
    );
  });

  it('with prior 0 only follows transitions seen in the samples', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.oneof(fc.integer(), fc.string()), (order, seed) => {
        const grams = new Set<string>();
        const padded = (s: string): string[] => [
          ...new Array<string>(order).fill(START),
          ...Array.from(s),
          END,
        ];
        for (const s of STORY) {
          const p = padded(s);
          for (let i = order; i < p.length; i++) grams.add(JSON.stringify(p.slice(i - order, i + 1)));
        }
        const gen = createNameGenerator(STORY, { seed, order, prior: 0, minLength: 3, maxLength: 12 });
        for (let n = 0; n < 30; n++) {
          const p = padded(gen.next());
          for (let i = order; i < p.length; i++)
            expect(grams.has(JSON.stringify(p.slice(i - order, i + 1)))).toBe(true);
        }
      }),
    );
  });

  it('gives the same names for the same seed and other names for another seed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string()), fc.oneof(fc.integer(), fc.string()), (a, b) => {
        fc.pre(a !== b);
        const names = (seed: number | string): string[] => {
          const gen = createNameGenerator(STORY, { seed, minLength: 4, maxLength: 10 });
          return Array.from({ length: 20 }, () => gen.next());
        };
        expect(names(a)).toEqual(names(a));
        expect(names(b)).not.toEqual(names(a));
      }),
    );
  });

  it('defaults the bounds to the shortest and longest sample', () => {
    const gen = createNameGenerator(['abcd', 'bcdab', 'cabdcab'], { seed: 1, prior: 0.5 });
    for (let i = 0; i < 200; i++) {
      const n = gen.next().length;
      expect(n >= 4 && n <= 7).toBe(true);
    }
  });

  it('rejects bad samples, options and impossible bounds with a RangeError naming the function', () => {
    const ok = { seed: 1 };
    const bad: Array<[unknown, unknown]> = [
      [[], ok],
      ['abc', ok],
      [['abc', ''], ok],
      [['abc', 3], ok],
      [['abc'], null],
      [['abc'], {}],
      [['abc'], { seed: 1, order: 0 }],
      [['abc'], { seed: 1, order: 9 }],
      [['abc'], { seed: 1, order: 1.5 }],
      [['abc'], { seed: 1, prior: -1 }],
      [['abc'], { seed: 1, prior: NaN }],
      [['abc'], { seed: 1, minLength: 0 }],
      [['abc'], { seed: 1, minLength: 5, maxLength: 4 }],
      [['abc'], { seed: 1, maxLength: 1001 }],
      [['abc'], { seed: 1, prior: 0, minLength: 4, maxLength: 6 }],
      [['ab', 'abab'], { seed: 1, prior: 0, order: 2, minLength: 3, maxLength: 3 }],
    ];
    for (const [samples, options] of bad) {
      expect(() => createNameGenerator(samples as string[], options as NameGeneratorOptions)).toThrow(
        /createNameGenerator\(\)/,
      );
    }
    expect(() => createNameGenerator(['abc'], { seed: 1, ordr: 2 } as NameGeneratorOptions)).toThrow(
      /^createNameGenerator\(\): unknown option "ordr" \(did you mean "order"\?\); it takes seed, order, prior, minLength, maxLength$/,
    );
    // Feasible with prior 0: "abab" itself, and with order 1 any run of "ab"s.
    expect(
      createNameGenerator(['ab', 'abab'], { seed: 1, prior: 0, order: 1, minLength: 3, maxLength: 6 }).next(),
    ).toMatch(/^(ab){2,3}$/);
  });
});
