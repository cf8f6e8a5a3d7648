/**
 * The scenarios of `StorePersistence`, independent of the SQLite driver: the Node suite
 * (persistence.test.ts, better-sqlite3) and the web package's browser page (SQLite's WebAssembly
 * build on OPFS, in Chromium) run every one of them against the same class. Not exported by the
 * package: a test module that needs no test runner (its checks throw plain errors).
 */
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
import {
  campaignFactory,
  isCommand,
  StorePersistence,
  storeGames,
  worldKey,
  type GameFactory,
} from './persistence.js';
import type { Store } from './store.js';

/** How a scenario reaches databases: `open` opens (again) a named file of its own, `close` closes it. */
export interface ScenarioDatabases {
  open(name?: string): Store;
  close(store: Store): void;
}

/** One scenario: a name (the test's title) and a body that throws when the behaviour is wrong. */
export interface PersistenceScenario {
  readonly name: string;
  run(databases: ScenarioDatabases): void;
}

/** Throws `message` unless `condition` holds. */
function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/** Throws unless `actual` and `expected` are equal as JSON. */
function same(actual: unknown, expected: unknown, what: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  check(a === e, `${what}: got ${a}, expected ${e}`);
}

/** Throws unless `fn` throws an error whose message matches `pattern`. */
function throwsLike(fn: () => unknown, pattern: RegExp, what: string): void {
  try {
    fn();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    check(pattern.test(message), `${what}: threw "${message}", expected ${String(pattern)}`);
    return;
  }
  throw new Error(`${what}: did not throw`);
}

let ids = 0;
/** A persistence with a fake clock (one second a call) and run ids of its own. */
export function scenarioPersistence(store: Store, games?: GameFactory): StorePersistence {
  let clock = 0;
  return new StorePersistence(store, {
    now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, clock++)).toISOString(),
    newId: () => `run-${ids++}`,
    ...(games !== undefined ? { games } : {}),
  });
}

/** Commands that each play one turn (or one walk). */
export const STEPS: readonly Command[] = [
  { kind: 'move', dx: 1, dy: 0 },
  { kind: 'move', dx: -1, dy: 0 },
  { kind: 'move', dx: 0, dy: 1 },
  { kind: 'move', dx: 0, dy: -1 },
  { kind: 'wait' },
  { kind: 'explore' },
];

