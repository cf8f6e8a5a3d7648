import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATABASE_NAME, openStore, type Store } from '@hullbreach/store';

// Endless worlds over the store (the chunk source, world names, held-back chunks for saves) are
// the store's own, shared with the browser.
export { endlessGames, storeChunkSource, worldKey } from '@hullbreach/store';

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
