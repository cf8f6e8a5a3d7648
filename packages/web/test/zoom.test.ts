import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSite } from './harness.js';

const site = useSite();

/** At one device pixel per CSS pixel: the usual scale 2 (160x90 cells), and up to scale 3 (106x60). */
const VIEWPORT = { width: 1920, height: 1080 };

/** Waits until the page's copy of the game screen matches `pattern`, and returns it. */
async function screenMatching(page: Page, pattern: RegExp): Promise<string> {
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.querySelector('[data-testid="screen"]')?.textContent ?? ''),
    pattern.source,
  );
  return (await page.getByTestId('screen').textContent()) ?? '';
}

/** Waits until the canvas holds `cols` cells across (six canvas pixels each), and returns its CSS width. */
async function canvasCols(page: Page, cols: number): Promise<string> {
  await page.waitForFunction((n) => document.querySelector('canvas')?.width === n * 6, cols);
  return page.evaluate(() => document.querySelector('canvas')?.style.width ?? '');
}

describe('the letter size on the game page', () => {
  it('the options change the zoom, the page applies it and keeps it across a reload, and the zoom keys show there', async () => {
    const context = await site.browser.newContext({ viewport: VIEWPORT });
    const { page, problems } = await site.openGame(context, 'index.html');
    await page.focus('canvas');
    await canvasCols(page, 160);
    await page.keyboard.press('o');
    await screenMatching(page, /Letter size\s*usual/);
    // One size larger: scale 3, so fewer cells across the same width.
    await page.keyboard.press('z');
    expect(await canvasCols(page, 106)).toBe('1908px');
    await screenMatching(page, /Letter size\s*1 size larger/);
    expect(await page.evaluate(() => localStorage.getItem('hullbreach.zoom'))).toBe('1');
    // Past the largest this screen allows: the smallest (scale 1, 320 cells across).
    await page.keyboard.press('z');
    await canvasCols(page, 320);
    await screenMatching(page, /Letter size\s*1 size smaller/);

    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    await page.focus('canvas');
    await canvasCols(page, 320);
    await page.keyboard.press('o');
    await screenMatching(page, /Letter size\s*1 size smaller/);
    // The page's own zoom keys move it too, and the options box shows it when opened again.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Alt+Equal');
    await page.keyboard.press('Alt+Equal');
    await canvasCols(page, 106);
    await page.keyboard.press('o');
    await screenMatching(page, /Letter size\s*1 size larger/);
    expect(problems.list).toEqual([]);
    await context.close();
  }, 90_000);
});
