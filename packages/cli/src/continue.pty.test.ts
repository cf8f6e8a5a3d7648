import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '@hullbreach/store';
import { PtyDriver } from './pty-driver.js';

// The real program, built (dist/bin.js), in a real pseudo-terminal read by a terminal emulator, with its own data folder.
const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

const drivers: PtyDriver[] = [];
const folders: string[] = [];

/** The HUD's turn counter on the current screen. */
function turnOf(screen: string): number {
  const match = /Turn (\d+)/.exec(screen);
  if (match === null) throw new Error(`no turn counter on screen:\n${screen}`);
  return Number(match[1]);
}

describe('saves in a pseudo-terminal', () => {
  afterAll(() => {
    for (const driver of drivers) driver.kill();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('save and quit, Continue from the title, play --continue, Ctrl-C keeps the turns played', async () => {
    const data = mkdtempSync(join(tmpdir(), 'hullbreach-pty-saves-'));
    folders.push(data);
    const term = new PtyDriver(process.cwd(), 100, 30);
    drivers.push(term);
    await term.waitForText('hb$');
    const run = (args: string, mark: string): void => {
      term.type(`HULLBREACH_DATA=${data} node ${BIN} ${args}; echo "${mark}:$?"`);
      term.press('Enter');
    };

    // A seeded run: three waits, then save and quit from the pause menu.
    run('--seed kestrel-9', 'first');
    await term.waitForText('Seed kestrel-9');
    for (let t = 1; t <= 3; t++) {
      term.type('.');
      await term.waitFor(`turn ${t}`, (s) => turnOf(s) === t);
    }
    term.press('Escape');
    await term.waitForText('Save and quit');
    term.type('q');
    await term.waitForText('Save and quit?');
    term.type('y');
    await term.waitForText('first:0');

    // The title offers Continue (and Endless); Continue is the same run at the same turn.
    run('', 'second');
    const title = await term.waitForText('Continue');
    expect(title).toContain('Endless');
    term.type('c');
    const resumed = await term.waitForText('Seed kestrel-9');
    expect(turnOf(resumed)).toBe(3);
    term.type('.');
    await term.waitFor('turn 4', (s) => turnOf(s) === 4);
    // Ctrl-C leaves at once, and the turn just played is saved on the way out.
    term.press('C-c');
    await term.waitForText('second:130');

    // play --continue goes straight back in.
    run('play --continue', 'third');
    const again = await term.waitForText('Seed kestrel-9');
    expect(turnOf(again)).toBe(4);
    term.press('Escape');
    await term.waitForText('Save and quit');
    term.type('q');
    await term.waitForText('Save and quit?');
    term.type('y');
    await term.waitForText('third:0');
    expect([term.alternateScreen, term.cursorVisible]).toEqual([false, true]);

    const store = openStore(join(data, 'hullbreach.sqlite'));
    const live = store.latestSave();
    expect(live?.seed).toBe('kestrel-9');
    expect(live?.turn).toBe(4);
    store.close();
  });
});
