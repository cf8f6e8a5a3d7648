import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  resumeEndlessSession,
  startEndlessSession,
  type ChunkSource,
  type EndlessSession,
} from '@hullbreach/game';
import { DATABASE_NAME, keptChunks, openStore, type KeptChunks, type Store } from '@hullbreach/store';

/** The store's name for the Endless world of a seed (seeds of digits are numbers, as on the command line). */
export function worldKey(seed: number | string): string {
  return typeof seed === 'number' ? `seed:${seed}` : `word:${seed}`;
}

/** A chunk source over the store's chunk table, for one world. */
export function storeChunkSource(store: Store, world: string): ChunkSource {
  return {
    load: (cx, cy) => store.getChunk(world, cx, cy),
    save: (cx, cy, data) => store.putChunk(world, cx, cy, data),
  };
}

/** An Endless session whose every save also commits the chunks its source holds back. */
function keptSession(session: EndlessSession, source: KeptChunks): EndlessSession {
  return {
    ...session,
    save: () => {
      const text = session.save();
      source.commit();
      return text;
    },
  };
}

/**
 * Endless runs over a store, for the saves: a new run replaces whatever world of that seed was
 * stored (a new run starts from the world as generated; only Continue goes on with a stored
 * one), once it is first saved. Chunks reach the database only with a save, in its transaction.
 */
export function endlessGames(store: Store): {
  start(mode: string, seed: number | string): EndlessSession;
  resume(mode: string, state: string): EndlessSession;
} {
  return {
    start: (_mode, seed) => {
      const source = keptChunks(store, worldKey(seed), JSON.stringify({ seed }), true);
      return keptSession(startEndlessSession(seed, source), source);
    },
    resume: (_mode, state) => {
      const seed = (JSON.parse(state) as { seed: number | string }).seed;
      const source = keptChunks(store, worldKey(seed), JSON.stringify({ seed }), false);
      return keptSession(resumeEndlessSession(state, source), source);
    },
  };
}

/** An open store in `dir` (created on first use), or in a temporary folder removed by `close`. */
export function openWorldStore(dir: string | undefined): { store: Store; close(): void } {
  const folder = dir ?? mkdtempSync(join(tmpdir(), 'hullbreach-endless-'));
  const store = openStore(join(folder, DATABASE_NAME));
  return {
    store,
    close: () => {
      store.close();
      if (dir === undefined) rmSync(folder, { recursive: true, force: true });
    },
  };
}
