import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createGame, perform, view, type Command } from '@hullbreach/game';
import { TmuxDriver } from './tmux-driver.js';

// The real program, built (dist/bin.js), in a real terminal: tmux.
const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

const drivers: TmuxDriver[] = [];
// Saves go to a folder of the test's own, never the home folder of whoever runs the tests.
const DATA = mkdtempSync(join(tmpdir(), 'hullbreach-tmux-play-'));
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

describe('hullbreach play under tmux', () => {
  afterAll(() => {
    for (const driver of drivers) driver.kill();
    rmSync(DATA, { recursive: true, force: true });
  });

  it('starts a seeded game from the title, moves, opens help and pause, redraws on resize, quits and restores the terminal', async () => {
    const tmux = new TmuxDriver(process.cwd(), 100, 30);
    drivers.push(tmux);
    await tmux.waitForText('hb$');
    tmux.type(`HULLBREACH_DATA=${DATA} node ${BIN}; echo "exit-status:$?"`);
    tmux.press('Enter');

    // Title screen over a live station; begin a game with an entered seed.
    await tmux.waitForText('New game with a seed');
    expect(tmux.display('#{alternate_on} #{cursor_flag}')).toBe('1 0');
    tmux.type('s');
    await tmux.waitForText('Enter starts');
    tmux.type('kestrel-9');
    tmux.press('Enter');
    const first = await tmux.waitForText('Seed kestrel-9');
    expect(first).toContain('Docking bay 0/5');
    expect(turnOf(first)).toBe(0);

    // Waiting spends a turn; so does a step (arrows until one is not into a wall), and the @ moves.
    tmux.type('.');
    await tmux.waitFor('turn 1', (s) => turnOf(s) === 1);
    // The first free side of the start, from the core itself (same seed, same floor).
    const start = view(createGame('kestrel-9'));
    const step = STEPS.find(
      ([, dx, dy]) => start.knownTerrain(start.player.x + dx, start.player.y + dy) === 'floor',
    );
    expect(step).toBeDefined();
    const atOf = (screen: string): number => screen.indexOf('@');
    const startAt = atOf(tmux.screen());
    tmux.press(step?.[0] ?? 'Left');
    const stepped = await tmux.waitFor('turn 2', (s) => turnOf(s) === 2);
    expect(atOf(stepped)).not.toBe(startAt);

    // The same moves on the core itself say where exploring and travelling must end.
    const core = createGame('kestrel-9');
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
      tmux.type('o');
      exploring = await tmux.waitFor(`turn ${turn}`, (s) => turnOf(s) === turn);
      await tmux.waitForText(said);
    }
    expect(atOf(exploring)).not.toBe(atOf(stepped));

    // > away from the stairs walks to them; a second > goes down.
    const exit = view(core).knownExit();
    expect(exit).toBeDefined();
    const arrived = journey({ kind: 'travel', x: exit?.x ?? 0, y: exit?.y ?? 0 });
    const afterTravel = view(core).turn;
    expect(arrived).toBe('You arrive.');
    expect(view(core).knownTerrain(view(core).player.x, view(core).player.y)).toBe('stairs-down');
    tmux.type('>');
    await tmux.waitFor(`turn ${afterTravel}`, (s) => turnOf(s) === afterTravel && s.includes('You arrive.'));
    expect(tmux.screen()).toContain('Docking bay 0/5');
    tmux.type('>');
    await tmux.waitForText('Floor 1/5');
    const below = turnOf(tmux.screen());

    // Help, then the pause menu; no time passes while they are open.
    tmux.type('?');
    await tmux.waitForText('move in 8 directions');
    tmux.press('Escape');
    await tmux.waitFor('help closed', (s) => !s.includes('move in 8 directions'));
    tmux.press('Escape');
    const paused = await tmux.waitForText('Paused');
    expect(paused).toContain('Resume');
    expect(turnOf(paused)).toBe(below);

    // A resize redraws at the new size (the side panel moves left), the dialog still open.
    const panelColumn = (screen: string): number =>
      (screen.split('\n').find((row) => row.includes('KESTREL')) ?? '').indexOf('│');
    const before = panelColumn(paused);
    tmux.resize(90, 28);
    const resized = await tmux.waitFor('a redraw at 90x28', (s) => panelColumn(s) === before - 10);
    expect(resized).toContain('Paused');
    expect(tmux.display('#{window_width}x#{window_height}')).toBe('90x28');

    // Quit from the pause menu (with its confirmation) and find the shell as it was.
    tmux.type('q');
    await tmux.waitForText('quit?');
    tmux.type('y');
    await tmux.waitForText('exit-status:0');
    expect(tmux.display('#{alternate_on} #{cursor_flag}')).toBe('0 1');
    tmux.type('echo cooked-$((40+2))');
    tmux.press('Enter');
    await tmux.waitForText('cooked-42');
  });
});
