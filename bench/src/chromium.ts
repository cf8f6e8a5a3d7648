import { chromium, type Browser } from 'playwright-core';
// The browser tests' own resolver (plain JavaScript, so this separate project can import it).
import { CHROMIUM_ARGS, findChromium } from '../../packages/web/test/find-chromium.js';

/**
 * Launches the Chromium the web benches use, the same one as the browser tests: $CHROMIUM_PATH,
 * else the system's, else @sparticuz/chromium's; headless, offline and quiet.
 */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: await findChromium(), headless: true, args: [...CHROMIUM_ARGS] });
}
