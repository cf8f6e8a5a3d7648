import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from './node.js';
import { MIGRATIONS, SCHEMA_VERSION } from './schema.js';
import type { RunRecord } from './store.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hullbreach-content-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const RUN: RunRecord = {
  runId: 'r1',
  seed: 7,
  mode: 'campaign',
  outcome: 'died',
  depth: 2,
  turns: 500,
  kills: 3,
  endedAt: '2026-11-26T10:00:00.000Z',
  stateHash: 'abcd',
};

describe('the history keeps the content hash of each run (schema version 7)', () => {
  it('a run recorded with a content hash lists and loads with it; one without has none', () => {
    const store = openStore(join(dir, 'h.sqlite'));
    const modded = store.finishRun({ ...RUN, contentHash: 'c0ffee12' }, ['wait']);
    const plain = store.finishRun({ ...RUN, runId: 'r2' }, []);
    expect(store.listRuns().find((r) => r.id === modded)?.contentHash).toBe('c0ffee12');
    expect(store.getRun(modded)?.contentHash).toBe('c0ffee12');
    expect(store.getRun(plain)?.contentHash).toBeUndefined();
    store.close();
  });

  it('a version 6 file migrates: its runs stay and have no content hash', () => {
    const file = join(dir, 'v6.sqlite');
    const raw = new Database(file);
    for (const sql of MIGRATIONS.slice(0, 6)) raw.exec(sql);
    raw
      .prepare(
        `INSERT INTO runs (run_id, seed, mode, outcome, depth, turns, kills, ended_at, state_hash, inputs)
         VALUES ('x', '7', 'campaign', 'won', 5, 1000, 20, '2026-11-01T00:00:00.000Z', 'h', '[]')`,
      )
      .run();
    raw.pragma('application_id = 1212305987');
    raw.pragma('user_version = 6');
    raw.close();
    const store = openStore(file);
    const [only] = store.listRuns();
    expect(only).toMatchObject({ seed: 7, outcome: 'won' });
    expect(only.contentHash).toBeUndefined();
    store.close();
    const check = new Database(file);
    expect(check.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    check.close();
  });
});
