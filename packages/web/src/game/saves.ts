import {
  recordSession,
  resumeCoreGame,
  resumeEndlessSession,
  savePlace,
  startCoreGame,
  startEndlessSession,
  summariseRun,
  type ChunkSource,
  type Command,
  type GameSession,
  type LiveSaveSummary,
  type Persistence,
  type RecordedSession,
  type RunMode,
  type RunOutcome,
} from '@hullbreach/game';
import {
  APPLICATION_ID,
  createStore,
  migrate,
  SCHEMA_VERSION,
  SQL,
  type Db,
  type SqlValue,
  type Store,
} from '@hullbreach/store/portable';
import type sqlite3InitModule from '@sqlite.org/sqlite-wasm';

/** What the player is told when the browser keeps nothing for the page. */
export const NO_STORAGE =
  'This browser gives the page no private file storage (OPFS), so runs cannot be saved here.';

/** The database's name inside the origin-private file system. */
const FILE = '/hullbreach.sqlite';

type Sqlite3 = Awaited<ReturnType<typeof sqlite3InitModule>>;
type OoDb = InstanceType<Sqlite3['oo1']['DB']>;

/** SQLite's WebAssembly build as the store's driver; nested transactions become savepoints. */
function wasmDb(db: OoDb): Db {
  let depth = 0;
  const bind = (params: readonly SqlValue[] | undefined) =>
    params === undefined || params.length === 0 ? undefined : (params as SqlValue[]);
  return {
    exec: (sql) => void db.exec(sql),
    run: (sql, params) => {
      db.exec({ sql, bind: bind(params) });
      return {
        changes: Number(db.changes()),
        lastInsertRowid: Number(db.selectValue('SELECT last_insert_rowid()')),
      };
    },
    get: <T>(sql: string, params?: readonly SqlValue[]) =>
      db.selectObject(sql, bind(params)) as T | undefined,
    all: <T>(sql: string, params?: readonly SqlValue[]) => db.selectObjects(sql, bind(params)) as T[],
    transaction: <T>(fn: () => T): T => {
      const name = `hb${depth}`;
      db.exec(depth === 0 ? 'BEGIN' : `SAVEPOINT ${name}`);
      depth++;
      try {
        const out = fn();
        depth--;
        db.exec(depth === 0 ? 'COMMIT' : `RELEASE ${name}`);
        return out;
      } catch (error) {
        depth--;
        db.exec(depth === 0 ? 'ROLLBACK' : `ROLLBACK TO ${name}; RELEASE ${name}`);
        throw error;
      }
    },
  };
}

/** Opens the save database on the origin-private file system; throws a sentence for the player. */
export async function openBrowserStore(): Promise<Store> {
  let sqlite3: Sqlite3;
  try {
    // Loaded on its own: SQLite's code is a chunk apart from the game's.
    const { default: init } = await import('@sqlite.org/sqlite-wasm');
    sqlite3 = await init();
  } catch (error) {
    throw new Error(`SQLite could not start in this browser (${String(error)}).`);
  }
  let pool: Awaited<ReturnType<Sqlite3['installOpfsSAHPoolVfs']>>;
  try {
    pool = await sqlite3.installOpfsSAHPoolVfs({ name: 'hullbreach-saves', initialCapacity: 4 });
  } catch {
    throw new Error(NO_STORAGE);
  }
  const raw = new pool.OpfsSAHPoolDb(FILE);
  const db = wasmDb(raw);
  const version = Number(db.get<{ user_version: number }>(SQL.userVersion)?.user_version ?? 0);
  const appId = Number(db.get<{ application_id: number }>(SQL.applicationId)?.application_id ?? 0) >>> 0;
  const tables = Number(db.get<{ n: number }>(SQL.tableCount)?.n ?? 0);
  if (tables > 0 && appId !== APPLICATION_ID)
    throw new Error('The saves of this site belong to another program; clear the site data to start fresh.');
  if (version > SCHEMA_VERSION)
    throw new Error('The saves of this site were written by a newer Hullbreach; reload to get it.');
  migrate(db, version);
  return createStore(db, FILE, () => raw.close());
}

/** The store's name for the Endless world of a seed (the terminal game names them the same way). */
export function worldKey(seed: number | string): string {
  return typeof seed === 'number' ? `seed:${seed}` : `word:${seed}`;
}

/** A chunk source over the store's chunk table, for one world. */
function chunkSource(store: Store, world: string): ChunkSource {
  return {
    load: (cx, cy) => store.getChunk(world, cx, cy),
    save: (cx, cy, data) => store.putChunk(world, cx, cy, data),
  };
}

/** Starts a new Endless run over the store (replacing any stored world of that seed). */
export function startStoredEndless(store: Store, seed: number | string): GameSession {
  const world = worldKey(seed);
  store.deleteWorld(world);
  store.putWorldMeta(world, JSON.stringify({ seed }));
  return startEndlessSession(seed, chunkSource(store, world));
}

function isCommand(value: unknown): value is Command {
  return (
    typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string'
  );
}

/** The app's persistence over the browser's store: the same tables and rows as the terminal game's. */
export class BrowserPersistence implements Persistence {
  /** The run being played, saved when the page is hidden. */
  private current: RecordedSession | undefined;

  /** Wraps an open store; `now` gives ISO times, `newId` run ids. */
  constructor(
    readonly store: Store,
    private readonly now: () => string,
    private readonly newId: () => string,
  ) {}

  liveSave(): LiveSaveSummary | undefined {
    const info = this.store.latestSave();
    return info === undefined
      ? undefined
      : { seed: info.seed, mode: info.mode, turn: info.turn, depth: info.depth };
  }

  resume(): RecordedSession {
    const info = this.store.latestSave();
    const save = info === undefined ? undefined : this.store.getSave(info.runId);
    if (save === undefined) throw new Error('There is no saved run to continue.');
    if (!save.inputs.every(isCommand))
      throw new Error('The saved run does not decode (its input log holds something that is not a command).');
    let game: GameSession;
    try {
      game =
        save.mode === 'endless'
          ? resumeEndlessSession(save.state, chunkSource(this.store, worldKey(save.seed)))
          : resumeCoreGame(save.state);
    } catch (error) {
      throw new Error(
        `The saved run does not decode (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
    const session = recordSession(game, {
      runId: save.runId,
      seed: save.seed,
      mode: save.mode as RunMode,
      inputs: save.inputs,
    });
    this.current = session;
    return session;
  }

  newRunId(): string {
    return this.newId();
  }

  save(session: RecordedSession): void {
    this.current = session;
    this.store.transaction(() => {
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
        savedAt: this.now(),
      });
    });
  }

  finish(session: RecordedSession, outcome: RunOutcome): void {
    if (this.current === session) this.current = undefined;
    this.store.finishRun(
      { runId: session.runId, ...summariseRun(session, outcome), endedAt: this.now() },
      session.inputs,
    );
  }

  /** Saves the run being played, if one is (the page is being hidden or closed). */
  saveCurrent(): void {
    const session = this.current;
    if (session !== undefined && session.view().outcome === 'playing') this.save(session);
  }
}

/** A new campaign run from a seed (the app's default, named here for the worker). */
export const startCampaign = startCoreGame;
