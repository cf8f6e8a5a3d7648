import { homedir } from 'node:os';
import { runAutoplay, type Bot } from './commands/autoplay.js';
import { runEndless, runWorld, type EndlessAppFactory } from './commands/endless.js';
import { runFov } from './commands/fov.js';
import { runGen } from './commands/gen.js';
import { RuntimeFailure, runPlay, type PlayDeps } from './commands/play.js';
import { runReplay } from './commands/replay.js';
import { runRuns } from './commands/runs.js';
import { runScenarioCommand } from './commands/scenario.js';
import { helpText, SUBCOMMANDS, type Subcommand } from './help.js';
import type { CommandIo } from './io.js';
import { UsageError } from './usage-error.js';
import { cliVersion } from './version.js';

/** What `main` needs besides the arguments: the I/O of every command, the game's bot and the play front end. */
export interface MainDeps {
  readonly io: CommandIo;
  readonly bot: Bot;
  readonly play: PlayDeps;
  /** The game's `createApp` with its Endless options (for `hullbreach endless`). */
  readonly endlessApp?: EndlessAppFactory;
}

function isSubcommand(word: string): word is Subcommand {
  return (SUBCOMMANDS as readonly string[]).includes(word);
}

/** `hullbreach help [COMMAND]`: the same text as `hullbreach --help` or `hullbreach COMMAND --help`. */
function runHelp(rest: readonly string[], io: CommandIo): number {
  if (rest.length > 1)
    throw new UsageError(`help takes at most one COMMAND, got ${rest.length}: ${rest.join(' ')}`);
  const [word] = rest;
  // `help --help` and `help help` ask about help itself: the overview says how to use it.
  const command = word === '--help' || word === '-h' || word === 'help' ? undefined : word;
  if (command !== undefined && !isSubcommand(command)) {
    throw new UsageError(`no help for "${command}"; expected one of ${SUBCOMMANDS.join(', ')}`);
  }
  io.stdout(helpText(command));
  return 0;
}

async function dispatch(argv: readonly string[], deps: MainDeps): Promise<number> {
  const { io } = deps;
  const [first, ...rest] = argv;
  if (first === '--help' || first === '-h') {
    io.stdout(helpText());
    return 0;
  }
  if (first === 'help') return runHelp(rest, io);
  if (first === '--version' || first === '-V') {
    io.stdout(`${cliVersion()}\n`);
    return 0;
  }
  // No subcommand (nothing, or only flags) means play.
  if (first === undefined || first.startsWith('-')) return runPlay(argv, io, deps.play);
  if (!isSubcommand(first)) {
    throw new UsageError(
      `unknown command "${first}"; expected one of ${SUBCOMMANDS.join(', ')} (or --help, --version)`,
    );
  }
  switch (first) {
    case 'play':
      return runPlay(rest, io, deps.play);
    case 'gen':
      return runGen(rest, io);
    case 'fov':
      return runFov(rest, io);
    case 'autoplay':
      return runAutoplay(rest, io, deps.bot);
    case 'scenario':
      return runScenarioCommand(rest, io);
    case 'endless':
      return runEndless(rest, io, deps.play, deps.endlessApp ?? deps.play.createApp);
    case 'world':
      return runWorld(rest, io, deps.play.env);
    case 'runs':
      return runRuns(rest, io, { env: deps.play.env, home: deps.play.saves?.home ?? homedir() });
    case 'replay':
      return runReplay(rest, io, { ...deps.play, saves: deps.play.saves ?? { home: homedir() } });
  }
}

/**
 * Runs the `hullbreach` command and returns its exit status: 0 on success, 2 for a usage error
 * (one line on stderr saying what was wrong and what is allowed), 1 for a runtime failure (one line).
 */
export async function main(argv: readonly string[], deps: MainDeps): Promise<number> {
  try {
    return await dispatch(argv, deps);
  } catch (error) {
    if (error instanceof UsageError) {
      deps.io.stderr(`hullbreach: ${error.message}\n`);
      return 2;
    }
    const text = error instanceof Error ? error.message : String(error);
    const message = error instanceof RuntimeFailure ? text : `internal error: ${text}`;
    deps.io.stderr(`hullbreach: ${message.split('\n')[0]}\n`);
    return 1;
  }
}
