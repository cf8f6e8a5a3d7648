import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  memoryChunkSource,
  recordSession,
  startCoreGame,
  startEndlessSession,
  type Command,
  type GameSession,
  type GameView,
  type RecordedSession,
} from '@hullbreach/game';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from './node.js';
import {
  campaignFactory,
  isCommand,
  StorePersistence,
  storeGames,
  worldKey,
  type GameFactory,
} from './persistence.js';
import type { Store } from './store.js';

let dir: string;
let opened: Store[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hullbreach-persist-'));
  opened = [];
});
afterEach(() => {
  for (const s of opened) s.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Opens the test's database file (again), closed after the test. */
function open(name = 'saves.sqlite'): Store {
  const store = openStore(join(dir, name));
  opened.push(store);
  return store;
}

/** Closes a store the test opened (as a tab or a process that goes away). */
function close(store: Store): void {
  store.close();
  opened = opened.filter((s) => s !== store);
}

let ids = 0;
function persistence(store: Store, games?: GameFactory): StorePersistence {
  let clock = 0;
  return new StorePersistence(store, {
    now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, clock++)).toISOString(),
    newId: () => `run-${ids++}`,
    ...(games !== undefined ? { games } : {}),
  });
}

const STEPS: readonly Command[] = [
  { kind: 'move', dx: 1, dy: 0 },
  { kind: 'move', dx: -1, dy: 0 },
  { kind: 'move', dx: 0, dy: 1 },
  { kind: 'move', dx: 0, dy: -1 },
  { kind: 'wait' },
  { kind: 'explore' },
];

/** Plays commands the way the app does: a save at the start and every `every` commands, a record after each other one. */
function play(
  p: StorePersistence,
  session: RecordedSession,
  commands: readonly Command[],
  every: number,
  playedMs = 0,
): void {
  for (let i = 0; i < commands.length; i++) {
    if (session.view().outcome !== 'playing') return;
    session.perform(commands[i]);
    if (session.view().outcome !== 'playing') return;
    if ((i + 1) % every === 0) p.save(session, playedMs + i);
    else p.record(session, playedMs + i);
  }
}

