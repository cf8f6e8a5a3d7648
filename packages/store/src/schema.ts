/**
 * The database of Hullbreach as SQL, for every driver: the tables, the queries and the
 * migrations keyed by `PRAGMA user_version`. Nothing here imports a Node module, so the browser's
 * WebAssembly SQLite runs the very same statements as better-sqlite3 does in Node.
 */

/** A value SQLite stores or returns. */
export type SqlValue = string | number | bigint | Uint8Array | null;

/** What a statement that changes rows reports. */
export interface RunResult {
  /** Rows changed. */
  readonly changes: number;
  /** The rowid of the last inserted row. */
  readonly lastInsertRowid: number | bigint;
}

/**
 * The smallest driver the store needs. better-sqlite3 and the browser's sqlite-wasm both fit it:
 * `exec` runs statements without parameters, `run`/`get`/`all` run one statement with
 * positional parameters, `transaction` runs `fn` inside BEGIN … COMMIT (ROLLBACK if it throws).
 */
export interface Db {
  exec(sql: string): void;
  run(sql: string, params?: readonly SqlValue[]): RunResult;
  get<T>(sql: string, params?: readonly SqlValue[]): T | undefined;
  all<T>(sql: string, params?: readonly SqlValue[]): T[];
  transaction<T>(fn: () => T): T;
}

/** `PRAGMA application_id` of a Hullbreach database: "HBRC" in ASCII, so another program's file is told apart. */
export const APPLICATION_ID = 0x48425243;

/** The first version: live saves with their input logs, finished runs, and the Endless world's chunks. */
const V1 = `
CREATE TABLE saves (
  run_id   TEXT PRIMARY KEY,
  mode     TEXT NOT NULL,
  seed     TEXT NOT NULL,
  turn     INTEGER NOT NULL,
  depth    INTEGER NOT NULL,
  inputs   INTEGER NOT NULL,
  state    TEXT NOT NULL,
  saved_at TEXT NOT NULL
);
CREATE TABLE inputs (
  run_id  TEXT NOT NULL,
  seq     INTEGER NOT NULL,
  command TEXT NOT NULL,
  PRIMARY KEY (run_id, seq)
) WITHOUT ROWID;
CREATE TABLE runs (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  run_id     TEXT NOT NULL UNIQUE,
  seed       TEXT NOT NULL,
  mode       TEXT NOT NULL,
  outcome    TEXT NOT NULL,
  cause      TEXT,
  depth      INTEGER,
  distance   INTEGER,
  turns      INTEGER NOT NULL,
  kills      INTEGER NOT NULL,
  ended_at   TEXT NOT NULL,
  state_hash TEXT NOT NULL,
  inputs     TEXT NOT NULL
);
CREATE INDEX runs_by_end ON runs (ended_at DESC, id DESC);
CREATE TABLE worlds (
  world TEXT PRIMARY KEY,
  meta  TEXT NOT NULL
);
CREATE TABLE chunks (
  world TEXT NOT NULL,
  cx    INTEGER NOT NULL,
  cy    INTEGER NOT NULL,
  data  BLOB NOT NULL,
  PRIMARY KEY (world, cx, cy)
) WITHOUT ROWID;
`;

/**
 * The second version: a live save's input log is kept in segments, one row for the commands each
 * save added (a JSON array starting at command number `start`), instead of one row a command:
 * Continue then reads a few rows, not thousands. Version 1's rows are folded into one segment.
 */
const V2 = `
CREATE TABLE input_segments (
  run_id   TEXT NOT NULL,
  start    INTEGER NOT NULL,
  commands TEXT NOT NULL,
  PRIMARY KEY (run_id, start)
) WITHOUT ROWID;
INSERT INTO input_segments (run_id, start, commands)
  SELECT run_id, 0, json_group_array(json(command) ORDER BY seq) FROM inputs GROUP BY run_id;
DROP TABLE inputs;
`;

/**
 * The third version: chunks in an ordinary rowid table with a unique (world, cx, cy) index. In the
 * first layout (WITHOUT ROWID) a row may keep only about a quarter of a page in its leaf, so every
 * chunk of about 1.4 KB spilled its tail into an overflow page of its own (4.6 KB of file per
 * chunk); a rowid table's leaf holds the whole row, three or so to a page.
 */
