import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PtyDriver } from '../pty-driver.js';

// Runs the built terminal layer (dist/) with the tiny test app in a real pseudo-terminal read by a terminal emulator (node-pty, xterm.js).
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

const drivers: PtyDriver[] = [];
function open(): PtyDriver {
  const driver = new PtyDriver(process.cwd(), 60, 10);
  drivers.push(driver);
  return driver;
}

describe('terminal layer in a pseudo-terminal', () => {
  afterAll(() => {
    for (const driver of drivers) driver.kill();
  });

  it('decodes the keys a terminal sends, repaints, and gives the terminal back on quit and on Ctrl-C', async () => {
    const term = open();
    await term.waitForText('hb$');
    const command = `node --input-type=module -e "${SCRIPT.replace(/"/g, '\\"').replace(/\n/g, ' ')}"`;
    for (const [finish, ended] of [
      ['q', 'ended:quit'],
      ['C-c', 'ended:interrupt'],
    ]) {
      term.type(command);
      term.press('Enter');
      await term.waitForText('key:- t:');
      expect([term.alternateScreen, term.cursorVisible]).toEqual([true, false]);
      term.press('Up');
      await term.waitForText('key:up ');
      term.press('PPage');
      await term.waitForText('key:pageup ');
      term.press('BTab');
      await term.waitForText('key:backtab ');
      term.press('Escape');
      await term.waitForText('key:escape ');
      term.type('é');
      await term.waitForText('key:é ');
      await term.waitFor('a tick', (screen) => !screen.includes('t:0'));
      term.press(finish);
      await term.waitForText(ended);
      expect([term.alternateScreen, term.cursorVisible]).toEqual([false, true]);
    }
    // Back in cooked mode: the shell echoes what is typed and runs it.
    term.type('echo cooked-$((40+2))');
    term.press('Enter');
    await term.waitForText('cooked-42');
  });
});
