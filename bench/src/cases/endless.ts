import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createEndlessGame,
  decodeChunk,
  encodeChunk,
  makeChunk,
  performEndless,
  recentre,
  type ChunkSource,
} from '@hullbreach/game';
import { DATABASE_NAME, openStore, type Store } from '@hullbreach/store';
import type { BenchCase } from '../case.js';

/** A store in a fresh temporary folder, removed when the bench process exits. */
function tempStore(): Store {
  const dir = mkdtempSync(join(tmpdir(), 'hullbreach-bench-'));
  const store = openStore(join(dir, DATABASE_NAME));
  process.on('exit', () => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return store;
}

function source(store: Store, world: string): ChunkSource {
  return {
    load: (cx, cy) => store.getChunk(world, cx, cy),
    save: (cx, cy, data) => store.putChunk(world, cx, cy, data),
  };
}

/**
 * The Endless world's storage (no rot.js counterpart: rot has no chunked world): making a chunk
 * as the player first nears it and writing it to the SQLite store (one transaction); reading a
 * stored chunk back and unpacking it; and one whole re-centring of the window as the player
 * crosses into the next chunk (three chunks stored, three loaded or made, everything shifted).
 */
export const cases: BenchCase[] = [
  {
    group: 'endless',
    name: 'make + store a chunk',
    ours: {
      label: 'makeChunk + encodeChunk + putChunk',
      setup() {
        const store = tempStore();
        let k = 0;
        return () => {
          const cx = (k % 200) - 100;
          const cy = Math.floor(k / 200);
          k++;
          const bytes = encodeChunk(makeChunk('bench', cx, cy));
          store.putChunk('bench', cx, cy, bytes);
          return bytes.length;
        };
      },
    },
  },
  {
    group: 'endless',
    name: 'load a stored chunk',
    ours: {
      label: 'getChunk + decodeChunk',
      setup() {
        const store = tempStore();
        for (let k = 0; k < 400; k++)
          store.putChunk(
            'bench',
            k % 20,
            Math.floor(k / 20),
            encodeChunk(makeChunk('bench', k % 20, Math.floor(k / 20))),
          );
        let k = 0;
        return () => {
          const cx = k % 20;
          const cy = Math.floor(k / 20) % 20;
          k++;
          const data = store.getChunk('bench', cx, cy);
          if (data === undefined) throw new Error('missing chunk');
          return decodeChunk(data).items.length;
        };
      },
    },
  },
  {
    group: 'endless',
    name: 're-centre the window by one chunk',
    ours: {
      label: 'recentre (3 stored, 3 loaded)',
      setup() {
        const store = tempStore();
        const src = source(store, 'bench');
        const game = createEndlessGame('bench', src);
        game.player.hp = game.player.maxHp = 1e9;
        for (let k = 0; k < 20; k++) performEndless(game, src, { kind: 'wait' });
        // Back and forth between chunks 0 and 1 on the same row: after the first pass every
        // chunk comes from the store.
        let east = true;
        return () => {
          const to = east ? game.world!.cx + 1 : game.world!.cx - 1;
          east = !east;
          recentre(game, src, to, 0);
          return game.floor.items.length;
        };
      },
    },
  },
];