const V3 = `
CREATE TABLE chunks_v3 (
  id    INTEGER PRIMARY KEY,
  world TEXT NOT NULL,
  cx    INTEGER NOT NULL,
  cy    INTEGER NOT NULL,
  data  BLOB NOT NULL,
  UNIQUE (world, cx, cy)
);
INSERT INTO chunks_v3 (world, cx, cy, data) SELECT world, cx, cy, data FROM chunks ORDER BY world, cx, cy;
DROP TABLE chunks;
ALTER TABLE chunks_v3 RENAME TO chunks;
`;

/**
 * The fourth version: a live save keeps the time the run has been played (milliseconds of the
 * playing screen), so Continue goes on counting from there instead of from 0:00.
 */
const V4 = `
ALTER TABLE saves ADD COLUMN played_ms INTEGER NOT NULL DEFAULT 0;
`;

/**
 * The fifth version: a finished run keeps the rules it was played under (difficulty, lamp,
 * autopickup, as JSON, and the difficulty on its own for listing), the version of the game's rules,
 * the date of a seed-of-the-day run, and its morgue text. Runs from before have none of them.
 */
const V5 = `
ALTER TABLE runs ADD COLUMN difficulty TEXT;
ALTER TABLE runs ADD COLUMN rules TEXT;
ALTER TABLE runs ADD COLUMN rules_version INTEGER;
ALTER TABLE runs ADD COLUMN daily TEXT;
ALTER TABLE runs ADD COLUMN morgue TEXT;
CREATE INDEX runs_by_daily ON runs (daily) WHERE daily IS NOT NULL;
`;

/**
 * The sixth version: where a live save stands after the turns appended since its state was
 * written (turn, place, time played) is kept in a small row of its own, so that making a turn
 * durable never rewrites the save's row, whose state text spans many overflow pages.
 */
const V6 = `
CREATE TABLE save_progress (
  run_id    TEXT PRIMARY KEY,
  turn      INTEGER NOT NULL,
  depth     INTEGER NOT NULL,
  played_ms INTEGER NOT NULL,
  saved_at  TEXT NOT NULL
) WITHOUT ROWID;
`;

/**
 * The seventh version: a finished run keeps the hash of the content it was played with (the
 * built-in content and the mods of content/), so a replay under other content is refused. Runs
 * from before have none: they were played with the built-in content.
 */
const V7 = `
ALTER TABLE runs ADD COLUMN content_hash TEXT;
`;

/**
 * The migrations, in order: entry `i` takes a database from `user_version` i to i + 1. A new
 * version of the game only ever appends to this list.
 */
export const MIGRATIONS: readonly string[] = [V1, V2, V3, V4, V5, V6, V7];

/**
 * A database migrated from a version below this one is worth compacting afterwards (`VACUUM`,
 * outside the migration's transaction): version 3 copied every chunk into a new table, and the
 * old table's pages would otherwise stay in the file as free space.
 */
export const COMPACT_BELOW = 3;

