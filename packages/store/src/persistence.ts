/**
 * The game's persistence over the store, for every front end (the terminal's better-sqlite3, the
 * browser's WebAssembly SQLite): live saves and the turns played since, the history, Endless
 * worlds whose chunks reach the database only with a save, and replays. Nothing here needs Node.
 */
import {
  recordSession,
  resumeCoreGame,
  resumeEndlessSession,
  runModeOf,
  savePlace,
  startCoreGame,
  startEndlessSession,
  summariseRun,
  type ChunkSource,
  type Content,
  type Command,
  type EndlessSession,
  type GameSession,
  type LiveSaveSummary,
  type Persistence,
  type RecordedSession,
  type ResumedSession,
  type RunMode,
  type RunOutcome,
  type RunRules,
  type RunSummary,
} from '@hullbreach/game';
import { keptChunks, type KeptChunks } from './kept-chunks.js';
import { startFreshHint, StoreError, type RunWithInputs, type Store } from './store.js';

/** True when `value` looks like a command (an object with a `kind` word). */
export function isCommand(value: unknown): value is Command {
  return (
    typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string'
  );
}

/** The store's name for the Endless world of a seed (seeds of digits are numbers, words are words). */
export function worldKey(seed: number | string): string {
  return typeof seed === 'number' ? `seed:${seed}` : `word:${seed}`;
}

/** A chunk source straight over the store's chunk table, for one world (each save writes at once). */
export function storeChunkSource(store: Store, world: string): ChunkSource {
  return {
    load: (cx, cy) => store.getChunk(world, cx, cy),
    save: (cx, cy, data) => store.putChunk(world, cx, cy, data),
  };
}

/** Builds a game session for a mode: from a seed (a new run or a replay) or from a save's text. */
export interface GameFactory {
  /** Starts a fresh run of `mode` from `seed`, under `rules` (absent: the classic ones). */
  start(mode: RunMode, seed: number | string, rules?: RunRules): GameSession;
  /** Continues a run of `mode` from the text its session's `save()` wrote. */
  resume(mode: RunMode, state: string): GameSession;
}

/** How campaign games are started and continued (the core's, or {@link coreGamesWith} some mods' content). */
export interface CampaignGames {
  start(seed: number | string, rules?: RunRules): GameSession;
  resume(state: string): GameSession;
}

/**
 * The campaign through the core (with the built-in content, or `campaign`'s); Endless only when a
 * factory for it is given.
 */
export function campaignFactory(endless?: Partial<GameFactory>, campaign?: CampaignGames): GameFactory {
  const noEndless = (): never => {
    throw new Error('this build of hullbreach cannot play Endless runs');
  };
  const start = campaign?.start ?? startCoreGame;
  const resume = campaign?.resume ?? resumeCoreGame;
  // Each mode's games: the campaign's always, Endless's only when given.
  const byMode: { readonly [M in RunMode]: GameFactory } = {
    campaign: { start: (_mode, seed, rules) => start(seed, rules), resume: (_mode, state) => resume(state) },
    endless: { start: endless?.start ?? noEndless, resume: endless?.resume ?? noEndless },
  };
  return {
    start: (mode, seed, rules) => byMode[mode].start(mode, seed, rules),
    resume: (mode, state) => byMode[mode].resume(mode, state),
  };
}

/** An Endless session whose every save also commits the chunks its source holds back. */
function keptSession(session: EndlessSession, source: KeptChunks): EndlessSession {
  return {
    ...session,
    save: () => {
      const text = session.save();
      source.commit();
      return text;
    },
  };
}

/**
 * Endless runs over a store: a new run replaces whatever world of that seed was stored (a new run
 * starts from the world as generated; only Continue goes on with a stored one), at its first
 * save, never before. Chunks reach the database only with a save, in its transaction.
 */
export function endlessGames(
  store: Store,
  content?: Content,
): {
  start(mode: string, seed: number | string, rules?: RunRules): EndlessSession;
  resume(mode: string, state: string): EndlessSession;
} {
  return {
    start: (_mode, seed, rules) => {
      const source = keptChunks(store, worldKey(seed), JSON.stringify({ seed }), true);
      return keptSession(startEndlessSession(seed, source, rules, content), source);
    },
    resume: (_mode, state) => {
      const seed = (JSON.parse(state) as { seed: number | string }).seed;
      const source = keptChunks(store, worldKey(seed), JSON.stringify({ seed }), false);
      return keptSession(resumeEndlessSession(state, source, content), source);
    },
  };
}

