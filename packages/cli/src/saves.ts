import {
  recordSession,
  resumeCoreGame,
  savePlace,
  startCoreGame,
  summariseRun,
  type Command,
  type GameSession,
  type Persistence,
  type RecordedSession,
  type RunMode,
  type RunOutcome,
  type RunSummary,
} from '@hullbreach/game';
import { join } from 'node:path';
import {
  DATABASE_NAME,
  openStore,
  startFreshHint,
  StoreError,
  type RunWithInputs,
  type Store,
} from '@hullbreach/store';
import { ensureDataDir, resolveDataDir } from './data-dir.js';

/** Builds a game session for a mode: from a seed (a new run or a replay) or from a save's text. */
export interface GameFactory {
  /** Starts a fresh run of `mode` from `seed`. */
  start(mode: RunMode, seed: number | string): GameSession;
  /** Continues a run of `mode` from the text its session's `save()` wrote. */
  resume(mode: RunMode, state: string): GameSession;
}

/** The campaign through the core; Endless only when a factory for it is given. */
export function campaignFactory(endless?: Partial<GameFactory>): GameFactory {
  const noEndless = (): never => {
    throw new Error('this build of hullbreach cannot play Endless runs');
  };
  return {
    start: (mode, seed) =>
      mode === 'endless' ? (endless?.start ?? noEndless)(mode, seed) : startCoreGame(seed),
    resume: (mode, state) =>
      mode === 'endless' ? (endless?.resume ?? noEndless)(mode, state) : resumeCoreGame(state),
  };
}

/** What {@link StorePersistence} needs from the world outside. */
export interface SavesDeps {
  /** The time now, ISO 8601 (injected so tests control it). */
  readonly now: () => string;
  /** A fresh unique id for a run. */
  readonly newId: () => string;
  readonly games: GameFactory;
}

/** True when `value` looks like a command (an object with a `kind` word). */
function isCommand(value: unknown): value is Command {
  return (
    typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string'
  );
}

/** The app's persistence over the SQLite store: live saves, the history, and the run being played. */
export class StorePersistence implements Persistence {
  /** The run the app is playing (the last one saved or resumed), for saving on a signal. */
  private current: RecordedSession | undefined;

  /** Wraps an open store. */
  constructor(
    readonly store: Store,
    private readonly deps: SavesDeps,
  ) {}

  /** The newest live save, if any. */
  liveSave(): { seed: number | string; mode: RunMode; turn: number; depth: number } | undefined {
    const info = this.store.latestSave();
    return info === undefined
      ? undefined
      : { seed: info.seed, mode: info.mode, turn: info.turn, depth: info.depth };
  }

  /** Loads the newest live save as a recorded session; a save that does not decode is a StoreError. */
  resume(): RecordedSession {
    const info = this.store.latestSave();
    if (info === undefined) throw new StoreError(this.store.file, 'There is no saved run to continue.');
    const save = this.store.getSave(info.runId);
    if (save === undefined) throw new StoreError(this.store.file, 'There is no saved run to continue.');
    const file = this.store.file;
    const undecodable = (why: string): StoreError =>
      new StoreError(
        file,
        `The save file ${file} holds a saved run that does not decode (${why}); ${startFreshHint(file)}.`,
      );
    if (!save.inputs.every(isCommand))
      throw undecodable('its input log holds something that is not a command');
    let game: GameSession;
    try {
      game = this.deps.games.resume(save.mode, save.state);
      const v = game.view();
      if (v.outcome !== 'playing') throw new Error('the run in it is already over');
    } catch (error) {
      throw undecodable(error instanceof Error ? error.message.split('\n')[0] : String(error));
    }
    const session = recordSession(game, {
      runId: save.runId,
      seed: save.seed,
      mode: save.mode,
      inputs: save.inputs,
    });
    this.current = session;
    return session;
  }

  /** A fresh run id. */
  newRunId(): string {
    return this.deps.newId();
  }

  /** Writes the run's live save in one transaction. */
  save(session: RecordedSession): void {
    this.current = session;
    // One transaction: an Endless session writes its window's chunks in save(), then the state goes in.
    this.store.transaction(() => this.write(session));
  }