describe('StorePersistence (Node driver)', () => {
  it('makes every turn durable: a reopened file continues at the last command, with the unbroken run’s hash', () => {
    let n = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(fc.constantFrom(...STEPS), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 2, max: 60 }),
        (seed, commands, every) => {
          const name = `prop-${n++}.sqlite`;
          const store = open(name);
          const p = persistence(store);
          const session = recordSession(startCoreGame(seed), { runId: p.newRunId(), seed, mode: 'campaign' });
          p.save(session);
          play(p, session, commands, every);
          // The process dies here: nothing more is written. Another opens the file.
          close(store);
          const again = persistence(open(name));
          if (session.view().outcome !== 'playing') return;
          expect(again.liveSave()?.turn).toBe(session.view().turn);
          const resumed = again.resume();
          expect(resumed.inputs).toEqual(session.inputs);
          expect(resumed.hash()).toBe(session.hash());
          const unbroken = startCoreGame(seed);
          for (const c of session.inputs) unbroken.perform(c);
          expect(resumed.hash()).toBe(unbroken.hash());
        },
      ),
      { numRuns: 12 },
    );
  });

  it('folds the turns appended one by one into the next save’s single segment', () => {
    const store = open();
    const p = persistence(store);
    const session = recordSession(startCoreGame(3), { runId: 'r', seed: 3, mode: 'campaign' });
    p.save(session);
    play(p, session, [STEPS[4], STEPS[4], STEPS[4]], 1000);
    expect(store.getSave('r')?.inputCount).toBe(0);
    expect(store.getSave('r')?.inputs).toHaveLength(3);
    p.save(session);
    const loaded = store.getSave('r');
    expect(loaded?.inputCount).toBe(3);
    expect(loaded?.inputs).toEqual(session.inputs);
    play(p, session, [STEPS[4]], 1000);
    expect(store.getSave('r')?.inputs).toEqual(session.inputs);
  });

  it('with deferred records writes a turn only at flush (the browser paints it first), and a save takes its place', () => {
    const store = open();
    const p = new StorePersistence(store, { now: () => 'now', newId: () => 'd', deferRecords: true });
    const session = recordSession(startCoreGame(8), { runId: 'd', seed: 8, mode: 'campaign' });
    p.save(session);
    session.perform({ kind: 'wait' });
    p.record(session, 10);
    expect(store.getSave('d')?.inputs).toHaveLength(0);
    p.flush();
    expect(store.getSave('d')?.inputs).toEqual(session.inputs);
    expect(store.saveInfo('d')?.playedMs).toBe(10);
    session.perform({ kind: 'wait' });
    p.record(session, 20);
    p.save(session, 30);
    p.flush();
    expect(store.getSave('d')?.inputCount).toBe(2);
    expect(store.saveInfo('d')?.playedMs).toBe(30);
  });

  it('keeps the time played across Continue', () => {
    const store = open();
    const p = persistence(store);
    const session = recordSession(startCoreGame(5), { runId: 'r', seed: 5, mode: 'campaign' });
    p.save(session, 61_000);
    play(p, session, [STEPS[4], STEPS[4]], 1000, 95_000);
    expect(persistence(store).resume().playedMs).toBe(95_001);
  });

  it('holds an Endless run’s chunks until the save’s transaction, and a failed save writes none of them', () => {
    const store = open();
    const games = storeGames(store);
    const world = worldKey(11);
    const session = recordSession(games.start('endless', 11), { runId: 'e', seed: 11, mode: 'endless' });
    const walk: Command[] = Array.from({ length: 80 }, () => ({ kind: 'explore' }) as const);
    for (const c of walk) session.perform(c);
    expect(store.chunkCount(world)).toBe(0);
    // A save whose state cannot be written (the disk is full): the chunks stay out with it.
    const full: Store = {
      ...store,
      putSave: () => {
        throw new Error('the disk is full');
      },
    };
    expect(() => persistence(full, games).save(session)).toThrow('the disk is full');
    expect(store.chunkCount(world)).toBe(0);
    expect(store.latestSave()).toBeUndefined();
    persistence(store, games).save(session);
    const reference = memoryChunkSource();
    const unbroken = startEndlessSession(11, reference);
    for (const c of walk) unbroken.perform(c);
    unbroken.save();
    expect(store.chunkCount(world)).toBe(reference.chunks.size);
    expect(store.chunkCount(world)).toBeGreaterThan(0);
  });

  it('does not delete a stored world when a run on its seed starts, only with that run’s first save', () => {
    const store = open();
    const world = worldKey('kestrel');
    store.putWorldMeta(world, JSON.stringify({ seed: 'kestrel' }));
    store.putChunk(world, 40, 40, new Uint8Array([1, 2, 3]));
    const p = persistence(store);
    const session = recordSession(p.games.start('endless', 'kestrel'), {
      runId: 'k',
      seed: 'kestrel',
      mode: 'endless',
    });
    session.perform({ kind: 'wait' });
    expect(Array.from(store.getChunk(world, 40, 40) ?? [])).toEqual([1, 2, 3]);
    p.save(session);
    expect(store.getChunk(world, 40, 40)).toBeUndefined();
    expect(store.chunkCount(world)).toBeGreaterThan(0);
  });

  it('stores an Endless world as left in the same transaction as finish (and not at all when finish fails)', () => {
    const store = open();
    const p = persistence(store);
    const world = worldKey(21);
    const session = recordSession(p.games.start('endless', 21), { runId: 'f', seed: 21, mode: 'endless' });
    p.save(session);
    const atSave = store.chunkCount(world);
    const walk: Command[] = Array.from({ length: 120 }, () => ({ kind: 'explore' }) as const);
    for (const c of walk) session.perform(c);
    // finish inside a transaction that fails after it: neither the world nor the history changes.
    expect(() =>
      store.transaction(() => {
        p.finish(session, 'abandoned');
        throw new Error('the disk is full');
      }),
    ).toThrow('the disk is full');
    expect(store.chunkCount(world)).toBe(atSave);
    expect(store.listRuns()).toEqual([]);
    p.finish(session, 'abandoned');
    const reference = memoryChunkSource();
    const unbroken = startEndlessSession(21, reference);
    for (const c of walk) unbroken.perform(c);
    unbroken.save();
    expect(store.chunkCount(world)).toBe(reference.chunks.size);
    expect(store.listRuns().map((r) => r.outcome)).toEqual(['abandoned']);
    expect(store.latestSave()).toBeUndefined();
  });

  it('does not resume a run that is already over: it enters the history and comes back ended', () => {
    // A stand-in game that ends on its third wait.
    const fake = (waits = 0): GameSession => {
      let n = waits;
      const view = (): GameView => ({ turn: n, outcome: n >= 3 ? 'died' : 'playing', depth: 0 }) as GameView;
      return {
        view: () => ({ ...view(), stats: { turns: n, kills: 0, deepestFloor: 0 } }) as GameView,
        perform: () => {
          n++;
          return { events: [], tookTurn: true } as never;
        },
        hash: () => `h${n}`,
        save: () => JSON.stringify({ n }),
      };
    };
    const games = campaignFactory();
    const fakes: GameFactory = {
      start: () => fake(),
      resume: (mode, state) =>
        mode === 'campaign' ? fake((JSON.parse(state) as { n: number }).n) : games.resume(mode, state),
    };
    const store = open();
    const p = persistence(store, fakes);
    const session = recordSession(fake(), { runId: 'over', seed: 1, mode: 'campaign' });
    p.save(session);
    session.perform({ kind: 'wait' });
    p.record(session);
    session.perform({ kind: 'wait' });
    p.record(session);
    // The third wait ends the run; the process dies before finish could record it.
    store.appendInputs('over', 2, [{ kind: 'wait' }], {
      turn: 3,
      depth: 0,
      playedMs: 0,
      savedAt: '2026-01-02T00:00:00.000Z',
    });
    const again = persistence(store, fakes);
    const resumed = again.resume();
    expect(resumed.view().outcome).toBe('died');
    expect(store.latestSave()).toBeUndefined();
    expect(store.listRuns().map((r) => [r.runId, r.outcome, r.turns])).toEqual([['over', 'died', 3]]);
    expect(again.liveSave()).toBeUndefined();
  });

  it('refuses a log holding something that is not a command, with one sentence', () => {
    const store = open();
    const p = persistence(store);
    const session = recordSession(startCoreGame(2), { runId: 'bad', seed: 2, mode: 'campaign' });
    p.save(session);
    store.appendInputs('bad', 0, [{ nope: 1 }], { turn: 1, depth: 0, playedMs: 0, savedAt: 'x' });
    expect(() => persistence(store).resume()).toThrow(/does not decode \(its input log holds something/);
    expect(isCommand({ kind: 'wait' })).toBe(true);
    expect(isCommand({ nope: 1 })).toBe(false);
  });

  it('plays both modes over the store by default', () => {
    const store = open();
    const games = storeGames(store);
    expect(games.start('endless', 4).view().outcome).toBe('playing');
    expect(games.start('campaign', 4).hash()).toBe(startCoreGame(4).hash());
  });
});
