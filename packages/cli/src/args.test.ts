import { describe, expect, it } from 'vitest';
import { flagValue, parseArgs, type FlagSpec } from './args.js';
import { UsageError } from './usage-error.js';

const SPECS: FlagSpec[] = [
  { name: 'seed', takesValue: true },
  { name: 'stages', takesValue: false },
  { name: 'param', takesValue: true, repeatable: true },
];

describe('parseArgs', () => {
  it('separates positionals, values and switches in either flag form', () => {
    const args = parseArgs(
      ['rooms', '--seed', '7', '--stages', '--param=a=1', '--param', 'b=x'],
      SPECS,
      'gen',
    );
    expect(args.positionals).toEqual(['rooms']);
    expect(flagValue(args, 'seed')).toBe('7');
    expect(args.switches.has('stages')).toBe(true);
    expect(args.values.get('param')).toEqual(['a=1', 'b=x']);
    expect(args.help).toBe(false);
  });

  it('keeps a value that starts with a dash and treats a lone dash as a positional', () => {
    expect(flagValue(parseArgs(['--seed', '-'], SPECS, 'x'), 'seed')).toBe('-');
    expect(parseArgs(['-'], SPECS, 'x').positionals).toEqual(['-']);
  });

  it('notices --help and -h anywhere', () => {
    expect(parseArgs(['rooms', '--help'], SPECS, 'gen').help).toBe(true);
    expect(parseArgs(['-h'], SPECS, 'gen').help).toBe(true);
  });

  it('refuses unknown flags, naming them and the allowed ones', () => {
    expect(() => parseArgs(['--colour', 'x'], SPECS, 'gen')).toThrow(UsageError);
    expect(() => parseArgs(['--colour=x'], SPECS, 'gen')).toThrow(/--colour .*--seed, --stages, --param/);
    expect(() => parseArgs(['-x'], SPECS, 'gen')).toThrow(/unknown option -x/);
  });

  it('refuses a missing value, a value on a switch and a repeated single flag', () => {
    expect(() => parseArgs(['--seed'], SPECS, 'gen')).toThrow(/--seed needs a value/);
    // Another option where the value should be: named, not taken as the value.
    expect(() => parseArgs(['--seed', '--stages', '--format', 'json'], SPECS, 'gen')).toThrow(
      /^option --seed needs a value, but --stages follows it$/,
    );
    expect(() => parseArgs(['--stages=yes'], SPECS, 'gen')).toThrow(/takes no value/);
    expect(() => parseArgs(['--seed', '1', '--seed', '2'], SPECS, 'gen')).toThrow(/more than once/);
  });

  it('keeps a value that starts with one dash, so the option can say what is wrong with it', () => {
    expect(flagValue(parseArgs(['--seed', '-4'], SPECS, 'x'), 'seed')).toBe('-4');
    expect(flagValue(parseArgs(['--seed=--stages'], SPECS, 'x'), 'seed')).toBe('--stages');
    expect(flagValue(parseArgs(['--seed='], SPECS, 'x'), 'seed')).toBe('');
    expect(parseArgs(['--seed', '-4'], SPECS, 'x').switches.size).toBe(0);
  });

  it('names an unknown short group as typed, and refuses a value on --help', () => {
    expect(() => parseArgs(['-xy'], SPECS, 'gen')).toThrow(/^unknown option -xy for "gen"; allowed: /);
    expect(() => parseArgs(['--help=yes'], SPECS, 'gen')).toThrow(/option --help takes no value/);
    expect(() => parseArgs(['--x'], [], 'fov')).toThrow(/unknown option --x for "fov"; it takes no options$/);
  });

  it('reads everything after -- as positionals', () => {
    expect(parseArgs(['--', '--seed'], SPECS, 'gen').positionals).toEqual(['--seed']);
  });
});
