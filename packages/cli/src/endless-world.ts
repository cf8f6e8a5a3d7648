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
 * A chunk source for a run being played and saved: chunks it is handed wait in memory until
 * {@link KeptChunkSource.commit} writes them, so that a save puts its chunks and its state into the
 * database in one transaction and a crash between saves leaves a world that matches the last
 * save. A fresh world reads nothing stored until its first commit, which replaces whatever world
 * of that key was stored (a new run starts from the world as generated).
 */
export interface KeptChunkSource extends ChunkSource {
  /** Writes the chunks waiting (the whole world's record too, the first time for a fresh world). */
  commit(): void;
  /** How many chunks wait for the next commit. */
  readonly waiting: number;
}

/** A {@link KeptChunkSource} over one world of the store; `fresh` for a new run's world. */
export function keptChunkSource(
  store: Store,
  world: string,
  seed: number | string,
  fresh: boolean,
): KeptChunkSource {
  const pending = new Map<string, { cx: number; cy: number; bytes: Uint8Array }>();
  let replacing = fresh;
  return {
    load: (cx, cy) =>
      pending.get(`${cx},${cy}`)?.bytes ?? (replacing ? undefined : store.getChunk(world, cx, cy)),
    save: (cx, cy, bytes) => void pending.set(`${cx},${cy}`, { cx, cy, bytes }),
    commit: () => {
      const written = [...pending.values()];
      store.transaction(() => {
        if (replacing) {
          store.deleteWorld(world);
          store.putWorldMeta(world, JSON.stringify({ seed }));
        }
        store.putChunks(world, written);
        // Held back until the save they belong to is in: a save that fails keeps them waiting.
        store.afterCommit(() => {
          replacing = false;
          for (const c of written) {
            const key = `${c.cx},${c.cy}`;
            if (pending.get(key) === c) pending.delete(key);
          }
        });
      });
    },
    get waiting() {
      return pending.size;
    },
  };
}

/** An Endless session whose every save also commits the chunks its source holds back. */
function keptSession(session: EndlessSession, source: KeptChunkSource): EndlessSession {
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
      const source = keptChunkSource(store, worldKey(seed), seed, true);
      return keptSession(startEndlessSession(seed, source), source);
    },
    resume: (_mode, state) => {
      const seed = (JSON.parse(state) as { seed: number | string }).seed;
      const source = keptChunkSource(store, worldKey(seed), seed, false);
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
