import {
  coreGamesWith,
  createReplayApp,
  RULES_VERSION,
  type App,
  type Command,
  type Content,
  type ReplayOptions,
} from '@hullbreach/game';
import { openStore, runRules, StoreError, type RunWithInputs } from '@hullbreach/store';
import { flagValue, parseArgs, type FlagSpec } from '../args.js';
import { detectColors } from '@hullbreach/display/terminal';
import { helpText } from '../help.js';
import type { CommandIo } from '../io.js';
import { campaignFactory, replaySession, type GameFactory, type SavesSetup } from '../saves.js';
import { UsageError } from '../usage-error.js';
import { RuntimeFailure, runFullScreen, type PlayDeps } from './play.js';
import { openHistory } from './runs.js';
import { loadContent } from '../content-packs.js';
import { resolveDataDir } from '../data-dir.js';

const FLAGS: readonly FlagSpec[] = [
  { name: 'verify', takesValue: false },
  { name: 'data-dir', takesValue: true },
  { name: 'content', takesValue: true },
];

/** Exit status of `replay --verify` when the replay does not reach the recorded state. */
export const MISMATCH_EXIT = 3;

/** Exit status of `replay` refusing a run played with other content (other mods) than it is given. */
export const CONTENT_EXIT = 2;

/** What `replay` needs: the terminal (for watching) and the saves setup (home folder, Endless). */
export type ReplayDeps = Pick<PlayDeps, 'stdin' | 'stdout' | 'env' | 'process' | 'exit'> & {
  readonly saves: Pick<SavesSetup, 'home' | 'endless'>;
  /** Builds the replay's app (the game package's `createReplayApp`, or a test's own). */
  readonly createReplayApp?: (options: ReplayOptions) => App;
};

/**
 * Fresh sessions to replay on, playing `content` (absent: the built-in content): Endless worlds
 * live in a private database that vanishes afterwards.
 */
function replayGames(deps: ReplayDeps, content?: Content): { games: GameFactory; close(): void } {
  const scratch = openStore(':memory:');
  return {
    games: campaignFactory(
      content === undefined ? deps.saves.endless?.(scratch) : deps.saves.endless?.(scratch, content),
      content === undefined ? undefined : coreGamesWith(content),
    ),
    close: () => scratch.close(),
  };
}

function loadRun(id: number, flag: string | undefined, deps: ReplayDeps): RunWithInputs {
  const { file, store } = openHistory(flag, { env: deps.env, home: deps.saves.home });
  if (store === undefined) throw new RuntimeFailure(`no runs are recorded yet (history: ${file})`);
  try {
    const run = store.getRun(id);
    if (run === undefined)
      throw new RuntimeFailure(`there is no run ${id} in ${file}; "hullbreach runs" lists the runs there`);
    return run;
  } catch (error) {
    if (error instanceof StoreError) throw new RuntimeFailure(error.message);
    throw error;
  } finally {
    store.close();
  }
}

/** `hullbreach replay RUN [--verify]`: watches a finished run again, or checks it headless; returns the exit status. */
export async function runReplay(argv: readonly string[], io: CommandIo, deps: ReplayDeps): Promise<number> {
  const args = parseArgs(argv, FLAGS, 'replay');
  if (args.help) {
    io.stdout(helpText('replay'));
    return 0;
  }
  if (args.positionals.length !== 1)
    throw new UsageError(
      `replay takes one RUN (a number from "hullbreach runs"), got ${args.positionals.length} arguments`,
    );
  const text = args.positionals[0];
  if (!/^[1-9][0-9]{0,14}$/.test(text))
    throw new UsageError(
      `RUN must be a run number as "hullbreach runs" lists them (1, 2, ...), got "${text}"`,
    );
  const id = Number(text);
  const dataDirFlag = flagValue(args, 'data-dir');
  // The mods the replay plays with: content/ of the data folder, then --content DIR.
  const mods = loadContent(
    resolveDataDir({ flag: dataDirFlag, env: deps.env, home: deps.saves.home }),
    flagValue(args, 'content'),
  );
  if (mods.problems.length > 0) {
    for (const line of mods.problems) io.stderr(`hullbreach: ${line}\n`);
    io.stderr('hullbreach: the mods were not loaded; nothing was replayed\n');
    return CONTENT_EXIT;
  }
  const run = loadRun(id, dataDirFlag, deps);
  // A run recorded before mods (no hash) was played with the built-in content.
  const modded = mods.files.length > 0;
  if (run.contentHash !== undefined ? run.contentHash !== mods.content.hash : modded) {
    const was = run.contentHash === undefined ? 'the built-in content' : `content ${run.contentHash}`;
    const now = modded
      ? `content ${mods.content.hash} (mods ${mods.files.join(', ')})`
      : `the built-in content ${mods.content.hash}`;
    io.stderr(
      `hullbreach: run ${id} was played with ${was}, and this is ${now}; give it the mods it was played with (content/ in the data folder, or --content DIR)\n`,
    );
    return CONTENT_EXIT;
  }
  const { games, close } = replayGames(deps, modded ? mods.content : undefined);
  try {
    if (args.switches.has('verify')) {
      let hash: string;
      try {
        hash = replaySession(run, games).hash();
      } catch (error) {
        const text = error instanceof Error ? error.message.split('\n')[0] : String(error);
        throw new RuntimeFailure(`run ${id} cannot be replayed: ${text}`);
      }
      const line = { run: id, match: hash === run.stateHash, recorded: run.stateHash, replayed: hash };
      // Runs from before rule versions were kept count as version 1 (their classic rules still replay).
      const version = run.rulesVersion ?? 1;
      if (!line.match && version !== RULES_VERSION) {
        io.stdout(
          `run ${id} was played under rules version ${version} and these are version ${RULES_VERSION}: its replay cannot be checked here\n`,
        );
        return 0;
      }
      io.stdout(`${JSON.stringify(line)}\n`);
      return line.match ? 0 : MISMATCH_EXIT;
    }
    if (deps.stdin.isTTY !== true || deps.stdout.isTTY !== true)
      throw new RuntimeFailure(
        'replay needs an interactive terminal to show the run; use --verify to check it headless',
      );
    const detected = detectColors(deps.env);
    const make = deps.createReplayApp ?? createReplayApp;
    const app = make({
      session: games.start(run.mode, run.seed, runRules(run)),
      inputs: run.inputs as Command[],
      title: `run ${id} (${run.mode}, seed ${String(run.seed)})`,
      recordedHash: run.stateHash,
      colourMode: detected.mode,
    });
    return await runFullScreen(app, io, deps, detected.plain);
  } finally {
    close();
  }
}
