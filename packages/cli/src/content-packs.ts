/**
 * The content a command plays with: the built-in content with the mods of the data folder's
 * `content/` and of `--content DIR` applied, in that order, each folder's `*.json` files sorted by
 * name. A bad file makes every problem a message and the game plays the built-in content.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUILTIN_CONTENT,
  contentFromPacks,
  modProblemText,
  parseContentPack,
  type Content,
  type ModPack,
  type ModProblem,
} from '@hullbreach/game';
import { UsageError } from './usage-error.js';

/** The folder of mods in the data folder. */
export const CONTENT_DIR = 'content';

/** What a command plays with, and what was wrong (one line per problem; none when the mods were good). */
export interface LoadedContent {
  readonly content: Content;
  /** Every problem of every file, as lines `FILE: PATH: expected WHAT`; the content is then the built-in one. */
  readonly problems: readonly string[];
  /** The mod files applied, in order (none for the built-in content). */
  readonly files: readonly string[];
}

/** The file system reads the loader makes (injected so tests can fake a folder). */
export interface ContentFs {
  /** The names in a folder; throws (with a `code`) when it cannot be listed. */
  list(dir: string): string[];
  /** Whether a path is a folder (false when missing). */
  isDir(path: string): boolean;
  /** A file's text; throws (with a `code`) when it cannot be read. */
  read(file: string): string;
}

const NODE_FS: ContentFs = {
  list: (dir) => readdirSync(dir),
  isDir: (path) => {
    try {
      return statSync(path).isDirectory();
    } catch {
      return false;
    }
  },
  read: (file) => readFileSync(file, 'utf8'),
};

const codeOf = (error: unknown): string => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
};

/** The `*.json` files of a folder, sorted by name (code-unit order, the same on every machine). */
function packFiles(dir: string, fs: ContentFs): string[] {
  return fs
    .list(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => join(dir, name))
    .filter((file) => !fs.isDir(file));
}

/**
 * Loads the mods: the data folder's `content/` (when `dataDir` is given; a missing folder is no
 * mods) then `flagDir` (`--content DIR`, which must be a readable folder: else a usage error).
 * Never throws for a bad mod: its problems come back and the content is the built-in one.
 */
export function loadContent(
  dataDir: string | undefined,
  flagDir: string | undefined,
  fs: ContentFs = NODE_FS,
): LoadedContent {
  const files: string[] = [];
  if (dataDir !== undefined) {
    const dir = join(dataDir, CONTENT_DIR);
    if (fs.isDir(dir)) {
      try {
        files.push(...packFiles(dir, fs));
      } catch (error) {
        return builtIn([`${dir}: cannot list the folder (${codeOf(error)})`]);
      }
    }
  }
  if (flagDir !== undefined) {
    if (!fs.isDir(flagDir))
      throw new UsageError(`option --content must name a folder of .json content packs, got "${flagDir}"`);
    try {
      files.push(...packFiles(flagDir, fs));
    } catch (error) {
      throw new UsageError(`cannot list the folder --content "${flagDir}" (${codeOf(error)})`);
    }
  }
  if (files.length === 0) return { content: BUILTIN_CONTENT, problems: [], files: [] };
  const packs: ModPack[] = [];
  const problems: ModProblem[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = fs.read(file);
    } catch (error) {
      problems.push({ file, path: '$', expected: 'a readable file', got: codeOf(error) });
      continue;
    }
    const result = parseContentPack(file, text);
    if (result.ok) packs.push(result.pack);
    else problems.push(...result.problems);
  }
  if (problems.length > 0) return builtIn(problems.map(modProblemText));
  const built = contentFromPacks(packs);
  if (!built.ok) return builtIn(built.problems.map(modProblemText));
  return { content: built.content, problems: [], files };
}

function builtIn(problems: readonly string[]): LoadedContent {
  return { content: BUILTIN_CONTENT, problems, files: [] };
}

/** Problems the title screen's notice lists before "and N more" (a terminal has 24 rows). */
export const NOTICE_PROBLEMS = 3;

/** The message shown before the title when mods were refused: the first problems, and how many more follow after the game. */
export function refusedNotice(problems: readonly string[]): string {
  const n = problems.length;
  const shown = problems.slice(0, NOTICE_PROBLEMS);
  const more = n > shown.length ? ` And ${n - shown.length} more, listed when the game ends.` : '';
  return `The mods were not loaded (${n} problem${n === 1 ? '' : 's'}); playing the built-in content. ${shown.join(' ')}${more}`;
}
