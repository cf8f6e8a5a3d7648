import {
  coreGamesWith,
  runModeOf,
  type App,
  type ColourMode,
  type KeyMap,
  type Persistence,
  type RunMode,
  type RunRules,
  type StartGame,
} from '@hullbreach/game';
import { dailyFromFlags, RULE_FLAGS, rulesFromFlags, utcToday } from '../rules-flags.js';
import { StoreError } from '@hullbreach/store';
import { flagValue, parseArgs, type FlagSpec } from '../args.js';
import { detectColors } from '@hullbreach/display/terminal';
import { helpText } from '../help.js';
import type { CommandIo } from '../io.js';
import { parseSeed } from '../seed.js';
import { guardProcess, type GuardedProcess } from '../term/process-guard.js';
import { runApp } from '../term/run-app.js';
import { TerminalSession } from '../term/session.js';
import type { TtyInput, TtyOutput } from '../term/tty.js';
import { UsageError } from '../usage-error.js';
import { openPersistence, type SavesSetup } from '../saves.js';
import { resolveDataDir } from '../data-dir.js';
import { loadKeyConfig } from '../keys-config.js';
import { loadRules, saveRules } from '../rules-config.js';
import { loadContent, refusedNotice } from '../content-packs.js';

const FLAGS: readonly FlagSpec[] = [
  { name: 'seed', takesValue: true },
  { name: 'colors', takesValue: true },
  { name: 'continue', takesValue: false },
  { name: 'data-dir', takesValue: true },
  { name: 'content', takesValue: true },
  ...RULE_FLAGS,
];

const MODES: readonly ColourMode[] = ['truecolor', '256', '16', 'grey'];

