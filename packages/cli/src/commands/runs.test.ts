import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { autoplay, BUILTIN_CONTENT, recordSession, RULES_VERSION } from '@hullbreach/game';
import { openStore } from '@hullbreach/store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { playBotRun } from '../bot-run.js';
import { endlessGames } from '../endless-world.js';
import { campaignFactory, StorePersistence } from '../saves.js';
import { FakeInput, FakeOutput } from '../term/fake-tty.js';
import { memoryIo } from '../test-io.js';
import { UsageError } from '../usage-error.js';
import { RuntimeFailure } from './play.js';
import { runAutoplay } from './autoplay.js';
import { MISMATCH_EXIT, runReplay, type ReplayDeps } from './replay.js';
import { runRuns } from './runs.js';

let dir: string;
let data: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hullbreach-runs-'));
  data = join(dir, 'data');
  file = join(data, 'hullbreach.sqlite');
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const SEEDS: readonly (number | string)[] = [5, 'kestrel-9', 12];

/** Records bot runs of SEEDS in the data folder, one a minute from 20:00; returns what each run ended as. */
function recordRuns(): Map<number | string, { outcome: string; turns: number; kills: number; hash: string }> {
  const ended = new Map<number | string, { outcome: string; turns: number; kills: number; hash: string }>();
  const store = openStore(file);
  let minute = 0;
  let id = 0;
  const p = new StorePersistence(store, {
    now: () => new Date(Date.UTC(2026, 10, 23, 20, minute++)).toISOString(),
    newId: () => `r${++id}`,
    games: campaignFactory(),
  });
  for (const seed of SEEDS) {
    const r = playBotRun({ seed, maxTurns: 300, persistence: p });
    const v = r.session.view();
    ended.set(seed, {
      outcome: r.outcome,
      turns: v.stats.turns,
      kills: v.stats.kills,
      hash: r.session.hash(),
    });
  }
  store.close();
  return ended;
}

const env = {};
const home = () => join(dir, 'home');

function replayDeps(): ReplayDeps & { input: FakeInput } {
  const input = new FakeInput();
  return {
    input,
    stdin: input,
    stdout: new FakeOutput(100, 30),
    env: { COLORTERM: 'truecolor' },
    process: new EventEmitter(),
    exit: () => undefined,
    saves: { home: home() },
  };
}

