import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_KEYS, parseKeyMap, type KeyMap } from '@hullbreach/game';

/** The name of the keys config in the data folder. */
export const KEYS_FILE = 'keys.json';

/** The keys to play with, and what was wrong with the file (one message), if anything. */
export interface KeyConfig {
  readonly keys: KeyMap;
  /** The file that was read (or would have been). */
  readonly file: string;
  /** One clear message naming the file and every problem; absent when the file was fine or missing. */
  readonly problem?: string;
}

/** Reads a file as UTF-8 text (injected so tests need no disk). */
export type ReadText = (file: string) => string;

const readText: ReadText = (file) => readFileSync(file, 'utf8');

/**
 * Loads `keys.json` from the data folder `dir`. A missing file means the default keys and no
 * message; a file that cannot be read or is not JSON means the default keys and one message; bad
 * entries keep their defaults and are all named in one message. Never throws.
 */
export function loadKeyConfig(dir: string, read: ReadText = readText): KeyConfig {
  const file = join(dir, KEYS_FILE);
  let text: string;
  try {
    text = read(file);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOENT') return { keys: DEFAULT_KEYS, file };
    const why = typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
    return {
      keys: DEFAULT_KEYS,
      file,
      problem: `cannot read ${file} (${why}); playing with the default keys.`,
    };
  }
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return {
      keys: DEFAULT_KEYS,
      file,
      problem: `${file} is not valid JSON (${why}); playing with the default keys.`,
    };
  }
  const { keys, problems } = parseKeyMap(config);
  if (problems.length === 0) return { keys, file };
  return { keys, file, problem: `${file}: ${problems.join('; ')}.` };
}
