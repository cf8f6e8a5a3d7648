import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  autoplay,
  createApp,
  frameText,
  resumeCoreGame,
  startCoreGame,
  type App,
  type GameSession,
  type Key,
} from '@hullbreach/game';
import { createRng } from '@hullbreach/toolkit';
import { openStore, StoreError, type Store } from '@hullbreach/store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { playBotRun } from './bot-run.js';
import { campaignFactory, replaySession, StorePersistence, type GameFactory } from './saves.js';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hullbreach-saves-'));
  file = join(dir, 'hullbreach.sqlite');
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A persistence over a real database file, with a clock and ids that count up. */
function persistenceOn(store: Store, games: GameFactory = campaignFactory()): StorePersistence {
  let tick = 0;
  let id = 0;
  return new StorePersistence(store, {
    now: () => new Date(Date.UTC(2026, 10, 23, 20, 0, tick++)).toISOString(),
    newId: () => `run-${++id}`,
    games,
  });
}

/** A factory that hands every core session it makes to `seen`, so a test can hash what the app plays. */
function watching(seen: GameSession[]): GameFactory {
  return {
    start: (_mode, seed) => {
      const s = startCoreGame(seed);
      seen.push(s);
      return s;
    },
    resume: (_mode, state) => {
      const s = resumeCoreGame(state);
      seen.push(s);
      return s;
    },
  };
}

const MOVES: readonly Key[] = ['h', 'j', 'k', 'l', 'y', 'u', 'b', 'n', '.'];

function randomMoves(seed: number, n: number): Key[] {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => MOVES[rng.int(0, MOVES.length - 1)]);
}

function press(app: App, keys: readonly Key[]): void {
  for (const k of keys) app.press(k);
}

function screen(app: App): string {
  return frameText(app.render(100, 30));
}

describe('save, quit, Continue', () => {
  it('Continue puts the player back in exactly the saved state, and playing on matches an unbroken run', () => {
    for (const [seed, keySeed] of [
      [7, 1],
      [31, 2],
      ['kestrel-9', 3],
    ] as const) {
      const first = randomMoves(keySeed, 160);
      const second = randomMoves(keySeed + 100, 120);

      const seenA: GameSession[] = [];
      const storeA = openStore(file);
      const games = watching(seenA);
      const appA = createApp({
        seed,
        persistence: persistenceOn(storeA, games),
        startGame: (s) => games.start('campaign', s),
      });
      press(appA, first);
      const played = seenA[0];
      expect(played.view().outcome).toBe('playing');
      const hashAtQuit = played.hash();
      press(appA, ['escape', 'q', 'y']);
      expect(appA.done).toBe(true);
      storeA.close();

      const seenB: GameSession[] = [];
      const storeB = openStore(file);
      expect(storeB.latestSave()?.turn).toBe(played.view().turn);
      const appB = createApp({ continueRun: true, persistence: persistenceOn(storeB, watching(seenB)) });
      expect(seenB).toHaveLength(1);
      expect(seenB[0].hash()).toBe(hashAtQuit);
      press(appB, second);

      const seenR: GameSession[] = [];
      const plain = watching(seenR);
      const reference = createApp({ seed, startGame: (s) => plain.start('campaign', s) });
      press(reference, [...first, ...second]);
      expect(seenB[0].hash()).toBe(seenR[0].hash());
      press(appB, ['escape', 'q', 'y']);
      storeB.close();
      rmSync(file, { force: true });
    }
  });

  it('the title screen offers Continue only when a live save exists, and Continue resumes it', () => {
    const store = openStore(file);
    const seen: GameSession[] = [];
    const games = watching(seen);
    const fresh = createApp({
      persistence: persistenceOn(store, games),
      startGame: (s) => games.start('campaign', s),
    });
    expect(screen(fresh)).not.toContain('Continue');
    press(fresh, ['n', ...randomMoves(5, 40), 'escape', 't']);
    expect(screen(fresh)).toContain('Continue');
    const hash = seen[0].hash();
    fresh.press('c');
    expect(seen).toHaveLength(2);
    expect(seen[1].hash()).toBe(hash);
    store.close();
  });

  it('a save that does not decode is one clear message, the file keeps its bytes, and the game goes on', () => {
    const store = openStore(file);
    store.putSave({
      runId: 'broken',
      mode: 'campaign',
      seed: 3,
      turn: 10,
      depth: 0,
      state: '{"version":2,"floor":',
      inputs: [],
      savedAt: '2026-11-23T20:00:00.000Z',
    });
    store.close();
    const before = readFileSync(file);

    const again = openStore(file);
    const p = persistenceOn(again);
    expect(() => p.resume()).toThrow(StoreError);
    expect(() => p.resume()).toThrow(/does not decode.*move it away/);
    const app = createApp({ continueRun: true, persistence: p });
    expect(screen(app).replace(/\s+/g, ' ')).toContain('does not decode');
    again.close();
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});

describe('history and replays', () => {
  it('a finished bot run is recorded with its final hash, its save is gone, and replaying it gives that hash', () => {
    for (const seed of [3, 11, 'replay-me']) {
      const store = openStore(file);
      const p = persistenceOn(store);
      const result = playBotRun({
        seed,
        maxTurns: 700,
        persistence: p,
        saveEvery: 25,
      });
      // The bot with saves plays exactly the game of autoplay, which saves nothing.
      const expected = autoplay(seed, 700);
      expect(result.outcome).toBe(expected.outcome);
      expect(result.session.hash()).toBe(expected.stateHash);
      expect(store.latestSave()).toBeUndefined();
      const runs = store.listRuns();
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({
        seed,
        mode: 'campaign',
        outcome: expected.outcome,
        turns: expected.turns,
        kills: expected.kills,
        stateHash: expected.stateHash,
      });
      const run = store.getRun(runs[0].id);
      expect(run?.inputs.length).toBe(result.session.inputs.length);
      if (run === undefined) throw new Error('run not recorded');
      expect(replaySession(run, campaignFactory()).hash()).toBe(run.stateHash);
      store.close();
      rmSync(file, { force: true });
    }
  });

  it('a replay of a doctored input log does not give the recorded hash', () => {
    const store = openStore(file);
    playBotRun({ seed: 8, maxTurns: 300, persistence: persistenceOn(store) });
    const run = store.getRun(store.listRuns()[0].id);
    if (run === undefined) throw new Error('run not recorded');
    const doctored = { ...run, inputs: [{ kind: 'wait' }, ...run.inputs] };
    expect(replaySession(doctored, campaignFactory()).hash()).not.toBe(run.stateHash);
    store.close();
  });
});
