import type { App, ColourMode } from '@hullbreach/game';
import { flagValue, parseArgs, type FlagSpec } from '../args.js';
import { detectColours } from '../colour-env.js';
import { helpText } from '../help.js';
import type { CommandIo } from '../io.js';
import { parseSeed } from '../seed.js';
import { guardProcess, type GuardedProcess } from '../term/process-guard.js';
import { runApp } from '../term/run-app.js';
import { TerminalSession } from '../term/session.js';
import type { TtyInput, TtyOutput } from '../term/tty.js';
import { UsageError } from '../usage-error.js';

const FLAGS: readonly FlagSpec[] = [
  { name: 'seed', takesValue: true },
  { name: 'colors', takesValue: true },
];

const MODES: readonly ColourMode[] = ['truecolor', '256', '16', 'grey'];

/** Builds the interactive app (the game package's `createApp`). */
export type AppFactory = (options: {
  seed?: number | string;
  colourMode?: ColourMode;
  entropy?: number;
}) => App;

/** Everything `play` needs from the real world, injected so tests can drive it with fakes. */
export interface PlayDeps {
  readonly createApp: AppFactory;
  readonly stdin: TtyInput & { readonly isTTY?: boolean };
  readonly stdout: TtyOutput & { readonly isTTY?: boolean };
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Fresh randomness for a run without `--seed` (a uint32). */
  readonly entropy: () => number;
  readonly process: GuardedProcess;
  readonly exit: (code: number) => void;
}

/** A failure that is not the user's fault: the entry point prints it as one line and exits 1. */
export class RuntimeFailure extends Error {
  /** Creates a runtime failure with a message that says what went wrong. */
  constructor(message: string) {
    super(message);
    this.name = 'RuntimeFailure';
  }
}

/** `hullbreach play`: the game full screen in the terminal; returns the exit status. */
export async function runPlay(argv: readonly string[], io: CommandIo, deps: PlayDeps): Promise<number> {
  const args = parseArgs(argv, FLAGS, 'play');
  if (args.help) {
    io.stdout(helpText('play'));
    return 0;
  }
  if (args.positionals.length > 0) {
    throw new UsageError(
      `play takes no positional arguments, got "${args.positionals[0]}"; see hullbreach play --help`,
    );
  }
  const seedText = flagValue(args, 'seed');
  const seed = seedText === undefined ? undefined : parseSeed(seedText);
  const colorsText = flagValue(args, 'colors');
  const detected = colorsText === undefined ? detectColours(deps.env) : undefined;
  const colourMode = detected?.mode ?? MODES.find((m) => m === colorsText);
  if (colourMode === undefined) {
    throw new UsageError(`option --colors must be one of ${MODES.join(', ')}, got "${colorsText}"`);
  }
  if (deps.stdin.isTTY !== true || deps.stdout.isTTY !== true) {
    throw new RuntimeFailure(
      'play needs an interactive terminal on stdin and stdout; for text output try "hullbreach gen" or "hullbreach autoplay"',
    );
  }

  const app = deps.createApp(
    seed === undefined ? { colourMode, entropy: deps.entropy() } : { seed, colourMode },
  );
  const session = new TerminalSession(deps.stdin, deps.stdout);
  const unguard = guardProcess(deps.process, {
    restore: () => session.restore(),
    report: (line) => io.stderr(`${line}\n`),
    exit: deps.exit,
  });
  try {
    session.enter();
    const end = await runApp({ app, input: deps.stdin, output: deps.stdout, plain: detected?.plain });
    session.restore();
    return end === 'interrupt' ? 130 : 0;
  } catch (error) {
    session.restore();
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new RuntimeFailure(`the game stopped on an internal error: ${message}`);
  } finally {
    session.restore();
    unguard();
  }
}
