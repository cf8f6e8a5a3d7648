// Which Chromium the browser tests and the web benches launch, in one place (plain JavaScript so
// the bench, a separate TypeScript project, can import it as it is). Nothing ever downloads a
// browser: CHROMIUM_PATH if set, else the system's Chromium if there is one, else the build that
// the npm package @sparticuz/chromium ships inside its tarball (unpacked to a temporary folder).
import { existsSync, readFileSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';

const settings = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));

/** Flags for a quiet, offline, headless Chromium that runs as root in a container. */
export const CHROMIUM_ARGS = Object.freeze([...settings.args]);

/** The path of the Chromium to launch: $CHROMIUM_PATH, a system Chromium, or @sparticuz/chromium's. */
export async function findChromium() {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen !== undefined && chosen !== '') {
    if (!existsSync(chosen)) throw new Error(`CHROMIUM_PATH names ${chosen}, which does not exist`);
    return chosen;
  }
  for (const path of settings.systemPaths) if (existsSync(path)) return path;
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}
