import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from './node.js';
import { APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION } from './schema.js';
import { StoreError, type RunRecord, type Store } from './store.js';

const require = createRequire(import.meta.url);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hullbreach-store-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A store file with one save, one finished run and one chunk in it, closed. */
function makeRealDb(file: string): void {
  const store = openStore(file);
  store.putSave({
    runId: 'a',
    mode: 'campaign',
    seed: 7,
    turn: 12,
    depth: 1,
    state: JSON.stringify({ filler: 'x'.repeat(20_000) }),
    inputs: Array.from({ length: 300 }, (_, i) => ({ kind: 'move', dx: i % 3, dy: 1 })),
    savedAt: '2026-11-23T20:00:00.000Z',
  });
  store.putChunk('w', 0, 0, new Uint8Array(4000).fill(7));
  store.close();
}

/** Deterministic pseudo-random bytes (a xorshift stream), so the "random file" is the same every run. */
function noise(length: number, seed: number): Buffer {
  const out = Buffer.alloc(length);
  let x = seed | 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

/** Opening `file` must raise one StoreError naming the file and how to start fresh, and touch nothing. */
function expectRefused(file: string, reason: RegExp): void {
  const before = readFileSync(file);
  const siblings = readdirSync(dir).sort();
  let caught: unknown;
  try {
    openStore(file).close();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(StoreError);
  const message = (caught as StoreError).message;
  expect(message).toContain(file);
  expect(message).toMatch(reason);
  expect(message).toMatch(/start fresh|update the game/);
  expect(message).not.toContain('\n');
  expect((caught as StoreError).stack ?? '').not.toBe('');
  expect(readFileSync(file).equals(before)).toBe(true);
  expect(readdirSync(dir).sort()).toEqual(siblings);
}

describe('openStore on files that are not a Hullbreach database', () => {
  it('refuses an empty file', () => {
    const file = join(dir, 'hullbreach.sqlite');
    writeFileSync(file, '');
    expectRefused(file, /empty/);
  });

  it('refuses a text file', () => {
    const file = join(dir, 'hullbreach.sqlite');
    writeFileSync(file, 'These are my notes about the station.\nDo not lose them.\n');
    expectRefused(file, /text file/);
  });

  it('refuses random bytes, short and long', () => {
    for (const [length, seed] of [
      [37, 1],
      [4096, 2],
      [100_000, 3],
    ]) {
      const file = join(dir, `noise-${seed}.sqlite`);
      writeFileSync(file, noise(length, seed));
      expectRefused(file, /not a SQLite database/);
    }
  });

  it('refuses a truncated database at many cut points', () => {
    const whole = join(dir, 'whole.sqlite');
    makeRealDb(whole);
    const bytes = readFileSync(whole);
    rmSync(whole);
    const cuts = [1, 50, 99, 100, 101, 1000, 4096, 4097, bytes.length - 4096, bytes.length - 1];
    for (const cut of cuts) {
      const file = join(dir, `cut-${cut}.sqlite`);
      writeFileSync(file, bytes.subarray(0, cut));
      expectRefused(file, /truncated/);
    }
  });

  it("refuses another program's database", () => {
    const file = join(dir, 'hullbreach.sqlite');
    const other = new Database(file);
    other.exec("CREATE TABLE contacts (name TEXT, phone TEXT); INSERT INTO contacts VALUES ('Ada', '555')");
    other.close();
    expectRefused(file, /another program/);
  });

  it('refuses a database from a newer version of the game', () => {
    const file = join(dir, 'hullbreach.sqlite');
    makeRealDb(file);
    const raw = new Database(file);
    raw.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    raw.close();
    expectRefused(file, /newer version/);
  });

  it('refuses a newer database whose version is still in its log, leaving the file and the log as they were', () => {
    const file = join(dir, 'hullbreach.sqlite');
    makeRealDb(file);
    // A newer game that stopped mid-write: its change is in the log (-wal) only.
    const script = `const D = require(${JSON.stringify(require.resolve('better-sqlite3'))});
      const db = new D(${JSON.stringify(file)}); db.pragma('journal_mode = WAL');
      db.pragma('wal_autocheckpoint = 0'); db.pragma('user_version = ${SCHEMA_VERSION + 1}');
      process.kill(process.pid, 'SIGKILL');`;
    spawnSync(process.execPath, ['-e', script]);
    const log = readFileSync(`${file}-wal`);
    expect(log.length).toBeGreaterThan(0);
    expectRefused(file, /newer version/);
    expect(readFileSync(`${file}-wal`).equals(log)).toBe(true);
    // The hint moves the log along with the file, and a log left alone is refused, not read.
    rmSync(file);
    let caught: unknown;
    try {
      openStore(file).close();
    } catch (error) {
      caught = error;
    }
    expect((caught as Error).message).toMatch(
      /^The save file .* is missing but its log .*-wal is still there; move/,
    );
    expect(existsSync(file)).toBe(false);
  });

  it('says a damaged file on one line, ending with how to start fresh', () => {
    const whole = join(dir, 'whole.sqlite');
    makeRealDb(whole);
    const bytes = readFileSync(whole);
    rmSync(whole);
    // The start of each page after the header's overwritten: SQLite's own check reports some of
    // them over several lines, which must still reach the player as one line with its hint.
    let checked = 0;
    for (let page = 1; page < bytes.length / 4096; page++) {
      const file = join(dir, `page-${page}.sqlite`);
      writeFileSync(file, Buffer.from(bytes).fill(0xff, page * 4096, page * 4096 + 600));
      expectRefused(file, /is damaged \(.*\); to start fresh, move it away/);
      try {
        openStore(file).close();
      } catch (error) {
        if ((error as Error).message.includes('(quick_check: ')) checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('refuses a directory where the file should be', () => {
    const folder = join(dir, 'hullbreach.sqlite');
    mkdirSync(folder);
    expect(() => openStore(folder)).toThrow(/could not be opened|not a SQLite/);
    expect(readdirSync(folder)).toEqual([]);
  });
});

/** A database as version 1 of the game left it: its schema, our id, user_version 1, WAL. */
function makeVersion1(file: string, fill: (raw: Database.Database) => void): void {
  const raw = new Database(file);
  raw.exec(MIGRATIONS[0]);
  raw.pragma(`application_id = ${APPLICATION_ID}`);
  raw.pragma('user_version = 1');
  fill(raw);
  raw.pragma('journal_mode = WAL');
  raw.close();
}

describe('migrations', () => {
  it('a version 1 database is brought up to date on open, its live save and input log intact', () => {
    const file = join(dir, 'hullbreach.sqlite');
    const commands = Array.from({ length: 40 }, (_, i) => ({ kind: 'move', dx: (i % 3) - 1, dy: i % 2 }));
    makeVersion1(file, (raw) => {
      raw
        .prepare('INSERT INTO saves VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run('old', 'campaign', '7', 40, 2, commands.length, '{"v":1}', '2026-01-01T00:00:00.000Z');
      // Written out of order: the migration must order them by their number.
      const put = raw.prepare('INSERT INTO inputs VALUES (?, ?, ?)');
      for (let i = commands.length - 1; i >= 0; i--) put.run('old', i, JSON.stringify(commands[i]));
    });
    const store = openStore(file);
    expect(store.getSave('old')?.inputs).toEqual(commands);
    store.putSave({
      runId: 'old',
      mode: 'campaign',
      seed: 7,
      turn: 41,
      depth: 2,
      state: '{"v":2}',
      inputs: [...commands, { kind: 'wait' }],
      savedAt: '2026-01-02T00:00:00.000Z',
    });
    expect(store.getSave('old')?.inputs).toEqual([...commands, { kind: 'wait' }]);
    store.close();
    const raw = new Database(file, { readonly: true });
    expect(raw.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    raw.close();
  });

  it('a migration that fails leaves the database as it was: one transaction', () => {
    const file = join(dir, 'hullbreach.sqlite');
    // Version 1 without its input table: the second migration cannot read it and fails.
    makeVersion1(file, (raw) => raw.exec('DROP TABLE inputs'));
    const before = readFileSync(file);
    expect(() => openStore(file)).toThrow(/could not be updated.*left as it was/);
    expect(readFileSync(file).equals(before)).toBe(true);
    const raw = new Database(file, { readonly: true });
    expect(raw.pragma('user_version', { simple: true })).toBe(1);
    raw.close();
  });
});

/** A database as version 2 of the game left it (chunks WITHOUT ROWID), filled by `fill`, closed. */
function makeVersion2(file: string, fill: (raw: Database.Database) => void): void {
  const raw = new Database(file);
  raw.exec(MIGRATIONS[0]);
  raw.exec(MIGRATIONS[1]);
  raw.pragma(`application_id = ${APPLICATION_ID}`);
  raw.pragma('user_version = 2');
  fill(raw);
  raw.pragma('journal_mode = WAL');
  raw.close();
}

/** Chunk-sized bytes that differ from chunk to chunk (800 to 2,400 bytes, as stored chunks are). */
function chunkBytes(k: number): Uint8Array {
  return new Uint8Array(noise(800 + ((k * 389) % 1600), k + 1));
}

describe('the chunk table of version 3', () => {
  it('a version 2 database keeps every chunk, world and save, in the new layout, and shrinks', () => {
    const file = join(dir, 'hullbreach.sqlite');
    const chunks: { world: string; cx: number; cy: number; bytes: Uint8Array }[] = [];
    for (let k = 0; k < 300; k++)
      chunks.push({
        world: k % 3 === 0 ? 'word:x' : 'seed:7',
        cx: (k % 23) - 11,
        cy: Math.floor(k / 23) - 6,
        bytes: chunkBytes(k),
      });
    makeVersion2(file, (raw) => {
      const put = raw.prepare('INSERT INTO chunks (world, cx, cy, data) VALUES (?, ?, ?, ?)');
      for (const c of chunks) put.run(c.world, c.cx, c.cy, c.bytes);
      raw.prepare('INSERT INTO worlds VALUES (?, ?)').run('seed:7', '{"seed":7}');
      raw
        .prepare('INSERT INTO saves VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run('e', 'endless', '7', 30, 2, 1, '{"v":2}', '2026-11-01T00:00:00.000Z');
      raw.prepare('INSERT INTO input_segments VALUES (?, ?, ?)').run('e', 0, '[{"kind":"wait"}]');
    });
    const before = readFileSync(file).length;
    const store = openStore(file);
    for (const c of chunks)
      expect(Array.from(store.getChunk(c.world, c.cx, c.cy) ?? [])).toEqual(Array.from(c.bytes));
    expect(store.chunkCount('seed:7') + store.chunkCount('word:x')).toBe(chunks.length);
    expect(store.getWorldMeta('seed:7')).toBe('{"seed":7}');
    expect(store.getSave('e')).toMatchObject({
      mode: 'endless',
      inputs: [{ kind: 'wait' }],
      state: '{"v":2}',
    });
    // One row a chunk still: a put replaces.
    store.putChunk('seed:7', -10, -6, new Uint8Array([9]));
    expect(Array.from(store.getChunk('seed:7', -10, -6) ?? [])).toEqual([9]);
    expect(store.chunkCount('seed:7') + store.chunkCount('word:x')).toBe(chunks.length);
    expect(store.integrityCheck()).toBe('ok');
    store.close();
    const raw = new Database(file, { readonly: true });
    expect(raw.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const sql = (raw.prepare("SELECT sql FROM sqlite_master WHERE name = 'chunks'").get() as { sql: string })
      .sql;
    expect(sql).not.toMatch(/WITHOUT ROWID/i);
    expect(sql).toMatch(/UNIQUE \(world, cx, cy\)/);
    expect(raw.pragma('freelist_count', { simple: true })).toBe(0);
    raw.close();
    // Whole rows in their leaves instead of a page of overflow each: the file is smaller.
    expect(readFileSync(file).length).toBeLessThan(before);
  });

  it('a version 2 database whose migration fails is left as it was', () => {
    const file = join(dir, 'hullbreach.sqlite');
    // A chunk table without its data column: version 3 cannot copy it.
    makeVersion2(file, (raw) => {
      raw.exec('DROP TABLE chunks');
      raw.exec('CREATE TABLE chunks (world TEXT, cx INTEGER, cy INTEGER)');
    });
    const before = readFileSync(file);
    expect(() => openStore(file)).toThrow(/could not be updated.*left as it was/);
    expect(readFileSync(file).equals(before)).toBe(true);
    const raw = new Database(file, { readonly: true });
    expect(raw.pragma('user_version', { simple: true })).toBe(2);
    raw.close();
  });

  it('a new database stores a chunk of about 1.4 KB in well under 4 KB of file', () => {
    const file = join(dir, 'hullbreach.sqlite');
    const store = openStore(file);
    const empty = (): number => {
      const raw = new Database(file, { readonly: true });
      const pages = raw.pragma('page_count', { simple: true }) as number;
      const size = raw.pragma('page_size', { simple: true }) as number;
      raw.close();
      return pages * size;
    };
    store.transaction(() => undefined);
    const start = empty();
    for (let k = 0; k < 400; k++)
      store.putChunk('w', k % 20, Math.floor(k / 20), new Uint8Array(noise(1400, k + 1)));
    // Rows of 1.4 KB: two to a 4 KB page, about 2 KB each (the old layout took 4 KB and more).
    expect((empty() - start) / 400).toBeLessThan(2200);
    store.close();
  });
});

describe('openStore on a new file', () => {
  it('creates the folder and a whole database: WAL, our application id, the current version', () => {
    const file = join(dir, 'deep', 'er', 'hullbreach.sqlite');
    const store = openStore(file);
    store.close();
    const raw = new Database(file, { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(raw.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect((raw.pragma('application_id', { simple: true }) as number) >>> 0).toBe(APPLICATION_ID);
    raw.close();
    expect(readdirSync(join(dir, 'deep', 'er')).filter((n) => n.includes('.new-'))).toEqual([]);
  });

  it('opens its own file again and keeps what was in it', () => {
    const file = join(dir, 'hullbreach.sqlite');
    makeRealDb(file);
    const store = openStore(file);
    expect(store.integrityCheck()).toBe('ok');
    expect(store.getSave('a')?.inputs.length).toBe(300);
    expect(store.getChunk('w', 0, 0)?.length).toBe(4000);
    store.close();
  });

  it('opens a file while another connection holds it, its last writes still in the log', () => {
    const file = join(dir, 'hullbreach.sqlite');
    makeRealDb(file);
    const first = openStore(file);
    first.putChunk('w', 1, 0, new Uint8Array(10).fill(3));
    expect(readFileSync(`${file}-wal`).length).toBeGreaterThan(0);
    const second = openStore(file);
    expect(Uint8Array.from(second.getChunk('w', 1, 0) ?? [])).toEqual(new Uint8Array(10).fill(3));
    expect(second.getSave('a')?.inputs.length).toBe(300);
    second.close();
    first.close();
  });

  it('with create: false refuses a missing file and creates nothing', () => {
    const file = join(dir, 'hullbreach.sqlite');
    expect(() => openStore(file, { create: false })).toThrow(/nothing has been saved/);
    expect(existsSync(file)).toBe(false);
  });
});

/** Opens a fresh store per property run. */
function withStore<T>(fn: (store: Store) => T): T {
  const store = openStore(':memory:');
  try {
    return fn(store);
  } finally {
    store.close();
  }
}

describe('live saves', () => {
  it('a save read back holds the last state and exactly the last input log, however the log grew or shrank', () => {
    const command = fc.record({ kind: fc.constantFrom('wait', 'move'), dx: fc.integer({ min: -1, max: 1 }) });
    fc.assert(
      fc.property(
        fc.array(fc.record({ inputs: fc.array(command, { maxLength: 30 }), turn: fc.nat(1000) }), {
          minLength: 1,
          maxLength: 8,
        }),
        (saves) =>
          withStore((store) => {
            // Logs that only grow (as in a game), built by appending each step's commands.
            let log: unknown[] = [];
            for (const [i, s] of saves.entries()) {
              log = i % 3 === 2 ? log.slice(0, Math.floor(log.length / 2)) : [...log, ...s.inputs];
              store.putSave({
                runId: 'r',
                mode: 'campaign',
                seed: 'kestrel-9',
                turn: s.turn,
                depth: i,
                state: `state ${i}`,
                inputs: log,
                savedAt: `t${i}`,
              });
            }
            const got = store.getSave('r');
            const last = saves.length - 1;
            expect(got?.state).toBe(`state ${last}`);
            expect(got?.turn).toBe(saves[last].turn);
            expect(got?.seed).toBe('kestrel-9');
            expect(got?.inputs).toEqual(log);
          }),
      ),
      { numRuns: 60 },
    );
  });

  it('the newest save is the one Continue offers; finishing a run removes its save and enters the history', () => {
    withStore((store) => {
      const put = (runId: string, savedAt: string, mode: 'campaign' | 'endless' = 'campaign'): void =>
        store.putSave({ runId, mode, seed: 1, turn: 1, depth: 0, state: runId, inputs: [], savedAt });
      put('old', '2026-01-01T00:00:00.000Z');
      put('new', '2026-02-01T00:00:00.000Z');
      put('far', '2026-01-15T00:00:00.000Z', 'endless');
      expect(store.latestSave()?.runId).toBe('new');
      expect(store.latestSave('endless')?.runId).toBe('far');
      const id = store.finishRun(
        {
          runId: 'new',
          seed: 1,
          mode: 'campaign',
          outcome: 'died',
          cause: 'killed by a zombie',
          depth: 2,
          turns: 9,
          kills: 1,
          endedAt: '2026-02-02T00:00:00.000Z',
          stateHash: 'ff',
        },
        [{ kind: 'wait' }],
      );
      expect(store.saveInfo('new')).toBeUndefined();
      expect(store.latestSave()?.runId).toBe('far');
      expect(store.getRun(id)?.inputs).toEqual([{ kind: 'wait' }]);
      expect(store.getRun(id)?.cause).toBe('killed by a zombie');
    });
  });

  it('lists the history newest first, like a sort of the runs by end time', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 12 }), (ends) =>
        withStore((store) => {
          const runs: RunRecord[] = ends.map((e, i) => ({
            runId: `r${i}`,
            seed: i,
            mode: i % 2 === 0 ? 'campaign' : 'endless',
            outcome: 'won',
            turns: i,
            kills: 0,
            endedAt: `2026-01-01T00:00:${String(e).padStart(2, '0')}.000Z`,
            stateHash: String(i),
            ...(i % 2 === 0 ? { depth: 5 } : { distance: i }),
          }));
          const ids = runs.map((r) => store.finishRun(r, []));
          const expected = runs
            .map((r, i) => ({ ...r, id: ids[i] }))
            .sort((a, b) => (a.endedAt === b.endedAt ? b.id - a.id : a.endedAt < b.endedAt ? 1 : -1));
          expect(store.listRuns()).toEqual(expected);
        }),
      ),
      { numRuns: 40 },
    );
  });
});

describe('the chunk table', () => {
  it('gives back what was put last for every chunk, like a map', () => {
    const op = fc.record({
      world: fc.constantFrom('a', 'b'),
      cx: fc.integer({ min: -3, max: 3 }),
      cy: fc.integer({ min: -3, max: 3 }),
      bytes: fc.uint8Array({ maxLength: 64 }),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) =>
        withStore((store) => {
          const reference = new Map<string, Uint8Array>();
          for (const o of ops) {
            store.putChunk(o.world, o.cx, o.cy, o.bytes);
            reference.set(`${o.world} ${o.cx} ${o.cy}`, o.bytes);
          }
          for (const world of ['a', 'b'])
            for (let cx = -3; cx <= 3; cx++)
              for (let cy = -3; cy <= 3; cy++) {
                const want = reference.get(`${world} ${cx} ${cy}`);
                const got = store.getChunk(world, cx, cy);
                if (want === undefined) expect(got).toBeUndefined();
                else expect(Array.from(got ?? [])).toEqual(Array.from(want));
              }
          expect(store.chunkCount('a') + store.chunkCount('b')).toBe(reference.size);
        }),
      ),
      { numRuns: 60 },
    );
  });

  it('keeps world records and removes a world whole', () => {
    withStore((store) => {
      store.putWorldMeta('w', '{"seed":3}');
      store.putChunks('w', [
        { cx: 0, cy: 0, bytes: new Uint8Array([1]) },
        { cx: 1, cy: 0, bytes: new Uint8Array([2]) },
      ]);
      store.putChunk('v', 0, 0, new Uint8Array([3]));
      expect(store.getWorldMeta('w')).toBe('{"seed":3}');
      expect(store.chunkCount('w')).toBe(2);
      store.deleteWorld('w');
      expect(store.getWorldMeta('w')).toBeUndefined();
      expect(store.chunkCount('w')).toBe(0);
      expect(store.chunkCount('v')).toBe(1);
    });
  });
});

/** A transaction of the afterCommit property: it asks callbacks, opens inner ones, and may throw at its end. */
interface TxPlan {
  readonly fail: boolean;
  readonly steps: readonly (TxPlan | 'ask')[];
}

describe('afterCommit', () => {
  const plan: fc.Memo<TxPlan> = fc.memo((n) =>
    fc.record({
      fail: fc.boolean(),
      steps: fc.array(n <= 1 ? fc.constant<'ask'>('ask') : fc.oneof(fc.constant<'ask'>('ask'), plan(n - 1)), {
        maxLength: 4,
      }),
    }),
  );

  it('runs a callback once after the outermost commit, only when no transaction around it rolled back', () => {
    fc.assert(
      fc.property(plan(4), (root) =>
        withStore((store) => {
          let next = 0;
          let open = 0;
          const expected = new Set<number>();
          const ran: number[] = [];
          const run = (tx: TxPlan, doomed: boolean): void =>
            store.transaction(() => {
              open++;
              try {
                for (const step of tx.steps) {
                  if (step === 'ask') {
                    const id = next++;
                    store.putChunk('t', id, 0, new Uint8Array([id & 0xff]));
                    if (!doomed && !tx.fail) expected.add(id);
                    store.afterCommit(() => {
                      // Never while a transaction is open, and the write made with it is in.
                      expect(open).toBe(0);
                      expect(store.getChunk('t', id, 0)).toBeDefined();
                      ran.push(id);
                    });
                  } else {
                    try {
                      run(step, doomed || tx.fail);
                    } catch {
                      // The inner transaction rolled back; this one goes on.
                    }
                  }
                }
              } finally {
                open--;
              }
              if (tx.fail) throw new Error('rolled back');
            });
          try {
            run(root, false);
          } catch {
            // The outermost rolled back.
          }
          expect([...ran].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
          // Outside any transaction it runs at once.
          let now = false;
          store.afterCommit(() => (now = true));
          expect(now).toBe(true);
        }),
      ),
      { numRuns: 80 },
    );
  });
});
