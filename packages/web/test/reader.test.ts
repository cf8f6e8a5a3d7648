import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSite } from './harness.js';

// The game page as a screen-reader player meets it: everything here reads the page's text only
// (HUD, log, dialog, panel, announcements, focus note), never the canvas or its pixels.

const site = useSite();

const VIEWPORT = { width: 600, height: 480 };

const open = site.openGame;

/** The page's text regions, each as its lines. */
interface PageLines {
  readonly hud: string[];
  readonly log: string[];
  readonly screen: string[];
  readonly panel: string[];
  readonly announce: string;
  readonly focus: string;
}

async function read(page: Page): Promise<PageLines> {
  return page.evaluate(() => {
    const lines = (sel: string): string[] =>
      [...document.querySelectorAll(`${sel} p`)].map((p) => p.textContent ?? '');
    return {
      hud: (document.querySelector('[data-testid="hud"]')?.textContent ?? '')
        .split('\n')
        .filter((l) => l !== ''),
      log: lines('[role="log"]'),
      screen: lines('[data-testid="screen"]'),
      panel: lines('[data-testid="panel"]'),
      announce: document.querySelector('[data-testid="announce"]')?.textContent ?? '',
      focus: document.querySelector('[data-testid="focus"]')?.textContent ?? '',
    };
  });
}

/** Waits until the page's text has stopped changing (a walk of several turns has ended). */
async function settle(page: Page): Promise<PageLines> {
  let last = '';
  let same = 0;
  for (let i = 0; i < 300; i++) {
    const now = await read(page);
    // The HUD's clock ticks on its own: it is left out.
    const key = JSON.stringify([now.hud.filter((l) => !/^Time\b/.test(l)), now.log, now.screen, now.panel]);
    same = key === last ? same + 1 : 0;
    if (same >= 5) return now;
    last = key;
    await page.waitForTimeout(60);
  }
  throw new Error('the page text never settled');
}

/** The number of keys the game has answered with a painted frame (the page's timing hook). */
const answered = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      (globalThis as { hullbreachTiming?: { keyToPaintMs: number[] } }).hullbreachTiming?.keyToPaintMs
        .length ?? 0,
  );

/** Presses a key; when the game takes it, waits for its answer first (a new floor may take a while), then for the text to settle. */
async function press(page: Page, key: string, toGame = true): Promise<PageLines> {
  const before = await answered(page);
  await page.keyboard.press(key);
  if (toGame)
    await page.waitForFunction((n) => {
      const timing = (globalThis as { hullbreachTiming?: { keyToPaintMs: number[] } }).hullbreachTiming;
      return (timing?.keyToPaintMs.length ?? 0) > n;
    }, before);
  return settle(page);
}

const turnOf = (t: PageLines): number => Number(/Turn (\d+)/.exec(t.hud.join('\n'))?.[1] ?? NaN);

/** A look line naming a creature that can act: "zombie (hunting, 5/5), 3 north-east" (bones excluded). */
const CREATURE = /^\S.*\((?!bones)[^)]*\d+\/\d+\), \d+ (north|south|east|west)/;