/** Builds the interactive app (the game package's `createApp`). */
export type AppFactory = (options: {
  seed?: number | string;
  colourMode?: ColourMode;
  entropy?: number;
  persistence?: Persistence;
  continueRun?: boolean;
  startGame?: StartGame;
  startEndless?: StartGame;
  keys?: KeyMap;
  startNotice?: string;
  mode?: RunMode;
  rules?: RunRules;
  onRulesChange?: (rules: RunRules) => void;
  today?: string;
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
  /** Saves and history in the data folder; without it (tests of the terminal) nothing is kept. */
  readonly saves?: SavesSetup;
  /** Today's UTC date, 'YYYY-MM-DD', for the seed of the day (default: this machine's clock). */
  readonly today?: () => string;
}

/** A failure that is not the user's fault: the entry point prints it as one line and exits 1. */
export class RuntimeFailure extends Error {
  /** Creates a runtime failure with a message that says what went wrong. */
  constructor(message: string) {
    super(message);
    this.name = 'RuntimeFailure';
  }
}

/**
 * `hullbreach play`: the game full screen in the terminal; returns the exit status. With mode
 * `endless` (`hullbreach endless`) an Endless run starts at once (a random seed without --seed) over
 * the saves' own store, and a store that cannot be used stops it (the world must be kept).
 */
export async function runPlay(
  argv: readonly string[],
  io: CommandIo,
  deps: PlayDeps,
  mode: RunMode = 'campaign',
): Promise<number> {
  // The command the player typed (`endless` hands its checked flags on to here).
  const command = runModeOf(mode).command;
  const args = parseArgs(argv, FLAGS, command);
  if (args.help) {
    io.stdout(helpText('play'));
    return 0;
  }
  if (args.positionals.length > 0) {
    throw new UsageError(
      `${command} takes no positional arguments, got "${args.positionals[0]}"; see hullbreach ${command} --help`,
    );
  }
  const today = deps.today?.() ?? utcToday();
  const rules = rulesFromFlags(args);
  const daily = dailyFromFlags(args, command, today);
  const seedText = flagValue(args, 'seed');
  const seed = daily ?? (seedText === undefined ? undefined : parseSeed(seedText));
  const colorsText = flagValue(args, 'colors');
  const detected = colorsText === undefined ? detectColors(deps.env) : undefined;
  const colourMode = detected?.mode ?? MODES.find((m) => m === colorsText);
  if (colourMode === undefined) {
    throw new UsageError(`option --colors must be one of ${MODES.join(', ')}, got "${colorsText}"`);
  }
  const continueRun = args.switches.has('continue');
  if (continueRun && seed !== undefined)
    throw new UsageError('play takes --continue or --seed S, not both (a saved run keeps its own seed)');
  if (continueRun && flagValue(args, 'difficulty') !== undefined)
    throw new UsageError('play takes --continue or --difficulty, not both (a saved run keeps its own rules)');
  const dataDirFlag = flagValue(args, 'data-dir');
  if ((continueRun || dataDirFlag !== undefined) && deps.saves === undefined)
    throw new RuntimeFailure('this front end keeps no saves, so --continue and --data-dir do not apply');
  if (deps.stdin.isTTY !== true || deps.stdout.isTTY !== true) {
    throw new RuntimeFailure(
      `${command} needs an interactive terminal on stdin and stdout; for text output try "hullbreach gen" or "hullbreach autoplay"`,
    );
  }

  // The mods: content/ in the data folder, then --content DIR; bad ones are said (in the game and
  // after it) and the built-in content is played.
  const modsDir =
    deps.saves !== undefined
      ? resolveDataDir({ flag: dataDirFlag, env: deps.env, home: deps.saves.home })
      : undefined;
  const mods = loadContent(modsDir, flagValue(args, 'content'));
  const content = mods.files.length > 0 ? mods.content : undefined;

  // The saves: a file that cannot be used is said once (in the game and after it) and play goes on.
  let saves: ReturnType<typeof openPersistence> | undefined;
  let problem: StoreError | undefined;
  if (deps.saves !== undefined) {
    try {
      saves = openPersistence(dataDirFlag, deps.env, deps.saves, content);
    } catch (error) {
      if (!(error instanceof StoreError)) throw error;
      // A run whose world lives in the store cannot be played without it.
      if (continueRun || runModeOf(mode).keepsWorld) throw new RuntimeFailure(error.message);
      problem = error;
    }
    if (continueRun && saves?.persistence.liveSave() === undefined) {
      saves?.close();
      throw new RuntimeFailure(
        `there is no saved run to continue in ${saves?.file ?? 'the data folder'}; start one with "hullbreach play"`,
      );
    }
  }
  if (runModeOf(mode).keepsWorld && saves?.startEndless === undefined) {
    saves?.close();
    throw new RuntimeFailure('this front end cannot keep an Endless world, so it cannot play one');
  }
  const persistence: Persistence | undefined =
    saves?.persistence ?? (problem !== undefined ? failingPersistence(problem) : undefined);
  // The keys: keys.json in the data folder; a bad file is said in the game and after it, never fatal.
  const dataDir =
    deps.saves !== undefined
      ? resolveDataDir({ flag: dataDirFlag, env: deps.env, home: deps.saves.home })
      : undefined;
  const keyConfig = dataDir !== undefined ? loadKeyConfig(dataDir) : undefined;
  // The rules chosen last time (rules.json in the data folder); --difficulty overrides its level.
  const kept = dataDir !== undefined ? loadRules(dataDir) : undefined;
  const difficultyFlag = flagValue(args, 'difficulty') !== undefined;
  const startRules =
    kept === undefined ? rules : difficultyFlag ? { ...kept, difficulty: rules.difficulty } : kept;
  let rulesProblem: string | undefined;
  const onRulesChange =
    dataDir !== undefined
      ? (chosen: RunRules): void => {
          rulesProblem = saveRules(dataDir, chosen);
        }
      : undefined;
  const notices = [
    ...(keyConfig?.problem !== undefined ? [keyConfig.problem] : []),
    ...(mods.problems.length > 0 ? [refusedNotice(mods.problems)] : []),
  ];
  const keep = {
    ...(keyConfig !== undefined ? { keys: keyConfig.keys } : {}),
    ...(notices.length > 0 ? { startNotice: notices.join(' ') } : {}),
    ...(content !== undefined ? { startGame: coreGamesWith(content).start } : {}),
    ...(persistence !== undefined ? { persistence } : {}),
    ...(continueRun ? { continueRun } : {}),
    ...(saves?.startEndless !== undefined ? { startEndless: saves.startEndless } : {}),
    rules: startRules,
    ...(onRulesChange !== undefined ? { onRulesChange } : {}),
    today,
  };
  const app = deps.createApp(
    runModeOf(mode).startsAtOnce
      ? { seed: seed ?? deps.entropy(), mode, colourMode, ...keep }
      : seed === undefined
        ? { colourMode, entropy: deps.entropy(), ...keep }
        : { seed, colourMode, ...keep },
  );
  const saveNow = (): void => {
    try {
      saves?.persistence.saveCurrent();
    } catch {
      // The game already said what is wrong with the file; leaving must still go ahead.
    }
  };
  try {
    return await runFullScreen(app, io, deps, detected?.plain, saveNow);
  } finally {
    saveNow();
    saves?.close();
    if (problem !== undefined) io.stderr(`hullbreach: ${problem.message} Nothing was saved.\n`);
    if (keyConfig?.problem !== undefined) io.stderr(`hullbreach: ${keyConfig.problem}\n`);
    if (rulesProblem !== undefined) io.stderr(`hullbreach: ${rulesProblem}\n`);
    for (const line of mods.problems) io.stderr(`hullbreach: ${line}\n`);
    if (mods.problems.length > 0)
      io.stderr('hullbreach: the mods were not loaded; the built-in content was played\n');
  }
}

/** A persistence whose every call reports the same store problem (the app shows it and plays on). */
function failingPersistence(problem: StoreError): Persistence {
  const fail = (): never => {
    throw problem;
  };
  return { liveSave: fail, resume: fail, newRunId: fail, save: fail, finish: fail };
}

/**
 * Runs an app full screen until it is done: the terminal is taken over and given back however it
 * ends; SIGTERM and SIGHUP call `onSignal` (saving the run) before leaving; Ctrl-C exits 130.
 */
export async function runFullScreen(
  app: App,
  io: CommandIo,
  deps: Pick<PlayDeps, 'stdin' | 'stdout' | 'process' | 'exit'>,
  plain: boolean | undefined,
  onSignal?: () => void,
): Promise<number> {
  const session = new TerminalSession(deps.stdin, deps.stdout);
  const unguard = guardProcess(deps.process, {
    restore: () => session.restore(),
    report: (line) => io.stderr(`${line}\n`),
    exit: deps.exit,
    ...(onSignal !== undefined ? { onSignal } : {}),
  });
  try {
    session.enter();
    const end = await runApp({ app, input: deps.stdin, output: deps.stdout, plain });
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
