import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  botCommand,
  buildFloor,
  createGame,
  endlessBotCommand,
  LAST_FLOOR,
  perform,
  recordSession,
  resumeCoreGame,
  serialize,
  startEndlessSession,
  view,
  type Command,
  type RecordedSession,
} from '@hullbreach/game';
import { DATABASE_NAME, keptChunks, openStore, type Store } from '@hullbreach/store';
import type { BenchCase } from '../case.js';

/** Commands already in the run's input log when the timed saves and loads happen (a long run). */
const LOGGED = 5000;

/** A store in a fresh temporary folder, removed when the bench process exits. */
function tempStore(): Store {
  const dir = mkdtempSync(join(tmpdir(), 'hullbreach-bench-store-'));
  const store = openStore(join(dir, DATABASE_NAME));
  process.on('exit', () => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return store;
}

/**
 * A campaign run on the largest floor (the engine deck) after 300 turns of the bot, so the
 * player's memory, the log and the monsters are as a real save finds them, with a long input log.
 */
function engineDeckRun(): RecordedSession {
  const game = createGame('bench-save', { floor: buildFloor('bench-save', LAST_FLOOR) });
  const memory = { depth: -1, floorTurns: 0 };
  for (let k = 0; k < 300 && game.outcome === 'playing'; k++) {
    if (!perform(game, botCommand(view(game), memory)).tookTurn) perform(game, { kind: 'wait' });
  }
  const inputs: Command[] = Array.from({ length: LOGGED }, (_, i) => ({
    kind: 'move',
    dx: (i % 3) - 1,
    dy: 1,
  }));
  return recordSession(resumeCoreGame(serialize(game)), {
    runId: 'bench',
    seed: 'bench-save',
    mode: 'campaign',
    inputs,
  });
}

/** Writes a session's live save the way the CLI's persistence does: one transaction, new inputs only. */
function saveRun(store: Store, session: RecordedSession): number {
  const state = session.save?.() ?? '';
  store.putSave({
    runId: session.runId,
    mode: session.mode,
    seed: session.seed,
    turn: session.view().turn,
    depth: session.view().depth,
    state,
    inputs: session.inputs,
    savedAt: '2026-11-23T20:00:00.000Z',
  });
  return state.length;
}

/**
 * Campaign saves (no rot.js counterpart: rot keeps no saves). An autosave is 50 more turns of
 * input plus the whole state, written to a real WAL database file; a load is what Continue does:
 * read the save and its input log, decode the state into a playable game.
 */
export const cases: BenchCase[] = [
  {
    group: 'store',
    name: 'campaign autosave, largest floor',
    ours: {
      label: 'serialize + putSave (50 new inputs)',
      setup() {
        const store = tempStore();
        const session = engineDeckRun();
        saveRun(store, session);
        const log = session.inputs as Command[];
        return () => {
          for (let i = 0; i < 50; i++) log.push({ kind: 'wait' });
          return saveRun(store, session);
        };
      },
    },
  },
  {
    group: 'store',
    name: 'campaign load (Continue), largest floor',
    ours: {
      label: 'getSave + deserialize',
      setup() {
        const store = tempStore();
        const session = engineDeckRun();
        saveRun(store, session);
        return () => {
          const save = store.getSave('bench');
          if (save === undefined) throw new Error('the save is missing');
          const game = resumeCoreGame(save.state);
          return save.inputs.length + game.view().turn;
        };
      },
    },
  },
  {
    group: 'store',
    name: 'open the database',
    ours: {
      label: 'openStore (header, quick_check, WAL)',
      setup() {
        const store = tempStore();
        const session = engineDeckRun();
        saveRun(store, session);
        return () => {
          const again = openStore(store.file);
          const n = again.latestSave()?.inputCount ?? 0;
          again.close();
          return n;
        };
      },
    },
  },
  {
    group: 'store',
    name: 'Endless autosave (window + state)',
    ours: {
      label: 'flush 9 chunks + commit + putSave, one transaction',
      setup() {
        const store = tempStore();
        const source = keptChunks(store, 'bench', '{"seed":"bench"}', true);
        const session = startEndlessSession('bench', source);
        const memory = { inner: { depth: -1, floorTurns: 0 } };
        // 300 turns of the bot first, so the window has moved and holds a lived-in world.
        for (let k = 0; k < 300 && session.game.outcome === 'playing'; k++)
          if (!session.perform(endlessBotCommand(session.game, memory)).tookTurn)
            session.perform({ kind: 'wait' });
        let turn = 0;
        return () =>
          store.transaction(() => {
            const state = session.save();
            source.commit();
            store.putSave({
              runId: 'bench-endless',
              mode: 'endless',
              seed: 'bench',
              turn: turn++,
              depth: session.distance(),
              state,
              inputs: [],
              savedAt: '2026-11-23T20:00:00.000Z',
            });
            return state.length;
          });
      },
    },
  },
];
