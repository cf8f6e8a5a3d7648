import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  autoplayEndless,
  createApp,
  decodeChunk,
  encodeChunk,
  endlessBotCommand,
  memoryChunkSource,
  recordSession,
  startEndlessSession,
  DEFAULT_RULES,
  Ter,
  type Command,
  type EndlessSession,
} from '@hullbreach/game';
import { DATABASE_NAME, openStore, type Store } from '@hullbreach/store';
import { afterEach, describe, expect, it } from 'vitest';
import { endlessGames, worldKey } from '../endless-world.js';
import { campaignFactory, StorePersistence } from '../saves.js';
import { FakeInput, FakeOutput } from '../term/fake-tty.js';
import { memoryIo } from '../test-io.js';
import { runAutoplay, type Bot } from './autoplay.js';
import { runEndless, runWorld } from './endless.js';
import { runPlay, type PlayDeps } from './play.js';

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
    // The campaign's keys (cli.md), with the Endless ones added (store.md).
    expect(Object.keys(line)).toEqual([
      'seed',
      'outcome',
      'depth',
      'turns',
      'kills',
      'chunks',
      'distance',
      'stateHash',
    ]);
    expect(b.out).toBe(a.out);
    const core = autoplayEndless(12, 150, memoryChunkSource(), DEFAULT_RULES);
    expect(line).toMatchObject({
      seed: 12,
      depth: 0,
      turns: core.turns,
      chunks: core.chunks,
      distance: core.distance,
    });
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

  it('prints vault doors as doors and switch plates as the wall they are set in', () => {
    const dir = tempDir();
    runAutoplay(['--mode', 'endless', '--seed', '5', '--turns', '50', '--data-dir', dir], memoryIo(), noBot);
    const store = openStore(join(dir, DATABASE_NAME));
    const chunk = decodeChunk(store.getChunk(worldKey(5), 0, 0)!);
    const vault = [Ter.CardDoor, Ter.PressureDoor, Ter.SealedDoor, Ter.Switch, Ter.SwitchOn];
    vault.forEach((code, k) => (chunk.terrain[k] = code));
    store.putChunk(worldKey(5), 9, 9, encodeChunk(chunk));
    store.close();
    const io = memoryIo();
    expect(runWorld(['--data-dir', dir, '--seed', '5', '--chunk', '9,9'], io, {})).toBe(0);
    expect(io.out.slice(0, 5)).toBe('+++##');
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

function playDeps(data: string) {
  const input = new FakeInput();
  const output = new FakeOutput(100, 30);
  let id = 0;
  const d: PlayDeps = {
    createApp,
    stdin: input,
    stdout: output,
    env: { COLORTERM: 'truecolor' },
    entropy: () => 4242,
    process: new EventEmitter(),
    exit: () => undefined,
    saves: {
      home: join(data, 'home'),
      now: () => new Date(Date.UTC(2026, 10, 23, 21, id)),
      newId: () => `run-${++id}`,
      endless: endlessGames,
    },
  };
  return { d, input, output };
}

const MOVES = 'hjklyubn';

/** Types `n` movement keys (one command each); the walk heads east and south on the whole. */
function walk(input: FakeInput, n: number, from = 0): void {
  for (let i = from; i < from + n; i++) input.type(i % 3 === 2 ? MOVES[(i * 5 + 3) % MOVES.length] : 'n');
}

async function saveAndQuit(input: FakeInput): Promise<void> {
  input.type('\x1b');
  await new Promise((r) => setTimeout(r, 60));
  input.type('q');
  input.type('y');
}

/** Plays `steps` keys of a new Endless run on `seed` in a new data folder, saves and quits; the folder. */
async function savedEndless(seed: string, steps: number): Promise<string> {
  const data = tempDir();
  const { d, input } = playDeps(data);
  const running = runEndless(['--seed', seed, '--data-dir', data], memoryIo(), d, createApp);
  walk(input, steps);
  await saveAndQuit(input);
  expect(await running).toBe(0);
  return data;
}

describe('hullbreach endless', () => {
  it('saves an Endless run through the saves; play --continue takes it up and reaches the unbroken run', async () => {
    const data = await savedEndless('7', 60);

    const file = join(data, DATABASE_NAME);
    let store = openStore(file);
    const live = store.latestSave();
    expect(live).toMatchObject({ mode: 'endless', seed: 7 });
    expect(live === undefined ? undefined : store.getSave(live.runId)?.inputs.length).toBe(60);
    expect(store.chunkCount(worldKey(7))).toBeGreaterThanOrEqual(9);
    store.close();

    const second = playDeps(data);
    const again = runPlay(['--continue', '--data-dir', data], memoryIo(), second.d);
    walk(second.input, 40, 60);
    await saveAndQuit(second.input);
    expect(await again).toBe(0);

    store = openStore(file);
    const info = store.latestSave();
    const save = info === undefined ? undefined : store.getSave(info.runId);
    expect(save?.mode).toBe('endless');
    expect(save?.inputs.length).toBe(100);
    const resumed = endlessGames(store).resume('endless', save!.state);
    const unbroken = startEndlessSession(7, memoryChunkSource(), DEFAULT_RULES);
    for (const c of save!.inputs as Command[]) unbroken.perform(c);
    expect(resumed.hash()).toBe(unbroken.hash());
    // The stored world is the unbroken run's, chunk for chunk: the window as it stands, the rest as left.
    const reference = memoryChunkSource();
    const flushed = startEndlessSession(7, reference, DEFAULT_RULES);
    for (const c of save!.inputs as Command[]) flushed.perform(c);
    flushed.save();
    expect(store.chunkCount(worldKey(7))).toBe(reference.chunks.size);
    for (const [key, bytes] of reference.chunks) {
      const [cx, cy] = key.split(',').map(Number);
      expect(Uint8Array.from(store.getChunk(worldKey(7), cx, cy) ?? [])).toEqual(bytes);
    }
    expect(store.integrityCheck()).toBe('ok');
    store.close();
  });

  it('autoplay leaves alone the world of a saved Endless run on the same seed', async () => {
    const data = await savedEndless('7', 40);
    const file = join(data, DATABASE_NAME);
    const chunks = (): Map<string, string> => {
      const store = openStore(file);
      const all = new Map<string, string>();
      for (let cy = -3; cy <= 3; cy++)
        for (let cx = -3; cx <= 3; cx++) {
          const bytes = store.getChunk(worldKey(7), cx, cy);
          if (bytes !== undefined) all.set(`${cx},${cy}`, Buffer.from(bytes).toString('hex'));
        }
      store.close();
      return all;
    };
    const before = chunks();
    expect(before.size).toBeGreaterThanOrEqual(9);
    const io = memoryIo();
    const args = ['--mode', 'endless', '--seed', '7', '--turns', '200', '--data-dir', data];
    expect(() => runAutoplay(args, io, noBot)).toThrow(/holds a saved Endless run on seed 7/);
    expect(chunks()).toEqual(before);
    // Another seed in the same folder is the bot's to play.
    expect(
      await runAutoplay(['--mode', 'endless', '--seed', '8', '--turns', '50', '--data-dir', data], io, noBot),
    ).toBe(0);
  });

  it('records an abandoned Endless run as an Endless one, with its distance', async () => {
    const data = tempDir();
    const { d, input } = playDeps(data);
    const running = runEndless(['--seed', 'kestrel-9', '--data-dir', data], memoryIo(), d, createApp);
    walk(input, 30);
    input.type('\x1b');
    await new Promise((r) => setTimeout(r, 60));
    input.type('n');
    input.type('y');
    await saveAndQuit(input);
    expect(await running).toBe(0);
    const store = openStore(join(data, DATABASE_NAME));
    const [run] = store.listRuns();
    expect(run).toMatchObject({
      mode: 'endless',
      seed: 'kestrel-9',
      outcome: 'abandoned',
      turns: expect.any(Number),
    });
    expect(run.distance).toBeTypeOf('number');
    expect(run.depth).toBeUndefined();
    // The replay of its log reaches its hash.
    const replayed = startEndlessSession('kestrel-9', memoryChunkSource(), DEFAULT_RULES);
    for (const c of store.getRun(run.id)!.inputs as Command[]) replayed.perform(c);
    expect(replayed.hash()).toBe(run.stateHash);
    store.close();
  });

  it('without --seed starts an Endless run on a seed of its own', async () => {
    const data = tempDir();
    const { d, input } = playDeps(data);
    const running = runEndless(['--data-dir', data], memoryIo(), d, createApp);
    walk(input, 3);
    await saveAndQuit(input);
    expect(await running).toBe(0);
    const store = openStore(join(data, DATABASE_NAME));
    expect(store.latestSave()).toMatchObject({ mode: 'endless', seed: 4242 });
    store.close();
  });

  it('a bad save file stops it with one line before the terminal is taken, and the file is untouched', async () => {
    const data = tempDir();
    const file = join(data, DATABASE_NAME);
    writeFileSync(file, 'not a database\n');
    const { d, input } = playDeps(data);
    await expect(runEndless(['--seed', '3', '--data-dir', data], memoryIo(), d, createApp)).rejects.toThrow(
      /text file/,
    );
    expect(input.rawMode).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe('not a database\n');
  });
});

describe('Endless saves in one transaction', () => {
  it('chunks reach the database only with a save, and a save that fails leaves none of its chunks', () => {
    const data = tempDir();
    const store = openStore(join(data, DATABASE_NAME));
    // An old world of the seed stays readable until the new run's first save replaces it.
    store.putChunk(worldKey(9), 40, 40, new Uint8Array([1, 2, 3]));
    let failing = false;
    const failingStore: Store = {
      ...store,
      putSave: (s) => {
        if (failing) throw new Error('disk full');
        store.putSave(s);
      },
    };
    const games = campaignFactory(endlessGames(store));
    const p = new StorePersistence(failingStore, {
      now: () => '2026-11-23T21:30:00.000Z',
      newId: () => 'e',
      games,
    });
    const endless = games.start('endless', 9) as EndlessSession;
    const session = recordSession(endless, { runId: 'e', seed: 9, mode: 'endless' });
    // The Endless bot walks until the window has moved on (chunks made beyond the first 3x3).
    const memory = { inner: { depth: -1, floorTurns: 0 } };
    for (let i = 0; i < 3000 && (endless.game.world?.generated ?? 0) <= 12; i++)
      if (!session.perform(endlessBotCommand(endless.game, memory)).tookTurn)
        session.perform({ kind: 'wait' });
    expect(store.chunkCount(worldKey(9))).toBe(1);
    failing = true;
    expect(() => p.save(session)).toThrow(/disk full/);
    expect(store.chunkCount(worldKey(9))).toBe(1);
    expect(Array.from(store.getChunk(worldKey(9), 40, 40) ?? [])).toEqual([1, 2, 3]);
    expect(store.latestSave()).toBeUndefined();
    failing = false;
    p.save(session);
    expect(store.getChunk(worldKey(9), 40, 40)).toBeUndefined();
    expect(endless.game.world?.generated).toBeGreaterThan(12);
    expect(store.chunkCount(worldKey(9))).toBe(endless.game.world?.generated);
    expect(store.latestSave()).toMatchObject({ runId: 'e', mode: 'endless' });
    // Chunk for chunk the world of the same commands played on a map of its own.
    const reference = memoryChunkSource();
    const unbroken = startEndlessSession(9, reference);
    for (const c of session.inputs) unbroken.perform(c);
    unbroken.save();
    expect(reference.chunks.size).toBe(store.chunkCount(worldKey(9)));
    for (const [key, bytes] of reference.chunks) {
      const [cx, cy] = key.split(',').map(Number);
      expect(Uint8Array.from(store.getChunk(worldKey(9), cx, cy) ?? [])).toEqual(bytes);
    }
    store.close();
  });
});
