import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { openStore } from './node.js';
import {
  durableTurns,
  PERSISTENCE_SCENARIOS,
  STEPS,
  type ScenarioDatabases,
} from './persistence-scenarios.js';
import type { Store } from './store.js';

// The scenarios live in persistence-scenarios.ts, driver-independent: the web package's browser
// test (packages/web/test/persist-scenarios.test.ts) runs the same ones over SQLite's WebAssembly build.

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

/** The test's database files over better-sqlite3, each closed after the test. */
const databases: ScenarioDatabases = {
  open: (name = 'saves.sqlite') => {
    const store = openStore(join(dir, name));
    opened.push(store);
    return store;
  },
  close: (store) => {
    store.close();
    opened = opened.filter((s) => s !== store);
  },
};

describe('StorePersistence (Node driver)', () => {
  it('makes every turn durable: a reopened file continues at the last command, with the unbroken run’s hash', () => {
    let n = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(fc.constantFrom(...STEPS), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 2, max: 60 }),
        (seed, commands, every) => durableTurns(databases, `prop-${n++}.sqlite`, seed, commands, every),
      ),
      { numRuns: 12 },
    );
  });

  for (const scenario of PERSISTENCE_SCENARIOS) {
    it(scenario.name, () => scenario.run(databases));
  }
});
