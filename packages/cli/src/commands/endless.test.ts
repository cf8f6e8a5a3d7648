import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { autoplayEndless, decodeChunk, memoryChunkSource, Ter } from '@hullbreach/game';
import { DATABASE_NAME, openStore } from '@hullbreach/store';
import { afterEach, describe, expect, it } from 'vitest';
import { worldKey } from '../endless-world.js';
import { memoryIo } from '../test-io.js';
import { runAutoplay, type Bot } from './autoplay.js';
import { runWorld } from './endless.js';

const noBot: Bot = () => {
  throw new Error('the campaign bot should not be called in endless mode');
};

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hullbreach-endless-test-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The legend `hullbreach world` documents, written out plainly. */
function reference(terrain: Uint8Array): string {
  const glyph = (t: number): string =>
    t === Ter.Wall ? '#' : t === Ter.DoorClosed || t === Ter.DoorOpen ? '+' : t === Ter.Floor ? '.' : ' ';
  const rows: string[] = [];
  for (let y = 0; y < 32; y++) rows.push(Array.from(terrain.subarray(y * 32, y * 32 + 32), glyph).join(''));
  return `${rows.join('\n')}\n`;
}

describe('autoplay --mode endless', () => {
  it('prints the Endless line (chunks, distance), the same with or without a data folder, as the core plays it', () => {
    const dir = tempDir();
    const a = memoryIo();
    const b = memoryIo();
    expect(
      runAutoplay(['--mode', 'endless', '--seed', '12', '--turns', '150', '--data-dir', dir], a, noBot),
    ).toBe(0);
    expect(runAutoplay(['--mode', 'endless', '--seed', '12', '--turns', '150'], b, noBot)).toBe(0);
    const line = JSON.parse(a.out) as Record<string, unknown>;
    expect(Object.keys(line)).toEqual([
      'seed',
      'outcome',
      'turns',
      'kills',
      'chunks',
      'distance',
      'stateHash',
    ]);
    expect(b.out).toBe(a.out);
    const core = autoplayEndless(12, 150, memoryChunkSource());
    expect(line).toMatchObject({ seed: 12, turns: core.turns, chunks: core.chunks, distance: core.distance });
    expect(line.stateHash).toBe(core.stateHash);
    // Stored in the folder: every generated chunk.
    const store = openStore(join(dir, DATABASE_NAME));
    expect(store.chunkCount(worldKey(12))).toBe(core.chunks);
    store.close();
  });

  it('without a data folder leaves no database behind', () => {
    const before = readdirSync(tmpdir()).filter((n) => n.startsWith('hullbreach-endless-')).length;
    runAutoplay(['--mode', 'endless', '--seed', 'x', '--turns', '20'], memoryIo(), noBot);
    expect(readdirSync(tmpdir()).filter((n) => n.startsWith('hullbreach-endless-')).length).toBe(before);
  });

  it('refuses an unknown mode', () => {
    expect(() => runAutoplay(['--seed', '1', '--mode', 'tutorial'], memoryIo(), noBot)).toThrow(/--mode/);
  });
});

describe('world', () => {
  it('prints a stored chunk as the player left it, in the documented legend', () => {
    const dir = tempDir();
    runAutoplay(['--mode', 'endless', '--seed', '5', '--turns', '200', '--data-dir', dir], memoryIo(), noBot);
    const store = openStore(join(dir, DATABASE_NAME));
    const data = store.getChunk(worldKey(5), 0, 0);
    store.close();
    expect(data).toBeDefined();
    const io = memoryIo();
    expect(runWorld(['--data-dir', dir, '--seed', '5', '--chunk', '0,0'], io, {})).toBe(0);
    expect(io.out).toBe(reference(decodeChunk(data!).terrain));
  });

  it('says which chunk is missing, and refuses bad coordinates', () => {
    const dir = tempDir();
    expect(() => runWorld(['--data-dir', dir, '--seed', '5', '--chunk', '3,4'], memoryIo(), {})).toThrow(
      /no chunk 3,4/,
    );
    expect(() => runWorld(['--data-dir', dir, '--seed', '5', '--chunk', 'a,b'], memoryIo(), {})).toThrow(
      /--chunk CX,CY/,
    );
    expect(existsSync(join(dir, DATABASE_NAME))).toBe(true);
  });
});
