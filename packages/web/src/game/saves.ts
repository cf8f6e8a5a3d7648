/**
 * The browser's saves: SQLite's WebAssembly build on the origin-private file system as the
 * store's driver. Everything else (the persistence, Endless worlds, version checks) is the
 * store's portable part, the same code the terminal game runs.
 */
import { createStore, prepareDatabase, type Db, type SqlValue, type Store } from '@hullbreach/store/portable';
import type sqlite3InitModule from '@sqlite.org/sqlite-wasm';
import { OTHER_TAB } from './protocol.js';

/** What the player is told when the browser keeps nothing for the page. */
export const NO_STORAGE =
  'This browser gives the page no private file storage (OPFS), so runs cannot be saved here.';

export { OTHER_TAB } from './protocol.js';

/** The database's name inside the origin-private file system. */
const FILE = '/hullbreach.sqlite';

/** The Web Lock the tab holding the saves keeps for as long as it lives. */
export const SAVES_LOCK = 'hullbreach-saves';

/** How to start fresh in a browser. */
const BROWSER_HINT = "to start fresh, clear this site's data in the browser";

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

/**
 * The saves lock, when this tab can have it now (`undefined`: another tab holds it). Held until
 * the worker ends; `waitForIt` resolves once a tab that has to wait gets it (one request, however
 * often it is called).
 */
export function claimSaves(): { held: Promise<boolean>; waitForIt: () => Promise<void> } {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks === undefined) return { held: Promise.resolve(true), waitForIt: () => Promise.resolve() };
  const forever = new Promise<void>(() => undefined);
  const held = new Promise<boolean>((resolve) => {
    void locks.request(SAVES_LOCK, { ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      return lock === null ? undefined : forever;
    });
  });
  // One queued request, however often it is asked for.
  let queued: Promise<void> | undefined;
  const waitForIt = (): Promise<void> =>
    (queued ??= new Promise<void>((resolve) => {
      void locks.request(SAVES_LOCK, () => {
        resolve();
        return forever;
      });
    }));
  return { held, waitForIt };
}

/**
 * Opens the save database on the origin-private file system; throws a sentence for the player.
 * A pool that fails to start is left as it is (`preserveOnInitFailure`): nothing is ever deleted.
 */
export async function openBrowserStore(journal: SavesJournal = 'wal'): Promise<BrowserSaves> {
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
    pool = await sqlite3.installOpfsSAHPoolVfs({
      name: 'hullbreach-saves',
      initialCapacity: 4,
      preserveOnInitFailure: true,
    });
  } catch (error) {
    const missing = error instanceof Error && /Missing required OPFS/i.test(error.message);
    throw new Error(missing ? NO_STORAGE : OTHER_TAB);
  }
  const raw = new pool.OpfsSAHPoolDb(FILE);
  const store = browserStore(raw, FILE, journal);
  return {
    store,
    checkpoint: () => {
      if (journal === 'wal') raw.exec('PRAGMA wal_checkpoint(PASSIVE)');
    },
  };
}

/**
 * How the saves are journalled: `wal` (the site's: a turn's commit appends to the write-ahead log
 * and waits for no disk sync) or `rollback` (every commit synced to disk, as the site did before;
 * kept so bench:web-game can compare the two in one run).
 */
export type SavesJournal = 'wal' | 'rollback';

/** The open saves of the page: the store, and a checkpoint that syncs what the log holds to disk. */
export interface BrowserSaves {
  readonly store: Store;
  /** Copies the write-ahead log into the database, both synced to disk (for idle time). */
  readonly checkpoint: () => void;
}

/**
 * The store over an open database of the pool, with the site's pragmas, version checks and
 * migrations (the game's saves and the browser test of the store's persistence scenarios).
 */
export function browserStore(raw: OoDb, file: string, journal: SavesJournal = 'wal'): Store {
  try {
    const db = wasmDb(raw);
    // Every turn is a commit, written before the worker takes its next key. The connection keeps
    // its lock (the tab holds the saves alone, by its Web Lock), which also lets the write-ahead
    // log work without shared memory (the pool has none). In WAL with synchronous NORMAL a
    // commit appends to the log file and returns: the file system has it, so a closed tab, a
    // reload or a crashed browser loses nothing, and the key does not wait for a disk sync (tens
    // of milliseconds on a busy machine; bench:web-game). Only a power cut or an OS crash before
    // the next checkpoint (idle time, see the worker) could take back the last turns, and never
    // corrupts the file, as for the terminal game's WAL saves.
    db.exec('PRAGMA locking_mode = EXCLUSIVE');
    const wal =
      journal === 'wal' &&
      db.get<{ journal_mode: string }>('PRAGMA journal_mode = WAL')?.journal_mode === 'wal';
    // Otherwise (asked for, or a build without WAL) the rollback journal, its file kept (the pool
    // would otherwise drop and re-create it, each time rewriting its own file table); each commit syncs.
    if (!wal) db.get('PRAGMA journal_mode = PERSIST');
    db.exec('PRAGMA synchronous = NORMAL');
    prepareDatabase(db, 'of this site', BROWSER_HINT);
    return createStore(db, file, () => raw.close());
  } catch (error) {
    raw.close();
    throw error;
  }
}
