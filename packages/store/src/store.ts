import { parseRunMode } from '@hullbreach/game';
import { APPLICATION_ID, migrate, SCHEMA_VERSION, SQL, type Db, type SqlValue } from './schema.js';

/** A game mode, as saves and runs record it. */
export type RunMode = 'campaign' | 'endless';

/**
 * Something wrong with the database file, said for a player: what is wrong, which file, and how
 * to start fresh. The store never changes a file it raises this for.
 */
export class StoreError extends Error {
  /** The database file concerned. */
  readonly file: string;

  /** Creates a store error about `file`; `message` is the whole sentence shown to the player. */
  constructor(file: string, message: string) {
    super(message);
    this.name = 'StoreError';
    this.file = file;
  }
}

/**
 * The sentence every refusal ends with: how to start fresh without losing the file. Its log
 * (`-wal`, left by a program that stopped mid-write) goes with it under the matching name, or a
 * new file made in its place would read it.
 */
export function startFreshHint(file: string): string {
  return `to start fresh, move it away (for example: mv "${file}" "${file}.bad", and mv "${file}-wal" "${file}.bad-wal" if that file is there) and run again`;
}

/**
 * Refuses another program's database or one written by a newer Hullbreach, for every driver;
 * `hint` says how to start fresh where the file lives (a folder, a browser's site data).
 */
export function checkIdentity(
  file: string,
  userVersion: number,
  applicationId: number,
  hint: string = startFreshHint(file),
): void {
  if (applicationId >>> 0 !== APPLICATION_ID)
    throw new StoreError(
      file,
      `The save file ${file} is a SQLite database of another program, not Hullbreach's; ${hint}.`,
    );
  if (userVersion > SCHEMA_VERSION)
    throw new StoreError(
      file,
      `The save file ${file} was written by a newer version of Hullbreach (database version ${userVersion}, this one reads up to ${SCHEMA_VERSION}); update the game, or ${hint}.`,
    );
}

/**
 * Makes an open database ready for {@link createStore}, for every driver: a database with no
 * tables is new and gets the schema; any other is checked ({@link checkIdentity}) and migrated in
 * one transaction (a failed migration leaves it as it was). Returns the version it had.
 */
export function prepareDatabase(db: Db, file: string, hint: string = startFreshHint(file)): number {
  const version = Number(db.get<{ user_version: number }>(SQL.userVersion)?.user_version ?? 0);
  const tables = Number(db.get<{ n: number }>(SQL.tableCount)?.n ?? 0);
  if (tables > 0) {
    const id = Number(db.get<{ application_id: number }>(SQL.applicationId)?.application_id ?? 0);
    checkIdentity(file, version, id, hint);
  }
  try {
    migrate(db, version);
  } catch (error) {
    const text = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new StoreError(
      file,
      `The save file ${file} could not be updated for this version of Hullbreach (${text}) and was left as it was; ${hint}.`,
    );
  }
  return version;
}

/** A live save as listed: everything but the state and the input log. */
export interface SaveInfo {
  /** The run's own id (one live save per run). */
  readonly runId: string;
  readonly mode: RunMode;
  readonly seed: number | string;
  /** The game turn the save was made at. */
  readonly turn: number;
  /** Floor (campaign) or chunk distance (endless) at the save. */
  readonly depth: number;
  /**
   * How many commands of the run's input log the saved state covers; the log may hold more, the
   * turns played since (appended one by one), which Continue plays again on the state.
   */
  readonly inputCount: number;
  /** When it was saved, or last had a turn appended (ISO 8601, from the caller's clock). */
  readonly savedAt: string;
  /** How long the run has been played, in milliseconds of the playing screen. */
  readonly playedMs: number;
}

/** A live save to write: the run's whole state as text and its input log so far. */
export interface SaveData {
  readonly runId: string;
  readonly mode: RunMode;
  readonly seed: number | string;
  readonly turn: number;
  readonly depth: number;
  /** The serialized game state. */
  readonly state: string;
  /** Every command of the run so far, in order; only the ones not stored yet are written. */
  readonly inputs: readonly unknown[];
  readonly savedAt: string;
  /** How long the run has been played, in milliseconds (0 when not given). */
  readonly playedMs?: number;
}

/** Where a run stands after the commands {@link Store.appendInputs} adds. */
export interface SaveProgress {
  readonly turn: number;
  readonly depth: number;
  readonly playedMs: number;
  readonly savedAt: string;
}

/** A live save read back whole: the state covers `inputs` up to `inputCount`; the rest are played again on it. */
export interface LoadedSave extends SaveInfo {
  readonly state: string;
  readonly inputs: unknown[];
}

