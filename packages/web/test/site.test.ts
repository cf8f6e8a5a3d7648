import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VITE_CONFIG } from './harness.js';

describe('the built site', () => {
  it('is its two pages: the test page comes only with --mode test', async () => {
    const { build } = await import('vite');
    const pages = async (mode?: string): Promise<string[]> => {
      const out = mkdtempSync(join(tmpdir(), 'hullbreach-site-'));
      try {
        await build({
          configFile: VITE_CONFIG,
          logLevel: 'warn',
          mode,
          build: { outDir: out, emptyOutDir: true },
        });
        return readdirSync(out)
          .filter((f) => f.endsWith('.html'))
          .sort();
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    };
    expect(await pages()).toEqual(['index.html', 'lab.html']);
    expect(await pages('test')).toEqual(['index.html', 'lab.html', 'persist-scenarios.html']);
  }, 120_000);
});
