import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSite, watchPage } from './harness.js';

const site = useSite();

/** 100x40 cells at one device pixel per font pixel. */
const VIEWPORT = { width: 600, height: 480 };

const screenText = async (page: Page): Promise<string> =>
  (await page.getByTestId('screen').textContent()) ?? '';

/** Waits until the page's copy of the game screen matches `pattern`, and returns it. */
async function screenMatching(page: Page, pattern: RegExp): Promise<string> {
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.querySelector('[data-testid="screen"]')?.textContent ?? ''),
    pattern.source,
  );
  return screenText(page);
}

async function ready(page: Page, path: string): Promise<void> {
  await page.goto(site.server.url + path);
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForSelector('body[data-saves]');
}

describe('run rules on the game page', () => {
  it('offers the seed of the day for the UTC date, and keeps a chosen difficulty across a reload', async () => {
    const context = await site.browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const problems = watchPage(page, site.server.url.slice(0, -1));
    await ready(page, 'index.html');
    const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
    const title = await screenMatching(page, /Seed of the day/);
    expect(title).toContain(today);
    expect(title).toMatch(/Difficulty\s*normal/);
    // Normal -> hard (the title's Difficulty entry steps through easy, normal, hard).
    await page.keyboard.press('d');
    await screenMatching(page, /Difficulty\s*hard/);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    const again = await screenMatching(page, /Seed of the day/);
    expect(again).toMatch(/Difficulty\s*hard/);
    expect(problems.list).toEqual([]);
    await context.close();
  }, 60_000);

  it('offers the morgue of a run that ended as page text and as a download naming the seed', async () => {
    const context = await site.browser.newContext({ viewport: VIEWPORT, acceptDownloads: true });
    const page = await context.newPage();
    await ready(page, 'index.html?seed=morgue21');
    const link = page.getByTestId('morgue-download');
    expect(await link.count()).toBe(0);
    // Explore (o), walk to the way down (>) and wait (.), never fighting: on this seed a bloat
    // kills the player on floor 1 within a hundred turns. Each walk plays on the worker's ticks.
    const deadline = Date.now() + 120_000;
    for (let n = 0; (await link.count()) === 0 && Date.now() < deadline; n++) {
      await page.keyboard.press(['o', '>', '.'][n % 3]!);
      await page.waitForTimeout(n % 3 === 2 ? 50 : 1_500);
    }
    expect(await link.count()).toBe(1);
    expect(await link.getAttribute('download')).toBe('hullbreach-morgue-morgue21.txt');
    expect(await link.getAttribute('href')).toMatch(/^blob:/);
    const text = (await page.getByTestId('morgue-text').textContent()) ?? '';
    expect(text).toMatch(/^Seed:\s+morgue21$/m);
    const download = await Promise.all([page.waitForEvent('download'), link.click()]).then(([d]) => d);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(path, 'utf8')).toBe(text);
    await context.close();
  }, 200_000);
});