/** Both modes over a store: the campaign through the core, Endless worlds kept in the store. */
export function storeGames(store: Store): GameFactory {
  return campaignFactory(endlessGames(store));
}

/** Plays a finished run back from its seed and input log; returns the session at the end. */
export function replaySession(run: RunWithInputs, games: GameFactory): GameSession {
  const session = games.start(run.mode, run.seed, runRules(run));
  for (const command of run.inputs) {
    if (!isCommand(command)) throw new Error(`run ${run.id} holds an input that is not a command`);
    session.perform(command);
  }
  return session;
}

/** The rules a history run was played under, when it recorded readable ones (else undefined: the classic ones). */
export function runRules(run: { readonly rules?: unknown }): RunRules | undefined {
  const r = run.rules as Partial<RunRules> | undefined;
  if (typeof r !== 'object' || r === null) return undefined;
  const { difficulty, lamp, autopickup } = r;
  if (difficulty !== 'easy' && difficulty !== 'normal' && difficulty !== 'hard') return undefined;
  if ((lamp !== 'cone' && lamp !== 'round') || typeof autopickup !== 'boolean') return undefined;
  return { difficulty, lamp, autopickup };
}

/** What {@link StorePersistence} needs from the world outside. */
export interface SavesDeps {
  /** The time now, ISO 8601 (injected so tests control it). */
  readonly now: () => string;
  /** A fresh unique id for a run. */
  readonly newId: () => string;
  /** How runs are made (default {@link storeGames} over the store). */
  readonly games?: GameFactory;
  /**
   * `record` only notes the turn and {@link StorePersistence.flush} writes it: for a front end
   * that shows the turn first and writes it before it takes the next key (the browser's worker).
   */
  readonly deferRecords?: boolean;
}

/**
 * The app's persistence over a store, the same for the terminal and the browser: a live save per
 * run (its state at the last save, and every turn played since appended to its input log, so no
 * turn is ever lost), the history, and Endless worlds saved with the run.
 */
export class StorePersistence implements Persistence {
  /** The run the app is playing (the last one saved, recorded or resumed), for saving on leaving. */
  private current: RecordedSession | undefined;
  /** How many commands of the current run's log the database holds. */
  private stored = 0;
  /** A turn noted by a deferred `record`, not written yet. */
  private noted: { session: RecordedSession; playedMs: number } | undefined;
  /** How runs are made and loaded. */
  readonly games: GameFactory;

  /** Wraps an open store. */
  constructor(
    readonly store: Store,
    private readonly deps: SavesDeps,
  ) {
    this.games = deps.games ?? storeGames(store);
  }

  /** The best finished run of the seed of the day of `date` ('YYYY-MM-DD'), for the title screen. */
  bestOfDay(date: string): RunSummary | undefined {
    const row = this.store.bestOfDay(date);
    if (row === undefined) return undefined;
    const outcome = row.outcome as RunOutcome;
    return {
      seed: row.seed,
      mode: row.mode,
      outcome,
      ...(row.depth !== undefined ? { depth: row.depth } : {}),
      ...(row.distance !== undefined ? { distance: row.distance } : {}),
      turns: row.turns,
      kills: row.kills,
      stateHash: row.stateHash,
      daily: date,
    };
  }

  /** The run being played and kept (the last one saved, recorded or resumed), if any. */
  playing(): RecordedSession | undefined {
    return this.current;
  }

  /** The newest live save, if any. */
  liveSave(): LiveSaveSummary | undefined {
    const info = this.store.latestSave();
    return info === undefined
      ? undefined
      : { seed: info.seed, mode: info.mode, turn: info.turn, depth: info.depth };
  }