/** Plays commands the way the app does: a save every `every` commands, a record after each other one. */
export function play(
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

/**
 * Plays `commands` on a campaign run of `seed` in file `name`, closes it as a dying process
 * would, and checks that a reopened file continues at the last command with the unbroken run's hash.
 */
export function durableTurns(
  databases: ScenarioDatabases,
  name: string,
  seed: number,
  commands: readonly Command[],
  every: number,
): void {
  const store = databases.open(name);
  const p = scenarioPersistence(store);
  const session = recordSession(startCoreGame(seed), { runId: p.newRunId(), seed, mode: 'campaign' });
  p.save(session);
  play(p, session, commands, every);
  databases.close(store);
  const again = scenarioPersistence(databases.open(name));
  if (session.view().outcome !== 'playing') return;
  same(again.liveSave()?.turn, session.view().turn, 'the reopened save’s turn');
  const resumed = again.resume();
  same(resumed.inputs, session.inputs, 'the resumed input log');
  same(resumed.hash(), session.hash(), 'the resumed hash');
  const unbroken = startCoreGame(seed);
  for (const c of session.inputs) unbroken.perform(c);
  same(resumed.hash(), unbroken.hash(), 'the resumed hash against the unbroken run');
}

/** A stand-in campaign game that ends on its third turn; its save is `{ n }`. */
function endsOnThird(waits = 0): GameSession {
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
}

const explore = (n: number): Command[] => Array.from({ length: n }, () => ({ kind: 'explore' }) as const);

/** Every scenario of `StorePersistence`, in the order the suites run them. */
export const PERSISTENCE_SCENARIOS: readonly PersistenceScenario[] = [
  {
    name: 'makes every turn durable on fixed runs: a reopened file continues at the last command',
    run: (databases) => {
      durableTurns(databases, 'durable-a.sqlite', 7, [STEPS[0], STEPS[4], STEPS[2], STEPS[5], STEPS[1]], 2);
      durableTurns(databases, 'durable-b.sqlite', 4242, [...STEPS, ...STEPS, STEPS[5]], 5);
      durableTurns(databases, 'durable-c.sqlite', 99, [STEPS[3], STEPS[3], STEPS[4]], 60);
    },
  },
  {
    name: 'folds the turns appended one by one into the next save’s single segment',
    run: (databases) => {
      const store = databases.open();
      const p = scenarioPersistence(store);
      const session = recordSession(startCoreGame(3), { runId: 'r', seed: 3, mode: 'campaign' });
      p.save(session);
      play(p, session, [STEPS[4], STEPS[4], STEPS[4]], 1000);
      same(store.getSave('r')?.inputCount, 0, 'the saved input count before the save');
      same(store.getSave('r')?.inputs.length, 3, 'the inputs appended');
      p.save(session);
      const loaded = store.getSave('r');
      same(loaded?.inputCount, 3, 'the saved input count after the save');
      same(loaded?.inputs, session.inputs, 'the saved inputs');
      play(p, session, [STEPS[4]], 1000);
      same(store.getSave('r')?.inputs, session.inputs, 'the inputs after one more turn');
    },
  },
  {
    name: 'with deferred records writes a turn only at flush, and a save takes its place',
    run: (databases) => {
      const store = databases.open();
      const p = new StorePersistence(store, { now: () => 'now', newId: () => 'd', deferRecords: true });
      const session = recordSession(startCoreGame(8), { runId: 'd', seed: 8, mode: 'campaign' });
      p.save(session);
      session.perform({ kind: 'wait' });
      p.record(session, 10);
      same(store.getSave('d')?.inputs.length, 0, 'the inputs written before flush');
      p.flush();
      same(store.getSave('d')?.inputs, session.inputs, 'the inputs written at flush');
      same(store.saveInfo('d')?.playedMs, 10, 'the time played at flush');
      session.perform({ kind: 'wait' });
      p.record(session, 20);
      p.save(session, 30);
      p.flush();
      same(store.getSave('d')?.inputCount, 2, 'the saved input count');
      same(store.saveInfo('d')?.playedMs, 30, 'the time played of the save');
    },
  },
  {
    name: 'keeps the time played across Continue',
    run: (databases) => {
      const store = databases.open();
      const p = scenarioPersistence(store);
      const session = recordSession(startCoreGame(5), { runId: 'r', seed: 5, mode: 'campaign' });
      p.save(session, 61_000);
      play(p, session, [STEPS[4], STEPS[4]], 1000, 95_000);
      same(scenarioPersistence(store).resume().playedMs, 95_001, 'the time played on Continue');
    },
  },
  {
    name: 'holds an Endless run’s chunks until the save’s transaction, and a failed save writes none of them',
    run: (databases) => {
      const store = databases.open();
      const games = storeGames(store);
      const world = worldKey(11);
      const session = recordSession(games.start('endless', 11), { runId: 'e', seed: 11, mode: 'endless' });
      const walk = explore(80);
      for (const c of walk) session.perform(c);
      same(store.chunkCount(world), 0, 'chunks stored before any save');
      // A save whose state cannot be written (the disk is full): the chunks stay out with it.
      const full: Store = {
        ...store,
        putSave: () => {
          throw new Error('the disk is full');
        },
      };
      throwsLike(() => scenarioPersistence(full, games).save(session), /the disk is full/, 'the failed save');
      same(store.chunkCount(world), 0, 'chunks stored by the failed save');
      same(store.latestSave(), undefined, 'the save left by the failed save');
      scenarioPersistence(store, games).save(session);
      const reference = memoryChunkSource();
      const unbroken = startEndlessSession(11, reference);
      for (const c of walk) unbroken.perform(c);
      unbroken.save();
      check(reference.chunks.size > 0, 'the walk generated no chunk');
      same(store.chunkCount(world), reference.chunks.size, 'chunks stored by the save');
    },
  },
  {
    name: 'does not delete a stored world when a run on its seed starts, only with that run’s first save',
    run: (databases) => {
      const store = databases.open();
      const world = worldKey('kestrel');
      store.putWorldMeta(world, JSON.stringify({ seed: 'kestrel' }));
      store.putChunk(world, 40, 40, new Uint8Array([1, 2, 3]));
      const p = scenarioPersistence(store);
      const session = recordSession(p.games.start('endless', 'kestrel'), {
        runId: 'k',
        seed: 'kestrel',
        mode: 'endless',
      });
      session.perform({ kind: 'wait' });
      same(Array.from(store.getChunk(world, 40, 40) ?? []), [1, 2, 3], 'the stored chunk after the start');
      p.save(session);
      same(store.getChunk(world, 40, 40), undefined, 'the old chunk after the first save');
      check(store.chunkCount(world) > 0, 'the first save stored no chunk of the new world');
    },
  },
  {
    name: 'stores an Endless world as left in the same transaction as finish (and not at all when finish fails)',
    run: (databases) => {
      const store = databases.open();
      const p = scenarioPersistence(store);
      const world = worldKey(21);
      const session = recordSession(p.games.start('endless', 21), { runId: 'f', seed: 21, mode: 'endless' });
      p.save(session);
      const atSave = store.chunkCount(world);
      const walk = explore(120);
      for (const c of walk) session.perform(c);
      // finish inside a transaction that fails after it: neither the world nor the history changes.
      throwsLike(
        () =>
          store.transaction(() => {
            p.finish(session, 'abandoned');
            throw new Error('the disk is full');
          }),
        /the disk is full/,
        'the failed finish',
      );
      same(store.chunkCount(world), atSave, 'chunks after the failed finish');
      same(store.listRuns(), [], 'the history after the failed finish');
      p.finish(session, 'abandoned');
      const reference = memoryChunkSource();
      const unbroken = startEndlessSession(21, reference);
      for (const c of walk) unbroken.perform(c);
      unbroken.save();
      same(store.chunkCount(world), reference.chunks.size, 'chunks after finish');
      same(
        store.listRuns().map((r) => r.outcome),
        ['abandoned'],
        'the history after finish',
      );
      same(store.latestSave(), undefined, 'the live save after finish');
    },
  },
  {
    name: 'does not resume a run that is already over: it enters the history and comes back ended',
    run: (databases) => {
      const games = campaignFactory();
      const fakes: GameFactory = {
        start: () => endsOnThird(),
        resume: (mode, state) =>
          // eslint-disable-next-line no-restricted-syntax -- a test fake: it resumes its own saves, the real factory the rest
          mode === 'campaign'
            ? endsOnThird((JSON.parse(state) as { n: number }).n)
            : games.resume(mode, state),
      };
      const store = databases.open();
      const p = scenarioPersistence(store, fakes);
      const session = recordSession(endsOnThird(), { runId: 'over', seed: 1, mode: 'campaign' });
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
      const again = scenarioPersistence(store, fakes);
      const resumed = again.resume();
      same(resumed.view().outcome, 'died', 'the outcome on Continue');
      same(store.latestSave(), undefined, 'the live save after Continue');
      same(
        store.listRuns().map((r) => [r.runId, r.outcome, r.turns]),
        [['over', 'died', 3]],
        'the history after Continue',
      );
      same(again.liveSave(), undefined, 'the persistence’s live save after Continue');
    },
  },
  {
    name: 'refuses a log holding something that is not a command, with one sentence',
    run: (databases) => {
      const store = databases.open();
      const p = scenarioPersistence(store);
      const session = recordSession(startCoreGame(2), { runId: 'bad', seed: 2, mode: 'campaign' });
      p.save(session);
      store.appendInputs('bad', 0, [{ nope: 1 }], { turn: 1, depth: 0, playedMs: 0, savedAt: 'x' });
      throwsLike(
        () => scenarioPersistence(store).resume(),
        /does not decode \(its input log holds something/,
        'Continue over a bad log',
      );
      check(isCommand({ kind: 'wait' }), 'a wait is not a command');
      check(!isCommand({ nope: 1 }), '{ nope: 1 } is a command');
    },
  },
  {
    name: 'plays both modes over the store by default',
    run: (databases) => {
      const store = databases.open();
      const games = storeGames(store);
      same(games.start('endless', 4).view().outcome, 'playing', 'a new Endless run');
      same(games.start('campaign', 4).hash(), startCoreGame(4).hash(), 'a new campaign run’s hash');
    },
  },
];