  private write(session: RecordedSession): void {
    const text = session.save?.();
    if (text === undefined) return;
    this.store.putSave({
      runId: session.runId,
      mode: session.mode,
      seed: session.seed,
      turn: session.view().turn,
      depth: savePlace(session),
      state: text,
      inputs: session.inputs,
      savedAt: this.deps.now(),
    });
  }

  /**
   * Ends the run: the live save goes and the run enters the history; returns its history number.
   * An Endless run's world is stored as the player left it, in the same transaction.
   */
  finish(session: RecordedSession, outcome: RunOutcome): number {
    if (this.current === session) this.current = undefined;
    const summary = summariseRun(session, outcome);
    return this.store.transaction(() => {
      if (session.mode === 'endless') session.save?.();
      return this.store.finishRun(
        { runId: session.runId, ...summary, endedAt: this.deps.now() },
        session.inputs,
      );
    });
  }

  /** Saves the run being played, if one is (SIGTERM, SIGHUP, Ctrl-C). */
  saveCurrent(): void {
    const session = this.current;
    if (session !== undefined && session.view().outcome === 'playing') this.save(session);
  }
}

/** Plays a finished run back from its seed and input log; returns the session at the end. */
export function replaySession(run: RunWithInputs, games: GameFactory): GameSession {
  const session = games.start(run.mode, run.seed);
  for (const command of run.inputs) {
    if (!isCommand(command)) throw new Error(`run ${run.id} holds an input that is not a command`);
    session.perform(command);
  }
  return session;
}

/** What a front end that keeps saves provides: the home folder, a clock, run ids, and Endless. */
export interface SavesSetup {
  /** The user's home folder (for ~/.local/share/hullbreach). */
  readonly home: string;
  /** The time now (the history's endedAt and the saves' savedAt). */
  readonly now: () => Date;
  /** A fresh unique id for a run. */
  readonly newId: () => string;
  /** Endless sessions over the open store, when this build plays Endless. */
  readonly endless?: (store: Store) => Partial<GameFactory>;
}

/** The saves of one data folder, open. */
export interface OpenSaves {
  readonly file: string;
  readonly store: Store;
  readonly persistence: StorePersistence;
  readonly games: GameFactory;
  /** New Endless runs for the title screen, when Endless is playable. */
  readonly startEndless?: (seed: number | string) => GameSession;
  close(): void;
}

/** The database file of the data folder the flag and environment name (see resolveDataDir). */
export function dataFile(
  flag: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
  home: string,
): string {
  return join(resolveDataDir({ flag, env, home }), DATABASE_NAME);
}

/** Opens (creating on first use) the data folder's database as the app's persistence; a bad file is a StoreError. */
export function openPersistence(
  flag: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
  setup: SavesSetup,
): OpenSaves {
  const file = dataFile(flag, env, setup.home);
  try {
    ensureDataDir(resolveDataDir({ flag, env, home: setup.home }));
  } catch (error) {
    const text = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new StoreError(file, `The data folder for ${file} could not be made (${text}).`);
  }
  const store = openStore(file);
  const endless = setup.endless?.(store);
  const games = campaignFactory(endless);
  const persistence = new StorePersistence(store, {
    now: () => setup.now().toISOString(),
    newId: setup.newId,
    games,
  });
  return {
    file,
    store,
    persistence,
    games,
    ...(endless?.start !== undefined
      ? { startEndless: (seed: number | string) => games.start('endless', seed) }
      : {}),
    close: () => store.close(),
  };
}

/** A finished run to add to a data folder's history (the bot's runs with --data-dir). */
export interface FinishedRun extends RunSummary {
  /** Every command the run performed, in order (what `replay` plays back). */
  readonly inputs: readonly Command[];
}

/** Adds a finished run to the history of the store's database; returns its run number. */
export function recordFinishedRun(
  store: Store,
  run: FinishedRun,
  setup: Pick<SavesSetup, 'now' | 'newId'>,
): number {
  const { inputs, ...summary } = run;
  return store.finishRun({ runId: setup.newId(), ...summary, endedAt: setup.now().toISOString() }, inputs);
}
