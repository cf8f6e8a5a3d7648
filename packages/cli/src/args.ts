import { parseArgs as parseNodeArgs, type ParseArgsConfig } from 'node:util';
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

type NodeOptions = NonNullable<ParseArgsConfig['options']>;

function nodeOptions(specs: readonly FlagSpec[]): NodeOptions {
  const options: NodeOptions = { help: { type: 'boolean', short: 'h' } };
  for (const spec of specs) {
    options[spec.name] = { type: spec.takesValue ? 'string' : 'boolean', multiple: spec.repeatable === true };
  }
  return options;
}

/**
 * Parses `argv` against the flags a subcommand accepts, with Node's `util.parseArgs` splitting the
 * words into tokens; throws a UsageError naming the first problem. Node's strict mode is left off
 * and the tokens are checked here instead, for two reasons: its messages are several lines long
 * where ours are one, and it refuses a value that starts with a dash (`--width -4`, `--seed -`),
 * which we accept so that the option itself can say what is wrong with it.
 */
export function parseArgs(argv: readonly string[], specs: readonly FlagSpec[], command: string): ParsedArgs {
  const byName = new Map(specs.map((spec) => [spec.name, spec]));
  const allowed = specs.map((spec) => `--${spec.name}`).join(', ');
  const { tokens } = parseNodeArgs({
    args: [...argv],
    options: nodeOptions(specs),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const positionals: string[] = [];
  const values = new Map<string, string[]>();
  const switches = new Set<string>();
  let help = false;
  for (const token of tokens) {
    if (token.kind === 'positional') {
      positionals.push(token.value);
      continue;
    }
    if (token.kind === 'option-terminator') continue;
    const raw = argv[token.index];
    const isLong = raw.startsWith('--');
    if (token.name === 'help' && (token.rawName === '--help' || token.rawName === '-h')) {
      if (token.inlineValue === true) throw new UsageError(`option ${token.rawName} takes no value`);
      help = true;
      continue;
    }
    const spec = isLong ? byName.get(token.name) : undefined;
    if (spec === undefined) {
      const eq = raw.indexOf('=');
      const shown = isLong && eq >= 0 ? raw.slice(0, eq) : raw;
      const hint = allowed === '' ? 'it takes no options' : `allowed: ${allowed}, --help`;
      throw new UsageError(`unknown option ${shown} for "${command}"; ${hint}`);
    }
    if (!spec.takesValue) {
      if (token.value !== undefined) throw new UsageError(`option --${spec.name} takes no value`);
      switches.add(spec.name);
      continue;
    }
    if (token.value === undefined) throw new UsageError(`option --${spec.name} needs a value`);
    // `--seed --stages`: the next word is another option, not a value (`--seed=--x` still gives one).
    if (token.inlineValue !== true && token.value.startsWith('--')) {
      throw new UsageError(`option --${spec.name} needs a value, but ${token.value} follows it`);
    }
    const list = values.get(spec.name) ?? [];
    if (list.length > 0 && spec.repeatable !== true) {
      throw new UsageError(`option --${spec.name} was given more than once; give it once`);
    }
    list.push(token.value);
    values.set(spec.name, list);
  }
  return { positionals, values, switches, help };
}

/** The single value of a flag, or undefined when it was not given. */
export function flagValue(args: ParsedArgs, name: string): string | undefined {
  return args.values.get(name)?.[0];
}