  /**
   * Loads the newest live save as a recorded session: its state, then the turns played after it
   * played again. A run that turns out to be over (it ended before it could be recorded) is not
   * played on: it enters the history here and comes back ended. A save that does not decode is
   * a StoreError.
   */
  resume(): ResumedSession {
    const file = this.store.file;
    const info = this.store.latestSave();
    const save = info === undefined ? undefined : this.store.getSave(info.runId);
    if (save === undefined) throw new StoreError(file, 'There is no saved run to continue.');
    const undecodable = (why: string): StoreError =>
      new StoreError(
        file,
        `The save file ${file} holds a saved run that does not decode (${why}); ${startFreshHint(file)}.`,
      );
    const inputs = save.inputs;
    if (!inputs.every(isCommand)) throw undecodable('its input log holds something that is not a command');
    let session: RecordedSession;
    try {
      const game = this.games.resume(save.mode, save.state);
      session = recordSession(game, {
        runId: save.runId,
        seed: save.seed,
        mode: save.mode,
        inputs: inputs.slice(0, save.inputCount),
      });
      for (let i = save.inputCount; i < inputs.length && session.view().outcome === 'playing'; i++)
        session.perform(inputs[i]);
    } catch (error) {
      throw undecodable(error instanceof Error ? error.message.split('\n')[0] : String(error));
    }
    if (session.view().outcome !== 'playing') {
      this.finish(session);
      return Object.assign(session, { playedMs: save.playedMs });
    }
    this.current = session;
    this.stored = inputs.length;
    return Object.assign(session, { playedMs: save.playedMs });
  }

  /** A fresh run id. */
  newRunId(): string {
    return this.deps.newId();
  }

  /** Writes the run's live save in one transaction: an Endless run's waiting chunks, its state, its log. */
  save(session: RecordedSession, playedMs = 0): void {
    this.noted = undefined;
    this.current = session;
    this.store.transaction(() => {
      const text = session.save?.();
      if (text === undefined) return;
      const count = session.inputs.length;
      this.store.putSave({
        runId: session.runId,
        mode: session.mode,
        seed: session.seed,
        turn: session.view().turn,
        depth: savePlace(session),
        state: text,
        inputs: session.inputs,
        savedAt: this.deps.now(),
        playedMs,
      });
      this.store.afterCommit(() => {
        if (this.current === session) this.stored = count;
      });
    });
  }

  /**
   * Makes the turns just played durable: the commands not stored yet are appended to the run's
   * log in one small transaction (a run not saved yet gets a whole save instead).
   */
  record(session: RecordedSession, playedMs = 0): void {
    if (this.deps.deferRecords === true) {
      this.noted = { session, playedMs };
      return;
    }
    this.write(session, playedMs);
  }

  /** Writes the turn a deferred `record` noted, if any (before the next key is handled). */
  flush(): void {
    const noted = this.noted;
    this.noted = undefined;
    if (noted !== undefined) this.write(noted.session, noted.playedMs);
  }

  private write(session: RecordedSession, playedMs: number): void {
    if (session !== this.current) {
      this.save(session, playedMs);
      return;
    }
    const count = session.inputs.length;
    if (count <= this.stored) return;
    const appended = this.store.appendInputs(session.runId, this.stored, session.inputs.slice(this.stored), {
      turn: session.view().turn,
      depth: savePlace(session),
      playedMs,
      savedAt: this.deps.now(),
    });
    if (appended) this.stored = count;
    else this.save(session, playedMs);
  }

  /**
   * Ends the run: the live save goes and the run enters the history; returns its history number.
   * An Endless run's world is stored as the player left it, in the same transaction.
   */
  finish(session: RecordedSession, outcome?: RunOutcome): number {
    this.noted = undefined;
    if (this.current === session) this.current = undefined;
    const summary = summariseRun(session, outcome);
    return this.store.transaction(() => {
      if (runModeOf(session.mode).keepsWorld) session.save?.();
      return this.store.finishRun(
        { runId: session.runId, ...summary, endedAt: this.deps.now() },
        session.inputs,
      );
    });
  }

  /** Saves the run being played, if one is (quitting, a signal, the page being hidden). */
  saveCurrent(playedMs?: number): void {
    const session = this.current;
    if (session === undefined || session.view().outcome !== 'playing') return;
    const stored = this.store.saveInfo(session.runId);
    this.save(session, playedMs ?? stored?.playedMs ?? 0);
  }
}