describe('hullbreach runs', () => {
  it('prints the history as one JSON array, newest first, with the fields the spec names', () => {
    const ended = recordRuns();
    const io = memoryIo();
    expect(runRuns(['--format', 'json', '--data-dir', data], io, { env, home: home() })).toBe(0);
    const runs = JSON.parse(io.out) as Record<string, unknown>[];
    expect(runs.map((r) => r.seed)).toEqual([...SEEDS].reverse());
    for (const r of runs) {
      const run = ended.get(r.seed as number | string);
      expect(r).toMatchObject({
        mode: 'campaign',
        outcome: run?.outcome,
        turns: run?.turns,
        kills: run?.kills,
        stateHash: run?.hash,
      });
      expect(typeof r.id).toBe('number');
      expect(typeof r.depth).toBe('number');
      expect(new Date(r.endedAt as string).toISOString()).toBe(r.endedAt);
      expect(r.rulesVersion).toBe(RULES_VERSION);
      // Played without mods: the built-in content's hash.
      expect(r.contentHash).toBe(BUILTIN_CONTENT.hash);
      // Optional fields: cause, difficulty (runs with rules) and daily (seeds of the day).
      const keys = Object.keys(r).filter((k) => k !== 'cause' && k !== 'difficulty' && k !== 'daily');
      expect(keys.sort()).toEqual(
        [
          'id',
          'seed',
          'mode',
          'outcome',
          'depth',
          'turns',
          'kills',
          'endedAt',
          'stateHash',
          'rulesVersion',
          'contentHash',
        ].sort(),
      );
    }
  });

  it('prints a table, and says when there is no history yet', () => {
    const empty = memoryIo();
    runRuns(['--data-dir', data], empty, { env, home: home() });
    expect(empty.out).toMatch(/^No finished runs yet/);
    recordRuns();
    const io = memoryIo();
    runRuns(['--data-dir', data], io, { env, home: home() });
    const lines = io.out.trimEnd().split('\n');
    expect(lines).toHaveLength(1 + SEEDS.length);
    expect(lines[0]).toMatch(/^RUN\s+ENDED/);
    // Newest first: the seeds in the order opposite to how they were played.
    expect(lines.slice(1).map((l) => l.trim().split(/\s{2,}/)[3])).toEqual([...SEEDS].reverse().map(String));
  });

  it('a bad history file is one message and keeps its bytes', () => {
    mkdirSync(data, { recursive: true });
    writeFileSync(file, 'my shopping list\n');
    const before = readFileSync(file);
    expect(() => runRuns(['--data-dir', data], memoryIo(), { env, home: home() })).toThrow(RuntimeFailure);
    expect(() => runRuns(['--data-dir', data], memoryIo(), { env, home: home() })).toThrow(/text file/);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('refuses an unknown format', () => {
    expect(() => runRuns(['--format', 'xml'], memoryIo(), { env, home: home() })).toThrow(UsageError);
  });
});

describe('hullbreach replay', () => {
  it('--verify replays every recorded run to its recorded hash', async () => {
    recordRuns();
    for (let id = 1; id <= SEEDS.length; id++) {
      const io = memoryIo();
      expect(await runReplay([String(id), '--verify', '--data-dir', data], io, replayDeps())).toBe(0);
      expect(JSON.parse(io.out)).toMatchObject({ run: id, match: true });
    }
  });

  it('--verify exits with the mismatch status when the recorded hash is not where the replay ends', async () => {
    recordRuns();
    const raw = new Database(file);
    raw.prepare("UPDATE runs SET state_hash = 'deadbeef' WHERE id = 2").run();
    raw.close();
    const io = memoryIo();
    expect(await runReplay(['2', '--verify', '--data-dir', data], io, replayDeps())).toBe(MISMATCH_EXIT);
    expect(JSON.parse(io.out)).toMatchObject({ run: 2, match: false, recorded: 'deadbeef' });
  });

  it('--verify of a run from older rules that no longer reaches its hash says so and passes', async () => {
    recordRuns();
    const raw = new Database(file);
    raw
      .prepare(`UPDATE runs SET state_hash = 'deadbeef', rules_version = ${RULES_VERSION - 1} WHERE id = 2`)
      .run();
    raw.close();
    const io = memoryIo();
    expect(await runReplay(['2', '--verify', '--data-dir', data], io, replayDeps())).toBe(0);
    expect(io.out).toBe(
      `run 2 was played under rules version ${RULES_VERSION - 1} and these are version ${RULES_VERSION}: its replay cannot be checked here\n`,
    );
  });

  it('says which runs exist when RUN is not one, and refuses a RUN that is not a number', async () => {
    recordRuns();
    await expect(runReplay(['99', '--verify', '--data-dir', data], memoryIo(), replayDeps())).rejects.toThrow(
      /no run 99.*hullbreach runs/,
    );
    await expect(runReplay(['two', '--data-dir', data], memoryIo(), replayDeps())).rejects.toThrow(
      UsageError,
    );
  });

  it('on screen: plays the run and q quits', async () => {
    recordRuns();
    const deps = replayDeps();
    const running = runReplay(['1', '--data-dir', data], memoryIo(), deps);
    await new Promise((r) => setTimeout(r, 50));
    const screen = (deps.stdout as FakeOutput).screen.row(0);
    expect(screen).toContain('REPLAY run 1');
    deps.input.type('q');
    expect(await running).toBe(0);
  });
});

describe('Endless runs in the history', () => {
  it('an Endless run is listed with its distance and replays to its hash in a world of its own', async () => {
    const store = openStore(file);
    const games = campaignFactory(endlessGames(store));
    const p = new StorePersistence(store, {
      now: () => '2026-11-23T21:00:00.000Z',
      newId: () => 'endless-1',
      games,
    });
    const session = recordSession(games.start('endless', 77), {
      runId: p.newRunId(),
      seed: 77,
      mode: 'endless',
    });
    p.save(session);
    const steps: readonly [number, number][] = [
      [1, 0],
      [0, 1],
      [-1, 0],
      [0, -1],
      [1, 1],
    ];
    for (let i = 0; i < 120 && session.view().outcome === 'playing'; i++) {
      const [dx, dy] = steps[(i * 7) % steps.length];
      session.perform({ kind: 'move', dx, dy });
      if (i % 40 === 39) p.save(session);
    }
    p.finish(session, 'abandoned');
    const chunksBefore = store.chunkCount('seed:77');
    store.close();

    const io = memoryIo();
    runRuns(['--format', 'json', '--data-dir', data], io, { env, home: home() });
    const [run] = JSON.parse(io.out) as Record<string, unknown>[];
    expect(run).toMatchObject({
      mode: 'endless',
      outcome: 'abandoned',
      seed: 77,
      distance: session.distance?.(),
    });
    expect(run.depth).toBeUndefined();

    const verify = memoryIo();
    const deps = { ...replayDeps(), saves: { home: home(), endless: endlessGames } };
    expect(await runReplay([String(run.id), '--verify', '--data-dir', data], verify, deps)).toBe(0);
    expect(JSON.parse(verify.out)).toMatchObject({ match: true, recorded: session.hash() });
    // The replay's world lived elsewhere: the player's stored world is as it was.
    const after = openStore(file);
    expect(after.chunkCount('seed:77')).toBe(chunksBefore);
    after.close();
  });
});

describe('autoplay --data-dir', () => {
  it('prints the same line as without, and records the run so runs lists it and replay --verify checks it', async () => {
    for (const seed of ['7', 'kestrel-9']) {
      const plain = memoryIo();
      runAutoplay(['--seed', seed, '--turns', '400'], plain, autoplay);
      const kept = memoryIo();
      runAutoplay(['--seed', seed, '--turns', '400', '--data-dir', data], kept, autoplay);
      expect(kept.out).toBe(plain.out);
      const line = JSON.parse(kept.out) as { stateHash: string; turns: number };
      const io = memoryIo();
      runRuns(['--format', 'json', '--data-dir', data], io, { env, home: home() });
      const [newest] = JSON.parse(io.out) as { id: number; stateHash: string; turns: number; mode: string }[];
      expect(newest).toMatchObject({ stateHash: line.stateHash, turns: line.turns, mode: 'campaign' });
      const verify = memoryIo();
      expect(await runReplay([String(newest.id), '--verify', '--data-dir', data], verify, replayDeps())).toBe(
        0,
      );
    }
  });
});

describe('autoplay --mode endless --data-dir', () => {
  it('prints the same line as without, and records the run as an Endless one that replay --verify checks', async () => {
    for (const seed of ['12', 'kestrel-9']) {
      const plain = memoryIo();
      runAutoplay(['--mode', 'endless', '--seed', seed, '--turns', '300'], plain, autoplay);
      const kept = memoryIo();
      runAutoplay(
        ['--mode', 'endless', '--seed', seed, '--turns', '300', '--data-dir', data],
        kept,
        autoplay,
      );
      expect(kept.out).toBe(plain.out);
      const line = JSON.parse(kept.out) as Record<string, unknown>;
      const io = memoryIo();
      runRuns(['--format', 'json', '--data-dir', data], io, { env, home: home() });
      const [newest] = JSON.parse(io.out) as Record<string, unknown>[];
      expect(newest).toMatchObject({
        mode: 'endless',
        seed: line.seed,
        outcome: line.outcome,
        turns: line.turns,
        kills: line.kills,
        distance: line.distance,
        stateHash: line.stateHash,
      });
      expect(newest.depth).toBeUndefined();
      const verify = memoryIo();
      const deps = { ...replayDeps(), saves: { home: home(), endless: endlessGames } };
      expect(await runReplay([String(newest.id), '--verify', '--data-dir', data], verify, deps)).toBe(0);
      expect(JSON.parse(verify.out)).toMatchObject({ match: true, replayed: line.stateHash });
    }
    const io = memoryIo();
    runRuns(['--format', 'json', '--data-dir', data], io, { env, home: home() });
    expect((JSON.parse(io.out) as unknown[]).length).toBe(2);
  });

  it('a run whose recorded log is cut short does not verify', async () => {
    runAutoplay(
      ['--mode', 'endless', '--seed', '3', '--turns', '200', '--data-dir', data],
      memoryIo(),
      autoplay,
    );
    const db = new Database(file);
    const row = db.prepare('SELECT id, inputs FROM runs').get() as { id: number; inputs: string };
    const inputs = JSON.parse(row.inputs) as unknown[];
    db.prepare('UPDATE runs SET inputs = ? WHERE id = ?').run(JSON.stringify(inputs.slice(0, -20)), row.id);
    db.close();
    const deps = { ...replayDeps(), saves: { home: home(), endless: endlessGames } };
    expect(await runReplay([String(row.id), '--verify', '--data-dir', data], memoryIo(), deps)).toBe(
      MISMATCH_EXIT,
    );
  });
});
