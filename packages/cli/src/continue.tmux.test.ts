import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '@hullbreach/store';
import { TmuxDriver } from './tmux-driver.js';

// The real program, built (dist/bin.js), in a real terminal (tmux), with its own data folder.
const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

const drivers: TmuxDriver[] = [];
const folders: string[] = [];

/** The HUD's turn counter on the current screen. */
function turnOf(screen: string): number {
  const match = /Turn (\d+)/.exec(screen);
  if (match === null) throw new Error(`no turn counter on screen:\n${screen}`);
  return Number(match[1]);
}

describe('saves under tmux', () => {
  afterAll(() => {
    for (const driver of drivers) driver.kill();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('save and quit, Continue from the title, play --continue, Ctrl-C keeps the turns played', async () => {
    const data = mkdtempSync(join(tmpdir(), 'hullbreach-tmux-saves-'));
    folders.push(data);
    const tmux = new TmuxDriver(process.cwd(), 100, 30);
    drivers.push(tmux);
    await tmux.waitForText('hb$');
    const run = (args: string, mark: string): void => {
      tmux.type(`HULLBREACH_DATA=${data} node ${BIN} ${args}; echo "${mark}:$?"`);
      tmux.press('Enter');
    };

    // A seeded run: three waits, then save and quit from the pause menu.
    run('--seed kestrel-9', 'first');
    await tmux.waitForText('Seed kestrel-9');
    for (let t = 1; t <= 3; t++) {
      tmux.type('.');
      await tmux.waitFor(`turn ${t}`, (s) => turnOf(s) === t);
    }
    tmux.press('Escape');
    await tmux.waitForText('Save and quit');
    tmux.type('q');
    await tmux.waitForText('Save and quit?');
    tmux.type('y');
    await tmux.waitForText('first:0');

    // The title offers Continue (and Endless); Continue is the same run at the same turn.
    run('', 'second');
    const title = await tmux.waitForText('Continue');
    expect(title).toContain('Endless');
    tmux.type('c');
    const resumed = await tmux.waitForText('Seed kestrel-9');
    expect(turnOf(resumed)).toBe(3);
    tmux.type('.');
    await tmux.waitFor('turn 4', (s) => turnOf(s) === 4);
    // Ctrl-C leaves at once, and the turn just played is saved on the way out.
    tmux.press('C-c');
    await tmux.waitForText('second:130');

    // play --continue goes straight back in.
    run('play --continue', 'third');
    const again = await tmux.waitForText('Seed kestrel-9');
    expect(turnOf(again)).toBe(4);
    tmux.press('Escape');
    await tmux.waitForText('Save and quit');
    tmux.type('q');
    await tmux.waitForText('Save and quit?');
    tmux.type('y');
    await tmux.waitForText('third:0');
    expect(tmux.display('#{alternate_on} #{cursor_flag}')).toBe('0 1');

    const store = openStore(join(data, 'hullbreach.sqlite'));
    const live = store.latestSave();
    expect(live?.seed).toBe('kestrel-9');
    expect(live?.turn).toBe(4);
    store.close();
  });
});
