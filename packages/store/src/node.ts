import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { COMPACT_BELOW, migrate, SQL, type Db, type SqlValue } from './schema.js';
import {
  checkIdentity,
  createStore,
  prepareDatabase,
  startFreshHint,
  StoreError,
  type Store,
} from './store.js';

/** The database file's name inside the data folder. */
export const DATABASE_NAME = 'hullbreach.sqlite';

const MAGIC = 'SQLite format 3\0';

type Sqlite = Database.Database;

/** The better-sqlite3 connection as the store's tiny driver; every SQLite failure becomes a StoreError. */
function nodeDb(sqlite: Sqlite, file: string): Db {
  const statements = new Map<string, Database.Statement>();
  const prepare = (sql: string): Database.Statement => {
    let s = statements.get(sql);
    if (s === undefined) {
      s = sqlite.prepare(sql);
      statements.set(sql, s);
    }
    return s;
  };
  const guard = <T>(fn: () => T): T => {
    try {
      return fn();
    } catch (error) {
      throw asStoreError(error, file);
    }
  };
  return {
    exec: (sql) => guard(() => void sqlite.exec(sql)),
    run: (sql, params = []) =>
      guard(() => {
        const r = prepare(sql).run(...(params as SqlValue[]));
        return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
      }),
    get: <T>(sql: string, params: readonly SqlValue[] = []) =>
      guard(() => prepare(sql).get(...(params as SqlValue[])) as T | undefined),
    all: <T>(sql: string, params: readonly SqlValue[] = []) =>
      guard(() => prepare(sql).all(...(params as SqlValue[])) as T[]),
    transaction: <T>(fn: () => T) => guard(() => sqlite.transaction(fn)()),
  };
}

/** Turns whatever SQLite threw into one sentence about the file (a StoreError passes through). */
function asStoreError(error: unknown, file: string): StoreError {
  if (error instanceof StoreError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const text = error instanceof Error ? error.message.split('\n')[0] : String(error);
  if (code === 'SQLITE_NOTADB')
    return new StoreError(file, `The save file ${file} is not a SQLite database; ${startFreshHint(file)}.`);
  if (code.startsWith('SQLITE_CORRUPT'))
    return new StoreError(file, `The save file ${file} is damaged (${text}); ${startFreshHint(file)}.`);
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
    return new StoreError(
      file,
      `The save file ${file} is in use by another Hullbreach that does not let go (${text}); close it and try again.`,
    );
  return new StoreError(
    file,
    `The save file ${file} could not be read or written (${code !== '' ? `${code}: ` : ''}${text}).`,
  );
}

/** What the first 100 bytes of a file say, read without opening it as a database. */
function readHeader(file: string, size: number): Buffer {
  const header = Buffer.alloc(Math.min(100, size));
  const fd = openSync(file, 'r');
  try {
    readSync(fd, header, 0, header.length, 0);
  } finally {
    closeSync(fd);
  }
  return header;
}

function looksLikeText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  for (const b of bytes) if (b < 9 || (b > 13 && b < 32) || b === 127) return false;
  return true;
}

/**
 * Refuses a file from its header alone when it is plainly not ours: empty, not SQLite, shorter than
 * its header says, another program's database, or a newer version of the game's. Reads only.
 */
function checkHeader(file: string): void {
  const size = statSync(file).size;
  const refuse = (what: string): never => {
    throw new StoreError(file, `The save file ${file} ${what}; ${startFreshHint(file)}.`);
  };
  if (size === 0) refuse('is empty (0 bytes), not a Hullbreach database');
  const h = readHeader(file, size);
  const start = h.toString('latin1', 0, Math.min(16, h.length));
  if (h.length < 100 && MAGIC.startsWith(start))
    refuse(`is truncated (${size} bytes: the start of a SQLite database and nothing more)`);
  if (h.length < 100 || start !== MAGIC) {
    if (looksLikeText(h)) refuse('is a text file, not a Hullbreach database');
    refuse('is not a SQLite database (its first bytes are not a SQLite header)');
  }
  const raw = h.readUInt16BE(16);
  const pageSize = raw === 1 ? 65536 : raw;
  if (pageSize < 512 || (pageSize & (pageSize - 1)) !== 0)
    refuse('is damaged (its header names no page size)');
  const pages = h.readUInt32BE(28);
  const pagesValid = h.readUInt32BE(24) === h.readUInt32BE(92);
  // With a write-ahead log beside it, the file may lag behind its header (a checkpoint cut short
  // by a crash): SQLite recovers that from the log, so only a file without one is judged by size.
  const wal = existsSync(`${file}-wal`) && statSync(`${file}-wal`).size > 0;
  if (!wal && (size % pageSize !== 0 || (pagesValid && size < pages * pageSize)))
    refuse(
      `is truncated (${size} bytes, where its header promises ${pagesValid ? pages * pageSize : 'whole pages'})`,
    );
  checkIdentity(file, h.readUInt32BE(60), h.readUInt32BE(68));
}

