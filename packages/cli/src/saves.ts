import {
  coreGamesWith,
  type Command,
  type Content,
  type GameSession,
  type RunRules,
  type RunSummary,
} from '@hullbreach/game';
import { join } from 'node:path';
import {
  campaignFactory,
  DATABASE_NAME,
  openStore,
  StoreError,
  StorePersistence,
  type GameFactory,
  type Store,
} from '@hullbreach/store';
import { ensureDataDir, resolveDataDir } from './data-dir.js';

// The persistence itself is the store's, shared with the browser: this module only finds the
// data folder, opens the file there and adds the bot's finished runs.
export {
  campaignFactory,
  replaySession,
  StorePersistence,
  type GameFactory,
  type SavesDeps,
} from '@hullbreach/store';

/** What a front end that keeps saves provides: the home folder, a clock, run ids, and Endless. */
export interface SavesSetup {
  /** The user's home folder (for ~/.local/share/hullbreach). */
  readonly home: string;
  /** The time now (the history's endedAt and the saves' savedAt). */
  readonly now: () => Date;
  /** A fresh unique id for a run. */
  readonly newId: () => string;
  /** Endless sessions over the open store (playing `content`: mods), when this build plays Endless. */
  readonly endless?: (store: Store, content?: Content) => Partial<GameFactory>;
}

/** The saves of one data folder, open. */
export interface OpenSaves {
  readonly file: string;
  readonly store: Store;
  readonly persistence: StorePersistence;
  readonly games: GameFactory;
  /** New Endless runs for the title screen, when Endless is playable. */
  readonly startEndless?: (seed: number | string, rules?: RunRules) => GameSession;
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

/**
 * Opens (creating on first use) the data folder's database as the app's persistence; a bad file is
 * a StoreError. Runs are started and continued with `content` (mods; default: the built-in content).
 */
export function openPersistence(
  flag: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
  setup: SavesSetup,
  content?: Content,
): OpenSaves {
  const file = dataFile(flag, env, setup.home);
  try {
    ensureDataDir(resolveDataDir({ flag, env, home: setup.home }));
  } catch (error) {
    const text = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new StoreError(file, `The data folder for ${file} could not be made (${text}).`);
  }
  const store = openStore(file);
  const endless = content === undefined ? setup.endless?.(store) : setup.endless?.(store, content);
  const games = campaignFactory(endless, content === undefined ? undefined : coreGamesWith(content));
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
      ? { startEndless: (seed: number | string, rules?: RunRules) => games.start('endless', seed, rules) }
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
