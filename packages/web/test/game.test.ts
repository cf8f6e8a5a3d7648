import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchChromium, useSite, watchPage } from './harness.js';

const site = useSite();

/** 100x40 cells at one device pixel per font pixel (6x12 pixel cells). */
const VIEWPORT = { width: 600, height: 480 };

const open = site.openGame;

const hud = async (page: Page): Promise<string> => (await page.getByTestId('hud').textContent()) ?? '';
const screenText = async (page: Page): Promise<string> =>
  (await page.getByTestId('screen').textContent()) ?? '';

/** Waits until the HUD text differs from `before`. */
async function hudChangedFrom(page: Page, before: string): Promise<string> {
  await page.waitForFunction(
    (old) => (document.querySelector('[data-testid="hud"]')?.textContent ?? '') !== old,
    before,
  );
  return hud(page);
}

/** The player's map cell as the HUD cannot say it: found by walking the frame for '@' is the worker's; use turns instead. */
const turnOf = (text: string): number => Number(/Turn (\d+)/.exec(text)?.[1] ?? NaN);

describe('the game page', () => {
  it('starts a seeded game from the URL, shows the HUD and log as text, and keys play turns', async () => {
    const context = await site.browser.newContext({ viewport: VIEWPORT });
    const { page, problems } = await open(context, 'index.html?seed=7');
    await page.waitForFunction(() =>
      /Seed 7/.test(document.querySelector('[data-testid="hud"]')?.textContent ?? ''),
    );
    expect(await screenText(page)).toBe('');
    const log = page.locator('[role="log"][aria-live="polite"]');
    expect(await log.count()).toBe(1);
    const before = await hud(page);
    expect(turnOf(before)).toBe(0);
    // Waiting a turn, then a few moves (bumping into walls takes no turn, so try each way).
    await page.keyboard.press('.');
    const afterWait = await hudChangedFrom(page, before);
    expect(turnOf(afterWait)).toBe(1);
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'h', 'l'])
      await page.keyboard.press(key);
    await page.keyboard.press('.');
    await page.waitForFunction(
      () =>
        Number(/Turn (\d+)/.exec(document.querySelector('[data-testid="hud"]')?.textContent ?? '')?.[1]) >= 2,
    );
    // The address no longer starts a run: a reload goes to the title screen.
    expect(page.url()).not.toContain('seed=');
    expect(problems.list).toEqual([]);
    await context.close();
  });

  it('opens menus as page text and closes them again (Escape pauses, Escape resumes)', async () => {
    const context = await site.browser.newContext({ viewport: VIEWPORT });
    const { page, problems } = await open(context, 'index.html?seed=3');
    await page.waitForFunction(() =>
      /Seed 3/.test(document.querySelector('[data-testid="hud"]')?.textContent ?? ''),
    );
    await page.keyboard.press('Escape');
    await page.waitForFunction(() =>
      /Paused/.test(document.querySelector('[data-testid="screen"]')?.textContent ?? ''),
    );
    expect(await screenText(page)).toContain('(r) Resume (selected)');
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="screen"]')?.textContent ?? '') === '',
    );
    expect(problems.list).toEqual([]);
    await context.close();
  });

  it('keeps a saved run through a reload: the title screen offers Continue, which plays on from it', async () => {
    const context = await site.browser.newContext({ viewport: VIEWPORT });
    const { page, problems } = await open(context, 'index.html?seed=11');
    expect(await page.evaluate(() => document.body.dataset.saves)).toBe('opfs');
    await page.waitForFunction(() =>
      /Seed 11/.test(document.querySelector('[data-testid="hud"]')?.textContent ?? ''),
    );
    for (let i = 0; i < 3; i++) await page.keyboard.press('.');
    await page.waitForFunction(() =>
      /Turn 3\b/.test(document.querySelector('[data-testid="hud"]')?.textContent ?? ''),
    );
    // Pause menu: save and go to the title screen.
    await page.keyboard.press('Escape');
    await page.waitForFunction(() =>
      /Save, title screen/.test(document.querySelector('[data-testid="screen"]')?.textContent ?? ''),
    );
    await page.keyboard.press('t');
    await page.waitForFunction(() =>
      /Continue/.test(document.querySelector('[data-testid="screen"]')?.textContent ?? ''),
    );
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForFunction(() =>
      /Continue/.test(document.querySelector('[data-testid="screen"]')?.textContent ?? ''),
    );
    expect(await screenText(page)).toMatch(/turn 3/);
    await page.keyboard.press('c');
    await page.waitForFunction(() =>
      /Seed 11/.test(document.querySelector('[data-testid="hud"]')?.textContent ?? ''),
    );
    expect(turnOf(await hud(page))).toBe(3);
    expect(problems.list).toEqual([]);
    await context.close();
  });

  it('walks to a clicked cell step by step and examines the cell under the mouse', async () => {
    const context = await site.browser.newContext({ viewport: VIEWPORT });
    const { page, problems } = await open(context, 'index.html?seed=5');
    await page.waitForFunction(() =>
      /Seed 5/.test(document.querySelector('[data-testid="hud"]')?.textContent ?? ''),
    );
    const canvas = page.getByTestId('canvas');
    const box = await canvas.boundingBox();
    if (box === null) throw new Error('no canvas');
    const cell = box.width / 100;
    // The player stands at the middle of the map (the camera follows); try cells a few steps away
    // until a click starts a walk (an unknown or wall cell does nothing).
    const map = { width: 100 - 22 - 1, height: 40 - 8 - 1 };
    const cx = Math.floor(map.width / 2);
    const cy = Math.floor(map.height / 2);
    let walked = false;
    for (const [dx, dy] of [
      [3, 0],
      [-3, 0],
      [0, 2],
      [0, -2],
      [2, 2],
      [-2, -2],
      [2, -2],
      [-2, 2],
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]) {
      const before = turnOf(await hud(page));
      const at = { x: (cx + dx + 0.5) * cell, y: (cy + dy + 0.5) * (box.height / 40) };
      await canvas.hover({ position: at });
      await canvas.click({ position: at });
      await page.waitForTimeout(600);
      const after = turnOf(await hud(page));
      if (after > before) {
        walked = true;
        expect(after - before).toBeLessThanOrEqual(Math.max(Math.abs(dx), Math.abs(dy)) + 2);
        break;
      }
    }
    expect(walked).toBe(true);
    expect(problems.list).toEqual([]);
    await context.close();
  });

  it('says on the title screen when saves are impossible and plays without them', async () => {
    // A plain http:// address that is not this machine's loopback is no secure context: the
    // browser gives such a page (and its worker) no origin-private file system.
    const port = new URL(site.server.url).port;
    const insecure = await launchChromium(['--host-resolver-rules=MAP hullbreach.test 127.0.0.1']);
    const context = await insecure.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const origin = `http://hullbreach.test:${port}`;
    const problems = watchPage(page, origin);
    await page.goto(`${origin}/index.html`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForFunction(() =>
      /Saves/.test(document.querySelector('[data-testid="screen"]')?.textContent ?? ''),
    );
    expect(await screenText(page)).toMatch(/cannot be saved|no private file storage|without saving/i);
    expect(await page.evaluate(() => document.body.dataset.saves)).toBe('none');
    // The game still plays: close the notice, start a new game.
    await page.keyboard.press('Enter');
    await page.keyboard.press('n');
    await page.waitForFunction(() =>
      /Turn 0/.test(document.querySelector('[data-testid="hud"]')?.textContent ?? ''),
    );
    expect(problems.list).toEqual([]);
    await insecure.close();
  });
});
