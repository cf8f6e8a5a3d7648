import type { Store } from './store.js';

/**
 * A chunk source (the game core's `ChunkSource`: `load` and `save` of a chunk's bytes) for an
 * Endless run being played and saved: chunks it is handed wait in memory until
 * {@link KeptChunks.commit} writes them, so that a save puts its chunks and its state into the
 * database in one transaction and a crash between saves leaves a world that matches the last
 * save. A fresh world reads nothing stored until its first commit, which replaces whatever world
 * of that name was stored (a new run starts from the world as generated).
 */
export interface KeptChunks {
  /** The chunk's bytes: waiting ones first, then the stored ones. */
  load(cx: number, cy: number): Uint8Array | undefined;
  /** Holds a chunk's bytes until the next commit. */
  save(cx: number, cy: number, bytes: Uint8Array): void;
  /**
   * Writes the chunks waiting (and, the first time for a fresh world, replaces the stored world
   * and its record), inside the caller's transaction if one is open. They stop waiting only once
   * that transaction has committed: a save that fails keeps them for the next one.
   */
  commit(): void;
  /** How many chunks wait for the next commit. */
  readonly waiting: number;
}

/** {@link KeptChunks} over one world of the store; `fresh` for a new run's world, `meta` its record. */
export function keptChunks(store: Store, world: string, meta: string, fresh: boolean): KeptChunks {
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
          store.putWorldMeta(world, meta);
        }
        store.putChunks(world, written);
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
