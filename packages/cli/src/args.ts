import { UsageError } from './usage-error.js';

/** One `--name` option a subcommand accepts. */
export interface FlagSpec {
  /** The name without the leading dashes, e.g. `seed`. */
  readonly name: string;
  /** True when the flag takes a value (`--seed 7` or `--seed=7`); false for a switch. */
  readonly takesValue: boolean;
  /** True when the flag may be given more than once (its values are collected in order). */
  readonly repeatable?: boolean;
}

/** The parsed command line of one subcommand. */
export interface ParsedArgs {
  /** Arguments that are not flags, in order. */
  readonly positionals: readonly string[];
  /** Every value given for each flag that takes one, in order. */
  readonly values: ReadonlyMap<string, readonly string[]>;
  /** Switches that were present. */
  readonly switches: ReadonlySet<string>;
  /** True when `--help` or `-h` appeared anywhere. */
  readonly help: boolean;
}

/** Parses `argv` against the flags a subcommand accepts; throws a UsageError naming the first problem. */
export function parseArgs(argv: readonly string[], specs: readonly FlagSpec[], command: string): ParsedArgs {
  const byName = new Map(specs.map((spec) => [spec.name, spec]));
  const allowed = specs.map((spec) => `--${spec.name}`).join(', ');
  const positionals: string[] = [];
  const values = new Map<string, string[]>();
  const switches = new Set<string>();
  let help = false;
  let flagsEnded = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (flagsEnded || arg === '-' || !arg.startsWith('-')) {
      positionals.push(arg);
      continue;
    }
    if (arg === '--') {
      flagsEnded = true;
      continue;
    }
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') ? arg.slice(2, eq < 0 ? undefined : eq) : '';
    const spec = byName.get(name);
    if (spec === undefined) {
      const shown = eq < 0 ? arg : arg.slice(0, eq);
      const hint = allowed === '' ? 'it takes no options' : `allowed: ${allowed}, --help`;
      throw new UsageError(`unknown option ${shown} for "${command}"; ${hint}`);
    }
    if (!spec.takesValue) {
      if (eq >= 0) throw new UsageError(`option --${name} takes no value`);
      switches.add(name);
      continue;
    }
    let value: string;
    if (eq >= 0) {
      value = arg.slice(eq + 1);
    } else if (i + 1 < argv.length) {
      value = argv[++i];
    } else {
      throw new UsageError(`option --${name} needs a value`);
    }
    const list = values.get(name) ?? [];
    if (list.length > 0 && spec.repeatable !== true) {
      throw new UsageError(`option --${name} was given more than once; give it once`);
    }
    list.push(value);
    values.set(name, list);
  }
  return { positionals, values, switches, help };
}

/** The single value of a flag, or undefined when it was not given. */
export function flagValue(args: ParsedArgs, name: string): string | undefined {
  return args.values.get(name)?.[0];
}
