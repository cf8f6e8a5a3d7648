import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where {@link resolveDataDir} looks. */
export interface DataDirSources {
  /** The `--data-dir DIR` flag, when given. */
  readonly flag?: string;
  /** The environment (HULLBREACH_DATA, XDG_DATA_HOME). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The user's home folder. */
  readonly home: string;
}

/**
 * The data folder (saves, history, the Endless world, keys.json): `--data-dir DIR`, else
 * `$HULLBREACH_DATA`, else `$XDG_DATA_HOME/hullbreach`, else `~/.local/share/hullbreach`.
 * Empty values count as unset.
 */
export function resolveDataDir({ flag, env, home }: DataDirSources): string {
  if (flag !== undefined && flag !== '') return flag;
  const own = env.HULLBREACH_DATA;
  if (own !== undefined && own !== '') return own;
  const xdg = env.XDG_DATA_HOME;
  if (xdg !== undefined && xdg !== '') return join(xdg, 'hullbreach');
  return join(home, '.local', 'share', 'hullbreach');
}

/** Creates the data folder (and its parents) if it is missing; returns it. */
export function ensureDataDir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}
