import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  resumeEndlessSession,
  startEndlessSession,
  type ChunkSource,
  type EndlessSession,
} from '@hullbreach/game';
import { DATABASE_NAME, openStore, type Store } from '@hullbreach/store';

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

/**
 * Endless runs over a store: a new run replaces whatever world of that seed was stored (a new
 * run starts from the world as generated; only Continue goes on with a stored one).
 */
export function endlessGames(store: Store): {
  start(mode: string, seed: number | string): EndlessSession;
  resume(mode: string, state: string): EndlessSession;
} {
  return {
    start: (_mode, seed) => {
      const world = worldKey(seed);
      store.deleteWorld(world);
      store.putWorldMeta(world, JSON.stringify({ seed }));
      return startEndlessSession(seed, storeChunkSource(store, world));
    },
    resume: (_mode, state) => {
      const seed = (JSON.parse(state) as { seed: number | string }).seed;
      return resumeEndlessSession(state, storeChunkSource(store, worldKey(seed)));
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
