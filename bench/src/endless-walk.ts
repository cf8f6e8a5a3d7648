/**
 * `node bench/dist/endless-walk.js [CHUNKS]`: an Endless walk over CHUNKS chunks (default 2,000)
 * through the real SQLite store in a temporary folder. The player (made unkillable) is set down in
 * each chunk of a snake-shaped route in turn and plays a few turns there, so every chunk is made,
 * stored, lived in, and stored again as the window moves on. Prints the resident memory (RSS,
 * highest seen), the database's size per chunk, and the time per chunk.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CHUNK,
  createEndlessGame,
  flushWindow,
  performEndless,
  settleWindow,
  Ter,
  type GameState,
} from '@hullbreach/game';
import { DATABASE_NAME, openStore } from '@hullbreach/store';

const TURNS_PER_CHUNK = 5;

/** Puts the player on a free floor cell of world chunk (cx, cy), which must be in the window. */
function setDown(game: GameState, cx: number, cy: number): void {
  const { floor, player } = game;
  const w = floor.width;
  for (let y = 10; y < CHUNK - 2; y++) {
    for (let x = 10; x < CHUNK - 2; x++) {
      const wx = cx * CHUNK + x - floor.originX;
      const wy = cy * CHUNK + y - floor.originY;
      const i = wy * w + wx;
      if (floor.terrain[i] !== Ter.Floor || floor.occupant[i] !== 0) continue;
      floor.occupant[player.y * w + player.x] = 0;
      player.x = wx;
      player.y = wy;
      floor.occupant[i] = -1;
      return;
    }
  }
}

function main(): void {
  const chunks = Number(process.argv[2] ?? 2000);
  const side = Math.ceil(Math.sqrt(chunks));
  const dir = mkdtempSync(join(tmpdir(), 'hullbreach-walk-'));
  const file = join(dir, DATABASE_NAME);
  const store = openStore(file);
  try {
    const world = 'walk';
    const source = {
      load: (cx: number, cy: number) => store.getChunk(world, cx, cy),
      save: (cx: number, cy: number, data: Uint8Array) => store.putChunk(world, cx, cy, data),
    };
    const game = createEndlessGame('walk', source);
    let rss = process.memoryUsage().rss;
    const started = performance.now();
    let visited = 0;
    // A snake over a side x side square starting at (0, 0): one chunk step at a time.
    for (let row = 0; row < side && visited < chunks; row++) {
      for (let k = 0; k < side && visited < chunks; k++) {
        const cx = row % 2 === 0 ? k : side - 1 - k;
        game.player.hp = game.player.maxHp = 1e9;
        game.player.oxygen = game.player.maxOxygen;
        setDown(game, cx, row);
        settleWindow(game, source);
        for (let t = 0; t < TURNS_PER_CHUNK; t++) performEndless(game, source, { kind: 'wait' });
        visited++;
        if (visited % 100 === 0) rss = Math.max(rss, process.memoryUsage().rss);
      }
    }
    flushWindow(game, source);
    const elapsed = performance.now() - started;
    rss = Math.max(rss, process.memoryUsage().rss);
    const stored = store.chunkCount(world);
    // The chunks' own bytes, beside the database file's size (pages, index, free space).
    let payload = 0;
    for (let row = -1; row <= side; row++)
      for (let cx = -1; cx <= side; cx++) payload += store.getChunk(world, cx, row)?.length ?? 0;
    store.close();
    let bytes = 0;
    for (const suffix of ['', '-wal']) {
      try {
        bytes += statSync(file + suffix).size;
      } catch {
        // no WAL left after close
      }
    }
    const line = {
      chunksVisited: visited,
      chunksStored: stored,
      generated: game.world?.generated,
      turns: game.turn,
      rssMB: Math.round(rss / 1e5) / 10,
      dbBytes: bytes,
      bytesPerChunk: Math.round(bytes / stored),
      chunkDataBytesPerChunk: Math.round(payload / stored),
      msPerChunk: Math.round((elapsed / visited) * 100) / 100,
    };
    console.log(JSON.stringify(line));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
