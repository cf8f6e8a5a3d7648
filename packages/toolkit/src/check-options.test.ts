import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOptionKeys, nearestKey } from './check-options.js';

const keyName = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,11}$/);

describe('checkOptionKeys', () => {
  it('passes undefined and any object whose keys are all allowed', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(keyName, { maxLength: 8 }),
        fc.integer({ min: 0, max: 255 }),
        (allowed, mask) => {
          const options: Record<string, unknown> = {};
          allowed.forEach((k, i) => {
            if (mask & (1 << i)) options[k] = i;
          });
          expect(() => checkOptionKeys('f', options, allowed)).not.toThrow();
          expect(() => checkOptionKeys('f', undefined, allowed)).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses any other key with a RangeError naming the function, the key and every allowed key', () => {
    fc.assert(
      fc.property(fc.uniqueArray(keyName, { maxLength: 8 }), keyName, (allowed, extra) => {
        fc.pre(!allowed.includes(extra));
        let error: unknown;
        try {
          checkOptionKeys('someFunction', { [extra]: undefined }, allowed);
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(RangeError);
        const message = (error as Error).message;
        expect(message.startsWith('someFunction: ')).toBe(true);
        expect(message).toContain(`"${extra}"`);
        for (const k of allowed) expect(message).toContain(k);
      }),
      { numRuns: 300 },
    );
  });

  it('suggests the key a user meant for the slips new users make', () => {
    const cases: [string, string, readonly string[]][] = [
      ['algorithim', 'algorithm', ['algorithm', 'topology', 'direction', 'angle']],
      ['topolgy', 'topology', ['algorithm', 'topology', 'direction', 'angle']],
      ['sped', 'speed', ['speed', 'delay', 'repeat']],
      ['Speed', 'speed', ['speed', 'delay', 'repeat']],
      ['dleay', 'delay', ['speed', 'delay', 'repeat']],
    ];
    for (const [typed, meant, allowed] of cases) {
      expect(() => checkOptionKeys('f', { [typed]: 1 }, allowed)).toThrow(`(did you mean "${meant}"?)`);
    }
  });

  it('suggests a key only when it is near: one edit away always, never for unrelated names', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{4,12}$/),
        fc.nat(),
        fc.constantFrom('a', 'q', 'z'),
        (key, at, letter) => {
          const i = at % key.length;
          const typo = key.slice(0, i) + letter + key.slice(i + 1);
          fc.pre(typo !== key);
          expect(nearestKey(typo, [key])).toBe(key);
        },
      ),
      { numRuns: 300 },
    );
    expect(nearestKey('x', ['p', 'seed'])).toBeUndefined();
    expect(nearestKey('colour', ['radius', 'algorithm'])).toBeUndefined();
  });

  it('says when the options are not an object at all', () => {
    for (const bad of [null, 3, 'fast', [1]]) {
      expect(() => checkOptionKeys('g', bad as unknown as object, ['a'])).toThrow(
        /^g: options must be an object/,
      );
      expect(() => checkOptionKeys('g', bad as unknown as object, ['a'])).toThrow(TypeError);
    }
  });

  it('says when a function takes no options', () => {
    expect(() => checkOptionKeys('h', { a: 1 }, [])).toThrow('h: unknown option "a"; it takes no options');
  });

  it('suggests exactly the keys within two edits (swaps count one) and under half the typed length, as a full table computes it', () => {
    /** Optimal-string-alignment distance by the textbook table, the reference for the short search. */
    const osa = (a: string, b: string): number => {
      const t = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
          t[i][j] = Math.min(
            t[i - 1][j] + 1,
            t[i][j - 1] + 1,
            t[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
            t[i][j] = Math.min(t[i][j], t[i - 2][j - 2] + 1);
          }
        }
      }
      return t[a.length][b.length];
    };
    fc.assert(
      fc.property(fc.stringMatching(/^[abcA]{0,7}$/), fc.stringMatching(/^[abc]{1,7}$/), (typed, key) => {
        const d = osa(key, typed.toLowerCase());
        expect(nearestKey(typed, [key])).toBe(d <= 2 && 2 * d < typed.length ? key : undefined);
      }),
      { numRuns: 2000 },
    );
  });
});