/** A finished run for the history. */
export interface RunRecord {
  readonly runId: string;
  readonly seed: number | string;
  readonly mode: RunMode;
  /** won, died, adrift, turn-limit or abandoned. */
  readonly outcome: string;
  readonly cause?: string;
  /** Deepest floor (campaign). */
  readonly depth?: number;
  /** Farthest chunk distance from (0,0) (endless). */
  readonly distance?: number;
  readonly turns: number;
  readonly kills: number;
  /** When it ended, ISO 8601. */
  readonly endedAt: string;
  readonly stateHash: string;
  /** easy, normal or hard (absent for runs from before difficulties). */
  readonly difficulty?: string;
  /** The run's rules as the game gave them (difficulty, lamp, autopickup). */
  readonly rules?: unknown;
  /** The version of the game's rules the run was played under (absent: before versions were kept). */
  readonly rulesVersion?: number;
  /** The UTC date of a seed-of-the-day run. */
  readonly daily?: string;
  /** The run's morgue text (written at its end; read with `runMorgue`, not listed). */
  readonly morgue?: string;
  /** The hash of the content the run was played with (absent: the built-in content, before mods). */
  readonly contentHash?: string;
}

/** A run of the history, with its number. */
export interface RunRow extends RunRecord {
  /** The history number `hullbreach replay RUN` takes. */
  readonly id: number;
}

/** A run of the history with its input log, for replays. */
export interface RunWithInputs extends RunRow {
  readonly inputs: unknown[];
}

/** Everything the game keeps: live saves, the history and the Endless world's chunks. */
export interface Store {
  /** The database file (or a name for an in-memory one). */
  readonly file: string;
  /** The newest live save (of `mode`, when given), without its state. */
  latestSave(mode?: RunMode): SaveInfo | undefined;
  /** The live save of one run, without its state. */
  saveInfo(runId: string): SaveInfo | undefined;
  /** Writes a run's live save in one transaction: the state, and the commands not stored yet. */
  putSave(save: SaveData): void;
  /**
   * Appends commands to a run's live save in one transaction (the turns played since its state was
   * written, starting at command number `from`) and updates where the run stands; false when the
   * run has no live save. Cheap enough for every turn: the state is not written again.
   */
  appendInputs(runId: string, from: number, commands: readonly unknown[], progress: SaveProgress): boolean;
  /** Reads a run's live save whole; a save whose data does not parse raises a {@link StoreError}. */
  getSave(runId: string): LoadedSave | undefined;
  /** Removes a run's live save and its input log. */
  deleteSave(runId: string): void;
  /** Ends a run in one transaction: its live save goes and the run enters the history; returns its number. */
  finishRun(run: RunRecord, inputs: readonly unknown[]): number;
  /** The history, newest first. */
  listRuns(): RunRow[];
  /** The morgue text of history run `id`, or undefined when there is no such run or it has none. */
  runMorgue(id: number): string | undefined;
  /** The best finished run of the seed of the day of `date` ('YYYY-MM-DD'): won first, then deepest, then quickest. */
  bestOfDay(date: string): RunRow | undefined;
  /** One run of the history with its input log. */
  getRun(id: number): RunWithInputs | undefined;
  /** A stored chunk of a world, as the bytes it was put with. */
  getChunk(world: string, cx: number, cy: number): Uint8Array | undefined;
  /** Stores (or replaces) one chunk of a world. */
  putChunk(world: string, cx: number, cy: number, bytes: Uint8Array): void;
  /** Stores many chunks in one transaction. */
  putChunks(world: string, chunks: readonly { cx: number; cy: number; bytes: Uint8Array }[]): void;
  /** How many chunks of a world are stored. */
  chunkCount(world: string): number;
  /** A world's own record (its seed and whatever the world keeps beside its chunks), as text. */
  getWorldMeta(world: string): string | undefined;
  /** Stores a world's record. */
  putWorldMeta(world: string, meta: string): void;
  /** Removes a world and all its chunks. */
  deleteWorld(world: string): void;
  /** `PRAGMA integrity_check`: 'ok', or the problems found, one a line. */
  integrityCheck(): string;
  /** Runs `fn` in one transaction (several puts become one save); nested calls join the outer one. */
  transaction<T>(fn: () => T): T;
  /**
   * Runs `fn` once the outermost transaction opened with {@link Store.transaction} has committed
   * (at once when none is open); dropped when the transaction it was asked in rolls back. For
   * callers that hold data back until it is surely written.
   */
  afterCommit(fn: () => void): void;
  /** Closes the database. */
  close(): void;
}

interface SaveRow {
  run_id: string;
  mode: string;
  seed: string;
  turn: number;
  depth: number;
  inputs: number;
  saved_at: string;
  played_ms: number;
}

