import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '@hullbreach/game';
import { openStore } from '@hullbreach/store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SavesSetup } from '../saves.js';
import { FakeInput, FakeOutput } from '../term/fake-tty.js';
import { memoryIo } from '../test-io.js';
import { UsageError } from '../usage-error.js';
import { RuntimeFailure, runPlay, type PlayDeps } from './play.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hullbreach-play-saves-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function setup(): SavesSetup {
  let id = 0;
  return { home: join(dir, 'home'), now: () => new Date(Date.UTC(2026, 10, 23)), newId: () => `run-${++id}` };
}

function deps() {
  const input = new FakeInput();
  const output = new FakeOutput(100, 30);
  const proc = new EventEmitter();
  const exits: number[] = [];
  const d: PlayDeps = {
    createApp,
    stdin: input,
    stdout: output,
    env: { COLORTERM: 'truecolor' },
    entropy: () => 99,
    process: proc,
    exit: (code) => exits.push(code),
    saves: setup(),
  };
  return { d, input, output, proc, exits };
}

const MOVES = 'hjklyubn';

/** Types `n` movement keys (one command each) into the game. */
function walk(input: FakeInput, n: number): void {
  for (let i = 0; i < n; i++) input.type(MOVES[(i * 5 + 3) % MOVES.length]);
}

describe('play with saves', () => {
  it('save and quit, then play --continue picks the run up with its whole input log', async () => {
    const data = join(dir, 'data');
    const first = deps();
    const running = runPlay(['--seed', '7', '--data-dir', data], memoryIo(), first.d);
    walk(first.input, 17);
    first.input.type('\x1b');
    await new Promise((r) => setTimeout(r, 60));
    first.input.type('q');
    first.input.type('y');
    expect(await running).toBe(0);

    const store = openStore(join(data, 'hullbreach.sqlite'));
    const live = store.latestSave();
    expect(live?.seed).toBe(7);
    expect(live === undefined ? undefined : store.getSave(live.runId)?.inputs.length).toBe(17);
    store.close();

    const second = deps();
    const again = runPlay(['--continue', '--data-dir', data], memoryIo(), second.d);
    walk(second.input, 4);
    second.input.type('\x1b');
    await new Promise((r) => setTimeout(r, 60));
    second.input.type('q');
    second.input.type('y');
    expect(await again).toBe(0);
    const after = openStore(join(data, 'hullbreach.sqlite'));
    const info = after.latestSave();
    expect(info === undefined ? undefined : after.getSave(info.runId)?.inputs.length).toBe(21);
    after.close();
  });

  it('SIGTERM saves the run before leaving, with every command played', async () => {
    const data = join(dir, 'data');
    const { d, input, proc, exits } = deps();
    const running = runPlay(['--seed', 'kestrel-9', '--data-dir', data], memoryIo(), d);
    walk(input, 23);
    proc.emit('SIGTERM');
    expect(exits).toEqual([143]);
    const store = openStore(join(data, 'hullbreach.sqlite'));
    const live = store.latestSave();
    expect(live === undefined ? undefined : store.getSave(live.runId)?.inputs.length).toBe(23);
    store.close();
    input.type('\x1b');
    await new Promise((r) => setTimeout(r, 60));
    input.type('q');
    input.type('y');
    await running;
  });

  it('--continue without a saved run says so before taking the terminal', async () => {
    const { d, input } = deps();
    await expect(runPlay(['--continue', '--data-dir', join(dir, 'empty')], memoryIo(), d)).rejects.toThrow(
      RuntimeFailure,
    );
    expect(input.rawMode).toBe(false);
  });

  it('--continue with --seed is a usage error', async () => {
    const { d } = deps();
    await expect(runPlay(['--continue', '--seed', '3'], memoryIo(), d)).rejects.toThrow(UsageError);
  });

  it('a bad save file: the game is played without saving, one line after it, and the file is untouched', async () => {
    const data = join(dir, 'data');
    const file = join(data, 'hullbreach.sqlite');
    mkdirSync(data, { recursive: true });
    writeFileSync(file, 'not a database at all\n');
    const before = readFileSync(file);
    const { d, input, output } = deps();
    const io = memoryIo();
    const running = runPlay(['--data-dir', data], io, d);
    await Promise.resolve();
    const shown = Array.from({ length: 30 }, (_, y) => output.screen.row(y)).join(' ');
    expect(shown).toContain('text file');
    input.type('o');
    input.type('q');
    expect(await running).toBe(0);
    expect(io.err.trim().split('\n')).toHaveLength(1);
    expect(io.err).toContain(file);
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});
