import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFrame, DEFAULT_KEYS, type App } from '@hullbreach/game';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEYS_FILE, loadKeyConfig } from './keys-config.js';
import { FakeInput, FakeOutput } from './term/fake-tty.js';
import { memoryIo } from './test-io.js';
import { runPlay, type AppFactory, type PlayDeps } from './commands/play.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hullbreach-keys-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('keys.json', () => {
  it('a missing file means the default keys and nothing to say', () => {
    const c = loadKeyConfig(dir);
    expect(c).toEqual({ keys: DEFAULT_KEYS, file: join(dir, KEYS_FILE) });
  });

  it('rebinds the actions it names and leaves the others', () => {
    writeFileSync(join(dir, KEYS_FILE), '{ "explore": "e", "fire": ["f", "t"] }');
    const c = loadKeyConfig(dir);
    expect(c.problem).toBeUndefined();
    expect(c.keys).toEqual({ ...DEFAULT_KEYS, explore: ['e'], fire: ['f', 't'] });
  });

  it('a file that is not JSON: one message naming the file, the default keys', () => {
    writeFileSync(join(dir, KEYS_FILE), '{ explore: o }');
    const c = loadKeyConfig(dir);
    expect(c.keys).toEqual(DEFAULT_KEYS);
    expect(c.problem).toMatch(
      new RegExp(`^${join(dir, KEYS_FILE).replace(/[.\\/]/g, '\\$&')} is not valid JSON \\(`),
    );
    expect(c.problem).toContain('playing with the default keys');
  });

  it('bad entries: one message naming the file and each problem; only those entries fall back', () => {
    writeFileSync(join(dir, KEYS_FILE), '{ "explore": "e", "jump": "j", "fire": "e" }');
    const c = loadKeyConfig(dir);
    expect(c.keys).toEqual({ ...DEFAULT_KEYS, explore: ['e'] });
    expect(c.problem).toBe(
      `${join(dir, KEYS_FILE)}: "jump" is not an action (the actions are explore, wait, close, pickup, inventory, fire, reload, examine, look, descend, history, character, abilities, help, pause); "e" cannot be both "fire" and "explore"; "fire" keeps f.`,
    );
  });

  it('a keys.json that cannot be read (a folder) is said, not thrown', () => {
    mkdirSync(join(dir, KEYS_FILE));
    const c = loadKeyConfig(dir);
    expect(c.keys).toEqual(DEFAULT_KEYS);
    expect(c.problem).toContain(`cannot read ${join(dir, KEYS_FILE)} (EISDIR)`);
  });
});

describe('play with keys.json', () => {
  /** Runs play on a data folder with a fake app that quits at the first key; returns what the app got. */
  async function play(data: string) {
    const got: Parameters<AppFactory>[0][] = [];
    const factory: AppFactory = (options) => {
      got.push(options);
      const app: App & { done: boolean } = {
        done: false,
        colourMode: 'truecolor',
        press() {
          app.done = true;
        },
        tick() {},
        render: (w, h) => createFrame(w, h),
      };
      return app;
    };
    const input = new FakeInput();
    const d: PlayDeps = {
      createApp: factory,
      stdin: input,
      stdout: new FakeOutput(100, 30),
      env: {},
      entropy: () => 1,
      process: new EventEmitter(),
      exit: () => undefined,
      saves: { home: join(dir, 'home'), now: () => new Date(0), newId: () => 'run-1' },
    };
    const io = memoryIo();
    const running = runPlay(['--seed', '3', '--data-dir', data], io, d);
    await new Promise((r) => setTimeout(r, 20));
    input.type('q');
    expect(await running).toBe(0);
    return { options: got[0], stderr: io.err };
  }

  it('hands the bound keys to the app', async () => {
    const data = join(dir, 'data');
    mkdirSync(data);
    writeFileSync(join(data, KEYS_FILE), '{ "explore": "e" }');
    const { options, stderr } = await play(data);
    expect(options.keys).toEqual({ ...DEFAULT_KEYS, explore: ['e'] });
    expect(options.startNotice).toBeUndefined();
    expect(stderr).toBe('');
  });

  it('a bad file: the app shows the message first thing, and it is printed after the game', async () => {
    const data = join(dir, 'data');
    mkdirSync(data);
    writeFileSync(join(data, KEYS_FILE), '[1, 2');
    const { options, stderr } = await play(data);
    expect(options.keys).toEqual(DEFAULT_KEYS);
    expect(options.startNotice).toContain(`${join(data, KEYS_FILE)} is not valid JSON`);
    expect(stderr).toBe(`hullbreach: ${options.startNotice ?? '?'}\n`);
  });
});
