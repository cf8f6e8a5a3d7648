import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { TmuxDriver } from '../tmux-driver.js';

// Runs the built terminal layer (dist/) with the tiny test app inside a real terminal: tmux.
const DIST = fileURLToPath(new URL('../../dist/term/', import.meta.url));
const SCRIPT = `
import { runApp } from '${DIST}run-app.js';
import { TerminalSession } from '${DIST}session.js';
import { TestApp } from '${DIST}test-app.js';
const session = new TerminalSession(process.stdin, process.stdout);
session.enter();
const end = await runApp({ app: new TestApp(), input: process.stdin, output: process.stdout });
session.restore();
process.stdout.write('ended:' + end + '\\n');
`;

const drivers: TmuxDriver[] = [];
function open(): TmuxDriver {
  const driver = new TmuxDriver(process.cwd(), 60, 10);
  drivers.push(driver);
  return driver;
}

describe('terminal layer under tmux', () => {
  afterAll(() => {
    for (const driver of drivers) driver.kill();
  });

  it('decodes the keys tmux sends, repaints, and gives the terminal back on quit and on Ctrl-C', async () => {
    const tmux = open();
    await tmux.waitForText('hb$');
    const command = `node --input-type=module -e "${SCRIPT.replace(/"/g, '\\"').replace(/\n/g, ' ')}"`;
    for (const [finish, ended] of [
      ['q', 'ended:quit'],
      ['C-c', 'ended:interrupt'],
    ]) {
      tmux.type(command);
      tmux.press('Enter');
      await tmux.waitForText('key:- t:');
      expect(tmux.display('#{alternate_on} #{cursor_flag}')).toBe('1 0');
      tmux.press('Up');
      await tmux.waitForText('key:up ');
      tmux.press('PPage');
      await tmux.waitForText('key:pageup ');
      tmux.press('BTab');
      await tmux.waitForText('key:backtab ');
      tmux.press('Escape');
      await tmux.waitForText('key:escape ');
      tmux.type('é');
      await tmux.waitForText('key:é ');
      await tmux.waitFor('a tick', (screen) => !screen.includes('t:0'));
      tmux.press(finish);
      await tmux.waitForText(ended);
      expect(tmux.display('#{alternate_on} #{cursor_flag}')).toBe('0 1');
    }
    // Back in cooked mode: the shell echoes what is typed and runs it.
    tmux.type('echo cooked-$((40+2))');
    tmux.press('Enter');
    await tmux.waitForText('cooked-42');
  });
});
