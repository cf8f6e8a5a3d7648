import { readFileSync } from 'node:fs';

/** The version of this package, read from its package.json (one directory above `src/` and `dist/`). */
export function cliVersion(): string {
  const url = new URL('../package.json', import.meta.url);
  const pkg = JSON.parse(readFileSync(url, 'utf8')) as { version?: unknown };
  return typeof pkg.version === 'string' ? pkg.version : 'unknown';
}