/** The `user_version` this build writes and reads. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/** The queries, one place for every driver. Parameters are positional. */
export const SQL = {
  userVersion: 'PRAGMA user_version',
  applicationId: 'PRAGMA application_id',
  quickCheck: 'PRAGMA quick_check',
  integrityCheck: 'PRAGMA integrity_check',
  tableCount: "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'",

  saveInfo: `SELECT s.run_id, s.mode, s.seed, coalesce(p.turn, s.turn) AS turn, coalesce(p.depth, s.depth) AS depth,
    s.inputs, coalesce(p.saved_at, s.saved_at) AS saved_at, coalesce(p.played_ms, s.played_ms) AS played_ms
    FROM saves s LEFT JOIN save_progress p ON p.run_id = s.run_id WHERE s.run_id = ?`,
  latestSaveInfo: `SELECT s.run_id, s.mode, s.seed, coalesce(p.turn, s.turn) AS turn, coalesce(p.depth, s.depth) AS depth,
    s.inputs, coalesce(p.saved_at, s.saved_at) AS saved_at, coalesce(p.played_ms, s.played_ms) AS played_ms
    FROM saves s LEFT JOIN save_progress p ON p.run_id = s.run_id
    ORDER BY coalesce(p.saved_at, s.saved_at) DESC, s.rowid DESC LIMIT 1`,
  latestSaveInfoOfMode: `SELECT s.run_id, s.mode, s.seed, coalesce(p.turn, s.turn) AS turn, coalesce(p.depth, s.depth) AS depth,
    s.inputs, coalesce(p.saved_at, s.saved_at) AS saved_at, coalesce(p.played_ms, s.played_ms) AS played_ms
    FROM saves s LEFT JOIN save_progress p ON p.run_id = s.run_id
    WHERE s.mode = ? ORDER BY coalesce(p.saved_at, s.saved_at) DESC, s.rowid DESC LIMIT 1`,
  saveState: 'SELECT state FROM saves WHERE run_id = ?',
  saveInputCount: 'SELECT inputs FROM saves WHERE run_id = ?',
  upsertSave: `INSERT INTO saves (run_id, mode, seed, turn, depth, inputs, state, saved_at, played_ms)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (run_id) DO UPDATE SET mode = excluded.mode, seed = excluded.seed, turn = excluded.turn,
      depth = excluded.depth, inputs = excluded.inputs, state = excluded.state, saved_at = excluded.saved_at,
      played_ms = excluded.played_ms`,
  saveProgress: `INSERT INTO save_progress (run_id, turn, depth, played_ms, saved_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (run_id) DO UPDATE SET turn = excluded.turn, depth = excluded.depth,
      played_ms = excluded.played_ms, saved_at = excluded.saved_at`,
  deleteProgress: 'DELETE FROM save_progress WHERE run_id = ?',
  deleteSave: 'DELETE FROM saves WHERE run_id = ?',
  insertSegment: 'INSERT OR REPLACE INTO input_segments (run_id, start, commands) VALUES (?, ?, ?)',
  deleteInputs: 'DELETE FROM input_segments WHERE run_id = ?',
  deleteInputsFrom: 'DELETE FROM input_segments WHERE run_id = ? AND start >= ?',
  segmentsOf: 'SELECT start, commands FROM input_segments WHERE run_id = ? ORDER BY start',

  insertRun: `INSERT INTO runs (run_id, seed, mode, outcome, cause, depth, distance, turns, kills, ended_at, state_hash, inputs,
      difficulty, rules, rules_version, daily, morgue, content_hash)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  listRuns: `SELECT id, run_id, seed, mode, outcome, cause, depth, distance, turns, kills, ended_at, state_hash,
      difficulty, rules, rules_version, daily, content_hash
    FROM runs ORDER BY ended_at DESC, id DESC`,
  runById: `SELECT id, run_id, seed, mode, outcome, cause, depth, distance, turns, kills, ended_at, state_hash, inputs,
      difficulty, rules, rules_version, daily, content_hash
    FROM runs WHERE id = ?`,
  morgueById: 'SELECT morgue FROM runs WHERE id = ?',
  bestOfDay: `SELECT id, run_id, seed, mode, outcome, cause, depth, distance, turns, kills, ended_at, state_hash,
      difficulty, rules, rules_version, daily, content_hash
    FROM runs WHERE daily = ?
    ORDER BY outcome = 'won' DESC, coalesce(depth, distance, 0) DESC, turns ASC, id ASC LIMIT 1`,

  getChunk: 'SELECT data FROM chunks WHERE world = ? AND cx = ? AND cy = ?',
  putChunk: `INSERT INTO chunks (world, cx, cy, data) VALUES (?, ?, ?, ?)
    ON CONFLICT (world, cx, cy) DO UPDATE SET data = excluded.data`,
  chunkCount: 'SELECT count(*) AS n FROM chunks WHERE world = ?',
  getWorld: 'SELECT meta FROM worlds WHERE world = ?',
  putWorld: `INSERT INTO worlds (world, meta) VALUES (?, ?) ON CONFLICT (world) DO UPDATE SET meta = excluded.meta`,
  deleteWorldChunks: 'DELETE FROM chunks WHERE world = ?',
  deleteWorld: 'DELETE FROM worlds WHERE world = ?',
} as const;

/**
 * Brings a database from `from` (its `user_version`) up to {@link SCHEMA_VERSION} in one
 * transaction, setting the application id on the way. The caller has checked `from` is not newer.
 */
export function migrate(db: Db, from: number): void {
  if (from >= SCHEMA_VERSION) return;
  db.transaction(() => {
    for (let v = from; v < SCHEMA_VERSION; v++) db.exec(MIGRATIONS[v]);
    db.exec(`PRAGMA application_id = ${APPLICATION_ID}`);
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
  });
}
