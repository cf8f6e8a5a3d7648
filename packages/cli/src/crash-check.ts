import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATABASE_NAME, openStore } from '@hullbreach/store';
import { campaignFactory, replaySession, StorePersistence } from './saves.js';

/** The built crash driver (packages/cli/dist/crash-driver.js). */
export const CRASH_DRIVER = fileURLToPath(new URL('../dist/crash-driver.js', import.meta.url));

/** One round of the crash test: how it went, for the report. */
export interface CrashRound {
  /** The last line the driver printed before the kill. */
  readonly lastLine: string;
  /** The turn of the live save found afterwards (undefined: the run had just finished). */
  readonly liveTurn?: number;
}

/** What one round does. */
export interface CrashRoundOptions {
  readonly dir: string;
  readonly seed: string;
  /** Milliseconds to let the driver run after its first committed save before the SIGKILL. */
  readonly killAfterMs: number;
  readonly saveEvery?: number;
  readonly maxTurns?: number;
  readonly driver?: string;
}

function waitFor(predicate: () => boolean, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const start = Date.now();
    const poll = (): void => {
      if (predicate()) resolve();
      else if (Date.now() - start > ms) reject(new Error('the crash driver printed no save in time'));
      else setTimeout(poll, 2);
    };
    poll();
  });
}

/**
 * Starts the crash driver on `dir`, kills it with SIGKILL `killAfterMs` after its first save of
 * this round, then checks the database: `PRAGMA integrity_check` is ok, the live save is no older
 * than the last save the driver reported (or that run is in the history), and Continue loads a
 * state that equals a replay of the save's own seed and input log. Throws on any failure.
 */
export async function crashRound(options: CrashRoundOptions): Promise<CrashRound> {
  const driver = options.driver ?? CRASH_DRIVER;
  if (!existsSync(driver))
    throw new Error(`the crash driver is not built (${driver}); run "npx tsc -b" first`);
  const child = spawn(
    process.execPath,
    [driver, options.dir, options.seed, String(options.saveEvery ?? 5), String(options.maxTurns ?? 800)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    await waitFor(() => /^saved /m.test(out) || child.exitCode !== null, 20_000);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }
  if (child.exitCode !== null) throw new Error(`the crash driver stopped by itself: ${err.trim()}`);
  await new Promise((r) => setTimeout(r, options.killAfterMs));
  child.kill('SIGKILL');
  await exited;

  const lines = out.split('\n').slice(0, -1); // the last piece may be a line cut short
  const last = [...lines]
    .reverse()
    .find((l) => l.startsWith('saved ') || l.startsWith('played ') || l.startsWith('finished '));
  if (last === undefined) throw new Error('no complete line from the crash driver');
  const store = openStore(join(options.dir, DATABASE_NAME));
  try {
    const check = store.integrityCheck();
    if (check !== 'ok') throw new Error(`integrity_check after a kill: ${check}`);
    const games = campaignFactory();
    const [kind, runId, turnText, inputsText] = last.split(' ');
    const live = store.saveInfo(runId);
    const finished = store.listRuns().some((r) => r.runId === runId);
    const kept = kind === 'saved' || kind === 'played';
    if (kept && live === undefined && !finished)
      throw new Error(
        `run ${runId} was kept at turn ${turnText} but has neither a live save nor a history row`,
      );
    if (kept && live !== undefined) {
      // A played turn is in the log (after the saved state); a save holds it in the state too.
      const logged = store.getSave(runId)?.inputs.length ?? 0;
      if (live.turn < Number(turnText) || logged < Number(inputsText))
        throw new Error(
          `the live save is older (turn ${live.turn}, ${logged} commands) than the last turn reported (${turnText}, ${inputsText})`,
        );
      if (kind === 'saved' && live.inputCount < Number(inputsText))
        throw new Error(`the live save's state is older than the last save reported (${turnText})`);
    }
    if (kind === 'finished' && live !== undefined)
      throw new Error(`run ${runId} finished but its live save is still there`);
    const newest = store.latestSave();
    if (newest === undefined) return { lastLine: last };
    const persistence = new StorePersistence(store, { now: () => '', newId: () => '', games });
    const resumed = persistence.resume();
    const replayed = replaySession(
      {
        id: 0,
        runId: resumed.runId,
        seed: resumed.seed,
        mode: resumed.mode,
        outcome: 'playing',
        turns: 0,
        kills: 0,
        endedAt: '',
        stateHash: '',
        inputs: [...resumed.inputs],
      },
      games,
    );
    if (replayed.hash() !== resumed.hash())
      throw new Error(`the live save of run ${resumed.runId} does not match its own input log`);
    return { lastLine: last, liveTurn: newest.turn };
  } finally {
    store.close();
  }
}
