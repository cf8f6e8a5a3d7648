import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectColorMode, detectColors } from './env.js';

type Env = Record<string, string | undefined>;

const PLAIN = { mode: 'grey', plain: true };
const colour = (mode: string) => ({ mode, plain: false });

describe('detectColorMode', () => {
  it.each<[Env, string]>([
    [{}, '16'],
    [{ TERM: 'xterm' }, '16'],
    [{ TERM: 'xterm-256color' }, '256'],
    [{ COLORTERM: 'truecolor', TERM: 'xterm' }, 'truecolor'],
    [{ COLORTERM: '24BIT' }, 'truecolor'],
    [{ COLORTERM: 'yes', TERM: 'screen-256color' }, '256'],
  ])('%j gives %s', (env, mode) => {
    expect(detectColorMode(env)).toBe(mode);
  });
});

describe('detectColors: NO_COLOR and FORCE_COLOR', () => {
  it.each<[Env, object]>([
    [{ TERM: 'xterm-256color' }, colour('256')],
    [{ NO_COLOR: '1', TERM: 'xterm-256color' }, PLAIN],
    [{ NO_COLOR: 'anything', COLORTERM: 'truecolor' }, PLAIN],
    [{ NO_COLOR: '', TERM: 'xterm-256color' }, colour('256')], // empty means unset
    [{ FORCE_COLOR: '0', TERM: 'xterm-256color' }, PLAIN],
    [{ FORCE_COLOR: 'false', COLORTERM: 'truecolor' }, PLAIN],
    [{ FORCE_COLOR: '1', NO_COLOR: '1', TERM: 'xterm-256color' }, colour('256')], // FORCE_COLOR wins
    [{ FORCE_COLOR: '', NO_COLOR: '1' }, colour('16')],
    [{ FORCE_COLOR: 'true', NO_COLOR: '1' }, colour('16')],
    [{ FORCE_COLOR: '2', TERM: 'dumb' }, colour('256')],
    [{ FORCE_COLOR: '2', COLORTERM: 'truecolor' }, colour('truecolor')], // the terminal's depth is kept
    [{ FORCE_COLOR: '3', TERM: 'xterm' }, colour('truecolor')],
    [{ FORCE_COLOR: '9' }, colour('truecolor')],
    [{ FORCE_COLOR: 'yes', NO_COLOR: '1' }, colour('16')],
  ])('%j gives %j', (env, choice) => {
    expect(detectColors(env)).toEqual(choice);
  });

  const value = fc.option(
    fc.oneof(fc.constantFrom('', '0', '00', ' 1', '2', '3', '12', 'true', 'FALSE'), fc.string()),
    {
      nil: undefined,
    },
  );
  const envArb = fc.record({ NO_COLOR: value, FORCE_COLOR: value, COLORTERM: value, TERM: value });
  const DEPTH: Record<string, number> = { '16': 1, '256': 2, truecolor: 3 };

  it('agrees with the rules stated plainly, for any environment', () => {
    fc.assert(
      fc.property(envArb, (env) => {
        const choice = detectColors(env);
        const terminal = detectColorMode(env);
        const force = env.FORCE_COLOR?.trim().toLowerCase();
        if (force === undefined) {
          expect(choice).toEqual((env.NO_COLOR ?? '') !== '' ? PLAIN : colour(terminal));
          return;
        }
        let asked = 1;
        if (force === 'false') asked = 0;
        else if (/^[0-9]+$/.test(force)) asked = Math.min(Number(force), 3);
        if (asked === 0) {
          expect(choice).toEqual(PLAIN);
        } else {
          expect(choice.plain).toBe(false);
          expect(DEPTH[choice.mode]).toBe(Math.max(asked, DEPTH[terminal]));
        }
      }),
      { numRuns: 500 },
    );
  });
});
