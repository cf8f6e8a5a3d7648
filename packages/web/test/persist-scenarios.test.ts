import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSISTENCE_SCENARIOS } from '../../store/src/persistence-scenarios.js';
import type { ScenarioResult } from '../src/test-pages/persist-protocol.js';
import { launchChromium, serveStatic, SITE_DIR, watchPage, type StaticServer } from './harness.js';

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  server = await serveStatic(SITE_DIR);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('StorePersistence over SQLite’s WebAssembly build on OPFS (Chromium)', () => {
  it('passes every scenario the Node suite runs, on the built test page', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const problems = watchPage(page, server.url.slice(0, -1));
      await page.goto(server.url + 'persist-scenarios.html');
      await page.waitForSelector('body[data-results]', { timeout: 240_000 });
      const results = JSON.parse(
        (await page.getAttribute('body', 'data-results')) ?? '[]',
      ) as ScenarioResult[];
      expect(results.map((r) => r.name)).toEqual(PERSISTENCE_SCENARIOS.map((s) => s.name));
      expect(results.filter((r) => !r.ok)).toEqual([]);
      expect(problems.list).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});