interface RunDbRow {
  id: number;
  run_id: string;
  seed: string;
  mode: string;
  outcome: string;
  cause: string | null;
  depth: number | null;
  distance: number | null;
  turns: number;
  kills: number;
  ended_at: string;
  state_hash: string;
  inputs?: string;
  difficulty?: string | null;
  rules?: string | null;
  rules_version?: number | null;
  daily?: string | null;
  content_hash?: string | null;
}

/** Seeds keep their type: a number stays a number, a word a word (stored as JSON). */
function seedText(seed: number | string): string {
  return JSON.stringify(seed);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function asMode(text: string): RunMode {
  return parseRunMode(text) ?? 'campaign';
}

/** Builds the store over an open, migrated database; `close` is the driver's own closing. */
export function createStore(db: Db, file: string, close: () => void): Store {
  const bad = (what: string): StoreError =>
    new StoreError(file, `The save file ${file} ${what}; ${startFreshHint(file)}.`);

  const seedOf = (text: string): number | string => {
    const seed = parseJson(text);
    if (typeof seed !== 'number' && typeof seed !== 'string')
      throw bad('holds a save whose seed does not read');
    return seed;
  };

  const info = (row: SaveRow | undefined): SaveInfo | undefined =>
    row === undefined
      ? undefined
      : {
          runId: row.run_id,
          mode: asMode(row.mode),
          seed: seedOf(row.seed),
          turn: row.turn,
          depth: row.depth,
          inputCount: row.inputs,
          savedAt: row.saved_at,
          playedMs: row.played_ms,
        };

  const runRow = (row: RunDbRow): RunRow => ({
    id: row.id,
    runId: row.run_id,
    seed: seedOf(row.seed),
    mode: asMode(row.mode),
    outcome: row.outcome,
    ...(row.cause !== null ? { cause: row.cause } : {}),
    ...(row.depth !== null ? { depth: row.depth } : {}),
    ...(row.distance !== null ? { distance: row.distance } : {}),
    turns: row.turns,
    kills: row.kills,
    endedAt: row.ended_at,
    stateHash: row.state_hash,
    ...(row.difficulty !== undefined && row.difficulty !== null ? { difficulty: row.difficulty } : {}),
    ...(row.rules !== undefined && row.rules !== null ? { rules: parseJson(row.rules) } : {}),
    ...(row.rules_version !== undefined && row.rules_version !== null
      ? { rulesVersion: row.rules_version }
      : {}),
    ...(row.daily !== undefined && row.daily !== null ? { daily: row.daily } : {}),
    ...(row.content_hash !== undefined && row.content_hash !== null ? { contentHash: row.content_hash } : {}),
  });

  const readInputs = (runId: string, expected: number): unknown[] => {
    const inputs: unknown[] = [];
    for (const row of db.all<{ start: number; commands: string }>(SQL.segmentsOf, [runId])) {
      const part = parseJson(row.commands);
      if (!Array.isArray(part)) throw bad(`holds a save whose input log does not read (run ${runId})`);
      if (row.start !== inputs.length) throw bad(`holds a save whose input log has a gap (run ${runId})`);
      for (const c of part) inputs.push(c);
    }
    if (inputs.length < expected) throw bad(`holds a save whose input log is incomplete (run ${runId})`);
    return inputs;
  };

  // What waits for the open transactions to commit, one list per level of nesting.
  const waiting: (() => void)[][] = [];
  const transaction = <T>(fn: () => T): T => {
    waiting.push([]);
    let result: T;
    try {
      result = db.transaction(fn);
    } catch (error) {
      waiting.pop();
      throw error;
    }
    const done = waiting.pop() ?? [];
    if (waiting.length > 0) waiting[waiting.length - 1].push(...done);
    else for (const f of done) f();
    return result;
  };

  const putChunkRow = (world: string, cx: number, cy: number, bytes: Uint8Array): void => {
    db.run(SQL.putChunk, [world, cx, cy, bytes]);
  };

  return {
    file,
    latestSave: (mode) =>
      info(
        mode === undefined
          ? db.get<SaveRow>(SQL.latestSaveInfo)
          : db.get<SaveRow>(SQL.latestSaveInfoOfMode, [mode]),
      ),
    saveInfo: (runId) => info(db.get<SaveRow>(SQL.saveInfo, [runId])),
    putSave: (save) =>
      db.transaction(() => {
        let stored = db.get<{ inputs: number }>(SQL.saveInputCount, [save.runId])?.inputs ?? 0;
        const n = save.inputs.length;
        // A log that shrank (never in play; a run's log only grows) is written again whole.
        if (stored > n) {
          db.run(SQL.deleteInputs, [save.runId]);
          stored = 0;
        }
        // The turns appended one by one since the last save fold into this save's one segment.
        db.run(SQL.deleteInputsFrom, [save.runId, stored]);
        if (n > stored)
          db.run(SQL.insertSegment, [save.runId, stored, JSON.stringify(save.inputs.slice(stored))]);
        db.run(SQL.upsertSave, [
          save.runId,
          save.mode,
          seedText(save.seed),
          save.turn,
          save.depth,
          n,
          save.state,
          save.savedAt,
          Math.max(0, Math.round(save.playedMs ?? 0)),
        ]);
        db.run(SQL.deleteProgress, [save.runId]);
      }),
    appendInputs: (runId, from, commands, progress) =>
      db.transaction(() => {
        // The save's own row (its state spans many pages) is never rewritten for a turn.
        if (db.get<{ inputs: number }>(SQL.saveInputCount, [runId]) === undefined) return false;
        db.run(SQL.saveProgress, [
          runId,
          progress.turn,
          progress.depth,
          Math.max(0, Math.round(progress.playedMs)),
          progress.savedAt,
        ]);
        if (commands.length > 0) db.run(SQL.insertSegment, [runId, from, JSON.stringify(commands)]);
        return true;
      }),
    getSave: (runId) => {
      const head = info(db.get<SaveRow>(SQL.saveInfo, [runId]));
      if (head === undefined) return undefined;
      const state = db.get<{ state: unknown }>(SQL.saveState, [runId])?.state;
      if (typeof state !== 'string') throw bad(`holds a save whose state is not text (run ${runId})`);
      return { ...head, state, inputs: readInputs(runId, head.inputCount) };
    },
    deleteSave: (runId) =>
      db.transaction(() => {
        db.run(SQL.deleteSave, [runId]);
        db.run(SQL.deleteProgress, [runId]);
        db.run(SQL.deleteInputs, [runId]);
      }),
    finishRun: (run, inputs) =>
      db.transaction(() => {
        db.run(SQL.deleteSave, [run.runId]);
        db.run(SQL.deleteProgress, [run.runId]);
        db.run(SQL.deleteInputs, [run.runId]);
        const values: SqlValue[] = [
          run.runId,
          seedText(run.seed),
          run.mode,
          run.outcome,
          run.cause ?? null,
          run.depth ?? null,
          run.distance ?? null,
          run.turns,
          run.kills,
          run.endedAt,
          run.stateHash,
          JSON.stringify(inputs),
          run.difficulty ?? null,
          run.rules === undefined ? null : JSON.stringify(run.rules),
          run.rulesVersion ?? null,
          run.daily ?? null,
          run.morgue ?? null,
          run.contentHash ?? null,
        ];
        return Number(db.run(SQL.insertRun, values).lastInsertRowid);
      }),
    listRuns: () => db.all<RunDbRow>(SQL.listRuns).map(runRow),
    runMorgue: (id) => db.get<{ morgue: string | null }>(SQL.morgueById, [id])?.morgue ?? undefined,
    bestOfDay: (date) => {
      const row = db.get<RunDbRow>(SQL.bestOfDay, [date]);
      return row === undefined ? undefined : runRow(row);
    },
    getRun: (id) => {
      const row = db.get<RunDbRow>(SQL.runById, [id]);
      if (row === undefined) return undefined;
      const inputs = parseJson(row.inputs ?? '');
      if (!Array.isArray(inputs)) throw bad(`holds run ${id} whose input log does not read`);
      return { ...runRow(row), inputs };
    },
    getChunk: (world, cx, cy) => {
      const data = db.get<{ data: unknown }>(SQL.getChunk, [world, cx, cy])?.data;
      if (data === undefined) return undefined;
      if (!(data instanceof Uint8Array))
        throw bad(`holds chunk ${cx},${cy} of world ${world} that is not bytes`);
      return data;
    },
    putChunk: putChunkRow,
    putChunks: (world, chunks) =>
      db.transaction(() => {
        for (const c of chunks) putChunkRow(world, c.cx, c.cy, c.bytes);
      }),
    chunkCount: (world) => db.get<{ n: number }>(SQL.chunkCount, [world])?.n ?? 0,
    getWorldMeta: (world) => db.get<{ meta: string }>(SQL.getWorld, [world])?.meta,
    putWorldMeta: (world, meta) => void db.run(SQL.putWorld, [world, meta]),
    deleteWorld: (world) =>
      db.transaction(() => {
        db.run(SQL.deleteWorldChunks, [world]);
        db.run(SQL.deleteWorld, [world]);
      }),
    integrityCheck: () =>
      db
        .all<{ integrity_check: string }>(SQL.integrityCheck)
        .map((r) => r.integrity_check)
        .join('\n'),
    transaction,
    afterCommit: (fn) => {
      if (waiting.length > 0) waiting[waiting.length - 1].push(fn);
      else fn();
    },
    close,
  };
}
