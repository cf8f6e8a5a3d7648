import { readFileSync } from 'node:fs';

/**
 * The Chromium the web benches launch: the browser tests' own settings (packages/web/test/chromium.json,
 * read as data so the tests stay self-contained): Debian's Chromium, headless, offline and quiet.
 */
export const CHROMIUM: { readonly path: string; readonly args: readonly string[] } = JSON.parse(
  readFileSync(new URL('../../packages/web/test/chromium.json', import.meta.url), 'utf8'),
) as { path: string; args: string[] };
