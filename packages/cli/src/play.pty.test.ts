import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createGame, DEFAULT_RULES, perform, view, type Command } from '@hullbreach/game';
import { PtyDriver } from './pty-driver.js';

// The real program, built (dist/bin.js), in a real pseudo-terminal read by a terminal emulator (node-pty, xterm.js).
const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

const drivers: PtyDriver[] = [];
// Saves go to a folder of the test's own, never the home folder of whoever runs the tests.
const DATA = mkdtempSync(join(tmpdir(), 'hullbreach-pty-play-'));
const STEPS: readonly (readonly [string, number, number])[] = [
  ['Left', -1, 0],
  ['Right', 1, 0],
  ['Up', 0, -1],
  ['Down', 0, 1],
];

/** The HUD's turn counter on the current screen. */
function turnOf(screen: string): number {
  const match = /Turn (\d+)/.exec(screen);
  if (match === null) throw new Error(`no turn counter on screen:\n${screen}`);
  return Number(match[1]);
}

describe('hullbreach play in a pseudo-terminal', () => {
  afterAll(() => {
    for (const driver of drivers) driver.kill();
    rmSync(DATA, { recursive: true, force: true });
  });

  it('starts a seeded game from the title, moves, opens help and pause, redraws on resize, quits and restores the terminal', async () => {
    const term = new PtyDriver(process.cwd(), 100, 30);
    drivers.push(term);
    await term.waitForText('hb$');
    term.type(`HULLBREACH_DATA=${DATA} node ${BIN}; echo "exit-status:$?"`);
    term.press('Enter');

    // Title screen over a live station; begin a game with an entered seed.
    await term.waitForText('New game with a seed');
    expect([term.alternateScreen, term.cursorVisible]).toEqual([true, false]);
    term.type('s');
    await term.waitForText('Enter starts');
    term.type('kestrel-9');
    term.press('Enter');
    // A frame can reach the terminal in more than one read: wait for its turn counter too.
    const first = await term.waitFor(
      'the new game',
      (s) => s.includes('Seed kestrel-9') && /Turn \d+/.test(s),
    );
    expect(first).toContain('Docking bay 0/5');
    expect(turnOf(first)).toBe(0);

    // Waiting spends a turn; so does a step (arrows until one is not into a wall), and the @ moves.
    term.type('.');
    await term.waitFor('turn 1', (s) => turnOf(s) === 1);
    // The first free side of the start, from the core itself (same seed, same floor).
    const start = view(createGame('kestrel-9'));
    const step = STEPS.find(
      ([, dx, dy]) => start.knownTerrain(start.player.x + dx, start.player.y + dy) === 'floor',
    );
    expect(step).toBeDefined();
    const atOf = (screen: string): number => screen.indexOf('@');
    const startAt = atOf(term.screen());
    term.press(step?.[0] ?? 'Left');
    const stepped = await term.waitFor('turn 2', (s) => turnOf(s) === 2);
    expect(atOf(stepped)).not.toBe(startAt);

    // The same moves on the core itself say where exploring and travelling must end.
    // A new run from the title plays under the default rules (the cone lamp, autopickup).
    const core = createGame('kestrel-9', { rules: DEFAULT_RULES });
    perform(core, { kind: 'wait' });
    perform(core, { kind: 'move', dx: step?.[1] ?? -1, dy: step?.[2] ?? 0 });
    const journey = (command: Command): string => {
      for (let i = 0; i < 500; i++) {
        const result = perform(core, command);
        if (result.stop !== undefined) return result.stop;
      }
      throw new Error('the journey never stopped');
    };
    // Explore until the stairs are known (it stops on the way at each item it walks to).
    const stops: { turn: number; said: string }[] = [];
    do {
      const stop = journey({ kind: 'explore' });
      // A stop on an item is said by the step's own "You see here" line, not repeated.
      stops.push({
        turn: view(core).turn,
        said: stop.startsWith('Something here:') ? 'You see here:' : stop,
      });
    } while (view(core).knownExit() === undefined && stops.length < 10);
    expect(stops[0].turn).toBeGreaterThan(3);

    // o explores, several turns from one key, and says why it stopped.
    let exploring = stepped;
    for (const { turn, said } of stops) {
      term.type('o');
      exploring = await term.waitFor(`turn ${turn}`, (s) => turnOf(s) === turn);
      await term.waitForText(said);
    }
    expect(atOf(exploring)).not.toBe(atOf(stepped));

    // > away from the stairs walks to them; a second > goes down.
    const exit = view(core).knownExit();
    expect(exit).toBeDefined();
    const arrived = journey({ kind: 'travel', x: exit?.x ?? 0, y: exit?.y ?? 0 });
    const afterTravel = view(core).turn;
    expect(arrived).toBe('You arrive.');
    expect(view(core).knownTerrain(view(core).player.x, view(core).player.y)).toBe('stairs-down');
    term.type('>');
    await term.waitFor(`turn ${afterTravel}`, (s) => turnOf(s) === afterTravel && s.includes('You arrive.'));
    expect(term.screen()).toContain('Docking bay 0/5');
    term.type('>');
    await term.waitForText('Floor 1/5');
    const below = turnOf(term.screen());

    // Look (v): where the player is and the ways out, in words; no time passes.
    term.type('v');
    await term.waitForText('Where: in');
    term.press('Escape');
    await term.waitFor('look closed', (s) => !s.includes('Where: in'));

    // Help, then the pause menu; no time passes while they are open.
    term.type('?');
    await term.waitForText('move in 8 directions');
    term.press('Escape');
    await term.waitFor('help closed', (s) => !s.includes('move in 8 directions'));
    term.press('Escape');
    const paused = await term.waitForText('Paused');
    expect(paused).toContain('Resume');
    expect(turnOf(paused)).toBe(below);

    // A resize redraws at the new size (the side panel moves left), the dialog still open.
    const panelColumn = (screen: string): number =>
      (screen.split('\n').find((row) => row.includes('KESTREL')) ?? '').indexOf('│');
    const before = panelColumn(paused);
    term.resize(90, 28);
    const resized = await term.waitFor('a redraw at 90x28', (s) => panelColumn(s) === before - 10);
    expect(resized).toContain('Paused');
    expect(term.size).toBe('90x28');

    // Quit from the pause menu (with its confirmation) and find the shell as it was.
    term.type('q');
    await term.waitForText('quit?');
    term.type('y');
    await term.waitForText('exit-status:0');
    expect([term.alternateScreen, term.cursorVisible]).toEqual([false, true]);
    term.type('echo cooked-$((40+2))');
    term.press('Enter');
    await term.waitForText('cooked-42');
  });
});
