/**
 * Runs every scenario of the store's `StorePersistence` (the same ones the Node suite runs over
 * better-sqlite3) over SQLite's WebAssembly build on OPFS, through the game's own driver
 * (saves.ts `browserStore`), in a pool of its own; posts one result per scenario.
 */
import sqlite3InitModule from '@sqlite.org/sqlite-wasm';
import type { Store } from '@hullbreach/store/portable';
import { PERSISTENCE_SCENARIOS, type ScenarioDatabases } from '../../../store/src/persistence-scenarios.js';
import { browserStore } from '../game/saves.js';
import type { ScenarioResult } from './persist-protocol.js';

const sqlite3 = await sqlite3InitModule();
const pool = await sqlite3.installOpfsSAHPoolVfs({ name: 'hullbreach-scenarios', initialCapacity: 8 });
// Whatever an earlier page left behind goes: every scenario starts from empty files.
await pool.wipeFiles();

const results: ScenarioResult[] = [];
for (const [index, scenario] of PERSISTENCE_SCENARIOS.entries()) {
  let opened: Store[] = [];
  const databases: ScenarioDatabases = {
    open: (name = 'saves.sqlite') => {
      const store = browserStore(new pool.OpfsSAHPoolDb(`/s${index}-${name}`), name);
      opened.push(store);
      return store;
    },
    close: (store) => {
      store.close();
      opened = opened.filter((s) => s !== store);
    },
  };
  try {
    scenario.run(databases);
    results.push({ name: scenario.name, ok: true });
  } catch (error) {
    results.push({
      name: scenario.name,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    });
  } finally {
    for (const store of opened) store.close();
    await pool.wipeFiles();
  }
}
postMessage(results);
