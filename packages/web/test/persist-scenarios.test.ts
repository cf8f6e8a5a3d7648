import { describe, expect, it } from 'vitest';
import { PERSISTENCE_SCENARIOS } from '../../store/src/persistence-scenarios.js';
import type { ScenarioResult } from '../src/test-pages/persist-protocol.js';
import { useSite, watchPage } from './harness.js';

const site = useSite();

describe('StorePersistence over SQLite’s WebAssembly build on OPFS (Chromium)', () => {
  it('passes every scenario the Node suite runs, on the built test page', async () => {
    const context = await site.browser.newContext();
    try {
      const page = await context.newPage();
      const problems = watchPage(page, site.server.url.slice(0, -1));
      await page.goto(site.server.url + 'persist-scenarios.html');
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
