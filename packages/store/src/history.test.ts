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
  dir = mkdtempSync(join(tmpdir(), 'hullbreach-history-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function run(n: number, extra: Partial<RunRecord>): RunRecord {
  return {
    runId: `r${n}`,
    seed: 'daily-2026-11-26',
    mode: 'campaign',
    outcome: 'died',
    depth: 2,
    turns: 500,
    kills: 3,
    endedAt: `2026-11-26T10:0${n}:00.000Z`,
    stateHash: 'abcd',
    ...extra,
  };
}

describe('the history keeps rules, daily runs and morgues (schema version 5)', () => {
  it('stores and lists the difficulty, rules, version and date; the morgue is read on its own', () => {
    const store = openStore(join(dir, 'h.sqlite'));
    const rules = { difficulty: 'hard', lamp: 'cone', autopickup: true };
    const id = store.finishRun(
      run(1, {
        difficulty: 'hard',
        rules,
        rulesVersion: 2,
        daily: '2026-11-26',
        morgue: 'Hullbreach morgue\n',
      }),
      [],
    );
    const old = store.finishRun(run(2, { seed: 5 }), []);
    const listed = store.listRuns();
    const mine = listed.find((r) => r.id === id);
    expect(mine).toMatchObject({ difficulty: 'hard', rules, rulesVersion: 2, daily: '2026-11-26' });
    expect(mine?.morgue).toBeUndefined();
    expect(store.runMorgue(id)).toBe('Hullbreach morgue\n');
    const bare = listed.find((r) => r.id === old);
    expect(bare?.difficulty).toBeUndefined();
    expect(bare?.rulesVersion).toBeUndefined();
    expect(store.runMorgue(old)).toBeUndefined();
    expect(store.runMorgue(999)).toBeUndefined();
    store.close();
  });

  it("the day's best run: a win first, then the deepest, then the quickest", () => {
    const store = openStore(join(dir, 'b.sqlite'));
    store.finishRun(run(1, { daily: '2026-11-26', depth: 3, turns: 900 }), []);
    const deepQuick = store.finishRun(run(2, { daily: '2026-11-26', depth: 4, turns: 700 }), []);
    store.finishRun(run(3, { daily: '2026-11-26', depth: 4, turns: 800 }), []);
    store.finishRun(run(4, { daily: '2026-11-25', outcome: 'won', depth: 5 }), []);
    expect(store.bestOfDay('2026-11-26')?.id).toBe(deepQuick);
    const won = store.finishRun(run(5, { daily: '2026-11-26', outcome: 'won', depth: 5, turns: 3000 }), []);
    expect(store.bestOfDay('2026-11-26')?.id).toBe(won);
    expect(store.bestOfDay('2026-11-24')).toBeUndefined();
    store.close();
  });

  it('a version 4 file migrates: its runs stay, without the new fields', () => {
    const file = join(dir, 'v4.sqlite');
    const raw = new Database(file);
    raw.pragma('journal_mode = WAL');
    for (const sql of MIGRATIONS.slice(0, 4)) raw.exec(sql);
    raw
      .prepare(
        `INSERT INTO runs (run_id, seed, mode, outcome, depth, turns, kills, ended_at, state_hash, inputs)
         VALUES ('x', '7', 'campaign', 'won', 5, 1000, 20, '2026-11-01T00:00:00.000Z', 'h', '[]')`,
      )
      .run();
    raw.pragma('application_id = 1212305987');
    raw.pragma('user_version = 4');
    raw.close();
    const store = openStore(file);
    const runs = store.listRuns();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ seed: 7, outcome: 'won', turns: 1000 });
    expect(runs[0].difficulty).toBeUndefined();
    store.close();
    const check = new Database(file);
    expect(check.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    check.close();
  });
});