describe('the game page for a screen-reader player', () => {
  it('explores floor 0 and goes down the stairs using only the page text', async () => {
    const context = await site.browser.newContext({ viewport: VIEWPORT });
    const { page, problems } = await open(context, 'index.html?seed=7');
    await page.waitForFunction(() =>
      /Seed 7/.test(document.querySelector('[data-testid="hud"]')?.textContent ?? ''),
    );
    let t = await settle(page);
    expect(t.hud.some((l) => l.startsWith('Where: '))).toBe(true);
    const actions: string[] = [];
    for (let step = 0; step < 150 && !t.hud.some((l) => /Floor 1\/5/.test(l)); step++) {
      const look = await press(page, 'v');
      expect(look.screen[0]).toBe('Look');
      expect(look.screen[1]).toMatch(/^Where: in /);
      t = await press(page, 'Escape');
      const foes = look.screen.filter((l) => CREATURE.test(l));
      if (foes.length > 0) {
        // Aim (the panel says at what, where, and whether the line of fire is clear), then fire.
        const aim = await press(page, 'f');
        if (aim.panel[0]?.startsWith('Aiming') && aim.panel[0].includes(' at ')) {
          actions.push(`fire: ${aim.panel[0]}`);
          t = await press(page, 'Enter');
          if (t.log.at(-1)?.includes('fires anyway')) t = await press(page, 'y');
          if (t.log.slice(-2).some((l) => /empty|reload|no rounds/i.test(l))) t = await press(page, 'r');
        } else {
          t = await press(page, 'Escape');
          t = await press(page, '.');
          actions.push('wait');
        }
        continue;
      }
      const stairs = look.screen.find((l) => l.startsWith('Stairs down: '));
      actions.push(stairs ?? 'explore');
      t = await press(page, stairs !== undefined ? '>' : 'o');
      expect(t.screen.join('\n'), actions.join('\n')).not.toMatch(/You are dead|You drift/);
    }
    expect(
      t.hud.some((l) => /Floor 1\/5/.test(l)),
      actions.join('\n'),
    ).toBe(true);
    expect(actions.some((a) => a.startsWith('Stairs down: '))).toBe(true);
    expect(problems.list).toEqual([]);
    await context.close();
  });

  it('a menu announces only the line that changed, and keeps its paragraphs in place', async () => {
    const context = await site.browser.newContext({ viewport: VIEWPORT });
    const { page, problems } = await open(context, 'index.html');
    await page.waitForFunction(() =>
      /New game with a seed/.test(document.querySelector('[data-testid="screen"]')?.textContent ?? ''),
    );
    const first = await settle(page);
    expect(first.announce).toContain('New game with a seed');
    await page.evaluate(() => {
      (document.querySelector('[data-testid="screen"] p') as HTMLElement).dataset.mark = 'kept';
    });
    const moved = await press(page, 'ArrowDown');
    const selected = moved.screen.filter((l) => l.endsWith('(selected)'));
    expect(selected).toHaveLength(1);
    expect(moved.announce).toBe(selected[0]);
    expect(moved.announce).not.toContain(moved.screen[0]);
    expect(
      await page.evaluate(
        () => document.querySelector<HTMLElement>('[data-testid="screen"] p')?.dataset.mark,
      ),
    ).toBe('kept');
    expect(problems.list).toEqual([]);
    await context.close();
  });

  it('Tab and Shift+Tab reach the page links and come back; the game takes keys only with the focus, and says so; examine, aim and hover are page text', async () => {
    const context = await site.browser.newContext({ viewport: VIEWPORT });
    const { page, problems } = await open(context, 'index.html?seed=3');
    await page.waitForFunction(() =>
      /Seed 3/.test(document.querySelector('[data-testid="hud"]')?.textContent ?? ''),
    );
    let t = await settle(page);
    expect(t.focus).toMatch(/game has the keyboard/);
    const turn = turnOf(t);
    t = await press(page, 'Tab', false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('The toolkit lab');
    expect(t.focus).toMatch(/not taking keys/);
    t = await press(page, '.', false);
    expect(turnOf(t)).toBe(turn);
    t = await press(page, 'Shift+Tab', false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('screen-canvas');
    expect(t.focus).toMatch(/game has the keyboard/);
    t = await press(page, '.');
    expect(turnOf(t)).toBe(turn + 1);
    // Examining uses Tab (next thing seen): it stays in the game, and the panel reads the cursor.
    t = await press(page, 'x');
    t = await press(page, 'ArrowRight');
    expect(t.panel[0]).toBe('Cursor: 1 east.');
    expect(t.announce).toContain('Cursor: 1 east.');
    t = await press(page, 'Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('screen-canvas');
    t = await press(page, 'Escape');
    expect(t.panel).toEqual([]);
    // Aiming is mirrored too.
    t = await press(page, 'f');
    expect(t.panel[0]).toMatch(/^Aiming /);
    t = await press(page, 'Escape');
    // So is the mouse's hover panel: the player stands in the middle of the map (77x31 cells of 100x40).
    const box = await page.getByTestId('canvas').boundingBox();
    if (box === null) throw new Error('no canvas');
    await page
      .getByTestId('canvas')
      .hover({ position: { x: (38 + 0.5) * (box.width / 100), y: (15 + 0.5) * (box.height / 40) } });
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="panel"]')?.textContent ?? '') !== '',
    );
    t = await settle(page);
    expect(t.panel[0]).toMatch(/^Cursor: (here|\d+ [a-z-]+)\.$/);
    expect(t.panel.at(-1)).toMatch(/^click: walk there/);
    expect(problems.list).toEqual([]);
    await context.close();
  });
});

describe('small defects of the game page', () => {
  it('Save and quit leaves no frozen dialog: the canvas goes, the page text is empty, a link leads back', async () => {
    const context = await site.browser.newContext({ viewport: VIEWPORT });
    const { page, problems } = await open(context, 'index.html?seed=7');
    await page.waitForFunction(() =>
      /Seed 7/.test(document.querySelector('[data-testid="hud"]')?.textContent ?? ''),
    );
    await press(page, 'Escape');
    const asked = await press(page, 'q');
    expect(asked.screen[0]).toBe('Save and quit?');
    await page.keyboard.press('y');
    await page.waitForFunction(() =>
      /You left the Kestrel/.test(document.getElementById('status')?.textContent ?? ''),
    );
    const t = await settle(page);
    expect([t.screen, t.panel, t.hud]).toEqual([[], [], []]);
    expect(await page.getByTestId('canvas').isHidden()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Back to the title screen');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() =>
      /Continue/.test(document.querySelector('[data-testid="screen"]')?.textContent ?? ''),
    );
    expect(problems.list).toEqual([]);
    await context.close();
  });

  it('the options offer no Colours in the browser (a canvas paints the frame colours), and help separates keys from text', async () => {
    const context = await site.browser.newContext({ viewport: VIEWPORT });
    const { page, problems } = await open(context, 'index.html?seed=3');
    await page.waitForFunction(() =>
      /Seed 3/.test(document.querySelector('[data-testid="hud"]')?.textContent ?? ''),
    );
    await press(page, 'Escape');
    const options = await press(page, 'o');
    expect(options.screen[0]).toBe('Options');
    expect(options.screen.some((l) => l.includes('Movement keys'))).toBe(true);
    expect(options.screen.some((l) => /Colou?rs/.test(l))).toBe(false);
    await press(page, 'Escape');
    await press(page, 'Escape');
    const help = await press(page, '?');
    expect(help.screen[0]).toBe('Help');
    expect(help.screen.join('\n')).not.toMatch(/numpad 5wait/);
    expect(help.screen).toContain('wait a turn');
    expect(problems.list).toEqual([]);
    await context.close();
  });
});