/** Creates a new database beside `file` and links it into place only when whole, so no half-made file is ever seen. */
function createFresh(file: string): void {
  const temp = `${file}.new-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    const sqlite = new Database(temp);
    try {
      migrate(nodeDb(sqlite, temp), 0);
      sqlite.pragma('journal_mode = WAL');
    } finally {
      sqlite.close();
    }
    try {
      linkSync(temp, file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Someone made it first: theirs is as good as ours. A file system without hard links: rename.
      if (code !== 'EEXIST') {
        if (!existsSync(file)) renameSync(temp, file);
      }
    }
  } finally {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(temp + suffix, { force: true });
  }
}

/**
 * Checks that an opened file is a whole Hullbreach database this version can read, and returns
 * its schema version. It asks SQLite itself, since the header may lag behind the log (-wal).
 */
function checkOpened(db: Db, file: string): number {
  const version = db.get<{ user_version: number }>(SQL.userVersion)?.user_version ?? 0;
  const applicationId = db.get<{ application_id: number }>(SQL.applicationId)?.application_id ?? 0;
  checkIdentity(file, version, applicationId >>> 0);
  const check = db.all<{ quick_check: string }>(SQL.quickCheck).map((r) => r.quick_check);
  if (check.length !== 1 || check[0] !== 'ok') {
    // SQLite's report runs over several lines: said on one, so the hint after it is read too.
    const report = check
      .slice(0, 2)
      .join('; ')
      .replace(/\s*\n\s*/g, ' ');
    throw new StoreError(
      file,
      `The save file ${file} is damaged (quick_check: ${report}); ${startFreshHint(file)}.`,
    );
  }
  return version;
}

/** Whether the file has a log (-wal) with something in it: a program stopped mid-write, or is running. */
function hasLog(file: string): boolean {
  return existsSync(`${file}-wal`) && statSync(`${file}-wal`).size > 0;
}

/** Options of {@link openStore}. */
export interface OpenStoreOptions {
  /** Create the file when it does not exist (default true); false raises a StoreError instead. */
  readonly create?: boolean;
}

/**
 * Opens (creating it whole on first use) the Hullbreach database at `file`: WAL journal, the
 * schema migrated in one transaction, `quick_check` passed. Any problem with the file raises one
 * {@link StoreError} and leaves the file's bytes as they were. `:memory:` opens a private
 * database that vanishes on close.
 */
export function openStore(file: string, options: OpenStoreOptions = {}): Store {
  if (file === ':memory:') {
    const sqlite = new Database(':memory:');
    const db = nodeDb(sqlite, file);
    migrate(db, 0);
    return createStore(db, file, () => sqlite.close());
  }
  try {
    if (!existsSync(file)) {
      if (options.create === false)
        throw new StoreError(file, `There is no save file at ${file} yet: nothing has been saved there.`);
      // A log without its database (the file was moved away alone) would be read into a new one.
      if (hasLog(file))
        throw new StoreError(
          file,
          `The save file ${file} is missing but its log ${file}-wal is still there; move the log away too (for example: mv "${file}-wal" "${file}.bad-wal") and run again.`,
        );
      mkdirSync(dirname(file), { recursive: true });
      createFresh(file);
    }
    checkHeader(file);
  } catch (error) {
    if (error instanceof StoreError) throw error;
    const text = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new StoreError(file, `The save file ${file} could not be opened (${text}).`);
  }
  let sqlite: Sqlite | undefined;
  try {
    // A file with a log is checked by a connection that cannot write: closing a writer would fold
    // the log into a file it refuses. Without a log, the writer checks it (there is nothing to fold).
    let checked: number | undefined;
    if (hasLog(file)) {
      const reader = new Database(file, { readonly: true, fileMustExist: true, timeout: 5000 });
      try {
        checked = checkOpened(nodeDb(reader, file), file);
      } finally {
        reader.close();
      }
    }
    sqlite = new Database(file, { fileMustExist: true, timeout: 5000 });
    const db = nodeDb(sqlite, file);
    const version = checked ?? checkOpened(db, file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    prepareDatabase(db, file);
    if (version > 0 && version < COMPACT_BELOW) {
      try {
        sqlite.exec('VACUUM');
      } catch {
        // Compacting only gives back free pages: a file that stays larger is still whole.
      }
    }
    const open = sqlite;
    return createStore(db, file, () => open.close());
  } catch (error) {
    sqlite?.close();
    throw asStoreError(error, file);
  }
}
